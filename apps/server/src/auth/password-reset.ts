// Password reset: throttling the requests, issuing a single-use token, and setting a new password with
// it. The token goes to the user once, in the link of an email; the database keeps its SHA-256.
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  oauthAccessTokens,
  oauthRefreshTokens,
  passwordResetRequests,
  passwordResetTokens,
  sessions,
  users,
} from '../db/schema';
import type { ThrottleLimits } from '../http/context';
import { lifetimes, newSecret, secretHash } from './secrets';
import { clearFailures, throttleKey } from './throttle';
import type { UserRow } from './principal';

/** As sign-ins: 5 requests per email and 20 per client address in 15 minutes, whether or not they match anyone. */
export const defaultResetThrottle: ThrottleLimits = { perEmail: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

async function waitFor(
  db: Database,
  column: typeof passwordResetRequests.email | typeof passwordResetRequests.clientAddress,
  value: string,
  limit: number,
  limits: ThrottleLimits,
  now: Date,
): Promise<number> {
  // The limit-th most recent request: while it is inside the window, the limit is reached.
  const [row] = await db
    .select({ at: passwordResetRequests.requestedAt })
    .from(passwordResetRequests)
    .where(eq(column, value))
    .orderBy(desc(passwordResetRequests.requestedAt))
    .offset(limit - 1)
    .limit(1);
  if (!row) return 0;
  return Math.max(0, Math.ceil((row.at.getTime() + limits.windowMs - now.getTime()) / 1000));
}

/** Seconds until this email and address may ask again; 0 when they may now. */
export async function resetThrottledFor(
  db: Database,
  limits: ThrottleLimits,
  email: string,
  address: string,
  now: Date,
): Promise<number> {
  const [byEmail, byAddress] = await Promise.all([
    waitFor(db, passwordResetRequests.email, throttleKey(email), limits.perEmail, limits, now),
    waitFor(db, passwordResetRequests.clientAddress, address, limits.perAddress, limits, now),
  ]);
  return Math.max(byEmail, byAddress);
}

/** Counts a request, and forgets this email's and address's requests that left the window. */
export async function recordResetRequest(
  db: Database,
  limits: ThrottleLimits,
  email: string,
  address: string,
  now: Date,
): Promise<void> {
  const key = throttleKey(email);
  const expired = new Date(now.getTime() - limits.windowMs);
  await db
    .delete(passwordResetRequests)
    .where(
      and(
        lt(passwordResetRequests.requestedAt, expired),
        or(eq(passwordResetRequests.email, key), eq(passwordResetRequests.clientAddress, address)),
      ),
    );
  await db.insert(passwordResetRequests).values({ email: key, clientAddress: address, requestedAt: now });
}

/** The active user with this email (any case), or null. */
export async function activeUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, eq(users.isActive, true)))
    .limit(1);
  return user ?? null;
}

/**
 * A new reset token for the user, live for an hour; every earlier token of theirs is revoked, so only
 * the newest email's link works. Runs in the caller's transaction. Returns the token (for the link).
 */
export async function issueResetToken(
  db: Pick<Database, 'insert' | 'update'>,
  userId: number,
  now: Date,
): Promise<string> {
  await db
    .update(passwordResetTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.revokedAt),
      ),
    );
  const token = newSecret();
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: secretHash(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimes.passwordReset),
  });
  return token;
}

const liveToken = (token: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, secretHash(token)),
    isNull(passwordResetTokens.usedAt),
    isNull(passwordResetTokens.revokedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/** The active user a live (unused, unrevoked, unexpired) token belongs to, or null. */
export async function userOfResetToken(db: Database, token: string, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(liveToken(token, now), eq(users.isActive, true)))
    .limit(1);
  return row?.user ?? null;
}

/**
 * Uses the token to set the user's password (already hashed): the token is claimed first, so of two
 * requests with one token only one sets a password. Then every session, access and refresh token of the
 * user ends, other reset tokens are revoked and the email's failed sign-ins are forgiven (the mailbox
 * proved who they are). False when the token was no longer live.
 */
export async function setPasswordWithToken(
  db: Database,
  token: string,
  user: UserRow,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(liveToken(token, now), eq(passwordResetTokens.userId, user.id)))
      .returning({ id: passwordResetTokens.id });
    if (!claimed) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx
      .update(passwordResetTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          isNull(passwordResetTokens.usedAt),
          isNull(passwordResetTokens.revokedAt),
        ),
      );
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    await tx
      .update(oauthAccessTokens)
      .set({ revokedAt: now })
      .where(and(eq(oauthAccessTokens.userId, user.id), isNull(oauthAccessTokens.revokedAt)));
    await tx
      .update(oauthRefreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(oauthRefreshTokens.userId, user.id), isNull(oauthRefreshTokens.revokedAt)));
    return true;
  });
  if (done) await clearFailures(db, user.email);
  return done;
}
