import { isAuthenticated } from '@hub/api-client';
import { canAccessAccount } from '@hub/domain';
import { redirect, type RouteObject } from 'react-router';
import type { Hub } from '../../shared/hub';
import { requireUser, type LoaderArgs } from '../../shared/loaders';
import { safeNextPath } from '../../shared/paths';

/** /blocked: only for a signed-in user who fails the access check; anyone else goes to the landing. */
export function blockedLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    const user = await requireUser(hub, request);
    if (canAccessAccount(user)) throw redirect('/');
    return null;
  };
}

/** /login after signing out, with the `next` of the /logout address when it is a safe one. */
function loginAfterLogout(request: Request): string {
  const next = safeNextPath(new URL(request.url).searchParams.get('next'));
  return next ? `/login?${new URLSearchParams({ next })}` : '/login';
}

/**
 * GET /logout signs nobody out (a link or an image could): a signed-in visitor is asked (LogoutPage), anyone
 * else goes on to /login.
 */
export function logoutLoader(hub: Hub) {
  return ({ request }: LoaderArgs) => {
    if (!isAuthenticated(hub.api)) throw redirect(loginAfterLogout(request));
    return null;
  };
}

/** POST /logout (the page's button, the menus' Sign out): signs out, then to /login. */
export function logoutAction(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    await hub.signOut();
    throw redirect(loginAfterLogout(request));
  };
}

/**
 * The signed-out pages (login, password reset, set password, the links of an email change) and the blocked
 * and logout addresses.
 */
export function authRoutes(hub: Hub): RouteObject[] {
  return [
    { id: 'login', path: '/login', lazy: () => import('./LoginPage') },
    { id: 'passwordreset', path: '/passwordreset', lazy: () => import('./PasswordResetPage') },
    { id: 'blocked', path: '/blocked', loader: blockedLoader(hub), lazy: () => import('./BlockedPage') },
    {
      id: 'logout',
      path: '/logout',
      loader: logoutLoader(hub),
      action: logoutAction(hub),
      lazy: () => import('./LogoutPage'),
    },
    { id: 'setpassword', path: '/start', lazy: () => import('./SetPasswordPage') },
    // The links of an email change (docs/decisions.md "Changing the email"): signed in or not.
    { id: 'emailconfirm', path: '/email/confirm', lazy: () => import('./ConfirmEmailPage') },
    { id: 'emailkeep', path: '/email/keep', lazy: () => import('./KeepEmailPage') },
  ];
}
