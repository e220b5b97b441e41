import { accountOrderings } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { accountOrderingOf, accountSortOf } from './account-ordering';

describe('the account list’s server orders', () => {
  it.each([
    ['id', 'ascending', 'id'],
    ['id', 'descending', '-id'],
    ['lastPlay', 'ascending', 'last_play_at'],
    ['lastPlay', 'descending', '-last_play_at'],
    ['risk', 'ascending', 'churn_risk'],
    ['risk', 'descending', '-churn_risk'],
    ['name', 'ascending', null],
    ['contact', 'descending', null],
    ['status', 'ascending', null],
    ['toString', 'ascending', null],
  ] as const)('sorting %s %s asks the server for %s', (columnId, direction, ordering) => {
    expect(accountOrderingOf({ columnId, direction })).toBe(ordering);
  });

  it.each(accountOrderings)('shows %s as the sort it came from', (ordering) => {
    const sort = accountSortOf(ordering);
    expect(sort).toBeDefined();
    expect(accountOrderingOf(sort!)).toBe(ordering);
  });

  it('shows no sort when the address names no order (newest first)', () => {
    expect(accountSortOf(null)).toBeUndefined();
  });
});
