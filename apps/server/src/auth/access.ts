// Who may reach what (docs/decisions.md "Account access"): staff reach every account; anyone else only
// their own, and not at all while their account is BLOCKED.
import { canAccessAccount } from '@hub/domain';
import { eq, sql } from 'drizzle-orm';
import { accounts } from '../account/schema';
import type { Database } from '../db/database';
import { perDatabase } from '../db/prepared';
import { forbidden, notFound } from '../http/errors';

interface AccessUser {
  isStaff: boolean;
  accountId: number;
}

/** Whether the domain's account-access check (spec section 4) denies the user: staff always pass. */
export function isBlocked(user: { isStaff: boolean }, account: { accountStatus: string }): boolean {
  return !canAccessAccount({ is_staff: user.isStaff, account: { account_status: account.accountStatus } });
}

/**
 * Checks that the user may reach the account with this id. Anyone but staff gets 403 for any id that
 * is not their own account, without a lookup, so ids of other accounts tell nothing; staff get 404 when
 * the account does not exist (checked by the caller's `exists`).
 */
export async function assertAccountAccess(
  user: AccessUser,
  accountId: number,
  exists: () => Promise<boolean>,
): Promise<void> {
  if (!user.isStaff) {
    if (user.accountId !== accountId) throw forbidden();
    return;
  }
  if (!(await exists())) throw notFound();
}

const accountById = perDatabase((db) =>
  db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('id')))
    .prepare('account_exists'),
);

/** Whether an account with this id exists (staff get 404 for one that does not). */
export function accountExists(db: Database, id: number) {
  return async () => (await accountById(db).execute({ id })).length > 0;
}
