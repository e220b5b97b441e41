import { redirect, type RouteObject } from 'react-router';
import type { Hub } from '../../shared/hub';
import { withCatalog } from '../../shared/i18n/i18n';
import { loadSunset, requireAccess, type LoaderArgs } from '../../shared/loaders';
import { accountDetailsPath } from '../../shared/paths';

/** Player stats, beside Home under the dashboard (sunset) check (spec section 2: dashboard/stats?pid=). */
export const statsRoutes: RouteObject[] = [
  {
    id: 'root.user.player.stats',
    path: 'stats',
    lazy: withCatalog('stats', () => import('./PlayerStatsPage')),
  },
  // A child's profile and adding a child (issue 28): `dashboard/children/new`, `dashboard/children/:id`.
  {
    id: 'root.user.player.child.new',
    path: 'children/new',
    lazy: withCatalog('stats', () => import('./AddChildPage')),
  },
  {
    id: 'root.user.player.child',
    path: 'children/:playerId',
    lazy: withCatalog('stats', () => import('./ChildProfilePage')),
  },
];

/**
 * The printable report is a page of its own, outside the shell (no menu on paper), under the same checks
 * as the stats: signed in, account access, and the dashboard not sunset.
 */
export function statsReportLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    const user = await requireAccess(hub, request);
    if ((await loadSunset(hub, user)) === 'sunset') throw redirect(accountDetailsPath);
    return null;
  };
}

/** `/dashboard/stats/report?pid=`: a child's one-page progress report (docs/decisions.md "Player stats"). */
export function statsPageRoutes(hub: Hub): RouteObject[] {
  return [
    {
      id: 'root.user.player.stats.report',
      path: 'dashboard/stats/report',
      loader: statsReportLoader(hub),
      lazy: withCatalog('stats', () => import('./ProgressReportPage')),
    },
  ];
}
