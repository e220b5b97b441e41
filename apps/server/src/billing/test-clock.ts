// The demo's test clock (issue 26), as Stripe's test clocks let a tester move time: staff move one
// account's clock forward and watch the billing run act on the account's new time (a renewal, a decline
// and its dunning, the end of access) without waiting.
//
//   POST /api/v2/admin/accounts/{id}/test_clock/  {"advance_days": N}   (1 to 400; @hub/domain's testClockSchema)
//
// Demo mode and staff only: anywhere else, and to anyone else, the call does not exist (404). The days add
// up in `billing_test_clocks`; the account's billing reads its time as the server's plus those days
// (store.ts `accountNow`). The answer comes once the billing run has acted on the account's new time
// (run in the call, for that account alone): the account's time and what the run did. Each step is a row
// of the admin log.
import { testClockSchema } from '@hub/domain';
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accounts } from '../account/schema';
import { checked, recordAdminAction } from '../admin/staff';
import { withUser } from '../auth/principal';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { runBilling } from './run';
import { billingTestClocks } from './schema';
import { accountNow } from './store';

export function testClockRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/admin/accounts/:id{[0-9]+}/test_clock/', {
    POST: withUser(async (c, { user }) => {
      const settings = c.var.settings;
      if (!settings.demo || !user.isStaff) throw notFound();
      const accountId = idParam(c);
      const { advance_days: days } = checked(testClockSchema, await readBody(c));
      const at = settings.now();
      const advanced = await settings.db.transaction(async (tx) => {
        const [account] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(accounts.id, accountId))
          .for('update');
        if (!account) throw notFound();
        const [clock] = await tx
          .insert(billingTestClocks)
          .values({ accountId, advancedDays: days, updatedAt: at })
          .onConflictDoUpdate({
            target: billingTestClocks.accountId,
            set: { advancedDays: sql`${billingTestClocks.advancedDays} + ${days}`, updatedAt: at },
          })
          .returning({ days: billingTestClocks.advancedDays });
        await recordAdminAction(tx, {
          actor: user,
          accountId,
          action: 'test_clock.advance',
          targetType: 'account',
          targetId: accountId,
          detail: { advance_days: days, advanced_days: clock!.days },
          at,
        });
        return clock!.days;
      });
      const report = await runBilling(settings, at, { accountId });
      return c.json({
        account: accountId,
        advanced_days: advanced,
        now: (await accountNow(settings.db, accountId, at)).toISOString(),
        billing_run: {
          paid: report.paid,
          declined: report.declined,
          ended: report.ended,
          expired: report.expired,
        },
      });
    }),
  });
}
