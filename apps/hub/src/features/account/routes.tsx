import { redirect, type RouteObject } from 'react-router';
import { accountRouteId, type AccountRouteHandle, type AccountSegments } from './route-handle';

/** The Account tab in the shell (dashboard/account?segment=). */
export function accountRoutes(segments: AccountSegments): RouteObject[] {
  const handle: AccountRouteHandle = { segments };
  return [{ id: accountRouteId, path: 'account', handle, lazy: () => import('./AccountPage') }];
}

/** The old account address (account/manage/*), under the root's access check. */
export const accountRedirects: RouteObject[] = [
  {
    id: 'root.user.managementRedirect',
    path: 'account/manage/*',
    loader: () => redirect('/dashboard/account'),
  },
];
