// One batch of the billing run (run.ts), in one transaction: the batch's subscriptions locked together, what
// the money depends on read for all of them at once, each one's action decided and computed in memory by
// @hub/domain (`billingRunAction`, the machine's `transition` through `planChange`, the pricing, tax and
// dunning rules), the gateway charged per invoice, then the writes, one statement per table
// (change-batch.ts) and two for the emails with their delivery jobs (`queueEmailBatch`).
import { billingRunAction, type CalendarDate } from '@hub/domain';
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { queueEmailBatch, type Email } from '../mail';
import { writeBatch, type BatchWrites } from './change-batch';
import { planChange, refusal, type PlannedChange } from './changes';
import {
  afterCharge,
  afterLastTry,
  chargeCard,
  type Attempt,
  type BillingRunSettings,
  type FollowUp,
} from './charge';
import { eachConcurrently } from './concurrently';
import { invoiceNumbers } from './invoices';
import type { PlanRow } from './plans';
import { invoices, paymentMethods, programPlans, subscriptions } from './schema';
import {
  accountClocks,
  billingRecipientsOf,
  toDomain,
  type InvoiceRow,
  type PaymentMethodRow,
  type SubscriptionRow,
} from './store';

/** What the run did to one subscription. */
export type Outcome = 'paid' | 'declined' | 'ended' | 'expired' | 'skipped' | 'wait';

/**
 * How many charges of a batch wait on the gateway at once: a provider answers in a fraction of a second,
 * and a batch's charges one after the other would hold its locks for minutes.
 */
const gatewayConcurrency = 8;

/** A subscription of the batch, locked, with what its action is decided on. */
interface Held {
  row: SubscriptionRow;
  plan: PlanRow;
  clock: { now: Date; timeZone: string; today: CalendarDate };
  upcoming: InvoiceRow[];
  /** The declined renewal invoice, while past due. */
  open: InvoiceRow | null;
  card: PaymentMethodRow | null;
}

/** A try the batch makes: the invoice, its try, and once the gateway answered, its answer. */
interface Try {
  held: Held;
  invoice: InvoiceRow;
  attempt: Attempt;
  result?: Awaited<ReturnType<typeof chargeCard>>;
}

/**
 * Acts on the subscriptions `ids` (candidates of one run) in the caller's transaction, at the server's
 * `serverNow`; `plans` is the run's cache of plans by id. Answers each subscription's outcome: those another
 * run holds locked are `skipped` (left to it).
 */
export async function actOnBatch(
  tx: Transaction,
  settings: BillingRunSettings,
  ids: readonly number[],
  serverNow: Date,
  plans: Map<string, PlanRow | null>,
): Promise<Outcome[]> {
  // FOR UPDATE SKIP LOCKED: a subscription another run (or a change) holds is left to it; the rest are read
  // under the lock, so the action is decided on what the last run wrote.
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(inArray(subscriptions.id, [...ids]))
    .orderBy(asc(subscriptions.id))
    .for('update', { skipLocked: true });
  const outcomes: Outcome[] = Array.from({ length: ids.length - rows.length }, () => 'skipped');
  if (rows.length === 0) return outcomes;
  const held = await readHeld(tx, rows, serverNow, plans);

  const tries: Try[] = [];
  const followUps: { held: Held; followUp: FollowUp }[] = [];
  for (const subscription of held) {
    const { row, plan, clock, upcoming, open } = subscription;
    const action = billingRunAction({
      subscription: toDomain(row, plan, upcoming.length > 0),
      renews: plan.recurring,
      today: clock.today,
      dunning: open?.firstDeclinedOn
        ? { firstDeclinedOn: open.firstDeclinedOn, declines: open.declines }
        : null,
    });
    const due =
      action.kind === 'charge' ? upcoming.find((invoice) => invoice.date <= clock.today) : undefined;
    if (action.kind === 'charge' && due) tries.push({ held: subscription, invoice: due, attempt: 1 });
    else if (action.kind === 'retry')
      tries.push({ held: subscription, invoice: open!, attempt: action.attempt });
    else if (action.kind === 'end')
      followUps.push({
        held: subscription,
        followUp: afterLastTry(open?.externalId, clock.today, settings.publicUrl),
      });
    else if (action.kind === 'expire') followUps.push({ held: subscription, followUp: expiry });
    else outcomes.push('wait');
  }

  await eachConcurrently(tries, gatewayConcurrency, async (attempt) => {
    const { held: subscription, invoice } = attempt;
    attempt.result = await chargeCard(settings.paymentGateway, {
      invoice,
      attempt: attempt.attempt,
      card: subscription.card,
      now: subscription.clock.now,
    });
  });
  const unnumbered = tries.filter((attempt) => attempt.invoice.number === null);
  const numbers = await invoiceNumbers(
    tx,
    unnumbered.map((attempt) => attempt.invoice.date),
  );
  const numberOf = new Map(unnumbered.map((attempt, index) => [attempt.invoice.id, numbers[index]!]));

  const writes: BatchWrites = { charged: [], changes: [], log: [] };
  const emails: (Email & { accountId: number })[] = [];
  const recipients = await billingRecipientsOf(
    tx,
    rows.map((row) => row.accountId),
  );
  for (const { held: subscription, invoice, attempt, result } of tries) {
    const { row, clock, card } = subscription;
    const followUp = afterCharge({
      invoice,
      attempt,
      today: clock.today,
      number: invoice.number ?? numberOf.get(invoice.id)!,
      card,
      result: result!,
      publicUrl: settings.publicUrl,
    });
    if (followUp.invoice) writes.charged.push({ id: invoice.id, invoice: followUp.invoice });
    if (followUp.log)
      writes.log.push({
        accountId: row.accountId,
        subscriptionId: row.id,
        actorId: null,
        ...followUp.log,
        fromStatus: row.status,
        toStatus: row.status,
        at: serverNow,
      });
    // The invoice is PAID or FAILED now: no longer one of the UPCOMING ones the machine counts.
    const upcoming = subscription.upcoming.filter((other) => other.id !== invoice.id);
    followUps.push({ held: { ...subscription, upcoming }, followUp });
  }

  for (const { held: subscription, followUp } of followUps) {
    const { accountId } = subscription.row;
    const changes = planEvents(settings, subscription, followUp.events, serverNow);
    writes.changes.push(...changes);
    writes.log.push(...changes.map((change) => change.log));
    const to = recipients.get(accountId) ?? [];
    for (const { emails: of } of changes)
      if (of) emails.push(...of(to).map((email) => ({ ...email, accountId })));
    const { letter } = followUp;
    // Receipts, nearly every email of a run, are rendered by their delivery job; the dunning emails (one
    // renewal in fifty in the bench) are rendered here, so their words are in the outbox at once.
    const renderAtDelivery = followUp.outcome === 'paid';
    if (letter)
      emails.push(...to.map((recipient) => ({ ...letter(recipient), accountId, renderAtDelivery })));
    outcomes.push(followUp.outcome);
  }
  await writeBatch(tx, writes, serverNow);
  await queueEmailBatch(tx, settings, emails, serverNow);
  return outcomes;
}

