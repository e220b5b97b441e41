import { redirect, type RouteObject } from 'react-router';
import type { Hub } from '../../shared/hub';
import { loadSunset, requireAccess, type LoaderArgs } from '../../shared/loaders';
import { accountDetailsPath, checkoutPath, homePath } from '../../shared/paths';
import {
  accountRemoteConfigsQueryOptions,
  globalRemoteConfigsQueryOptions,
  isAuthenticated,
  playersQueryOptions,
  type UserInfo,
} from '@hub/api-client';

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
 * The signed-in shell: the user and the sunset check before it renders; the player list and the account's
 * remote configs start loading beside them, kept in the query cache, the hub's app state for server data
 * (spec section 7), and are not waited for: the shell and Home subscribe to the players and show them
 * loading, so the page paints without them (issue 30). A failed player list shows there too.
 */
export function shellLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    // A failure is the screens' (or loadSunset's) to handle: their queries hold the error.
    const ignore = () => {};
    // The sunset check's global configuration is the same for every user: asked beside the user's info
    // rather than after it, which takes a round trip off the first paint (loadSunset waits for this call).
    if (isAuthenticated(hub.api)) {
      hub.queryClient.ensureQueryData(globalRemoteConfigsQueryOptions(hub.api)).catch(ignore);
    }
    const user = await requireAccess(hub, request);
    const accountId = user.account.id;
    hub.queryClient.ensureQueryData(playersQueryOptions(hub.api, accountId)).catch(ignore);
    hub.queryClient.ensureQueryData(accountRemoteConfigsQueryOptions(hub.api, accountId)).catch(ignore);
    await loadSunset(hub, user);
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

/** Home's own chunk of checks, loaded only for an address with a `uaction`. */
const homeLanding = () => import('./home-landing');

/**
 * Home: with a `uaction` (spec section 2) it follows it first (home-landing.ts: the welcome page, a step,
 * or Home without it); a plain Home asks nothing more than the dashboard's check.
 */
export function homeLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    if (!new URL(request.url).searchParams.has('uaction')) return null;
    return (await homeLanding()).followUaction(hub, request);
  };
}

/** What the other areas put inside the shell's routes. */
export interface ShellChildren {
  /** Routes beside Home under the dashboard check (sunset sends them to the account details). */
  player: RouteObject[];
  /** The signed-in shell's other pages (/dashboard/...). */
  dashboard: RouteObject[];
  /** The staff area (/admin): inside the same shell (header, menu, admin bar), under its own checks. */
  admin: RouteObject[];
  /** Other routes under the root's access check, outside the dashboard shell (/account/manage, reports). */
  root: RouteObject[];
}

/** The shell's chunk, from one import site for both routes that show it (the dashboard's and staff's). */
const userShell = () => import('./UserShell');

/**
 * The root route (every signed-in area, after the access check), the landing redirect, the signed-in
 * shell at /dashboard and its Home. The router hands in the other areas' routes.
 */
export function shellRoutes(hub: Hub, children: ShellChildren): RouteObject {
  return {
    id: 'root',
    path: '/',
    loader: rootLoader(hub),
    lazy: () => import('./RootLayout'),
    children: [
      { index: true, loader: landingLoader(hub) },
      {
        id: 'root.user',
        path: 'dashboard',
        loader: shellLoader(hub),
        lazy: userShell,
        children: [
          {
            id: 'root.user.player',
            loader: dashboardLoader(hub),
            children: [
              {
                id: 'root.user.player.home',
                index: true,
                loader: homeLoader(hub),
                lazy: () => import('./HomePage'),
              },
              ...children.player,
            ],
          },
          ...children.dashboard,
        ],
      },
      {
        // The shell around the staff area: a layout route without a path, so /admin keeps its address and
        // root.admin its id; staff move between the admin pages with the admin bar.
        id: 'root.staffShell',
        loader: shellLoader(hub),
        lazy: userShell,
        children: children.admin,
      },
      ...children.root,
    ],
  };
}
