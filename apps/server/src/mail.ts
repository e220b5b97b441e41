// Outgoing email. There is no mail service yet: an email is a row of `outbound_emails` (a mailer would
// send from there), and outside production the server prints a line about it so a developer can follow
// the link. `GET /api/dev/outbox/` shows the rows (src/platform/dev.ts, never in production).
import type { Database } from './db/database';
import { outboundEmails } from './db/schema';

export interface Email {
  to: string;
  subject: string;
  body: string;
}

/** Queues an email (in the caller's transaction when given one). */
export async function queueEmail(db: Pick<Database, 'insert'>, email: Email, now: Date): Promise<void> {
  await db
    .insert(outboundEmails)
    .values({ toAddress: email.to, subject: email.subject, body: email.body, createdAt: now });
}

/** The email with a link to set a new password (English: the hub has no translated emails yet). */
export function passwordResetEmail(to: string, firstName: string, link: string): Email {
  const greeting = firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,';
  return {
    to,
    subject: 'Set a new password for your customer hub account',
    body: [
      greeting,
      '',
      'Someone asked to reset the password of your customer hub account. To choose a new password, open this link within one hour:',
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}
