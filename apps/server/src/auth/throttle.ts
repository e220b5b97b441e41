// Throttling of failed sign-ins per email and per client address, kept in the database so it holds
// across restarts and across several server processes on one PostgreSQL.
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginFailures } from '../db/schema';
import type { ThrottleLimits } from '../http/context';

/** The 5-per-email, 20-per-address, 15-minute rule. */
export const defaultThrottle: ThrottleLimits = { perEmail: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

/** The form an email is counted under: trimmed, lower-case, bounded. */
export function throttleKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 320);
}

async function waitFor(
  db: Database,
  column: typeof loginFailures.email | typeof loginFailures.clientAddress,
  value: string,
  limit: number,
  limits: ThrottleLimits,
  now: Date,
): Promise<number> {
  // The limit-th most recent failure: while it is inside the window, the limit is reached.
  const [row] = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(eq(column, value))
    .orderBy(desc(loginFailures.failedAt))
    .offset(limit - 1)
    .limit(1);
  if (!row) return 0;
  const freeAt = row.failedAt.getTime() + limits.windowMs;
  return Math.max(0, Math.ceil((freeAt - now.getTime()) / 1000));
}

/** Seconds until this email and address may try again; 0 when they may now. */
export async function throttledFor(
  db: Database,
  limits: ThrottleLimits,
  email: string,
  address: string,
  now: Date,
): Promise<number> {
  const [byEmail, byAddress] = await Promise.all([
    waitFor(db, loginFailures.email, throttleKey(email), limits.perEmail, limits, now),
    waitFor(db, loginFailures.clientAddress, address, limits.perAddress, limits, now),
  ]);
  return Math.max(byEmail, byAddress);
}

/** Counts a failed sign-in, and forgets this email's and address's failures that left the window. */
export async function recordFailure(
  db: Database,
  limits: ThrottleLimits,
  email: string,
  address: string,
  now: Date,
): Promise<void> {
  const key = throttleKey(email);
  const expired = new Date(now.getTime() - limits.windowMs);
  await db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.failedAt, expired),
        or(eq(loginFailures.email, key), eq(loginFailures.clientAddress, address)),
      ),
    );
  await db.insert(loginFailures).values({ email: key, clientAddress: address, failedAt: now });
}

/** A successful sign-in clears the account's counter (the address keeps its count). */
export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, throttleKey(email)));
}
