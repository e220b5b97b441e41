// `POST /api/v2/billing/order/` (docs/decisions.md "Checkout"): places an order. The plan, the promo code,
// the contact and addresses are checked first; then, in ONE transaction, the order's row is claimed under
// the client's idempotency key, the gateway saves the card and takes the first charge (the order's total,
// @hub/domain's `orderTotals()`), and the row gets the card and the charge. A declined card rolls it all
// back (402 with spec section 8's sentence; the attempt is kept as a declined order trial), so the same
// key may be sent again with another card. A second submit with the key (a double click, a retry after a
// lost answer) finds the order the first placed and is answered it again, with the same confirmation
// token: one order, one charge. On PostgreSQL a second submit arriving while the first is still in its
// transaction waits on the key's unique index until the first commits (or rolls back and lets it in).
import {
  checkoutMessages,
  formatMessage,
  formatOrderNumber,
  orderTotals,
  promoMessages,
  promoProblem,
  type PromoCodeOffer,
} from '@hub/domain';
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { users } from '../account/schema';
import type { Principal } from '../auth/principal';
import { newSecret, secretHash } from '../auth/secrets';
import { refusalBody, type GatewayRefusal } from '../billing/gateway';
import { planById, pricingPlan, type PlanRow } from '../billing/plans';
import { accountSubscription } from '../billing/store';
import { readBody } from '../http/body';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError, invalid } from '../http/errors';
import { route } from '../http/route';
import { open, seal } from '../sealing';
import { checkoutCaller } from './caller';
import { orderInput, type OrderInput } from './input';
import { orders, orderTrials } from './schema';
import { nextOrderSequence, orderJson, promoByCode, promoJson, tokenContext, type OrderRow } from './store';

/** A refusal of the gateway inside the order's transaction: it rolls back, then is answered 402. */
class Declined extends Error {
  constructor(readonly refusal: GatewayRefusal) {
    super('declined');
  }
}

/** The order a key placed, or null. */
async function orderByKey(c: AppContext, key: string): Promise<OrderRow | null> {
  const [row] = await c.var.settings.db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row ?? null;
}

/**
 * The answer to a submit whose key already placed an order: that order with its confirmation token, when
 * it is the same submit (the same details, by the same caller); 409 otherwise, nothing changed.
 */
function replay(c: AppContext, row: OrderRow, input: OrderInput, principal: Principal | null, plan: PlanRow) {
  const sameCaller = row.state === 'placed' ? row.userId === (principal?.user.id ?? null) : true;
  if (row.requestHash !== input.requestHash || !sameCaller) {
    throw new HttpError(409, { detail: formatMessage(checkoutMessages.keyReused) });
  }
  const token = open(c.var.settings.outboxKey, row.confirmTokenSealed, tokenContext(row.idempotencyKey));
  return c.json({ ...orderJson(row, plan), confirmation_token: token });
}