/** The end of a term that does not renew by itself: EXPIRE, and nothing else. */
const expiry: FollowUp = {
  outcome: 'expired',
  invoice: null,
  log: null,
  events: [{ type: 'EXPIRE', detail: {} }],
  letter: null,
};

/**
 * The machine's events for one subscription, one after the other, each computed on the row and invoices the
 * one before leaves. Throws the machine's refusal, as a change of a flow does.
 */
function planEvents(
  settings: BillingRunSettings,
  { row, plan, clock, upcoming }: Held,
  events: FollowUp['events'],
  at: Date,
): PlannedChange[] {
  const changes: PlannedChange[] = [];
  let basis = { row, plan, upcoming, clock };
  for (const { type, detail } of events) {
    const planned = planChange(
      basis,
      { event: { type }, actor: null, detail: { run: true, ...detail } },
      settings.paymentGateway,
      at,
    );
    if (!planned.ok) throw refusal(planned.error);
    const { change } = planned;
    if (change.invoices.created && changes.length + 1 < events.length)
      // A later event would find an invoice not written yet; no run has such a pair of events.
      throw new Error(`The billing run cannot add an invoice before another event (${type}).`);
    changes.push(change);
    const removed = new Set(change.invoices.removed.map((invoice) => invoice.id));
    basis = {
      row: change.after,
      plan: change.plan,
      upcoming: basis.upcoming.filter((invoice) => !removed.has(invoice.id)),
      clock,
    };
  }
  return changes;
}

/**
 * What the batch's actions are decided on, for all its subscriptions at once: their plans (cached for the
 * run), the accounts' clocks, the UPCOMING invoices and the declined one of each, and the cards on file.
 */
async function readHeld(
  tx: Transaction,
  rows: SubscriptionRow[],
  serverNow: Date,
  plans: Map<string, PlanRow | null>,
): Promise<Held[]> {
  const unknownPlans = [...new Set(rows.map((row) => row.planId))].filter((id) => !plans.has(id));
  if (unknownPlans.length > 0) {
    const read = await tx.select().from(programPlans).where(inArray(programPlans.id, unknownPlans));
    for (const id of unknownPlans) plans.set(id, read.find((plan) => plan.id === id) ?? null);
  }
  const accountIds = rows.map((row) => row.accountId);
  const clocks = await accountClocks(tx, accountIds, serverNow);
  const invoiceRows = await tx
    .select()
    .from(invoices)
    .where(
      and(
        inArray(
          invoices.subscriptionId,
          rows.map((row) => row.id),
        ),
        or(eq(invoices.status, 'UPCOMING'), and(eq(invoices.status, 'FAILED'), gt(invoices.declines, 0))),
      ),
    )
    .orderBy(asc(invoices.date), asc(invoices.id));
  const cards = await tx.select().from(paymentMethods).where(inArray(paymentMethods.accountId, accountIds));
  const cardOf = new Map(cards.map((card) => [card.accountId, card]));
  const invoicesOf = new Map<number, InvoiceRow[]>();
  for (const invoice of invoiceRows) {
    const own = invoicesOf.get(invoice.subscriptionId!);
    if (own) own.push(invoice);
    else invoicesOf.set(invoice.subscriptionId!, [invoice]);
  }
  return rows.flatMap((row) => {
    const plan = plans.get(row.planId);
    // A subscription on a plan that is gone waits (as it did): nothing can be priced.
    if (!plan) return [];
    const own = invoicesOf.get(row.id) ?? [];
    return [
      {
        row,
        plan,
        clock: clocks.get(row.accountId)!,
        upcoming: own.filter((invoice) => invoice.status === 'UPCOMING'),
        // The newest declined one (by date, then id), while past due.
        open:
          row.status === 'PAST_DUE'
            ? (own.filter((invoice) => invoice.status === 'FAILED').at(-1) ?? null)
            : null,
        card: cardOf.get(row.accountId) ?? null,
      },
    ];
  });
}
