// Who `pnpm bench:scale` signs in as on the scale world, and with which password (`pnpm seed:scale` sets it
// on these two only: a scrypt hash per user would slow the fill down for nothing).
import { and, asc, eq } from 'drizzle-orm';
import { accounts, users } from '../account/schema';
import type { Database } from '../db/database';
import { players } from '../stats/schema';

/** The password of the scale world's bench people: a generated world on a developer's machine only. */
export const scalePassword = 'ScaleBench#2026';

export interface BenchPerson {
  id: number;
  accountId: number;
  email: string;
}

/**
 * The first staff user, and the billing parent of the active family that has played longest (the most
 * play to read: the heaviest overview and All Time activity).
 */
export async function benchPeople(db: Database): Promise<{ staff: BenchPerson; parent: BenchPerson }> {
  const person = { id: users.id, accountId: users.accountId, email: users.email };
  const [staff] = await db
    .select(person)
    .from(users)
    .where(eq(users.isStaff, true))
    .orderBy(asc(users.id))
    .limit(1);
  const [oldest] = await db
    .select({ accountId: players.accountId })
    .from(players)
    .innerJoin(accounts, eq(accounts.id, players.accountId))
    .where(eq(accounts.billingStatusName, 'ACTIVE'))
    .orderBy(asc(players.firstPlayDate), asc(players.id))
    .limit(1);
  if (!staff || !oldest) throw new Error('The database holds no scale world: run pnpm seed:scale first.');
  const [parent] = await db
    .select(person)
    .from(users)
    .where(and(eq(users.accountId, oldest.accountId), eq(users.isBillingUser, true)));
  return { staff, parent: parent! };
}
