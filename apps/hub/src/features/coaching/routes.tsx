import { withCatalog } from '../../app/i18n/i18n';
import { redirect, type RouteObject } from 'react-router';
import type { Hub } from '../../app/hub';
import { requireAccess, type LoaderArgs } from '../../app/loaders';
import { homePath } from '../../app/paths';

/** dashboard/coaching: only coaches; any other valid user goes home. */
export function coachingLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    const user = await requireAccess(hub, request);
    if (!user.is_coach) throw redirect(homePath);
    return null;
  };
}

/** Coaching in the shell (dashboard/coaching), and dashboard/booking that leads to it keeping `ref`. */
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
      loader: ({ request }) => redirect(`/dashboard/coaching${new URL(request.url).search}`),
    },
  ];
}
