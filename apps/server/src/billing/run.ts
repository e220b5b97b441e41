// The billing run (issue 26): the scheduled job that charges renewals on their day, tries declined ones
// again on the dunning plan, ends a subscription after its last declined try, and ends the terms of plans
// that do not renew by themselves. What to do with a subscription on a day is @hub/domain's
// `billingRunAction` (billing-run.ts, with the dunning plan); this file finds the subscriptions whose day
// may have come and hands them, a batch at a time, to run-batch.ts, which acts on a batch in one
// transaction (what follows a charge is charge.ts):
//
//   charge / retry  the renewal invoice is charged through the gateway with an idempotency key per invoice
//                   and try (`renewal:<entity>:<invoice>:<try>`): paid, the invoice is PAID with its
//                   number and card, the subscription moves by RENEWAL_PAID (one term more; the change
//                   adds the next UPCOMING invoice) and each billing user gets a receipt; declined, the
//                   invoice is FAILED with its declines counted, the subscription moves by
//                   RENEWAL_DECLINED on the first, and the billing users are emailed a link to update the
//                   card and pay; after the last try, DUNNING_EXHAUSTED.
//   end             DUNNING_EXHAUSTED (a run stopped between the last decline and the end).
//   expire          EXPIRE: a plan that does not renew by itself ends with its term.
//
// Every try is a row of billing's log (`subscription_actions`: CHARGE_PAID or CHARGE_DECLINED, with the
// invoice, the try and the gateway's charge or the family's sentence), so staff see each on the account's
// timeline, besides the machine's own rows. Every move of a subscription is a transition of the machine,
// computed by the same `planChange` a flow's change uses; only its writes are batched (change-batch.ts).
//
// A batch is one transaction: its subscriptions are taken together with FOR UPDATE SKIP LOCKED (those
// another run or a change holds are left to it), each one's action is decided again under the lock, the
// gateway is charged per invoice, and the batch's writes follow, one statement per table. So it is safe to
// run any number of times and in several processes at once: a second run skips what the first holds, or
// finds the invoices paid and the dates moved. A batch that does not commit (the process stopped, the
// database or the gateway failed) writes nothing, and the next run tries its subscriptions again with the
// same idempotency keys, which the gateway answers as before without charging again; so a rolled-back batch
// charges nobody twice, and its invoices are paid, logged and emailed once, by the batch that commits.
// What a rollback costs is the batch's time and some invoice numbers (a sequence gives numbers outside
// transactions, as it did a subscription at a time).
//
// At scale (`pnpm bench:billing`, figures in bench/README.md): the candidates are read `batchSize` at a
// time by keyset (the ids after the last one read, never OFFSET), so each read costs the same however far
// the run has gone, and a batch costs about 15 statements whatever its size: the lock, the plans it has not
// seen, the accounts' clocks (two), the invoices, the cards, the invoice numbers, the recipients, then the
// invoices charged, the subscriptions, the accounts whose status moved, the next UPCOMING invoices, the log,
// the emails and their delivery jobs. The receipts are rendered by their delivery job (src/mail.ts
// `renderAtDelivery`), not here. `workers` batches run at once, each in its own transaction on its own
// connection, so one's gateway calls and round trips overlap another's work.
import { calendarDateIn } from '@hub/domain';
import { and, asc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { Settings } from '../http/context';
import type { JobKind, JobQueue } from '../jobs/queue';
import type { BillingRunSettings } from './charge';
import { eachConcurrently } from './concurrently';
import type { PlanRow } from './plans';
import { actOnBatch } from './run-batch';
import { billingTestClocks, subscriptions } from './schema';

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

/**
 * How many subscriptions one batch takes: enough that the batch's statements (about 18) cost little per
 * subscription, few enough that its locks are held seconds at most (a family's own change of its
 * subscription waits for them) with a gateway answering in a third of a second, 8 at a time.
 */
const batchSize = 100;

/** How many batches the run acts on at once by default, each in its own transaction. */
export const billingRunWorkers = 2;

/**
 * Runs billing at `now`: every subscription whose day may have come (active and paid through tomorrow
 * or before in UTC, which covers every zone's today; or past due). `accountId` keeps one account's (the
 * test clock's); `workers` is how many batches are acted on at once.
 */
export async function runBilling(
  settings: BillingRunSettings,
  now: Date,
  options: { accountId?: number; workers?: number } = {},
): Promise<BillingRunReport> {
  const report: BillingRunReport = { seen: 0, paid: 0, declined: 0, ended: 0, expired: 0, skipped: 0 };
  const plans = new Map<string, PlanRow | null>();
  const batches = candidates(settings, now, options.accountId);
  await eachConcurrently(batches, options.workers ?? billingRunWorkers, async (ids) => {
    report.seen += ids.length;
    const outcomes = await settings.db.transaction((tx) => actOnBatch(tx, settings, ids, now, plans));
    for (const outcome of outcomes) if (outcome !== 'wait') report[outcome] += 1;
  });
  return report;
}

/** The ids of the subscriptions whose day may have come, a batch at a time, by keyset. */
async function* candidates(
  settings: BillingRunSettings,
  now: Date,
  accountId: number | undefined,
): AsyncGenerator<number[]> {
  const horizon = calendarDateIn(new Date(now.getTime() + 86_400_000), 'UTC');
  let after = 0;
  for (;;) {
    const batch = await settings.db
      .select({ id: subscriptions.id })
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
          accountId === undefined ? undefined : eq(subscriptions.accountId, accountId),
        ),
      )
      .orderBy(asc(subscriptions.id))
      .limit(batchSize);
    if (batch.length > 0) yield batch.map((row) => row.id);
    if (batch.length < batchSize) return;
    after = batch.at(-1)!.id;
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
  settings: BillingRunSettings &
    Pick<Settings, 'now' | 'log'> & {
      /** Counts the subscriptions of each completed run by outcome (src/observability/metrics.ts). */
      metrics?: { billingRunCompleted(report: BillingRunReport): void };
    },
  jobs: JobQueue,
): Promise<void> {
  await jobs.define(billingRunJob);
  await jobs.work(billingRunJob, async () => {
    const report = await runBilling(settings, settings.now());
    settings.metrics?.billingRunCompleted(report);
    if (report.paid + report.declined + report.ended + report.expired > 0)
      settings.log(
        `Billing run: ${report.paid} paid, ${report.declined} declined, ${report.ended} ended, ${report.expired} expired.`,
      );
  });
  await jobs.schedule(billingRunJob, '*/10 * * * *');
}
