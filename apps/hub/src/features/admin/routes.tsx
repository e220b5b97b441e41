import { withCatalog } from '../../shared/i18n/i18n';
import { redirect, type RouteObject } from 'react-router';
import type { Hub } from '../../shared/hub';
import { requireAccess, type LoaderArgs } from '../../shared/loaders';

/** The admin area (root.admin): staff only; anyone else goes to their own landing. */
export function adminLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    const user = await requireAccess(hub, request);
    if (!user.is_staff) throw redirect('/');
    return null;
  };
}

/** The area's pages (pages.ts, one chunk) with the admin catalog, loaded once for all its routes. */
const loadAdminPages = withCatalog('admin', () => import('./pages'));

/** A route's `lazy`: its page from the area's chunk. */
function adminPage(name: keyof Awaited<ReturnType<typeof loadAdminPages>>) {
  return async () => ({ Component: (await loadAdminPages())[name] });
}

/**
 * The staff area (root.admin): /admin leads to the account list; an account's details; the admin bar's
 * orders, outstanding billing requests and shipments (docs/decisions.md "Admin screens").
 */
export function adminRoutes(hub: Hub): RouteObject[] {
  return [
    {
      id: 'root.admin',
      path: 'admin',
      loader: adminLoader(hub),
      children: [
        { index: true, loader: () => redirect('/admin/accounts') },
        {
          id: 'root.admin.accounts',
          path: 'accounts',
          lazy: adminPage('AdminAccountsPage'),
        },
        {
          id: 'root.admin.accounts.details',
          path: 'accounts/:accountId',
          lazy: adminPage('AdminAccountDetailsPage'),
        },
        {
          id: 'root.admin.orders',
          path: 'orders',
          lazy: adminPage('AdminOrdersPage'),
        },
        {
          id: 'root.admin.billingRequests',
          path: 'billing-requests',
          lazy: adminPage('AdminBillingRequestsPage'),
        },
        {
          id: 'root.admin.shipments',
          path: 'shipments',
          lazy: adminPage('AdminShipmentsPage'),
        },
      ],
    },
  ];
}
