// The orders of staff's accounts list (issue 30), DRF style: `?ordering=churn_risk` ascending, a leading `-`
// descending, newest first (`-id`) when absent. Each is an index order of accounts (account/schema.ts), so a
// page of 1000 out of 100,000 accounts is an index range, never a sort of them all.
//
// Churn risk (@hub/domain's churnRisk) depends on the time, so it cannot be an index order itself; its
// inputs can (docs/decisions.md "Accounts list by churn risk"): `-churn_risk` lists a requested cancel
// first, then other accounts, then ended subscriptions (never at risk), each from the longest without play
// (never played first). At any time the flags only fall along that order, but for accounts with no players
// (never at risk for play), which sort with those that never played.
import { accountOrderings, type AccountOrdering } from '@hub/domain';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { accounts, churnGroupSql } from '../account/schema';
import type { AppContext } from '../http/context';
import { invalid } from '../http/errors';

/** The list's order when none is asked for: newest first. */
export const defaultAccountOrdering: AccountOrdering = '-id';

function isAccountOrdering(value: string): value is AccountOrdering {
  return (accountOrderings as readonly string[]).includes(value);
}

/** `?ordering=` of the request (absent or empty: newest first); an unknown value is a 400 naming the known. */
export function accountOrdering(c: AppContext): AccountOrdering {
  const value = c.req.query('ordering')?.trim() ?? '';
  if (value === '') return defaultAccountOrdering;
  if (!isAccountOrdering(value)) {
    throw invalid({
      ordering: [
        `"${value.slice(0, 40)}" is not a valid ordering. Use one of: ${accountOrderings.join(', ')}.`,
      ],
    });
  }
  return value;
}

// Never played sorts as the oldest play, in both directions, as the index holds it (nulls first).
const lastPlayAscending = sql`${accounts.lastPlayAt} asc nulls first`;
const lastPlayDescending = sql`${accounts.lastPlayAt} desc nulls last`;
const churnGroup = churnGroupSql(accounts.billingStatusName);

/** The ORDER BY of an ordering: the index's columns, all one way, so it reads the index forward or backward. */
export function accountOrderBy(ordering: AccountOrdering): SQL[] {
  switch (ordering) {
    case '-id':
      return [desc(accounts.id)];
    case 'id':
      return [asc(accounts.id)];
    case 'last_play_at':
      return [lastPlayAscending, asc(accounts.id)];
    case '-last_play_at':
      return [lastPlayDescending, desc(accounts.id)];
    // Most at risk first.
    case '-churn_risk':
      return [asc(churnGroup), lastPlayAscending, asc(accounts.id)];
    case 'churn_risk':
      return [desc(churnGroup), lastPlayDescending, desc(accounts.id)];
  }
}
