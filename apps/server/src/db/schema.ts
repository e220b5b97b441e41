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
    /** The child's birth date; with the name it makes the profile complete (stats, issue 12). */
    birthDate: date('birth_date', { mode: 'string' }),
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

// --- stats (issue 12, docs/decisions.md "Player stats") ------------------------------------------------
// A player's game settings, the acorns given to them, their heart-rate moments (rises, cool-downs and the
// cooldown events of the game) and the surveys they answered (the experiment variants a player is in are
// onboarding's `account_experiments`). Every change a parent makes to a player is one row of
// `player_changes` (append-only), written in the same transaction as the change.

/** The game settings of a player: the heart-rate gauge's target zone and the chase speed. */
export const playerGameSettings = pgTable(
  'player_game_settings',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    hrGaugeLowBpm: integer('hr_gauge_low_bpm').notNull().default(100),
    hrGaugeHighBpm: integer('hr_gauge_high_bpm').notNull().default(160),
    /** `slow`, `normal` or `fast` (@hub/domain's chaseSpeeds). */
    chaseSpeed: text('chase_speed').notNull().default('normal'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'player_game_settings_gauge_check',
      sql`${table.hrGaugeLowBpm} between 60 and 220 and ${table.hrGaugeHighBpm} between 60 and 220 and ${table.hrGaugeLowBpm} < ${table.hrGaugeHighBpm}`,
    ),
    check('player_game_settings_speed_check', sql`${table.chaseSpeed} in ('slow', 'normal', 'fast')`),
  ],
);

/** Acorns given to a player (the game's reward); the balance is their sum. Append-only. */
export const acornGrants = pgTable(
  'acorn_grants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    note: text('note'),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('acorn_grants_player_id_idx').on(table.playerId),
    check('acorn_grants_amount_check', sql`${table.amount} between 1 and 500`),
  ],
);

/** A rise of the heart rate during play: from `start_bpm` to `peak_bpm` over `duration_seconds`. */
export const hrRises = pgTable(
  'hr_rises',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    startBpm: integer('start_bpm').notNull(),
    peakBpm: integer('peak_bpm').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
  },
  (table) => [uniqueIndex('hr_rises_player_started_key').on(table.playerId, table.startedAt)],
);

/** A cool-down after play: the heart rate from `from_bpm` down to `to_bpm` over `duration_seconds`. */
export const coolDowns = pgTable(
  'cool_downs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    fromBpm: integer('from_bpm').notNull(),
    toBpm: integer('to_bpm').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
  },
  (table) => [uniqueIndex('cool_downs_player_started_key').on(table.playerId, table.startedAt)],
);

/** What the game recorded about a cool-down: prompted, started, completed or skipped. */
export const cooldownEvents = pgTable(
  'cooldown_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    coolDownId: bigint('cool_down_id', { mode: 'number' }).references(() => coolDowns.id, {
      onDelete: 'set null',
    }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** @hub/domain's cooldownEventKinds. */
    kind: text('kind').notNull(),
    bpm: integer('bpm'),
  },
  (table) => [
    index('cooldown_events_player_occurred_idx').on(table.playerId, table.occurredAt),
    check(
      'cooldown_events_kind_check',
      sql`${table.kind} in ('prompted', 'started', 'completed', 'skipped')`,
    ),
  ],
);

/** Surveys players are asked in the game. */
export const surveys = pgTable('surveys', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  createdAt: createdAt(),
});

/** A player's answer to a survey (when; the answers stay in the form service). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('survey_responses_survey_player_key').on(table.surveyId, table.playerId)],
);

/** The append-only log of changes to players: who changed what, with the fields sent. */
export const playerChanges = pgTable(
  'player_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** `create`, `update`, `patch`, `hr_gauge`, `chase_speed`, `acorns`. */
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('player_changes_player_id_idx').on(table.playerId, table.id)],
);

