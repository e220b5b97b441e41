import { queryOptions } from '@tanstack/react-query';
import { staleTimes } from '@hub/domain';
import type { ApiClient, CallResult } from '../http/client';
import { queryKeys } from '../http/query-keys';
import { userInfoSchema, type UserInfo } from '../account/schemas';
import { tokenResponseSchema, type TokenResponse } from './schemas';
import { cookieNames, csrfCookieName, readCookie, tokenCookieName, type CookieJar } from '../http/storage';

/** The web hub's public OAuth2 client (docs/decisions.md). */
export const oauthClientId = 'hub-web';
const scope = 'read write groups';

export interface Credentials {
  email: string;
  password: string;
  /** The language chosen on the login page (spec section 1); the server saves it on the user. */
  languageCode?: string;
}

/** `POST /api/v2/auth/session/login/` {email, password, languageCode} without auth. */
export function sessionLogin(api: ApiClient, credentials: Credentials): Promise<CallResult<unknown>> {
  const { email, password, languageCode } = credentials;
  return api.call('/api/v2/auth/session/login/', {
    method: 'POST',
    body: languageCode ? { email, password, languageCode } : { email, password },
  });
}

/**
 * `POST /api/v2/user/auth/login/` {email, password, languageCode}: the spec's other login call (section
 * 7), answered as the session login (a session and the CSRF cookie); the server saves `languageCode`.
 */
export function userAuthLogin(api: ApiClient, credentials: Credentials): Promise<CallResult<unknown>> {
  const { email, password, languageCode } = credentials;
  return api.call('/api/v2/user/auth/login/', {
    method: 'POST',
    body: languageCode ? { email, password, languageCode } : { email, password },
  });
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

/** Authenticated means both a stored token and the token cookie exist (spec section 4). */
export function isAuthenticated(api: ApiClient): boolean {
  return (
    Boolean(api.config.tokens.getAccessToken()) &&
    readCookie(api.config.cookies.get(), tokenCookieName) !== null
  );
}

/** The authentication status, fresh for five seconds (spec section 9); read from the device, no request. */
export function authStatusQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.authStatus(),
    queryFn: () => isAuthenticated(api),
    staleTime: staleTimes.authStatus,
  });
}

/**
 * The session login needs the CSRF cookie the server sets on any answer (docs/decisions.md). A page
 * served by the hub's server has it; one served elsewhere (Vite in development) gets it from a cheap GET.
 */
export async function ensureCsrfCookie(api: ApiClient): Promise<void> {
  if (readCookie(api.config.cookies.get(), csrfCookieName) !== null) return;
  await api.call('/api/health/');
}

function clearTokenCookie(cookies: CookieJar): void {
  cookies.set(`${tokenCookieName}=; Path=/; Max-Age=0; SameSite=Lax`);
}

/**
 * The login sequence of spec section 4: a session, then the access and refresh tokens (stored on the
 * device, with the token cookie), then the user's info. Returns the first failure unchanged so the page
 * can show it; when the user's info cannot be read the tokens are dropped again, so a failed login
 * never leaves the device half signed in.
 */
export async function login(api: ApiClient, credentials: Credentials): Promise<CallResult<UserInfo>> {
  await ensureCsrfCookie(api);
  const session = await sessionLogin(api, credentials);
  if (!session.ok) return session;
  const token = await passwordToken(api, credentials);
  if (!token.ok) return token;
  api.config.tokens.setTokens({
    accessToken: token.data.access_token,
    refreshToken: token.data.refresh_token,
  });
  api.config.cookies.set(`${tokenCookieName}=1; Path=/; SameSite=Lax; Max-Age=${token.data.expires_in}`);
  const user = await api.call('/api/v2/user/info/', {
    auth: true,
    schema: userInfoSchema,
    skipUnauthorizedHandler: true,
  });
  if (!user.ok) {
    api.config.tokens.clear();
    clearTokenCookie(api.config.cookies);
  }
  return user;
}

/** Clears every cookie script can see (the session cookie is HttpOnly: the server ends it). */
export function clearCookies(cookies: CookieJar): void {
  for (const name of cookieNames(cookies.get())) cookies.set(`${name}=; Path=/; Max-Age=0`);
}

/**
 * Logout (spec section 4): revoke the token, end the session, clear the tokens and the cookies. A failing
 * call is handed to `report` and logout goes on. Clearing the rest of the storage and redirecting to
 * /login are the app's.
 */
export async function logout(
  api: ApiClient,
  report: (message: string, detail: unknown) => void,
): Promise<void> {
  const token = api.config.tokens.getAccessToken();
  if (token) {
    const revoked = await revokeToken(api, token).catch((error: unknown) => ({ ok: false, error }) as const);
    if (!revoked.ok) report('Logout: revoking the token failed', revoked);
  }
  const ended = await sessionLogout(api).catch((error: unknown) => ({ ok: false, error }) as const);
  if (!ended.ok) report('Logout: ending the session failed', ended);
  api.config.tokens.clear();
  clearTokenCookie(api.config.cookies);
  clearCookies(api.config.cookies);
}
