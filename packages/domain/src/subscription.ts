// The subscription flows of spec section 4 as ONE state machine: a pure `transition(subscription, event,
// clock)` that returns the next subscription or a typed error, never throws.
//
// States (the billing status name the server would use is the upper snake case of each):
//   notPurchased      no subscription yet (status NOT_PURCHASED); checkout starts one, not this machine.
//   active            paid and renewing.
//   cancelRequested   a cancellation asked for within the grace period, waiting to be confirmed, undone,
//                     or turned into a win-back offer (the cancel popup shows the offers between request
//                     and confirmation).
//   cancelled         cancelled: no upcoming invoices, access until `accessEndsOn`. Ended.
//   returnRequested   a return asked for (high touch): staff confirm or decline; an email with
//                     instructions follows within 24 hours.
//   returned          the kit returned on `returnedOn`: no upcoming invoices. Ended.
//   renewalRequested  a renewal asked for after the subscription ended: staff confirm or decline; an
//                     email with instructions follows within 24 hours.
//   pastDue           the renewal's charge was declined: the billing run tries the card again on the
//                     dunning plan (billing-run.ts) while access goes on; paid, it is active again.
//
// Transitions (event: from -> to):
//   CANCEL_REQUEST   active -> cancelRequested, only within the 30-day grace period
//   UNDO_CANCEL      cancelRequested -> active
//   CONFIRM_CANCEL   cancelRequested -> cancelled (no upcoming invoices; access to the paid-through date)
//   ACCEPT_OFFER     cancelRequested -> active with the win-back offer, when the offer fits the plan
//   RETURN_REQUEST   active -> returnRequested
//   CONFIRM_RETURN   returnRequested -> returned;  DECLINE_RETURN returnRequested -> active
//   RENEW_REQUEST    cancelled | returned -> renewalRequested
//   CONFIRM_RENEWAL  renewalRequested -> active (a new term from today)
//   DECLINE_RENEWAL  renewalRequested -> the state it was requested from
//   RESUME           cancelled -> active, while access has not ended (the same term continues)
//   REACTIVATE       cancelled (access ended) | returned -> active (a new term from today)
//   CHANGE_PLAN      active -> active with another plan (a pending offer does not carry over)
//
// And the billing run's, which no person sends (`billingRunEventTypes`; billing-run.ts says when):
//   RENEWAL_PAID       active | pastDue -> active, paid through one term more
//   RENEWAL_DECLINED   active -> pastDue (the term is not paid; access goes on while dunning lasts, and
//                      the declined invoice is the open one: none upcoming)
//   DUNNING_EXHAUSTED  pastDue -> cancelled, access ending today (the last try was declined)
//   EXPIRE             active -> cancelled at the end of a term that does not renew by itself, access
//                      ending on the paid-through date (refused before that day: term_not_over)
//
// Choices where the spec is silent: the grace period is the 30 calendar days starting on `startedOn` (day 0
// to day 29); a subscription without a start date is outside it. Outside it, the hub offers the
// high-touch return request instead of a self-service cancellation. Confirming a cancellation keeps access
// to the end of the paid term (`paidThrough`), or ends it today when that is unknown.
import { addCalendarDays, addCalendarMonths, calendarDateIn, type CalendarDate } from './activity';
import { cancelGracePeriodDays, instructionsEmailHours } from './constants';
import { formatDate } from './dates';
import type { MessageDescriptor } from './messages';
import { offerFitsPlan, winBackOffer, winBackOffersFor, type WinBackOfferId } from './pricing';

/** The states of the subscription machine (see the file's header). */
export const subscriptionStates = [
  'notPurchased',
  'active',
  'cancelRequested',
  'cancelled',
  'returnRequested',
  'returned',
  'renewalRequested',
  'pastDue',
] as const;

/** One of the subscription states. */
export type SubscriptionState = (typeof subscriptionStates)[number];

/** A subscription as the machine holds it. */
export interface Subscription {
  state: SubscriptionState;
  planId: string | null;
  /** Months of one term of the plan. */
  planMonths: number;
  /** First day of the current subscription; the grace period counts from it. */
  startedOn: CalendarDate | null;
  /** The first day after the paid term (the next billing date while active). */
  paidThrough: CalendarDate | null;
  /** Set when cancelled or returned: the first day without access. */
  accessEndsOn: CalendarDate | null;
  /** Set when returned. */
  returnedOn: CalendarDate | null;
  /** The day the pending request (cancel, return, renewal) was made. */
  requestedOn: CalendarDate | null;
  /** The state a renewal was requested from, to go back to when it is declined. */
  requestedFrom: 'cancelled' | 'returned' | null;
  offer: WinBackOfferId | null;
  hasUpcomingInvoices: boolean;
}

