// The admin area's shared reads: who an account's holder is (the name staff know it by), people as the
// wire names them, the known tags, and whether an account was moved to the other platform.
import { migrationPlatform } from '@hub/domain';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { users } from '../account/schema';
import type { Db } from '../billing/store';
import { notFound } from '../http/errors';
import { accountMigrations, accountTags } from './schema';

export type UserRow = typeof users.$inferSelect;

/** A person's full name as the wire writes it. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** Who did something (a note's author, who made a shipment): id, name, email; null once gone. */
export function personJson(person: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'> | null) {
  return person ? { id: person.id, name: fullName(person), email: person.email } : null;
}

/** The holder of each account: its first billing user, else its first user. */
export async function holdersOf(db: Db, accountIds: number[]): Promise<Map<number, UserRow>> {
  const holders = new Map<number, UserRow>();
  if (accountIds.length === 0) return holders;
  // One row per account from the database (a page of 1000 accounts has some 2,500 users).
  const rows = await db
    .selectDistinctOn([users.accountId])
    .from(users)
    .where(inArray(users.accountId, accountIds))
    .orderBy(asc(users.accountId), desc(users.isBillingUser), asc(users.id));
  for (const row of rows) holders.set(row.accountId, row);
  return holders;
}

/** Users by id (coaches, authors), for answers that name them. */
export async function usersById(db: Db, ids: (number | null)[]): Promise<Map<number, UserRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The names of the known tags, in order. */
export async function knownTags(db: Db): Promise<string[]> {
  const rows = await db.select({ name: accountTags.name }).from(accountTags).orderBy(asc(accountTags.name));
  return rows.map((row) => row.name);
}

/** The accounts of these ids that were moved to the other platform, with when and by whom. */
export async function migrationsOf(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return new Map<number, typeof accountMigrations.$inferSelect>();
  const rows = await db
    .select()
    .from(accountMigrations)
    .where(inArray(accountMigrations.accountId, accountIds));
  return new Map(rows.map((row) => [row.accountId, row]));
}

/** Where an account plays, as the wire says it: `hub`, or the platform it was moved to. */
export function platformOf(migration: { platform: string } | undefined): string {
  return migration ? migration.platform : 'hub';
}

/** The platform an account is moved to (the call's `lq`). */
export const otherPlatform = migrationPlatform;

/** A user by id, or 404. */
export async function userOr404(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound();
  return row;
}
