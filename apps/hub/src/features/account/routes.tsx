import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';

/**
 * The segments other areas render inside the account tab: the router hands them in (an area never imports
 * another's files), each its own chunk.
 */
export interface AccountSegments {
  /** Subscription and billing, for billing users (features/billing). */
  billing: ComponentType;
}

/** What the account route carries for its page: the segments handed in. */
export interface AccountRouteHandle {
  segments: AccountSegments;
}

/** The id of the account tab's route, where its page finds the segments. */
export const accountRouteId = 'root.user.management';

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
