// Contract tests of the Stripe adapter: the `stripe` package's real HTTP requests to api.stripe.com are
// intercepted by MSW and answered with Stripe's published objects (stripe-fixtures.ts) and error bodies.
// What is asserted is what Stripe would receive (form fields, Idempotency-Key) and what the billing calls
// get back (the card, the charge, the refusal and its sentence of spec section 8).
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentSentence, type GatewayRefusal } from './gateway';
import { stripeNetworkRetries, stripePaymentGateway } from './stripe-gateway';
import {
  customerFixture,
  paymentIntentFixture,
  paymentMethodFixture,
  refundFixture,
  setupIntentFixture,
} from './stripe-fixtures';

const retry = 'We’ve experienced an unexpected issue with our payment service. Please try again.';
const api = 'https://api.stripe.com/v1';
const keys = { secretKey: 'sk_test_hub', webhookSecret: 'whsec_hub', publishableKey: 'pk_test_hub' };
const now = new Date('2026-11-29T12:00:00Z');

interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | null;
}

const server = setupServer();
let seen: Seen[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(() => server.close());

/** Answers Stripe's path with `answer` for each request, keeping what each one sent. */
function stripe(
  method: 'get' | 'post',
  path: string,
  answer: (form: URLSearchParams, count: number) => Response,
) {
  server.use(
    http[method](`${api}${path}`, async ({ request }) => {
      const form = new URLSearchParams(
        method === 'post' ? await request.text() : new URL(request.url).search,
      );
      seen.push({
        method: request.method,
        path: new URL(request.url).pathname,
        form,
        idempotencyKey: request.headers.get('idempotency-key'),
      });
      return answer(form, seen.filter((request) => request.path === `/v1${path}`).length);
    }),
  );
}

/** Stripe's error body (api_errors), with the HTTP status Stripe gives it. */
function stripeError(status: number, error: Record<string, unknown>) {
  return HttpResponse.json(
    { error: { doc_url: 'https://docs.stripe.com/error-codes', ...error } },
    { status },
  );
}

const card = { reference: 'cus_QXg1o8vcGmoR32/pm_1Pgc75B7WZ01zgkWlHVgdEGJ', expMonth: 8, expYear: 2030 };
const charge = {
  card,
  amount: 2999,
  currency: 'USD',
  description: 'Monthly plan',
  idempotencyKey: 'renewal:stripe:in_4R5t6Y:1',
  now,
  invoice: { externalId: 'in_4R5t6Y', attempt: 1 },
};

/** A PaymentIntent as Stripe answers the charge: the fixture, with what the request set. */
function intentFor(form: URLSearchParams, status: string) {
  return HttpResponse.json({
    ...paymentIntentFixture,
    amount: Number(form.get('amount')),
    currency: form.get('currency'),
    customer: form.get('customer'),
    payment_method: form.get('payment_method'),
    status,
    last_payment_error: null,
    next_action: null,
  });
}

describe('the Stripe adapter', () => {
  it('saves a card with a SetupIntent on a new customer, then charges it off-session with the invoice’s key', async () => {
    stripe('post', '/customers', () => HttpResponse.json(customerFixture));
    stripe('post', '/setup_intents', (form) =>
      HttpResponse.json({
        ...setupIntentFixture,
        status: 'succeeded',
        customer: form.get('customer'),
        payment_method: { ...paymentMethodFixture, id: form.get('payment_method') },
        metadata: { hub_owner: form.get('metadata[hub_owner]') },
        last_setup_error: null,
        next_action: null,
      }),
    );
    stripe('post', '/payment_intents', (form) => intentFor(form, 'succeeded'));
    const gateway = stripePaymentGateway(keys);

    const saved = await gateway.saveCard({ accountId: 7, token: 'pm_card_visa', expMonth: 8, expYear: 2030 });
    expect(saved).toEqual({
      ok: true,
      value: {
        reference: 'cus_QXg1o8vcGmoR32/pm_card_visa',
        brand: 'visa',
        last4: '4242',
        expMonth: 8,
        expYear: 2030,
      },
    });
    const [customer, setup] = seen;
    expect(customer!.form.get('metadata[hub_owner]')).toBe('account:7');
    expect(Object.fromEntries(setup!.form)).toMatchObject({
      customer: 'cus_QXg1o8vcGmoR32',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      usage: 'off_session',
      'metadata[hub_owner]': 'account:7',
    });

    const paid = await gateway.charge({
      ...charge,
      card: { ...card, reference: saved.ok ? saved.value.reference : '' },
    });
    expect(paid).toEqual({ ok: true, value: { chargeId: paymentIntentFixture.id } });
    const intent = seen.at(-1)!;
    expect(intent.idempotencyKey).toBe('renewal:stripe:in_4R5t6Y:1');
    expect(Object.fromEntries(intent.form)).toMatchObject({
      amount: '2999',
      currency: 'usd',
      customer: 'cus_QXg1o8vcGmoR32',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      off_session: 'true',
      'metadata[hub_invoice]': 'in_4R5t6Y',
      'metadata[hub_attempt]': '1',
    });
  });

  it('keeps the customer of the card on file for a new card', async () => {
    stripe('post', '/setup_intents', (form) =>
      HttpResponse.json({
        ...setupIntentFixture,
        status: 'succeeded',
        customer: form.get('customer'),
        payment_method: paymentMethodFixture,
      }),
    );
    const saved = await stripePaymentGateway(keys).saveCard({
      accountId: 7,
      token: 'pm_1Pgc75B7WZ01zgkWlHVgdEGJ',
      expMonth: 8,
      expYear: 2030,
      previousReference: 'cus_Old/pm_Old',
    });
    expect(saved).toMatchObject({ ok: true, value: { reference: 'cus_Old/pm_1Pgc75B7WZ01zgkWlHVgdEGJ' } });
    expect(seen.map((request) => request.path)).toEqual(['/v1/setup_intents']);
  });

  it.each([
    { case: 'a declined card', code: 'card_declined', decline_code: 'generic_decline' },
    { case: 'insufficient funds', code: 'card_declined', decline_code: 'insufficient_funds' },
    {
      case: 'a card that needs its holder (off-session)',
      code: 'authentication_required',
      decline_code: 'authentication_required',
    },
  ])('refuses $case with the retry sentence, never Stripe’s own words', async ({ code, decline_code }) => {
    stripe('post', '/payment_intents', () =>
      stripeError(402, {
        type: 'card_error',
        code,
        decline_code,
        message: 'Your card ending 4242 was declined.',
        payment_intent: { ...paymentIntentFixture, status: 'requires_payment_method' },
      }),
    );
    const result = await stripePaymentGateway(keys).charge(charge);
    expect(result.ok).toBe(false);
    const refusal = (result as { refusal: GatewayRefusal }).refusal;
    expect(refusal).toEqual({
      kind: 'provider',
      message: `Gateway error: Your card was declined (test mode): ${decline_code}.`,
    });
    expect(paymentSentence(refusal)).toBe(retry);
    expect(JSON.stringify(refusal)).not.toContain('4242');
  });

  it('asks the cardholder to confirm a SetupIntent (3-D Secure), then saves the card they confirmed', async () => {
    stripe('post', '/customers', () => HttpResponse.json(customerFixture));
    stripe('post', '/setup_intents', () =>
      HttpResponse.json({
        ...setupIntentFixture,
        customer: customerFixture.id,
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} },
      }),
    );
    const gateway = stripePaymentGateway(keys);
    const first = await gateway.saveCard({
      accountId: null,
      checkoutKey: 'key-0123456789abcdef',
      token: 'pm_card_3ds',
      expMonth: 8,
      expYear: 2030,
    });
    expect(first).toEqual({
      ok: false,
      refusal: {
        kind: 'requiresAction',
        clientSecret: setupIntentFixture.client_secret,
        intent: setupIntentFixture.id,
        message: 'Gateway error: Your card was declined (test mode): authentication_required.',
      },
    });

    stripe('get', `/setup_intents/${setupIntentFixture.id}`, () =>
      HttpResponse.json({
        ...setupIntentFixture,
        customer: customerFixture.id,
        status: 'succeeded',
        payment_method: paymentMethodFixture,
        metadata: { hub_owner: 'checkout:key-0123456789abcdef' },
      }),
    );
    const confirmed = {
      token: 'pm_card_3ds',
      expMonth: 8,
      expYear: 2030,
      confirmedIntent: setupIntentFixture.id,
    };
    expect(
      await gateway.saveCard({ accountId: null, checkoutKey: 'key-0123456789abcdef', ...confirmed }),
    ).toMatchObject({
      ok: true,
      value: { reference: `${customerFixture.id}/${paymentMethodFixture.id}`, last4: '4242' },
    });
    // Another checkout (or account) cannot finish with an intent that is not its own.
    expect(await gateway.saveCard({ accountId: 8, ...confirmed })).toEqual({
      ok: false,
      refusal: { kind: 'unknownToken' },
    });
  });

  it('refunds the invoice’s PaymentIntent, and a retry sends the same Idempotency-Key and gets the same refund', async () => {
    const refunds = new Map<string, string>();
    stripe('post', '/refunds', (form, count) => {
      const key = seen.at(-1)!.idempotencyKey!;
      // As Stripe does: the same key answers the first request's refund again.
      if (!refunds.has(key)) refunds.set(key, `re_hub_${count}`);
      return HttpResponse.json({
        ...refundFixture,
        id: refunds.get(key),
        payment_intent: form.get('payment_intent'),
      });
    });
    const gateway = stripePaymentGateway(keys);
    const refund = {
      invoiceExternalId: 'in_4R5t6Y',
      chargeId: 'pi_1PgafyB7WZ01zgkWSjxsAJo3',
      amount: 2999,
      currency: 'USD',
      idempotencyKey: 'refund:stripe:in_4R5t6Y',
    };
    const first = await gateway.refund(refund);
    const again = await gateway.refund(refund);
    expect(first).toEqual({ ok: true, value: { refundId: 're_hub_1' } });
    expect(again).toEqual(first);
    expect(seen.map((request) => [request.idempotencyKey, request.form.get('payment_intent')])).toEqual([
      ['refund:stripe:in_4R5t6Y', 'pi_1PgafyB7WZ01zgkWSjxsAJo3'],
      ['refund:stripe:in_4R5t6Y', 'pi_1PgafyB7WZ01zgkWSjxsAJo3'],
    ]);
  });

  it('tries again after a Stripe 500 with the same Idempotency-Key, and the charge goes through', async () => {
    stripe('post', '/payment_intents', (form, count) =>
      count === 1
        ? stripeError(500, { type: 'api_error', message: 'An unknown error occurred' })
        : intentFor(form, 'succeeded'),
    );
    expect(await stripePaymentGateway(keys).charge(charge)).toEqual({
      ok: true,
      value: { chargeId: paymentIntentFixture.id },
    });
    expect(seen.map((request) => request.idempotencyKey)).toEqual([
      charge.idempotencyKey,
      charge.idempotencyKey,
    ]);
  });

  it('answers the retry sentence when Stripe cannot be reached, after the package’s own retries', async () => {
    stripe('post', '/payment_intents', () => HttpResponse.error());
    const result = await stripePaymentGateway(keys).charge(charge);
    expect(result).toEqual({
      ok: false,
      refusal: { kind: 'provider', message: 'Gateway error: Backend error' },
    });
    expect(paymentSentence((result as { refusal: GatewayRefusal }).refusal)).toBe(retry);
    expect(seen).toHaveLength(1 + stripeNetworkRetries);
  });

  it('does not send Stripe a card another gateway saved', async () => {
    const result = await stripePaymentGateway(keys).charge({
      ...charge,
      card: { ...card, reference: 'pm_test_family_1' },
    });
    expect(result).toEqual({
      ok: false,
      refusal: { kind: 'provider', message: 'Gateway error: No such customer.' },
    });
    expect(paymentSentence((result as { refusal: GatewayRefusal }).refusal)).toBe(retry);
    expect(seen).toEqual([]);
  });
});
