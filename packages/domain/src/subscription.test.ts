import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages';
import {
  allSubscriptionEventTypes,
  allowedEvents,
  billingRunEventTypes,
  isEndedBillingStatus,
  isWithinGracePeriod,
  subscriptionEventTypes,
  subscriptionStateLabels,
  subscriptionStateOf,
  subscriptionStates,
  subscriptionStatusTexts,
  transition,
  type Subscription,
  type SubscriptionEvent,
  type SubscriptionEventType,
  type SubscriptionState,
} from './subscription';

const timeZone = 'America/New_York';
// 4 March 2026 in New York.
const clock = { now: new Date('2026-03-04T15:00:00Z'), timeZone };

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
const inState = (state: SubscriptionState, fields: Partial<Subscription> = {}): Subscription => ({
  ...active,
  state,
  ...fields,
});
const cancelled = inState('cancelled', { accessEndsOn: '2026-03-20', hasUpcomingInvoices: false });
const cancelledLongAgo = inState('cancelled', { accessEndsOn: '2026-01-10', hasUpcomingInvoices: false });
const returned = inState('returned', {
  returnedOn: '2026-02-01',
  accessEndsOn: '2026-02-01',
  hasUpcomingInvoices: false,
});

function eventOf(type: SubscriptionEventType): SubscriptionEvent {
  if (type === 'ACCEPT_OFFER') return { type, offer: 'fiftyOffFirstMonth' };
  if (type === 'CHANGE_PLAN') return { type, planId: 'yearly', planMonths: 12 };
  return { type } as SubscriptionEvent;
}

function next(subscription: Subscription, event: SubscriptionEvent): Subscription {
  const result = transition(subscription, event, clock);
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return result.subscription;
}

