// Reading orders (docs/decisions.md "Checkout"): the promo code a family types, the caller's own orders
// with their most recent confirmed one, the order trials (staff: everyone's; a customer: their own), and
// an account's last order (billing's call, whose shape is the order's).
import { normalizePromoCode, formatMessage, isPromoExpired, promoMessages } from '@hub/domain';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accountExists, assertAccountAccess } from '../auth/access';
import { withUser } from '../auth/principal';
import { planById } from '../billing/plans';
import type { AppEnv } from '../http/context';
import { forbidden, HttpError, invalid, notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { orders, orderTrials } from './schema';
import { lastAccountOrder, orderJson, orderTrialJson, promoByCode, promoJson, withPlans } from './store';

/** `?user=` of the order trials: absent is null; anything but an id is 400. */
function userQuery(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  if (raw.length > 10 || !/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647) {
    throw invalid({ user: ['A valid integer is required.'] });
  }
  return Number(raw);
}

export function orderListRoutes(app: Hono<AppEnv>) {
  // No sign-in: a family types the code before they have an account. The code is bounded and checked
  // (`normalizePromoCode`) before it is looked up; an unknown and an expired code answer 404, with a
  // `code` saying which, and the plan decides whether an amount off fits its currency (the client and
  // the order check it).
  route(app, '/api/v2/billing/promo/:code', {
    GET: async (c) => {
      const { db, now } = c.var.settings;
      const code = normalizePromoCode(c.req.param('code'));
      const row = code ? await promoByCode(db, code) : null;
      if (!row) throw new HttpError(404, { detail: formatMessage(promoMessages.unknown), code: 'unknown' });
      const promo = promoJson(row);
      if (isPromoExpired(promo, now())) {
        throw new HttpError(404, { detail: formatMessage(promoMessages.expired), code: 'expired' });
      }
      return c.json(promo);
    },
  });

  // The caller's orders, newest first, and `recentConfirmedOrder`: their newest confirmed one (or null).
  route(app, '/api/v2/user/info/orders/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const mine = eq(orders.userId, user.id);
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(orders).where(mine))[0]!.n,
        (limit, offset) =>
          db.select().from(orders).where(mine).orderBy(desc(orders.id)).limit(limit).offset(offset),
      );
      const [recent] = await db
        .select()
        .from(orders)
        .where(and(mine, eq(orders.state, 'confirmed')))
        .orderBy(desc(orders.id))
        .limit(1);
      return c.json({
        ...page,
        results: await withPlans(db, page.results),
        recentConfirmedOrder: recent ? (await withPlans(db, [recent]))[0]! : null,
      });
    }),
  });

  // Every attempt at placing an order, newest first: staff see everyone's (or one user's with `?user=`);
  // anyone else their own, and 403 for another user's.
  route(app, '/api/v2/billing/order_trials/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const asked = userQuery(c.req.query('user'));
      if (!user.isStaff && asked !== null && asked !== user.id) throw forbidden();
      const who = user.isStaff ? asked : user.id;
      const where: SQL | undefined = who === null ? undefined : eq(orderTrials.userId, who);
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(orderTrials).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select()
            .from(orderTrials)
            .where(where)
            .orderBy(desc(orderTrials.id))
            .limit(limit)
            .offset(offset),
      );
      const ids = page.results.flatMap((row) => (row.orderId === null ? [] : [row.orderId]));
      const numbers =
        ids.length === 0
          ? []
          : await db
              .select({ id: orders.id, number: orders.number })
              .from(orders)
              .where(inArray(orders.id, ids));
      return c.json({
        ...page,
        results: page.results.map((row) =>
          orderTrialJson(row, numbers.find((order) => order.id === row.orderId)?.number ?? null),
        ),
      });
    }),
  });

  // The account's last order: its users and staff; 404 while it has none (the client ignores it).
  route(app, '/api/v2/billing/accounts/:id{[0-9]+}/order/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const accountId = idParam(c);
      await assertAccountAccess(user, accountId, accountExists(db, accountId));
      const row = await lastAccountOrder(db, accountId);
      if (!row) throw notFound();
      const plan = (await planById(db, row.planId))!;
      return c.json(orderJson(row, plan));
    }),
  });
}
