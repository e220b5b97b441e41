// The billing area's tables (issue 10, docs/billing-api.md). Money is an integer in minor units (cents for
// USD) with its ISO currency; days are `date` columns read as `YYYY-MM-DD` calendar days of the account's
// time zone. The status values are @hub/domain's (`billingStatusNames`, `invoiceStatuses`), written out in
// the checks: drizzle-kit loads this file with require(), which cannot read the workspace's TypeScript
// sources.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, users } from '../account/schema';
import { createdAt } from '../db/columns';

/** A plan a family can buy: a term of `months` months for `price`, renewing by itself when `recurring`. */
export const programPlans = pgTable(
  'program_plans',
  {
    /** `monthly`, `yearly`, ...: the key of the plan's texts in /locales/{lang}/program_plans.json. */
    id: text('id').primaryKey(),
    /** The English name invoices and emails use ("Yearly"); the hub shows the locale's text by `id`. */
    name: text('name').notNull(),
    months: integer('months').notNull(),
    price: integer('price').notNull(),
    /** A reduced charge of one term, when the plan has one. */
    discountedPrice: integer('discounted_price'),
    currency: text('currency').notNull(),
    recurring: boolean('recurring').notNull().default(true),
    /** The checkout's `?tag=` lists the plans carrying it (`default` when absent or unknown). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [
    check('program_plans_months_check', sql`${table.months} between 1 and 120`),
    check('program_plans_price_check', sql`${table.price} >= 0`),
    check(
      'program_plans_discounted_price_check',
      sql`${table.discountedPrice} is null or ${table.discountedPrice} >= 0`,
    ),
    check('program_plans_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * An account's subscription, as @hub/domain's machine holds it (`Subscription` of subscription.ts) plus
 * what the flows record beside it: the cancel form, the accepted offer, the kit's return. Every change is
 * one `transition()` of the machine, made under a row lock (SELECT ... FOR UPDATE) with its invoices and
 * one row of `subscription_actions`. The account's subscription is its newest (highest id).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => programPlans.id),
    /** The billing status name of the machine's state (ACTIVE, CANCEL_REQUESTED, ...). */
    status: text('status').notNull(),
    startedOn: date('started_on', { mode: 'string' }),
    /** The first day after the paid term (the next billing date while active). */
    paidThrough: date('paid_through', { mode: 'string' }),
    /** The first day without access, once cancelled or returned. */
    accessEndsOn: date('access_ends_on', { mode: 'string' }),
    returnedOn: date('returned_on', { mode: 'string' }),
    /** The day the pending request (cancel, return, renewal) was made. */
    requestedOn: date('requested_on', { mode: 'string' }),
    /** CANCELLED or RETURNED: where a declined renewal goes back to. */
    requestedFrom: text('requested_from'),
    /** The first day outside the cancel grace period (30 days from `started_on`), for staff to read. */
    graceEndsOn: date('grace_ends_on', { mode: 'string' }),
    /** The accepted win-back offer (`thirtyOffTwelveMonths`, ...). */
    offer: text('offer'),
    /** The first charge the offer applies to: its duration counts from there (`priceSchedule`). */
    offerStartsOn: date('offer_starts_on', { mode: 'string' }),
    cancelReasons: text('cancel_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cancelOtherReason: text('cancel_other_reason'),
    cancelNotInterestedReason: text('cancel_not_interested_reason'),
    /** The kit's return (/packagereturns): requested, instructions_sent or received. */
    returnStatus: text('return_status'),
    returnReason: text('return_reason'),
    /**
     * The sales tax rate of each later charge, in basis points: the rate of the order that began the
     * subscription (checkout's "Recurring total"), so renewals charge what was promised. 0 without an order.
     */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_account_id_idx').on(table.accountId, table.id),
    // The billing run's candidates: active ones by the day they are paid through, and the past-due ones.
    index('subscriptions_billing_run_idx')
      .on(table.status, table.paidThrough, table.id)
      .where(sql`${table.status} in ('ACTIVE', 'PAST_DUE')`),
    check(
      'subscriptions_status_check',
      sql`${table.status} in ('NOT_PURCHASED', 'ACTIVE', 'CANCEL_REQUESTED', 'CANCELLED', 'RETURN_REQUESTED', 'RETURNED', 'RENEWAL_REQUESTED', 'PAST_DUE')`,
    ),
    check(
      'subscriptions_requested_from_check',
      sql`${table.requestedFrom} is null or ${table.requestedFrom} in ('CANCELLED', 'RETURNED')`,
    ),
    check(
      'subscriptions_return_status_check',
      sql`${table.returnStatus} is null or ${table.returnStatus} in ('requested', 'instructions_sent', 'received')`,
    ),
  ],
);

/** Numbers of charged invoices (`HUB-2026-0019`): one sequence, so two accounts never share a number. */
export const invoiceNumbers = pgSequence('invoice_number_seq', { startWith: 1 });

/**
 * An account's invoices: what was charged, failed, refunded or removed, and what is upcoming. Identified
 * on the wire by `external_id`, unique per `billing_entity_name` (the payment provider that issued it).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    externalId: text('external_id').notNull(),
    billingEntityName: text('billing_entity_name').notNull(),
    /** Given when the invoice is charged (paid or failed); null while upcoming. */
    number: text('number'),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** UPCOMING, PAID, FAILED, REFUNDED or REMOVED (spec section 4). */
    status: text('status').notNull(),
    /** The card the invoice was charged to (brand and last four digits only), once it was. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The billing run's declined tries at charging it (dunning: @hub/domain's billing-run.ts). */
    declines: integer('declines').notNull().default(0),
    /** The day (account's zone) of its first declined try by the billing run; null until one. */
    firstDeclinedOn: date('first_declined_on', { mode: 'string' }),
    createdAt: createdAt(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_entity_external_id_key').on(table.billingEntityName, table.externalId),
    uniqueIndex('invoices_number_key')
      .on(table.number)
      .where(sql`${table.number} is not null`),
    index('invoices_account_date_idx').on(table.accountId, table.date, table.id),
    index('invoices_subscription_id_idx').on(table.subscriptionId),
    check('invoices_amount_check', sql`${table.amount} >= 0`),
    check(
      'invoices_status_check',
      sql`${table.status} in ('UPCOMING', 'PAID', 'FAILED', 'REFUNDED', 'REMOVED')`,
    ),
  ],
);

