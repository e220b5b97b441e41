// Issuing and revoking sessions and OAuth2 token pairs. Secrets go to the client once; the database
// keeps their SHA-256 and an expiry.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { users } from '../account/schema';
import type { Database } from '../db/database';
import { oauthAccessTokens, oauthRefreshTokens, sessions } from './schema';
import { lifetimes, newSecret, secretHash } from './secrets';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

/** A new session for the user; returns the cookie value. */
export async function startSession(db: Database, userId: number, now: Date): Promise<string> {
  const key = newSecret();
  await db.insert(sessions).values({
    userId,
    keyHash: secretHash(key),
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimes.session),
  });
  return key;
}

/** Ends the session with this cookie value, if it is live. */
export async function endSession(db: Database, key: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.keyHash, secretHash(key)), isNull(sessions.revokedAt)));
}

/**
 * A new access and refresh token for the user. Runs inside the caller's transaction when given one. A
 * sign-in starts a family; a refresh passes its token's family on, so a replay can end them all.
 */
export async function issueTokens(
  db: Pick<Database, 'insert'>,
  userId: number,
  clientId: string,
  scope: string,
  now: Date,
  familyId: string = newSecret(),
): Promise<TokenPair> {
  const access = newSecret();
  const refresh = newSecret();
  const [row] = await db
    .insert(oauthAccessTokens)
    .values({
      userId,
      tokenHash: secretHash(access),
      clientId,
      scope,
      familyId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetimes.accessToken),
    })
    .returning({ id: oauthAccessTokens.id });
  await db.insert(oauthRefreshTokens).values({
    userId,
    accessTokenId: row!.id,
    tokenHash: secretHash(refresh),
    clientId,
    scope,
    familyId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimes.refreshToken),
  });
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: lifetimes.accessToken / 1000,
    scope,
  };
}

/**
 * Exchanges a live refresh token for a new pair (the old refresh token and its access token are
 * revoked: rotation). Atomic: of two requests with one refresh token, only one gets a pair. A refresh
 * token that was already used or revoked is a replay (someone holds a copy, RFC 9700 section 4.14.2):
 * every token of its family, the live pair descended from it included, is revoked.
 */
export async function refreshTokens(
  db: Database,
  refreshToken: string,
  clientId: string,
  requestedScope: string[] | null,
  now: Date,
): Promise<TokenPair | 'invalid' | 'scope'> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: oauthRefreshTokens, userActive: users.isActive })
      .from(oauthRefreshTokens)
      .innerJoin(users, eq(users.id, oauthRefreshTokens.userId))
      .where(
        and(
          eq(oauthRefreshTokens.tokenHash, secretHash(refreshToken)),
          eq(oauthRefreshTokens.clientId, clientId),
        ),
      );
    if (!row) return 'invalid' as const;
    const found = row.token;
    if (found.revokedAt !== null) return { replayedFamily: found.familyId };
    if (found.expiresAt <= now || !row.userActive) return 'invalid' as const;
    const granted = found.scope.split(' ');
    if (requestedScope && !requestedScope.every((scope) => granted.includes(scope))) return 'scope' as const;
    // Claim it: the update matches only while it is still unrevoked, so a concurrent refresh loses.
    const [claimed] = await tx
      .update(oauthRefreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(oauthRefreshTokens.id, found.id), isNull(oauthRefreshTokens.revokedAt)))
      .returning({ id: oauthRefreshTokens.id });
    if (!claimed) return 'invalid' as const;
    if (found.accessTokenId !== null) {
      await tx
        .update(oauthAccessTokens)
        .set({ revokedAt: now })
        .where(and(eq(oauthAccessTokens.id, found.accessTokenId), isNull(oauthAccessTokens.revokedAt)));
    }
    const scope = (requestedScope ?? granted).join(' ');
    return issueTokens(tx, found.userId, clientId, scope, now, found.familyId ?? newSecret());
  });
  if (typeof outcome === 'object' && 'replayedFamily' in outcome) {
    if (outcome.replayedFamily !== null) await revokeFamily(db, outcome.replayedFamily, now);
    return 'invalid';
  }
  return outcome;
}

/** Revokes every access and refresh token of a family that is still live. */
export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(oauthRefreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(oauthRefreshTokens.familyId, familyId), isNull(oauthRefreshTokens.revokedAt)));
    await tx
      .update(oauthAccessTokens)
      .set({ revokedAt: now })
      .where(and(eq(oauthAccessTokens.familyId, familyId), isNull(oauthAccessTokens.revokedAt)));
  });
}

/**
 * Revokes a token of this client, access or refresh (RFC 7009), together with its partner so a
 * revoked pair can neither call nor be refreshed. Unknown tokens are not an error.
 */
export async function revokeToken(db: Database, token: string, clientId: string, now: Date): Promise<void> {
  const hash = secretHash(token);
  await db.transaction(async (tx) => {
    const accessIds = (
      await tx
        .update(oauthAccessTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(oauthAccessTokens.tokenHash, hash),
            eq(oauthAccessTokens.clientId, clientId),
            isNull(oauthAccessTokens.revokedAt),
          ),
        )
        .returning({ id: oauthAccessTokens.id })
    ).map((row) => row.id);
    const refreshed = await tx
      .update(oauthRefreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(oauthRefreshTokens.clientId, clientId),
          isNull(oauthRefreshTokens.revokedAt),
          accessIds.length > 0
            ? or(eq(oauthRefreshTokens.tokenHash, hash), inArray(oauthRefreshTokens.accessTokenId, accessIds))
            : eq(oauthRefreshTokens.tokenHash, hash),
        ),
      )
      .returning({ accessTokenId: oauthRefreshTokens.accessTokenId });
    const partners = refreshed.map((row) => row.accessTokenId).filter((id): id is number => id !== null);
    if (partners.length > 0) {
      await tx
        .update(oauthAccessTokens)
        .set({ revokedAt: now })
        .where(and(inArray(oauthAccessTokens.id, partners), isNull(oauthAccessTokens.revokedAt)));
    }
  });
}

/**
 * Ends every session, access and refresh token of a user (a password set by a reset link, an email taken
 * back by its old address), in the caller's transaction.
 */
export async function endEverySignIn(db: Pick<Database, 'update'>, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await db
    .update(oauthAccessTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthAccessTokens.userId, userId), isNull(oauthAccessTokens.revokedAt)));
  await db
    .update(oauthRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthRefreshTokens.userId, userId), isNull(oauthRefreshTokens.revokedAt)));
}