// --- onboarding and account (issue 12, docs/decisions.md "Onboarding and account") -------------------

/**
 * What a user has done, by action name (`GET /api/v1/user_actions/`, `GET /api/v1/actions/has_done`): an
 * onboarding step is passed once its action is here (@hub/domain `onboardingProgress`). Once per action.
 */
export const userActions = pgTable(
  'user_actions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('user_actions_user_action_key').on(table.userId, table.action)],
);

/** Answers to the form service's forms (`GET/POST /api/v2/user/form_responses/`), newest last. */
export const formResponses = pgTable(
  'form_responses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    form: text('form').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('form_responses_user_id_idx').on(table.userId, table.id)],
);

/**
 * What completed a player's profile in onboarding: the birth year only (the least that makes the games
 * fit the child's age); `players.profile_completed_at` is set in the same transaction.
 */
export const playerProfiles = pgTable(
  'player_profiles',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    birthYear: integer('birth_year').notNull(),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('player_profiles_birth_year_check', sql`${table.birthYear} between 1900 and 2200`)],
);

/** A user's privacy and community choices: marketing opt-out (with when) and social access. */
export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** When the user opted out of marketing emails; null while they get them. */
  marketingOptOutAt: timestamp('marketing_opt_out_at', { withTimezone: true }),
  /** The user asked to be in the community's social group. */
  socialAccess: boolean('social_access').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A caregiver added to an account: who added whom, and when (the account's users are `users`). */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('account_invitations_account_id_idx').on(table.accountId, table.id)],
);

/** A note staff keep for a family to read (`GET /api/v1/accounts/{id}/custom_note/`). */
export const accountCustomNotes = pgTable('account_custom_notes', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  note: text('note').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The experiments an account (or one of its players) takes part in: `experimental_data`'s variants. */
export const accountExperiments = pgTable(
  'account_experiments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    campaignName: text('campaign_name').notNull(),
    variantName: text('variant_name').notNull(),
  },
  (table) => [index('account_experiments_account_id_idx').on(table.accountId, table.id)],
);

/** What a family did that support should see (`/api/v1/accounts/{id}/customer_interactions/`). */
export const customerInteractions = pgTable(
  'customer_interactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    summary: text('summary').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('customer_interactions_account_id_idx').on(table.accountId, table.id)],
);

/**
 * Erasures of personal data (`gdpr_forget`): who asked, what was erased (`user`: that person; `account`:
 * the family's account and everyone on it), when. Kept to show the request was honoured; no personal data.
 */
export const dataErasures = pgTable(
  'data_erasures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    scope: text('scope').notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('data_erasures_scope_check', sql`${table.scope} in ('user', 'account')`)],
);

// --- checkout (issue 11, docs/decisions.md "Checkout") -------------------------------------------------
// Promo codes, orders and the attempts at placing them. Money is an integer in minor units with its ISO
// currency, as in billing; an order's amounts are @hub/domain's `orderTotals()` and its first invoice
// (billing's `invoices`) is written with the same total. The order states are @hub/domain's
// (`orderStates`), written out in the check as billing's are.

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

// --- admin (issue 13, docs/decisions.md "Admin calls") -------------------------------------------------
// What staff keep and do: the known account tags, notes on accounts, shipments, support tickets, accounts
// moved to the other game platform, the resolutions of outstanding billing requests, and `admin_actions`,
// the append-only log of every admin change (who, what, when), written in the change's own transaction.
// The status and kind values are @hub/domain's (`shipmentStatuses`, `shipmentKinds`, ...), written out in
// the checks as billing's are.