/** The events of the machine. */
export type SubscriptionEvent =
  | { type: 'CANCEL_REQUEST' }
  | { type: 'UNDO_CANCEL' }
  | { type: 'CONFIRM_CANCEL' }
  | { type: 'ACCEPT_OFFER'; offer: WinBackOfferId }
  | { type: 'RETURN_REQUEST' }
  | { type: 'CONFIRM_RETURN' }
  | { type: 'DECLINE_RETURN' }
  | { type: 'RENEW_REQUEST' }
  | { type: 'CONFIRM_RENEWAL' }
  | { type: 'DECLINE_RENEWAL' }
  | { type: 'RESUME' }
  | { type: 'REACTIVATE' }
  | { type: 'CHANGE_PLAN'; planId: string; planMonths: number }
  | { type: 'RENEWAL_PAID' }
  | { type: 'RENEWAL_DECLINED' }
  | { type: 'DUNNING_EXHAUSTED' }
  | { type: 'EXPIRE' };

/** The name of an event. */
export type SubscriptionEventType = SubscriptionEvent['type'];

/** The events people send (the family, or staff), in the order the header lists them. */
export const subscriptionEventTypes = [
  'CANCEL_REQUEST',
  'UNDO_CANCEL',
  'CONFIRM_CANCEL',
  'ACCEPT_OFFER',
  'RETURN_REQUEST',
  'CONFIRM_RETURN',
  'DECLINE_RETURN',
  'RENEW_REQUEST',
  'CONFIRM_RENEWAL',
  'DECLINE_RENEWAL',
  'RESUME',
  'REACTIVATE',
  'CHANGE_PLAN',
] as const satisfies readonly SubscriptionEventType[];

/** The events only the billing run sends: no call of a person may (the server refuses them from a request). */
export const billingRunEventTypes = [
  'RENEWAL_PAID',
  'RENEWAL_DECLINED',
  'DUNNING_EXHAUSTED',
  'EXPIRE',
] as const satisfies readonly SubscriptionEventType[];

/** Every event of the machine. */
export const allSubscriptionEventTypes = [...subscriptionEventTypes, ...billingRunEventTypes] as const;

/** Why a transition was refused. */
export type SubscriptionErrorCode =
  | 'illegal_transition'
  | 'grace_period_over'
  | 'access_ended'
  | 'access_not_ended'
  | 'offer_not_applicable'
  | 'same_plan'
  | 'term_not_over';

/** A refused transition: its reason, the state it was refused in and the event. */
export interface SubscriptionError {
  code: SubscriptionErrorCode;
  from: SubscriptionState;
  event: SubscriptionEventType;
}

/** The result of a transition. */
export type TransitionResult =
  { ok: true; subscription: Subscription } | { ok: false; error: SubscriptionError };

/** The clock of a transition: the moment, and the zone whose calendar days count. */
export interface SubscriptionClock {
  now: Date;
  timeZone: string;
}

/** Whether `today` is within the cancel grace period of a subscription started on `startedOn`. */
export function isWithinGracePeriod(startedOn: CalendarDate | null, today: CalendarDate): boolean {
  if (!startedOn) return false;
  return today >= startedOn && today < addCalendarDays(startedOn, cancelGracePeriodDays);
}

function accessHasEnded(subscription: Subscription, today: CalendarDate): boolean {
  return subscription.accessEndsOn === null || subscription.accessEndsOn <= today;
}

function newTerm(subscription: Subscription, today: CalendarDate): Subscription {
  return {
    ...subscription,
    state: 'active',
    startedOn: today,
    paidThrough: addCalendarMonths(today, Math.max(1, subscription.planMonths)),
    accessEndsOn: null,
    returnedOn: null,
    requestedOn: null,
    requestedFrom: null,
    hasUpcomingInvoices: true,
  };
}

/** Cancelled with access to `accessEndsOn`: no request pending, no offer, no upcoming invoice. */
function cancelledUntil(accessEndsOn: CalendarDate): Partial<Subscription> {
  return { state: 'cancelled', accessEndsOn, requestedOn: null, offer: null, hasUpcomingInvoices: false };
}

