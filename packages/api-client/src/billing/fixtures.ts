// Demo billing data for stories and tests: every state of the subscription segment, invoices, the card.
// The subscriptions are made by @hub/domain's `transition()` from an active one, so every fixture is a
// state the flow can reach, with the dates the flow gives. They are built for a day (`billingFixturesAt`):
// the exported ones for `billingFixtureClock` (25 November 2026 in New York), so the grace period, the day
// access ends and the return date read the same in every story; a story that runs on the real clock can
// build its own with `billingFixturesAt({ now: new Date(), timeZone })`.
import {
  addCalendarDays,
  addCalendarMonths,
  billingStatusNames,
  calendarDateIn,
  cancelGracePeriodDays,
  cancelReasons,
  formatMessage,
  instructionsEmailHours,
  monthlyEffectivePrice,
  nextBillingDate,
  paymentServiceError,
  paymentServiceRetryError,
  priceSchedule,
  testClockLimits,
  testClockRangeMessage,
  transition,
  winBackOffer,
  winBackOffers,
  withValues,
  type CalendarDate,
  type Subscription,
  type SubscriptionClock,
  type SubscriptionErrorCode,
  type SubscriptionEvent,
  type SubscriptionEventType,
  type SubscriptionState,
} from '@hub/domain';
import type { UserInfo } from '../account/schemas';
import type {
  AccountTestClock,
  BillingAddress,
  BillingDetails,
  BillingRules,
  Invoice,
  InvoiceDetail,
  PaymentMethod,
  ProgramPlan,
  SubscriptionAction,
  SubscriptionPlan,
  SubscriptionResponse,
  TestClockAdvance,
} from './schemas';
import { toPricingPlan } from './to-domain';

/** The moment the exported fixtures are made for: 25 November 2026, noon in New York. */
export const billingFixtureClock: SubscriptionClock = {
  now: new Date('2026-11-25T17:00:00Z'),
  timeZone: 'America/New_York',
};

/** The plans' English names, as the server writes them into invoice descriptions. */
const planNames: Record<string, string> = { monthly: 'Monthly', half_year: 'Half-year', yearly: 'Yearly' };

/** The subscription's own fields beside the state machine's (the cancel form, the kit's return). */
export type SubscriptionExtras = Pick<
  SubscriptionResponse,
  'id' | 'account' | 'plan' | 'cancel_reasons' | 'cancel_other_reason' | 'cancel_not_interested_reason'
> &
  Partial<Pick<SubscriptionResponse, 'return_status'>>;

/**
 * The answer of the server for a subscription the domain holds: the billing status name, and the next
 * charge from `priceSchedule()` (the offer's price while it lasts) when an invoice is upcoming.
 */
export function toWireSubscription(
  subscription: Subscription,
  extras: SubscriptionExtras,
): SubscriptionResponse {
  const { plan } = extras;
  const nextChargeOn = subscription.hasUpcomingInvoices ? subscription.paidThrough : null;
  const [firstCharge] = nextChargeOn
    ? priceSchedule({
        plan: toPricingPlan(plan),
        firstChargeOn: nextChargeOn,
        offer: subscription.offer ? winBackOffer(subscription.offer) : null,
        count: 1,
      })
    : [];
  return {
    id: extras.id,
    account: extras.account,
    plan,
    status: billingStatusNames[subscription.state],
    started_on: subscription.startedOn,
    paid_through: subscription.paidThrough,
    access_ends_on: subscription.accessEndsOn,
    returned_on: subscription.returnedOn,
    requested_on: subscription.requestedOn,
    requested_from: subscription.requestedFrom ? billingStatusNames[subscription.requestedFrom] : null,
    offer: subscription.offer,
    has_upcoming_invoices: subscription.hasUpcomingInvoices,
    next_charge:
      nextChargeOn && firstCharge
        ? { date: nextChargeOn, amount: firstCharge.amountMinor, currency: plan.currency }
        : null,
    cancel_reasons: extras.cancel_reasons,
    cancel_other_reason: extras.cancel_other_reason,
    cancel_not_interested_reason: extras.cancel_not_interested_reason,
    return_status: extras.return_status ?? null,
  };
}

