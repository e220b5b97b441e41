// The demo world's billing: the plans, and for each demo person with a subscription its history made the
// way the server makes it: an active subscription walked through @hub/domain's `transition()` on the days
// the story says (so every demo state is one the flow can reach), its invoices, its card and its log.
// Days count back from the server's today in the account's time zone, when the person is first seeded.
import {
  addCalendarDays,
  addCalendarMonths,
  billingStatusNames,
  calendarDateIn,
  cancelGracePeriodDays,
  defaults,
  nextBillingDate,
  transition,
  type CalendarDate,
  type Subscription,
  type SubscriptionEvent,
} from '@hub/domain';
import { eq, sql } from 'drizzle-orm';
import { invoiceDescription, type PlanRow } from '../billing/plans';
import type { Database, Transaction } from '../db/database';
import {
  accounts,
  invoices,
  paymentMethods,
  programPlans,
  subscriptionActions,
  subscriptions,
} from '../db/schema';

/**
 * The plans of the checkout's `default` tag (monthly, half-year, yearly, in USD) and a prepaid year that
 * does not renew (tag `prepaid`, the one staff may extend). Production sets its own: README "Billing".
 */
export const demoPlans: (typeof programPlans.$inferInsert)[] = [
  { id: 'monthly', name: 'Monthly', months: 1, price: 2999, currency: 'USD', tags: ['default'] },
  { id: 'half_year', name: 'Half-year', months: 6, price: 14999, currency: 'USD', tags: ['default'] },
  { id: 'yearly', name: 'Yearly', months: 12, price: 29900, currency: 'USD', tags: ['default'] },
  {
    id: 'prepaid_year',
    name: 'Prepaid year',
    months: 12,
    price: 27900,
    currency: 'USD',
    recurring: false,
    tags: ['prepaid'],
  },
];

/** One step of a demo subscription's story: an event on a day, by its family or by staff. */
export interface DemoEvent {
  event: SubscriptionEvent;
  daysAgo: number;
  by: 'family' | 'staff';
  /** Columns beside the machine's the event sets (the cancel form, the return's reason). */
  extras?: Partial<typeof subscriptions.$inferInsert>;
  detail?: Record<string, unknown>;
}

/** A demo person's subscription. */
export interface DemoBilling {
  plan: string;
  /** Days before today the current term started (the grace period counts from it). */
  startedDaysAgo: number;
  events?: DemoEvent[];
  /** The card on file; `expires: 'last month'` is a card that expired since it was saved. */
  card?: { brand: string; last4: string; expires: { month: number; year: number } | 'last month' };
  /** Charges of the current term's earlier months (monthly plans) that failed, by months after the start. */
  failedTerms?: number[];
  /** Monthly charges before the current term (an earlier plan), newest first; indexes that failed. */
  history?: { plan: string; months: number; failed: number[] };
}

const dayMs = 24 * 60 * 60 * 1000;

/** The demo's plans, created when missing. */
export async function seedDemoPlans(db: Database): Promise<void> {
  await db.insert(programPlans).values(demoPlans).onConflictDoNothing();
}

interface InvoiceDraft {
  date: CalendarDate;
  plan: PlanRow;
  status: 'PAID' | 'FAILED' | 'UPCOMING' | 'REMOVED';
  amount?: number;
}

/**
 * Seeds one account's subscription, invoices, card and log. `actors` are the user ids of the family's
 * billing user and of staff (null when there is no staff user).
 */
