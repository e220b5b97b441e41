// Subscription and billing (spec sections 3, 4, 7; the wire contract is docs/billing-api.md): the shapes the
// server answers, parsed at the edge.
//
// Choices where the contract is silent or ambiguous (issue 10; also in its hand-over):
// - An enum value the hub does not know (an invoice status, a billing status, a return status, an action's
//   event, a win-back offer, a cancel reason) is kept as the raw string, never refused: one new value on
//   the server must not blank the billing segment. Known values come out in the domain's spelling (billing
//   and invoice statuses compared case-insensitively, as `subscriptionStateOf` and `toInvoiceStatus` do);
//   the types say `Known | (string & {})`, and the hub shows an unknown one raw (`invoiceStatusLabel`).
//   `toDomainSubscription` gives null for an unknown billing status (no actions offered).
// - Money is an integer in minor units and dates are `YYYY-MM-DD` calendar days: anything else is a broken
//   contract and fails the parse. Moments are ISO 8601 timestamps with a zone.
// - Nullable beyond the examples: an invoice's `number` (an UPCOMING invoice may have none yet); the
//   billing details' `payment_method` (no card on file) and `billing_address`, and the invoice page's
//   `account.billing_address`; an action's `actor` (a change made by the system), `subscription` and
//   `detail`.
// - `requested_from` and a 409's `from` may be a billing status name (`CANCELLED`) or a domain state
//   (`cancelled`), in any case: both read as the domain's state. The mocks send billing status names.
// - A 409's text is its `detail` alone (the generic caller would append code, from and event, spec section
//   8's flattening); `subscriptionConflictOf` reads code, from and event out of `errorObject`.
// - Paths are the contract's, letter for letter: the `account/{id}/subscription/...` calls have no
//   trailing slash there, so the client sends none (the mocks answer both).
// - The account's subscription is the newest (highest id) of `GET /api/v3/subscriptions/?account=`; an
//   empty list is null (NOT_PURCHASED).
// - The plans are read without a token (checkout, before sign-in) as one page of 1000.
// - The last order's shape is checkout's order (issue 11, `orderDetailSchema`); its 404 is null. `orderSchema`
//   (any object) is kept for callers that only pass an order on.
// - Actions are read 25 at a time by offset, invoices 10 at a time by page; the next page comes from the
//   `next` link's own parameter, else the one after the last.
import {
  billingStatusNames,
  cancelReasons,
  isCalendarDate,
  subscriptionEventTypes,
  subscriptionStateOf,
  subscriptionStates,
  toInvoiceStatus,
  winBackOfferIds,
  type CancelReason,
  type InvoiceStatus,
  type SubscriptionEventType,
  type SubscriptionState,
  type WinBackOfferId,
} from '@hub/domain';
import * as v from 'valibot';
import { pageSchema } from '../http/schemas';

/** A raw value the hub does not know, kept as it came (see the file's header). */
type Unknown = string & {};

/** A string read as the known value it names, or kept raw. */
function knownOr<T extends string>(toKnown: (raw: string) => T | null) {
  return v.pipe(
    v.string(),
    v.transform((raw): T | Unknown => toKnown(raw) ?? raw),
  );
}

/** An amount in minor units (cents for USD). */
const minorUnits = v.pipe(v.number(), v.integer());
const wholeNumber = v.pipe(v.number(), v.integer());
/** A `YYYY-MM-DD` calendar day in the account's time zone. */
const calendarDay = v.pipe(
  v.string(),
  v.check((value: string) => isCalendarDate(value), 'Expected a YYYY-MM-DD calendar day'),
);
/** A moment: ISO 8601 with its zone. */
const moment = v.pipe(v.string(), v.isoTimestamp());

/** The domain state a billing status name (or a state's own name) names, in any case; null for none. */
export function toSubscriptionState(raw: string): SubscriptionState | null {
  return subscriptionStates.find((state) => state === raw) ?? subscriptionStateOf(raw);
}

/** A billing status name (`ACTIVE`, `CANCEL_REQUESTED`, ...) as the server sends it. */
const billingStatus = knownOr((raw) => {
  const state = toSubscriptionState(raw);
  return state ? billingStatusNames[state] : null;
});

/** An invoice status (spec section 4), or a status the hub does not know. */
const invoiceStatus = knownOr<InvoiceStatus>(toInvoiceStatus);

