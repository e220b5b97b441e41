// Delivers the outbox over SMTP: the `deliver-email` job (job-kinds.ts) sends one row, and moves it by
// @hub/domain's emailDeliveryTransition: sent (with its Message-ID), retrying after a temporary failure
// (the job is tried again, with backoff), failed after a permanent refusal (SMTP 5xx) or the last try.
//
// Once: the job is keyed by the row, so one process claims it; a row already sent or failed is left
// alone, so a try that runs again sends nothing again. What stays possible is the rare crash between the
// SMTP server's "250 OK" and the row's update: the next try sends again, with the same Message-ID, which
// lets the recipient's mail system drop the copy.
//
// An email queued to be rendered at delivery (src/mail.ts `renderAtDelivery`: the billing run's receipts)
// is rendered by its first try, and its parts are stored sealed in its row as a rendered email's are, so
// the outbox keeps what was sent and a later try sends the same words.
import { and, eq, sql } from 'drizzle-orm';
import { emailDeliveryTransition, type EmailDeliveryEvent, type EmailDeliveryStatus } from '@hub/domain';
import type { Database } from '../db/database';
import type { Job, JobQueue } from '../jobs/queue';
import { openAttachments, openBody, openHtml, renderStoredLetter } from '../mail';
import { outboundEmails } from '../platform/schema';
import { deliverEmailJob, type DeliverEmailData } from './job-kinds';
import { smtpFailure, type MailTransport } from './transport';
import type { KeyRing } from '../sealing';

export interface DeliverySettings {
  db: Database;
  outboxKey: KeyRing;
  /** The hub's public origin: the Message-ID's domain. */
  publicUrl: string;
  now: () => Date;
  log: (message: string, error?: unknown) => void;
  /** Counts each try's outcome (src/observability/metrics.ts). */
  metrics?: { emailDelivery(outcome: DeliveryOutcome): void };
}

export interface Mailer {
  transport: MailTransport;
  /** The From of every email (MAIL_FROM). */
  from: string;
}

/** How a try ended. */
export type DeliveryOutcome = 'sent' | 'retrying' | 'failed' | 'skipped';

/** The Message-ID of an outbox row: the same on every try, so a copy sent twice is one message. */
export function messageIdFor(emailId: number, publicUrl: string): string {
  return `<hub-email-${emailId}@${new URL(publicUrl).hostname}>`;
}

/** Thrown to have the job tried again; its message is the reason staff see. */
class Deferred extends Error {}

/** One try at delivering outbox row `emailId`. Throws (Deferred) when the job should be tried again. */
export async function deliverEmail(
  settings: DeliverySettings,
  mailer: Mailer,
  emailId: number,
  { lastTry }: { lastTry: boolean },
): Promise<DeliveryOutcome> {
  const { db } = settings;
  const [read] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, emailId));
  // Gone (erased with its person) or already done: nothing to send.
  if (!read || (read.status !== 'queued' && read.status !== 'retrying')) return 'skipped';
  let row = read;
  const from = row.status as EmailDeliveryStatus;

  /** Moves the row by the machine, only from the status it was read in. */
  const move = async (event: EmailDeliveryEvent, changes: Partial<typeof outboundEmails.$inferInsert>) => {
    const next = emailDeliveryTransition(from, event);
    if (!next.ok) throw new Error(`Email ${emailId}: ${event.type} cannot happen when ${from}.`);
    await db
      .update(outboundEmails)
      .set({
        ...changes,
        status: next.status,
        lastError: next.reason,
        attempts: sql`${outboundEmails.attempts} + 1`,
      })
      .where(and(eq(outboundEmails.id, emailId), eq(outboundEmails.status, from)));
    return next.status;
  };

  let written: Awaited<ReturnType<typeof renderStoredLetter>>;
  try {
    written = await renderStoredLetter(settings, row);
  } catch (error) {
    const reason = `Not sent: it could not be written (${(error as Error).message})`;
    settings.log(`Email ${emailId} failed: ${reason}`);
    await move({ type: 'REFUSED', reason }, {});
    return 'failed';
  }
  if (written) {
    // Only over the body read: a row changed meanwhile (erased, sealed again) is left as it is.
    await db
      .update(outboundEmails)
      .set({ body: written.body, html: written.html })
      .where(and(eq(outboundEmails.id, emailId), eq(outboundEmails.body, row.body)));
    row = { ...row, body: written.body, html: written.html };
  }

  const body = openBody(settings.outboxKey, row);
  const html = row.html ? openHtml(settings.outboxKey, row) : undefined;
  const attachments = openAttachments(settings.outboxKey, row);
  if (body === null || html === null || attachments === null) {
    settings.log(`Email ${emailId} does not open with this OUTBOX_KEY: marked failed, not sent.`);
    await move({ type: 'REFUSED', reason: 'Not sent: its body does not open with this OUTBOX_KEY' }, {});
    return 'failed';
  }

  const messageId = messageIdFor(emailId, settings.publicUrl);
  try {
    const info = await mailer.transport.sendMail({
      from: mailer.from,
      to: row.toAddress,
      subject: row.subject,
      // Both parts, so every mail program shows one: multipart/alternative, the text first.
      text: body,
      ...(html ? { html } : {}),
      attachments: attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
      messageId,
    });
    await move({ type: 'ACCEPTED' }, { messageId: info.messageId || messageId, sentAt: settings.now() });
    return 'sent';
  } catch (error) {
    const failure = smtpFailure(error);
    if (failure.permanent || lastTry) {
      const reason = failure.permanent ? failure.reason : `Gave up after the last try: ${failure.reason}`;
      settings.log(`Email ${emailId} failed: ${reason}`);
      await move({ type: 'REFUSED', reason }, {});
      return 'failed';
    }
    await move({ type: 'DEFERRED', reason: failure.reason }, {});
    throw new Deferred(failure.reason);
  }
}

/** Works the `deliver-email` jobs in this process. */
export async function startEmailDelivery(
  settings: DeliverySettings,
  mailer: Mailer,
  jobs: JobQueue,
): Promise<void> {
  await jobs.define(deliverEmailJob);
  await jobs.work<DeliverEmailData>(deliverEmailJob, async (job: Job<DeliverEmailData>) => {
    try {
      const outcome = await deliverEmail(settings, mailer, job.data.emailId, { lastTry: job.lastTry });
      settings.metrics?.emailDelivery(outcome);
    } catch (error) {
      if (error instanceof Deferred) settings.metrics?.emailDelivery('retrying');
      throw error;
    }
  });
}
