// The billing history a family reads (issue 28, docs/decisions.md "Issue 28: order and billing history"):
// each row of billing's log (`GET /api/v3/subscription_actions/`) as what happened, in kinds the hub words,
// never the raw event code; who did it, from the reader's side; and an order or a checkout attempt's state.

/** What a row of the log says happened; `other` for an event the hub does not know. */
export const billingHistoryKinds = [
  'subscribed',
  'cancelRequested',
  'cancelUndone',
  'cancelled',
  'offerAccepted',
  'returnRequested',
  'returnReceived',
  'returnDeclined',
  'renewalRequested',
  'renewalConfirmed',
  'renewalRefused',
  'resumed',
  'reactivated',
  'planChanged',
  'renewed',
  'pastDue',
  'endedUnpaid',
  'expired',
  'paymentReceived',
  'paymentFailed',
  'extended',
  'cardChanged',
  'cardEmailSent',
  'invoiceRefunded',
  'invoiceRemoved',
  'other',
] as const;

/** One of the billing history's kinds. */
export type BillingHistoryKind = (typeof billingHistoryKinds)[number];

/**
 * The events the server logs (apps/server/src/billing: the subscription machine's, the billing run's
 * charges, the card, the update email, staff's invoice actions, checkout) and what each means.
 */
const kindOfEvent: Record<string, BillingHistoryKind> = {
  CHECKOUT: 'subscribed',
  CANCEL_REQUEST: 'cancelRequested',
  UNDO_CANCEL: 'cancelUndone',
  CONFIRM_CANCEL: 'cancelled',
  ACCEPT_OFFER: 'offerAccepted',
  RETURN_REQUEST: 'returnRequested',
  CONFIRM_RETURN: 'returnReceived',
  DECLINE_RETURN: 'returnDeclined',
  RENEW_REQUEST: 'renewalRequested',
  CONFIRM_RENEWAL: 'renewalConfirmed',
  DECLINE_RENEWAL: 'renewalRefused',
  RESUME: 'resumed',
  REACTIVATE: 'reactivated',
  CHANGE_PLAN: 'planChanged',
  RENEWAL_PAID: 'renewed',
  RENEWAL_DECLINED: 'pastDue',
  DUNNING_EXHAUSTED: 'endedUnpaid',
  EXPIRE: 'expired',
  CHARGE_PAID: 'paymentReceived',
  INVOICE_PAY: 'paymentReceived',
  CHARGE_DECLINED: 'paymentFailed',
  EXTEND_SUBSCRIPTION: 'extended',
  PAYMENT_METHOD_CHANGE: 'cardChanged',
  PAYMENT_UPDATE_EMAIL: 'cardEmailSent',
  INVOICE_REFUND: 'invoiceRefunded',
  INVOICE_REMOVE: 'invoiceRemoved',
};

/** What a logged event means, compared case-insensitively; `other` for one the hub does not know. */
export function billingHistoryKind(event: string): BillingHistoryKind {
  return kindOfEvent[event.trim().toUpperCase()] ?? 'other';
}

/** Who made a change, as the reader sees it: they, another family member, staff, or the billing itself. */
export type BillingHistoryActor = 'you' | 'family' | 'staff' | 'system';

/**
 * Who made a logged change: no actor is the billing itself (the run, a webhook); staff are named as
 * staff even when the reader is staff on their own account's page; otherwise the reader or another user
 * of the account.
 */
export function billingHistoryActor(
  actor: { id: number; is_staff: boolean } | null,
  readerId: number,
): BillingHistoryActor {
  if (actor === null) return 'system';
  if (actor.id === readerId) return 'you';
  return actor.is_staff ? 'staff' : 'family';
}

/** An order's state as the history shows it; `unknown` for a state the hub does not know. */
export type OrderHistoryState = 'placed' | 'confirmed' | 'unknown';

/** An order's state (@hub/domain's order machine: placed, then confirmed), compared case-insensitively. */
export function orderHistoryState(status: string): OrderHistoryState {
  const lower = status.trim().toLowerCase();
  return lower === 'placed' || lower === 'confirmed' ? lower : 'unknown';
}

/** A checkout attempt's outcome; `unknown` for one the hub does not know. */
export type CheckoutAttemptOutcome = 'placed' | 'declined' | 'unknown';

/** A checkout attempt's outcome (the server's `order_trials.outcome`), compared case-insensitively. */
export function checkoutAttemptOutcome(outcome: string): CheckoutAttemptOutcome {
  const lower = outcome.trim().toLowerCase();
  return lower === 'placed' || lower === 'declined' ? lower : 'unknown';
}

/**
 * The caller's orders with the account's last order among them, newest placed first: the last order is
 * added when another user of the account placed it (the caller's orders are only their own), never twice.
 */
export function ordersWithLast<T extends { order_number: string; date_placed: string }>(
  orders: readonly T[],
  last: T | null,
): T[] {
  const all =
    last && !orders.some((order) => order.order_number === last.order_number)
      ? [...orders, last]
      : [...orders];
  return all.sort((a, b) => Date.parse(b.date_placed) - Date.parse(a.date_placed));
}
