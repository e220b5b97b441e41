import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { planFixtures } from '../billing/fixtures';
import type { ApiClient } from '../http/client';
import { recordRequests, testClient } from '../http/test-support';
import {
  confirmationTokenFixture,
  confirmedOrderFixture,
  orderFixture,
  orderTrialFixtures,
  placedOrderFixture,
  programPlanTextsFixtures,
  promoCodeFixtures,
  userOrdersFixture,
} from './fixtures';
import { checkoutHandlers, checkoutWorldHandlers } from './handlers';
import {
  confirmOrder,
  getOrderTrials,
  getPromoCode,
  getUserOrders,
  newIdempotencyKey,
  orderTrialsInfiniteQueryOptions,
  placeOrder,
  promoCodeQueryOptions,
  trackConversion,
  userOrdersQueryOptions,
  type OrderRequest,
} from './orders';
import { getProgramPlanTexts, programPlanMessages, programPlanTextsQueryOptions } from './plan-texts';
import {
  confirmedOrderSchema,
  orderTrialPageSchema,
  placedOrderSchema,
  programPlanTextsSchema,
  promoCodeSchema,
  userOrdersSchema,
} from './schemas';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const request: OrderRequest = {
  idempotencyKey: '2b0c3f5e-4d1a-4b8e-9c7f-1a2b3c4d5e6f',
  plan: 'yearly',
  tag: 'spring',
  promoCode: 'WELCOME10',
  details: { first_name: 'Ana', email: 'ana@example.test', billing_same_as_shipping: true },
  card: { token: 'tok_visa', expMonth: 4, expYear: 2030 },
  language: 'ar',
};

describe('the checkout calls', () => {
  it('looks up a promo code without a token, its code in the path', async () => {
    const seen = recordRequests(server, promoCodeFixtures.welcome10);
    const result = await getPromoCode(testClient(), 'WELCOME10');
    expect(result).toMatchObject({ ok: true, data: promoCodeFixtures.welcome10 });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: '/api/v2/billing/promo/WELCOME10',
      authorization: null,
    });
  });

  it('places a new family’s order with the CSRF header and no token: the key, the fields and the card’s token only', async () => {
    const seen = recordRequests(server, placedOrderFixture(), 201);
    const result = await placeOrder(testClient({ signedIn: false }), request, { signedIn: false });
    expect(result.ok).toBe(true);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/v2/billing/order/',
      authorization: null,
      csrf: 'csrf-1',
    });
    expect(seen[0]!.body).toEqual({
      first_name: 'Ana',
      email: 'ana@example.test',
      billing_same_as_shipping: true,
      idempotency_key: request.idempotencyKey,
      plan: 'yearly',
      tag: 'spring',
      promo_code: 'WELCOME10',
      token: 'tok_visa',
      exp_month: 4,
      exp_year: 2030,
      language: 'ar',
    });
  });

  it('places a signed-in customer’s order with their token', async () => {
    const seen = recordRequests(server, placedOrderFixture(), 201);
    await placeOrder(testClient(), request, { signedIn: true });
    expect(seen[0]!.authorization).toBe('Bearer access-1');
  });

  it('turns a declined card’s 402 into spec section 8’s sentence', async () => {
    recordRequests(server, { detail: 'Gateway error: Your card was declined. (test mode)' }, 402);
    const result = await placeOrder(testClient({ signedIn: false }), request, { signedIn: false });
    expect(result).toMatchObject({
      ok: false,
      errStatus: 402,
      errorText: 'We’ve experienced an unexpected issue with our payment service. Please try again.',
    });
  });

  it('confirms an order and tracks its conversion with the number and the token', async () => {
    const seen = recordRequests(server, confirmedOrderFixture());
    const ref = { order: 'ORD-2026-0042', token: confirmationTokenFixture };
    expect((await confirmOrder(testClient({ signedIn: false }), ref, { signedIn: false })).ok).toBe(true);
    await trackConversion(testClient({ signedIn: false }), ref, { signedIn: false });
    expect(seen.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/v2/billing/order/confirm/', ref],
      ['PUT', '/api/v2/billing/order/track_conversion/', ref],
    ]);
  });

  it('reads the caller’s orders and the order trials page by page', async () => {
    const seen = recordRequests(server, userOrdersFixture());
    const orders = await getUserOrders(testClient());
    expect(orders).toMatchObject({ ok: true, data: { recentConfirmedOrder: { status: 'confirmed' } } });
    server.resetHandlers();
    const trials = recordRequests(server, {
      count: 2,
      next: null,
      previous: null,
      results: orderTrialFixtures,
    });
    await getOrderTrials(testClient(), { page: 2, user: 7 });
    expect(seen[0]).toMatchObject({ path: '/api/v2/user/info/orders/', query: { page: '1' } });
    expect(trials[0]).toMatchObject({
      path: '/api/v2/billing/order_trials/',
      query: { page: '2', user: '7' },
    });
  });

  it('reads a language’s plan texts from /locales/{lang}/program_plans.json and makes them messages', async () => {
    const seen = recordRequests(server, programPlanTextsFixtures.ar);
    const result = await getProgramPlanTexts(testClient({ signedIn: false }), 'zh-CN');
    expect(seen[0]!.path).toBe('/locales/zh-CN/program_plans.json');
    expect(result.ok && programPlanMessages(result.data)).toMatchObject({
      'programPlan.yearly.name': 'سنوي',
      'programPlan.yearly.description': 'سنة كاملة من اللعب بأفضل سعر شهري.',
    });
    expect(programPlanMessages({ odd: { name: 'Odd' } })).toEqual({ 'programPlan.odd.name': 'Odd' });
  });

  it('makes a new idempotency key for each submit', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});

