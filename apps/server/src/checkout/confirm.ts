// `POST /api/v2/billing/order/confirm/` and `PUT /api/v2/billing/order/track_conversion/` (docs/decisions.md
// "Checkout"), each `{order, token}`: the order's number and the confirmation token its placing answered.
//
// Confirming is @hub/domain's CONFIRM in ONE transaction with the order's row locked. For a new family it
// makes their account and user (no password yet: the confirmation page's form or the emailed `/start?o=`
// link sets it, with a set-password token of 7 days) with the shipping address; for the signed-in customer
// who placed it, it completes their checkout (`checkout_completed`). Either way the account gets the card
// (billing's `payment_methods`), the ACTIVE subscription from today, its first invoice PAID with the order's
// total (the summary and the invoice agree to the cent), the next charge UPCOMING at the recurring total, a
// row of billing's log, and the confirmation email. Confirming again answers the same order and changes
// nothing. Tracking the conversion records its moment once.
import {
  addCalendarDays,
  addCalendarMonths,
  billingStatusNames,
  calendarDateIn,
  cancelGracePeriodDays,
  checkoutMessages,
  formatMessage,
  isValidTimeZone,
  defaults,
  orderTransition,
} from '@hub/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accounts, shippingAddresses, users } from '../account/schema';
import type { Principal } from '../auth/principal';
import { passwordResetTokens } from '../auth/schema';
import { newSecret, secretHash } from '../auth/secrets';
import { setPasswordLink } from '../auth/reset-routes';
import { invoiceNumber } from '../billing/invoices';
import { invoiceDescription, planById, type PlanRow } from '../billing/plans';
import { invoices, paymentMethods, subscriptions } from '../billing/schema';
import { accountSubscription, recordAction, setAccountBillingStatus } from '../billing/store';
import type { Transaction } from '../db/database';
import { readBody } from '../http/body';
import type { AppContext, AppEnv } from '../http/context';
import { forbidden, HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { printQueued, queueEmail, type QueuedEmail } from '../mail';
import { checkoutCaller } from './caller';
import { orderRefInput } from './input';
import { orderConfirmationEmail, planNameIn, welcomeLinkDays } from './mail';
import { orders, orderTrials } from './schema';
import { orderJson, orderStatus, type OrderRow } from './store';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The hub's welcome page, onboarding's first (the confirmation email of a signed-in customer's order; the
 * hub asks a signed-out reader to sign in first). docs/decisions.md "Issue 28".
 */
const welcomePath = '/dashboard/welcome';

/**
 * The order a `{order, token}` names, when the token is its own (404 otherwise: a number alone tells
 * nothing), and when the caller may act on it: an order a customer placed signed in is theirs (or staff's).
 */
async function orderFor(c: AppContext, principal: Principal | null): Promise<OrderRow> {
  const { number, token } = orderRefInput(await readBody(c));
  const [row] = await c.var.settings.db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.confirmTokenHash, secretHash(token))));
  if (!row) throw notFound();
  if (principal && !principal.user.isStaff && row.userId !== null && row.userId !== principal.user.id) {
    throw forbidden();
  }
  return row;
}

/** The order's row, locked for the rest of the transaction (a second confirm waits, then reads what the first wrote). */
async function lockOrder(tx: Transaction, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row!;
}

interface Provisioned {
  userId: number;
  accountId: number;
  /** The new family's set-password token (their first password), or null for a customer who has one. */
  setPasswordToken: string | null;
}

