// The names staff read for values the server sends as codes, where @hub/domain has no label: a ticket's
// status and channel, the billing log's actions, the platform, an order's status. The lists and an
// account's cards share them. A code the hub does not know is shown raw.
import { toSubscriptionState } from '@hub/api-client';
import { subscriptionStateLabels } from '@hub/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A code's label from `labels`, or the code itself. */
export function labelOf(
  i18n: I18n,
  labels: Readonly<Record<string, MessageDescriptor>>,
  code: string,
): string {
  return Object.hasOwn(labels, code) ? i18n._(labels[code]!) : code;
}

export const ticketStatusLabels: Readonly<Record<string, MessageDescriptor>> = {
  open: msg`Open`,
  pending: msg`Pending`,
  solved: msg`Solved`,
  closed: msg`Closed`,
};

export const ticketChannelLabels: Readonly<Record<string, MessageDescriptor>> = {
  chat: msg`Chat`,
  email: msg`Email`,
  phone: msg`Phone`,
};

/** The billing log's actions (billing's subscription events, staff's invoice actions, checkout). */
export const billingActionLabels: Readonly<Record<string, MessageDescriptor>> = {
  CHECKOUT: msg`Subscribed at checkout`,
  CANCEL_REQUEST: msg`Cancellation requested`,
  UNDO_CANCEL: msg`Cancellation undone`,
  CONFIRM_CANCEL: msg`Cancellation confirmed`,
  ACCEPT_OFFER: msg`Offer accepted`,
  RETURN_REQUEST: msg`Return requested`,
  CONFIRM_RETURN: msg`Return confirmed`,
  DECLINE_RETURN: msg`Return declined`,
  RENEW_REQUEST: msg`Renewal requested`,
  CONFIRM_RENEWAL: msg`Renewal confirmed`,
  DECLINE_RENEWAL: msg`Renewal declined`,
  RESUME: msg`Subscription resumed`,
  REACTIVATE: msg`Subscription reactivated`,
  CHANGE_PLAN: msg`Plan changed`,
  INVOICE_REFUND: msg`Invoice refunded`,
  INVOICE_REMOVE: msg`Invoice removed`,
  EXTEND_SUBSCRIPTION: msg`Access extended`,
  PAYMENT_UPDATE_EMAIL: msg`Card-update email asked for`,
};

/** A subscription's status (a billing status name or a state) by the domain's labels, or raw. */
export function subscriptionStatusLabel(i18n: I18n, status: string): string {
  const state = toSubscriptionState(status);
  return state ? i18n._(subscriptionStateLabels[state]) : status;
}

/** Where an account plays: here, or the platform it was moved to. */
export const platformLabels: Readonly<Record<string, MessageDescriptor>> = {
  hub: msg`This hub`,
  lq: msg`Other game platform`,
};

/** An order's status (checkout's `placed`, `confirmed`), by its lower-case code. */
export const orderStatusLabels: Readonly<Record<string, MessageDescriptor>> = {
  placed: msg`Placed`,
  confirmed: msg`Confirmed`,
};
