// The auth area's tables: browser sessions, OAuth2 tokens, password reset tokens, and the failed sign-ins
// and reset requests the throttle counts. Secrets are stored only as their SHA-256.
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/schema';
import { createdAt } from '../db/columns';

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