/** Where the kit's return stands after an event (`/packagereturns`); other events leave it. */
export function returnStatusAfter(
  event: SubscriptionEventType,
  previous: SubscriptionResponse['return_status'],
): SubscriptionResponse['return_status'] {
  if (event === 'RETURN_REQUEST') return 'requested';
  if (event === 'CONFIRM_RETURN') return 'received';
  if (event === 'DECLINE_RETURN') return null;
  return previous;
}

/** The English `detail` of a 409, by the domain's refusal code (the server's words may differ). */
export const subscriptionConflictDetails: Record<SubscriptionErrorCode, string> = {
  illegal_transition: 'This change is not possible for the subscription in its current state.',
  grace_period_over: `The ${cancelGracePeriodDays} days to cancel online are over. You can request a return instead.`,
  access_ended: 'Access has already ended: reactivate the subscription instead.',
  access_not_ended: 'Access has not ended yet: resume the subscription instead.',
  offer_not_applicable: 'This offer does not apply to your plan.',
  same_plan: 'The subscription is already on this plan.',
  term_not_over: 'The term is not over yet.',
};

/** The error bodies of the billing calls (the server's English; payment sentences from @hub/domain). */
export const billingErrorBodies = {
  /** 402 of the payment call and of paying an invoice: a declined card, a processing error. */
  cardDeclined: { detail: formatMessage(paymentServiceRetryError) },
  /** 402 when there is no payment method to charge. */
  noPaymentMethod: { detail: formatMessage(paymentServiceError) },
  /** 409 of a subscription change the flow forbids. */
  conflict: (code: SubscriptionErrorCode, from: SubscriptionState, event: SubscriptionEventType) => ({
    detail: subscriptionConflictDetails[code],
    code,
    from: billingStatusNames[from],
    event,
  }),
  /** 400 of a plan change to a plan that does not exist or does not renew. */
  invalidPlan: (plan: string) => ({ plan: [`"${plan.slice(0, 40)}" is not a valid choice.`] }),
  /** 409 of a refund of an invoice that is not PAID. */
  notRefundable: { detail: 'Only a paid invoice can be refunded.' },
  /** 409 of removing an invoice that is not FAILED. */
  notRemovable: { detail: 'Only a failed invoice can be removed.' },
  /** 409 of paying an invoice that is not FAILED. */
  notPayable: { detail: 'Only a failed invoice can be paid again.' },
  /** 409 of extending a subscription whose plan renews by itself. */
  notExtendable: { detail: 'Only a subscription of a non-recurring plan can be extended.' },
  /** 400 of the demo's test clock moved by fewer than 1 or more than 400 days. */
  testClockRange: {
    advance_days: [
      formatMessage(
        withValues(testClockRangeMessage, { min: testClockLimits.minDays, max: testClockLimits.maxDays }),
      ),
    ],
  },
} as const;

/** The billing address of the demo parent (their shipping address). */
export const billingAddressFixture: BillingAddress = {
  address1: '1200 Maple Avenue',
  address2: 'Apt 4B',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62704',
  country: 'US',
};

/** The demo card: the test visa 4242. */
export const visaPaymentMethod: PaymentMethod = {
  brand: 'visa',
  last4: '4242',
  exp_month: 4,
  exp_year: 2029,
};

/** The billing details of a user: the visa 4242 and the demo address unless `card` says otherwise. */
export function billingDetailsFor(
  user: Pick<UserInfo, 'id' | 'name' | 'email'> & { account: { id: number } },
  card: PaymentMethod | null = visaPaymentMethod,
): BillingDetails {
  return {
    user: user.id,
    account: user.account.id,
    name: user.name,
    email: user.email,
    currency: 'USD',
    payment_method: card,
    billing_address: card ? billingAddressFixture : null,
  };
}

