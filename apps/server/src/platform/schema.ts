// What belongs to no area: the outbox of emails the server sends (src/mail.ts writes it, src/platform/dev.ts
// shows it outside production).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/**
 * Emails the server sends, and how their delivery went (src/delivery): one row per email, queued in the
 * transaction of the change that sends it, with a `deliver-email` job; the job moves `status` by
 * @hub/domain's emailDeliveryTransition. `event_key` makes an email one of a kind: the same event queued
 * twice (a request replayed) is kept once.
 */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** queued, sent, retrying or failed (@hub/domain's EmailDeliveryStatus). */
    status: text('status').notNull().default('queued'),
    /** The tries so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Why the last try failed: the SMTP reply or the connection's error, never a credential. */
    lastError: text('last_error'),
    /** The Message-ID the email went with. */
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** What makes the email one of a kind (for example `reset:<token id>`); null when nothing does. */
    eventKey: text('event_key'),
    /** The HTML part, sealed like the body (which is the plain-text part); null for rows queued before it. */
    html: text('html'),
    /**
     * The attachments, sealed: a JSON array of `{ filename, contentType, content }` (content as text, e.g. a
     * call's iCalendar file); null when there are none.
     */
    attachments: text('attachments'),
    /** The account the recipient belongs to, for its timeline (null when the address is nobody's yet). */
    accountId: integer('account_id'),
  },
  (table) => [
    index('outbound_emails_to_idx').on(sql`lower(${table.toAddress})`, table.id),
    index('outbound_emails_account_idx').on(table.accountId, table.id),
    uniqueIndex('outbound_emails_event_key_idx').on(table.eventKey),
  ],
);
