// Outgoing email. An email is a row of `outbound_emails`, queued in the transaction of the change that sends
// it together with its `deliver-email` job (src/delivery/deliver.ts), which sends it over SMTP. Outside
// production `GET /api/dev/outbox/` shows the rows (src/platform/dev.ts, never in production).
//
// A body is stored sealed with the outbox key (src/sealing.ts): it carries a set-password link, which
// whoever reads the database (a backup, a read replica) could otherwise use for as long as it lives. The
// recipient and subject stay readable, since the outbox is looked up by recipient, and are bound to the
// sealed body, so a body moved to another row or address does not open.
import type { KeyObject } from 'node:crypto';
import { and, eq, notLike } from 'drizzle-orm';
import type { Database, Transaction } from './db/database';
import { deliverEmailJob } from './delivery/job-kinds';
import type { JobQueue } from './jobs/queue';
import { emailWriter, type Recipient } from './mail-language';
import { outboundEmails } from './platform/schema';
import { open, seal, sealedPrefix } from './sealing';

export interface Email {
  to: string;
  subject: string;
  body: string;
}

/** A row of the outbox, as far as opening its body goes. */
interface QueuedEmail {
  toAddress: string;
  subject: string;
  body: string;
}

/** What a sealed body is bound to: its recipient and subject. */
function sealedFor(to: string, subject: string): string {
  return JSON.stringify([to, subject]);
}

/** What queuing an email needs: the key that seals it, and the queue that delivers it (none in some tests). */
export interface Outbox {
  outboxKey: KeyObject;
  jobs: JobQueue | null;
}

/**
 * Queues an email in the caller's transaction: its row, the body sealed with the outbox key, and the job
 * that delivers it (keyed by the row, so it is delivered once). With an `eventKey`, the same event queued
 * again adds nothing.
 */
export async function queueEmail(
  tx: Transaction,
  outbox: Outbox,
  email: Email,
  now: Date,
  eventKey?: string,
): Promise<void> {
  const [row] = await tx
    .insert(outboundEmails)
    .values({
      toAddress: email.to,
      // A line break in a subject would start a header of its own; a name in it cannot add one.
      subject: oneLine(email.subject),
      body: seal(outbox.outboxKey, email.body, sealedFor(email.to, oneLine(email.subject))),
      createdAt: now,
      eventKey: eventKey ?? null,
    })
    .onConflictDoNothing({ target: outboundEmails.eventKey })
    .returning({ id: outboundEmails.id });
  if (row && outbox.jobs)
    await outbox.jobs.send(deliverEmailJob, { emailId: row.id }, { key: String(row.id), in: tx });
}

/** A header's text on one line: every run of line breaks (and other control characters) a space. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/**
 * The body of a queued email, or null when it does not open: sealed with another key, or changed in the
 * database since. A body in plain text does not open either (see sealPlainEmails).
 */
export function openBody(key: KeyObject, row: QueuedEmail): string | null {
  return open(key, row.body, sealedFor(row.toAddress, row.subject));
}

/**
 * Seals the bodies queued in plain text before emails were sealed, and answers how many it sealed. Run
 * at every start after the migrations, in code because a SQL migration cannot see the key. Sealing them
 * rather than reading plain bodies as they are takes the links out of the table for good, and lets
 * readers refuse every body that is not sealed. A row is rewritten only while it still holds the plain
 * body read, so two servers starting at once on one PostgreSQL seal it once.
 */
export async function sealPlainEmails(db: Database, key: KeyObject): Promise<number> {
  const plain = await db
    .select()
    .from(outboundEmails)
    .where(notLike(outboundEmails.body, `${sealedPrefix}%`));
  let sealed = 0;
  for (const row of plain) {
    const rewritten = await db
      .update(outboundEmails)
      .set({ body: seal(key, row.body, sealedFor(row.toAddress, row.subject)) })
      .where(and(eq(outboundEmails.id, row.id), eq(outboundEmails.body, row.body)))
      .returning({ id: outboundEmails.id });
    sealed += rewritten.length;
  }
  return sealed;
}

/** The email with a link to set a new password, in the user's language. */
export function passwordResetEmail(to: Recipient, link: string): Email {
  const write = emailWriter(to.language);
  return {
    to: to.email,
    subject: write.t(/*i18n*/ { id: 'Set a new password for your customer hub account' }),
    body: [
      write.greeting(to.firstName),
      '',
      write.t(
        /*i18n*/ {
          id: 'Someone asked to reset the password of your customer hub account. To choose a new password, open this link within one hour:',
        },
      ),
      '',
      link,
      '',
      write.t(
        /*i18n*/ {
          id: 'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
        },
      ),
    ].join('\n'),
  };
}
