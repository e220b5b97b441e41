import { withCatalog } from '../../app/i18n/i18n';
import { redirect, type RouteObject } from 'react-router';
import type { Hub } from '../../app/hub';
import { requireAccess, type LoaderArgs } from '../../app/loaders';

/** The admin area (root.admin): staff only; anyone else goes to their own landing. */
export function adminLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    const user = await requireAccess(hub, request);
    if (!user.is_staff) throw redirect('/');
    return null;
  };
}

/** The staff area (root.admin): /admin leads to the account list; an account's details. */
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
          lazy: withCatalog('admin', () => import('./AdminAccountsPage')),
        },
        {
          id: 'root.admin.accounts.details',
          path: 'accounts/:accountId',
          lazy: withCatalog('admin', () => import('./AdminAccountDetailsPage')),
        },
      ],
    },
  ];
}
