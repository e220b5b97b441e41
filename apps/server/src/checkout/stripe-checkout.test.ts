// A new family's checkout with Stripe and 3-D Secure (issue 31, docs/billing-api.md "Stripe"): the bank asks
// the family to confirm the checkout's PaymentIntent; the order is placed once the hub sends the confirmed
// intent, and its card (with the customer made for this checkout) becomes the new account's. Stripe's API
// is MSW answering the `stripe` package with Stripe's published objects.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../billing/schema';
import { stripePaymentGateway } from '../billing/stripe-gateway';
import {
  customerFixture,
  paymentIntentFixture,
  paymentMethodFixture,
  setupIntentFixture,
} from '../billing/stripe-fixtures';
import type { DatabaseHandle } from '../db/database';
import { orderBody } from '../test/checkout';
import { databases } from '../test/databases';
import { Browser, testApp, type TestApp } from '../test/helpers';
import { orders } from './schema';

const retry = 'We’ve experienced an unexpected issue with our payment service. Please try again.';
const api = 'https://api.stripe.com/v1';
const keys = { secretKey: 'sk_test_hub', webhookSecret: 'whsec_hub', publishableKey: 'pk_test_hub' };
const now = new Date('2026-11-25T17:00:00Z');
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe.each(databases())('a checkout with Stripe on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle, { now: () => now, paymentGateway: stripePaymentGateway(keys) });
  });
  afterAll(() => handle.close());

  it('answers 402 with the PaymentIntent to confirm, then places the order with the confirmed intent', async () => {
    const key = randomUUID();
    const customer = { ...customerFixture, id: 'cus_checkout', metadata: { hub_owner: `checkout:${key}` } };
    const method = { ...paymentMethodFixture, id: 'pm_card_3ds', customer: customer.id };
    let charges = 0;
    let amount = 0;
    server.use(
      http.post(`${api}/customers`, () => HttpResponse.json(customer)),
      http.post(`${api}/setup_intents`, () =>
        HttpResponse.json({
          ...setupIntentFixture,
          customer: customer.id,
          status: 'succeeded',
          payment_method: method,
          last_setup_error: null,
        }),
      ),
      http.post(`${api}/payment_intents`, async ({ request }) => {
        charges += 1;
        const form = new URLSearchParams(await request.text());
        amount = Number(form.get('amount'));
        // On-session: the family is at the checkout, so the bank may ask them.
        expect(form.get('off_session')).toBeNull();
        return HttpResponse.json({
          ...paymentIntentFixture,
          amount: Number(form.get('amount')),
          customer: customer.id,
          status: 'requires_action',
          next_action: { type: 'use_stripe_sdk' },
        });
      }),
    );
    const browser = new Browser(app);
    await browser.request('/api/health/');
    const body = orderBody({
      idempotency_key: key,
      email: `ana-${key}@example.test`,
      token: 'pm_card_3ds',
      exp_month: 8,
    });
    const first = await browser.request('/api/v2/billing/order/', { method: 'POST', json: body });
    expect(first.status).toBe(402);
    expect(await first.json()).toEqual({
      detail: retry,
      requires_action: { client_secret: paymentIntentFixture.client_secret, intent: paymentIntentFixture.id },
    });
    expect(await handle.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toEqual([]);

    // Stripe.js confirmed it: the intent has succeeded, on the customer made for this checkout.
    server.use(
      http.get(`${api}/payment_intents/${paymentIntentFixture.id}`, ({ request }) => {
        // The package sends `expand[0]=payment_method&expand[1]=customer`.
        const query = new URL(request.url).searchParams;
        const expanded = [...query.keys()]
          .filter((name) => name.startsWith('expand'))
          .map((name) => query.get(name));
        return HttpResponse.json({
          ...paymentIntentFixture,
          amount,
          customer: expanded.includes('customer') ? customer : customer.id,
          payment_method: expanded.includes('payment_method') ? method : method.id,
          status: 'succeeded',
        });
      }),
    );
    const placed = await browser.request('/api/v2/billing/order/', {
      method: 'POST',
      json: { ...body, confirmed_intent: paymentIntentFixture.id },
    });
    expect(placed.status).toBe(201);
    const answer = (await placed.json()) as { order_number: string; confirmation_token: string };
    expect(charges).toBe(1);
    const [order] = await handle.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(order).toMatchObject({
      gatewayReference: 'cus_checkout/pm_card_3ds',
      chargeId: paymentIntentFixture.id,
    });

    // Confirming the order makes the account, whose card is the checkout's customer and PaymentMethod.
    const confirmed = await browser.request('/api/v2/billing/order/confirm/', {
      method: 'POST',
      json: { order: answer.order_number, token: answer.confirmation_token },
    });
    expect(confirmed.status).toBe(200);
    const [updated] = await handle.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    const [card] = await handle.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.accountId, updated!.accountId!));
    expect(card).toMatchObject({ gateway: 'stripe', gatewayReference: 'cus_checkout/pm_card_3ds' });
  });
});
