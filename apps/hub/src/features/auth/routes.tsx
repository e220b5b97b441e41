import { canAccessAccount } from '@hub/domain';
import { redirect, type RouteObject } from 'react-router';
import type { Hub } from '../../app/hub';
import { requireUser, type LoaderArgs } from '../../app/loaders';
import { safeNextPath } from '../../app/paths';

/** /blocked: only for a signed-in user who fails the access check; anyone else goes to the landing. */
export function blockedLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    const user = await requireUser(hub, request);
    if (canAccessAccount(user)) throw redirect('/');
    return null;
  };
}

/** /logout (the mobile menu's Sign out): signs out, then to /login, with `next` when one was given. */
export function logoutLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    await hub.signOut();
    const next = safeNextPath(new URL(request.url).searchParams.get('next'));
    throw redirect(next ? `/login?${new URLSearchParams({ next })}` : '/login');
  };
}

/** The signed-out pages (login, password reset, set password) and the blocked and logout addresses. */
export function authRoutes(hub: Hub): RouteObject[] {
  return [
    { id: 'login', path: '/login', lazy: () => import('./LoginPage') },
    { id: 'passwordreset', path: '/passwordreset', lazy: () => import('./PasswordResetPage') },
    { id: 'blocked', path: '/blocked', loader: blockedLoader(hub), lazy: () => import('./BlockedPage') },
    { id: 'logout', path: '/logout', loader: logoutLoader(hub) },
    { id: 'setpassword', path: '/start', lazy: () => import('./SetPasswordPage') },
  ];
}
