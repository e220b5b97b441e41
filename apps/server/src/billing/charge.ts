// One try at charging a renewal invoice and what follows from its answer (issue 26): paid, the next term
// and a receipt; declined, past due, the failed-payment email with the next try's day, and after the last
// try the end of the subscription. What follows is computed here as data (`afterCharge`), so the billing
// run (run-batch.ts, a batch of subscriptions at once) and a card saved during dunning (payment.ts, one
// subscription in the transaction that saved it) write the same things: the invoice, the try's row of the
// log, the machine's events and the emails.
import { dunningAttempts, nextDunningTry, type CalendarDate } from '@hub/domain';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { UserRow } from '../auth/principal';
import type { Database, Transaction } from '../db/database';
import type { Settings } from '../http/context';
import { queueEmails, type Email } from '../mail';
import type { Recipient } from '../mail-language';
import { moveSubscription, type ChangeSettings } from './changes';
import { paymentSentence, type GatewayResult, type PaymentGateway } from './gateway';
import { invoiceNumber } from './invoices';
import {
  billingSegmentPath,
  paymentFailedEmail,
  receiptEmail,
  subscriptionEndedEmail,
  updateCardPath,
} from './mail';
import { invoices, subscriptions } from './schema';
import {
  accountClock,
  billingRecipients,
  paymentMethodOf,
  recordAction,
  type InvoiceRow,
  type PaymentMethodRow,
  type SubscriptionRow,
} from './store';

/** What the run needs: the database, the gateway, the outbox. */
export type BillingRunSettings = ChangeSettings & Pick<Settings, 'db'>;

export type RunEvent = 'RENEWAL_PAID' | 'RENEWAL_DECLINED' | 'DUNNING_EXHAUSTED' | 'EXPIRE';

/** 1 for a renewal's first try, then one more per retry; `card` for a card saved during dunning. */
export type Attempt = number | 'card';

/**
 * Charges the invoice to the card on file, with the key of this try (`renewal:<entity>:<invoice>:<try>`, or
 * `…:card:<card>`): the gateway answers the same key as before without charging again. No card: declined,
 * as the provider says it.
 */
export function chargeCard(
  gateway: PaymentGateway,
  {
    invoice,
    attempt,
    card,
    now,
  }: { invoice: InvoiceRow; attempt: Attempt; card: PaymentMethodRow | null; now: Date },
): Promise<GatewayResult<{ chargeId: string }>> {
  if (!card)
    return Promise.resolve({
      ok: false,
      refusal: { kind: 'provider', message: 'Gateway error: The customer has no payment method on file.' },
    });
  const key = attempt === 'card' ? `card:${card.gatewayReference}` : String(attempt);
  return gateway.charge({
    card: { reference: card.gatewayReference, expMonth: card.expMonth, expYear: card.expYear },
    amount: invoice.amount,
    currency: invoice.currency,
    description: invoice.description,
    idempotencyKey: `renewal:${invoice.billingEntityName}:${invoice.externalId}:${key}`,
    now,
    invoice: { externalId: invoice.externalId, attempt },
  });
}

/** The invoice's columns after a try. */
export type ChargedInvoice = Pick<
  InvoiceRow,
  'status' | 'number' | 'declines' | 'firstDeclinedOn' | 'cardBrand' | 'cardLast4'
>;

/** What follows from a try (or from the end of dunning, or of a term), as data for the writes. */
export interface FollowUp {
  outcome: 'paid' | 'declined' | 'ended' | 'expired';
  /** The invoice after the try; null when it stays as it was. */
  invoice: ChargedInvoice | null;
  /** The try's row of the log (CHARGE_PAID or CHARGE_DECLINED); null when there was no try. */
  log: { event: string; detail: Record<string, unknown> } | null;
  /** The machine's events, in order, with what their rows of the log keep besides. */
  events: { type: RunEvent; detail: Record<string, unknown> }[];
  /** The email each billing user gets, if any. */
  letter: ((to: Recipient) => Email) | null;
}

/** The last try was declined: DUNNING_EXHAUSTED, and the billing users told, with where to reactivate. */
export function afterLastTry(invoice: string | undefined, today: CalendarDate, publicUrl: string): FollowUp {
  return {
    outcome: 'ended',
    invoice: null,
    log: null,
    events: [{ type: 'DUNNING_EXHAUSTED', detail: { invoice } }],
    letter: (to) => subscriptionEndedEmail(to, today, `${publicUrl}${billingSegmentPath}`),
  };
}

/**
 * What follows from the gateway's answer to a try: paid, PAID with its number and card, RENEWAL_PAID and a
 * receipt; declined on a renewal's try, FAILED with its declines counted, RENEWAL_DECLINED on the first and
 * the failed-payment email with the next try's day, or after the last try the end; a new card declined
 * during dunning, only its row of the log (the try does not count against dunning).
 */
