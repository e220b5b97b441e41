// The payment gateway: the one place the server talks to a payment provider (docs/billing-api.md "Payment
// method"). The hub never sends a card number here: the gateway's browser side turns the card into a token,
// and the server hands the token to the gateway, which keeps the card and answers its brand, last four
// digits and a reference. Charges and refunds name that reference, never a card.
//
// PAYMENT_GATEWAY chooses the adapter (src/config.ts); `test`, the default, is the test-mode adapter below,
// which knows the contract's test tokens; `stripe` is Stripe (stripe-gateway.ts). Another provider is another
// adapter of `PaymentGateway` added to `createPaymentGateway` (create-gateway.ts;
// apps/server/README.md "Billing" says how).
//
// A refusal carries the provider's own text ("Gateway error: Your card was declined."); the caller answers
// 402 with the sentence of spec section 8 that @hub/domain maps it to (`paymentSentence`). Nothing here logs,
// and no adapter may put a token or card data into a refusal's text.
import { randomBytes } from 'node:crypto';
import { formatMessage, paymentErrorMessage, paymentServiceRetryError } from '@hub/domain';

/** A card the gateway saved: what the server may keep of it. */
export interface SavedCard {
  /** The gateway's reference to the card (`pm_…`): not a card number, useless without the gateway's keys. */
  reference: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The card on file, as a charge names it. */
export interface CardOnFile {
  reference: string;
  expMonth: number;
  expYear: number;
}

/**
 * Why the gateway said no: the provider's text (for the domain's mapping), a token it does not know, or the
 * cardholder must confirm in the browser first (3-D Secure: docs/billing-api.md "Stripe"), with the
 * provider's text for when they do not.
 */
export type GatewayRefusal =
  | { kind: 'provider'; message: string }
  | { kind: 'unknownToken' }
  | { kind: 'requiresAction'; message: string; clientSecret: string; intent: string };

/** A card saved or a charge made by the gateway's provider, as its webhooks tell it (stripe-webhooks.ts). */
export interface GatewayEvent {
  id: string;
  type: string;
  /** What the event's work needs of its object, never card data beyond brand, last four and expiry. */
  detail: Record<string, unknown>;
}

/** What a gateway call gives: its value, or its refusal. */
export type GatewayResult<T> = { ok: true; value: T } | { ok: false; refusal: GatewayRefusal };

/** A payment provider, as the billing calls use it. */
export interface PaymentGateway {
  /** The PAYMENT_GATEWAY value that chooses it. */
  readonly name: PaymentGatewayName;
  /** The billing entity its invoices are issued under (`billing_entity_name` on the wire). */
  readonly billingEntityName: string;
  /** The key the browser side needs (Stripe's publishable key); null for the test gateway. */
  readonly publishableKey: string | null;
  /** A new invoice's id at the provider (`external_id`). */
  invoiceId(): string;
  /** Saves the card a token stands for as the account's payment method. */
  saveCard(input: {
    /** Null for a new family's checkout: their account is made once the order is confirmed. */
    accountId: number | null;
    token: string;
    expMonth: number;
    expYear: number;
    /** The card on file's reference, whose customer at the provider the new card joins. */
    previousReference?: string | null;
    /** The checkout's idempotency key, which owns the card while the account does not exist yet. */
    checkoutKey?: string;
    /** The intent the cardholder confirmed in the browser after a `requiresAction` (3-D Secure). */
    confirmedIntent?: string | null;
  }): Promise<GatewayResult<SavedCard>>;
  /** Charges the card on file. The idempotency key is the invoice's: one invoice is never charged twice. */
  charge(input: {
    card: CardOnFile;
    amount: number;
    currency: string;
    description: string;
    idempotencyKey: string;
    now: Date;
    /** The invoice charged and the billing run's try of it, kept with the charge for its webhooks. */
    invoice?: { externalId: string; attempt: number | 'card' | null };
    /** The cardholder is at the checkout: the provider may ask them to confirm (3-D Secure). */
    onSession?: boolean;
    /** The intent the cardholder confirmed in the browser after a `requiresAction` (3-D Secure). */
    confirmedIntent?: string | null;
  }): Promise<GatewayResult<{ chargeId: string }>>;
  /** Refunds a paid invoice in full. */
  refund(input: {
    invoiceExternalId: string;
    /** The charge that paid it (the gateway's `chargeId`), when the server knows it. */
    chargeId: string | null;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<GatewayResult<{ refundId: string }>>;
  /**
   * A webhook's event when its signature is the provider's and it is recent (at `now`), else null; absent
   * for a gateway without webhooks.
   */
  webhookEvent?(payload: string, signature: string, now: Date): GatewayEvent | null;
}

/**
 * The sentence of spec section 8 for a provider's refusal, by @hub/domain's mapping (the 'Gateway error'
 * prefix stripped): "…Please try again." for a declined card, a processing error or an unknown customer;
 * the sentence without the retry for no payment method, a missing id, billing dates passed. A text the
 * domain does not know gets the retry sentence: the provider's own words are not for the family.
 */
export function paymentSentence(refusal: GatewayRefusal): string {
  if (refusal.kind === 'unknownToken') return formatMessage(paymentServiceRetryError);
  // A confirmation the cardholder did not give is a declined card (stripe-gateway.ts's text).
  const known = paymentErrorMessage(refusal.message);
  return typeof known === 'object' && known !== null
    ? formatMessage(known)
    : formatMessage(paymentServiceRetryError);
}

/**
 * The body of a refusal's 402: the sentence, and when the cardholder must confirm in the browser, what
 * Stripe.js needs to ask them (docs/billing-api.md "Stripe", 3-D Secure).
 */
export function refusalBody(refusal: GatewayRefusal): {
  detail: string;
  requires_action?: { client_secret: string; intent: string };
} {
  const detail = paymentSentence(refusal);
  return refusal.kind === 'requiresAction'
    ? { detail, requires_action: { client_secret: refusal.clientSecret, intent: refusal.intent } }
    : { detail };
}

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A provider-style id: the prefix and 14 random letters and digits (`in_4R5t6Y…`). */
export function randomId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (byte) => idAlphabet[byte % idAlphabet.length]).join('')}`;
}

/** What the test-mode gateway does with each token of the contract's table. */
export const testTokens: Readonly<
  Record<string, { card: { brand: string; last4: string }; declinesCharges?: true } | { refusal: string }>
> = {
  tok_visa: { card: { brand: 'visa', last4: '4242' } },
  tok_mastercard: { card: { brand: 'mastercard', last4: '4444' } },
  // Saved, but every charge declined (the billing run's dunning, issue 26).
  tok_chargesDeclined: { card: { brand: 'visa', last4: '3063' }, declinesCharges: true },
  tok_chargeDeclined: { refusal: 'Gateway error: Your card was declined. (test mode)' },
  tok_processingError: {
    refusal: 'Gateway error: An error occurred while processing your card. Try again in a little bit.',
  },
  tok_customerNotFound: { refusal: 'Gateway error: Customer not found.' },
  tok_noPaymentMethod: { refusal: 'Gateway error: The customer has no payment method on file.' },
};

/** The prefix of the references the test-mode gateway gives the cards it saves. */
export const testCardReferencePrefix = 'pm_test_';

/** The prefix of a saved card whose charges are all declined (`tok_chargesDeclined`). */
export const decliningCardReferencePrefix = 'pm_test_declines_';

/** The provider's text for a declined charge. */
export const testDeclineMessage = 'Gateway error: Your card was declined. (test mode)';

/** Whether a card is past the last day of its expiry month (UTC). */
function hasExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * The test-mode gateway (PAYMENT_GATEWAY=test): no provider, no money. Saving a card: the two good tokens
 * save visa 4242 and mastercard 4444, the four others are refused with the provider texts that map to
 * spec section 8's sentences, and any other token is unknown (400). Charging a card on file: a card this
 * gateway saved is charged unless it has expired (declined); a reference it did not make is an unknown
 * customer. A card from `tok_chargeDeclined` can never be on file, so a failed charge in test mode is an
 * expired card (the demo's `monthly@demo.test` has one). Refunds always go through. Invoices are issued
 * under the billing entity `stripe`, whose test mode these tokens imitate.
 */
export function testPaymentGateway(): PaymentGateway & { charged: TestCharge[] } {
  // As a provider does, the same idempotency key with the same card and amount answers what it answered
  // before and charges nothing again (kept in this process: the test gateway's memory).
  const answers = new Map<string, GatewayResult<{ chargeId: string }>>();
  const charged: TestCharge[] = [];
  return {
    name: 'test',
    billingEntityName: 'stripe',
    publishableKey: null,
    invoiceId: () => randomId('in'),
    async saveCard({ token, expMonth, expYear }) {
      const outcome = Object.hasOwn(testTokens, token) ? testTokens[token] : undefined;
      if (!outcome) return { ok: false, refusal: { kind: 'unknownToken' } };
      if ('refusal' in outcome) return { ok: false, refusal: { kind: 'provider', message: outcome.refusal } };
      const prefix = 'declinesCharges' in outcome ? 'pm_test_declines' : 'pm_test';
      return {
        ok: true,
        value: { reference: randomId(prefix), ...outcome.card, expMonth, expYear },
      };
    },
    async charge(input) {
      const { card } = input;
      const key = `${input.idempotencyKey}|${card.reference}|${card.expMonth}/${card.expYear}|${input.amount}`;
      const known = answers.get(key);
      if (known) return known;
      const result = testCharge(input.card, input.now);
      answers.set(key, result);
      charged.push({ idempotencyKey: input.idempotencyKey, amount: input.amount, ok: result.ok });
      return result;
    },
    charged,
    async refund() {
      return { ok: true, value: { refundId: randomId('re_test') } };
    },
  };
}

/** A charge the test gateway made (not one it answered again from its memory). */
export interface TestCharge {
  idempotencyKey: string;
  amount: number;
  ok: boolean;
}

/** One charge of a card on file by the test gateway. */
function testCharge(card: CardOnFile, now: Date): GatewayResult<{ chargeId: string }> {
  if (card.reference.startsWith(decliningCardReferencePrefix)) {
    return { ok: false, refusal: { kind: 'provider', message: testDeclineMessage } };
  }
  if (!card.reference.startsWith(testCardReferencePrefix)) {
    return { ok: false, refusal: { kind: 'provider', message: 'Gateway error: No such customer.' } };
  }
  if (hasExpired(card, now)) {
    return {
      ok: false,
      refusal: {
        kind: 'provider',
        message: 'Gateway error: Your card was declined: it has expired. (test mode)',
      },
    };
  }
  return { ok: true, value: { chargeId: randomId('ch_test') } };
}

/** The adapters PAYMENT_GATEWAY may name. */
export const paymentGatewayNames = ['test', 'stripe'] as const;

/** One of the adapters. */
export type PaymentGatewayName = (typeof paymentGatewayNames)[number];
