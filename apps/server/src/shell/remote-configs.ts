// Remote configuration the shell reads: the global list (docs/decisions.md: `GET /api/v2/remote_configs/list/`,
// paged) and an account's own, which staff edit one entry at a time (issue 28:
// `PATCH /api/v2/accounts/{id}/remote_configs/{config_name}/` {config_value}).
import { remoteConfigUpdateSchema } from '@hub/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { checked, recordAdminAction, staffCall } from '../admin/staff';
import { accountExists, assertAccountAccess } from '../auth/access';
import { withUser } from '../auth/principal';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
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

  // Staff only, checked before the body is read. The value is replaced whole (JSON text as typed, never
  // merged into the old one), so the entry answers as it now is; the change goes to the admin log.
  route(app, '/api/v2/accounts/:id{[0-9]+}/remote_configs/:name{[A-Za-z0-9_.-]{1,100}}/', {
    PATCH: staffCall(async (c, staff) => {
      const { db, now } = c.var.settings;
      const id = idParam(c);
      const name = c.req.param('name') ?? '';
      if (!(await accountExists(db, id)())) throw notFound();
      const { config_value } = checked(remoteConfigUpdateSchema, await readBody(c));
      const row = await db.transaction(async (tx) => {
        const where = and(eq(remoteConfigs.accountId, id), eq(remoteConfigs.configName, name));
        const [before] = await tx.select().from(remoteConfigs).where(where).for('update');
        if (!before) throw notFound();
        const at = now();
        const [after] = await tx
          .update(remoteConfigs)
          .set({ configValue: config_value, updatedAt: at })
          .where(eq(remoteConfigs.id, before.id))
          .returning();
        await recordAdminAction(tx, {
          actor: staff,
          accountId: id,
          action: 'remote_config.update',
          targetType: 'remote_config',
          targetId: before.id,
          detail: { config_name: name, from: before.configValue, to: config_value },
          at,
        });
        return after!;
      });
      return c.json(remoteConfigJson(row));
    }),
  });
}