describe('the subscription machine’s transitions (spec section 4)', () => {
  it.each<{ rule: string; from: Subscription; event: SubscriptionEvent; expected: Partial<Subscription> }>([
    {
      rule: 'a cancel request within the grace period waits for confirmation',
      from: active,
      event: { type: 'CANCEL_REQUEST' },
      expected: { state: 'cancelRequested', requestedOn: '2026-03-04' },
    },
    {
      rule: 'undoing a cancel request makes the subscription active again',
      from: inState('cancelRequested', { requestedOn: '2026-03-04' }),
      event: { type: 'UNDO_CANCEL' },
      expected: { state: 'active', requestedOn: null, hasUpcomingInvoices: true },
    },
    {
      rule: 'confirming a cancel in the grace period gives a cancelled subscription with no upcoming invoices',
      from: inState('cancelRequested', { requestedOn: '2026-03-04' }),
      event: { type: 'CONFIRM_CANCEL' },
      expected: {
        state: 'cancelled',
        hasUpcomingInvoices: false,
        accessEndsOn: '2026-03-20',
        requestedOn: null,
      },
    },
    {
      rule: 'confirming a cancel without a known paid term ends access today',
      from: inState('cancelRequested', { paidThrough: null }),
      event: { type: 'CONFIRM_CANCEL' },
      expected: { state: 'cancelled', accessEndsOn: '2026-03-04' },
    },
    {
      rule: 'accepting a win-back offer keeps the subscription with the offer',
      from: inState('cancelRequested', { requestedOn: '2026-03-04' }),
      event: { type: 'ACCEPT_OFFER', offer: 'thirtyOffSixMonths' },
      expected: { state: 'active', offer: 'thirtyOffSixMonths', requestedOn: null },
    },
    {
      rule: 'a return request waits for staff',
      from: active,
      event: { type: 'RETURN_REQUEST' },
      expected: { state: 'returnRequested', requestedOn: '2026-03-04' },
    },
    {
      rule: 'a confirmed return is returned today with no upcoming invoices',
      from: inState('returnRequested'),
      event: { type: 'CONFIRM_RETURN' },
      expected: {
        state: 'returned',
        returnedOn: '2026-03-04',
        accessEndsOn: '2026-03-04',
        hasUpcomingInvoices: false,
      },
    },
    {
      rule: 'a declined return leaves the subscription active',
      from: inState('returnRequested', { requestedOn: '2026-03-01' }),
      event: { type: 'DECLINE_RETURN' },
      expected: { state: 'active', requestedOn: null },
    },
    {
      rule: 'a cancelled subscription can request a renewal',
      from: cancelled,
      event: { type: 'RENEW_REQUEST' },
      expected: { state: 'renewalRequested', requestedOn: '2026-03-04', requestedFrom: 'cancelled' },
    },
    {
      rule: 'a returned subscription can request a renewal',
      from: returned,
      event: { type: 'RENEW_REQUEST' },
      expected: { state: 'renewalRequested', requestedFrom: 'returned' },
    },
    {
      rule: 'a confirmed renewal starts a new term today',
      from: inState('renewalRequested', {
        requestedFrom: 'returned',
        returnedOn: '2026-02-01',
        hasUpcomingInvoices: false,
      }),
      event: { type: 'CONFIRM_RENEWAL' },
      expected: {
        state: 'active',
        startedOn: '2026-03-04',
        paidThrough: '2026-04-04',
        returnedOn: null,
        accessEndsOn: null,
        requestedFrom: null,
        hasUpcomingInvoices: true,
      },
    },
    {
      rule: 'a declined renewal goes back to where it was requested from',
      from: inState('renewalRequested', { requestedFrom: 'returned', requestedOn: '2026-03-01' }),
      event: { type: 'DECLINE_RENEWAL' },
      expected: { state: 'returned', requestedOn: null, requestedFrom: null },
    },
    {
      rule: 'a declined renewal without a known origin goes back to cancelled',
      from: inState('renewalRequested', { requestedFrom: null }),
      event: { type: 'DECLINE_RENEWAL' },
      expected: { state: 'cancelled' },
    },
    {
      rule: 'resuming a cancelled subscription before access ends continues the same term',
      from: cancelled,
      event: { type: 'RESUME' },
      expected: {
        state: 'active',
        accessEndsOn: null,
        paidThrough: '2026-03-20',
        startedOn: '2026-02-20',
        hasUpcomingInvoices: true,
      },
    },
    {
      rule: 'reactivating a cancelled subscription after access ended starts a new term',
      from: cancelledLongAgo,
      event: { type: 'REACTIVATE' },
      expected: {
        state: 'active',
        startedOn: '2026-03-04',
        paidThrough: '2026-04-04',
        accessEndsOn: null,
        hasUpcomingInvoices: true,
      },
    },
    {
      rule: 'reactivating a returned subscription starts a new term',
      from: returned,
      event: { type: 'REACTIVATE' },
      expected: { state: 'active', startedOn: '2026-03-04', returnedOn: null },
    },
    {
      rule: 'changing plan keeps the subscription active on the new plan and drops an offer',
      from: inState('active', { offer: 'thirtyOffSixMonths' }),
      event: { type: 'CHANGE_PLAN', planId: 'yearly', planMonths: 12 },
      expected: { state: 'active', planId: 'yearly', planMonths: 12, offer: null },
    },
  ])('$rule', ({ from, event, expected }) => {
    const result = transition(from, event, clock);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.subscription).toMatchObject(expected);
  });

  it.each<{ rule: string; from: Subscription; event: SubscriptionEvent; code: string }>([
    {
      rule: 'a cancel request after the grace period is refused',
      from: inState('active', { startedOn: '2026-02-01' }),
      event: { type: 'CANCEL_REQUEST' },
      code: 'grace_period_over',
    },
    {
      rule: 'a cancel request without a start date is refused',
      from: inState('active', { startedOn: null }),
      event: { type: 'CANCEL_REQUEST' },
      code: 'grace_period_over',
    },
    {
      rule: 'an offer that does not fit the plan is refused',
      from: inState('cancelRequested', { planMonths: 12 }),
      event: { type: 'ACCEPT_OFFER', offer: 'fiftyOffFirstMonth' },
      code: 'offer_not_applicable',
    },
    {
      rule: 'resuming after access ended is refused (reactivate instead)',
      from: cancelledLongAgo,
      event: { type: 'RESUME' },
      code: 'access_ended',
    },
    {
      rule: 'reactivating before access ended is refused (resume instead)',
      from: cancelled,
      event: { type: 'REACTIVATE' },
      code: 'access_not_ended',
    },
    {
      rule: 'changing to the same plan is refused',
      from: active,
      event: { type: 'CHANGE_PLAN', planId: 'monthly', planMonths: 1 },
      code: 'same_plan',
    },
    {
      rule: 'confirming a cancel that was never requested is an illegal transition',
      from: active,
      event: { type: 'CONFIRM_CANCEL' },
      code: 'illegal_transition',
    },
  ])('$rule', ({ from, event, code }) => {
    expect(transition(from, event, clock)).toEqual({
      ok: false,
      error: { code, from: from.state, event: event.type },
    });
  });

  const legal: Record<SubscriptionState, SubscriptionEventType[]> = {
    notPurchased: [],
    active: ['CANCEL_REQUEST', 'RETURN_REQUEST', 'CHANGE_PLAN'],
    cancelRequested: ['UNDO_CANCEL', 'CONFIRM_CANCEL', 'ACCEPT_OFFER'],
    cancelled: ['RENEW_REQUEST', 'RESUME', 'REACTIVATE'],
    returnRequested: ['CONFIRM_RETURN', 'DECLINE_RETURN'],
    returned: ['RENEW_REQUEST', 'REACTIVATE'],
    renewalRequested: ['CONFIRM_RENEWAL', 'DECLINE_RENEWAL'],
    // Only the billing run moves a subscription past due: paid, or ended after the last try.
    pastDue: [],
  };
  it.each(
    subscriptionStates.flatMap((state) =>
      subscriptionEventTypes.filter((type) => !legal[state].includes(type)).map((type) => ({ state, type })),
    ),
  )('refuses $type in $state as an illegal transition', ({ state, type }) => {
    const result = transition(inState(state), eventOf(type), clock);
    expect(result).toEqual({ ok: false, error: { code: 'illegal_transition', from: state, event: type } });
  });

  it('runs the cancel flow to the end: request, offer declined, confirm', () => {
    const requested = next(active, { type: 'CANCEL_REQUEST' });
    const done = next(requested, { type: 'CONFIRM_CANCEL' });
    expect(done).toMatchObject({ state: 'cancelled', hasUpcomingInvoices: false });
    expect(isEndedBillingStatus('CANCELLED')).toBe(true);
  });

  it('never throws and never leaves an ended subscription with upcoming invoices, whatever the events', () => {
    const event = fc.constantFrom(...allSubscriptionEventTypes).map(eventOf);
    const day = fc
      .integer({ min: 0, max: 400 })
      .map((days) => new Date(Date.UTC(2026, 0, 1) + days * 86_400_000));
    fc.assert(
      fc.property(
        fc.constantFrom(...subscriptionStates),
        fc.array(fc.tuple(event, day), { maxLength: 30 }),
        (state, steps) => {
          let subscription = inState(state, {
            startedOn: '2026-01-01',
            hasUpcomingInvoices: state === 'active',
          });
          for (const [step, now] of steps) {
            const result = transition(subscription, step, { now, timeZone });
            if (result.ok) subscription = result.subscription;
            else expect(result.error.from).toBe(subscription.state);
            expect(subscriptionStates).toContain(subscription.state);
            if (subscription.state === 'cancelled' || subscription.state === 'returned') {
              expect(subscription.hasUpcomingInvoices).toBe(false);
            }
          }
        },
      ),
    );
  });
});

