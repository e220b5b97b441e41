// Stripe's webhooks (docs/billing-api.md "Stripe", docs/security.md "Webhooks"): `POST
// /api/v2/billing/webhooks/stripe/`. The answer is fast and does no work: the raw body's signature is
// checked by the `stripe` package (`webhooks.constructEvent`, at most `webhookToleranceSeconds` old by the
// server's one clock), the event is stored once by its id, and its job is queued in the same transaction. A
// forged or old event is 400 and stored nowhere; a replayed one finds its row, answers 200 and queues
// nothing. No session and no CSRF token: Stripe's signature is the check.
//
// The job (`stripe-webhook`, idempotent and retried) does what the event says, once (`processed_at`):
//   payment_intent.succeeded       the invoice it charged PAID, unless it is already (the charge's own call
//                                  usually wrote it; this covers one whose transaction did not commit);
//   payment_intent.payment_failed  the billing run's try of the invoice declined, by the run's machine
//                                  (charge.ts `settleCharge`): FAILED, RENEWAL_DECLINED, past due and the
//                                  email, unless the run wrote that try already;
//   charge.dispute.created         a DISPUTE_OPENED row in billing's log of the account, which staff read on
//                                  its timeline (no invoice status means "disputed": docs/decisions.md);
//   payment_method.updated, payment_method.automatically_updated, payment_method.card_automatically_updated
//                                  the card on file's brand, last four and expiry as the bank renewed them;
//   customer.source.expiring       a CARD_EXPIRING row in billing's log for the account whose card it is.
import { and, eq, like } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Transaction } from '../db/database';
import type { AppEnv, Settings } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import type { JobKind, JobQueue } from '../jobs/queue';
import { settleCharge, type Attempt, type BillingRunSettings } from './charge';
import { chargeAccount } from './charge-ids';
import type { GatewayResult } from './gateway';
import { invoices, paymentMethods, stripeWebhookEvents, subscriptions } from './schema';
import { paymentMethodOf, recordAction } from './store';

/** The events the hub does something with; others are stored (they were signed) and left. */
export const stripeWebhookEventTypes = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.dispute.created',
  'payment_method.updated',
  'payment_method.automatically_updated',
  'payment_method.card_automatically_updated',
  'customer.source.expiring',
] as const;

const handled = new Set<string>(stripeWebhookEventTypes);

/** One event's work: a few statements, tried again on failure (the database, a lock). */
export const stripeWebhookJob: JobKind = {
  name: 'stripe-webhook',
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 5 * 60,
};

export function stripeWebhookRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/billing/webhooks/stripe/', {
    POST: async (c) => {
      const settings = c.var.settings;
      const gateway = settings.paymentGateway;
      if (!gateway.webhookEvent) throw notFound();
      const signature = c.req.header('stripe-signature');
      // The raw body: the signature is over its bytes, so it is read as text and never re-serialised.
      const payload = await c.req.text();
      const at = settings.now();
      const event =
        signature && signature.length <= 2000 ? gateway.webhookEvent(payload, signature, at) : null;
      if (!event) throw new HttpError(400, { detail: 'The webhook’s signature or timestamp is not valid.' });
      const stored = await settings.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(stripeWebhookEvents)
          .values({ id: event.id, type: event.type, detail: event.detail, receivedAt: at })
          .onConflictDoNothing({ target: stripeWebhookEvents.id })
          .returning({ id: stripeWebhookEvents.id });
        if (row && handled.has(event.type) && settings.jobs)
          await settings.jobs.send(stripeWebhookJob, { event: event.id }, { key: event.id, in: tx });
        return Boolean(row);
      });
      return c.json({ received: true, duplicate: !stored });
    },
  });
}

/** What a webhook's work needs. */
export type StripeWebhookSettings = BillingRunSettings & Pick<Settings, 'now'>;

/** A number of the billing run's tries (`1`, `2`, …), or 'card' for another charge of the invoice. */
function attemptOf(value: unknown): Attempt {
  return typeof value === 'string' && /^[1-9][0-9]?$/.test(value) ? Number(value) : 'card';
}

/** The invoice a PaymentIntent charged (its metadata), with its subscription, both locked. */
async function chargedInvoice(tx: Transaction, detail: Record<string, unknown>) {
  if (typeof detail.invoice !== 'string' || detail.invoice === '') return null;
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.billingEntityName, 'stripe'), eq(invoices.externalId, detail.invoice)));
  if (!invoice?.subscriptionId) return null;
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, invoice.subscriptionId))
    .for('update');
  const [locked] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id)).for('update');
  return row && locked ? { row, invoice: locked } : null;
}

