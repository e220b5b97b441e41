// The hub's tables, in one pg-core schema shared by PGlite and node-postgres. Later slices (billing,
// stats, admin) add their own tables that point at these; nothing here needs reshaping for them.
import { sql } from 'drizzle-orm';
import {
  bigint,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A customer's account: the family that owns the kit, its players, devices and subscription. */
export const accounts = pgTable('accounts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  accountStatus: text('account_status').notNull().default('ACTIVE'),
  /** `billing_status.status_name` (spec section 3); the billing slice keeps the details in its tables. */
  billingStatusName: text('billing_status_name'),
  coachUserId: integer('coach_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** scrypt, with its parameters (see src/auth/passwords.ts); null when no password is set yet. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** `+<country code><digits>` (spec section 4). */
    phone: text('phone'),
    language: text('language'),
    isActive: boolean('is_active').notNull().default(true),
    isStaff: boolean('is_staff').notNull().default(false),
    isCoach: boolean('is_coach').notNull().default(false),
    isBillingUser: boolean('is_billing_user').notNull().default(false),
    /** The spec's "special user kind"; null for everyone else. */
    userKind: text('user_kind'),
    checkoutCompleted: boolean('checkout_completed').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_account_id_idx').on(table.accountId),
  ],
);

export const devices = pgTable(
  'devices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isKioskMode: boolean('is_kiosk_mode').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('devices_account_id_idx').on(table.accountId)],
);

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    inProgram: boolean('in_program').notNull().default(true),
    role: text('role'),
    firstPlayDate: date('first_play_date', { mode: 'string' }),
    /** Deactivated players stay listed with `is_active: false`. */
    isActive: boolean('is_active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Null while the player's profile is incomplete (`incomplete_profiles`). */
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('players_account_id_idx').on(table.accountId, table.id)],
);

/** Play time per player and period; one row per period, read by time range. */
export const playerActivity = pgTable(
  'player_activity',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    periodDatetime: timestamp('period_datetime', { withTimezone: true }).notNull(),
    secondsPlayed: integer('seconds_played').notNull(),
  },
  (table) => [uniqueIndex('player_activity_player_period_key').on(table.playerId, table.periodDatetime)],
);

/** Remote configuration: global when `account_id` is null, else for that account. */
export const remoteConfigs = pgTable(
  'remote_configs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    configName: text('config_name').notNull(),
    /** JSON text, handed to the client as it is stored. */
    configValue: text('config_value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('remote_configs_global_name_key')
      .on(table.configName)
      .where(sql`${table.accountId} is null`),
    uniqueIndex('remote_configs_account_name_key')
      .on(table.accountId, table.configName)
      .where(sql`${table.accountId} is not null`),
  ],
);

export const shippingAddresses = pgTable('shipping_addresses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  address1: text('address1').notNull().default(''),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  zipcode: text('zipcode').notNull().default(''),
  // @hub/domain's defaults.country and defaults.timezone, written out: drizzle-kit loads this file with
  // require(), which cannot read the workspace's TypeScript sources.
  country: text('country').notNull().default('US'),
  timezone: text('timezone').notNull().default('America/New_York'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Browser sessions (`sessionid` cookie). Only the SHA-256 of the cookie value is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** OAuth2 access tokens (Bearer). Only the SHA-256 of the token is stored. */
export const oauthAccessTokens = pgTable(
  'oauth_access_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    clientId: text('client_id').notNull(),
    scope: text('scope').notNull(),
    /** Every pair descended from one sign-in shares it; a replayed refresh token revokes the family. */
    familyId: text('family_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('oauth_access_tokens_user_id_idx').on(table.userId),
    index('oauth_access_tokens_family_id_idx').on(table.familyId),
  ],
);

/** OAuth2 refresh tokens; each belongs to the access token issued with it. */
export const oauthRefreshTokens = pgTable(
  'oauth_refresh_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessTokenId: integer('access_token_id').references(() => oauthAccessTokens.id, {
      onDelete: 'set null',
    }),
    tokenHash: text('token_hash').notNull().unique(),
    clientId: text('client_id').notNull(),
    scope: text('scope').notNull(),
    /** The sign-in this token descends from (see oauth_access_tokens.family_id). */
    familyId: text('family_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('oauth_refresh_tokens_user_id_idx').on(table.userId),
    index('oauth_refresh_tokens_family_id_idx').on(table.familyId),
    index('oauth_refresh_tokens_access_token_id_idx').on(table.accessTokenId),
  ],
);

/** Failed sign-ins, counted per email and per client address to throttle guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The lower-cased email that was tried, whether or not a user has it. */
    email: text('email').notNull(),
    clientAddress: text('client_address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('login_failures_email_idx').on(table.email, table.failedAt),
    index('login_failures_address_idx').on(table.clientAddress, table.failedAt),
  ],
);

/**
 * Single-use password reset tokens. Only the SHA-256 of the token is stored; a token is live while it is
 * neither used nor revoked and not past `expires_at` (an hour, see src/auth/password-reset.ts).
 */
/**
 * Changes of a user's sign-in email (`@hub/domain`'s email-change machine, docs/security.md): the new
 * address confirms with one token, the old one keeps its email with another; only their SHA-256 is kept.
 * A change to an address that already has an account gets no confirm token (nothing can confirm it).
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    /** pending, confirmed, cancelled or reverted. */
    state: text('state').notNull(),
    confirmTokenHash: text('confirm_token_hash').unique(),
    keepTokenHash: text('keep_token_hash').notNull().unique(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** When it reached its current state. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('email_changes_user_id_idx').on(table.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer token replaces it, or when the password changes. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

/** Password reset requests, counted per email and per client address to throttle them (as sign-ins). */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The lower-cased email asked for, whether or not a user has it. */
    email: text('email').notNull(),
    clientAddress: text('client_address').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('password_reset_requests_email_idx').on(table.email, table.requestedAt),
    index('password_reset_requests_address_idx').on(table.clientAddress, table.requestedAt),
  ],
);

/**
 * Emails the server sends. There is no mail service yet: they are kept here (and printed to the console
 * outside production); a mailer would send them from this table.
 */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('outbound_emails_to_idx').on(sql`lower(${table.toAddress})`, table.id)],
);

// --- billing (issue 10, docs/billing-api.md) ---------------------------------------------------------
// Money is an integer in minor units (cents for USD) with its ISO currency; days are `date` columns read as
// `YYYY-MM-DD` calendar days of the account's time zone. The status values are @hub/domain's
// (`billingStatusNames`, `invoiceStatuses`), written out in the checks: drizzle-kit loads this file with
// require(), which cannot read the workspace's TypeScript sources.

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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_account_id_idx').on(table.accountId, table.id),
    check(
      'subscriptions_status_check',
      sql`${table.status} in ('NOT_PURCHASED', 'ACTIVE', 'CANCEL_REQUESTED', 'CANCELLED', 'RETURN_REQUESTED', 'RETURNED', 'RENEWAL_REQUESTED')`,
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
