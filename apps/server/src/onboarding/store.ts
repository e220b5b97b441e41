// Onboarding's reads shared with the account's user info: the actions a user has done.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { userActions } from './schema';

/** The names of the actions a user has done, oldest first. */
export async function doneActionsOf(db: Pick<Database, 'select'>, userId: number): Promise<string[]> {
  const rows = await db
    .select({ action: userActions.action })
    .from(userActions)
    .where(eq(userActions.userId, userId))
    .orderBy(asc(userActions.id));
  return rows.map((row) => row.action);
}
