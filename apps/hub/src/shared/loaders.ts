// The checks every area's route loaders share (spec section 2): who is signed in, who may enter, and the
// remote-config (sunset) check. Each protected loader checks for itself (React Router runs a route's
// loaders side by side); the user query is shared, so the record is fetched once. The loaders themselves
// live with their areas (features/<area>/routes.tsx).
import {
  ApiError,
  globalRemoteConfigsQueryOptions,
  isAuthenticated,
  userInfoQueryOptions,
  type UserInfo,
} from '@hub/api-client';
import { canAccessAccount, sunsetState, supportedTagsFromConfigs, type SunsetState } from '@hub/domain';
import { redirect } from 'react-router';
import { reportError } from './errors/reporting';
import type { Hub } from './hub';
import { blockedPath, loginPath } from './paths';
import { authenticatedAtom } from './state';

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
    return sunsetState({ supportedTags: supportedTagsFromConfigs(configs), accountTags: user.account.tags });
  } catch (error) {
    reportError(error, { tags: { area: 'remote-config' } });
    return 'loading';
  }
}

export type LoaderArgs = { request: Request };