/** Applies an event to a subscription: the next subscription, or a typed error when the flow forbids it. */
export function transition(
  subscription: Subscription,
  event: SubscriptionEvent,
  clock: SubscriptionClock,
): TransitionResult {
  const today = calendarDateIn(clock.now, clock.timeZone);
  const from = subscription.state;
  const refuse = (code: SubscriptionErrorCode): TransitionResult => ({
    ok: false,
    error: { code, from, event: event.type },
  });
  const to = (next: Partial<Subscription>): TransitionResult => ({
    ok: true,
    subscription: { ...subscription, ...next },
  });

  switch (event.type) {
    case 'CANCEL_REQUEST':
      if (from !== 'active') break;
      if (!isWithinGracePeriod(subscription.startedOn, today)) return refuse('grace_period_over');
      return to({ state: 'cancelRequested', requestedOn: today });
    case 'UNDO_CANCEL':
      if (from !== 'cancelRequested') break;
      return to({ state: 'active', requestedOn: null });
    case 'CONFIRM_CANCEL':
      if (from !== 'cancelRequested') break;
      return to(cancelledUntil(subscription.paidThrough ?? today));
    case 'ACCEPT_OFFER':
      if (from !== 'cancelRequested') break;
      if (!offerFitsPlan(winBackOffer(event.offer), subscription.planMonths)) {
        return refuse('offer_not_applicable');
      }
      return to({ state: 'active', requestedOn: null, offer: event.offer });
    case 'RETURN_REQUEST':
      if (from !== 'active') break;
      return to({ state: 'returnRequested', requestedOn: today });
    case 'CONFIRM_RETURN':
      if (from !== 'returnRequested') break;
      return to({
        state: 'returned',
        returnedOn: today,
        accessEndsOn: today,
        requestedOn: null,
        offer: null,
        hasUpcomingInvoices: false,
      });
    case 'DECLINE_RETURN':
      if (from !== 'returnRequested') break;
      return to({ state: 'active', requestedOn: null });
    case 'RENEW_REQUEST':
      if (from !== 'cancelled' && from !== 'returned') break;
      return to({ state: 'renewalRequested', requestedOn: today, requestedFrom: from });
    case 'CONFIRM_RENEWAL':
      if (from !== 'renewalRequested') break;
      return { ok: true, subscription: newTerm(subscription, today) };
    case 'DECLINE_RENEWAL':
      if (from !== 'renewalRequested') break;
      return to({ state: subscription.requestedFrom ?? 'cancelled', requestedOn: null, requestedFrom: null });
    case 'RESUME':
      if (from !== 'cancelled') break;
      if (accessHasEnded(subscription, today)) return refuse('access_ended');
      return to({ state: 'active', accessEndsOn: null, hasUpcomingInvoices: true });
    case 'REACTIVATE':
      if (from === 'cancelled' && !accessHasEnded(subscription, today)) return refuse('access_not_ended');
      if (from !== 'cancelled' && from !== 'returned') break;
      return { ok: true, subscription: newTerm(subscription, today) };
    case 'CHANGE_PLAN':
      if (from !== 'active') break;
      if (event.planId === subscription.planId) return refuse('same_plan');
      return to({ planId: event.planId, planMonths: event.planMonths, offer: null });
    case 'RENEWAL_PAID':
      if (from !== 'active' && from !== 'pastDue') break;
      return to({
        state: 'active',
        paidThrough: addCalendarMonths(
          subscription.paidThrough ?? today,
          Math.max(1, subscription.planMonths),
        ),
        hasUpcomingInvoices: true,
      });
    case 'RENEWAL_DECLINED':
      if (from !== 'active') break;
      // The declined invoice stays open (FAILED): no other is upcoming until it is paid.
      return to({ state: 'pastDue', hasUpcomingInvoices: false });
    case 'DUNNING_EXHAUSTED':
      if (from !== 'pastDue') break;
      return to(cancelledUntil(today));
    case 'EXPIRE':
      if (from !== 'active') break;
      if (subscription.paidThrough !== null && subscription.paidThrough > today)
        return refuse('term_not_over');
      return to(cancelledUntil(subscription.paidThrough ?? today));
  }
  return refuse('illegal_transition');
}

