// Throttling kept in the database, so it holds across restarts and across several server processes on one
// PostgreSQL. Failed sign-ins (login_failures) are limited per (email, client address) and per client
// address, and slowed per email with a growing delay that never locks the owner out; password reset
// requests (password_reset_requests, src/auth/password-reset.ts) per email and per address.
import { and, count, desc, eq, gt, lt, max, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/database';
import type { LoginThrottleLimits, ThrottleLimits } from '../http/context';
import { loginFailures, passwordResetRequests } from './schema';

/** The 5-per-email, 20-per-address, 15-minute rule of password reset requests. */
export const defaultThrottle: ThrottleLimits = { perEmail: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

/**
 * Failed sign-ins within 15 minutes: 5 per (email, address) and 20 per address, then 429 until the oldest
 * leaves the window; from the 6th failure at one email from any addresses, a delay since the last one that
 * doubles from 1 s up to 30 s (an attacker gets two guesses a minute; the owner waits at most 30 s).
 */
export const defaultLoginThrottle: LoginThrottleLimits = {
  perPair: 5,
  perAddress: 20,
  perEmailBeforeDelay: 5,
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  windowMs: 15 * 60 * 1000,
};

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

/** Password reset requests, counted whether or not the email has an account. */
export const resetThrottle = throttleOver({
  table: passwordResetRequests,
  email: passwordResetRequests.email,
  clientAddress: passwordResetRequests.clientAddress,
  at: passwordResetRequests.requestedAt,
  insert: (db, { email, clientAddress, at }) =>
    db.insert(passwordResetRequests).values({ email, clientAddress, requestedAt: at }),
});

/** Seconds until the limit-th most recent of these failures leaves the window; 0 when fewer. */
async function waitForOldest(
  tx: Transaction,
  where: ReturnType<typeof and>,
  limit: number,
  windowMs: number,
  now: Date,
) {
  const [row] = await tx
    .select({ at: loginFailures.failedAt })
    .from(loginFailures)
    .where(where)
    .orderBy(desc(loginFailures.failedAt))
    .offset(limit - 1)
    .limit(1);
  return row ? Math.max(0, Math.ceil((row.at.getTime() + windowMs - now.getTime()) / 1000)) : 0;
}

/** Seconds to wait under the per-email delay: it doubles with each failure past the free ones, up to the cap. */
async function emailDelay(tx: Transaction, key: string, limits: LoginThrottleLimits, now: Date) {
  const since = new Date(now.getTime() - limits.windowMs);
  const [row] = await tx
    .select({ failures: count(), last: max(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, key), gt(loginFailures.failedAt, since)));
  const failures = Number(row?.failures ?? 0);
  if (!row?.last || failures < limits.perEmailBeforeDelay) return 0;
  const doublings = Math.min(failures - limits.perEmailBeforeDelay, 30);
  const delayMs = Math.min(limits.firstDelayMs * 2 ** doublings, limits.maxDelayMs);
  return Math.max(0, Math.ceil((row.last.getTime() + delayMs - now.getTime()) / 1000));
}

/** What an attempt to sign in may do: wait this many seconds, or go on as the counted failure `id`. */
export type LoginAttempt = { wait: number } | { wait: 0; id: number };

/**
 * Checks the limits and, when they allow it, counts the attempt as a failure before the (slow) password
 * check; `forgiveAttempt` takes it back on success, so only failures count. Check and count are one
 * transaction holding advisory locks on the email and on the address, so a parallel burst is serialised
 * and cannot slip past a limit.
 */
export async function beginLoginAttempt(
  db: Database,
  limits: LoginThrottleLimits,
  email: string,
  address: string,
  now: Date,
): Promise<LoginAttempt> {
  const key = throttleKey(email);
  const since = new Date(now.getTime() - limits.windowMs);
  return db.transaction(async (tx) => {
    // Sorted, so two requests take the two locks in the same order and never deadlock.
    for (const lock of [`login-email:${key}`, `login-address:${address}`].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
    }
    const byPair = and(eq(loginFailures.email, key), eq(loginFailures.clientAddress, address));
    const byAddress = eq(loginFailures.clientAddress, address);
    const wait = Math.max(
      await waitForOldest(tx, byPair, limits.perPair, limits.windowMs, now),
      await waitForOldest(tx, byAddress, limits.perAddress, limits.windowMs, now),
      await emailDelay(tx, key, limits, now),
    );
    if (wait > 0) return { wait };
    // The email's and the address's failures that left the window are forgotten here.
    await tx
      .delete(loginFailures)
      .where(and(lt(loginFailures.failedAt, since), or(eq(loginFailures.email, key), byAddress)));
    const [row] = await tx
      .insert(loginFailures)
      .values({ email: key, clientAddress: address, failedAt: now })
      .returning({ id: loginFailures.id });
    return { wait: 0, id: row!.id };
  });
}

/** A sign-in succeeded: its attempt and this address's earlier failures at the email are not failures. */
export async function forgiveAttempt(
  db: Database,
  id: number,
  email: string,
  address: string,
): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      or(
        eq(loginFailures.id, id),
        and(eq(loginFailures.email, throttleKey(email)), eq(loginFailures.clientAddress, address)),
      ),
    );
}

/** The password was reset by its owner: every failure at the email is forgotten. */
export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, throttleKey(email)));
}
