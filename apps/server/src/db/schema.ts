// The hub's tables, in one pg-core schema shared by PGlite and node-postgres. Later slices (billing,
// stats, admin) add their own tables that point at these; nothing here needs reshaping for them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
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