/** The events the flow allows now, for the buttons the account tab shows. */
export function allowedEvents(subscription: Subscription, clock: SubscriptionClock): SubscriptionEventType[] {
  return subscriptionEventTypes.filter((type) => {
    if (type === 'CHANGE_PLAN') return subscription.state === 'active';
    if (type === 'ACCEPT_OFFER') {
      return subscription.state === 'cancelRequested' && winBackOffersFor(subscription.planMonths).length > 0;
    }
    return transition(subscription, { type }, clock).ok;
  });
}

/** The billing status names of the server, by state (upper snake case). */
export const billingStatusNames: Record<SubscriptionState, string> = {
  notPurchased: 'NOT_PURCHASED',
  active: 'ACTIVE',
  cancelRequested: 'CANCEL_REQUESTED',
  cancelled: 'CANCELLED',
  returnRequested: 'RETURN_REQUESTED',
  returned: 'RETURNED',
  renewalRequested: 'RENEWAL_REQUESTED',
  pastDue: 'PAST_DUE',
};

/** The state of a billing status name (case-insensitive), or null for a name the hub does not know. */
export function subscriptionStateOf(statusName: string | null | undefined): SubscriptionState | null {
  const upper = statusName?.trim().toUpperCase();
  return subscriptionStates.find((state) => billingStatusNames[state] === upper) ?? null;
}

/** Whether a billing status counts as ended (spec section 4): CANCELLED or RETURNED, in any case. */
export function isEndedBillingStatus(statusName: string | null | undefined): boolean {
  const state = subscriptionStateOf(statusName);
  return state === 'cancelled' || state === 'returned';
}

/** The label of each state. */
export const subscriptionStateLabels: Record<SubscriptionState, MessageDescriptor> = {
  notPurchased: /*i18n*/ { id: 'subscription.state.notPurchased', message: 'Not purchased' },
  active: /*i18n*/ { id: 'subscription.state.active', message: 'Active' },
  cancelRequested: /*i18n*/ { id: 'subscription.state.cancelRequested', message: 'Cancellation requested' },
  cancelled: /*i18n*/ { id: 'subscription.state.cancelled', message: 'Cancelled' },
  returnRequested: /*i18n*/ { id: 'subscription.state.returnRequested', message: 'Return requested' },
  returned: /*i18n*/ { id: 'subscription.state.returned', message: 'Returned' },
  renewalRequested: /*i18n*/ { id: 'subscription.state.renewalRequested', message: 'Renewal requested' },
  pastDue: /*i18n*/ { id: 'subscription.state.pastDue', message: 'Payment past due' },
};

/** A cancelled subscription whose access has not ended yet; takes `date`. */
export const accessEndsOnText: MessageDescriptor = /*i18n*/ {
  id: 'subscription.accessEnds',
  message: 'Your access ends on {date}',
};

/** A cancelled subscription whose access has ended; takes `date`. */
export const accessEndedOnText: MessageDescriptor = /*i18n*/ {
  id: 'subscription.accessEnded',
  message: 'Your access ended on {date}',
};

/** A returned subscription; takes `date`. */
export const returnedOnText: MessageDescriptor = /*i18n*/ {
  id: 'subscription.returnedOn',
  message: 'Returned on {date}',
};

/** A pending return or renewal request; takes `hours` (24). */
export const instructionsEmailText: MessageDescriptor = /*i18n*/ {
  id: 'subscription.instructionsEmail',
  message: 'You will receive an email with instructions within {hours} hours.',
};

function formatDay(date: CalendarDate, locale: string): string {
  return formatDate(new Date(`${date}T00:00:00Z`), 'UTC', locale);
}

/**
 * The status lines the account tab shows under the plan (spec section 4): access ending (or ended) on a
 * date when cancelled, the return date when returned, the 24-hour email notice for a return or renewal
 * request; dates formatted for the locale.
 */
export function subscriptionStatusTexts(
  subscription: Subscription,
  options: SubscriptionClock & { locale: string },
): MessageDescriptor[] {
  const today = calendarDateIn(options.now, options.timeZone);
  switch (subscription.state) {
    case 'cancelled': {
      const date = subscription.accessEndsOn;
      if (!date) return [];
      const text = date > today ? accessEndsOnText : accessEndedOnText;
      return [{ ...text, values: { date: formatDay(date, options.locale) } }];
    }
    case 'returned':
      return subscription.returnedOn
        ? [{ ...returnedOnText, values: { date: formatDay(subscription.returnedOn, options.locale) } }]
        : [];
    case 'returnRequested':
    case 'renewalRequested':
      return [{ ...instructionsEmailText, values: { hours: instructionsEmailHours } }];
    default:
      return [];
  }
}
