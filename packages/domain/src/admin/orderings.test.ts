import { describe, expect, it } from 'vitest';
import { billingStatusNames } from '../subscription';
import { accountOrderings, churnGroup, compareAccounts, type OrderedAccount } from './orderings';

const day = 86_400_000;
/** Five accounts: a requested cancel, two that played (one long ago), one that never played, one ended. */
const accounts: OrderedAccount[] = [
  { id: 1, lastPlayAt: 10 * day, billingStatusName: 'ACTIVE' },
  { id: 2, lastPlayAt: 2 * day, billingStatusName: 'ACTIVE' },
  { id: 3, lastPlayAt: null, billingStatusName: 'ACTIVE' },
  { id: 4, lastPlayAt: 12 * day, billingStatusName: 'CANCEL_REQUESTED' },
  { id: 5, lastPlayAt: 1 * day, billingStatusName: 'CANCELLED' },
];

const orders = [
  ['-id', [5, 4, 3, 2, 1]],
  ['id', [1, 2, 3, 4, 5]],
  // Never played is the oldest play.
  ['last_play_at', [3, 5, 2, 1, 4]],
  ['-last_play_at', [4, 1, 2, 5, 3]],
  // A requested cancel first, ended subscriptions last, each from the longest without play.
  ['-churn_risk', [4, 3, 2, 1, 5]],
  ['churn_risk', [5, 1, 2, 3, 4]],
] as const;

describe('compareAccounts', () => {
  it.each(orders)('orders the accounts by %s', (ordering, ids) => {
    expect([...accounts].sort(compareAccounts(ordering)).map((account) => account.id)).toEqual(ids);
  });

  it('is tried on every ordering the list offers', () => {
    expect(orders.map(([ordering]) => ordering).sort()).toEqual([...accountOrderings].sort());
  });

  it('breaks a tie of last play by id, each way', () => {
    const tied: OrderedAccount[] = [
      { id: 8, lastPlayAt: day, billingStatusName: null },
      { id: 7, lastPlayAt: day, billingStatusName: null },
    ];
    expect([...tied].sort(compareAccounts('last_play_at')).map((account) => account.id)).toEqual([7, 8]);
    expect([...tied].sort(compareAccounts('-last_play_at')).map((account) => account.id)).toEqual([8, 7]);
  });
});

describe('churnGroup', () => {
  it.each([
    [billingStatusNames.cancelRequested, 0],
    ['cancel_requested', 0],
    [billingStatusNames.active, 1],
    [billingStatusNames.pastDue, 1],
    [null, 1],
    [undefined, 1],
    [billingStatusNames.cancelled, 2],
    [billingStatusNames.returned, 2],
  ] as const)('puts %s in group %i', (status, group) => {
    expect(churnGroup(status)).toBe(group);
  });
});
