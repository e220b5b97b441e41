// The global remote configuration (docs/decisions.md: `GET /api/v2/remote_configs/list/`, paged).
import { asc, count, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { withUser } from '../auth/principal';
import { remoteConfigs } from '../db/schema';
import type { AppEnv } from '../http/context';
import { paginate } from '../http/pagination';
import { route } from '../http/route';

/** A remote config as the client reads it; `config_value` is the stored JSON text, unparsed. */
export function remoteConfigJson(row: typeof remoteConfigs.$inferSelect) {
  return {
    config_name: row.configName,
    config_value: row.configValue,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function remoteConfigRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/remote_configs/list/', {
    // Not account-scoped: a blocked account's user reads it too (the sunset check needs it).
    GET: withUser(
      async (c) => {
        const { db } = c.var.settings;
        const where = isNull(remoteConfigs.accountId);
        const page = await paginate(
          c,
          async () => (await db.select({ n: count() }).from(remoteConfigs).where(where))[0]!.n,
          (limit, offset) =>
            db
              .select()
              .from(remoteConfigs)
              .where(where)
              .orderBy(asc(remoteConfigs.id))
              .limit(limit)
              .offset(offset),
        );
        return c.json({ ...page, results: page.results.map(remoteConfigJson) });
      },
      { allowBlocked: true },
    ),
  });
}
