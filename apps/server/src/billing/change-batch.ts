// The batch form of a change's writes (changes.ts), for the billing run: the changes of many subscriptions,
// each computed by @hub/domain's machine (`planChange`), and the invoices their tries charged, written with
// one statement per table whatever their number, in the caller's transaction, which holds every
// subscription's row locked: a round trip and a parse per table, where a statement per row cost both per
// row. The updates take their rows as one JSON parameter (`json_to_recordset`), the inserts as many rows.
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import type { PlannedChange } from './changes';
import type { ChargedInvoice } from './charge';
import { invoices, subscriptionActions } from './schema';
import type { recordAction } from './store';

/** A row of the log, as `recordAction` takes it. */
export type LogRow = Parameters<typeof recordAction>[1];

/** What a batch of the run writes. */
export interface BatchWrites {
  /** The invoices the tries charged, paid or failed. */
  charged: { id: number; invoice: ChargedInvoice }[];
  /** The machine's changes, in the order they were computed (a subscription may move twice). */
  changes: PlannedChange[];
  /** Rows of the log, in order: each try's, then its changes'. */
  log: LogRow[];
}

/** Rows as one JSON parameter of `json_to_recordset`. */
const recordset = (rows: readonly object[]) => sql`json_to_recordset(${JSON.stringify(rows)}::json)`;

/**
 * Writes a batch: the charged invoices, each subscription as its last change leaves it (the machine's
 * columns: the run's events set no others), the accounts whose status moved, the invoices the changes
 * remove, add or charge anew, and the log.
 */
export async function writeBatch(tx: Transaction, writes: BatchWrites, at: Date): Promise<void> {
  const when = at.toISOString();
  if (writes.charged.length > 0)
    await tx.execute(sql`
      update invoices set status = v.status, number = v.number, declines = v.declines,
        first_declined_on = v.first_declined_on, card_brand = v.card_brand, card_last4 = v.card_last4,
        updated = ${when}::timestamptz
      from ${recordset(writes.charged.map(({ id, invoice }) => ({ id, ...columnsOf(invoice) })))}
        as v(id int, status text, number text, declines int, first_declined_on date, card_brand text,
             card_last4 text)
      where invoices.id = v.id`);

  // The first change of a subscription holds the row as read, its last the row as it is left.
  const first = new Map<number, PlannedChange>();
  const last = new Map<number, PlannedChange>();
  for (const change of writes.changes) {
    if (!first.has(change.before.id)) first.set(change.before.id, change);
    last.set(change.before.id, change);
  }
  if (last.size > 0)
    await tx.execute(sql`
      update subscriptions set plan_id = v.plan_id, status = v.status, started_on = v.started_on,
        paid_through = v.paid_through, access_ends_on = v.access_ends_on, returned_on = v.returned_on,
        requested_on = v.requested_on, requested_from = v.requested_from, grace_ends_on = v.grace_ends_on,
        offer = v.offer, offer_starts_on = v.offer_starts_on, return_status = v.return_status,
        updated_at = ${when}::timestamptz
      from ${recordset([...last.values()].map(({ after }) => machineColumnsOf(after)))}
        as v(id int, plan_id text, status text, started_on date, paid_through date, access_ends_on date,
             returned_on date, requested_on date, requested_from text, grace_ends_on date, offer text,
             offer_starts_on date, return_status text)
      where subscriptions.id = v.id`);
  // The account mirrors its subscription's status: written where it moved.
  const moved = [...last.values()]
    .filter((change) => change.after.status !== first.get(change.before.id)!.before.status)
    .map(({ after }) => ({ id: after.accountId, status: after.status }));
  if (moved.length > 0)
    await tx.execute(sql`
      update accounts set billing_status_name = v.status
      from ${recordset(moved)} as v(id int, status text)
      where accounts.id = v.id`);

  const plans = writes.changes.map((change) => change.invoices);
  const removed = plans.flatMap((plan) => plan.removed.map((invoice) => invoice.id));
  if (removed.length > 0)
    await tx.execute(sql`
      update invoices set status = 'REMOVED', updated = ${when}::timestamptz
      where id in (select id from ${recordset(removed.map((id) => ({ id })))} as v(id int))`);
  const created = plans.flatMap((plan) => (plan.created ? [plan.created] : []));
  if (created.length > 0) await tx.insert(invoices).values(created);
  const rewritten = plans.flatMap((plan) => plan.rewritten);
  if (rewritten.length > 0)
    await tx.execute(sql`
      update invoices set amount = v.amount, currency = v.currency, description = v.description,
        updated = ${when}::timestamptz
      from ${recordset(rewritten)} as v("id" int, "amount" int, "currency" text, "description" text)
      where invoices.id = v.id`);

  if (writes.log.length > 0)
    await tx
      .insert(subscriptionActions)
      .values(
        writes.log.map(({ at: createdAt, detail, ...row }) => ({ ...row, detail: detail ?? {}, createdAt })),
      );
}

/** A charged invoice's columns by their SQL names. */
function columnsOf(invoice: ChargedInvoice) {
  return {
    status: invoice.status,
    number: invoice.number,
    declines: invoice.declines,
    first_declined_on: invoice.firstDeclinedOn,
    card_brand: invoice.cardBrand,
    card_last4: invoice.cardLast4,
  };
}

/** The columns of the machine's state (`planChange`'s), by their SQL names. */
function machineColumnsOf(row: PlannedChange['after']) {
  return {
    id: row.id,
    plan_id: row.planId,
    status: row.status,
    started_on: row.startedOn,
    paid_through: row.paidThrough,
    access_ends_on: row.accessEndsOn,
    returned_on: row.returnedOn,
    requested_on: row.requestedOn,
    requested_from: row.requestedFrom,
    grace_ends_on: row.graceEndsOn,
    offer: row.offer,
    offer_starts_on: row.offerStartsOn,
    return_status: row.returnStatus,
  };
}
