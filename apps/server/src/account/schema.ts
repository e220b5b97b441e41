// The account area's tables: the customer's account and its users, which every other area points at, the
// account's devices and shipping address, email changes, and what the account calls of issue 12 keep
// (docs/decisions.md "Onboarding and account"): privacy choices, caregivers added, staff's custom note,
// customer interactions and erasures of personal data.
//
// Like every area's schema.ts, this file imports only drizzle-orm, db/columns.ts and other areas' schema
// files: drizzle-kit loads it (through src/db/schema.ts) with require(), which cannot read the workspace's
// TypeScript sources.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/** A customer's account: the family that owns the kit, its players, devices and subscription. */
export const accounts = pgTable(
  'accounts',
  {
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
    /**
     * The latest play of any of its players (null when none ever played), kept by a trigger on
     * player_activity in the writing statement's transaction (drizzle/0017), so staff's list sorts and
     * pages by it without reading play per account (issue 30).
     */
    lastPlayAt: timestamp('last_play_at', { withTimezone: true }),
  },
  (table) => [
    // Staff's list ordered by last play and by churn risk (admin/account-order.ts), either way, id breaking ties.
    index('accounts_last_play_at_id_idx').on(table.lastPlayAt.asc().nullsFirst(), table.id),
    index('accounts_churn_order_idx').on(
      churnGroupSql(table.billingStatusName),
      table.lastPlayAt.asc().nullsFirst(),
      table.id,
    ),
  ],
);

/**
 * How many accounts there are: one row, kept by statement triggers on accounts in the writing statement's
 * transaction (drizzle/0019), so staff's whole list answers its count without reading 100k accounts (a
 * count(*) was most of the list's time at scale, issue 30). A filtered list or a search still counts its
 * matches.
 */
export const accountCount = pgTable(
  'account_count',
  {
    /** Always true: the table's one row. */
    one: boolean('one').primaryKey().default(true),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (table) => [check('account_count_one_row', sql`${table.one}`)],
);

/**
 * An account's group in staff's churn-risk order, before its last play (admin/account-order.ts): 0 when
 * a cancel is requested, 2 when its subscription ended (cancelled, returned: never at risk), 1 otherwise.
 * It reads `billing_status_name`, which mirrors the subscription's status (billing/store.ts). The names are
 * @hub/domain's billingStatusNames written out (drizzle-kit cannot load the domain); a test checks them.
 */
export function churnGroupSql(status: AnyPgColumn) {
  return sql<number>`(case when upper(${status}) = 'CANCEL_REQUESTED' then 0 when upper(${status}) in ('CANCELLED', 'RETURNED') then 2 else 1 end)`;
}

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
    // Staff's account search looks for text anywhere in an email, a name or a phone (`like '%...%'`):
    // trigram indexes (pg_trgm, loaded into PGlite too: db/database.ts) answer it without reading every
    // user (issue 30). The expressions are the search's own (admin/accounts.ts listConditions).
    index('users_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
    index('users_name_trgm_idx').using(
      'gin',
      sql`lower(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
    ),
    index('users_phone_trgm_idx').using('gin', sql`${table.phone} gin_trgm_ops`),
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
