// A change of a subscription: one event of @hub/domain's machine (`transition()`), made in ONE transaction
// with the subscription's row locked: the subscription, the account's billing status, the invoices the
// change touches, one row of the append-only log and the emails it sends, all or nothing. A refused event
// answers 409 `{detail, code, from, event}` and changes nothing. Two changes of one subscription at once
// take turns on the lock: the second reads what the first wrote and is judged on it (two confirms: one
// 200, one 409).
import {
  addCalendarDays,
  billingStatusNames,
  cancelGracePeriodDays,
  planChargeMinor,
  priceSchedule,
  subscriptionStateLabels,
  taxOn,
  transition,
  winBackOffer,
  formatMessage,
  type CalendarDate,
  type Subscription,
  type SubscriptionError,
  type SubscriptionErrorCode,
  type SubscriptionEvent,
  type SubscriptionEventType,
  type SubscriptionState,
  type WinBackOffer,
} from '@hub/domain';
import { eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../auth/principal';
import type { Transaction } from '../db/database';
import type { AppContext, Settings } from '../http/context';
import { HttpError } from '../http/errors';
import { printQueued, queueEmails, type Email } from '../mail';
import type { Recipient } from '../mail-language';
import type { PaymentGateway } from './gateway';
import { cancellationEmail, renewalInstructionsEmail, returnInstructionsEmail } from './mail';
import { invoiceDescription, planById, pricingPlan, type PlanRow } from './plans';
import { invoices, subscriptions } from './schema';
import {
  accountClock,
  billingRecipients,
  lockAccountSubscription,
  lockSubscription,
  readSubscriptionJson,
  recordAction,
  setAccountBillingStatus,
  toDomain,
  upcomingInvoices,
  type InvoiceRow,
  type SubscriptionRow,
} from './store';

/** What each event is, in a sentence's subject ("Confirming a cancellation is not possible…"). */
const eventPhrases: Record<SubscriptionEventType, string> = {
  CANCEL_REQUEST: 'Requesting a cancellation',
  UNDO_CANCEL: 'Undoing a cancellation',
  CONFIRM_CANCEL: 'Confirming a cancellation',
  ACCEPT_OFFER: 'Accepting an offer',
  RETURN_REQUEST: 'Requesting a return',
  CONFIRM_RETURN: 'Confirming a return',
  DECLINE_RETURN: 'Declining a return',
  RENEW_REQUEST: 'Requesting a renewal',
  CONFIRM_RENEWAL: 'Confirming a renewal',
  DECLINE_RENEWAL: 'Declining a renewal',
  RESUME: 'Resuming the subscription',
  REACTIVATE: 'Reactivating the subscription',
  CHANGE_PLAN: 'Changing the plan',
  RENEWAL_PAID: 'Paying the renewal',
  RENEWAL_DECLINED: 'Declining the renewal',
  DUNNING_EXHAUSTED: 'Ending the subscription after its last declined charge',
  EXPIRE: 'Ending the term',
};

/** Where the subscription stands, after "the subscription is" (the domain's label, lower-cased). */
function stateText(state: SubscriptionState): string {
  if (state === 'notPurchased') return 'not purchased yet';
  return formatMessage(subscriptionStateLabels[state]).toLowerCase();
}

/** The English sentence of a refusal, by the domain's code. */
const refusalDetails: Record<SubscriptionErrorCode, (error: SubscriptionError) => string> = {
  illegal_transition: ({ event, from }) =>
    from === 'notPurchased'
      ? `${eventPhrases[event]} is not possible: this account has no subscription.`
      : `${eventPhrases[event]} is not possible: the subscription is ${stateText(from)}.`,
  grace_period_over: () =>
    `The ${cancelGracePeriodDays} days to cancel online are over. You can request a return instead.`,
  access_ended: () => 'Access has already ended: reactivate the subscription instead.',
  access_not_ended: () => 'Access has not ended yet: resume the subscription instead.',
  offer_not_applicable: () => 'This offer does not apply to your plan.',
  same_plan: () => 'The subscription is already on this plan.',
  term_not_over: () => 'The term is not over yet.',
};

/** The 409 of a refused event (docs/billing-api.md): `{detail, code, from, event}`. */
export function refusal(error: SubscriptionError): HttpError {
  return new HttpError(409, {
    detail: refusalDetails[error.code](error),
    code: error.code,
    from: billingStatusNames[error.from],
    event: error.event,
  });
}

/** Where the kit's return stands after an event (`/packagereturns`); other events leave it. */
function returnStatusAfter(event: SubscriptionEventType, previous: string | null): string | null {
  // The instructions email is queued in the request's own transaction: they are sent with it.
  if (event === 'RETURN_REQUEST') return 'instructions_sent';
  if (event === 'CONFIRM_RETURN') return 'received';
  if (event === 'DECLINE_RETURN') return null;
  return previous;
}

/**
 * The charge of a plan due on `date`, before tax: the offer's price for the charges `priceSchedule()`
 * discounts (its duration counted from `offerStartsOn`, the first charge after it was accepted), else the
 * full charge. The invoice adds the subscription's tax rate (`taxRateBasisPoints`, the order's) to it.
 */
export function chargeOn(
  plan: PlanRow,
  date: CalendarDate,
  offer: WinBackOffer | null,
  offerStartsOn: CalendarDate | null,
): number {
  const pricing = pricingPlan(plan);
  if (!offer || !offerStartsOn || date < offerStartsOn) return planChargeMinor(pricing);
  const schedule = priceSchedule({ plan: pricing, firstChargeOn: offerStartsOn, offer });
  return schedule.find((charge) => charge.date === date)?.amountMinor ?? planChargeMinor(pricing);
}

/** What a change does to the subscription's invoices (`planInvoices`), for the writes and the log. */
export interface InvoicePlan {
  /** UPCOMING invoices that are REMOVED. */
  removed: InvoiceRow[];
  /** A new UPCOMING invoice at the end of the paid term. */
  created: typeof invoices.$inferInsert | null;
  /** UPCOMING invoices charged anew (an accepted offer, another plan). */
  rewritten: { id: number; externalId: string; amount: number; currency: string; description: string }[];
}

/**
 * The invoices follow the subscription: no upcoming invoices → the UPCOMING ones are REMOVED; upcoming
 * invoices but none there (resume, reactivate, a confirmed renewal, a paid renewal) → a new UPCOMING one at
 * the end of the paid term; an accepted offer or another plan → the UPCOMING ones are charged anew
 * (`priceSchedule()`). Computed from the UPCOMING invoices read under the subscription's lock, which every
 * writer of its invoices takes first, so they are the rows the writes find.
 */
function planInvoices(
  { row, upcoming }: ChangeBasis,
  next: Subscription,
  plan: PlanRow,
  event: SubscriptionEventType,
  offerStartsOn: CalendarDate | null,
  gateway: PaymentGateway,
  at: Date,
): InvoicePlan {
  const none: InvoicePlan = { removed: [], created: null, rewritten: [] };
  const offer = next.offer ? winBackOffer(next.offer) : null;
  const describe = (date: CalendarDate, charge: number) =>
    invoiceDescription(plan, date, charge < planChargeMinor(pricingPlan(plan)) ? offer : null);
  if (!next.hasUpcomingInvoices) return { ...none, removed: upcoming };
  if (upcoming.length === 0) {
    if (!next.paidThrough) return none;
    const charge = chargeOn(plan, next.paidThrough, offer, offerStartsOn);
    const created = {
      accountId: row.accountId,
      subscriptionId: row.id,
      externalId: gateway.invoiceId(),
      billingEntityName: gateway.billingEntityName,
      number: null,
      date: next.paidThrough,
      description: describe(next.paidThrough, charge),
      amount: charge + taxOn(charge, row.taxRateBasisPoints),
      currency: plan.currency,
      status: 'UPCOMING',
      createdAt: at,
      updated: at,
    };
    return { ...none, created };
  }
  if (event !== 'ACCEPT_OFFER' && event !== 'CHANGE_PLAN') return none;
  return {
    ...none,
    rewritten: upcoming.map((invoice) => {
      const charge = chargeOn(plan, invoice.date, offer, offerStartsOn);
      return {
        id: invoice.id,
        externalId: invoice.externalId,
        amount: charge + taxOn(charge, row.taxRateBasisPoints),
        currency: plan.currency,
        description: describe(invoice.date, charge),
      };
    }),
  };
}

/** What the log keeps of a change's invoices. */
function invoiceLogDetail({ removed, created, rewritten }: InvoicePlan): Record<string, unknown> {
  if (removed.length > 0) return { removed_invoices: removed.map((invoice) => invoice.externalId) };
  if (created)
    return {
      upcoming_invoice: { external_id: created.externalId, date: created.date, amount: created.amount },
    };
  if (rewritten.length > 0)
    return {
      upcoming_invoices: rewritten.map(({ externalId, amount }) => ({ external_id: externalId, amount })),
    };
  return {};
}

/** Writes one change's invoices (the changes of a flow, one at a time; the billing run's batch has its own). */
async function writeInvoicePlan(tx: Transaction, plan: InvoicePlan, at: Date): Promise<void> {
  if (plan.removed.length > 0)
    await tx
      .update(invoices)
      .set({ status: 'REMOVED', updated: at })
      .where(
        inArray(
          invoices.id,
          plan.removed.map((invoice) => invoice.id),
        ),
      );
  if (plan.created) await tx.insert(invoices).values(plan.created);
  for (const { id, amount, currency, description } of plan.rewritten)
    await tx.update(invoices).set({ amount, currency, description, updated: at }).where(eq(invoices.id, id));
}

/** The emails an event sends, to the account's billing users. */
function emailsOf(event: SubscriptionEventType, next: Subscription, recipients: Recipient[]): Email[] {
  return recipients.flatMap((recipient) => {
    if (event === 'CONFIRM_CANCEL' && next.accessEndsOn) {
      return [cancellationEmail(recipient, next.accessEndsOn)];
    }
    if (event === 'RETURN_REQUEST') return [returnInstructionsEmail(recipient)];
    if (event === 'RENEW_REQUEST') return [renewalInstructionsEmail(recipient)];
    return [];
  });
}

/** What a change needs of the settings: the gateway (its invoice ids) and the outbox. */
export type ChangeSettings = Pick<Settings, 'paymentGateway' | 'outboxKey' | 'jobs' | 'publicUrl'>;

/** One change asked of the machine. */
export interface ChangeRequest {
  /** The account's subscription (the flows), or one by id (`PATCH /api/v3/subscriptions/{id}/`). */
  target: { accountId: number } | { subscriptionId: number };
  event: SubscriptionEvent;
  /** Who asked; null for the billing run. */
  actor: UserRow | null;
  /** The plan a CHANGE_PLAN moves to. */
  plan?: PlanRow;
  /** Columns beside the machine's that the event sets (the cancel form, the return's reason). */
  extras?: Partial<typeof subscriptions.$inferInsert>;
  /** What the log keeps of the request. */
  detail?: Record<string, unknown>;
}

/**
 * What the machine judges a change on, read in the change's transaction: the subscription's row locked
 * FOR UPDATE, its plan, its UPCOMING invoices (soonest first) and the account's clock.
 */
export interface ChangeBasis {
  row: SubscriptionRow;
  plan: PlanRow;
  upcoming: InvoiceRow[];
  clock: { now: Date; timeZone: string; today: CalendarDate };
}

/** A change the machine allowed, as data: what its writes give the subscription, its invoices and the log. */
export interface PlannedChange {
  before: SubscriptionRow;
  /** The row as the change leaves it (what a next change of the same pass starts from). */
  after: SubscriptionRow;
  /** The columns the change writes. */
  set: Partial<typeof subscriptions.$inferInsert>;
  plan: PlanRow;
  invoices: InvoicePlan;
  log: Parameters<typeof recordAction>[1];
  /** The emails of the event to these recipients (none for most events: `emailingEvents`). */
  emails: ((recipients: Recipient[]) => Email[]) | null;
}

/** The events that send an email of their own (`emailsOf`); the others need no recipients read. */
const emailingEvents = new Set<SubscriptionEventType>(['CONFIRM_CANCEL', 'RETURN_REQUEST', 'RENEW_REQUEST']);

/**
 * One change computed in memory by @hub/domain's machine (`transition()`), with nothing written: the flows'
 * changes write it at once (`moveSubscription`), the billing run writes a batch's together
 * (change-batch.ts). Answers the machine's refusal as it is.
 */
export function planChange(
  basis: ChangeBasis,
  request: Omit<ChangeRequest, 'target'>,
  gateway: PaymentGateway,
  at: Date,
): { ok: true; change: PlannedChange } | { ok: false; error: SubscriptionError } {
  const { row, plan, upcoming, clock } = basis;
  const { event } = request;
  const result = transition(toDomain(row, plan, upcoming.length > 0), event, clock);
  if (!result.ok) return result;
  const next = result.subscription;
  const nextPlan = request.plan ?? plan;
  // An accepted offer counts from the next charge; it is kept while the machine keeps the offer.
  const offerStartsOn = !next.offer
    ? null
    : event.type === 'ACCEPT_OFFER'
      ? next.paidThrough
      : row.offerStartsOn;
  const set = {
    planId: nextPlan.id,
    status: billingStatusNames[next.state],
    startedOn: next.startedOn,
    paidThrough: next.paidThrough,
    accessEndsOn: next.accessEndsOn,
    returnedOn: next.returnedOn,
    requestedOn: next.requestedOn,
    requestedFrom: next.requestedFrom ? billingStatusNames[next.requestedFrom] : null,
    graceEndsOn: next.startedOn ? addCalendarDays(next.startedOn, cancelGracePeriodDays) : null,
    offer: next.offer,
    offerStartsOn,
    returnStatus: returnStatusAfter(event.type, row.returnStatus),
    ...request.extras,
    updatedAt: at,
  };
  const invoicePlan = planInvoices(basis, next, nextPlan, event.type, offerStartsOn, gateway, at);
  return {
    ok: true,
    change: {
      before: row,
      after: { ...row, ...set } as SubscriptionRow,
      set,
      plan: nextPlan,
      invoices: invoicePlan,
      log: {
        accountId: row.accountId,
        subscriptionId: row.id,
        actorId: request.actor?.id ?? null,
        event: event.type,
        fromStatus: row.status,
        toStatus: set.status,
        detail: { ...request.detail, ...invoiceLogDetail(invoicePlan) },
        at,
      },
      emails: emailingEvents.has(event.type) ? (recipients) => emailsOf(event.type, next, recipients) : null,
    },
  };
}

/** Makes one change (see the file's header) and answers the subscription after it. */
export async function changeSubscription(c: AppContext, request: ChangeRequest): Promise<Response> {
  const settings = c.var.settings;
  const at = settings.now();
  const { body, sent } = await settings.db.transaction((tx) =>
    applySubscriptionChange(tx, settings, request, at),
  );
  printQueued(settings, sent);
  return c.json(body);
}

/**
 * The change inside a transaction the caller holds (the admin area's renewals and request resolutions log
 * their own row in the same one): the subscription after it (as the wire has it), the row before and after,
 * and the emails queued. Throws the 409 of a refused event.
 */
export async function applySubscriptionChange(
  tx: Transaction,
  settings: ChangeSettings,
  request: ChangeRequest,
  at: Date,
) {
  const moved = await moveSubscription(tx, settings, request, at);
  return { ...moved, body: await readSubscriptionJson(tx, moved.after, moved.plan) };
}

/**
 * `applySubscriptionChange` without the wire answer (a card saved during dunning needs none): the rows
 * before and after, the plan after and the emails queued.
 */
export async function moveSubscription(
  tx: Transaction,
  settings: ChangeSettings,
  request: ChangeRequest,
  at: Date,
) {
  const { event } = request;
  const row =
    'accountId' in request.target
      ? await lockAccountSubscription(tx, request.target.accountId)
      : await lockSubscription(tx, request.target.subscriptionId);
  // No subscription is NOT_PURCHASED, where the machine allows no event.
  if (!row) throw refusal({ code: 'illegal_transition', from: 'notPurchased', event: event.type });
  const basis: ChangeBasis = {
    row,
    plan: (await planById(tx, row.planId))!,
    upcoming: await upcomingInvoices(tx, row.id),
    clock: await accountClock(tx, row.accountId, at),
  };
  const planned = planChange(basis, request, settings.paymentGateway, at);
  if (!planned.ok) throw refusal(planned.error);
  const { change } = planned;
  const [updated] = await tx
    .update(subscriptions)
    .set(change.set)
    .where(eq(subscriptions.id, row.id))
    .returning();
  // The account mirrors its subscription's status, written by every change: unchanged, nothing to write.
  if (updated!.status !== row.status) await setAccountBillingStatus(tx, row.accountId, updated!.status);
  await writeInvoicePlan(tx, change.invoices, at);
  await recordAction(tx, change.log);
  const emails = change.emails ? change.emails(await billingRecipients(tx, row.accountId)) : [];
  const sent = await queueEmails(tx, settings, emails, at);
  return {
    plan: change.plan,
    sent,
    before: row,
    after: updated!,
  };
}
