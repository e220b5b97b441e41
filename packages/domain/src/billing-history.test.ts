import { describe, expect, it } from 'vitest';
import {
  billingHistoryActor,
  billingHistoryKind,
  billingHistoryKinds,
  checkoutAttemptOutcome,
  orderHistoryState,
  ordersWithLast,
} from './billing-history';
import { allSubscriptionEventTypes } from './subscription';

describe('billing history kinds', () => {
  it.each([
    { event: 'CHECKOUT', kind: 'subscribed', rule: 'a confirmed checkout starts the subscription' },
    { event: 'CANCEL_REQUEST', kind: 'cancelRequested', rule: 'a cancel request (spec section 4)' },
    { event: 'UNDO_CANCEL', kind: 'cancelUndone', rule: 'an undone cancel' },
    { event: 'CONFIRM_CANCEL', kind: 'cancelled', rule: 'a confirmed cancel' },
    { event: 'ACCEPT_OFFER', kind: 'offerAccepted', rule: 'a win-back offer taken' },
    { event: 'RETURN_REQUEST', kind: 'returnRequested', rule: 'a return request' },
    { event: 'CONFIRM_RETURN', kind: 'returnReceived', rule: 'a return confirmed by staff' },
    { event: 'DECLINE_RETURN', kind: 'returnDeclined', rule: 'a return declined by staff' },
    { event: 'RENEW_REQUEST', kind: 'renewalRequested', rule: 'a renewal request' },
    { event: 'CONFIRM_RENEWAL', kind: 'renewalConfirmed', rule: 'a renewal confirmed' },
    { event: 'DECLINE_RENEWAL', kind: 'renewalRefused', rule: 'a renewal declined' },
    { event: 'RESUME', kind: 'resumed', rule: 'a resume' },
    { event: 'REACTIVATE', kind: 'reactivated', rule: 'a reactivation' },
    { event: 'CHANGE_PLAN', kind: 'planChanged', rule: 'a plan change' },
    { event: 'RENEWAL_PAID', kind: 'renewed', rule: 'the billing run renewed the term' },
    { event: 'RENEWAL_DECLINED', kind: 'pastDue', rule: 'the renewal was declined: past due' },
    { event: 'DUNNING_EXHAUSTED', kind: 'endedUnpaid', rule: 'the last try failed: ended' },
    { event: 'EXPIRE', kind: 'expired', rule: 'a plan that does not renew ended with its term' },
    { event: 'CHARGE_PAID', kind: 'paymentReceived', rule: 'a charge of the billing run went through' },
    { event: 'INVOICE_PAY', kind: 'paymentReceived', rule: 'a failed invoice paid with a new card' },
    { event: 'CHARGE_DECLINED', kind: 'paymentFailed', rule: 'a charge was declined' },
    { event: 'EXTEND_SUBSCRIPTION', kind: 'extended', rule: 'staff extended a prepaid plan' },
    { event: 'PAYMENT_METHOD_CHANGE', kind: 'cardChanged', rule: 'the card on file changed' },
    { event: 'PAYMENT_UPDATE_EMAIL', kind: 'cardEmailSent', rule: 'the card update email was sent' },
    { event: 'INVOICE_REFUND', kind: 'invoiceRefunded', rule: 'staff refunded an invoice' },
    { event: 'INVOICE_REMOVE', kind: 'invoiceRemoved', rule: 'staff removed a failed invoice' },
    { event: 'change_plan', kind: 'planChanged', rule: 'events are compared case-insensitively' },
    { event: 'SOMETHING_NEW', kind: 'other', rule: 'an event the hub does not know is "other"' },
    { event: '', kind: 'other', rule: 'an empty event is "other"' },
  ])('$rule: $event is $kind', ({ event, kind }) => {
    expect(billingHistoryKind(event)).toBe(kind);
  });

  it('words every event of the subscription machine (none falls to "other")', () => {
    for (const event of allSubscriptionEventTypes) expect(billingHistoryKind(event)).not.toBe('other');
  });

  it('lists each kind once', () => {
    expect(new Set(billingHistoryKinds).size).toBe(billingHistoryKinds.length);
  });
});

describe('who made a change', () => {
  it.each([
    { actor: null, reader: 1, who: 'system', rule: 'no actor: the billing itself' },
    { actor: { id: 1, is_staff: false }, reader: 1, who: 'you', rule: 'the reader themselves' },
    { actor: { id: 3, is_staff: true }, reader: 1, who: 'staff', rule: 'a staff member' },
    { actor: { id: 3, is_staff: true }, reader: 3, who: 'you', rule: 'staff reading their own change' },
    { actor: { id: 2, is_staff: false }, reader: 1, who: 'family', rule: 'another user of the account' },
  ])('$rule', ({ actor, reader, who }) => {
    expect(billingHistoryActor(actor, reader)).toBe(who);
  });
});

describe('order and checkout attempt states', () => {
  it.each([
    { status: 'placed', state: 'placed' },
    { status: 'confirmed', state: 'confirmed' },
    { status: 'CONFIRMED', state: 'confirmed' },
    { status: 'shipped', state: 'unknown' },
  ])('an order $status is $state', ({ status, state }) => {
    expect(orderHistoryState(status)).toBe(state);
  });

  it.each([
    { outcome: 'placed', shown: 'placed' },
    { outcome: 'declined', shown: 'declined' },
    { outcome: ' Declined ', shown: 'declined' },
    { outcome: 'abandoned', shown: 'unknown' },
  ])('an attempt $outcome is $shown', ({ outcome, shown }) => {
    expect(checkoutAttemptOutcome(outcome)).toBe(shown);
  });
});

describe("the orders with the account's last order", () => {
  const mine = { order_number: 'ORD-2', date_placed: '2026-11-05T10:00:00Z' };
  const older = { order_number: 'ORD-1', date_placed: '2026-10-01T10:00:00Z' };
  const theirs = { order_number: 'ORD-3', date_placed: '2026-11-20T10:00:00Z' };
  it.each([
    { rule: 'no orders and no last order: none', orders: [], last: null, numbers: [] },
    {
      rule: 'the last order is one of mine: listed once',
      orders: [mine, older],
      last: mine,
      numbers: ['ORD-2', 'ORD-1'],
    },
    {
      rule: 'another user placed the last order: added, newest first',
      orders: [mine, older],
      last: theirs,
      numbers: ['ORD-3', 'ORD-2', 'ORD-1'],
    },
    {
      rule: "only the account's last order (placed by someone else)",
      orders: [],
      last: older,
      numbers: ['ORD-1'],
    },
    {
      rule: 'orders out of order come newest first',
      orders: [older, mine],
      last: null,
      numbers: ['ORD-2', 'ORD-1'],
    },
  ])('$rule', ({ orders, last, numbers }) => {
    expect(ordersWithLast(orders, last).map((order) => order.order_number)).toEqual(numbers);
  });
});
