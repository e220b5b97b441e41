// The billing area's queries and wire shapes: the account's subscription (locked for a change), its
// invoices, the card on file, the log of actions, and who gets the area's emails.
import {
  calendarDateIn,
  subscriptionStateOf,
  type CalendarDate,
  type Subscription,
  type WinBackOfferId,
  winBackOfferIds,
} from '@hub/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { accounts, shippingAddresses, users } from '../account/schema';
import { accountTimeZones } from '../account/time-zone';
import type { Database, Transaction } from '../db/database';
import { subscriptionPlanJson, type PlanRow } from './plans';
import { billingTestClocks, invoices, paymentMethods, subscriptionActions, subscriptions } from './schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type ActionRow = typeof subscriptionActions.$inferSelect;

/** What reads and writes take: the database, or the transaction of a change. */
export type Db = Database | Transaction;

/**
 * The account's test clock (`billing_test_clocks`, issue 26): the days it was moved forward in the demo (0
 * when never) and the account's time, the server's `now` plus those days.
 */
export async function accountTestClock(
  db: Db,
  accountId: number,
  now: Date,
): Promise<{ advancedDays: number; now: Date }> {
  const [clock] = await db
    .select({ days: billingTestClocks.advancedDays })
    .from(billingTestClocks)
    .where(eq(billingTestClocks.accountId, accountId));
  const advancedDays = clock?.days ?? 0;
  return {
    advancedDays,
    now: advancedDays === 0 ? now : new Date(now.getTime() + advancedDays * 86_400_000),
  };
}

/**
 * The account's time: the server's clock, moved forward by the account's test clock in the demo
 * (`billing_test_clocks`, issue 26); the server's clock itself everywhere else.
 */
export async function accountNow(db: Db, accountId: number, now: Date): Promise<Date> {
  return (await accountTestClock(db, accountId, now)).now;
}

/** Today in the account's calendar, and the clock the domain's machine runs on (the account's time). */
export async function accountClock(db: Db, accountId: number, now: Date) {
  return (await accountClocks(db, [accountId], now)).get(accountId)!;
}

/**
 * `accountClock` for many accounts at once (the billing run's batch): two queries, whatever their number.
 * The same rules: the time zone of the billing user's shipping address (else another user's, else
 * America/New_York), the server's `now` moved forward by the account's test clock.
 */
export async function accountClocks(db: Db, accountIds: readonly number[], now: Date) {
  const clocks = new Map<number, { now: Date; timeZone: string; today: CalendarDate }>();
  if (accountIds.length === 0) return clocks;
  const ids = [...new Set(accountIds)];
  const zones = await accountTimeZones(db, ids);
  const tests = await db
    .select({ accountId: billingTestClocks.accountId, days: billingTestClocks.advancedDays })
    .from(billingTestClocks)
    .where(inArray(billingTestClocks.accountId, ids));
  const daysOf = new Map(tests.map((clock) => [clock.accountId, clock.days]));
  for (const accountId of ids) {
    const days = daysOf.get(accountId) ?? 0;
    const at = days === 0 ? now : new Date(now.getTime() + days * 86_400_000);
    const timeZone = zones.get(accountId)!;
    clocks.set(accountId, { now: at, timeZone, today: calendarDateIn(at, timeZone) });
  }
  return clocks;
}

/**
 * The account's subscription (its newest), locked for the rest of the transaction: a second change of the
 * same subscription waits here until the first commits, then reads what it wrote.
 */
export async function lockAccountSubscription(tx: Transaction, accountId: number) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(desc(subscriptions.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** A subscription by id, locked as `lockAccountSubscription` locks it. */
export async function lockSubscription(tx: Transaction, id: number) {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row ?? null;
}

/** The account's subscription (its newest), or null: NOT_PURCHASED. */
export async function accountSubscription(db: Db, accountId: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/** The UPCOMING invoices of a subscription, soonest first. */
export function upcomingInvoices(db: Db, subscriptionId: number) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, 'UPCOMING')))
    .orderBy(asc(invoices.date), asc(invoices.id));
}

function isOfferId(value: string | null): value is WinBackOfferId {
  return winBackOfferIds.some((id) => id === value);
}

/** The stored subscription as @hub/domain's machine holds it. */
export function toDomain(row: SubscriptionRow, plan: PlanRow, hasUpcomingInvoices: boolean): Subscription {
  const from = subscriptionStateOf(row.requestedFrom);
  return {
    // The column's check allows only the machine's names.
    state: subscriptionStateOf(row.status) ?? 'notPurchased',
    planId: row.planId,
    planMonths: plan.months,
    startedOn: row.startedOn,
    paidThrough: row.paidThrough,
    accessEndsOn: row.accessEndsOn,
    returnedOn: row.returnedOn,
    requestedOn: row.requestedOn,
    requestedFrom: from === 'cancelled' || from === 'returned' ? from : null,
    offer: isOfferId(row.offer) ? row.offer : null,
    hasUpcomingInvoices,
  };
}

/** The next charge of each subscription: its soonest UPCOMING invoice. */
export async function nextCharges(db: Db, subscriptionIds: number[]) {
  const charges = new Map<number, { date: CalendarDate; amount: number; currency: string }>();
  if (subscriptionIds.length === 0) return charges;
  const rows = await db
    .selectDistinctOn([invoices.subscriptionId], {
      subscriptionId: invoices.subscriptionId,
      date: invoices.date,
      amount: invoices.amount,
      currency: invoices.currency,
    })
    .from(invoices)
    .where(and(inArray(invoices.subscriptionId, subscriptionIds), eq(invoices.status, 'UPCOMING')))
    .orderBy(invoices.subscriptionId, asc(invoices.date), asc(invoices.id));
  for (const { subscriptionId, ...charge } of rows) charges.set(subscriptionId!, charge);
  return charges;
}

