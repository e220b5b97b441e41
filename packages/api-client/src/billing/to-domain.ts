// The wire's subscription and plans read as @hub/domain's, so the hub asks the domain (allowedEvents,
// subscriptionStatusTexts, planPricing, priceSchedule) instead of repeating its rules.
import { winBackOfferIds, type Plan, type Subscription, type WinBackOfferId } from '@hub/domain';
import {
  toSubscriptionState,
  type ProgramPlan,
  type SubscriptionPlan,
  type SubscriptionResponse,
} from './schemas';

function isWinBackOfferId(value: string | null): value is WinBackOfferId {
  return winBackOfferIds.some((id) => id === value);
}

/**
 * The subscription as the domain's state machine holds it; null for a status the hub does not know (the
 * segment then shows the raw status and offers no action). An unknown offer reads as none.
 */
export function toDomainSubscription(subscription: SubscriptionResponse): Subscription | null {
  const state = toSubscriptionState(subscription.status);
  if (!state) return null;
  const from = subscription.requested_from ? toSubscriptionState(subscription.requested_from) : null;
  return {
    state,
    planId: subscription.plan.id,
    planMonths: subscription.plan.months,
    startedOn: subscription.started_on,
    paidThrough: subscription.paid_through,
    accessEndsOn: subscription.access_ends_on,
    returnedOn: subscription.returned_on,
    requestedOn: subscription.requested_on,
    requestedFrom: from === 'cancelled' || from === 'returned' ? from : null,
    offer: isWinBackOfferId(subscription.offer) ? subscription.offer : null,
    hasUpcomingInvoices: subscription.has_upcoming_invoices,
  };
}

/** A plan as the domain's pricing reads it (`planPricing`, `priceSchedule`). */
export function toPricingPlan(plan: SubscriptionPlan | ProgramPlan): Plan {
  return {
    months: plan.months,
    priceMinor: plan.price,
    discountedPriceMinor: 'discounted_price' in plan ? plan.discounted_price : null,
    currency: plan.currency,
  };
}
