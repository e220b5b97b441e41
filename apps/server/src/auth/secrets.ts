// Bearer tokens, refresh tokens, session ids and CSRF tokens: 32 random bytes, base64url. The database
// keeps only a SHA-256 of the first three, so a leaked table does not sign anyone in.
import { createHash, randomFillSync, timingSafeEqual } from 'node:crypto';
import { invitationDays } from '@hub/domain';

const secretBytes = 32;
/**
 * Random bytes for 64 secrets at a time: one call into the CSPRNG instead of one per secret (a client
 * without a CSRF cookie gets a new one with every answer), as Node's randomUUID keeps its own cache.
 * Each secret's bytes are used once.
 */
const pool = Buffer.alloc(secretBytes * 64);
let poolOffset = pool.length;

/** 32 random bytes as base64url (43 characters). */
export function newSecret(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const secret = pool.toString('base64url', poolOffset, poolOffset + secretBytes);
  poolOffset += secretBytes;
  return secret;
}

/** The stored form of a secret: SHA-256, hex. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Compares two strings in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

/** How long each kind of credential lives. */
export const lifetimes = {
  /** Short, so a stolen bearer token is worth little; the hub refreshes it silently on a 401. */
  accessToken: 15 * minute,
  refreshToken: 30 * day,
  session: 14 * day,
  /** A password reset link: long enough to open the email, short enough that an old one is dead. */
  passwordReset: hour,
  /** A caregiver's invitation link (a set-password link too): a week, to find the email and act on it. */
  invitation: invitationDays * day,
} as const;
