import type { RouteObject } from 'react-router';
import { accountRedirects, accountRoutes } from '../features/account/routes';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { BillingSegment, billingRoutes } from '../features/billing/routes';
import { checkoutRoutes } from '../features/checkout/routes';
import { coachingRoutes } from '../features/coaching/routes';
import { contentRoutes } from '../features/content/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { shellRoutes } from '../features/shell/routes';
import { statsPageRoutes, statsRoutes } from '../features/stats/routes';
import type { Hub } from '../shared/hub';
import { LoadingScreen } from './LoadingScreen';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The spec's route table (section 2), composed from the areas' routes (features/<area>/routes.tsx). Each
 * route keeps the spec's identifier as its `id`; each page is its own chunk, loaded when the route is first
 * visited. Loaders decide who enters and redirect everyone else; `blocked`, `logout` and `passwordreset`
 * are ours (docs/decisions.md).
 */
export function createRoutes(hub: Hub): RouteObject[] {
  const routes: RouteObject[] = [
    shellRoutes(hub, {
      player: statsRoutes,
      dashboard: [
        ...accountRoutes({ billing: BillingSegment }),
        ...onboardingRoutes(hub),
        ...coachingRoutes(hub),
        ...contentRoutes,
      ],
      admin: adminRoutes(hub),
      root: [...accountRedirects, ...statsPageRoutes(hub)],
    }),
    ...authRoutes(hub),
    ...checkoutRoutes(hub),
    ...billingRoutes(hub),
    { id: 'not-found', path: '*', lazy: () => import('./NotFoundPage') },
  ];
  // Every top-level route shows the loading screen while its page or data loads on the first visit,
  // and a clear error page (with a way to retry) when a loader fails.
  return routes.map((route) => ({ HydrateFallback: LoadingScreen, ErrorBoundary: RouteErrorPage, ...route }));
}