describe('the billing run’s events (issue 26), which no person sends', () => {
  // Today is 4 March 2026; the active subscription is paid through 20 March.
  const due = inState('active', { paidThrough: '2026-03-04' });
  const pastDue = inState('pastDue', { paidThrough: '2026-03-01' });
  it.each<{
    rule: string;
    from: Subscription;
    event: SubscriptionEventType;
    expected: Partial<Subscription> | { refused: string };
  }>([
    {
      rule: 'a renewal paid adds one term to the paid-through date',
      from: due,
      event: 'RENEWAL_PAID',
      expected: { state: 'active', paidThrough: '2026-04-04' },
    },
    {
      rule: 'a yearly renewal paid adds twelve months',
      from: inState('active', { planMonths: 12, paidThrough: '2026-03-04' }),
      event: 'RENEWAL_PAID',
      expected: { state: 'active', paidThrough: '2027-03-04' },
    },
    {
      rule: 'a past-due subscription paid is active again, paid through one term from its old date',
      from: pastDue,
      event: 'RENEWAL_PAID',
      expected: { state: 'active', paidThrough: '2026-04-01', hasUpcomingInvoices: true },
    },
    {
      rule: 'a renewal declined makes it past due, access going on',
      from: due,
      event: 'RENEWAL_DECLINED',
      expected: {
        state: 'pastDue',
        paidThrough: '2026-03-04',
        accessEndsOn: null,
        hasUpcomingInvoices: false,
      },
    },
    {
      rule: 'the last try declined ends it today, with no upcoming invoice',
      from: pastDue,
      event: 'DUNNING_EXHAUSTED',
      expected: { state: 'cancelled', accessEndsOn: '2026-03-04', hasUpcomingInvoices: false, offer: null },
    },
    {
      rule: 'a term that does not renew expires on its paid-through date',
      from: inState('active', { paidThrough: '2026-03-01' }),
      event: 'EXPIRE',
      expected: { state: 'cancelled', accessEndsOn: '2026-03-01', hasUpcomingInvoices: false },
    },
    {
      rule: 'a term does not expire before its end',
      from: active,
      event: 'EXPIRE',
      expected: { refused: 'term_not_over' },
    },
    {
      rule: 'a declined charge cannot come twice',
      from: pastDue,
      event: 'RENEWAL_DECLINED',
      expected: { refused: 'illegal_transition' },
    },
    {
      rule: 'an active subscription is not in dunning',
      from: due,
      event: 'DUNNING_EXHAUSTED',
      expected: { refused: 'illegal_transition' },
    },
    {
      rule: 'a cancelled subscription does not renew',
      from: cancelled,
      event: 'RENEWAL_PAID',
      expected: { refused: 'illegal_transition' },
    },
    {
      rule: 'a pending return is not charged',
      from: inState('returnRequested'),
      event: 'RENEWAL_DECLINED',
      expected: { refused: 'illegal_transition' },
    },
  ])('$rule', ({ from, event, expected }) => {
    const result = transition(from, eventOf(event), clock);
    if ('refused' in expected) {
      expect(result).toEqual({ ok: false, error: { code: expected.refused, from: from.state, event } });
    } else {
      expect(result.ok && result.subscription).toMatchObject(expected);
    }
  });

  it('offers none of them as a button', () => {
    for (const state of subscriptionStates)
      for (const type of billingRunEventTypes)
        expect(allowedEvents(inState(state, { paidThrough: '2026-03-01' }), clock)).not.toContain(type);
  });

  it('labels the past-due state and reads its billing status', () => {
    expect(formatMessage(subscriptionStateLabels.pastDue)).toBe('Payment past due');
    expect(subscriptionStateOf('past_due')).toBe('pastDue');
    expect(isEndedBillingStatus('PAST_DUE')).toBe(false);
  });
});