/** Win-back offers, by the domain's ids. */
const winBackOfferId = knownOr<WinBackOfferId>((raw) => winBackOfferIds.find((id) => id === raw) ?? null);

/** Cancel reasons, by the domain's codes. */
const cancelReason = knownOr<CancelReason>((raw) => cancelReasons.find((code) => code === raw) ?? null);

/** Where the kit's return stands (`/packagereturns`): `received` once staff confirm it. */
export const returnStatuses = ['requested', 'instructions_sent', 'received'] as const;
/** One of the return statuses. */
export type ReturnStatus = (typeof returnStatuses)[number];
const returnStatus = knownOr<ReturnStatus>((raw) => returnStatuses.find((status) => status === raw) ?? null);

/** What a subscription action records: a subscription event, or a staff action on an invoice. */
export const subscriptionActionEvents = [
  ...subscriptionEventTypes,
  'INVOICE_REFUND',
  'INVOICE_REMOVE',
] as const;
/** One of the recorded events. */
export type SubscriptionActionEvent = SubscriptionEventType | 'INVOICE_REFUND' | 'INVOICE_REMOVE';
const actionEvent = knownOr<SubscriptionActionEvent>((raw) => {
  const upper = raw.trim().toUpperCase();
  return subscriptionActionEvents.find((event) => event === upper) ?? null;
});

// --- plans and rules (no sign-in) ---

/** A plan as a subscription carries it. */
export const subscriptionPlanSchema = v.object({
  id: v.string(),
  months: v.pipe(wholeNumber, v.minValue(1)),
  price: minorUnits,
  currency: v.string(),
  recurring: v.boolean(),
});
export type SubscriptionPlan = v.InferOutput<typeof subscriptionPlanSchema>;

/** `GET /api/v2/billing/program_plan/?tag=`: one plan; names and descriptions are locale texts by `id`. */
export const programPlanSchema = v.object({
  ...subscriptionPlanSchema.entries,
  tags: v.array(v.string()),
  monthly_effective_price: minorUnits,
  discounted_price: v.nullable(minorUnits),
  /** The first charge's day for a plan bought today. */
  billing_date: calendarDay,
});
export type ProgramPlan = v.InferOutput<typeof programPlanSchema>;
export const programPlanPageSchema = pageSchema(programPlanSchema);

export const winBackOfferRuleSchema = v.object({
  id: winBackOfferId,
  percent_off: v.number(),
  duration_months: wholeNumber,
  plan_months: v.nullable(wholeNumber),
});
export type WinBackOfferRule = v.InferOutput<typeof winBackOfferRuleSchema>;

/** `GET /api/v2/billing/rules/`. */
export const billingRulesSchema = v.object({
  grace_period_days: wholeNumber,
  instructions_email_hours: wholeNumber,
  currency: v.string(),
  win_back_offers: v.array(winBackOfferRuleSchema),
  cancel_reasons: v.array(cancelReason),
});
export type BillingRules = v.InferOutput<typeof billingRulesSchema>;

// --- the subscription ---

export const nextChargeSchema = v.object({ date: calendarDay, amount: minorUnits, currency: v.string() });
export type NextCharge = v.InferOutput<typeof nextChargeSchema>;

/** `GET /api/v3/subscriptions/{id}/`, and the answer of every subscription change. */
export const subscriptionSchema = v.object({
  id: v.number(),
  account: v.number(),
  plan: subscriptionPlanSchema,
  /** The billing status name of the domain state (`billingStatusNames`). */
  status: billingStatus,
  started_on: v.nullable(calendarDay),
  paid_through: v.nullable(calendarDay),
  access_ends_on: v.nullable(calendarDay),
  returned_on: v.nullable(calendarDay),
  requested_on: v.nullable(calendarDay),
  requested_from: v.nullable(billingStatus),
  offer: v.nullable(winBackOfferId),
  has_upcoming_invoices: v.boolean(),
  /** Null when no invoice is upcoming. */
  next_charge: v.nullable(nextChargeSchema),
  cancel_reasons: v.array(cancelReason),
  cancel_other_reason: v.nullable(v.string()),
  cancel_not_interested_reason: v.nullable(v.string()),
  return_status: v.nullable(returnStatus),
});
export type SubscriptionResponse = v.InferOutput<typeof subscriptionSchema>;
/** `GET /api/v3/subscriptions/?account={id}`. */
export const subscriptionPageSchema = pageSchema(subscriptionSchema);

