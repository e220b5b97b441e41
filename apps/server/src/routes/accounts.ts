// Account-scoped reads: the account, its remote configs, and its players whose profile is incomplete.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { assertAccountAccess } from '../auth/access';
import { withUser } from '../auth/principal';
import type { Database } from '../db/database';
import { accounts, devices, players, remoteConfigs } from '../db/schema';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { remoteConfigJson } from './remote-configs';

/** Whether an account with this id exists (staff get 404 for one that does not). */
export function accountExists(db: Database, id: number) {
  return async () =>
    (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id))).length > 0;
}

export function accountRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/accounts/:id{[0-9]+}/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const id = idParam(c);
      await assertAccountAccess(user, id, async () => true);
      const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
      if (!account) throw notFound();
      const accountDevices = await db
        .select({ id: devices.id, name: devices.name, is_kiosk_mode: devices.isKioskMode })
        .from(devices)
        .where(eq(devices.accountId, id))
        .orderBy(asc(devices.id));
      return c.json({
        id: account.id,
        tags: account.tags,
        account_status: account.accountStatus,
        billing_status:
          account.billingStatusName === null ? null : { status_name: account.billingStatusName },
        devices: accountDevices,
        coach_user: account.coachUserId,
      });
    }),
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

  route(app, '/api/v2/accounts/:id{[0-9]+}/incomplete_profiles/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const id = idParam(c);
      await assertAccountAccess(user, id, accountExists(db, id));
      const where = and(
        eq(players.accountId, id),
        eq(players.isActive, true),
        isNull(players.profileCompletedAt),
      );
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(players).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select({ id: players.id, player_name: players.name })
            .from(players)
            .where(where)
            .orderBy(asc(players.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json(page);
    }),
  });
}