function invoice(fields: {
  external_id: string;
  number: string | null;
  date: CalendarDate;
  plan: SubscriptionPlan;
  status: Invoice['status'];
  amount?: number;
  updated?: CalendarDate;
}): Invoice {
  const { plan } = fields;
  return {
    external_id: fields.external_id,
    billing_entity_name: 'stripe',
    number: fields.number,
    date: fields.date,
    description: `${planNames[plan.id] ?? plan.id} plan, ${fields.date} to ${addCalendarMonths(fields.date, plan.months)}`,
    amount: fields.amount ?? plan.price,
    currency: plan.currency,
    status: fields.status,
    updated: `${fields.updated ?? fields.date}T14:00:00Z`,
  };
}

/** An upcoming invoice the server would create for a term starting on `date`. */
export function upcomingInvoice(
  externalId: string,
  date: CalendarDate,
  plan: SubscriptionPlan,
  today: CalendarDate,
) {
  return invoice({ external_id: externalId, number: null, date, plan, status: 'UPCOMING', updated: today });
}

/** Every billing fixture, made for the day of `clock`. */
export function billingFixturesAt(clock: SubscriptionClock) {
  const today = calendarDateIn(clock.now, clock.timeZone);
  const daysAgo = (days: number): SubscriptionClock => ({
    now: new Date(clock.now.getTime() - days * 24 * 60 * 60 * 1000),
    timeZone: clock.timeZone,
  });
  /** The subscription after an event; a fixture the flow cannot reach fails loudly here. */
  const after = (subscription: Subscription, event: SubscriptionEvent, at: SubscriptionClock = clock) => {
    const result = transition(subscription, event, at);
    if (!result.ok) throw new Error(`billing fixture: ${event.type} refused (${result.error.code})`);
    return result.subscription;
  };

  const programPlan = (id: string, months: number, price: number): ProgramPlan => ({
    id,
    months,
    price,
    currency: 'USD',
    recurring: true,
    tags: ['default'],
    monthly_effective_price: monthlyEffectivePrice(price, months),
    discounted_price: null,
    billing_date: nextBillingDate({ months, now: clock.now, timeZone: clock.timeZone }),
  });
  const plans = {
    monthly: programPlan('monthly', 1, 2999),
    halfYear: programPlan('half_year', 6, 14999),
    yearly: programPlan('yearly', 12, 29900),
  };
  const planOf = ({ id, months, price, currency, recurring }: ProgramPlan): SubscriptionPlan => ({
    id,
    months,
    price,
    currency,
    recurring,
  });
  const yearly = planOf(plans.yearly);
  const monthly = planOf(plans.monthly);

  const rules: BillingRules = {
    grace_period_days: cancelGracePeriodDays,
    instructions_email_hours: instructionsEmailHours,
    currency: 'USD',
    win_back_offers: winBackOffers.map((offer) => ({
      id: offer.id,
      percent_off: offer.percentOff,
      duration_months: offer.durationMonths,
      plan_months: offer.planMonths ?? null,
    })),
    cancel_reasons: [...cancelReasons],
  };

  // The parent's yearly subscription, started 15 days ago: within the 30-day grace period.
  const startedOn = addCalendarDays(today, -15);
  const active: Subscription = {
    state: 'active',
    planId: yearly.id,
    planMonths: yearly.months,
    startedOn,
    paidThrough: addCalendarMonths(startedOn, yearly.months),
    accessEndsOn: null,
    returnedOn: null,
    requestedOn: null,
    requestedFrom: null,
    offer: null,
    hasUpcomingInvoices: true,
  };
  // Started nine months and 15 days ago: the grace period is long over.
  const startedLongAgo = addCalendarMonths(startedOn, -9);
  const activePastGrace: Subscription = {
    ...active,
    startedOn: startedLongAgo,
    paidThrough: addCalendarMonths(startedLongAgo, yearly.months),
  };
  const activeMonthly: Subscription = {
    ...active,
    planId: monthly.id,
    planMonths: monthly.months,
    paidThrough: addCalendarMonths(startedOn, monthly.months),
  };
  const cancelRequested = after(active, { type: 'CANCEL_REQUEST' });
  const cancelled = after(cancelRequested, { type: 'CONFIRM_CANCEL' });
  const activeWithOffer = after(cancelRequested, { type: 'ACCEPT_OFFER', offer: 'thirtyOffTwelveMonths' });
  // A monthly plan cancelled within its grace period five months ago: its access has ended.
  const startedMonthsAgo = addCalendarMonths(today, -5);
  const cancelledAccessEnded = after(
    after(
      { ...activeMonthly, startedOn: startedMonthsAgo, paidThrough: addCalendarMonths(startedMonthsAgo, 1) },
      { type: 'CANCEL_REQUEST' },
      { now: new Date(`${addCalendarDays(startedMonthsAgo, 3)}T17:00:00Z`), timeZone: clock.timeZone },
    ),
    { type: 'CONFIRM_CANCEL' },
    { now: new Date(`${addCalendarDays(startedMonthsAgo, 4)}T17:00:00Z`), timeZone: clock.timeZone },
  );
  const reactivated = after(cancelledAccessEnded, { type: 'REACTIVATE' });
  const returnRequested = after(activePastGrace, { type: 'RETURN_REQUEST' }, daysAgo(1));
  const returned = after(
    after(activePastGrace, { type: 'RETURN_REQUEST' }, daysAgo(20)),
    { type: 'CONFIRM_RETURN' },
    daysAgo(10),
  );
  const renewalRequested = after(returned, { type: 'RENEW_REQUEST' });
  const renewed = after(renewalRequested, { type: 'CONFIRM_RENEWAL' });
  // The monthly renewal two days ago was declined: the billing run tries again (issue 26).
  const pastDue = after(
    { ...activeMonthly, paidThrough: addCalendarDays(today, -2) },
    { type: 'RENEWAL_DECLINED' },
    daysAgo(2),
  );

  const base = {
    id: 7,
    account: 101,
    plan: yearly,
    cancel_reasons: [],
    cancel_other_reason: null,
    cancel_not_interested_reason: null,
  } satisfies SubscriptionExtras;
  const cancelForm = {
    cancel_reasons: ['too_expensive', 'other'],
    cancel_other_reason: 'We are moving abroad.',
    cancel_not_interested_reason: null,
  } satisfies Partial<SubscriptionExtras>;
  const subscriptions = {
    /** Active, within the 30-day grace period: cancel is offered. */
    active: toWireSubscription(active, base),
    /** Active, past the grace period: the return request is offered instead. */
    activePastGrace: toWireSubscription(activePastGrace, base),
    /** Active on the monthly plan (the 50% first-month offer applies). */
    activeMonthly: toWireSubscription(activeMonthly, { ...base, plan: monthly }),
    /** A cancellation asked for: confirm, undo, or take a win-back offer. */
    cancelRequested: toWireSubscription(cancelRequested, { ...base, ...cancelForm }),
    /** Cancelled within the grace period: no upcoming invoices, access ends on `access_ends_on`. */
    cancelled: toWireSubscription(cancelled, { ...base, ...cancelForm }),
    /** Cancelled, access ended: reactivate. */
    cancelledAccessEnded: toWireSubscription(cancelledAccessEnded, { ...base, plan: monthly, ...cancelForm }),
    /** Kept with the 30%-off-for-12-months offer. */
    activeWithOffer: toWireSubscription(activeWithOffer, { ...base, ...cancelForm }),
    /** Reactivated after access ended: a new term from today. */
    reactivated: toWireSubscription(reactivated, { ...base, plan: monthly, ...cancelForm }),
    /** A return asked for yesterday: instructions follow within 24 hours. */
    returnRequested: toWireSubscription(returnRequested, { ...base, return_status: 'requested' }),
    /** Returned ten days ago (`returned_on`). */
    returned: toWireSubscription(returned, { ...base, return_status: 'received' }),
    /** A renewal asked for after the return: instructions follow within 24 hours. */
    renewalRequested: toWireSubscription(renewalRequested, { ...base, return_status: 'received' }),
    /** The renewal confirmed: a new term from today. */
    renewed: toWireSubscription(renewed, { ...base, return_status: 'received' }),
    /** The monthly renewal was declined two days ago: past due while the card is tried again. */
    pastDue: toWireSubscription(pastDue, { ...base, plan: monthly }),
  };

  // The contract's example invoice is the parent's first yearly charge.
  const paidYearly = invoice({
    external_id: 'in_1Q2w3E',
    number: 'HUB-2026-0019',
    date: startedOn,
    plan: yearly,
    status: 'PAID',
  });
  const manyDates = Array.from({ length: 18 }, (_, index) => addCalendarMonths(startedOn, -index));
  const invoices = {
    /** The active subscription's: the paid first year and the upcoming renewal. */
    active: [upcomingInvoice('in_upcoming_7', active.paidThrough ?? today, yearly, today), paidYearly],
    /** None yet. */
    none: [] as Invoice[],
    /** A monthly charge that failed (pay again; staff may remove it), with the months before it. */
    failed: [
      invoice({
        external_id: 'in_4R5t6Y',
        number: 'HUB-2026-0031',
        date: startedOn,
        plan: monthly,
        status: 'FAILED',
      }),
      ...[1, 2].map((months) =>
        invoice({
          external_id: `in_paid_${months}`,
          number: `HUB-2026-${String(31 - months).padStart(4, '0')}`,
          date: addCalendarMonths(startedOn, -months),
          plan: monthly,
          status: 'PAID',
        }),
      ),
    ],
    /** Nineteen, newest first: "Show more" reads them ten at a time. One was refunded. */
    many: [
      upcomingInvoice('in_upcoming_m', addCalendarMonths(startedOn, 1), monthly, today),
      ...manyDates.map((date, index) =>
        invoice({
          external_id: `in_m${String(18 - index).padStart(2, '0')}`,
          number: `HUB-${date.slice(0, 4)}-${String(18 - index).padStart(4, '0')}`,
          date,
          plan: monthly,
          status: index === 8 ? 'REFUNDED' : 'PAID',
        }),
      ),
    ],
  };

  const parent = { id: 1, name: 'Dana Rivera', email: 'parent@demo.test', account: { id: 101 } };
  const billingDetails = billingDetailsFor(parent);
  const invoiceDetail: InvoiceDetail = {
    ...paidYearly,
    account: { id: 101, name: parent.name, email: parent.email, billing_address: billingAddressFixture },
    payment_method: { brand: 'visa', last4: '4242' },
  };

  const dana = { id: 1, name: 'Dana Rivera', is_staff: false };
  const actions: SubscriptionAction[] = [
    {
      id: 41,
      account: 101,
      subscription: 7,
      event: 'UNDO_CANCEL',
      from_status: 'CANCEL_REQUESTED',
      to_status: 'ACTIVE',
      actor: dana,
      detail: {},
      created_at: `${today}T17:04:00Z`,
    },
    {
      id: 40,
      account: 101,
      subscription: 7,
      event: 'CANCEL_REQUEST',
      from_status: 'ACTIVE',
      to_status: 'CANCEL_REQUESTED',
      actor: dana,
      detail: { reasons: ['too_expensive'] },
      created_at: `${today}T17:02:00Z`,
    },
    {
      id: 39,
      account: 101,
      subscription: 7,
      event: 'INVOICE_REFUND',
      from_status: 'ACTIVE',
      to_status: 'ACTIVE',
      actor: { id: 3, name: 'Alex Staff', is_staff: true },
      detail: { invoice: 'in_0P9o8I' },
      created_at: `${addCalendarDays(today, -13)}T15:30:00Z`,
    },
  ];

  return {
    today,
    plans,
    rules,
    subscriptions,
    invoices,
    invoiceDetail,
    billingDetails,
    actions,
  };
}

