// The emails sent to an account, for staff (issue 25; docs/decisions.md "Admin calls"): the timeline's
// `email` source, and `POST /api/v2/admin/accounts/{id}/emails/{emailId}/resend/`, which queues a failed
// email again.
//
// An email is a row of the outbox (`outbound_emails`, src/mail.ts) whose `account_id` is the account: the
// account its recipient belonged to when it was queued. Staff see its recipient, subject and delivery
// (@hub/domain's emailDeliveryTransition moves it), never its parts: the body, the HTML and the attachments
// stay sealed in the table and are not read here.
//
// A resend is RESEND of the delivery machine (failed -> queued, the last error cleared), its delivery job
// (a new key per resend: the row's tries so far) and a row of the admin log, in one transaction holding the
// row's lock; an email that has not failed is 409, so of two staff resending it at once one wins.
import {
  emailDeliveryTransition,
  emailResendRefused,
  formatMessage,
  type EmailDeliveryStatus,
} from '@hub/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/database';
import { perDatabase } from '../db/prepared';
import { deliverEmailJob, type DeliverEmailData } from '../delivery/job-kinds';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { outboundEmails } from '../platform/schema';
import { recordAdminAction, staffCall } from './staff';
import { newestFirst, newestOf, pageEnd, totalColumn, type Newest } from './timeline-order';

/** An email on the account's timeline, as `timelineEventSchema` of @hub/api-client reads it. */
export interface EmailEvent {
  kind: 'email';
  id: string;
  at: string;
  actor: null;
  email_id: number;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
}

/** What staff see of an outbox row: everything but its sealed parts. */
const emailColumns = {
  id: outboundEmails.id,
  toAddress: outboundEmails.toAddress,
  subject: outboundEmails.subject,
  status: outboundEmails.status,
  attempts: outboundEmails.attempts,
  lastError: outboundEmails.lastError,
  sentAt: outboundEmails.sentAt,
  createdAt: outboundEmails.createdAt,
};

type EmailRow = Pick<typeof outboundEmails.$inferSelect, keyof typeof emailColumns>;

function emailEvent(row: EmailRow): EmailEvent {
  return {
    kind: 'email',
    id: String(row.id),
    at: row.createdAt.toISOString(),
    actor: null,
    email_id: row.id,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** The account's newest emails with their count (by account_id): one statement, prepared once per database. */
const newestEmails = perDatabase((db) =>
  db
    .select({ ...emailColumns, total: totalColumn() })
    .from(outboundEmails)
    .where(eq(outboundEmails.accountId, sql.placeholder('accountId')))
    .orderBy(...newestFirst(outboundEmails.createdAt, outboundEmails.id))
    .limit(pageEnd)
    .prepare('timeline_emails'),
);

/** The account's newest emails (up to `limit`) as timeline events, and their count. */
export async function emailEvents(
  db: Database,
  accountId: number,
  limit: number | null,
): Promise<Newest<EmailEvent>> {
  const { rows, total } = newestOf(await newestEmails(db).execute({ accountId, limit }));
  return { rows: rows.map(emailEvent), total };
}

/** The 409 of a resend the delivery machine refuses, in the shape of the other refused admin changes. */
const resendRefused = (from: string) =>
  new HttpError(409, {
    detail: formatMessage(emailResendRefused),
    code: 'illegal_transition',
    from,
    event: 'RESEND',
  });

export function adminEmailRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/admin/accounts/:id{[0-9]+}/emails/:emailId{[0-9]+}/resend/', {
    POST: staffCall(async (c, staff) => {
      const settings = c.var.settings;
      const accountId = idParam(c);
      const emailId = idParam(c, 'emailId');
      const ofTheAccount = and(eq(outboundEmails.id, emailId), eq(outboundEmails.accountId, accountId));
      const [found] = await settings.db
        .select({ id: outboundEmails.id })
        .from(outboundEmails)
        .where(ofTheAccount);
      if (!found) throw notFound();
      await readBody(c);
      const at = settings.now();
      const row = await settings.db.transaction(async (tx) => {
        // Two staff resending one email take turns here; the second finds it queued.
        const [locked] = await tx.select(emailColumns).from(outboundEmails).where(ofTheAccount).for('update');
        if (!locked) throw notFound();
        const from = locked.status as EmailDeliveryStatus;
        const next = emailDeliveryTransition(from, { type: 'RESEND' });
        if (!next.ok) throw resendRefused(locked.status);
        const [updated] = await tx
          .update(outboundEmails)
          .set({ status: next.status, lastError: next.reason })
          .where(eq(outboundEmails.id, emailId))
          .returning(emailColumns);
        // A key of its own per resend: the failed try's job still holds the row's first key.
        if (settings.jobs) {
          await settings.jobs.send<DeliverEmailData>(
            deliverEmailJob,
            { emailId },
            { key: `${emailId}:resend:${locked.attempts}`, in: tx },
          );
        }
        await recordAdminAction(tx, {
          actor: staff,
          accountId,
          action: 'email.resend',
          targetType: 'email',
          targetId: emailId,
          detail: { from, to: next.status, attempts: locked.attempts, last_error: locked.lastError },
          at,
        });
        return updated!;
      });
      return c.json(emailEvent(row));
    }),
  });
}
