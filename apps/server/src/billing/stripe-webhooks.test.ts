// Stripe behind the hub's calls (issue 31): the gateway the hub asks for, 3-D Secure on saving a card, and
// the webhooks, signed with the `stripe` package's test helper: valid, forged, too old and replayed events,
// and a payment_failed that moves an invoice into dunning by the billing run's machine. Stripe's API is
// MSW answering the package's requests with Stripe's published objects. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { addCalendarMonths } from '@hub/domain';
import { and, eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { developmentOutboxKey } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createFamily, today } from '../test/billing';
import { databases } from '../test/databases';
import { accessToken, json, send, testApp, type TestApp } from '../test/helpers';
import { invoices, paymentMethods, stripeWebhookEvents, subscriptionActions, subscriptions } from './schema';
import { stripePaymentGateway } from './stripe-gateway';
import {
  customerFixture,
  eventFixture,
  paymentIntentFixture,
  paymentMethodFixture,
  setupIntentFixture,
} from './stripe-fixtures';
import { workStripeEvent } from './stripe-webhooks';

const retry = 'We’ve experienced an unexpected issue with our payment service. Please try again.';
const keys = { secretKey: 'sk_test_hub', webhookSecret: 'whsec_hub', publishableKey: 'pk_test_hub' };
const webhookPath = '/api/v2/billing/webhooks/stripe/';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A Stripe event as Stripe sends it (the published fixture), about `object`. */
function eventOf(id: string, type: string, object: Record<string, unknown>, created: Date) {
  return JSON.stringify({
    ...eventFixture,
    id,
    type,
    created: Math.floor(created.getTime() / 1000),
    data: { object },
  });
}

/** The Stripe-Signature header of `payload` at `at`, signed with `secret`. */
function signature(payload: string, at: Date, secret = keys.webhookSecret): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
}