/** The tags staff may put on accounts (`accounts.tags` holds them by name). */
export const accountTags = pgTable(
  'account_tags',
  {
    name: text('name').primaryKey(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [check('account_tags_name_check', sql`${table.name} ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$'`)],
);

/** Staff's notes on an account, newest first, each with its author (null once that user is gone). */
export const accountNotes = pgTable(
  'account_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('account_notes_account_id_idx').on(table.accountId, table.id),
    check('account_notes_text_check', sql`char_length(${table.text}) between 1 and 2000`),
  ],
);

/**
 * What was sent to a family: the kit, a replacement sensor, ... to the address it had then (a copy, so a
 * later move does not rewrite where a parcel went). `status` moves by @hub/domain's shipment machine.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** `{name, address1, address2, city, state, zipcode, country}` at the time it was made. */
    address: jsonb('address').$type<Record<string, string>>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('shipments_account_id_idx').on(table.accountId, table.id),
    index('shipments_status_idx').on(table.status, table.id),
    check(
      'shipments_status_check',
      sql`${table.status} in ('pending', 'shipped', 'delivered', 'returned', 'cancelled')`,
    ),
    check(
      'shipments_kind_check',
      sql`${table.kind} in ('kit', 'replacement_sensor', 'replacement_tablet', 'replacement_strap', 'return_label')`,
    ),
  ],
);

/** A user's tickets at the help desk, as it reports them (read-only here). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The help desk's own id of the ticket. */
    externalId: text('external_id').notNull().unique(),
    subject: text('subject').notNull(),
    /** open, pending, solved or closed. */
    status: text('status').notNull(),
    /** email, phone or chat. */
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('support_tickets_user_id_idx').on(table.userId, table.id),
    check('support_tickets_status_check', sql`${table.status} in ('open', 'pending', 'solved', 'closed')`),
    check('support_tickets_channel_check', sql`${table.channel} in ('email', 'phone', 'chat')`),
  ],
);

/**
 * Accounts moved to the other game platform: one row per account, never changed (the primary key refuses a
 * second migration), with who confirmed it and what they typed to confirm.
 */
export const accountMigrations = pgTable('account_migrations', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  migratedBy: integer('migrated_by').references(() => users.id, { onDelete: 'set null' }),
  migratedAt: timestamp('migrated_at', { withTimezone: true }).notNull(),
  confirmation: text('confirmation').notNull(),
});

/**
 * How staff resolved an outstanding billing request. A request is the billing log's row that opened it
 * (`subscription_actions`: CANCEL_REQUEST, RETURN_REQUEST, RENEW_REQUEST, PAYMENT_UPDATE_EMAIL); it is
 * resolved at most once (unique), so of two staff resolving it at once one wins and the other gets 409.
 */
export const billingRequestResolutions = pgTable(
  'billing_request_resolutions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requestActionId: integer('request_action_id')
      .notNull()
      .unique()
      .references(() => subscriptionActions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    decision: text('decision').notNull(),
    note: text('note'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('billing_request_resolutions_account_id_idx').on(table.accountId),
    check(
      'billing_request_resolutions_kind_check',
      sql`${table.kind} in ('return', 'renewal', 'cancel', 'update_email')`,
    ),
  ],
);

/**
 * The append-only log of the admin area: every change staff make (an account's status, tags or coach, a
 * user, notes, shipping, shipments, renewals, request resolutions, a migration) adds one row in the
 * change's transaction, and none is ever changed or deleted. It outlives the account (`account_id` is
 * then null; `detail` keeps what was changed).
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** `account.update`, `note.create`, `shipment.create`, `billing_request.resolve`, `account.migrate`, ... */
    action: text('action').notNull(),
    /** What it was done to: `account`, `user`, `note`, `shipment`, `shipping`, `billing_request`. */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('admin_actions_account_id_idx').on(table.accountId, table.id),
    index('admin_actions_actor_id_idx').on(table.actorId, table.id),
  ],
);

// --- Coaching and content (issue 14, docs/decisions.md "Coaching calls") ---

/**
 * A coach's profile (a user with `is_coach`): what families see, the zone and weekly hours their free slots
 * are cut from, the booking widget's id and the secret token of their calendar feed.
 */
