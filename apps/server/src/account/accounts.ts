// The account: `GET /api/v2/accounts/{id}/` with its devices, its users (caregivers included) and coach.
import type { AccountUserStatus } from '@hub/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { assertAccountAccess } from '../auth/access';
import { withUser } from '../auth/principal';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { accounts, devices, users } from './schema';

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
      // Everyone who can sign in to the account, or will once they choose a password (an invitation).
      const accountUsers = await db
        .select({
          id: users.id,
          first_name: users.firstName,
          last_name: users.lastName,
          email: users.email,
          is_billing_user: users.isBillingUser,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .where(and(eq(users.accountId, id), eq(users.isActive, true)))
        .orderBy(asc(users.id));
      return c.json({
        id: account.id,
        tags: account.tags,
        account_status: account.accountStatus,
        billing_status:
          account.billingStatusName === null ? null : { status_name: account.billingStatusName },
        devices: accountDevices,
        users: accountUsers.map(({ passwordHash, ...row }) => ({
          ...row,
          status: (passwordHash === null ? 'invited' : 'active') satisfies AccountUserStatus,
        })),
        coach_user: account.coachUserId,
      });
    }),
  });
}