/** A new family's account and user (no password yet), their address, and a set-password token of 7 days. */
async function newFamily(tx: Transaction, order: OrderRow, at: Date): Promise<Provisioned> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${order.email.toLowerCase()}`)
    .limit(1);
  // Someone took the email between placing and confirming: the order stays placed.
  if (taken) throw new HttpError(409, { detail: formatMessage(checkoutMessages.emailTaken) });
  const [account] = await tx
    .insert(accounts)
    .values({ tags: [], accountStatus: 'ACTIVE', billingStatusName: billingStatusNames.active })
    .returning({ id: accounts.id });
  const [user] = await tx
    .insert(users)
    .values({
      accountId: account!.id,
      email: order.email,
      passwordHash: null,
      firstName: order.firstName,
      lastName: order.lastName,
      phone: order.phone,
      language: order.language,
      isBillingUser: true,
      checkoutCompleted: true,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: users.id });
  await tx.insert(shippingAddresses).values({ ...order.shippingAddress, userId: user!.id, updatedAt: at });
  const token = newSecret();
  await tx.insert(passwordResetTokens).values({
    userId: user!.id,
    tokenHash: secretHash(token),
    createdAt: at,
    expiresAt: new Date(at.getTime() + welcomeLinkDays * dayMs),
  });
  return { userId: user!.id, accountId: account!.id, setPasswordToken: token };
}

/** The signed-in customer's checkout completed: their flag, their address, a phone if they had none. */
async function existingCustomer(tx: Transaction, order: OrderRow, at: Date): Promise<Provisioned> {
  const [user] = await tx.select().from(users).where(eq(users.id, order.userId!)).for('update');
  if (!user || (await accountSubscription(tx, user.accountId))) {
    throw new HttpError(409, { detail: formatMessage(checkoutMessages.alreadySubscribed) });
  }
  await tx
    .update(users)
    .set({ checkoutCompleted: true, isBillingUser: true, phone: user.phone ?? order.phone, updatedAt: at })
    .where(eq(users.id, user.id));
  const address = { ...order.shippingAddress, updatedAt: at };
  await tx
    .insert(shippingAddresses)
    .values({ ...address, userId: user.id })
    .onConflictDoUpdate({ target: shippingAddresses.userId, set: address });
  return { userId: user.id, accountId: user.accountId, setPasswordToken: null };
}

/** The account's card, subscription, first invoice (PAID), next charge (UPCOMING) and log row. */
async function subscribe(
  c: AppContext,
  tx: Transaction,
  order: OrderRow,
  plan: PlanRow,
  who: Provisioned,
  at: Date,
) {
  const { paymentGateway: gateway } = c.var.settings;
  const { accountId } = who;
  const zone = order.shippingAddress.timezone;
  const today = calendarDateIn(at, zone && isValidTimeZone(zone) ? zone : defaults.timezone);
  const paidThrough = addCalendarMonths(today, plan.months);
  const card = {
    gateway: order.gateway,
    gatewayReference: order.gatewayReference,
    brand: order.cardBrand,
    last4: order.cardLast4,
    expMonth: order.cardExpMonth,
    expYear: order.cardExpYear,
    updatedAt: at,
  };
  await tx
    .insert(paymentMethods)
    .values({ accountId, ...card, createdAt: at })
    .onConflictDoUpdate({ target: paymentMethods.accountId, set: card });
  const status = billingStatusNames.active;
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      accountId,
      planId: plan.id,
      status,
      startedOn: today,
      paidThrough,
      graceEndsOn: addCalendarDays(today, cancelGracePeriodDays),
      // Every renewal charges the recurring total this order promised, its tax included (issue 26).
      taxRateBasisPoints: order.taxRateBasisPoints,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: subscriptions.id });
  await setAccountBillingStatus(tx, accountId, status);
  const [first] = await tx
    .insert(invoices)
    .values({
      accountId,
      subscriptionId: subscription!.id,
      externalId: gateway.invoiceId(),
      billingEntityName: gateway.billingEntityName,
      number: await invoiceNumber(tx, today),
      date: today,
      description: invoiceDescription(plan, today),
      amount: order.total,
      currency: order.currency,
      status: 'PAID',
      cardBrand: order.cardBrand,
      cardLast4: order.cardLast4,
      createdAt: at,
      updated: at,
    })
    .returning();
  if (plan.recurring && order.recurringTotal !== null) {
    await tx.insert(invoices).values({
      accountId,
      subscriptionId: subscription!.id,
      externalId: gateway.invoiceId(),
      billingEntityName: gateway.billingEntityName,
      number: null,
      date: paidThrough,
      description: invoiceDescription(plan, paidThrough),
      amount: order.recurringTotal,
      currency: order.currency,
      status: 'UPCOMING',
      createdAt: at,
      updated: at,
    });
  }
  await recordAction(tx, {
    accountId,
    subscriptionId: subscription!.id,
    actorId: who.userId,
    event: 'CHECKOUT',
    fromStatus: billingStatusNames.notPurchased,
    toStatus: status,
    detail: { order: order.number, invoice: first!.externalId, total: order.total, currency: order.currency },
    at,
  });
  return { subscriptionId: subscription!.id, invoiceId: first!.id };
}

async function confirmOrder(c: AppContext): Promise<Response> {
  const settings = c.var.settings;
  const principal = await checkoutCaller(c);
  const found = await orderFor(c, principal);
  const plan = (await planById(settings.db, found.planId))!;
  const at = settings.now();
  const { row, setPasswordToken, sent } = await settings.db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    const result = orderTransition(orderStatus(order), { type: 'CONFIRM' });
    if (!result.ok || !result.changed)
      return { row: order, setPasswordToken: null, sent: [] as QueuedEmail[] };
    const who =
      order.userId === null ? await newFamily(tx, order, at) : await existingCustomer(tx, order, at);
    const { subscriptionId, invoiceId } = await subscribe(c, tx, order, plan, who, at);
    const [confirmed] = await tx
      .update(orders)
      .set({
        state: 'confirmed',
        confirmedAt: at,
        userId: who.userId,
        accountId: who.accountId,
        subscriptionId,
        invoiceId,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await tx.update(orderTrials).set({ userId: who.userId }).where(eq(orderTrials.orderId, order.id));
    const email = orderConfirmationEmail(
      confirmed!,
      planNameIn(confirmed!.language, plan.id, plan.name),
      who.setPasswordToken
        ? { setPasswordLink: setPasswordLink(settings.publicUrl, who.setPasswordToken) }
        : { welcomeLink: `${settings.publicUrl}${welcomePath}` },
    );
    const queued = await queueEmail(tx, settings, email, at);
    return { row: confirmed!, setPasswordToken: who.setPasswordToken, sent: [queued] };
  });
  printQueued(settings, sent);
  const [user] = row.userId
    ? await settings.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, row.userId))
    : [];
  return c.json({
    ...orderJson(row, plan),
    needs_password: user ? user.passwordHash === null : false,
    set_password_token: setPasswordToken,
  });
}

async function trackConversion(c: AppContext): Promise<Response> {
  const settings = c.var.settings;
  const principal = await checkoutCaller(c);
  const found = await orderFor(c, principal);
  const plan = (await planById(settings.db, found.planId))!;
  const at = settings.now();
  const row = await settings.db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    const result = orderTransition(orderStatus(order), { type: 'TRACK_CONVERSION' });
    if (!result.ok) throw new HttpError(409, { detail: formatMessage(checkoutMessages.orderNotConfirmed) });
    if (!result.changed) return order;
    const [tracked] = await tx
      .update(orders)
      .set({ conversionTrackedAt: at })
      .where(eq(orders.id, order.id))
      .returning();
    return tracked!;
  });
  return c.json(orderJson(row, plan));
}

export function confirmRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/billing/order/confirm/', { POST: confirmOrder });
  route(app, '/api/v2/billing/order/track_conversion/', { PUT: trackConversion });
}
