// One instance of everything a screen talks to: the api client, the query cache and the app state,
// with the sign-out rules of spec section 4 that tie them together.
import {
  browserCookies,
  browserTokenStore,
  createApiClient,
  isAuthenticated,
  logout,
  type ApiClient,
  type CookieJar,
  type TokenStore,
} from '@hub/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { reportMessage } from './errors/reporting';
import { clearDeviceStorage, forgetTokens } from './device';
import { loginPath } from './paths';
import { createQueryClient } from './query-client';
import { authenticatedAtom, resetAppState, type HubStore } from './state';

/** What the hub needs of the router: where it is, whether it is busy, and how to go elsewhere. */
export interface HubNavigator {
  /** The current path and search, e.g. `/dashboard/account?segment=details`. */
  currentPath(): string;
  /** A navigation (and its loaders) is under way: the loader that hit the 401 redirects itself. */
  isNavigating(): boolean;
  navigate(to: string, options?: { replace?: boolean }): void;
}

export interface Hub {
  api: ApiClient;
  queryClient: QueryClient;
  store: HubStore;
  /** Signs out (revoke, end the session, clear tokens, cookies, storage and state); a failing call is reported. */
  signOut(): Promise<void>;
  /** Clears everything on this device without calling the server (its token is already refused). */
  signOutLocally(): void;
  /** Records a successful sign-in in the app state. */
  signedIn(): void;
  /** Binds the router once it exists (it needs the routes, which need the hub). */
  attachNavigator(navigator: HubNavigator): void;
}

export interface HubOptions {
  tokens?: TokenStore;
  cookies?: CookieJar;
  queryClient?: QueryClient;
  /** localStorage in the browser; tests and stories pass their own or none. */
  storage?: Storage | null;
  /** sessionStorage in the browser; cleared at sign-out too. */
  sessionStorage?: Storage | null;
  fetch?: typeof fetch;
  baseUrl?: string;
}

/** Builds the hub's services; the browser's storage, cookies and fetch unless given others. */
export function createHub(options: HubOptions = {}): Hub {
  const storage = options.storage === undefined ? globalThis.localStorage : options.storage;
  const session = options.sessionStorage === undefined ? globalThis.sessionStorage : options.sessionStorage;
  const queryClient = options.queryClient ?? createQueryClient();
  const store = createStore();
  let navigator: HubNavigator | null = null;

  function clearDevice() {
    clearDeviceStorage(storage, session);
    resetAppState(store);
    // After the call that failed has settled, so no query is pulled from under its own fetch.
    setTimeout(() => queryClient.clear(), 0);
  }

  const api = createApiClient({
    baseUrl: options.baseUrl ?? '',
    tokens: options.tokens ?? browserTokenStore(storage ?? undefined),
    cookies: options.cookies ?? browserCookies,
    fetch: options.fetch,
    // Spec section 8: a 401 runs sign-out and redirect. A loader that hit it redirects with its own
    // target; a screen already showing is sent to /login with where it was as `next`.
    onUnauthorized: () => {
      const wasSignedIn = store.get(authenticatedAtom) || Boolean(api.config.tokens.getAccessToken());
      hub.signOutLocally();
      if (!navigator || navigator.isNavigating() || !wasSignedIn) return;
      navigator.navigate(loginPath(navigator.currentPath()), { replace: true });
    },
    onInvalidResponse: (path, issues) =>
      reportMessage(`The server's answer to ${path} does not match its schema`, 'error', {
        extra: {
          issues: issues.map((issue) => ({ path: issue.path?.map((p) => p.key), message: issue.message })),
        },
      }),
  });

  const hub: Hub = {
    api,
    queryClient,
    store,
    async signOut() {
      await logout(api, (message, detail) => reportMessage(message, 'warning', { extra: { detail } }));
      clearDevice();
    },
    signOutLocally() {
      forgetTokens(api);
      clearDevice();
    },
    signedIn() {
      store.set(authenticatedAtom, true);
    },
    attachNavigator(next) {
      navigator = next;
    },
  };
  store.set(authenticatedAtom, isAuthenticated(api));
  return hub;
}
