// Who is calling: a Bearer access token, else the `sessionid` cookie. Handlers that need a user are
// wrapped in `withUser`, which answers 401/403 the way DRF does before the handler runs.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Handler } from 'hono';
import { getCookie } from 'hono/cookie';
import { accounts, users } from '../account/schema';
import { perDatabase } from '../db/prepared';
import type { AppContext, AppEnv } from '../http/context';
import { enforceCsrf, safeMethods } from '../http/csrf';
import { HttpError, messages } from '../http/errors';
import { isBlocked } from './access';
import { oauthAccessTokens, sessions } from './schema';
import { secretHash } from './secrets';

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

export interface Principal {
  user: UserRow;
  account: AccountRow;
  via: 'bearer' | 'session';
  /** OAuth2 scopes of the token; a session has them all. */
  scopes: ReadonlySet<string>;
  /** The session row, when signed in by cookie. */
  sessionId: number | null;
}

export const sessionCookieName = 'sessionid';
export const allScopes = ['read', 'write', 'groups'] as const;

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(c: AppContext): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * The live access token with this hash, with its user (active) and account: one statement, prepared once
 * per database. Nothing is cached in the process: a revoked token fails at its next request.
 */
const accessTokenLookup = perDatabase((db) =>
  db
    .select({ user: users, account: accounts, scope: oauthAccessTokens.scope })
    .from(oauthAccessTokens)
    .innerJoin(users, eq(users.id, oauthAccessTokens.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(
      and(
        eq(oauthAccessTokens.tokenHash, sql.placeholder('hash')),
        isNull(oauthAccessTokens.revokedAt),
        gt(oauthAccessTokens.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('principal_by_access_token'),
);

/** The live session with this key hash, with its user (active) and account, as the token lookup. */
const sessionLookup = perDatabase((db) =>
  db
    .select({ user: users, account: accounts, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(
      and(
        eq(sessions.keyHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('principal_by_session'),
);

async function byAccessToken(c: AppContext, token: string): Promise<Principal | null> {
  const { db, now } = c.var.settings;
  const [row] = await accessTokenLookup(db).execute({
    hash: secretHash(token),
    now: now().toISOString(),
  });
  if (!row) return null;
  return {
    user: row.user,
    account: row.account,
    via: 'bearer',
    scopes: new Set(row.scope.split(' ')),
    sessionId: null,
  };
}

/** The caller signed in by this session cookie value, or null when it is not a live session. */
export async function bySession(c: AppContext, key: string): Promise<Principal | null> {
  const { db, now } = c.var.settings;
  const [row] = await sessionLookup(db).execute({ hash: secretHash(key), now: now().toISOString() });
  if (!row) return null;
  return {
    user: row.user,
    account: row.account,
    via: 'session',
    scopes: new Set(allScopes),
    sessionId: row.sessionId,
  };
}

/**
 * The caller, or null when the request carries no credentials. A Bearer token is used alone when
 * present: an unknown, expired or revoked one is 401 'Invalid token.' rather than a fall back to the
 * cookie, so a client never acts as someone it did not mean to.
 */
export async function authenticate(c: AppContext): Promise<Principal | null> {
  const token = bearerToken(c);
  if (token !== null) {
    const principal = await byAccessToken(c, token);
    if (!principal) throw unauthorized(messages.invalidToken);
    return principal;
  }
  const key = getCookie(c, sessionCookieName);
  return key ? bySession(c, key) : null;
}

function unauthorized(detail: string): HttpError {
  return new HttpError(401, { detail }, { 'WWW-Authenticate': 'Bearer realm="api"' });
}

export interface UserRouteOptions {
  /** Let a blocked account's user through (their own user info, their language). */
  allowBlocked?: boolean;
}

/**
 * A handler for signed-in callers: 401 without credentials, 403 on a CSRF failure (session cookie and
 * an unsafe method), a token without the needed scope, or a blocked account.
 */
export function withUser(
  handler: (c: AppContext, principal: Principal) => Response | Promise<Response>,
  options: UserRouteOptions = {},
): Handler<AppEnv> {
  return async (c) => {
    const principal = await authenticate(c);
    if (!principal) throw unauthorized(messages.notAuthenticated);
    const safe = safeMethods.has(c.req.method);
    if (principal.via === 'session' && !safe) enforceCsrf(c, getCookie(c, sessionCookieName));
    if (!principal.scopes.has(safe ? 'read' : 'write')) {
      throw new HttpError(403, { detail: messages.permissionDenied });
    }
    if (!options.allowBlocked && isBlocked(principal.user, principal.account)) {
      throw new HttpError(403, { detail: messages.accountUnavailable });
    }
    return handler(c, principal);
  };
}
