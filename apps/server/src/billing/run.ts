// The billing run (issue 26): the scheduled job that charges renewals on their day, tries declined ones
// again on the dunning plan, ends a subscription after its last declined try, and ends the terms of plans
// that do not renew by themselves. What to do with a subscription on a day is @hub/domain's
// `billingRunAction` (billing-run.ts, with the dunning plan); this file finds the subscriptions whose day
// may have come, and acts on each in a transaction of its own:
//
//   charge / retry  the renewal invoice is charged through the gateway with an idempotency key per invoice
//                   and try (`renewal:<entity>:<invoice>:<try>`): paid, the invoice is PAID with its
//                   number and card, the subscription moves by RENEWAL_PAID (one term more; the next
//                   UPCOMING invoice is made by the change) and each billing user gets a receipt;
//                   declined, the invoice is FAILED with its declines counted, the subscription moves by
//                   RENEWAL_DECLINED on the first, and the billing users are emailed a link to update the
//                   card and pay; after the last try, DUNNING_EXHAUSTED.
//   end             DUNNING_EXHAUSTED (a run stopped between the last decline and the end).
//   expire          EXPIRE: a plan that does not renew by itself ends with its term.
//
// Every try is a row of billing's log (`subscription_actions`: CHARGE_PAID or CHARGE_DECLINED, with the
// invoice, the try and the gateway's charge or the family's sentence), so staff see each on the account's
// timeline, besides the machine's own rows.
//
// Safe to run any number of times and in several processes at once: a subscription is taken with
// FOR UPDATE SKIP LOCKED (another run acting on it is left to it) and its action decided again under the
// lock, so a second run finds the invoice paid and the date moved. A run stopped halfway loses nothing:
// its transaction rolls back, and the next run charges with the same idempotency key, which the gateway
// answers as before without charging again.
//
// At scale (`pnpm bench:billing`, figures in bench/README.md): the candidates are read 500 at a time by
// keyset (the ids after the last one read, never OFFSET), so each read costs the same however far the run
// has gone. Per batch, one query each reads the accounts' time zones, their test clocks and the
// recipients of their billing emails, and the plans are read once per run; what the money depends on (the
// subscription, its invoices, the card) is still read in the subscription's own transaction, under its
// lock. The emails name their account, so queuing them looks nobody up. Four subscriptions are acted on
// at once (`workers`), each in its own transaction on its own connection, kept apart by the same SKIP
// LOCKED that keeps two runs apart: one's gateway call and round trips overlap another's work. What is
// left per subscription (about 21 statements) is mostly the change's (applySubscriptionChange) and the
// receipt's.
import { billingRunAction, calendarDateIn, dunningAttempts, nextDunningTry } from '@hub/domain';
import { and, asc, desc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import type { Settings } from '../http/context';
import type { JobKind, JobQueue } from '../jobs/queue';
import { queueEmails, type Email } from '../mail';
import type { Recipient } from '../mail-language';
import { moveSubscription, type ChangeSettings, type HeldSubscription } from './changes';
import { paymentSentence } from './gateway';
import { invoiceNumber } from './invoices';
import { billingSegmentPath, paymentFailedEmail, receiptEmail, subscriptionEndedEmail } from './mail';
import { planById, type PlanRow } from './plans';
import { billingTestClocks, invoices, subscriptions } from './schema';
import type { UserRow } from '../auth/principal';
import {
  accountClock,
  accountClocks,
  billingRecipients,
  billingRecipientsOf,
  paymentMethodOf,
  recordAction,
  toDomain,
  upcomingInvoices,
  type InvoiceRow,
  type SubscriptionRow,
} from './store';

/** What the run needs: the database, the gateway, the outbox. */
export type BillingRunSettings = ChangeSettings & Pick<Settings, 'db'>;

/** What one run did, for its log line and the tests. */
export interface BillingRunReport {
  /** Subscriptions looked at. */
  seen: number;
  paid: number;
  declined: number;
  ended: number;
  expired: number;
  /** Taken by another run at the same moment: left to it. */
  skipped: number;
}

/** How many subscriptions one query of the run reads. */
const batchSize = 500;

/** How many subscriptions the run acts on at once by default, each in its own transaction. */
export const billingRunWorkers = 4;

/** What the run reads once per batch, outside the subscriptions' transactions (see the file's header). */
interface BatchContext {
  /** The plans by id, read once per run (a plan the cache misses is read in the transaction). */
  plans: Map<string, PlanRow | null>;
  /** The account's time (its zone, its test clock) by account. */
  clocks: Awaited<ReturnType<typeof accountClocks>>;
  /** Who gets the account's billing emails, by account. */
  recipients: Awaited<ReturnType<typeof billingRecipientsOf>>;
}

/**
 * Runs billing at `now`: every subscription whose day may have come (active and paid through tomorrow
 * or before in UTC, which covers every zone's today; or past due). `accountId` keeps one account's (the
 * test clock's); `workers` is how many subscriptions are acted on at once.
 */
export async function runBilling(
  settings: BillingRunSettings,
  now: Date,
  options: { accountId?: number; workers?: number } = {},
): Promise<BillingRunReport> {
  const report: BillingRunReport = { seen: 0, paid: 0, declined: 0, ended: 0, expired: 0, skipped: 0 };
  const horizon = calendarDateIn(new Date(now.getTime() + 86_400_000), 'UTC');
  const plans = new Map<string, PlanRow | null>();
  let after = 0;
  for (;;) {
    const batch = await settings.db
      .select({ id: subscriptions.id, accountId: subscriptions.accountId })
      .from(subscriptions)
      .where(
        and(
          gt(subscriptions.id, after),
          or(
            and(eq(subscriptions.status, 'ACTIVE'), lte(subscriptions.paidThrough, horizon)),
            eq(subscriptions.status, 'PAST_DUE'),
            // An account on a test clock (the demo) lives ahead of the server's clock.
            and(
              eq(subscriptions.status, 'ACTIVE'),
              inArray(
                subscriptions.accountId,
                settings.db.select({ id: billingTestClocks.accountId }).from(billingTestClocks),
              ),
            ),
          ),
          options.accountId === undefined ? undefined : eq(subscriptions.accountId, options.accountId),
        ),
      )
      .orderBy(asc(subscriptions.id))
      .limit(batchSize);
    const accountIds = batch.map((row) => row.accountId);
    // One after the other, on one connection: the run holds one at a time besides its workers'.
    const clocks = await accountClocks(settings.db, accountIds, now);
    const recipients = await billingRecipientsOf(settings.db, accountIds);
    const context: BatchContext = { plans, clocks, recipients };
    await eachConcurrently(batch, options.workers ?? billingRunWorkers, async ({ id }) => {
      report.seen += 1;
      const outcome = await settings.db.transaction((tx) => actOn(tx, settings, id, now, context));
      if (outcome !== 'wait') report[outcome] += 1;
    });
    if (batch.length < batchSize) return report;
    after = batch.at(-1)!.id;
  }
}

/**
 * Acts on each item with up to `workers` at a time. After a failure no item is started, the ones under
 * way finish (their transactions commit or roll back before the run answers), and the first error is thrown.
 */
async function eachConcurrently<T>(
  items: readonly T[],
  workers: number,
  act: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next]!;
      next += 1;
      try {
        await act(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(
    Array.from({ length: Math.max(1, Math.min(workers, items.length)) }, worker),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

type Outcome = 'paid' | 'declined' | 'ended' | 'expired' | 'skipped' | 'wait';

/** Decides and does the run's action for one subscription, in the caller's transaction. */
async function actOn(
  tx: Transaction,
  settings: BillingRunSettings,
  subscriptionId: number,
  serverNow: Date,
  context: BatchContext,
): Promise<Outcome> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update', { skipLocked: true });
  if (!row) return 'skipped';
  let plan = context.plans.get(row.planId);
  if (plan === undefined) {
    plan = await planById(tx, row.planId);
    context.plans.set(row.planId, plan);
  }
  if (!plan) return 'wait';
  // The account's time: the server's, or ahead of it on the demo's test clock.
  const { now, timeZone, today } =
    context.clocks.get(row.accountId) ?? (await accountClock(tx, row.accountId, serverNow));
  const recipients = context.recipients.get(row.accountId);
  const upcoming = await upcomingInvoices(tx, row.id);
  const open = row.status === 'PAST_DUE' ? await openInvoice(tx, row.id) : null;
  const action = billingRunAction({
    subscription: toDomain(row, plan, upcoming.length > 0),
    renews: plan.recurring,
    today,
    dunning: open?.firstDeclinedOn
      ? { firstDeclinedOn: open.firstDeclinedOn, declines: open.declines }
      : null,
  });
  const clock = { now, timeZone, today };
  const change = changer(tx, settings, row, serverNow, null, { row, plan, clock });
  switch (action.kind) {
    case 'wait':
      return 'wait';
    case 'expire':
      await change('EXPIRE');
      return 'expired';
    case 'end':
      await endAfterDunning(tx, settings, {
        row,
        today,
        at: serverNow,
        change,
        invoice: open?.externalId,
        recipients,
      });
      return 'ended';
    case 'charge': {
      const due = upcoming.find((invoice) => invoice.date <= today);
      if (!due) return 'wait';
      return chargeInvoice(tx, settings, {
        row,
        invoice: due,
        attempt: 1,
        today,
        now,
        at: serverNow,
        change,
        recipients,
      });
    }
    case 'retry':
      return chargeInvoice(tx, settings, {
        row,
        invoice: open!,
        attempt: action.attempt,
        today,
        now,
        at: serverNow,
        change,
        recipients,
      });
  }
}

type RunEvent = 'RENEWAL_PAID' | 'RENEWAL_DECLINED' | 'DUNNING_EXHAUSTED' | 'EXPIRE';

/**
 * Moves the subscription by one of the run's events (`actor` null: the run itself). With `held` (the run's
 * own pass, which read the row under its lock, the plan and the clock) the change reads none of them again,
 * and the row held is the one after each change.
 */
function changer(
  tx: Transaction,
  settings: BillingRunSettings,
  row: SubscriptionRow,
  now: Date,
  actor: UserRow | null,
  held?: HeldSubscription,
) {
  return async (type: RunEvent, detail: Record<string, unknown> = {}) => {
    const moved = await moveSubscription(
      tx,
      settings,
      {
        target: { subscriptionId: row.id },
        event: { type },
        actor,
        detail: { run: actor === null, ...detail },
        held,
      },
      now,
    );
    if (held) held.row = moved.after;
    return moved;
  };
}

/**
 * A card saved during dunning pays the open invoice at once (issue 26), in the transaction that saved it:
 * charged with a key of its own (`…:card:<card>`), so a card saved twice is charged once. Paid: as a paid
 * try of the run (PAID, ACTIVE again, a receipt). Declined: logged, and dunning goes on as planned (the
 * try does not count against it). Answers what happened, or null when nothing was open.
 */
export async function payOpenInvoiceWithNewCard(
  tx: Transaction,
  settings: BillingRunSettings,
  { accountId, actor, now }: { accountId: number; actor: UserRow; now: Date },
): Promise<'paid' | 'declined' | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.status, 'PAST_DUE')))
    .for('update');
  if (!row) return null;
  const invoice = await openInvoice(tx, row.id);
  if (!invoice) return null;
  const clock = await accountClock(tx, row.accountId, now);
  const change = changer(tx, settings, row, now, actor);
  const outcome = await chargeInvoice(tx, settings, {
    row,
    invoice,
    attempt: 'card',
    today: clock.today,
    now: clock.now,
    at: now,
    change,
    actor,
  });
  return outcome === 'paid' ? 'paid' : 'declined';
}

