// The account: `GET /api/v2/accounts/{id}/` with its devices and coach.
import { asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { assertAccountAccess } from '../auth/access';
import { withUser } from '../auth/principal';
import { accounts, devices } from '../db/schema';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { idParam } from '../http/params';
import { route } from '../http/route';

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
}
