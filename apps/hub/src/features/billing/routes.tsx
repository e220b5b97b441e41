import { withCatalog } from '../../shared/i18n/i18n';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { Hub } from '../../shared/hub';
import { requireAccess, type LoaderArgs } from '../../shared/loaders';

/** The account tab's Subscription & Billing segment, in its own chunk (loaded when the segment opens). */
export const BillingSegment = lazy(
  withCatalog('billing', () =>
    import('./BillingSegment').then((module) => ({ default: module.BillingSegment })),
  ),
);

/** The billing pages outside the shell are for a signed-in user who passes the access check. */
export function billingPageLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    await requireAccess(hub, request);
    return null;
  };
}

/** The billing pages outside the shell: package returns and the printable invoice (spec section 2). */
export function billingRoutes(hub: Hub): RouteObject[] {
  return [
    {
      id: 'packagereturns',
      path: '/packagereturns',
      loader: billingPageLoader(hub),
      lazy: withCatalog('billing', () => import('./PackageReturnsPage')),
    },
    {
      id: 'print_invoice',
      path: '/invoice',
      loader: billingPageLoader(hub),
      lazy: withCatalog('billing', () => import('./PrintInvoicePage')),
    },
  ];
}
