// The admin area's tables (issue 13, docs/decisions.md "Admin calls"): what staff keep and do: the known
// account tags, notes on accounts, shipments, support tickets, accounts moved to the other game platform,
// the resolutions of outstanding billing requests, and `admin_actions`, the append-only log of every admin
// change (who, what, when), written in the change's own transaction. The status and kind values are
// @hub/domain's (`shipmentStatuses`, `shipmentKinds`, ...), written out in the checks as billing's are.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from '../account/schema';
import { subscriptionActions } from '../billing/schema';
import { createdAt } from '../db/columns';

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
 * user, notes, shipping, shipments, renewals, request resolutions, a migration, an email resent) adds one
 * row in the change's transaction, and none is ever changed or deleted. It outlives the account
 * (`account_id` is then null; `detail` keeps what was changed).
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /**
     * `account.update`, `note.create`, `shipment.create`, `billing_request.resolve`, `account.migrate`,
     * `email.resend`, ...
     */
    action: text('action').notNull(),
    /** What it was done to: `account`, `user`, `note`, `shipment`, `shipping`, `billing_request`, `email`. */
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