/** The last try was declined: DUNNING_EXHAUSTED, and the billing users told, with where to reactivate. */
async function endAfterDunning(
  tx: Transaction,
  settings: BillingRunSettings,
  end: {
    row: SubscriptionRow;
    today: string;
    at: Date;
    change: Charge['change'];
    invoice?: string;
    recipients?: Recipient[];
  },
): Promise<void> {
  await end.change('DUNNING_EXHAUSTED', { invoice: end.invoice });
  const link = `${settings.publicUrl}${billingSegmentPath}`;
  const recipients = end.recipients ?? (await billingRecipients(tx, end.row.accountId));
  await queueEmails(
    tx,
    settings,
    recipients.map((recipient) => ({
      ...subscriptionEndedEmail(recipient, end.today, link),
      accountId: end.row.accountId,
    })),
    end.at,
  );
}

/** The past-due subscription's declined renewal invoice (the newest FAILED one the run charged). */
async function openInvoice(db: Database | Transaction, subscriptionId: number): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.subscriptionId, subscriptionId),
        eq(invoices.status, 'FAILED'),
        gt(invoices.declines, 0),
      ),
    )
    .orderBy(desc(invoices.date), desc(invoices.id))
    .limit(1);
  return row ?? null;
}

interface Charge {
  row: SubscriptionRow;
  invoice: InvoiceRow;
  /** 1 for the renewal's first try, then one more per retry; `card` for a card saved during dunning. */
  attempt: number | 'card';
  today: string;
  /** The account's time (the gateway's, for a card's expiry). */
  now: Date;
  /** The server's time, for what is recorded. */
  at: Date;
  change: (type: RunEvent, detail?: Record<string, unknown>) => Promise<unknown>;
  /** Who made the try: null for the run. */
  actor?: UserRow | null;
  /** Who gets the account's billing emails, when the run read them with its batch. */
  recipients?: Recipient[];
}

