import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { route } from '../http/route';

const ping = sql`select 1`;

/** `GET /api/health/`: answers only when the database answers a query. */
export function healthRoutes(app: Hono<AppEnv>) {
  route(app, '/api/health/', {
    GET: async (c) => {
      const { db, databaseKind, log } = c.var.settings;
      try {
        await db.execute(ping);
      } catch (error) {
        log('Health check: the database did not answer', error);
        return c.json(
          { status: 'error', database: databaseKind, detail: 'The database is unavailable.' },
          503,
        );
      }
      return c.json({ status: 'ok', database: databaseKind });
    },
  });
}
