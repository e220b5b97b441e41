import { describe, expect, it } from 'vitest';
import {
  billingRunAction,
  dunningAttempts,
  dunningRetryDays,
  nextDunningTry,
  testClockSchema,
  type BillingRunAction,
  type BillingRunInput,
} from './billing-run';
import type { Subscription } from './subscription';
import { toEnglish, validate } from './validation/issues';

const active: Subscription = {
  state: 'active',
  planId: 'monthly',
  planMonths: 1,
  startedOn: '2026-02-20',
  paidThrough: '2026-03-20',
  accessEndsOn: null,
  returnedOn: null,
  requestedOn: null,
  requestedFrom: null,
  offer: null,
  hasUpcomingInvoices: true,
};
const pastDue: Subscription = { ...active, state: 'pastDue' };
const declined = (declines: number) => ({ firstDeclinedOn: '2026-03-20', declines });

describe('the dunning plan: tried again 1, 3 and 7 days after the first decline', () => {
  it('has four tries in all', () => {
    expect(dunningRetryDays).toEqual([1, 3, 7]);
    expect(dunningAttempts).toBe(4);
  });

  it.each([
    { declines: 1, next: '2026-03-21' },
    { declines: 2, next: '2026-03-23' },
    { declines: 3, next: '2026-03-27' },
    { declines: 4, next: null },
  ])('after $declines declines the next try is on $next', ({ declines, next }) => {
    expect(nextDunningTry(declined(declines))).toBe(next);
  });
});

describe('what the billing run does to a subscription today', () => {
  it.each<{
    rule: string;
    input: Omit<BillingRunInput, 'renews'> & { renews?: boolean };
    action: BillingRunAction;
  }>([
    {
      rule: 'an active subscription before its date waits for it',
      input: { subscription: active, today: '2026-03-19', dunning: null },
      action: { kind: 'wait', next: '2026-03-20' },
    },
    {
      rule: 'an active subscription on its date is charged',
      input: { subscription: active, today: '2026-03-20', dunning: null },
      action: { kind: 'charge' },
    },
    {
      rule: 'an active subscription whose date passed unseen is charged on the next run',
      input: { subscription: active, today: '2026-05-02', dunning: null },
      action: { kind: 'charge' },
    },
    {
      rule: 'a plan that does not renew by itself expires on its date',
      input: { subscription: active, today: '2026-03-20', dunning: null, renews: false },
      action: { kind: 'expire' },
    },
    {
      rule: 'a pending return or cancellation is not charged',
      input: { subscription: { ...active, state: 'returnRequested' }, today: '2026-03-20', dunning: null },
      action: { kind: 'wait', next: null },
    },
    {
      rule: 'a cancelled subscription is left alone (its access ends by its date)',
      input: { subscription: { ...active, state: 'cancelled' }, today: '2026-03-20', dunning: null },
      action: { kind: 'wait', next: null },
    },
    {
      rule: 'past due after one decline: waits for the day after',
      input: { subscription: pastDue, today: '2026-03-20', dunning: declined(1) },
      action: { kind: 'wait', next: '2026-03-21' },
    },
    {
      rule: 'past due after one decline: the second try a day later',
      input: { subscription: pastDue, today: '2026-03-21', dunning: declined(1) },
      action: { kind: 'retry', attempt: 2 },
    },
    {
      rule: 'past due after two declines: the third try three days after the first',
      input: { subscription: pastDue, today: '2026-03-23', dunning: declined(2) },
      action: { kind: 'retry', attempt: 3 },
    },
    {
      rule: 'past due after three declines: the last try a week after the first',
      input: { subscription: pastDue, today: '2026-03-27', dunning: declined(3) },
      action: { kind: 'retry', attempt: 4 },
    },
    {
      rule: 'past due after the last decline: the subscription ends',
      input: { subscription: pastDue, today: '2026-03-27', dunning: declined(4) },
      action: { kind: 'end' },
    },
    {
      rule: 'past due with no open invoice (paid meanwhile, not yet moved): waits',
      input: { subscription: pastDue, today: '2026-03-27', dunning: null },
      action: { kind: 'wait', next: null },
    },
  ])('$rule', ({ input, action }) => {
    expect(billingRunAction({ renews: true, ...input })).toEqual(action);
  });
});

describe('the test clock’s body: a whole number of days from 1 to 400', () => {
  const range = 'Advance by 1 to 400 days.';
  it.each<{ rule: string; body: unknown; errors: Record<string, string[]> | null }>([
    { rule: 'one day', body: { advance_days: 1 }, errors: null },
    { rule: 'four hundred days', body: { advance_days: 400 }, errors: null },
    { rule: 'no days', body: { advance_days: 0 }, errors: { advance_days: [range] } },
    { rule: 'back in time', body: { advance_days: -3 }, errors: { advance_days: [range] } },
    { rule: 'more than 400 days', body: { advance_days: 401 }, errors: { advance_days: [range] } },
    {
      rule: 'part of a day',
      body: { advance_days: 1.5 },
      errors: { advance_days: ['A valid integer is required.'] },
    },
    {
      rule: 'a number as text',
      body: { advance_days: '3' },
      errors: { advance_days: ['A valid integer is required.'] },
    },
    { rule: 'no field', body: {}, errors: { advance_days: ['This field is required.'] } },
  ])('$rule', ({ body, errors }) => {
    const result = validate(testClockSchema, body);
    expect(result.success ? null : toEnglish(result.errors)).toEqual(errors);
  });
});
