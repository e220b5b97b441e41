import { formatMessage, paymentServiceRetryError } from '@hub/domain';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordRequests, testClient } from '../http/test-support';
import { ok, serverError } from '../msw/states';
import { placeOrder } from '../checkout/orders';
import { checkoutWorldHandlers } from '../checkout/handlers';
import { getPaymentGateway, paymentGatewayQueryOptions, paymentGatewaySchema } from './gateway';
import { paymentGatewayFixtures, requiresActionBody, threeDSecureIntents } from './gateway-fixtures';
import { billingHandlers, billingWorldHandlers } from './handlers';
import { setPaymentMethod } from './payment';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const declinedSentence = formatMessage(paymentServiceRetryError);

describe('the payment gateway call', () => {
  it('reads the test gateway and Stripe with its publishable key', () => {
    expect(v.parse(paymentGatewaySchema, { gateway: 'test' })).toEqual({ gateway: 'test' });
    expect(v.parse(paymentGatewaySchema, { gateway: 'stripe', publishable_key: 'pk_test_1' })).toEqual({
      gateway: 'stripe',
      publishable_key: 'pk_test_1',
    });
  });

  it.each([
    { rule: 'Stripe without its key', body: { gateway: 'stripe' } },
    { rule: 'a secret key for a publishable one', body: { gateway: 'stripe', publishable_key: 'sk_test_1' } },
    { rule: 'a gateway the hub has no form for', body: { gateway: 'paypal' } },
  ])('refuses $rule', ({ body }) => {
    expect(v.safeParse(paymentGatewaySchema, body).success).toBe(false);
  });

  it('is asked without a token, at its path', async () => {
    const requests = recordRequests(server, paymentGatewayFixtures.stripe);
    const result = await getPaymentGateway(testClient({ signedIn: false }));
    expect(result).toMatchObject({ ok: true, data: paymentGatewayFixtures.stripe });
    expect(requests).toMatchObject([
      { method: 'GET', path: '/api/v2/billing/payment_gateway/', authorization: null },
    ]);
  });

  it('is asked once for the life of the page', async () => {
    const requests = recordRequests(server, paymentGatewayFixtures.test);
    const queryClient = new QueryClient();
    const options = paymentGatewayQueryOptions(testClient());
    await queryClient.fetchQuery(options);
    await queryClient.fetchQuery(options);
    expect(requests).toHaveLength(1);
    expect(queryClient.getQueryData(options.queryKey)).toEqual({ gateway: 'test' });
  });

  it('answers the test gateway by default, and the state a story gives', async () => {
    server.use(billingHandlers.paymentGateway());
    expect(await getPaymentGateway(testClient())).toMatchObject({ ok: true, data: { gateway: 'test' } });
    server.use(billingHandlers.paymentGateway(ok(paymentGatewayFixtures.stripe)));
    expect(await getPaymentGateway(testClient())).toMatchObject({ ok: true, data: { gateway: 'stripe' } });
    server.use(billingHandlers.paymentGateway(serverError()));
    expect(await getPaymentGateway(testClient())).toMatchObject({ ok: false, errStatus: 500 });
  });
});

describe('3-D Secure on the payment calls', () => {
  const visa = { token: 'pm_card_authenticationRequired', expMonth: 4, expYear: 2029 };

  it('reads the intent to confirm, and says only the detail', async () => {
    recordRequests(server, requiresActionBody('seti'), 402);
    const result = await setPaymentMethod(testClient(), 12, visa);
    expect(result).toMatchObject({
      ok: false,
      errStatus: 402,
      errorText: declinedSentence,
      requiredAction: {
        intent: threeDSecureIntents.seti,
        client_secret: expect.stringContaining('_secret_'),
      },
    });
    expect(JSON.stringify(!result.ok && 'errorText' in result ? result.errorText : null)).not.toContain(
      'secret',
    );
  });

  it('sends the confirmed intent with the same body the second time', async () => {
    const requests = recordRequests(server, {}, 402);
    await setPaymentMethod(testClient(), 12, visa);
    await setPaymentMethod(testClient(), 12, visa, threeDSecureIntents.seti);
    expect(requests.map((request) => request.body)).toEqual([
      { account: 12, token: visa.token, exp_month: 4, exp_year: 2029 },
      {
        account: 12,
        token: visa.token,
        exp_month: 4,
        exp_year: 2029,
        confirmed_intent: threeDSecureIntents.seti,
      },
    ]);
  });

  it('has no intent to confirm on a declined card', async () => {
    recordRequests(server, { detail: declinedSentence }, 402);
    const result = await setPaymentMethod(testClient(), 12, { ...visa, token: 'pm_card_chargeDeclined' });
    expect(result).toMatchObject({ ok: false, errStatus: 402, errorText: declinedSentence });
    expect(result).not.toHaveProperty('requiredAction');
  });

  it('saves the card in the billing world once its intent is confirmed', async () => {
    server.use(...billingWorldHandlers());
    const api = testClient();
    expect(await setPaymentMethod(api, 12, visa)).toMatchObject({ errStatus: 402 });
    const saved = await setPaymentMethod(api, 12, visa, threeDSecureIntents.seti);
    expect(saved).toMatchObject({ ok: true, data: { payment_method: { brand: 'visa', last4: '3155' } } });
  });

  it('places the order in the checkout world once its PaymentIntent is confirmed', async () => {
    server.use(...checkoutWorldHandlers(), ...billingWorldHandlers());
    const api = testClient({ signedIn: false });
    const request = {
      idempotencyKey: 'key-1',
      plan: 'yearly',
      tag: 'default',
      promoCode: null,
      details: {
        email: 'new@demo.test',
        address1: '1 Main St',
        city: 'Albany',
        state: 'NY',
        zipcode: '12207',
      },
      card: visa,
      language: 'en',
    };
    const asked = await placeOrder(api, request, { signedIn: false });
    expect(asked).toMatchObject({ errStatus: 402, requiredAction: { intent: threeDSecureIntents.pi } });
    const placed = await placeOrder(
      api,
      { ...request, confirmedIntent: threeDSecureIntents.pi },
      { signedIn: false },
    );
    expect(placed).toMatchObject({ ok: true, status: 201 });
  });
});
