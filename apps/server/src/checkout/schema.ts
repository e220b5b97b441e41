// The checkout area's tables (issue 11, docs/decisions.md "Checkout"): promo codes, orders and the attempts
// at placing them. Money is an integer in minor units with its ISO currency, as in billing; an order's
// amounts are @hub/domain's `orderTotals()` and its first invoice (billing's `invoices`) is written with the
// same total. The order states are @hub/domain's (`orderStates`), written out in the check as billing's are.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from '../account/schema';
import { invoices, programPlans, subscriptions } from '../billing/schema';
import { createdAt } from '../db/columns';

/** Promo codes (`GET /api/v2/billing/promo/{code}`): a percentage or an amount off the first charge. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The code's id on the wire (`external_id`). */
    externalId: text('external_id').notNull().unique(),
    /** The code as typed, in upper case (looked up without regard to case). */
    code: text('code').notNull().unique(),
    percentOff: integer('percent_off'),
    /** Minor units of `currency`. */
    amountOff: integer('amount_off'),
    currency: text('currency'),
    /** From this instant on the code is refused as expired; null never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('promo_codes_code_check', sql`${table.code} ~ '^[A-Z0-9_-]{1,32}$'`),
    check(
      'promo_codes_percent_off_check',
      sql`${table.percentOff} is null or ${table.percentOff} between 1 and 100`,
    ),
    check(
      'promo_codes_amount_off_check',
      sql`${table.amountOff} is null or (${table.amountOff} > 0 and ${table.currency} is not null)`,
    ),
    check(
      'promo_codes_discount_check',
      sql`${table.percentOff} is not null or ${table.amountOff} is not null`,
    ),
  ],
);

/** Numbers of orders (`ORD-2026-0001`): one sequence. */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 1 });

/**
 * Orders of the checkout. `placed` once the card was saved and the first charge went through; `confirmed`
 * once `order/confirm/` made the family's user and account (or completed the signed-in customer's
 * checkout) with the subscription and its first invoice. The client's idempotency key is unique: a double
 * submit or a retry finds the order the first made. The confirmation token (only its SHA-256 to look it
 * up, and sealed with the outbox key so a retried submit can be answered it again) lets the browser that
 * placed the order confirm it.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    number: text('number').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** SHA-256 of what the submit asked for: the same key with other details is refused. */
    requestHash: text('request_hash').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    confirmTokenSealed: text('confirm_token_sealed').notNull(),
    /** placed or confirmed. */
    state: text('state').notNull(),
    /** The signed-in customer who placed it, or the family's new user once confirmed. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    planId: text('plan_id')
      .notNull()
      .references(() => programPlans.id),
    /** The checkout's plan tag it was placed under. */
    tag: text('tag').notNull().default('default'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** `+<code><digits>`. */
    phone: text('phone').notNull(),
    /** The UI language it was placed in (the new user's language). */
    language: text('language').notNull().default('en'),
    /** `{address1, address2, city, state, zipcode, country, timezone}`. */
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>().notNull(),
    /** Null when it is the shipping address. */
    billingAddress: jsonb('billing_address').$type<Record<string, string> | null>(),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    shipping: integer('shipping').notNull(),
    taxes: integer('taxes').notNull(),
    total: integer('total').notNull(),
    recurringTotal: integer('recurring_total'),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    /** The card as the gateway saved it: brand, last four, expiry, its reference. Never a card number. */
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardExpMonth: integer('card_exp_month').notNull(),
    cardExpYear: integer('card_exp_year').notNull(),
    chargeId: text('charge_id').notNull(),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** The first invoice (PAID, the order's total), once confirmed. */
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    conversionTrackedAt: timestamp('conversion_tracked_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_id_idx').on(table.userId, table.id),
    index('orders_account_id_idx').on(table.accountId, table.id),
    check('orders_state_check', sql`${table.state} in ('placed', 'confirmed')`),
    check(
      'orders_amounts_check',
      sql`${table.subtotal} >= 0 and ${table.discount} >= 0 and ${table.shipping} >= 0 and ${table.taxes} >= 0 and ${table.total} = ${table.subtotal} - ${table.discount} + ${table.shipping} + ${table.taxes}`,
    ),
  ],
);

/**
 * Order trials: every attempt at placing an order, placed or refused by the payment gateway (the spec's
 * "order trials", `GET /api/v2/billing/order_trials/`). Append-only.
 */
export const orderTrials = pgTable(
  'order_trials',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The signed-in customer who tried, or the family's user once their order is confirmed. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    planId: text('plan_id').notNull(),
    promoCode: text('promo_code'),
    /** placed or declined. */
    outcome: text('outcome').notNull(),
    /** The sentence the family was shown when declined (spec section 8); null when placed. */
    detail: text('detail'),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('order_trials_user_id_idx').on(table.userId, table.id),
    check('order_trials_outcome_check', sql`${table.outcome} in ('placed', 'declined')`),
  ],
);
