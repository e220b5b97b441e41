// The Stripe adapter of the payment gateway (PAYMENT_GATEWAY=stripe; docs/billing-api.md "Stripe"), with the
// official `stripe` package:
//
//   saving a card   a SetupIntent (confirmed at once, usage off_session) for the PaymentMethod (`pm_…`) that
//                   Stripe.js made in the browser, on the Stripe Customer of the account: the customer of the
//                   card on file, else a new one. The card's reference is `cus_…/pm_…`, so the customer id is
//                   kept where the card is (payment_methods, or the order until it is confirmed, when
//                   checkout copies it to the new account: that ties the checkout's customer to the account).
//   charging        a PaymentIntent confirmed at once, off-session (the billing run, "pay now"), or on-session
//                   at the checkout, where 3-D Secure may ask the family to confirm; Stripe's Idempotency-Key
//                   is the invoice's key, so one invoice is never charged twice.
//   refunding       a Stripe refund of the invoice's PaymentIntent, idempotent by the refund's key.
//   3-D Secure      an intent that is `requires_action` is refused as `requiresAction` with its client secret;
//                   the browser confirms it and the call is sent again with `confirmed_intent`, which is
//                   retrieved and must be ours (its metadata `hub_owner`, written with the secret key only)
//                   and have succeeded.
//
// Refusals carry a text @hub/domain maps to spec section 8's sentences (`paymentSentence`): a declined card
// of any decline code (card_declined, insufficient_funds, authentication_required, expired_card, …) is
// "declined (test|live mode)", the domain's declined card; processing_error is the domain's processing
// error; a network failure, a 5xx or 429 after the package's own retries (maxNetworkRetries) is its
// backend error. All of them read "Please try again." (docs/decisions.md "Stripe decline codes"). Stripe's
// own messages never leave this file: they may repeat what the cardholder typed.
import Stripe from 'stripe';
import type { GatewayEvent, GatewayRefusal, GatewayResult, PaymentGateway, SavedCard } from './gateway';
import { randomId } from './gateway';

/** What PAYMENT_GATEWAY=stripe needs (src/config.ts reads them). */
export interface StripeKeys {
  /** STRIPE_SECRET_KEY: `sk_test_…` or `sk_live_…` (or a restricted `rk_…`). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: `whsec_…`, the signing secret of the webhook endpoint. */
  webhookSecret: string;
  /** STRIPE_PUBLISHABLE_KEY: `pk_test_…` or `pk_live_…`, given to the browser. */
  publishableKey: string;
}

/** How old a webhook's signed timestamp may be: Stripe's default tolerance, written down. */
export const webhookToleranceSeconds = 300;

/** Tries after the first on a network failure, a 409, 429 or 5xx (the package's backoff, 0.5 s doubling). */
export const stripeNetworkRetries = 2;

const paymentMethodId = /^pm_[A-Za-z0-9_]{1,200}$/;
const reference = /^(cus_[A-Za-z0-9_]{1,200})\/(pm_[A-Za-z0-9_]{1,200})$/;

/** The card reference the adapter keeps: the customer and the PaymentMethod. */
export function stripeCardReference(customer: string, paymentMethod: string): string {
  return `${customer}/${paymentMethod}`;
}

/** The customer and PaymentMethod of a reference this adapter made, or null. */
export function parseStripeReference(text: string | null | undefined) {
  const match = text ? reference.exec(text) : null;
  return match ? { customer: match[1]!, paymentMethod: match[2]! } : null;
}

const backendError = 'Gateway error: Backend error';
const processingError = 'Gateway error: An error occurred while processing your card.';

/** The texts the domain maps, by what Stripe said. */
function declinedText(livemode: boolean, code: string | null | undefined): string {
  if (code === 'processing_error') return processingError;
  // The decline code (no card data) is kept for staff, who read refusals in billing's log.
  return `Gateway error: Your card was declined (${livemode ? 'live' : 'test'} mode)${code ? `: ${code}` : ''}.`;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The adapter's view of a Stripe error: a refusal, never Stripe's message. */
function refusalOf(error: unknown, livemode: boolean): GatewayRefusal {
  if (error instanceof Stripe.errors.StripeCardError) {
    return { kind: 'provider', message: declinedText(livemode, error.decline_code ?? error.code) };
  }
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'resource_missing' &&
    error.param === 'payment_method'
  ) {
    return { kind: 'unknownToken' };
  }
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'resource_missing' &&
    error.param === 'customer'
  ) {
    return { kind: 'provider', message: 'Gateway error: No such customer.' };
  }
  // Network down, 5xx, 429, a bad key, an idempotency conflict: the package retried what it could.
  return { kind: 'provider', message: backendError };
}

