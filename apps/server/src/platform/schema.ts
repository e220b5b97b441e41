// What belongs to no area: the outbox of emails the server sends (src/mail.ts writes it, src/platform/dev.ts
// shows it outside production).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

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