describe('query options', () => {
  it('keep plan texts forever and the rest a minute, under their keys', async () => {
    server.use(...checkoutWorldHandlers());
    const queryClient = new QueryClient();
    const api = testClient();
    const texts = programPlanTextsQueryOptions(api, 'en');
    expect(texts.staleTime).toBe(Infinity);
    expect(await queryClient.fetchQuery(texts)).toEqual(programPlanTextsFixtures.en);
    expect(promoCodeQueryOptions(api, 'WELCOME10').staleTime).toBe(60_000);
    expect(await queryClient.fetchQuery(promoCodeQueryOptions(api, 'WELCOME10'))).toEqual(
      promoCodeFixtures.welcome10,
    );
    expect((await queryClient.fetchQuery(userOrdersQueryOptions(api))).count).toBe(1);
    const trials = await queryClient.fetchInfiniteQuery(orderTrialsInfiniteQueryOptions(api));
    expect(trials.pages[0]!.results).toHaveLength(2);
  });
});

describe('the fixtures', () => {
  it.each([
    ['promo codes', promoCodeSchema, Object.values(promoCodeFixtures)],
    ['a placed order', placedOrderSchema, [placedOrderFixture()]],
    [
      'a confirmed order',
      confirmedOrderSchema,
      [confirmedOrderFixture(), confirmedOrderFixture(undefined, { newFamily: false })],
    ],
    ['the caller’s orders', userOrdersSchema, [userOrdersFixture()]],
    [
      'order trials',
      orderTrialPageSchema,
      [{ count: 2, next: null, previous: null, results: orderTrialFixtures }],
    ],
    ['plan texts', programPlanTextsSchema, Object.values(programPlanTextsFixtures)],
  ])('parse as %s', (_, schema, values) => {
    for (const value of values) expect(v.safeParse(schema as v.GenericSchema, value).success).toBe(true);
  });

  it('add up as the server’s: a yearly order in Illinois with 10% off', () => {
    expect(orderFixture(planFixtures[2], { promo: promoCodeFixtures.welcome10 })).toMatchObject({
      subtotal: 29900,
      discount: 2990,
      taxes: 1682,
      shipping: 0,
      total: 28592,
    });
  });
});

describe('the checkout world (MSW)', () => {
  const post = (api: ApiClient, overrides: Partial<OrderRequest> = {}) =>
    placeOrder(
      api,
      {
        ...request,
        promoCode: null,
        details: { ...request.details, address1: '1 Main St', city: 'Juneau', state: 'AK', country: 'US' },
        ...overrides,
      },
      { signedIn: false },
    );

  it('answers the demo codes, an unknown code and the expired one as the server does', async () => {
    server.use(...checkoutWorldHandlers());
    const api = testClient({ signedIn: false });
    expect((await getPromoCode(api, 'family20')).ok).toBe(true);
    expect(await getPromoCode(api, 'NOPE')).toMatchObject({ ok: false, errStatus: 404 });
    // The hub tells the two 404s apart by their `code`.
    expect(await getPromoCode(api, 'EXPIRED5')).toMatchObject({
      ok: false,
      errStatus: 404,
      errorObject: { code: ['expired'] },
    });
    expect(await getPromoCode(api, 'NOPE')).toMatchObject({ errorObject: { code: ['unknown'] } });
  });

  it('prices an order from what was sent, answers a retry the same order, and confirms it with its amounts', async () => {
    server.use(...checkoutWorldHandlers());
    const api = testClient({ signedIn: false });
    const first = await post(api, { promoCode: 'FAMILY20' });
    expect(first).toMatchObject({
      ok: true,
      data: { subtotal: 29900, discount: 2000, shipping: 1500, total: 29400 },
    });
    const again = await post(api, { promoCode: 'FAMILY20' });
    expect(again.ok && again.data.order_number).toBe(first.ok && first.data.order_number);
    const ref = { order: first.ok ? first.data.order_number : '', token: confirmationTokenFixture };
    expect(await trackConversion(api, ref, { signedIn: false })).toMatchObject({ ok: false, errStatus: 409 });
    const confirmed = await confirmOrder(api, ref, { signedIn: false });
    expect(confirmed).toMatchObject({
      ok: true,
      data: { total: 29400, needs_password: true, set_password_token: expect.any(String) },
    });
    const reload = await confirmOrder(api, ref, { signedIn: false });
    expect(reload).toMatchObject({ ok: true, data: { set_password_token: null } });
    expect((await trackConversion(api, ref, { signedIn: false })).ok).toBe(true);
  });

  it('declines the declining test cards with the sentence, and refuses an expired code', async () => {
    server.use(...checkoutWorldHandlers());
    const api = testClient({ signedIn: false });
    const declined = await post(api, { card: { token: 'tok_chargeDeclined', expMonth: 4, expYear: 2030 } });
    expect(declined).toMatchObject({ ok: false, errStatus: 402 });
    const expired = await post(api, { idempotencyKey: newIdempotencyKey(), promoCode: 'EXPIRED5' });
    expect(expired).toMatchObject({
      ok: false,
      errStatus: 400,
      errorObject: { promo_code: ['This promo code has expired.'] },
    });
  });

  it('answers each call with the state a story gives it', async () => {
    server.use(
      checkoutHandlers.placeOrder(),
      checkoutHandlers.confirmOrder(),
      checkoutHandlers.programPlanTexts(),
    );
    const api = testClient({ signedIn: false });
    expect((await post(api)).ok).toBe(true);
    expect((await confirmOrder(api, { order: 'ORD-2026-0042', token: 'x' }, { signedIn: false })).ok).toBe(
      true,
    );
    expect(await getProgramPlanTexts(api, 'so')).toMatchObject({
      ok: true,
      data: programPlanTextsFixtures.en,
    });
  });
});
