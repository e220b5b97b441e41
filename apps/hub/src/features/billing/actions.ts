// Which subscription actions the billing segment offers: the domain decides what the state allows
// (`allowedEvents` with the clock); this picks the ones a customer takes and the order they show in.
import { allowedEvents, type Subscription, type SubscriptionClock } from '@hub/domain';

/**
 * The customer's actions, in the order the segment shows them (keeping the subscription first). Staff's
 * confirmations and declines (of a return or a renewal) are the staff area's.
 */
export const customerActions = [
  'UNDO_CANCEL',
  'RESUME',
  'REACTIVATE',
  'CHANGE_PLAN',
  'ACCEPT_OFFER',
  'RENEW_REQUEST',
  'RETURN_REQUEST',
  'CONFIRM_CANCEL',
  'CANCEL_REQUEST',
] as const;

/** One of the customer's actions. */
export type CustomerAction = (typeof customerActions)[number];

/**
 * The actions the subscription allows now. Within the cancel grace period the return request is not
 * offered beside the cancellation: after it, the return request takes its place (docs/decisions.md).
 */
export function segmentActions(subscription: Subscription, clock: SubscriptionClock): CustomerAction[] {
  const allowed: string[] = allowedEvents(subscription, clock);
  return customerActions.filter(
    (action) =>
      allowed.includes(action) && !(action === 'RETURN_REQUEST' && allowed.includes('CANCEL_REQUEST')),
  );
}
