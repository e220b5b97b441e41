// An order's life (spec sections 2, 3 and 7: `POST /api/v2/billing/order/`, `order/confirm/`,
// `order/track_conversion/`) as a small state machine, pure as the subscription's:
//
//   placed     the order is paid: the card was saved by the gateway and the first charge went through.
//   confirmed  the order was confirmed: the family's user and account exist (or the signed-in customer's
//              checkout is completed), with the subscription and its first invoice.
//
//   CONFIRM           placed -> confirmed; on a confirmed order it changes nothing (a reload of the
//                     confirmation page confirms again and is answered the same).
//   TRACK_CONVERSION  records the conversion once, on a confirmed order; again changes nothing.
//
// A declined card never makes an order: the checkout stays where it is with spec section 8's sentence.
import type { MessageDescriptor } from '../messages';

/** The states of an order. */
export const orderStates = ['placed', 'confirmed'] as const;

/** One of the order states. */
export type OrderState = (typeof orderStates)[number];

/** An order as the machine holds it. */
export interface OrderStatus {
  state: OrderState;
  conversionTracked: boolean;
}

/** The events of the machine. */
export type OrderEvent = { type: 'CONFIRM' } | { type: 'TRACK_CONVERSION' };

/** Why an event was refused. */
export type OrderErrorCode = 'not_confirmed';

/** The outcome of an event: the order after it (and whether anything changed), or why not. */
export type OrderTransitionResult =
  { ok: true; order: OrderStatus; changed: boolean } | { ok: false; code: OrderErrorCode };

/** Whether a value is one of the order states. */
export function isOrderState(value: unknown): value is OrderState {
  return orderStates.some((state) => state === value);
}

/** The order after an event (see the file's header). */
export function orderTransition(order: OrderStatus, event: OrderEvent): OrderTransitionResult {
  if (event.type === 'CONFIRM') {
    if (order.state === 'confirmed') return { ok: true, order, changed: false };
    return { ok: true, order: { ...order, state: 'confirmed' }, changed: true };
  }
  if (order.state !== 'confirmed') return { ok: false, code: 'not_confirmed' };
  if (order.conversionTracked) return { ok: true, order, changed: false };
  return { ok: true, order: { ...order, conversionTracked: true }, changed: true };
}

/** An order's number as the family reads it: `ORD-2026-0042` (the year it was placed, a sequence). */
export function formatOrderNumber(year: number, sequence: number): string {
  return `ORD-${year}-${String(sequence).padStart(4, '0')}`;
}

/**
 * The texts of checkout refusals the server words and the hub translates (`describeCheckoutMessage`
 * turns the server's English back into these).
 */
export const checkoutMessages = {
  emailTaken: /*i18n*/ {
    id: 'checkout.emailTaken',
    message: 'An account with this email already exists. Log in to finish your checkout with it.',
  },
  alreadySubscribed: /*i18n*/ {
    id: 'checkout.alreadySubscribed',
    message: 'Your account already has a subscription: there is nothing to check out.',
  },
  planUnavailable: /*i18n*/ {
    id: 'checkout.planUnavailable',
    message: 'This plan is no longer available. Choose another one.',
  },
  orderNotConfirmed: /*i18n*/ {
    id: 'checkout.orderNotConfirmed',
    message: 'This order is not confirmed yet.',
  },
  keyReused: /*i18n*/ {
    id: 'checkout.keyReused',
    message: 'This order was already placed with other details. Reload the page to start a new one.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** A server text that is one of `checkoutMessages` as its descriptor, else null. */
export function describeCheckoutMessage(text: string): MessageDescriptor | null {
  return Object.values(checkoutMessages).find((message) => message.message === text) ?? null;
}
