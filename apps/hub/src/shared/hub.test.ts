import { isAuthenticated, memoryCookieJar, memoryTokenStore, queryKeys } from '@hub/api-client';
import { handlers, personaHandlers, serverError, unauthorized } from '@hub/api-client/msw';
import { getUserInfo } from '@hub/api-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { languageStorageKey } from './i18n/i18n';
import { createHub } from './hub';
import { authenticatedAtom } from './state';
import { testQueryClient } from './test-hub';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A Storage in memory, as localStorage behaves. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

function signedInHub() {
  const storage = memoryStorage({ [languageStorageKey]: 'ar', 'hub.checkoutTag': 'spring' });
  const session = memoryStorage({ draft: '1' });
  const cookies = memoryCookieJar('csrftoken=c; hub_token=1');
  const hub = createHub({
    baseUrl: 'http://hub.test',
    tokens: memoryTokenStore({ accessToken: 'a', refreshToken: 'r' }),
    cookies,
    storage,
    sessionStorage: session,
    queryClient: testQueryClient(),
  });
  hub.queryClient.setQueryData(queryKeys.userDetails(), { id: 1 });
  hub.queryClient.setQueryData(queryKeys.players(1), []);
  return { hub, storage, session, cookies };
}

describe('signing out', () => {
  it('clears tokens, cookies, storage and app state, and keeps the language chosen on the device', async () => {
    server.use(...personaHandlers('parent'));
    const { hub, storage, session, cookies } = signedInHub();
    expect(hub.store.get(authenticatedAtom)).toBe(true);
    await hub.signOut();
    // The cache is cleared once the sign-out's own calls have settled, just after it returns: wait for the
    // cache to be empty, not for milliseconds.
    await vi.waitFor(() => {
      expect(hub.queryClient.getQueryData(queryKeys.players(1))).toBeUndefined();
      expect(hub.queryClient.getQueryData(queryKeys.userDetails())).toBeUndefined();
    });
    expect(isAuthenticated(hub.api)).toBe(false);
    expect(cookies.get()).toBe('');
    expect(storage.length).toBe(1);
    expect(storage.getItem(languageStorageKey)).toBe('ar');
    expect(session.length).toBe(0);
    expect(hub.store.get(authenticatedAtom)).toBe(false);
  });

  it('goes on when the server calls fail', async () => {
    server.use(handlers.revokeToken(serverError()), handlers.sessionLogout(serverError()));
    const { hub } = signedInHub();
    await hub.signOut();
    expect(isAuthenticated(hub.api)).toBe(false);
  });
});

describe('a 401 while a page is showing', () => {
  it('signs out on the device and sends to /login with the page as next', async () => {
    server.use(handlers.userInfo(unauthorized()));
    const { hub } = signedInHub();
    const navigate = vi.fn();
    hub.attachNavigator({
      currentPath: () => '/dashboard/account?segment=details',
      isNavigating: () => false,
      navigate,
    });
    await getUserInfo(hub.api);
    expect(isAuthenticated(hub.api)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fdashboard%2Faccount%3Fsegment%3Ddetails', {
      replace: true,
    });
  });

  it('leaves the redirect to the loader when a navigation is under way', async () => {
    server.use(handlers.userInfo(unauthorized()));
    const { hub } = signedInHub();
    const navigate = vi.fn();
    hub.attachNavigator({ currentPath: () => '/dashboard', isNavigating: () => true, navigate });
    await getUserInfo(hub.api);
    expect(isAuthenticated(hub.api)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
