// The billing run (issue 26): the scheduled job that charges renewals on their day, tries declined ones
// again on the dunning plan, ends a subscription after its last declined try, and ends the terms of plans
// that do not renew by themselves. What to do with a subscription on a day is @hub/domain's
// `billingRunAction` (billing-run.ts, with the dunning plan); this file finds the subscriptions whose day
// may have come, and acts on each in a transaction of its own (the charge and dunning's steps are
// charge.ts):
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
import { billingRunAction, calendarDateIn } from '@hub/domain';
import { and, asc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import type { Settings } from '../http/context';
import type { JobKind, JobQueue } from '../jobs/queue';
import { changer, chargeInvoice, endAfterDunning, openInvoice, type BillingRunSettings } from './charge';
import { planById, type PlanRow } from './plans';
import { billingTestClocks, subscriptions } from './schema';
import { accountClock, accountClocks, billingRecipientsOf, toDomain, upcomingInvoices } from './store';

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
