/** Names of what the hub keeps on the device (spec section 3: oauth2Token, oauth2RefreshToken, a token cookie). */
export const storageKeys = { accessToken: 'oauth2Token', refreshToken: 'oauth2RefreshToken' } as const;

/** The cookie the client sets after login; "authenticated" needs it and a stored token (spec section 4). */
export const tokenCookieName = 'hub_token';

/** The CSRF cookie the server sets; its value goes back in the X-CSRFTOKEN header. */
export const csrfCookieName = 'csrftoken';

/** Where tokens live. The browser's localStorage by default; tests and stories pass a memory store. */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: { accessToken: string; refreshToken: string }): void;
  clear(): void;
}

/** A TokenStore on localStorage that survives private mode (falls back to memory when storage throws). */
export function browserTokenStore(storage: Storage | undefined = globalThis.localStorage): TokenStore {
  const memory = new Map<string, string>();
  const read = (key: string) => {
    try {
      return storage ? storage.getItem(key) : (memory.get(key) ?? null);
    } catch {
      return memory.get(key) ?? null;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      if (!storage) throw new Error('no storage');
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      if (value === null) memory.delete(key);
      else memory.set(key, value);
    }
  };
  return {
    getAccessToken: () => read(storageKeys.accessToken),
    getRefreshToken: () => read(storageKeys.refreshToken),
    setTokens: ({ accessToken, refreshToken }) => {
      write(storageKeys.accessToken, accessToken);
      write(storageKeys.refreshToken, refreshToken);
    },
    clear: () => {
      write(storageKeys.accessToken, null);
      write(storageKeys.refreshToken, null);
    },
  };
}

/** A TokenStore in memory, for tests and stories. */
export function memoryTokenStore(initial: { accessToken?: string; refreshToken?: string } = {}): TokenStore {
  let access = initial.accessToken ?? null;
  let refresh = initial.refreshToken ?? null;
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setTokens: (tokens) => {
      access = tokens.accessToken;
      refresh = tokens.refreshToken;
    },
    clear: () => {
      access = null;
      refresh = null;
    },
  };
}

/** Where cookies are read and written: `document.cookie` in the browser, a string in tests. */
export interface CookieJar {
  get(): string;
  set(cookie: string): void;
}

/** The browser's cookies (empty outside a browser). */
export const browserCookies: CookieJar = {
  get: () => (typeof document === 'undefined' ? '' : document.cookie),
  set: (cookie) => {
    if (typeof document !== 'undefined') document.cookie = cookie;
  },
};

/**
 * A cookie jar in memory that keeps `name=value` pairs as a browser would for script (Max-Age=0 or an
 * empty value deletes); for tests and stories.
 */
export function memoryCookieJar(initial = ''): CookieJar {
  const jar = new Map<string, string>();
  for (const part of initial.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key) jar.set(key, rest.join('='));
  }
  return {
    get: () => [...jar].map(([key, value]) => `${key}=${value}`).join('; '),
    set: (cookie) => {
      const [pair = '', ...attributes] = cookie.split(';');
      const [key = '', ...rest] = pair.trim().split('=');
      const value = rest.join('=');
      const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
      if (expired || value === '') jar.delete(key);
      else jar.set(key, value);
    },
  };
}

/** The names of the cookies script can see. */
export function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter(Boolean);
}

/** Reads a cookie by name from a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
