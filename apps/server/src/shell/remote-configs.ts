// Remote configuration the shell reads: the global list (docs/decisions.md: `GET /api/v2/remote_configs/list/`,
// paged) and an account's own.
import { asc, count, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accountExists, assertAccountAccess } from '../auth/access';
import { withUser } from '../auth/principal';
import type { AppEnv } from '../http/context';
import { paginate } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { remoteConfigs } from './schema';

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

  route(app, '/api/v2/accounts/:id{[0-9]+}/remote_configs/list/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const id = idParam(c);
      await assertAccountAccess(user, id, accountExists(db, id));
      const where = eq(remoteConfigs.accountId, id);
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
    }),
  });
}