/** `GET /api/v3/subscriptions/{id}/` and the answer of every change (docs/billing-api.md "The subscription"). */
export function subscriptionJson(
  row: SubscriptionRow,
  plan: PlanRow,
  nextCharge: { date: CalendarDate; amount: number; currency: string } | null,
) {
  return {
    id: row.id,
    account: row.accountId,
    plan: subscriptionPlanJson(plan),
    status: row.status,
    started_on: row.startedOn,
    paid_through: row.paidThrough,
    access_ends_on: row.accessEndsOn,
    returned_on: row.returnedOn,
    requested_on: row.requestedOn,
    requested_from: row.requestedFrom,
    offer: row.offer,
    has_upcoming_invoices: nextCharge !== null,
    next_charge: nextCharge,
    cancel_reasons: row.cancelReasons,
    cancel_other_reason: row.cancelOtherReason,
    cancel_not_interested_reason: row.cancelNotInterestedReason,
    return_status: row.returnStatus,
  };
}

/** One subscription on the wire, read afresh (inside the change's transaction when given it). */
export async function readSubscriptionJson(db: Db, row: SubscriptionRow, plan: PlanRow) {
  const charges = await nextCharges(db, [row.id]);
  return subscriptionJson(row, plan, charges.get(row.id) ?? null);
}

/** An invoice row on the wire. */
export function invoiceJson(row: InvoiceRow) {
  return {
    external_id: row.externalId,
    billing_entity_name: row.billingEntityName,
    number: row.number,
    date: row.date,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    updated: row.updated.toISOString(),
  };
}

/** The account's card on file, or null. */
export async function paymentMethodOf(db: Db, accountId: number): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.accountId, accountId));
  return row ?? null;
}

/** The card on the wire (brand, last four, expiry): never the gateway's reference. */
export function paymentMethodJson(row: PaymentMethodRow | null) {
  return row ? { brand: row.brand, last4: row.last4, exp_month: row.expMonth, exp_year: row.expYear } : null;
}

/** Who an account's billing emails go to. */
export interface BillingRecipient {
  email: string;
  firstName: string;
  language: string | null;
  isBillingUser: boolean;
}

/** Who the account's billing emails go to: its active billing users, else its other active users. */
export async function billingRecipients(db: Db, accountId: number): Promise<BillingRecipient[]> {
  return (await billingRecipientsOf(db, [accountId])).get(accountId)!;
}

/** `billingRecipients` of many accounts at once (the billing run's batch), in one query. */
export async function billingRecipientsOf(
  db: Db,
  accountIds: readonly number[],
): Promise<Map<number, BillingRecipient[]>> {
  const rows =
    accountIds.length === 0
      ? []
      : await db
          .select({
            accountId: users.accountId,
            email: users.email,
            firstName: users.firstName,
            language: users.language,
            isBillingUser: users.isBillingUser,
          })
          .from(users)
          .where(and(inArray(users.accountId, [...new Set(accountIds)]), eq(users.isActive, true)))
          .orderBy(asc(users.accountId), asc(users.id));
  const byAccount = new Map<number, BillingRecipient[]>();
  for (const accountId of accountIds) byAccount.set(accountId, []);
  for (const { accountId, ...recipient } of rows) byAccount.get(accountId)!.push(recipient);
  for (const [accountId, all] of byAccount) {
    const billing = all.filter((row) => row.isBillingUser);
    byAccount.set(accountId, billing.length > 0 ? billing : all);
  }
  return byAccount;
}

/** The person an account's invoices are addressed to: its first billing user (else first user). */
export async function accountHolder(db: Db, accountId: number) {
  const [row] = await db
    .select({ user: users, address: shippingAddresses })
    .from(users)
    .leftJoin(shippingAddresses, eq(shippingAddresses.userId, users.id))
    .where(eq(users.accountId, accountId))
    .orderBy(desc(users.isBillingUser), asc(users.id))
    .limit(1);
  return row ?? null;
}

/** A shipping address as the billing address of the wire (no time zone), or null. */
export function billingAddressJson(address: typeof shippingAddresses.$inferSelect | null) {
  if (!address) return null;
  const { address1, address2, city, state, zipcode, country } = address;
  return { address1, address2, city, state, zipcode, country };
}

/** One row of the append-only log, in the change's transaction. */
export async function recordAction(
  tx: Transaction,
  action: {
    accountId: number;
    subscriptionId: number | null;
    actorId: number | null;
    event: string;
    fromStatus: string | null;
    toStatus: string | null;
    detail?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await tx.insert(subscriptionActions).values({
    accountId: action.accountId,
    subscriptionId: action.subscriptionId,
    actorId: action.actorId,
    event: action.event,
    fromStatus: action.fromStatus,
    toStatus: action.toStatus,
    detail: action.detail ?? {},
    createdAt: action.at,
  });
}

/** Keeps the account's `billing_status.status_name` (user info, the account) the subscription's. */
export async function setAccountBillingStatus(tx: Transaction, accountId: number, status: string) {
  await tx.update(accounts).set({ billingStatusName: status }).where(eq(accounts.id, accountId));
}
