// The checkout area's queries and wire shapes: an order as the client reads it (docs/decisions.md
// "Checkout"), its trials, and the promo codes.
import { isOrderState, type OrderStatus } from '@hub/domain';
import { and, desc, eq, like, notLike, or, sql } from 'drizzle-orm';
import { subscriptionPlanJson, type PlanRow } from '../billing/plans';
import { programPlans } from '../billing/schema';
import type { Db } from '../billing/store';
import { reseal, sealedPrefixes, type KeyRing, type ResealCount } from '../sealing';
import { orders, promoCodes, type orderTrials } from './schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderTrialRow = typeof orderTrials.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** The order as @hub/domain's machine holds it (the column's check allows only the machine's states). */
export function orderStatus(row: OrderRow): OrderStatus {
  return {
    state: isOrderState(row.state) ? row.state : 'placed',
    conversionTracked: row.conversionTrackedAt !== null,
  };
}

/** A postal address on the wire (the time zone stays on the server). */
function addressJson(address: Record<string, string>) {
  const { address1 = '', address2 = '', city = '', state = '', zipcode = '', country = '' } = address;
  return { address1, address2, city, state, zipcode, country };
}

/** An order on the wire: its number, dates, plan, amounts, card and addresses. */
export function orderJson(row: OrderRow, plan: PlanRow) {
  const shipping = addressJson(row.shippingAddress);
  return {
    order_number: row.number,
    status: row.state,
    date_placed: row.placedAt.toISOString(),
    date_confirmed: row.confirmedAt?.toISOString() ?? null,
    plan: subscriptionPlanJson(plan),
    promo_code: row.promoCode,
    currency: row.currency,
    subtotal: row.subtotal,
    discount: row.discount,
    taxes: row.taxes,
    shipping: row.shipping,
    total: row.total,
    recurring_total: row.recurringTotal,
    card_type: row.cardBrand,
    last_four: row.cardLast4,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    shipping_address: shipping,
    billing_same_as_shipping: row.billingAddress === null,
    billing_address: row.billingAddress ? addressJson(row.billingAddress) : shipping,
    account: row.accountId,
    conversion_tracked_at: row.conversionTrackedAt?.toISOString() ?? null,
  };
}

/** An order trial on the wire. */
export function orderTrialJson(row: OrderTrialRow, orderNumber: string | null) {
  return {
    id: row.id,
    order_number: orderNumber,
    user: row.userId,
    email: row.email,
    plan: row.planId,
    promo_code: row.promoCode,
    outcome: row.outcome,
    detail: row.detail,
    total: row.total,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
  };
}

/** Orders with their plans, for answers that list them. */
export async function withPlans(db: Db, rows: OrderRow[]) {
  if (rows.length === 0) return [];
  const plans = await db.select().from(programPlans);
  return rows.map((row) =>
    orderJson(
      row,
      plans.find((plan) => plan.id === row.planId)!,
    ),
  );
}

/** The account's newest order, or null. */
export async function lastAccountOrder(db: Db, accountId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.accountId, accountId))
    .orderBy(desc(orders.id))
    .limit(1);
  return row ?? null;
}

/** A promo code by its code (upper case), or null. */
export async function promoByCode(db: Db, code: string): Promise<PromoCodeRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row ?? null;
}

/** A promo code on the wire (the spec's fields, its currency, when it expires), as @hub/domain reads it too. */
export function promoJson(row: PromoCodeRow) {
  return {
    external_id: row.externalId,
    codeString: row.code,
    amount_off: row.amountOff,
    percent_off: row.percentOff,
    currency: row.currency,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

/** The next order number's sequence value. */
export async function nextOrderSequence(db: Db): Promise<number> {
  // Both drivers answer `execute` with `{rows}`; bigint comes back as text.
  const { rows } = (await db.execute(sql`select nextval('order_number_seq') as n`)) as unknown as {
    rows: { n: string | number }[];
  };
  return Number(rows[0]!.n);
}

/** What the confirmation token is sealed to: its order's key, so a sealed token moved to another row does not open. */
export function tokenContext(idempotencyKey: string): string {
  return `order-confirm:${idempotencyKey}`;
}

/**
 * Seals the orders' confirmation tokens again with the ring's newest key (`jobs reseal`). A row is
 * rewritten only while it still holds the token read. Values never sealed (the demo's placeholders) are
 * not looked at.
 */
export async function resealConfirmTokens(db: Db, ring: KeyRing): Promise<ResealCount> {
  const rows = await db
    .select({ id: orders.id, idempotencyKey: orders.idempotencyKey, sealed: orders.confirmTokenSealed })
    .from(orders)
    .where(
      and(
        or(...sealedPrefixes.map((prefix) => like(orders.confirmTokenSealed, `${prefix}%`))),
        notLike(orders.confirmTokenSealed, `v2.${ring.newest.id}.%`),
      ),
    );
  const count: ResealCount = { resealed: 0, unopened: 0 };
  for (const row of rows) {
    const again = reseal(ring, row.sealed, tokenContext(row.idempotencyKey));
    if (again === null) {
      count.unopened += 1;
      continue;
    }
    const rewritten = await db
      .update(orders)
      .set({ confirmTokenSealed: again })
      .where(and(eq(orders.id, row.id), eq(orders.confirmTokenSealed, row.sealed)))
      .returning({ id: orders.id });
    count.resealed += rewritten.length;
  }
  return count;
}