export const actionActorSchema = v.object({ id: v.number(), name: v.string(), is_staff: v.boolean() });

/** One row of the append-only log. */
export const subscriptionActionSchema = v.object({
  id: v.number(),
  account: v.number(),
  subscription: v.nullable(v.number()),
  event: actionEvent,
  from_status: v.nullable(billingStatus),
  to_status: v.nullable(billingStatus),
  actor: v.nullable(actionActorSchema),
  detail: v.nullable(v.record(v.string(), v.unknown())),
  created_at: moment,
});
export type SubscriptionAction = v.InferOutput<typeof subscriptionActionSchema>;
/** `GET /api/v3/subscription_actions/?account={id}&offset=&limit=`: newest first. */
export const subscriptionActionPageSchema = pageSchema(subscriptionActionSchema);

// --- invoices and the order ---

/** `GET /api/v2/billing/accounts/{id}/invoices/`: one row. */
export const invoiceSchema = v.object({
  external_id: v.string(),
  billing_entity_name: v.string(),
  number: v.nullable(v.string()),
  date: calendarDay,
  description: v.string(),
  amount: minorUnits,
  currency: v.string(),
  status: invoiceStatus,
  updated: moment,
});
export type Invoice = v.InferOutput<typeof invoiceSchema>;
export const invoicePageSchema = pageSchema(invoiceSchema);

export const billingAddressSchema = v.object({
  address1: v.string(),
  address2: v.string(),
  city: v.string(),
  state: v.string(),
  zipcode: v.string(),
  country: v.string(),
});
export type BillingAddress = v.InferOutput<typeof billingAddressSchema>;

/** `GET /api/v2/billing/accounts/{id}/invoices/{external_id}/`: the printable invoice. */
export const invoiceDetailSchema = v.object({
  ...invoiceSchema.entries,
  account: v.object({
    id: v.number(),
    name: v.string(),
    email: v.string(),
    billing_address: v.nullable(billingAddressSchema),
  }),
  payment_method: v.nullable(v.object({ brand: v.string(), last4: v.string() })),
});
export type InvoiceDetail = v.InferOutput<typeof invoiceDetailSchema>;

/** `GET /api/v2/billing/accounts/{id}/order/`: the account's last order; its fields are issue 11's. */
export const orderSchema = v.looseObject({});
export type Order = v.InferOutput<typeof orderSchema>;

// --- the payment method ---

export const paymentMethodSchema = v.object({
  brand: v.string(),
  last4: v.string(),
  exp_month: wholeNumber,
  exp_year: wholeNumber,
});
export type PaymentMethod = v.InferOutput<typeof paymentMethodSchema>;

/** `GET /api/v2/billing/users/{id}/billing_details/`, and the answer of `POST /api/v2/billing/payment/`. */
export const billingDetailsSchema = v.object({
  user: v.number(),
  account: v.number(),
  name: v.string(),
  email: v.string(),
  currency: v.string(),
  payment_method: v.nullable(paymentMethodSchema),
  billing_address: v.nullable(billingAddressSchema),
});
export type BillingDetails = v.InferOutput<typeof billingDetailsSchema>;

// --- the demo's test clock (issue 26, docs/billing-api.md "The test clock") ---

/** An account's test clock: the days it was moved forward (0 when never) and the account's time. */
export const accountTestClockSchema = v.object({
  advanced_days: v.pipe(wholeNumber, v.minValue(0)),
  now: moment,
});
export type AccountTestClock = v.InferOutput<typeof accountTestClockSchema>;

/** What the billing run did to the account on its new time. */
export const billingRunReportSchema = v.object({
  paid: v.pipe(wholeNumber, v.minValue(0)),
  declined: v.pipe(wholeNumber, v.minValue(0)),
  ended: v.pipe(wholeNumber, v.minValue(0)),
  expired: v.pipe(wholeNumber, v.minValue(0)),
});
export type BillingRunReport = v.InferOutput<typeof billingRunReportSchema>;

/** `POST /api/v2/admin/accounts/{id}/test_clock/`: the account's new time and what the billing run did. */
export const testClockAdvanceSchema = v.object({
  account: v.number(),
  ...accountTestClockSchema.entries,
  billing_run: billingRunReportSchema,
});
export type TestClockAdvance = v.InferOutput<typeof testClockAdvanceSchema>;