export const coachProfiles = pgTable(
  'coach_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text('bio').notNull().default(''),
    photoUrl: text('photo_url').notNull().default(''),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{en}'::text[]`),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    /** `[{weekday (0 = Sunday), start 'HH:MM', end 'HH:MM'}]` in the coach's zone. */
    weeklyHours: jsonb('weekly_hours')
      .$type<{ weekday: 0 | 1 | 2 | 3 | 4 | 5 | 6; start: string; end: string }[]>()
      .notNull()
      .default([]),
    /** The public id families book with (`widget_id`). */
    widgetId: text('widget_id').notNull(),
    /** 32 random bytes, base64url: the path of the coach's calendar feed (no sign-in). */
    calendarToken: text('calendar_token').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coach_profiles_widget_id_key').on(table.widgetId),
    uniqueIndex('coach_profiles_calendar_token_key').on(table.calendarToken),
  ],
);

/** A coaching call a family booked with a coach; only one scheduled call per coach and start. */
export const coachingCalls = pgTable(
  'coaching_calls',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    coachUserId: integer('coach_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who booked it (a user of the account). */
    bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('scheduled'),
    ref: text('ref'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the reminder a day ahead was sent (src/coaching/reminders.ts), or when it was found not needed (a
     * call moved to less than a day ahead); null while it is still to come. Cleared when the call moves.
     */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('coaching_calls_coach_slot_key')
      .on(table.coachUserId, table.startsAt)
      .where(sql`${table.status} = 'scheduled'`),
    index('coaching_calls_account_id_idx').on(table.accountId, table.startsAt),
    index('coaching_calls_coach_idx').on(table.coachUserId, table.startsAt),
    // The calls still to be reminded, which the reminder run looks for every minute.
    index('coaching_calls_reminder_due_idx')
      .on(table.startsAt)
      .where(sql`${table.status} = 'scheduled' and ${table.remindedAt} is null`),
    check(
      'coaching_calls_status_check',
      sql`${table.status} in ('scheduled', 'completed', 'cancelled', 'missed')`,
    ),
  ],
);

/** A coach's note about a client family (coaches and staff read them, never the family). */
export const coachNotes = pgTable(
  'coach_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('coach_notes_account_id_idx').on(table.accountId, table.id)],
);

/** A webinar a coach hosts, with a fixed number of seats. */
export const webinars = pgTable(
  'webinars',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The host's zone, shown beside the reader's. */
    timeZone: text('time_zone').notNull(),
    language: text('language').notNull().default('en'),
    capacity: integer('capacity').notNull(),
    hostUserId: integer('host_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('webinars_starts_at_idx').on(table.startsAt),
    check('webinars_capacity_check', sql`${table.capacity} >= 0`),
  ],
);

/** A user's seat at a webinar (one per user and webinar). */
export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('webinar_registrations_webinar_user_key').on(table.webinarId, table.userId),
    index('webinar_registrations_user_id_idx').on(table.userId),
  ],
);

/** What was sent to a user (an email queued, an SMS), as coaches and staff look it up. */
export const sentMessages = pgTable(
  'sent_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** `coaching_booked`, `coaching_cancelled`, `coaching_rescheduled`, `coaching_reminder`, ... */
    type: text('type').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sent_messages_user_id_idx').on(table.userId, table.sentAt),
    check('sent_messages_channel_check', sql`${table.channel} in ('sms', 'email')`),
  ],
);

/** Resources and tutorials, one row per item and language (English is the one that stands in). */
export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    section: text('section').notNull(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    url: text('url').notNull().default(''),
    durationMinutes: integer('duration_minutes'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    published: boolean('published').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('content_items_section_slug_language_key').on(table.section, table.slug, table.language),
    check('content_items_section_check', sql`${table.section} in ('resource', 'tutorial')`),
    check('content_items_kind_check', sql`${table.kind} in ('article', 'video', 'game_directions')`),
  ],
);