/** One try at charging a renewal invoice, and what follows from its answer. */
async function chargeInvoice(
  tx: Transaction,
  settings: BillingRunSettings,
  { row, invoice, attempt, today, now, at, change, actor = null, ...given }: Charge,
): Promise<'paid' | 'declined' | 'ended'> {
  const card = await paymentMethodOf(tx, row.accountId);
  const gateway = settings.paymentGateway;
  const result = card
    ? await gateway.charge({
        card: { reference: card.gatewayReference, expMonth: card.expMonth, expYear: card.expYear },
        amount: invoice.amount,
        currency: invoice.currency,
        description: invoice.description,
        idempotencyKey: `renewal:${invoice.billingEntityName}:${invoice.externalId}:${attempt === 'card' ? `card:${card.gatewayReference}` : attempt}`,
        now,
      })
    : ({
        ok: false,
        refusal: { kind: 'provider', message: 'Gateway error: The customer has no payment method on file.' },
      } as const);
  const number = invoice.number ?? (await invoiceNumber(tx, invoice.date));
  const recipients = given.recipients ?? (await billingRecipients(tx, row.accountId));
  const log = (event: string, detail: Record<string, unknown>) =>
    recordAction(tx, {
      accountId: row.accountId,
      subscriptionId: row.id,
      actorId: actor?.id ?? null,
      event,
      fromStatus: row.status,
      toStatus: row.status,
      detail: {
        invoice: invoice.externalId,
        amount: invoice.amount,
        currency: invoice.currency,
        attempt,
        ...detail,
      },
      at,
    });

  if (result.ok) {
    await tx
      .update(invoices)
      .set({ status: 'PAID', number, cardBrand: card!.brand, cardLast4: card!.last4, updated: at })
      .where(eq(invoices.id, invoice.id));
    await log('CHARGE_PAID', { charge: result.value.chargeId });
    await change('RENEWAL_PAID', { invoice: invoice.externalId });
    const receipts: Email[] = recipients.map((recipient) => ({
      ...receiptEmail(recipient, {
        number,
        date: invoice.date,
        description: invoice.description,
        amount: invoice.amount,
        currency: invoice.currency,
        brand: card!.brand,
        last4: card!.last4,
      }),
      accountId: row.accountId,
    }));
    await queueEmails(tx, settings, receipts, at);
    return 'paid';
  }

  if (attempt === 'card') {
    // The new card was declined too: dunning goes on as planned, the try not counted against it.
    await log('CHARGE_DECLINED', { reason: paymentSentence(result.refusal) });
    return 'declined';
  }
  const declines = invoice.declines + 1;
  const firstDeclinedOn = invoice.firstDeclinedOn ?? today;
  await tx
    .update(invoices)
    .set({
      status: 'FAILED',
      number,
      declines,
      firstDeclinedOn,
      ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
      updated: at,
    })
    .where(eq(invoices.id, invoice.id));
  const nextTry = nextDunningTry({ firstDeclinedOn, declines });
  await log('CHARGE_DECLINED', { reason: paymentSentence(result.refusal), next_try_on: nextTry });
  if (attempt === 1) await change('RENEWAL_DECLINED', { invoice: invoice.externalId });
  const link = `${settings.publicUrl}${billingSegmentPath}`;
  if (declines >= dunningAttempts) {
    await endAfterDunning(tx, settings, {
      row,
      today,
      at,
      change,
      invoice: invoice.externalId,
      recipients,
    });
    return 'ended';
  }
  await queueEmails(
    tx,
    settings,
    recipients.map((recipient) => ({
      ...paymentFailedEmail(
        recipient,
        { amount: invoice.amount, currency: invoice.currency, number },
        nextTry,
        link,
      ),
      accountId: row.accountId,
    })),
    at,
  );
  return 'declined';
}

/**
 * The run as a job on the queue (src/jobs/queue.ts), scheduled every ten minutes: one process runs each,
 * a failed run is tried again, and shutdown lets a run finish or hands it back.
 */
export const billingRunJob: JobKind = {
  name: 'billing-run',
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 30 * 60,
};

/** Works the billing run's job in this process and keeps its schedule, with the server's one clock. */
export async function startBillingRun(
  settings: BillingRunSettings & Pick<Settings, 'now' | 'log'>,
  jobs: JobQueue,
): Promise<void> {
  await jobs.define(billingRunJob);
  await jobs.work(billingRunJob, async () => {
    const report = await runBilling(settings, settings.now());
    if (report.paid + report.declined + report.ended + report.expired > 0)
      settings.log(
        `Billing run: ${report.paid} paid, ${report.declined} declined, ${report.ended} ended, ${report.expired} expired.`,
      );
  });
  await jobs.schedule(billingRunJob, '*/10 * * * *');
}
