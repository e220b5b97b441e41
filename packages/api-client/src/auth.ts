import type { ApiClient, CallResult } from './client';
import { tokenResponseSchema, type TokenResponse } from './schemas';
import { tokenCookieName } from './storage';

/** The web hub's public OAuth2 client (docs/decisions.md). */
export const oauthClientId = 'hub-web';
const scope = 'read write groups';

export interface Credentials {
  email: string;
  password: string;
}

/** `POST /api/v2/auth/session/login/` without auth. */
export function sessionLogin(api: ApiClient, credentials: Credentials): Promise<CallResult<unknown>> {
  return api.call('/api/v2/auth/session/login/', { method: 'POST', body: credentials });
}

/** `POST /api/v2/auth/session/logout/`. */
export function sessionLogout(api: ApiClient): Promise<CallResult<unknown>> {
  return api.call('/api/v2/auth/session/logout/', { method: 'POST', skipUnauthorizedHandler: true });
}

/** `POST /api/v2/auth/oauth2/token/` with the password grant of spec section 7. */
export function passwordToken(api: ApiClient, credentials: Credentials): Promise<CallResult<TokenResponse>> {
  return api.call('/api/v2/auth/oauth2/token/', {
    method: 'POST',
    form: {
      username: credentials.email,
      password: credentials.password,
      client_id: oauthClientId,
      grant_type: 'password',
      scope,
    },
    schema: tokenResponseSchema,
  });
}

/** `POST /api/v2/auth/oauth2/token/` with the refresh_token grant. */
export function refreshToken(api: ApiClient, token: string): Promise<CallResult<TokenResponse>> {
  return api.call('/api/v2/auth/oauth2/token/', {
    method: 'POST',
    form: { refresh_token: token, client_id: oauthClientId, grant_type: 'refresh_token' },
    schema: tokenResponseSchema,
  });
}

/** `POST /api/v2/auth/oauth2/revoke_token/` {token, client_id}. */
export function revokeToken(api: ApiClient, token: string): Promise<CallResult<unknown>> {
  return api.call('/api/v2/auth/oauth2/revoke_token/', {
    method: 'POST',
    body: { token, client_id: oauthClientId },
    skipUnauthorizedHandler: true,
  });
}

/** Where the token cookie is read and written; `document.cookie` in the browser. */
export interface CookieJar {
  get(): string;
  set(cookie: string): void;
}

export const browserCookies: CookieJar = {
  get: () => (typeof document === 'undefined' ? '' : document.cookie),
  set: (cookie) => {
    if (typeof document !== 'undefined') document.cookie = cookie;
  },
};

/** Authenticated means both a stored token and the token cookie exist (spec section 4). */
export function isAuthenticated(api: ApiClient, cookies: CookieJar = browserCookies): boolean {
  const hasCookie = cookies
    .get()
    .split(';')
    .some((part) => part.trim().startsWith(`${tokenCookieName}=`));
  return Boolean(api.config.tokens.getAccessToken()) && hasCookie;
}

/**
 * The login sequence of spec section 4: a session, then the access and refresh tokens (stored on
 * the device, with the token cookie). Returns the first failure unchanged so the page can show it.
 */
export async function login(
  api: ApiClient,
  credentials: Credentials,
  cookies: CookieJar = browserCookies,
): Promise<CallResult<TokenResponse>> {
  const session = await sessionLogin(api, credentials);
  if (!session.ok) return session;
  const token = await passwordToken(api, credentials);
  if (!token.ok) return token;
  api.config.tokens.setTokens({
    accessToken: token.data.access_token,
    refreshToken: token.data.refresh_token,
  });
  cookies.set(`${tokenCookieName}=1; Path=/; SameSite=Lax; Max-Age=${token.data.expires_in}`);
  return token;
}

/**
 * Logout (spec section 4): revoke the token, end the session, clear tokens and the token cookie. A
 * failing call is handed to `report` and logout goes on; clearing storage and redirecting is the app's.
 */
export async function logout(
  api: ApiClient,
  report: (message: string, detail: unknown) => void,
  cookies: CookieJar = browserCookies,
): Promise<void> {
  const token = api.config.tokens.getAccessToken();
  if (token) {
    const revoked = await revokeToken(api, token).catch((error: unknown) => ({ ok: false, error }) as const);
    if (!revoked.ok) report('Logout: revoking the token failed', revoked);
  }
  const ended = await sessionLogout(api).catch((error: unknown) => ({ ok: false, error }) as const);
  if (!ended.ok) report('Logout: ending the session failed', ended);
  api.config.tokens.clear();
  cookies.set(`${tokenCookieName}=; Path=/; Max-Age=0`);
}
