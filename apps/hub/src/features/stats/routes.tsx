import type { RouteObject } from 'react-router';

/** Player stats, beside Home under the dashboard (sunset) check. */
export const statsRoutes: RouteObject[] = [
  { id: 'root.user.player.stats', path: 'stats', lazy: () => import('./PlayerStatsPage') },
];
