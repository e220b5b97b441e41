// Password reset: throttling the requests, issuing a single-use token, and setting a new password with
// it. The token goes to the user once, in the link of an email; the database keeps its SHA-256.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { users } from '../account/schema';
import type { Database } from '../db/database';
import type { ThrottleLimits } from '../http/context';
import { endEverySignIn } from './issue';
import { passwordResetTokens } from './schema';
import { lifetimes, newSecret, secretHash } from './secrets';
import { clearFailures, defaultThrottle, resetThrottle } from './throttle';
import type { UserRow } from './principal';

/** As sign-ins: 5 requests per email and 20 per client address in 15 minutes, whether or not they match anyone. */
export const defaultResetThrottle: ThrottleLimits = defaultThrottle;

/** Seconds until this email and address may ask again; 0 when they may now. */
export const resetThrottledFor = resetThrottle.waitFor;

/** Counts a request. */
export const recordResetRequest = resetThrottle.record;

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
 * A new reset token for the user, live for an hour (or `lifetimeMs`: a caregiver's invitation lives a
 * week); every earlier token of theirs is revoked, so only the newest email's link works. Runs in the
 * caller's transaction. Returns the token (for the link).
 */
export async function issueResetToken(
  db: Pick<Database, 'insert' | 'update'>,
  userId: number,
  now: Date,
  lifetimeMs: number = lifetimes.passwordReset,
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
    expiresAt: new Date(now.getTime() + lifetimeMs),
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
    await endEverySignIn(tx, user.id, now);
    return true;
  });
  if (done) await clearFailures(db, user.email);
  return done;
}
