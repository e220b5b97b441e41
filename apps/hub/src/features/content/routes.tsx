import type { RouteObject } from 'react-router';

/** Webinars, tutorials and resources in the shell (with the resources' development variant). */
export const contentRoutes: RouteObject[] = [
  { id: 'root.user.webinars', path: 'webinars', lazy: () => import('./WebinarsPage') },
  { id: 'root.user.tutorials', path: 'tutorials', lazy: () => import('./TutorialsPage') },
  { id: 'root.user.resources', path: 'resources', lazy: () => import('./ResourcesPage') },
  { id: 'root.user.resources-dev', path: 'resources/:branchPath/*', lazy: () => import('./ResourcesPage') },
];