describe('the grace period of 30 days', () => {
  it.each([
    { today: '2026-02-20', within: true, rule: 'includes the start day' },
    { today: '2026-03-21', within: true, rule: 'includes day 29' },
    { today: '2026-03-22', within: false, rule: 'ends after day 29' },
    { today: '2026-02-19', within: false, rule: 'does not start before the start day' },
  ])('$rule', ({ today, within }) => {
    expect(isWithinGracePeriod('2026-02-20', today)).toBe(within);
  });
});

describe('allowed events, for the buttons', () => {
  it.each<{ rule: string; subscription: Subscription; events: SubscriptionEventType[] }>([
    {
      rule: 'active in the grace period',
      subscription: active,
      events: ['CANCEL_REQUEST', 'RETURN_REQUEST', 'CHANGE_PLAN'],
    },
    {
      rule: 'active after the grace period cannot cancel',
      subscription: inState('active', { startedOn: '2025-01-01' }),
      events: ['RETURN_REQUEST', 'CHANGE_PLAN'],
    },
    {
      rule: 'a pending cancel',
      subscription: inState('cancelRequested'),
      events: ['UNDO_CANCEL', 'CONFIRM_CANCEL', 'ACCEPT_OFFER'],
    },
    {
      rule: 'a pending cancel of a plan no offer fits',
      subscription: inState('cancelRequested', { planMonths: 24 }),
      events: ['UNDO_CANCEL', 'CONFIRM_CANCEL'],
    },
    { rule: 'cancelled with access left', subscription: cancelled, events: ['RENEW_REQUEST', 'RESUME'] },
    {
      rule: 'cancelled with access ended',
      subscription: cancelledLongAgo,
      events: ['RENEW_REQUEST', 'REACTIVATE'],
    },
    { rule: 'not purchased', subscription: inState('notPurchased'), events: [] },
  ])('$rule allows $events', ({ subscription, events }) => {
    expect(allowedEvents(subscription, clock)).toEqual(events);
  });
});

