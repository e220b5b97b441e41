// The billing world's order and billing history (issue 28): what the segment's stories read.
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userInfoFixtures } from '../account/fixtures';
import { orderHistoryFixtures } from '../checkout/fixtures';
import { getOrderTrials, getUserOrders, orderTrialsInfiniteQueryOptions } from '../checkout/orders';
import { orderTrialSchema } from '../checkout/schemas';
import { createApiClient, type ApiClient } from '../http/client';
import { memoryCookieJar, memoryTokenStore } from '../http/storage';
import { subscriptionActionHistoryFixtures } from './fixtures';
import { billingWorldFor, billingWorldHandlers } from './handlers';
import { getLastOrder } from './invoices';
import { requestPaymentUpdateEmail } from './payment';
import { subscriptionActionSchema } from './schemas';
import { getSubscriptionActions } from './subscription';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(): ApiClient {
  return createApiClient({
    baseUrl: 'http://hub.test',
    tokens: memoryTokenStore({ accessToken: 'story-access-token' }),
    cookies: memoryCookieJar('csrftoken=c; hub_token=1'),
    locks: null,
  });
}

const history = orderHistoryFixtures(101, 1);

describe('the order and billing history fixtures match the response schemas', () => {
  it.each(history.manyTrials)('checkout attempt $id', (trial) => {
    expect(v.parse(orderTrialSchema, trial)).toEqual(trial);
  });

  it.each(subscriptionActionHistoryFixtures().some)('logged $event', (action) => {
    expect(v.parse(subscriptionActionSchema, action).event).toBe(action.event);
  });
});

describe('the billing world answers the order history', () => {
  it('gives a billing user their orders, the account’s last order and their checkout attempts', async () => {
    server.use(...billingWorldHandlers(billingWorldFor(userInfoFixtures.parent)));
    const api = client();
    const orders = await getUserOrders(api);
    expect(orders.ok && orders.data.results.map((order) => order.order_number)).toEqual([
      'ORD-2026-0007',
      'ORD-2026-0003',
    ]);
    expect(orders.ok && orders.data.recentConfirmedOrder?.order_number).toBe('ORD-2026-0007');
    const last = await getLastOrder(api, 101);
    expect(last.ok && last.data?.order_number).toBe('ORD-2026-0007');
    const trials = await getOrderTrials(api);
    expect(trials.ok && trials.data.results.map((trial) => trial.outcome)).toEqual([
      'placed',
      'declined',
      'placed',
    ]);
  });

  it('answers 404 for the last order of an account without one (read as null)', async () => {
    server.use(...billingWorldHandlers({ orders: [] }));
    expect(await getLastOrder(client(), 101)).toEqual({ ok: true, status: 404, data: null });
  });

  it('pages the checkout attempts by the page size asked for (Show more)', async () => {
    server.use(...billingWorldHandlers({ orderTrials: history.manyTrials }));
    const data = await new QueryClient().fetchInfiniteQuery({
      ...orderTrialsInfiniteQueryOptions(client(), null, 10),
      pages: 2,
    });
    expect(data.pages.map((page) => page.results.length)).toEqual([10, 2]);
    expect(data.pages[1]!.next).toBeNull();
  });
});

describe('the billing world logs the card update email', () => {
  it('adds PAYMENT_UPDATE_EMAIL by the caller to the history', async () => {
    server.use(...billingWorldHandlers({ actions: [] }));
    const api = client();
    expect((await requestPaymentUpdateEmail(api, 101)).ok).toBe(true);
    const actions = await getSubscriptionActions(api, 101);
    expect(actions.ok && actions.data.results.map((action) => [action.event, action.actor?.id])).toEqual([
      ['PAYMENT_UPDATE_EMAIL', 1],
    ]);
  });
});
