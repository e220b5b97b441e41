import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { route } from '../http/route';
import type { Readiness } from './readiness';

const ping = sql`select 1`;

/**
 * `GET /api/health/`, the liveness check: answers only when the database answers a query. `GET
 * /api/ready/`, the readiness check: 503 while the database does not answer or lacks migrations, and from
 * the moment the process starts shutting down (src/platform/readiness.ts).
 */
export function healthRoutes(app: Hono<AppEnv>, readiness: Readiness) {
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

  route(app, '/api/ready/', {
    GET: async (c) => {
      const problem = await readiness.problem();
      if (problem) return c.json({ status: 'unavailable', detail: problem }, 503);
      return c.json({ status: 'ready' });
    },
  });
}