describe.each(databases())('Stripe on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  const now = new Date();

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle, { paymentGateway: stripePaymentGateway(keys), now: () => now });
  });
  afterAll(() => handle.close());

  const post = (payload: string, header: string) =>
    send(app, webhookPath, {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
  const stored = (id: string) =>
    handle.db.select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, id));

  it('tells the hub to use Stripe, with the publishable key, signed in or not', async () => {
    const answer = await send(app, '/api/v2/billing/payment_gateway/');
    expect(answer.status).toBe(200);
    expect(await json(answer)).toEqual({ gateway: 'stripe', publishable_key: 'pk_test_hub' });
    expect(await json(await send(testApp(handle), '/api/v2/billing/payment_gateway/'))).toEqual({
      gateway: 'test',
    });
  });

  describe('saving a card with 3-D Secure', () => {
    it('answers 402 with what Stripe.js needs, then saves the card the family confirmed', async () => {
      const family = await createFamily(handle.db, { state: 'active', card: null });
      const bearer = await accessToken(app, family.email);
      server.use(
        http.post('https://api.stripe.com/v1/customers', () =>
          HttpResponse.json({ ...customerFixture, id: 'cus_3ds' }),
        ),
        http.post('https://api.stripe.com/v1/setup_intents', () =>
          HttpResponse.json({
            ...setupIntentFixture,
            customer: 'cus_3ds',
            status: 'requires_action',
            next_action: { type: 'use_stripe_sdk' },
          }),
        ),
        http.get(`https://api.stripe.com/v1/setup_intents/${setupIntentFixture.id}`, () =>
          HttpResponse.json({
            ...setupIntentFixture,
            customer: 'cus_3ds',
            status: 'succeeded',
            payment_method: paymentMethodFixture,
            metadata: { hub_owner: `account:${family.accountId}` },
          }),
        ),
      );
      const body = { account: family.accountId, token: 'pm_card_3ds', exp_month: 8, exp_year: 2030 };
      const first = await send(app, '/api/v2/billing/payment/', { method: 'POST', bearer, json: body });
      expect(first.status).toBe(402);
      expect(await json(first)).toEqual({
        detail: retry,
        requires_action: { client_secret: setupIntentFixture.client_secret, intent: setupIntentFixture.id },
      });
      expect(
        await handle.db.select().from(paymentMethods).where(eq(paymentMethods.accountId, family.accountId)),
      ).toEqual([]);

      const confirmed = await send(app, '/api/v2/billing/payment/', {
        method: 'POST',
        bearer,
        json: { ...body, confirmed_intent: setupIntentFixture.id },
      });
      expect(confirmed.status).toBe(200);
      expect(await json(confirmed)).toMatchObject({ payment_method: { brand: 'visa', last4: '4242' } });
      const [card] = await handle.db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.accountId, family.accountId));
      expect(card).toMatchObject({
        gateway: 'stripe',
        gatewayReference: `cus_3ds/${paymentMethodFixture.id}`,
      });
    });
  });

  describe('webhooks', () => {
    const intent = { ...paymentIntentFixture, status: 'succeeded', metadata: {} };

    it('stores a signed event once and answers 200', async () => {
      const payload = eventOf('evt_valid_1', 'payment_intent.succeeded', intent, now);
      const answer = await post(payload, signature(payload, now));
      expect(answer.status).toBe(200);
      expect(await json(answer)).toEqual({ received: true, duplicate: false });
      expect(await stored('evt_valid_1')).toMatchObject([
        { type: 'payment_intent.succeeded', processedAt: null },
      ]);
    });

    it('refuses a forged event (another secret, or a changed body) and stores nothing', async () => {
      const payload = eventOf('evt_forged_1', 'payment_intent.succeeded', intent, now);
      expect((await post(payload, signature(payload, now, 'whsec_attacker'))).status).toBe(400);
      const changed = payload.replace('"succeeded"', '"canceled"');
      expect((await post(changed, signature(payload, now))).status).toBe(400);
      expect((await post(payload, '')).status).toBe(400);
      expect(await stored('evt_forged_1')).toEqual([]);
    });

    it('refuses an event signed more than five minutes ago by the server’s clock', async () => {
      const payload = eventOf('evt_old_1', 'payment_intent.succeeded', intent, now);
      const old = new Date(now.getTime() - 301_000);
      expect((await post(payload, signature(payload, old))).status).toBe(400);
      expect(await stored('evt_old_1')).toEqual([]);
      // Within the tolerance it is taken.
      expect((await post(payload, signature(payload, new Date(now.getTime() - 290_000)))).status).toBe(200);
    });

    it('answers a replayed event 200 and changes nothing', async () => {
      const payload = eventOf('evt_replay_1', 'payment_intent.succeeded', intent, now);
      expect((await post(payload, signature(payload, now))).status).toBe(200);
      const before = await stored('evt_replay_1');
      const again = await post(payload, signature(payload, now));
      expect(again.status).toBe(200);
      expect(await json(again)).toEqual({ received: true, duplicate: true });
      expect(await stored('evt_replay_1')).toEqual(before);
    });

    it('moves the invoice of a failed renewal into dunning, once, by the billing run’s machine', async () => {
      const day = today(now);
      const family = await createFamily(handle.db, {
        state: 'active',
        plan: 'monthly',
        startedOn: addCalendarMonths(day, -1),
        paidThrough: day,
      });
      const [upcoming] = await handle.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.accountId, family.accountId), eq(invoices.status, 'UPCOMING')));
      const failed = {
        ...paymentIntentFixture,
        status: 'requires_payment_method',
        metadata: { hub_invoice: upcoming!.externalId, hub_attempt: '1' },
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
      };
      const payload = eventOf('evt_failed_1', 'payment_intent.payment_failed', failed, now);
      expect((await post(payload, signature(payload, now))).status).toBe(200);

      const settings = {
        db: handle.db,
        paymentGateway: stripePaymentGateway(keys),
        outboxKey: developmentOutboxKey,
        jobs: null,
        publicUrl: 'https://hub.example.test',
        now: () => now,
      };
      await workStripeEvent(settings, 'evt_failed_1');
      // A retried job, or the event sent again, finds the work done.
      await workStripeEvent(settings, 'evt_failed_1');

      const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.id, upcoming!.id));
      expect(invoice).toMatchObject({ status: 'FAILED', declines: 1, firstDeclinedOn: day });
      const [subscription] = await handle.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, family.subscriptionId));
      expect(subscription!.status).toBe('PAST_DUE');
      const declined = await handle.db
        .select()
        .from(subscriptionActions)
        .where(
          and(
            eq(subscriptionActions.accountId, family.accountId),
            eq(subscriptionActions.event, 'CHARGE_DECLINED'),
          ),
        );
      expect(declined).toHaveLength(1);
      expect(declined[0]!.detail).toMatchObject({ invoice: upcoming!.externalId, reason: retry });
      expect((await stored('evt_failed_1'))[0]!.processedAt).not.toBeNull();
    });
  });
});