describe('billing status', () => {
  it.each([
    { name: 'CANCELLED', state: 'cancelled', ended: true },
    { name: 'returned', state: 'returned', ended: true },
    { name: 'ACTIVE', state: 'active', ended: false },
    { name: 'NOT_PURCHASED', state: 'notPurchased', ended: false },
    { name: 'CANCEL_REQUESTED', state: 'cancelRequested', ended: false },
    { name: 'PAUSED', state: null, ended: false },
    { name: null, state: null, ended: false },
  ])('reads $name as $state, ended: $ended', ({ name, state, ended }) => {
    expect(subscriptionStateOf(name)).toBe(state);
    expect(isEndedBillingStatus(name)).toBe(ended);
  });
});

describe('status texts (spec section 4)', () => {
  const texts = (subscription: Subscription) =>
    subscriptionStatusTexts(subscription, { ...clock, locale: 'en-US' }).map((text) => formatMessage(text));

  it.each<{ rule: string; subscription: Subscription; expected: string[] }>([
    {
      rule: 'a cancelled status shows access ending on a date',
      subscription: cancelled,
      expected: ['Your access ends on Mar 20, 2026'],
    },
    {
      rule: 'a cancelled status whose access ended says so',
      subscription: cancelledLongAgo,
      expected: ['Your access ended on Jan 10, 2026'],
    },
    {
      rule: 'a cancelled status without a date shows nothing',
      subscription: inState('cancelled', { accessEndsOn: null }),
      expected: [],
    },
    {
      rule: 'a returned status shows the return date',
      subscription: returned,
      expected: ['Returned on Feb 1, 2026'],
    },
    {
      rule: 'a returned status without a date shows nothing',
      subscription: inState('returned', { returnedOn: null }),
      expected: [],
    },
    {
      rule: 'a return request says an email with instructions follows within 24 hours',
      subscription: inState('returnRequested'),
      expected: ['You will receive an email with instructions within 24 hours.'],
    },
    {
      rule: 'a renewal request says an email with instructions follows within 24 hours',
      subscription: inState('renewalRequested'),
      expected: ['You will receive an email with instructions within 24 hours.'],
    },
    { rule: 'an active subscription shows no status line', subscription: active, expected: [] },
  ])('$rule', ({ subscription, expected }) => {
    expect(texts(subscription)).toEqual(expected);
  });

  it('formats the date for the reader’s locale', () => {
    const [text] = subscriptionStatusTexts(cancelled, { ...clock, locale: 'fr-CA' });
    expect(text?.values?.date).toBe('20 mars 2026');
  });

  it.each([
    { state: 'notPurchased', label: 'Not purchased' },
    { state: 'active', label: 'Active' },
    { state: 'cancelRequested', label: 'Cancellation requested' },
    { state: 'cancelled', label: 'Cancelled' },
    { state: 'returnRequested', label: 'Return requested' },
    { state: 'returned', label: 'Returned' },
    { state: 'renewalRequested', label: 'Renewal requested' },
  ] as const)('labels $state "$label"', ({ state, label }) => {
    expect(formatMessage(subscriptionStateLabels[state])).toBe(label);
  });
});
