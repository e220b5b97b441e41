import { withCatalog } from '../../shared/i18n/i18n';
import type { RouteObject } from 'react-router';

// One import site per page: each site carries its own preload list in the entry.
const resourcesPage = withCatalog('content', () => import('./ResourcesPage'));

/** Webinars, tutorials and resources in the shell (with the resources' development variant). */
export const contentRoutes: RouteObject[] = [
  {
    id: 'root.user.webinars',
    path: 'webinars',
    lazy: withCatalog('content', () => import('./WebinarsPage')),
  },
  {
    id: 'root.user.tutorials',
    path: 'tutorials',
    lazy: withCatalog('content', () => import('./TutorialsPage')),
  },
  {
    id: 'root.user.resources',
    path: 'resources',
    lazy: resourcesPage,
  },
  {
    id: 'root.user.resources-dev',
    path: 'resources/:branchPath/*',
    lazy: resourcesPage,
  },
];