export function afterCharge({
  invoice,
  attempt,
  today,
  number,
  card,
  result,
  publicUrl,
}: {
  invoice: InvoiceRow;
  attempt: Attempt;
  today: CalendarDate;
  /** The invoice's number: its own, or the next one of the sequence. */
  number: string;
  card: PaymentMethodRow | null;
  result: GatewayResult<{ chargeId: string }>;
  publicUrl: string;
}): FollowUp {
  const detail = { invoice: invoice.externalId, amount: invoice.amount, currency: invoice.currency, attempt };
  const renewal = { invoice: invoice.externalId };
  if (result.ok) {
    return {
      outcome: 'paid',
      invoice: {
        ...chargedBefore(invoice),
        status: 'PAID',
        number,
        cardBrand: card!.brand,
        cardLast4: card!.last4,
      },
      log: { event: 'CHARGE_PAID', detail: { ...detail, charge: result.value.chargeId } },
      events: [{ type: 'RENEWAL_PAID', detail: renewal }],
      letter: (to) =>
        receiptEmail(to, {
          number,
          date: invoice.date,
          description: invoice.description,
          amount: invoice.amount,
          currency: invoice.currency,
          brand: card!.brand,
          last4: card!.last4,
        }),
    };
  }
  const reason = paymentSentence(result.refusal);
  if (attempt === 'card')
    return {
      outcome: 'declined',
      invoice: null,
      log: { event: 'CHARGE_DECLINED', detail: { ...detail, reason } },
      events: [],
      letter: null,
    };
  const declines = invoice.declines + 1;
  const firstDeclinedOn = invoice.firstDeclinedOn ?? today;
  const nextTry = nextDunningTry({ firstDeclinedOn, declines });
  const failed: ChargedInvoice = {
    ...chargedBefore(invoice),
    status: 'FAILED',
    number,
    declines,
    firstDeclinedOn,
    ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
  };
  const log = { event: 'CHARGE_DECLINED', detail: { ...detail, reason, next_try_on: nextTry } };
  const declined: FollowUp['events'] = attempt === 1 ? [{ type: 'RENEWAL_DECLINED', detail: renewal }] : [];
  if (declines >= dunningAttempts) {
    const end = afterLastTry(invoice.externalId, today, publicUrl);
    return { ...end, invoice: failed, log, events: [...declined, ...end.events] };
  }
  return {
    outcome: 'declined',
    invoice: failed,
    log,
    events: declined,
    letter: (to) =>
      paymentFailedEmail(
        to,
        { amount: invoice.amount, currency: invoice.currency, number },
        nextTry,
        `${publicUrl}${updateCardPath}`,
      ),
  };
}

function chargedBefore(invoice: InvoiceRow): ChargedInvoice {
  const { status, number, declines, firstDeclinedOn, cardBrand, cardLast4 } = invoice;
  return { status, number, declines, firstDeclinedOn, cardBrand, cardLast4 };
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
  const card = await paymentMethodOf(tx, row.accountId);
  const result = await chargeCard(settings.paymentGateway, {
    invoice,
    attempt: 'card',
    card,
    now: clock.now,
  });
  const outcome = await settleCharge(tx, settings, {
    row,
    invoice,
    attempt: 'card',
    card,
    result,
    actor,
    now,
  });
  return outcome === 'paid' ? 'paid' : 'declined';
}

/**
 * Writes what follows from a try of a subscription's invoice (`afterCharge`), in the caller's transaction
 * with the subscription locked: a card saved during dunning, or a charge a webhook told of
 * (stripe-webhooks.ts, with no actor). Answers the outcome.
 */
export async function settleCharge(
  tx: Transaction,
  settings: BillingRunSettings,
  {
    row,
    invoice,
    attempt,
    card,
    result,
    actor,
    now,
  }: {
    row: SubscriptionRow;
    invoice: InvoiceRow;
    attempt: Attempt;
    card: PaymentMethodRow | null;
    result: GatewayResult<{ chargeId: string }>;
    actor: UserRow | null;
    now: Date;
  },
): Promise<FollowUp['outcome']> {
  const clock = await accountClock(tx, row.accountId, now);
  const accountId = row.accountId;
  const followUp = afterCharge({
    invoice,
    attempt,
    today: clock.today,
    number: invoice.number ?? (await invoiceNumber(tx, invoice.date)),
    card,
    result,
    publicUrl: settings.publicUrl,
  });
  if (followUp.invoice)
    await tx
      .update(invoices)
      .set({ ...followUp.invoice, updated: now })
      .where(eq(invoices.id, invoice.id));
  if (followUp.log)
    await recordAction(tx, {
      accountId: row.accountId,
      subscriptionId: row.id,
      actorId: actor?.id ?? null,
      event: followUp.log.event,
      fromStatus: row.status,
      toStatus: row.status,
      detail: followUp.log.detail,
      at: now,
    });
  for (const event of followUp.events)
    await moveSubscription(
      tx,
      settings,
      {
        target: { subscriptionId: row.id },
        event: { type: event.type },
        actor,
        detail: { run: false, ...event.detail },
      },
      now,
    );
  if (followUp.letter) {
    const letter = followUp.letter;
    const emails = (await billingRecipients(tx, row.accountId)).map((to) => ({ ...letter(to), accountId }));
    await queueEmails(tx, settings, emails, now);
  }
  return followUp.outcome;
}

/** The past-due subscription's declined renewal invoice (the newest FAILED one the run charged). */
export async function openInvoice(
  db: Database | Transaction,
  subscriptionId: number,
): Promise<InvoiceRow | null> {
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
