import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminKeys } from '../admin/keys';
import { createApiClient } from '../http/client';
import { queryKeys } from '../http/query-keys';
import { memoryTokenStore } from '../http/storage';
import { invalidateBilling } from './cache';
import { invoiceFixtures, subscriptionActionFixtures } from './fixtures';
import { billingHandlers } from './handlers';
import { invoiceQueryOptions, invoicesInfiniteQueryOptions, orderQueryOptions } from './invoices';
import { billingDetailsQueryOptions } from './payment';
import { billingRulesQueryOptions, plansQueryOptions } from './plans';
import { subscriptionActionsInfiniteQueryOptions, subscriptionQueryOptions } from './subscription';
import { invalidateTestClock } from './test-clock';
import { ok } from '../msw/states';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://hub.test', tokens: memoryTokenStore({ accessToken: 't' }) });

// Spec section 9: "other queries 60 seconds"; no billing query has a kind of its own.
describe('every billing query stays fresh for a minute, under its own key', () => {
  it.each([
    { query: 'plans', options: plansQueryOptions(api), key: ['hub', 'billing', 'plans', 'default'] },
    {
      query: 'plans of a tag',
      options: plansQueryOptions(api, 'spring'),
      key: ['hub', 'billing', 'plans', 'spring'],
    },
    { query: 'rules', options: billingRulesQueryOptions(api), key: ['hub', 'billing', 'rules'] },
    {
      query: 'subscription',
      options: subscriptionQueryOptions(api, 12),
      key: ['hub', 'account', 12, 'billing', 'subscription'],
    },
    {
      query: 'subscription actions',
      options: subscriptionActionsInfiniteQueryOptions(api, 12),
      key: ['hub', 'account', 12, 'billing', 'subscription-actions'],
    },
    {
      query: 'invoices',
      options: invoicesInfiniteQueryOptions(api, 12),
      key: ['hub', 'account', 12, 'billing', 'invoices'],
    },
    {
      query: 'one invoice',
      options: invoiceQueryOptions(api, 12, 'in_1Q2w3E'),
      key: ['hub', 'account', 12, 'billing', 'invoice', 'in_1Q2w3E'],
    },
    { query: 'order', options: orderQueryOptions(api, 12), key: ['hub', 'account', 12, 'billing', 'order'] },
    {
      query: 'billing details',
      options: billingDetailsQueryOptions(api, { accountId: 12, userId: 3 }),
      key: ['hub', 'account', 12, 'billing', 'details', 3],
    },
  ])('$query', ({ options, key }) => {
    expect(options.staleTime).toBe(60 * 1000);
    expect(options.queryKey).toEqual(key);
  });
});

describe('"Show more" of the invoices', () => {
  const { getNextPageParam, initialPageParam } = invoicesInfiniteQueryOptions(api, 12);
  const pageWith = (next: string | null) => ({ count: 19, next, previous: null, results: [] });

  it.each([
    { next: '/api/v2/billing/accounts/12/invoices/?page=2&page_size=10', last: 1, expected: 2 },
    {
      next: 'https://hub.example/api/v2/billing/accounts/12/invoices/?page=3&page_size=10',
      last: 2,
      expected: 3,
    },
    { next: '…page=2&page_size=10', last: 1, expected: 2 },
    { next: null, last: 2, expected: undefined },
  ])('after page $last with next $next reads page $expected', ({ next, last, expected }) => {
    expect(initialPageParam).toBe(1);
    expect(getNextPageParam(pageWith(next), [pageWith(next)], last, [last])).toBe(expected);
  });

  it('reads 19 invoices ten at a time, then has no more', async () => {
    server.use(billingHandlers.invoices(ok(invoiceFixtures.many)));
    const queryClient = new QueryClient();
    const options = invoicesInfiniteQueryOptions(api, 12);
    const first = await queryClient.fetchInfiniteQuery(options);
    expect(first.pages.map((page) => page.results.length)).toEqual([10]);
    expect(getNextPageParamOf(first)).toBe(2);
    // A new cache: the first page is still fresh in the old one. `pages: 2` reads on as "Show more" does.
    const both = await new QueryClient().fetchInfiniteQuery({ ...options, pages: 2 });
    expect(both.pages.map((page) => page.results.length)).toEqual([10, 9]);
    expect(both.pages.flatMap((page) => page.results)).toEqual(invoiceFixtures.many);
    expect(getNextPageParamOf(both)).toBeUndefined();

    function getNextPageParamOf(data: typeof first) {
      const last = data.pages.at(-1)!;
      return options.getNextPageParam(
        last,
        data.pages,
        data.pageParams.at(-1) as number,
        data.pageParams as number[],
      );
    }
  });
});

