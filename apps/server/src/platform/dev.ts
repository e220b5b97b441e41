// Development only (never mounted when NODE_ENV=production, see src/app.ts): the outbox, so people
// trying the demo, and the end-to-end tests, can follow the links the server sends, and see whether each
// email went (to the mail catcher `npm start` runs, or to SMTP_URL). `html_url` of an email is its HTML
// part, rendered as the recipient's mail program shows it.
import { desc, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { route } from '../http/route';
import { notFound } from '../http/errors';
import { idParam } from '../http/params';
import { awaitsRendering, openAttachments, openBody, openHtml } from '../mail';
import { outboundEmails } from './schema';

/** How many emails the outbox shows, newest first. */
export const outboxSize = 20;

export function devRoutes(app: Hono<AppEnv>) {
  route(app, '/api/dev/outbox/', {
    // `?to=<email>` (any case) keeps that address's emails only. A body that does not open (sealed with
    // another OUTBOX_KEY, or changed in the database) is shown as null and logged, never a 500: one bad
    // row must not hide the others.
    GET: async (c) => {
      const { db, outboxKey, log } = c.var.settings;
      const to = c.req.query('to')?.trim().toLowerCase();
      const rows = await db
        .select()
        .from(outboundEmails)
        .where(to ? sql`lower(${outboundEmails.toAddress}) = ${to}` : undefined)
        .orderBy(desc(outboundEmails.id))
        .limit(outboxSize);
      return c.json({
        count: rows.length,
        results: rows.map((row) => {
          const body = openBody(outboxKey, row);
          // A receipt of the billing run has no body until its delivery job renders it: nothing to log.
          if (body === null && !awaitsRendering(outboxKey, row))
            log(`Outbox email ${row.id} does not open with this OUTBOX_KEY: shown without its body.`);
          return {
            id: row.id,
            to: row.toAddress,
            subject: row.subject,
            body,
            html_url: row.html ? `/api/dev/outbox/${row.id}/html/` : null,
            // Each file sent with it (a call's calendar entry), with its content.
            attachments: (openAttachments(outboxKey, row) ?? []).map((file) => ({
              filename: file.filename,
              content_type: file.contentType,
              content: file.content,
            })),
            created_at: row.createdAt.toISOString(),
            // How its delivery went: queued, sent (over SMTP, with this Message-ID), retrying or failed.
            status: row.status,
            message_id: row.messageId,
            last_error: row.lastError,
          };
        }),
      });
    },
  });

  route(app, '/api/dev/outbox/:id{[0-9]+}/html/', {
    // The HTML part as a page of its own. The server rendered it itself, and the hub's CSP holds for it
    // as for every answer: no script runs in it.
    GET: async (c) => {
      const { db, outboxKey } = c.var.settings;
      const [row] = await db
        .select()
        .from(outboundEmails)
        .where(eq(outboundEmails.id, idParam(c)));
      const html = row ? openHtml(outboxKey, row) : null;
      if (!html) throw notFound();
      return c.html(html);
    },
  });
}
