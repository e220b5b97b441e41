// Orders for staff (the admin bar's Orders; issue 13: `GET /api/v2/admin/orders/?page=&search=`), on the
// checkout's orders: newest first, searched by order number, email or name; each as checkout's wire
// shape of an order (src/checkout/store.ts) with its id and user.
import { orderListQuerySchema, searchTerms } from '@hub/domain';
import { count, desc, or, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { programPlans } from '../billing/schema';
import { orders } from '../checkout/schema';
import { orderJson } from '../checkout/store';
import type { AppEnv } from '../http/context';
import { paginate } from '../http/pagination';
import { route } from '../http/route';
import { checkedQuery, likeContaining, staffCall } from './staff';

export function adminOrderRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/admin/orders/', {
    GET: staffCall(async (c) => {
      const { db } = c.var.settings;
      const query = checkedQuery(c, orderListQuerySchema);
      const terms = searchTerms(query.search);
      let where: SQL | undefined;
      if (terms) {
        const like = likeContaining(terms.text);
        where = or(
          sql`lower(${orders.number}) like ${like}`,
          sql`lower(${orders.email}) like ${like}`,
          sql`lower(${orders.firstName} || ' ' || ${orders.lastName}) like ${like}`,
          ...(terms.phoneDigits ? [sql`${orders.phone} like ${likeContaining(terms.phoneDigits)}`] : []),
        );
      }
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(orders).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select()
            .from(orders)
            .where(where)
            .orderBy(desc(orders.placedAt), desc(orders.id))
            .limit(limit)
            .offset(offset),
      );
      const plans = page.results.length > 0 ? await db.select().from(programPlans) : [];
      return c.json({
        ...page,
        results: page.results.map((row) => ({
          id: row.id,
          user: row.userId,
          ...orderJson(
            row,
            plans.find((plan) => plan.id === row.planId)!,
          ),
        })),
      });
    }),
  });
}
