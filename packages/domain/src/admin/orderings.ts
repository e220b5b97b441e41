// The staff account list's orders (issue 30): a module of its own, with nothing else, so the client can
// offer them without taking the admin list queries' schemas along, and how they compare two accounts (the
// stories' and MSW's list orders as the server's).
import { billingStatusNames } from '../subscription';

/**
 * `?ordering=` of the account list (issue 30), DRF style: a leading `-` descends; newest first (`-id`) when
 * absent. `-churn_risk` lists the most at risk first: a requested cancel, then the longest without play;
 * ended subscriptions last. The server reads each as an index order; the client offers them.
 */
export const accountOrderings = [
  '-id',
  'id',
  '-last_play_at',
  'last_play_at',
  '-churn_risk',
  'churn_risk',
] as const;
export type AccountOrdering = (typeof accountOrderings)[number];

/**
 * The billing statuses (`billing_status.status_name`, billingStatusNames) that place an account
 * in the churn-risk order: first when a cancel is requested, last when the subscription ended (never at
 * risk). The server's index (apps/server/src/account/schema.ts `churnGroupSql`) writes the same names out,
 * checked by a test there.
 */
export const churnGroupStatuses: { first: readonly string[]; last: readonly string[] } = {
  first: [billingStatusNames.cancelRequested],
  last: [billingStatusNames.cancelled, billingStatusNames.returned],
};

/** An account's group in the churn-risk order, before its last play: 0 first, 1 the others, 2 last. */
export function churnGroup(billingStatusName: string | null | undefined): 0 | 1 | 2 {
  const status = (billingStatusName ?? '').toUpperCase();
  if (churnGroupStatuses.first.includes(status)) return 0;
  return churnGroupStatuses.last.includes(status) ? 2 : 1;
}

/** What an ordering reads of an account. */
export interface OrderedAccount {
  id: number;
  /** Its latest play (epoch milliseconds), null when it never played. */
  lastPlayAt: number | null;
  billingStatusName: string | null | undefined;
}

/**
 * An account's key in an ordering's ascending form, compared element by element: by id; by last play, never
 * played as the oldest, then id; by churn risk, the group, then last play, then id. The form with a `-`
 * is the same key, descending.
 */
function orderKey(field: string, account: OrderedAccount): number[] {
  const played = account.lastPlayAt ?? -Infinity;
  if (field === 'last_play_at') return [played, account.id];
  // Ascending `churn_risk` is the least at risk first: `-churn_risk` (group 0 first) is its reverse.
  if (field === 'churn_risk') return [-churnGroup(account.billingStatusName), -played, -account.id];
  return [account.id];
}

/** Compares two accounts as the list's ordering puts them (the server reads each as an index order). */
export function compareAccounts(ordering: AccountOrdering): (a: OrderedAccount, b: OrderedAccount) => number {
  const field = ordering.replace(/^-/, '');
  const direction = ordering.startsWith('-') ? -1 : 1;
  return (a, b) => {
    const [left, right] = [orderKey(field, a), orderKey(field, b)];
    const index = left.findIndex((value, at) => value !== right[at]);
    return index < 0 ? 0 : direction * (left[index]! < right[index]! ? -1 : 1);
  };
}