/** The billing fixtures of `billingFixtureClock`'s day. */
export const billingFixtures = billingFixturesAt(billingFixtureClock);

/** The default tag's plans: monthly (1 month), half-year (6) and yearly (12), in USD. */
export const planFixtures: ProgramPlan[] = Object.values(billingFixtures.plans);
export const billingRulesFixture = billingFixtures.rules;
export const subscriptionFixtures = billingFixtures.subscriptions;
export const invoiceFixtures = billingFixtures.invoices;
export const invoiceDetailFixture = billingFixtures.invoiceDetail;
export const billingDetailsFixture = billingFixtures.billingDetails;
export const subscriptionActionFixtures = billingFixtures.actions;

/**
 * An account's test clock in the demo (issue 26), on the fixtures' day: never moved (the server's time),
 * and moved 30 days forward.
 */
export const testClockFixtures = {
  fresh: { advanced_days: 0, now: billingFixtureClock.now.toISOString() },
  advanced: {
    advanced_days: 30,
    now: new Date(billingFixtureClock.now.getTime() + 30 * 86_400_000).toISOString(),
  },
} satisfies Record<string, AccountTestClock>;

/** The answer of moving the parent's clock 30 days forward, the billing run having charged one renewal. */
export const testClockAdvanceFixture: TestClockAdvance = {
  account: 101,
  ...testClockFixtures.advanced,
  billing_run: { paid: 1, declined: 0, ended: 0, expired: 0 },
};

