import { withCatalog } from '../../shared/i18n/i18n';
import { redirect, type RouteObject } from 'react-router';
import type { Hub } from '../../shared/hub';
import { requireAccess, type LoaderArgs } from '../../shared/loaders';
import { homePath } from '../../shared/paths';

/** The coach's page (root.user.booking). */
const coachPagePath = '/dashboard/coaching';

/** A family's "Book a call" page (root.user.coaches). */
const bookingPagePath = '/dashboard/coaches';

/** The coach check, in a chunk of its own (coach-check.ts). */
const coachCheck = () => import('./coach-check');

/** dashboard/coaching: only coaches, as the coach account call says; any other valid user goes home. */
export function coachingLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    const user = await requireAccess(hub, request);
    const { isCoach } = await coachCheck();
    if (!(await isCoach(hub, user))) throw redirect(homePath);
    return null;
  };
}

/**
 * dashboard/booking?ref= (spec section 2: it leads to dashboard/coaching with `ref`): a coach to their
 * page, anyone else to the booking page (dashboard/coaches) with the same query, since dashboard/coaching
 * would send them home (docs/decisions.md "Issue 28: menu, booking, onboarding landing").
 */
export function bookingRedirectLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    const user = await requireAccess(hub, request);
    const search = new URL(request.url).search;
    throw redirect(`${user.is_coach ? coachPagePath : bookingPagePath}${search}`);
  };
}

/** dashboard/coaches: any valid signed-in user (a parent books there; docs/decisions.md "Coaching screens"). */
export function coachesLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    await requireAccess(hub, request);
    return null;
  };
}

/**
 * Coaching in the shell: the coach's page (dashboard/coaching), dashboard/booking that leads to it (a
 * coach) or to the booking page (anyone else) keeping `ref`, and a family's "Book a call" page
 * (dashboard/coaches, keeping `ref` for the booking).
 */
export function coachingRoutes(hub: Hub): RouteObject[] {
  return [
    {
      id: 'root.user.booking',
      path: 'coaching',
      loader: coachingLoader(hub),
      lazy: withCatalog('coaching', () => import('./CoachingPage')),
    },
    {
      id: 'root.user.bookingRedirect',
      path: 'booking',
      loader: bookingRedirectLoader(hub),
    },
    {
      id: 'root.user.coaches',
      path: 'coaches',
      loader: coachesLoader(hub),
      lazy: withCatalog('coaching', () => import('./BookingPage')),
    },
  ];
}
