// Development only (never mounted when NODE_ENV=production, see src/app.ts): the outbox, so people
// trying the demo, and the end-to-end tests, can follow the links the server sends, and see whether each
// email went (to the mail catcher `npm start` runs, or to SMTP_URL).
import { desc, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { route } from '../http/route';
import { openBody } from '../mail';
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
          if (body === null)
            log(`Outbox email ${row.id} does not open with this OUTBOX_KEY: shown without its body.`);
          return {
            id: row.id,
            to: row.toAddress,
            subject: row.subject,
            body,
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
}
