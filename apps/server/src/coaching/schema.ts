// The coaching area's tables (issue 14, docs/decisions.md "Coaching calls"): coaches' profiles, the calls
// families book, coaches' notes, webinars and their seats, and the messages sent to users.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from '../account/schema';
import { createdAt } from '../db/columns';

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