describe('"Show more" of the subscription actions', () => {
  const { getNextPageParam, initialPageParam } = subscriptionActionsInfiniteQueryOptions(api, 12);
  const pageWith = (next: string | null) => ({ count: 60, next, previous: null, results: [] });

  it.each([
    { next: '/api/v3/subscription_actions/?account=12&offset=25&limit=25', last: 0, expected: 25 },
    { next: '…offset=25&limit=25', last: 0, expected: 25 },
    { next: '/api/v3/subscription_actions/?account=12&offset=50&limit=25', last: 25, expected: 50 },
    { next: null, last: 50, expected: undefined },
  ])('after offset $last with next $next reads offset $expected', ({ next, last, expected }) => {
    expect(initialPageParam).toBe(0);
    expect(getNextPageParam(pageWith(next), [pageWith(next)], last, [last])).toBe(expected);
  });

  it('reads the log newest first', async () => {
    server.use(billingHandlers.subscriptionActions());
    const data = await new QueryClient().fetchInfiniteQuery(subscriptionActionsInfiniteQueryOptions(api, 12));
    expect(data.pages[0]?.results.map((action) => action.event)).toEqual(
      subscriptionActionFixtures.map((action) => action.event),
    );
  });
});

describe('after a billing change', () => {
  it("marks the account's billing, the account and the user info stale, nothing else", async () => {
    const queryClient = new QueryClient();
    const billing = [
      queryKeys.subscription(12),
      queryKeys.subscriptionActions(12),
      queryKeys.invoices(12),
      queryKeys.invoice(12, 'in_1Q2w3E'),
      queryKeys.order(12),
      queryKeys.billingDetails(12, 3),
      queryKeys.account(12),
      queryKeys.userInfo(),
    ];
    const untouched = [
      queryKeys.players(12),
      queryKeys.accountRemoteConfigs(12),
      queryKeys.subscription(13),
      queryKeys.plans('default'),
      queryKeys.billingRules(),
    ];
    for (const key of [...billing, ...untouched]) queryClient.setQueryData(key, {});
    await invalidateBilling(queryClient, 12);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(billing.map(stale)).toEqual(billing.map(() => true));
    expect(untouched.map(stale)).toEqual(untouched.map(() => false));
  });
});

describe('after the demo’s test clock moved', () => {
  it("marks the account's details, the account list, its timeline and its billing stale, nothing else", async () => {
    const queryClient = new QueryClient();
    const moved = [
      adminKeys.adminAccount(12),
      adminKeys.adminAccounts({ page: 1 }),
      adminKeys.adminAccountTimeline(12, null),
      adminKeys.adminAccountTimeline(12, 'billing'),
      queryKeys.subscription(12),
      queryKeys.invoices(12),
      queryKeys.subscriptionActions(12),
      queryKeys.account(12),
    ];
    const untouched = [
      adminKeys.adminAccountNotes(12),
      adminKeys.adminAccount(13),
      adminKeys.adminAccountTimeline(13, null),
      queryKeys.invoices(13),
      queryKeys.plans('default'),
    ];
    for (const key of [...moved, ...untouched]) queryClient.setQueryData(key, {});
    await invalidateTestClock(queryClient, 12);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(moved.map(stale)).toEqual(moved.map(() => true));
    expect(untouched.map(stale)).toEqual(untouched.map(() => false));
  });
});
