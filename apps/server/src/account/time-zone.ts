// The account's time zone, whose calendar days billing, stats and emails count: the shipping time zone of
// its billing user (else of another of its users), America/New_York (`defaults.timezone`) when none is
// known or the stored one is not a zone this runtime knows.
import { defaults, isValidTimeZone } from '@hub/domain';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { shippingAddresses, users } from './schema';

type Db = Database | Transaction;

/** The time zone of each of these accounts, in two queries whatever their number (the billing run's batch). */
export async function accountTimeZones(db: Db, accountIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(accountIds)];
  const zones = new Map<number, string>();
  if (ids.length === 0) return zones;
  const rows = await db
    .selectDistinctOn([users.accountId], { accountId: users.accountId, timezone: shippingAddresses.timezone })
    .from(users)
    .innerJoin(shippingAddresses, eq(shippingAddresses.userId, users.id))
    .where(inArray(users.accountId, ids))
    .orderBy(users.accountId, desc(users.isBillingUser), asc(users.id));
  // Checking a zone builds an Intl formatter: once per zone, not once per account.
  const valid = new Map<string, boolean>();
  for (const { accountId, timezone } of rows) {
    if (!valid.has(timezone)) valid.set(timezone, isValidTimeZone(timezone));
    if (valid.get(timezone)) zones.set(accountId, timezone);
  }
  for (const accountId of ids) if (!zones.has(accountId)) zones.set(accountId, defaults.timezone);
  return zones;
}

/** The time zone of one account. */
export async function accountTimeZone(db: Db, accountId: number): Promise<string> {
  return (await accountTimeZones(db, [accountId])).get(accountId)!;
}