export async function seedDemoBilling(
  db: Database,
  input: {
    accountId: number;
    /** Names the invoices (`in_parent_03`): the local part of the person's email. */
    label: string;
    billing: DemoBilling;
    timeZone: string | null;
    actors: { family: number; staff: number | null };
    now: Date;
  },
): Promise<void> {
  const { billing, accountId, now } = input;
  const timeZone = input.timeZone ?? defaults.timezone;
  const today = calendarDateIn(now, timeZone);
  const clockAt = (daysAgo: number) => ({ now: new Date(now.getTime() - daysAgo * dayMs), timeZone });

  await db.transaction(async (tx) => {
    const [plan] = await tx.select().from(programPlans).where(eq(programPlans.id, billing.plan));
    if (!plan) throw new Error(`demo billing: no plan ${billing.plan}`);
    const startedOn = addCalendarDays(today, -billing.startedDaysAgo);
    let state: Subscription = {
      state: 'active',
      planId: plan.id,
      planMonths: plan.months,
      startedOn,
      paidThrough: nextBillingDate({ months: plan.months, ...clockAt(0), startedOn }),
      accessEndsOn: null,
      returnedOn: null,
      requestedOn: null,
      requestedFrom: null,
      offer: null,
      hasUpcomingInvoices: true,
    };
    let extras: Partial<typeof subscriptions.$inferInsert> = {};
    let returnStatus: string | null = null;
    const log: (typeof subscriptionActions.$inferInsert)[] = [];
    for (const step of billing.events ?? []) {
      const from = state;
      const result = transition(state, step.event, clockAt(step.daysAgo));
      if (!result.ok) throw new Error(`demo billing: ${step.event.type} refused (${result.error.code})`);
      state = result.subscription;
      extras = { ...extras, ...step.extras };
      if (step.event.type === 'RETURN_REQUEST') returnStatus = 'instructions_sent';
      if (step.event.type === 'CONFIRM_RETURN') returnStatus = 'received';
      log.push({
        accountId,
        actorId: step.by === 'staff' ? input.actors.staff : input.actors.family,
        event: step.event.type,
        fromStatus: billingStatusNames[from.state],
        toStatus: billingStatusNames[state.state],
        detail: step.detail ?? {},
        createdAt: new Date(now.getTime() - step.daysAgo * dayMs),
      });
    }

    const status = billingStatusNames[state.state];
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        accountId,
        planId: plan.id,
        status,
        startedOn: state.startedOn,
        paidThrough: state.paidThrough,
        accessEndsOn: state.accessEndsOn,
        returnedOn: state.returnedOn,
        requestedOn: state.requestedOn,
        requestedFrom: state.requestedFrom ? billingStatusNames[state.requestedFrom] : null,
        graceEndsOn: addCalendarDays(startedOn, cancelGracePeriodDays),
        offer: state.offer,
        returnStatus,
        ...extras,
      })
      .returning({ id: subscriptions.id });
    await tx.update(accounts).set({ billingStatusName: status }).where(eq(accounts.id, accountId));
    if (log.length > 0) {
      await tx
        .insert(subscriptionActions)
        .values(log.map((row) => ({ ...row, subscriptionId: subscription!.id })));
    }

    // Oldest first, so the numbers the sequence gives run with the dates.
    const drafts: InvoiceDraft[] = [];
    if (billing.history) {
      const [earlier] = await tx.select().from(programPlans).where(eq(programPlans.id, billing.history.plan));
      for (let back = billing.history.months; back >= 1; back -= 1) {
        drafts.push({
          date: addCalendarMonths(startedOn, -back * earlier!.months),
          plan: earlier!,
          status: billing.history.failed.includes(back) ? 'FAILED' : 'PAID',
        });
      }
    }
    for (let term = 0; ; term += 1) {
      const date = addCalendarMonths(startedOn, term * plan.months);
      if (date > today || (state.paidThrough !== null && date >= state.paidThrough)) break;
      drafts.push({ date, plan, status: billing.failedTerms?.includes(term) ? 'FAILED' : 'PAID' });
    }
    if (state.paidThrough) {
      drafts.push({
        date: state.paidThrough,
        plan,
        status: state.hasUpcomingInvoices ? 'UPCOMING' : 'REMOVED',
      });
    }
    const card = billing.card ?? null;
    let index = 0;
    for (const draft of drafts) {
      index += 1;
      const charged = draft.status === 'PAID' || draft.status === 'FAILED';
      const number = charged
        ? sql`'HUB-' || ${draft.date.slice(0, 4)} || '-' || lpad(nextval('invoice_number_seq')::text, 4, '0')`
        : null;
      // An upcoming invoice was written today, a charged one on its day.
      const written = new Date(`${draft.date}T14:00:00Z`);
      const updated = written > now ? now : written;
      await tx.insert(invoices).values({
        accountId,
        subscriptionId: subscription!.id,
        externalId: `in_${input.label}_${String(index).padStart(2, '0')}`,
        billingEntityName: 'stripe',
        number,
        date: draft.date,
        description: invoiceDescription(draft.plan, draft.date),
        amount: draft.amount ?? draft.plan.price,
        currency: draft.plan.currency,
        status: draft.status,
        cardBrand: charged ? (card?.brand ?? null) : null,
        cardLast4: charged ? (card?.last4 ?? null) : null,
        createdAt: updated,
        updated,
      });
    }

    if (card) {
      const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      const expires =
        card.expires === 'last month'
          ? { month: lastMonth.getUTCMonth() + 1, year: lastMonth.getUTCFullYear() }
          : card.expires;
      await tx.insert(paymentMethods).values({
        accountId,
        gateway: 'test',
        // A reference of the test-mode gateway (src/billing/gateway.ts): it charges it unless it expired.
        gatewayReference: `pm_test_demo_${input.label}`,
        brand: card.brand,
        last4: card.last4,
        expMonth: expires.month,
        expYear: expires.year,
      });
    }
  });
}

/** Whether the account has a subscription already (a demo database from before billing gets one). */
export async function hasSubscription(db: Database | Transaction, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .limit(1);
  return Boolean(row);
}
