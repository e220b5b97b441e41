// Signing in and out: the session login and logout, and the OAuth2 token and revocation endpoints of
// the web hub's public client (spec section 7, docs/decisions.md).
import { isUiLanguage } from '@hub/domain';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { users } from '../account/schema';
import { checkCredentials } from './credentials';
import { endSession, issueTokens, refreshTokens, revokeToken, startSession } from './issue';
import { allScopes, bearerToken, bySession, sessionCookieName } from './principal';
import { lifetimes } from './secrets';
import { readBody, type Body } from '../http/body';
import type { AppContext, AppEnv } from '../http/context';
import { csrfCookieName, enforceCsrf, sessionCsrfToken } from '../http/csrf';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { loginCredentials, loginInput } from '../validation';

/** The web hub's OAuth2 client: public, password and refresh_token grants. */
export const hubClientId = 'hub-web';

const invalidCredentials = 'Unable to log in with provided credentials.';

function oauthError(status: 400 | 401, error: string, description: string): HttpError {
  return new HttpError(status, { error, error_description: description });
}

/** A string field of an OAuth2 request, or null when it is absent or empty. */
function param(body: Body, name: string): string | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string')
    throw oauthError(400, 'invalid_request', `The ${name} parameter must be a string.`);
  return value;
}

function requireParam(body: Body, name: string): string {
  const value = param(body, name);
  if (value === null) throw oauthError(400, 'invalid_request', `Request is missing ${name} parameter.`);
  return value;
}

/** The scopes asked for (space-separated), checked against what the client may have; null for all. */
function requestedScopes(body: Body): string[] | null {
  const raw = param(body, 'scope');
  if (raw === null) return null;
  const scopes = [...new Set(raw.split(' ').filter(Boolean))];
  if (scopes.length === 0 || !scopes.every((scope) => (allScopes as readonly string[]).includes(scope))) {
    throw oauthError(400, 'invalid_scope', `The scope must be made of ${allScopes.join(', ')}.`);
  }
  return scopes;
}

function checkClient(body: Body): string {
  const clientId = param(body, 'client_id');
  if (clientId !== hubClientId) throw oauthError(401, 'invalid_client', 'Client authentication failed.');
  return clientId;
}

function sessionCookie(c: AppContext, key: string) {
  setCookie(c, sessionCookieName, key, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.settings.secureCookies,
    maxAge: lifetimes.session / 1000,
  });
}

/** Token answers must not be cached (RFC 6749 section 5.1). */
const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/**
 * The session login (spec section 4), at both of the spec's login paths. A `languageCode` of one of the
 * UI languages is saved on the user (spec section 1); any other value is ignored, never a failed login.
 */
async function sessionLogin(c: AppContext): Promise<Response> {
  enforceCsrf(c);
  const body = await readBody(c);
  const { email, password } = loginInput(body);
  const { settings } = c.var;
  const user = await checkCredentials(settings, email, password, settings.clientAddress(c));
  if (!user) throw new HttpError(400, { non_field_errors: [invalidCredentials] });
  const { languageCode } = body;
  if (isUiLanguage(languageCode) && languageCode !== user.language) {
    await settings.db
      .update(users)
      .set({ language: languageCode, updatedAt: settings.now() })
      .where(eq(users.id, user.id));
  }

  // A new session id at every sign-in (no fixation); the one the browser had, if any, ends.
  const previous = getCookie(c, sessionCookieName);
  if (previous) await endSession(settings.db, previous, settings.now());
  const sessionKey = await startSession(settings.db, user.id, settings.now());
  sessionCookie(c, sessionKey);
  // A new CSRF token too, as Django rotates it at login: this session's own (see http/csrf.ts).
  setCookie(c, csrfCookieName, sessionCsrfToken(sessionKey), {
    path: '/',
    sameSite: 'Lax',
    secure: settings.secureCookies,
    maxAge: 31_449_600,
  });
  return c.json({ detail: 'Logged in.' });
}

export function authRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/auth/session/login/', { POST: sessionLogin });
  // The spec's other login call (section 7): the same sign-in, answered the same way.
  route(app, '/api/v2/user/auth/login/', { POST: sessionLogin });

  route(app, '/api/v2/auth/session/logout/', {
    POST: async (c) => {
      const { settings } = c.var;
      const key = getCookie(c, sessionCookieName);
      if (key) {
        // Ending a live session is a state change made by cookie: it needs the CSRF token.
        if (await bySession(c, key)) enforceCsrf(c, key);
        await endSession(settings.db, key, settings.now());
      }
      // A Bearer token sent along ends too, with its refresh token: signing out leaves no credential
      // alive even when the client's revoke call failed (spec section 4: a failing call does not stop logout).
      const token = bearerToken(c);
      if (token) await revokeToken(settings.db, token, hubClientId, settings.now());
      deleteCookie(c, sessionCookieName, { path: '/', secure: settings.secureCookies });
      return c.json({ detail: 'Logged out.' });
    },
  });

  route(app, '/api/v2/auth/oauth2/token/', {
    POST: async (c) => {
      const body = await readBody(c, { form: true, anyText: true });
      const { settings } = c.var;
      const grantType = requireParam(body, 'grant_type');
      if (grantType !== 'password' && grantType !== 'refresh_token') {
        throw oauthError(400, 'unsupported_grant_type', `The grant type "${grantType}" is not supported.`);
      }
      const clientId = checkClient(body);
      const scopes = requestedScopes(body);

      if (grantType === 'password') {
        // A username or password the login form would refuse cannot be anyone's: no lookup, no count.
        const credentials = loginCredentials(requireParam(body, 'username'), requireParam(body, 'password'));
        if (!credentials) throw oauthError(400, 'invalid_grant', 'Invalid credentials given.');
        const { email, password } = credentials;
        const user = await checkCredentials(settings, email, password, settings.clientAddress(c));
        if (!user) throw oauthError(400, 'invalid_grant', 'Invalid credentials given.');
        const pair = await issueTokens(
          settings.db,
          user.id,
          clientId,
          (scopes ?? allScopes).join(' '),
          settings.now(),
        );
        return c.json(pair, 200, noStore);
      }

      const refresh = requireParam(body, 'refresh_token');
      const pair = await refreshTokens(settings.db, refresh, clientId, scopes, settings.now());
      if (pair === 'invalid')
        throw oauthError(400, 'invalid_grant', 'The refresh token is invalid, expired or revoked.');
      if (pair === 'scope')
        throw oauthError(400, 'invalid_scope', 'The scope asked for exceeds the scope granted.');
      return c.json(pair, 200, noStore);
    },
  });

  route(app, '/api/v2/auth/oauth2/revoke_token/', {
    POST: async (c) => {
      const body = await readBody(c, { form: true, anyText: true });
      const token = requireParam(body, 'token');
      const clientId = checkClient(body);
      const { settings } = c.var;
      await revokeToken(settings.db, token, clientId, settings.now());
      return c.json({}, 200);
    },
  });
}
