// Throttling per email and per client address, kept in the database so it holds across restarts and
// across several server processes on one PostgreSQL. One mechanism over two ledgers: failed sign-ins
// (login_failures) and password reset requests (password_reset_requests, src/auth/password-reset.ts).
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { loginFailures, passwordResetRequests } from '../db/schema';
import type { ThrottleLimits } from '../http/context';

/** The 5-per-email, 20-per-address, 15-minute rule. */
export const defaultThrottle: ThrottleLimits = { perEmail: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

/** The form an email is counted under: trimmed, lower-case, bounded. */
export function throttleKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 320);
}

/** A table of counted events: the email key, the client address and when it happened. */
interface Ledger {
  table: typeof loginFailures | typeof passwordResetRequests;
  email: PgColumn;
  clientAddress: PgColumn;
  at: typeof loginFailures.failedAt | typeof passwordResetRequests.requestedAt;
  insert(db: Database, event: { email: string; clientAddress: string; at: Date }): Promise<unknown>;
}

export interface Throttle {
  /** Seconds until this email and address may go again; 0 when they may now. */
  waitFor(db: Database, limits: ThrottleLimits, email: string, address: string, now: Date): Promise<number>;
  /** Counts an event, and forgets this email's and address's events that left the window. */
  record(db: Database, limits: ThrottleLimits, email: string, address: string, now: Date): Promise<void>;
}

function throttleOver(ledger: Ledger): Throttle {
  async function waitOn(
    db: Database,
    column: PgColumn,
    value: string,
    limit: number,
    limits: ThrottleLimits,
    now: Date,
  ) {
    // The limit-th most recent event: while it is inside the window, the limit is reached.
    const [row] = await db
      .select({ at: ledger.at })
      .from(ledger.table)
      .where(eq(column, value))
      .orderBy(desc(ledger.at))
      .offset(limit - 1)
      .limit(1);
    if (!row) return 0;
    return Math.max(0, Math.ceil((row.at.getTime() + limits.windowMs - now.getTime()) / 1000));
  }

  return {
    async waitFor(db, limits, email, address, now) {
      const [byEmail, byAddress] = await Promise.all([
        waitOn(db, ledger.email, throttleKey(email), limits.perEmail, limits, now),
        waitOn(db, ledger.clientAddress, address, limits.perAddress, limits, now),
      ]);
      return Math.max(byEmail, byAddress);
    },
    async record(db, limits, email, address, now) {
      const key = throttleKey(email);
      const expired = new Date(now.getTime() - limits.windowMs);
      await db
        .delete(ledger.table)
        .where(and(lt(ledger.at, expired), or(eq(ledger.email, key), eq(ledger.clientAddress, address))));
      await ledger.insert(db, { email: key, clientAddress: address, at: now });
    },
  };
}

/** Failed sign-ins. */
export const loginThrottle = throttleOver({
  table: loginFailures,
  email: loginFailures.email,
  clientAddress: loginFailures.clientAddress,
  at: loginFailures.failedAt,
  insert: (db, { email, clientAddress, at }) =>
    db.insert(loginFailures).values({ email, clientAddress, failedAt: at }),
});

/** Password reset requests, counted whether or not the email has an account. */
export const resetThrottle = throttleOver({
  table: passwordResetRequests,
  email: passwordResetRequests.email,
  clientAddress: passwordResetRequests.clientAddress,
  at: passwordResetRequests.requestedAt,
  insert: (db, { email, clientAddress, at }) =>
    db.insert(passwordResetRequests).values({ email, clientAddress, requestedAt: at }),
});

/** Seconds until this email and address may try to sign in again; 0 when they may now. */
export const throttledFor = loginThrottle.waitFor;

/** Counts a failed sign-in. */
export const recordFailure = loginThrottle.record;

/** A successful sign-in clears the account's counter (the address keeps its count). */
export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, throttleKey(email)));
}