type Intent = Stripe.SetupIntent | Stripe.PaymentIntent;

/** An intent that is not (yet) succeeded: the browser's confirmation, or the decline it ended in. */
function unfinished(intent: Intent, livemode: boolean): GatewayRefusal {
  if (intent.status === 'requires_action' && intent.client_secret) {
    return {
      kind: 'requiresAction',
      message: declinedText(livemode, 'authentication_required'),
      clientSecret: intent.client_secret,
      intent: intent.id,
    };
  }
  const error = 'last_setup_error' in intent ? intent.last_setup_error : intent.last_payment_error;
  return { kind: 'provider', message: declinedText(livemode, error?.decline_code ?? error?.code) };
}

/** The card a succeeded intent saved (its PaymentMethod expanded), or null when it has none. */
function savedCardOf(intent: Intent): SavedCard | null {
  const customer = idOf(intent.customer);
  const method = intent.payment_method;
  if (!customer || !method || typeof method === 'string' || !method.card) return null;
  const { card } = method;
  return {
    reference: stripeCardReference(customer, method.id),
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
}

/** The metadata that says whose an intent is: the account, or the checkout before the account exists. */
function ownerOf(accountId: number | null, checkoutKey: string | undefined): string {
  return accountId !== null ? `account:${accountId}` : `checkout:${checkoutKey ?? ''}`;
}

/** The parts of an event its work needs (stripe-webhooks.ts): ids, statuses, the card's brand, last four, expiry. */
export function eventDetail(event: Stripe.Event): Record<string, unknown> {
  const object = event.data.object as unknown as Record<string, unknown>;
  const metadata = (object.metadata ?? {}) as Record<string, string>;
  if (event.type.startsWith('payment_intent.')) {
    const intent = object as unknown as Stripe.PaymentIntent;
    const error = intent.last_payment_error;
    return {
      intent: intent.id,
      status: intent.status,
      customer: idOf(intent.customer),
      invoice: metadata.hub_invoice ?? null,
      attempt: metadata.hub_attempt ?? null,
      refusal: error ? declinedText(event.livemode, error.decline_code ?? error.code) : null,
    };
  }
  if (event.type.startsWith('charge.dispute.')) {
    const dispute = object as unknown as Stripe.Dispute;
    return {
      dispute: dispute.id,
      intent: idOf(dispute.payment_intent),
      charge: idOf(dispute.charge),
      amount: dispute.amount,
      currency: dispute.currency,
      reason: dispute.reason,
      status: dispute.status,
    };
  }
  if (event.type.startsWith('payment_method.')) {
    const method = object as unknown as Stripe.PaymentMethod;
    return {
      payment_method: method.id,
      customer: idOf(method.customer),
      brand: method.card?.brand ?? null,
      last4: method.card?.last4 ?? null,
      exp_month: method.card?.exp_month ?? null,
      exp_year: method.card?.exp_year ?? null,
    };
  }
  if (event.type === 'customer.source.expiring') {
    const card = object as unknown as Stripe.Card;
    return {
      source: card.id,
      customer: idOf(card.customer),
      last4: card.last4,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
    };
  }
  return {};
}

/** Stripe as the payment gateway. `client` is for tests that point the package elsewhere. */
export function stripePaymentGateway(
  keys: StripeKeys,
  client: Stripe = new Stripe(keys.secretKey, {
    maxNetworkRetries: stripeNetworkRetries,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'customer-hub' },
  }),
): PaymentGateway {
  const stripe = client;
  const livemode = keys.secretKey.includes('_live_');
  const refused = <T>(error: unknown): GatewayResult<T> => ({
    ok: false,
    refusal: refusalOf(error, livemode),
  });

  /** The card of an intent the browser confirmed: ours (by its metadata) and succeeded. */
  async function confirmedCard(id: string, owner: string): Promise<GatewayResult<SavedCard>> {
    // A SetupIntent carries its owner; a checkout's PaymentIntent is on the customer made for that checkout.
    const intent: Intent = id.startsWith('seti_')
      ? await stripe.setupIntents.retrieve(id, { expand: ['payment_method'] })
      : await stripe.paymentIntents.retrieve(id, { expand: ['payment_method', 'customer'] });
    const customer = intent.customer;
    const intentOwner = id.startsWith('seti_')
      ? intent.metadata?.hub_owner
      : customer && typeof customer !== 'string' && !customer.deleted
        ? customer.metadata?.hub_owner
        : undefined;
    if (intentOwner !== owner) return { ok: false, refusal: { kind: 'unknownToken' } };
    const card = intent.status === 'succeeded' ? savedCardOf(intent) : null;
    return card ? { ok: true, value: card } : { ok: false, refusal: unfinished(intent, livemode) };
  }

  return {
    name: 'stripe',
    billingEntityName: 'stripe',
    publishableKey: keys.publishableKey,
    invoiceId: () => randomId('in'),

    async saveCard({ accountId, token, previousReference, checkoutKey, confirmedIntent }) {
      const owner = ownerOf(accountId, checkoutKey);
      try {
        if (confirmedIntent) {
          if (!/^(seti|pi)_[A-Za-z0-9_]{1,200}$/.test(confirmedIntent))
            return { ok: false, refusal: { kind: 'unknownToken' } };
          return await confirmedCard(confirmedIntent, owner);
        }
        if (!paymentMethodId.test(token)) return { ok: false, refusal: { kind: 'unknownToken' } };
        const customer =
          parseStripeReference(previousReference)?.customer ??
          (
            await stripe.customers.create(
              { metadata: { hub_owner: owner } },
              { idempotencyKey: `customer:${owner}:${token}` },
            )
          ).id;
        const intent = await stripe.setupIntents.create(
          {
            customer,
            payment_method: token,
            confirm: true,
            usage: 'off_session',
            allowed_payment_method_types: ['card'],
            metadata: { hub_owner: owner },
            expand: ['payment_method'],
          },
          { idempotencyKey: `setup:${owner}:${token}` },
        );
        const card = intent.status === 'succeeded' ? savedCardOf(intent) : null;
        return card ? { ok: true, value: card } : { ok: false, refusal: unfinished(intent, livemode) };
      } catch (error) {
        return refused(error);
      }
    },

    async charge({
      card,
      amount,
      currency,
      description,
      idempotencyKey,
      invoice,
      onSession,
      confirmedIntent,
    }) {
      const parts = parseStripeReference(card.reference);
      // A card another gateway saved (before the switch to Stripe): Stripe does not know its customer.
      if (!parts)
        return { ok: false, refusal: { kind: 'provider', message: 'Gateway error: No such customer.' } };
      try {
        if (confirmedIntent) {
          const intent = await stripe.paymentIntents.retrieve(confirmedIntent);
          if (idOf(intent.customer) !== parts.customer || intent.amount !== amount)
            return { ok: false, refusal: { kind: 'unknownToken' } };
          return intent.status === 'succeeded'
            ? { ok: true, value: { chargeId: intent.id } }
            : { ok: false, refusal: unfinished(intent, livemode) };
        }
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: currency.toLowerCase(),
            customer: parts.customer,
            payment_method: parts.paymentMethod,
            allowed_payment_method_types: ['card'],
            confirm: true,
            ...(onSession ? {} : { off_session: true }),
            description,
            metadata: {
              hub_key: idempotencyKey,
              ...(invoice
                ? { hub_invoice: invoice.externalId, hub_attempt: String(invoice.attempt ?? '') }
                : {}),
            },
          },
          { idempotencyKey },
        );
        // `processing` ends in a webhook: payment_intent.succeeded or payment_failed (stripe-webhooks.ts).
        if (intent.status === 'succeeded' || intent.status === 'processing')
          return { ok: true, value: { chargeId: intent.id } };
        return { ok: false, refusal: unfinished(intent, livemode) };
      } catch (error) {
        return refused(error);
      }
    },

    async refund({ chargeId, idempotencyKey }) {
      if (!chargeId?.startsWith('pi_'))
        return {
          ok: false,
          refusal: { kind: 'provider', message: 'Gateway error: Missing required param: id.' },
        };
      try {
        const refund = await stripe.refunds.create({ payment_intent: chargeId }, { idempotencyKey });
        return { ok: true, value: { refundId: refund.id } };
      } catch (error) {
        return refused(error);
      }
    },

    webhookEvent(payload, signature, now) {
      try {
        const event = stripe.webhooks.constructEvent(
          payload,
          signature,
          keys.webhookSecret,
          webhookToleranceSeconds,
          undefined,
          now.getTime(),
        );
        return { id: event.id, type: event.type, detail: eventDetail(event) } satisfies GatewayEvent;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
        throw error;
      }
    },
  };
}