/**
 * The card on file of an account, as the payment gateway saved it: brand, last four digits, expiry and
 * the gateway's own reference to it. Never a card number: the browser gives the card to the gateway,
 * which gives the server a token.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The gateway that keeps the card (PAYMENT_GATEWAY) and its reference to it (not a card number). */
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_methods_last4_check', sql`${table.last4} ~ '^[0-9]{4}$'`),
    check('payment_methods_exp_month_check', sql`${table.expMonth} between 1 and 12`),
  ],
);

/**
 * The append-only log of billing: every write of the billing calls adds one row (a subscription event,
 * a staff action on an invoice, a payment, a new card) and none is ever changed. `from_status` and
 * `to_status` are billing status names (null when the account had no subscription).
 */
export const subscriptionActions = pgTable(
  'subscription_actions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** Who did it; null once that user is gone, or for a change made by the system. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('subscription_actions_account_id_idx').on(table.accountId, table.id)],
);

/**
 * The demo's test clocks (issue 26): how many days staff moved an account's clock forward. The account's
 * billing reads the time as now plus these days (store.ts `accountNow`); only demo mode writes a row
 * (`POST /api/v2/admin/accounts/{id}/test_clock/`, test-clock.ts).
 */
export const billingTestClocks = pgTable(
  'billing_test_clocks',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    advancedDays: integer('advanced_days').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('billing_test_clocks_days_check', sql`${table.advancedDays} >= 0`)],
);

/**
 * Stripe's webhook events (stripe-webhooks.ts), each stored once by Stripe's id: a replayed event finds its
 * row and changes nothing. Only what the event's work needs is kept (ids, statuses, a card's brand, last
 * four and expiry), never Stripe's whole object. `processed_at` is set by its job once the work is done.
 */
export const stripeWebhookEvents = pgTable(
  'stripe_webhook_events',
  {
    /** Stripe's event id (`evt_…`). */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [index('stripe_webhook_events_received_at_idx').on(table.receivedAt)],
);
