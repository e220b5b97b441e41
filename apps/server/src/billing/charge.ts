// One try at charging a renewal invoice and what follows from its answer (issue 26), for the billing run
// (run.ts) and for a card saved during dunning (payment.ts): paid, the next term and a receipt; declined,
// past due, the failed-payment email with the next try's day, and after the last try the end of the
// subscription. Each in the caller's transaction, with the subscription's row locked by it.
import { dunningAttempts, nextDunningTry } from '@hub/domain';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { UserRow } from '../auth/principal';
import type { Database, Transaction } from '../db/database';
import type { Settings } from '../http/context';
import { queueEmails, type Email } from '../mail';
import type { Recipient } from '../mail-language';
import { moveSubscription, type ChangeSettings, type HeldSubscription } from './changes';
import { paymentSentence } from './gateway';
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
  type SubscriptionRow,
} from './store';

/** What the run needs: the database, the gateway, the outbox. */
export type BillingRunSettings = ChangeSettings & Pick<Settings, 'db'>;

export type RunEvent = 'RENEWAL_PAID' | 'RENEWAL_DECLINED' | 'DUNNING_EXHAUSTED' | 'EXPIRE';

/**
 * Moves the subscription by one of the run's events (`actor` null: the run itself). With `held` (the run's
 * own pass, which read the row under its lock, the plan and the clock) the change reads none of them again:
 * the changer keeps the row after each change for the next one (the caller's `held` is left as given).
 */
export function changer(
  tx: Transaction,
  settings: BillingRunSettings,
  row: SubscriptionRow,
  now: Date,
  actor: UserRow | null,
  held?: HeldSubscription,
) {
  let current = held;
  return async (type: RunEvent, detail: Record<string, unknown> = {}) => {
    const moved = await moveSubscription(
      tx,
      settings,
      {
        target: { subscriptionId: row.id },
        event: { type },
        actor,
        detail: { run: actor === null, ...detail },
        held: current,
      },
      now,
    );
    if (current) current = { ...current, row: moved.after };
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
export async function endAfterDunning(
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
export async function chargeInvoice(
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
        `${settings.publicUrl}${updateCardPath}`,
      ),
      accountId: row.accountId,
    })),
    at,
  );
  return 'declined';
}
