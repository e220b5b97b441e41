// The route loaders of spec section 2: who may enter, and where everyone else is sent. Each protected
// loader checks for itself (React Router runs a route's loaders side by side); the user query is shared,
// so the record is fetched once.
import {
  accountRemoteConfigsQueryOptions,
  ApiError,
  globalRemoteConfigsQueryOptions,
  isAuthenticated,
  playersQueryOptions,
  userInfoQueryOptions,
  type UserInfo,
} from '@hub/api-client';
import { canAccessAccount, sunsetState, supportedTagsFromConfigs, type SunsetState } from '@hub/domain';
import { redirect } from 'react-router';
import { reportError } from '../errors/reporting';
import type { Hub } from './hub';
import { accountDetailsPath, blockedPath, checkoutPath, homePath, loginPath, safeNextPath } from './paths';
import {
  accountRemoteConfigsAtom,
  accountTagsAtom,
  authenticatedAtom,
  playersAtom,
  remoteConfigsAtom,
} from './state';

type LoaderArgs = { request: Request };

/**
 * The signed-in user, or a redirect to `/login?next=<path+search>`: without a token and token cookie no
 * call is made; a 401 (the token expired or was revoked) signs out on the device and redirects too.
 */
export async function requireUser(hub: Hub, request: Request): Promise<UserInfo> {
  const url = new URL(request.url);
  if (!isAuthenticated(hub.api)) {
    hub.store.set(authenticatedAtom, false);
    throw redirect(loginPath(url));
  }
  try {
    const user = await hub.queryClient.ensureQueryData(userInfoQueryOptions(hub.api));
    hub.store.set(authenticatedAtom, true);
    hub.store.set(accountTagsAtom, user.account.tags);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(loginPath(url));
    throw error;
  }
}

/** The signed-in user who passes the account-access check; a BLOCKED account goes to /blocked. */
export async function requireAccess(hub: Hub, request: Request): Promise<UserInfo> {
  const user = await requireUser(hub, request);
  if (!canAccessAccount(user)) throw redirect(blockedPath);
  return user;
}

/**
 * The remote-config check (spec sections 2 and 4). A config that cannot be fetched leaves the state
 * `loading`, neither sunset nor supported: callers treat that as "unknown" (see landingLoader).
 */
export async function loadSunset(hub: Hub, user: UserInfo): Promise<SunsetState> {
  try {
    const configs = await hub.queryClient.ensureQueryData(globalRemoteConfigsQueryOptions(hub.api));
    hub.store.set(remoteConfigsAtom, configs);
    return sunsetState({ supportedTags: supportedTagsFromConfigs(configs), accountTags: user.account.tags });
  } catch (error) {
    reportError(error, { tags: { area: 'remote-config' } });
    return 'loading';
  }
}

/** The root route: everything under it is for a signed-in user whose account is not blocked. */
export function rootLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    const url = new URL(request.url);
    try {
      await requireAccess(hub, request);
    } catch (error) {
      // Spec section 2: the landing goes to login if loading the user errored (any error, not only 401).
      if (url.pathname === '/' && !(error instanceof Response)) throw redirect('/login');
      throw error;
    }
    return null;
  };
}

/**
 * `/` (spec section 2): to checkout if the user is not a completed customer, else the landing the
 * remote-config check chooses: home, or the account details while the dashboard is sunset. When the
 * config cannot be read we land on the account details, which every account can use.
 */
export function landingLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    let user: UserInfo;
    try {
      user = await requireAccess(hub, request);
    } catch (error) {
      if (error instanceof Response) throw error;
      throw redirect('/login');
    }
    if (!user.checkout_completed) throw redirect(checkoutPath);
    const sunset = await loadSunset(hub, user);
    throw redirect(sunset === 'supported' ? homePath : accountDetailsPath);
  };
}

/**
 * The signed-in shell: the user, the remote configs and the player list (every page), kept in app
 * state (spec section 7). A failed player list does not keep the shell from opening: the shell shows it.
 */
export function shellLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    const user = await requireAccess(hub, request);
    const accountId = user.account.id;
    const [, players, accountConfigs] = await Promise.allSettled([
      loadSunset(hub, user),
      hub.queryClient.ensureQueryData(playersQueryOptions(hub.api, accountId)),
      hub.queryClient.ensureQueryData(accountRemoteConfigsQueryOptions(hub.api, accountId)),
    ]);
    if (players.status === 'fulfilled') hub.store.set(playersAtom, players.value);
    if (accountConfigs.status === 'fulfilled') hub.store.set(accountRemoteConfigsAtom, accountConfigs.value);
    return null;
  };
}

/** Home and player stats: while the dashboard is sunset they send to the account details. */
export function dashboardLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    const user = await requireAccess(hub, request);
    if ((await loadSunset(hub, user)) === 'sunset') throw redirect(accountDetailsPath);
    return null;
  };
}

/** dashboard/welcome: a completed customer has nothing to onboard and goes home. */
export function welcomeLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    const user = await requireAccess(hub, request);
    if (user.checkout_completed) throw redirect(homePath);
    return null;
  };
}

/** dashboard/coaching: only coaches; any other valid user goes home. */
export function coachingLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    const user = await requireAccess(hub, request);
    if (!user.is_coach) throw redirect(homePath);
    return null;
  };
}

/** The admin area (root.admin): staff only; anyone else goes to their own landing. */
export function adminLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    const user = await requireAccess(hub, request);
    if (!user.is_staff) throw redirect('/');
    return null;
  };
}

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
