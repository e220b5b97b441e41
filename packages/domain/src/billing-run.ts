// The billing run (issue 26): what the scheduled run does to one subscription on one day. The server runs
// it for every subscription whose day has come; this file decides, the server acts (charges through the
// gateway, moves the subscription by `transition`, emails) and records.
//
// The dunning plan. A renewal's charge that is declined is tried again 1, 3 and 7 days after the first
// decline (four tries in all, over a week), the day counted in the account's time zone. Each decline
// emails the billing user a link to update the card and pay; a card saved during dunning pays the open
// invoice at once. After the fourth decline the subscription ends (DUNNING_EXHAUSTED: cancelled, access
// ending that day) and the family is told. Why these days: most declines that will ever clear (funds
// arriving, a card unblocked) clear within days, and a week keeps a family's access from running long
// on an unpaid term; Stripe's and Chargebee's default plans are of the same order.
//
// Choices where the spec is silent: only an active subscription renews (a pending cancellation, return or
// renewal request waits for its answer; the charge is made on the first run after it); access goes on
// while dunning lasts; a plan that does not renew by itself is cancelled at the end of its term (EXPIRE),
// access ending on its paid-through date.
import * as v from 'valibot';
import { addCalendarDays, type CalendarDate } from './activity';
import { withValues, type MessageDescriptor } from './messages';
import type { Subscription } from './subscription';
import { encodeMessage as m } from './validation/issues';
import { validationMessages } from './validation/messages';
import { fields } from './validation/object-schema';

/** Days after the first declined charge on which it is tried again. */
export const dunningRetryDays = [1, 3, 7] as const;

/** The tries a renewal's charge gets: the first, then one per retry day. */
export const dunningAttempts = 1 + dunningRetryDays.length;

/** Where an open (FAILED) renewal invoice stands in dunning. */
export interface Dunning {
  /** The day of the first declined charge. */
  firstDeclinedOn: CalendarDate;
  /** The declined tries so far (1 after the first decline). */
  declines: number;
}

/** The day of the next try after `declines` declines, or null when none is left. */
export function nextDunningTry(dunning: Dunning): CalendarDate | null {
  const days = dunningRetryDays[dunning.declines - 1];
  return days === undefined ? null : addCalendarDays(dunning.firstDeclinedOn, days);
}

/** What the run does to a subscription today. */
export type BillingRunAction =
  /** Charge the renewal invoice due today or before (the first try). */
  | { kind: 'charge' }
  /** Try the open invoice's charge again (`attempt` 2 to `dunningAttempts`). */
  | { kind: 'retry'; attempt: number }
  /** The last try was declined: end the subscription (DUNNING_EXHAUSTED). */
  | { kind: 'end' }
  /** The term of a plan that does not renew by itself is over: EXPIRE. */
  | { kind: 'expire' }
  /** Nothing today; `next` is the day something will be due, when known. */
  | { kind: 'wait'; next: CalendarDate | null };

/** What the run knows of a subscription besides the machine's view of it. */
export interface BillingRunInput {
  subscription: Subscription;
  /** Whether the plan renews by itself (false: EXPIRE at the end of the term). */
  renews: boolean;
  /** The calendar day in the account's time zone. */
  today: CalendarDate;
  /** The open renewal invoice's dunning, when one was declined; null otherwise. */
  dunning: Dunning | null;
}

/** Decides the run's action for one subscription today (see the file's header). */
export function billingRunAction({
  subscription,
  renews,
  today,
  dunning,
}: BillingRunInput): BillingRunAction {
  const { state, paidThrough } = subscription;
  if (state === 'pastDue') {
    if (!dunning) return { kind: 'wait', next: null };
    const next = nextDunningTry(dunning);
    if (next === null) return { kind: 'end' };
    return next <= today ? { kind: 'retry', attempt: dunning.declines + 1 } : { kind: 'wait', next };
  }
  if (state !== 'active' || paidThrough === null) return { kind: 'wait', next: null };
  if (paidThrough > today) return { kind: 'wait', next: paidThrough };
  return renews ? { kind: 'charge' } : { kind: 'expire' };
}

/** How far the demo's test clock may move an account in one step (issue 26). */
export const testClockLimits = { minDays: 1, maxDays: 400 } as const;

/** The test clock's range, as staff read it beside the field; takes `min` and `max`. */
export const testClockRangeMessage: MessageDescriptor = /*i18n*/ {
  id: 'billing.testClock.range',
  message: 'Advance by {min} to {max} days.',
};

const advanceDaysMessage = m(
  withValues(testClockRangeMessage, { min: testClockLimits.minDays, max: testClockLimits.maxDays }),
);

/**
 * `POST /api/v2/admin/accounts/{id}/test_clock/` (demo mode, staff): `{"advance_days": N}`, a whole
 * number of days from 1 to 400.
 */
export const testClockSchema = fields(
  {
    advance_days: v.pipe(
      v.number(m(validationMessages.notAnInteger)),
      v.integer(m(validationMessages.notAnInteger)),
      v.minValue(testClockLimits.minDays, advanceDaysMessage),
      v.maxValue(testClockLimits.maxDays, advanceDaysMessage),
    ),
  },
  {},
);