/**
 * The billing history of the segment (issue 28): a year of the parent's log, newest first, with an event
 * of each source the server logs (checkout, the machine, the billing run's charges, the card, the update
 * email, staff) and one the hub does not know; `many` is 30 rows, a page of 25 and five more.
 */
export function subscriptionActionHistoryFixtures(account = 101) {
  const dana = { id: 1, name: 'Dana Rivera', is_staff: false };
  const sam = { id: 9, name: 'Sam Rivera', is_staff: false };
  const alex = { id: 3, name: 'Alex Staff', is_staff: true };
  const row = (
    id: number,
    event: string,
    daysAgo: number,
    actor: SubscriptionAction['actor'],
    detail: Record<string, unknown> = {},
    status: SubscriptionAction['to_status'] = 'ACTIVE',
  ): SubscriptionAction => ({
    id,
    account,
    subscription: 7,
    event,
    from_status: status,
    to_status: status,
    actor,
    detail,
    created_at: new Date(billingFixtureClock.now.getTime() - daysAgo * 86_400_000).toISOString(),
  });
  const some: SubscriptionAction[] = [
    row(108, 'PAYMENT_UPDATE_EMAIL', 1, dana, { recipients: 1 }),
    row(107, 'CHANGE_PLAN', 2, dana, { plan: 'half_year', from_plan: 'yearly' }),
    row(106, 'PAYMENT_METHOD_CHANGE', 3, sam, { brand: 'mastercard', last4: '4444' }),
    row(105, 'CHARGE_PAID', 5, null, { amount: 29900, currency: 'USD', invoice: 'in_1' }),
    row(104, 'INVOICE_REFUND', 6, alex, { invoice: 'in_0P9o8I' }),
    row(103, 'LOYALTY_BONUS', 7, null),
    row(102, 'CHECKOUT', 20, dana, { order: 'ORD-2026-0007' }),
  ];
  const many = Array.from({ length: 30 }, (_, index) =>
    row(
      200 - index,
      index % 2 === 0 ? 'CHARGE_PAID' : 'PAYMENT_METHOD_CHANGE',
      index + 1,
      index % 2 === 0 ? null : dana,
      index % 2 === 0 ? { amount: 2999, currency: 'USD' } : {},
    ),
  );
  return { some, many };
}
