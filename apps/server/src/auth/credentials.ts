// Checking an email and password, shared by the session login and the OAuth2 password grant: throttled,
// timing-safe for unknown emails, and upgrading old hashes to the current cost.
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../account/schema';
import type { Settings } from '../http/context';
import { HttpError, messages } from '../http/errors';
import { hashPassword, needsRehash, verifyPassword, type ScryptParams } from './passwords';
import type { UserRow } from './principal';
import { beginLoginAttempt, forgiveAttempt } from './throttle';

const dummyHashes = new Map<string, Promise<string>>();

/** A hash to verify against when no user has the email, so the answer takes as long either way. */
function dummyHash(params: ScryptParams): Promise<string> {
  const key = `${params.logN}:${params.r}:${params.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword('not the password of anyone', params);
    dummyHashes.set(key, hash);
  }
  return hash;
}

/**
 * The active user with this email and password, or null. Throws 429 with Retry-After while this address
 * has used up its failures (at this email or overall) or the email's growing delay runs (src/auth/throttle.ts).
 * The attempt is counted as a failure before the (slow) hash check and forgiven on success.
 */
export async function checkCredentials(
  settings: Settings,
  email: string,
  password: string,
  clientAddress: string,
  /** False when the password only confirms a signed-in user (a new email): no sign-in is recorded. */
  { signIn = true }: { signIn?: boolean } = {},
): Promise<UserRow | null> {
  const { db, throttle, passwordParams } = settings;
  const attempt = await beginLoginAttempt(db, throttle, email, clientAddress, settings.now());
  if (!('id' in attempt)) {
    const wait = attempt.wait;
    throw new HttpError(429, { detail: messages.throttled(wait) }, { 'Retry-After': String(wait) });
  }

  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, eq(users.isActive, true)))
    .limit(1);
  const stored = user?.passwordHash ?? (await dummyHash(passwordParams));
  const matches = await verifyPassword(password, stored);
  if (!user || !user.passwordHash || !matches) return null;

  await forgiveAttempt(db, attempt.id, email, clientAddress);
  const changes: Partial<typeof users.$inferInsert> = signIn ? { lastLoginAt: settings.now() } : {};
  if (needsRehash(user.passwordHash, passwordParams)) {
    changes.passwordHash = await hashPassword(password, passwordParams);
  }
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, user.id));
  return user;
}