/** Whether an active or inactive user already has this email (any case). */
async function emailTaken(c: AppContext, email: string): Promise<boolean> {
  const [row] = await c.var.settings.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

async function placeOrder(c: AppContext): Promise<Response> {
  const settings = c.var.settings;
  const { db, paymentGateway: gateway } = settings;
  const principal = await checkoutCaller(c);
  const body = await readBody(c);
  const at = settings.now();
  const input = orderInput(body, at);

  const plan = await planById(db, input.planId);
  if (!plan) throw invalid({ plan: [formatMessage(checkoutMessages.planUnavailable)] });
  const existing = await orderByKey(c, input.idempotencyKey);
  if (existing) return replay(c, existing, input, principal, plan);

  let promo: PromoCodeOffer | null = null;
  if (input.promoCode) {
    const row = await promoByCode(db, input.promoCode);
    if (!row) throw invalid({ promo_code: [formatMessage(promoMessages.unknown)] });
    promo = promoJson(row);
    const problem = promoProblem(promo, plan.currency, at);
    if (problem) throw invalid({ promo_code: [formatMessage(promoMessages[problem])] });
  }

  const { contact, shipping, billing } = input.details;
  if (principal) {
    const { user } = principal;
    if (user.checkoutCompleted || (await accountSubscription(db, user.accountId)) !== null) {
      throw new HttpError(409, { detail: formatMessage(checkoutMessages.alreadySubscribed) });
    }
  } else if (await emailTaken(c, contact.email)) {
    throw invalid({ email: [formatMessage(checkoutMessages.emailTaken)] });
  }

  const totals = orderTotals({
    plan: { ...pricingPlan(plan), recurring: plan.recurring },
    promo,
    country: shipping.country,
    state: shipping.state,
  });
  const token = newSecret();
  const trial = {
    userId: principal?.user.id ?? null,
    email: principal?.user.email ?? contact.email,
    planId: plan.id,
    promoCode: input.promoCode,
    total: totals.total,
    currency: totals.currency,
    createdAt: at,
  };

  let placed: OrderRow | null;
  try {
    placed = await db.transaction(async (tx) => {
      const number = formatOrderNumber(at.getUTCFullYear(), await nextOrderSequence(tx));
      const [claimed] = await tx
        .insert(orders)
        .values({
          number,
          idempotencyKey: input.idempotencyKey,
          requestHash: input.requestHash,
          confirmTokenHash: secretHash(token),
          confirmTokenSealed: seal(settings.outboxKey, token, tokenContext(input.idempotencyKey)),
          state: 'placed',
          userId: principal?.user.id ?? null,
          accountId: principal?.user.accountId ?? null,
          planId: plan.id,
          tag: input.tag,
          promoCodeId: null,
          promoCode: input.promoCode,
          email: principal?.user.email ?? contact.email,
          firstName: contact.first_name,
          lastName: contact.last_name,
          phone: contact.phone,
          language: input.language,
          shippingAddress: shipping,
          billingAddress: billing ? { ...billing } : null,
          currency: totals.currency,
          subtotal: totals.subtotal,
          discount: totals.discount,
          shipping: totals.shipping,
          taxes: totals.taxes,
          total: totals.total,
          recurringTotal: totals.recurringTotal,
          taxRateBasisPoints: totals.taxRateBasisPoints,
          // The card and the charge are written below, once the gateway has them.
          gateway: gateway.name,
          gatewayReference: '',
          cardBrand: '',
          cardLast4: '',
          cardExpMonth: input.card.expMonth,
          cardExpYear: input.card.expYear,
          chargeId: '',
          placedAt: at,
        })
        .onConflictDoNothing({ target: orders.idempotencyKey })
        .returning();
      // Another submit with this key placed the order meanwhile: answered below as a replay.
      if (!claimed) return null;

      const saved = await gateway.saveCard({
        accountId: principal?.user.accountId ?? null,
        ...input.card,
        checkoutKey: input.idempotencyKey,
        confirmedIntent: input.confirmedIntent,
      });
      if (!saved.ok) throw new Declined(saved.refusal);
      const card = saved.value;
      let chargeId = 'none';
      // A first charge of nothing (a promo covering it all, free shipping) is not sent to the gateway.
      if (totals.total > 0) {
        const charge = await gateway.charge({
          card: { reference: card.reference, expMonth: card.expMonth, expYear: card.expYear },
          amount: totals.total,
          currency: totals.currency,
          description: `${plan.name} plan, order ${number}`,
          // The gateway never charges one key twice, even when this transaction is retried.
          idempotencyKey: `order:${input.idempotencyKey}`,
          now: at,
          // The family is here: their bank may ask them to confirm (3-D Secure), then they send it again.
          onSession: true,
          confirmedIntent: input.confirmedIntent?.startsWith('pi_') ? input.confirmedIntent : null,
        });
        if (!charge.ok) throw new Declined(charge.refusal);
        chargeId = charge.value.chargeId;
      }
      const promoRow = input.promoCode ? await promoByCode(tx, input.promoCode) : null;
      const [row] = await tx
        .update(orders)
        .set({
          promoCodeId: promoRow?.id ?? null,
          gatewayReference: card.reference,
          cardBrand: card.brand,
          cardLast4: card.last4,
          cardExpMonth: card.expMonth,
          cardExpYear: card.expYear,
          chargeId,
        })
        .where(eq(orders.id, claimed.id))
        .returning();
      await tx.insert(orderTrials).values({ ...trial, orderId: claimed.id, outcome: 'placed', detail: null });
      return row!;
    });
  } catch (error) {
    if (!(error instanceof Declined)) throw error;
    if (error.refusal.kind === 'unknownToken') {
      throw invalid({ token: ['This is not a token of the payment gateway.'] });
    }
    const body = refusalBody(error.refusal);
    // A card to be confirmed (3-D Secure) is declined until the family confirms and sends it again.
    await db
      .insert(orderTrials)
      .values({ ...trial, orderId: null, outcome: 'declined', detail: body.detail });
    throw new HttpError(402, body);
  }
  if (!placed) {
    const winner = await orderByKey(c, input.idempotencyKey);
    if (!winner) throw new HttpError(409, { detail: formatMessage(checkoutMessages.keyReused) });
    return replay(c, winner, input, principal, plan);
  }
  return c.json({ ...orderJson(placed, plan), confirmation_token: token }, 201);
}

export function placeOrderRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/billing/order/', { POST: placeOrder });
}