/** payment_intent.succeeded or payment_failed: what the charge's own call did not write. */
async function settleIntent(
  tx: Transaction,
  settings: StripeWebhookSettings,
  type: string,
  detail: Record<string, unknown>,
  now: Date,
) {
  const found = await chargedInvoice(tx, detail);
  if (!found || found.invoice.status === 'PAID') return;
  const { row, invoice } = found;
  const attempt = attemptOf(detail.attempt);
  let result: GatewayResult<{ chargeId: string }>;
  if (type === 'payment_intent.succeeded') {
    if (invoice.status !== 'UPCOMING' && invoice.status !== 'FAILED') return;
    result = { ok: true, value: { chargeId: String(detail.intent) } };
  } else {
    // Only the billing run's tries count against dunning, and each once: a try the run wrote has its decline.
    if (attempt === 'card' || invoice.declines >= attempt) return;
    if (invoice.status !== 'UPCOMING' && invoice.status !== 'FAILED') return;
    const message =
      typeof detail.refusal === 'string'
        ? detail.refusal
        : 'Gateway error: Your card was declined (live mode).';
    result = { ok: false, refusal: { kind: 'provider', message } };
  }
  const card = await paymentMethodOf(tx, row.accountId);
  await settleCharge(tx, settings, { row, invoice, attempt, card, result, actor: null, now });
}

/** The account's card on file whose Stripe PaymentMethod (or customer) an event names. */
async function cardOf(tx: Transaction, detail: Record<string, unknown>) {
  const customer = typeof detail.customer === 'string' ? detail.customer : null;
  if (!customer) return null;
  const reference =
    typeof detail.payment_method === 'string'
      ? eq(paymentMethods.gatewayReference, `${customer}/${detail.payment_method}`)
      : like(paymentMethods.gatewayReference, `${customer.replace(/[\\%_]/g, '\\$&')}/%`);
  const [card] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.gateway, 'stripe'), reference))
    .for('update');
  return card ?? null;
}

/** Does the work of one stored event, once; a second run (a retried job) finds it processed. */
export async function workStripeEvent(settings: StripeWebhookSettings, eventId: string): Promise<void> {
  const now = settings.now();
  await settings.db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.id, eventId))
      .for('update');
    if (!event || event.processedAt) return;
    const { type, detail } = event;
    if (type === 'payment_intent.succeeded' || type === 'payment_intent.payment_failed') {
      await settleIntent(tx, settings, type, detail, now);
    } else if (type === 'charge.dispute.created') {
      const charged = typeof detail.intent === 'string' ? await chargeAccount(tx, detail.intent) : null;
      if (charged)
        await recordAction(tx, {
          accountId: charged.accountId,
          subscriptionId: charged.subscriptionId,
          actorId: null,
          event: 'DISPUTE_OPENED',
          fromStatus: null,
          toStatus: null,
          detail: {
            dispute: detail.dispute,
            invoice: charged.invoice,
            amount: detail.amount,
            currency: typeof detail.currency === 'string' ? detail.currency.toUpperCase() : null,
            reason: detail.reason,
          },
          at: now,
        });
    } else if (type.startsWith('payment_method.')) {
      const card = await cardOf(tx, detail);
      const { brand, last4, exp_month: expMonth, exp_year: expYear } = detail;
      if (
        card &&
        typeof brand === 'string' &&
        typeof last4 === 'string' &&
        /^[0-9]{4}$/.test(last4) &&
        typeof expMonth === 'number' &&
        typeof expYear === 'number'
      )
        await tx
          .update(paymentMethods)
          .set({ brand, last4, expMonth, expYear, updatedAt: now })
          .where(eq(paymentMethods.id, card.id));
    } else if (type === 'customer.source.expiring') {
      const card = await cardOf(tx, detail);
      if (card && card.last4 === detail.last4)
        await recordAction(tx, {
          accountId: card.accountId,
          subscriptionId: null,
          actorId: null,
          event: 'CARD_EXPIRING',
          fromStatus: null,
          toStatus: null,
          detail: { last4: card.last4, exp_month: detail.exp_month, exp_year: detail.exp_year },
          at: now,
        });
    }
    await tx.update(stripeWebhookEvents).set({ processedAt: now }).where(eq(stripeWebhookEvents.id, eventId));
  });
}

/** Works the webhook events' jobs in this process, with the server's one clock. */
export async function startStripeWebhooks(settings: StripeWebhookSettings, jobs: JobQueue): Promise<void> {
  await jobs.define(stripeWebhookJob);
  await jobs.work<{ event: string }>(stripeWebhookJob, (job) => workStripeEvent(settings, job.data.event));
}
