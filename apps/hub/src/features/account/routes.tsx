import { redirect, type RouteObject } from 'react-router';

/** The Account tab in the shell (dashboard/account?segment=). */
export const accountRoutes: RouteObject[] = [
  { id: 'root.user.management', path: 'account', lazy: () => import('./AccountPage') },
];

/** The old account address (account/manage/*), under the root's access check. */
export const accountRedirects: RouteObject[] = [
  {
    id: 'root.user.managementRedirect',
    path: 'account/manage/*',
    loader: () => redirect('/dashboard/account'),
  },
];
