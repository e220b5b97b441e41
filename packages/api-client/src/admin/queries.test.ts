import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../http/client';
import { adminKeys } from './keys';
import { queryKeys } from '../http/query-keys';
import { memoryTokenStore } from '../http/storage';
import { notFound, ok, serverError } from '../msw/states';
import { accountTagsQueryOptions, adminAccountQueryOptions, adminAccountsQueryOptions } from './accounts';
import { billingRequestsQueryOptions, invalidateAdminAccount } from './billing-requests';
import { accountNoteFixtures, adminAccountFixture, shipmentFixtures, staffFixtures } from './fixtures';
import { adminHandlers } from './handlers';
import { accountNotesQueryOptions, applyNoteChange } from './notes';
import { adminOrdersQueryOptions } from './orders';
import {
  accountShipmentsInfiniteQueryOptions,
  loadedShipments,
  shipmentsQueryOptions,
  userShippingQueryOptions,
} from './shipments';
import { playerResponsesQueryOptions, userTicketsQueryOptions } from './support';
import { invalidateAccountTimeline } from './timeline';
import type { AccountNote } from './schemas';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({
  baseUrl: 'http://hub.test',
  tokens: memoryTokenStore({ accessToken: 't' }),
  locks: null,
});

// Spec section 9: "other queries 60 seconds"; no admin query has a kind of its own.
describe('every admin query stays fresh for a minute, under its own key', () => {
  it.each([
    {
      query: 'accounts',
      options: adminAccountsQueryOptions(api, { search: ' dana ', tag: 'legacy' }),
      key: ['hub', 'admin', 'accounts', 'list', { search: 'dana', page: 1, tag: 'legacy', status: null }],
    },
    {
      query: 'accounts by churn risk',
      options: adminAccountsQueryOptions(api, { ordering: 'churn_risk' }),
      key: [
        'hub',
        'admin',
        'accounts',
        'list',
        { search: null, page: 1, tag: null, status: null, ordering: 'churn_risk' },
      ],
    },
    {
      query: 'an account',
      options: adminAccountQueryOptions(api, 101),
      key: ['hub', 'admin', 'accounts', 101],
    },
    { query: 'tags', options: accountTagsQueryOptions(api), key: ['hub', 'admin', 'tags'] },
    {
      query: 'notes',
      options: accountNotesQueryOptions(api, 101),
      key: ['hub', 'admin', 'accounts', 101, 'notes'],
    },
    {
      query: 'an account’s shipments',
      options: accountShipmentsInfiniteQueryOptions(api, 101),
      key: ['hub', 'admin', 'accounts', 101, 'shipments'],
    },
    {
      query: 'every shipment',
      options: shipmentsQueryOptions(api, { status: 'pending' }),
      key: ['hub', 'admin', 'shipments', { page: 1, status: 'pending' }],
    },
    {
      query: 'a user’s shipping',
      options: userShippingQueryOptions(api, 1),
      key: ['hub', 'admin', 'users', 1, 'shipping'],
    },
    {
      query: 'tickets',
      options: userTicketsQueryOptions(api, 1),
      key: ['hub', 'admin', 'users', 1, 'tickets'],
    },
    {
      query: 'survey responses',
      options: playerResponsesQueryOptions(api, 7, 2),
      key: ['hub', 'admin', 'players', 7, 'responses', 2],
    },
    {
      query: 'orders',
      options: adminOrdersQueryOptions(api, { search: 'ORD' }),
      key: ['hub', 'admin', 'orders', { page: 1, search: 'ORD' }],
    },
    {
      query: 'billing requests',
      options: billingRequestsQueryOptions(api, { kind: 'return' }),
      key: ['hub', 'admin', 'billing-requests', { page: 1, kind: 'return' }],
    },
  ])('$query', ({ options, key }) => {
    expect(options.staleTime).toBe(60 * 1000);
    expect(options.queryKey).toEqual(key);
  });

  it('keeps every key under the admin prefix, so signing out clears them with the rest', () => {
    expect(adminKeys.adminAccount(1).slice(0, 2)).toEqual(adminKeys.admin());
    expect(adminKeys.adminAccountList().slice(0, 3)).toEqual(['hub', 'admin', 'accounts']);
  });
});

describe('an account’s shipments, page after page', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('reads the first page, follows next for the second, and keeps both', async () => {
    server.use(adminHandlers.adminAccountShipments(ok(shipmentFixtures)));
    const options = accountShipmentsInfiniteQueryOptions(api, 101);
    const observer = new InfiniteQueryObserver(client(), options);
    const first = (await observer.refetch()).data!;
    expect(first.pages).toHaveLength(1);
    expect(loadedShipments(first)).toMatchObject({ count: 12, loadedCount: 10, previous: null });
    expect(loadedShipments(first).next).toContain('page=2');
    expect(observer.getCurrentResult().hasNextPage).toBe(true);

    const both = (await observer.fetchNextPage()).data!;
    const loaded = loadedShipments(both);
    expect(loaded).toMatchObject({ count: 12, loadedCount: 12, next: null });
    expect(loaded.data[1]!.map((shipment) => shipment.id)).toEqual(
      shipmentFixtures.slice(0, 10).map((shipment) => shipment.id),
    );
    expect(loaded.data[2]!.map((shipment) => shipment.id)).toEqual([2, 1]);
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
  });

  it('shows an account with none (a 404) as no shipments, not an error', async () => {
    server.use(adminHandlers.adminAccountShipments(notFound()));
    const pages = await client().fetchInfiniteQuery(accountShipmentsInfiniteQueryOptions(api, 101));
    expect(loadedShipments(pages)).toEqual({
      count: 0,
      loadedCount: 0,
      next: null,
      previous: null,
      data: { 1: [] },
    });
  });

  it('fails on a server error', async () => {
    server.use(adminHandlers.adminAccountShipments(serverError()));
    await expect(
      client().fetchInfiniteQuery(accountShipmentsInfiniteQueryOptions(api, 101)),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 500,
    });
  });

  it('reads nothing loaded as nothing', () => {
    expect(loadedShipments({ pages: [], pageParams: [] })).toEqual({
      count: 0,
      loadedCount: 0,
      next: null,
      previous: null,
      data: {},
    });
  });
});

describe('the cached notes follow a change (spec section 4)', () => {
  const newNote: AccountNote = {
    id: 9,
    account: 101,
    text: 'Called back.',
    author: staffFixtures.staff,
    created_at: '2026-11-25T17:00:00.000Z',
    updated_at: '2026-11-25T17:00:00.000Z',
    edited: false,
  };

  async function cached() {
    server.use(
      adminHandlers.adminNotes(ok(accountNoteFixtures)),
      adminHandlers.adminAccount(ok(adminAccountFixture)),
    );
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(accountNotesQueryOptions(api, 101));
    await queryClient.fetchQuery(adminAccountQueryOptions(api, 101));
    const notes = () =>
      queryClient.getQueryData(adminKeys.adminAccountNotes(101)) as { count: number; results: AccountNote[] };
    const account = () => queryClient.getQueryData(adminKeys.adminAccount(101)) as { notes_count: number };
    return { queryClient, notes, account };
  }

  it('puts a new note first and counts it, on the account too', async () => {
    const { queryClient, notes, account } = await cached();
    applyNoteChange(queryClient, 101, { type: 'created', note: newNote });
    expect(notes().count).toBe(4);
    expect(notes().results.map((note) => note.id)).toEqual([9, 3, 2, 1]);
    expect(account().notes_count).toBe(4);
  });

  it('takes a deleted note out and counts down', async () => {
    const { queryClient, notes, account } = await cached();
    applyNoteChange(queryClient, 101, { type: 'deleted', id: 2 });
    expect(notes().count).toBe(2);
    expect(notes().results.map((note) => note.id)).toEqual([3, 1]);
    expect(account().notes_count).toBe(2);
  });

  it('changes an edited note in place', async () => {
    const { queryClient, notes } = await cached();
    applyNoteChange(queryClient, 101, {
      type: 'updated',
      note: { ...accountNoteFixtures[1]!, text: 'Edited.', edited: true },
    });
    expect(notes().count).toBe(3);
    expect(notes().results[1]).toMatchObject({ id: 2, text: 'Edited.', edited: true });
  });

  it('reads the account again when its notes are not cached', async () => {
    server.use(adminHandlers.adminAccount(ok(adminAccountFixture)));
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(adminAccountQueryOptions(api, 101));
    applyNoteChange(queryClient, 101, { type: 'created', note: newNote });
    expect(queryClient.getQueryState(adminKeys.adminAccount(101))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(adminKeys.adminAccountNotes(101))).toBeUndefined();
  });
});

it('invalidates an account’s admin queries, the outstanding requests and its billing after a change', async () => {
  const queryClient = new QueryClient();
  const keys = [
    adminKeys.adminAccount(101),
    adminKeys.adminAccountNotes(101),
    adminKeys.adminAccounts({ page: 1 }),
    adminKeys.billingRequests({ page: 1 }),
    queryKeys.subscription(101),
    adminKeys.adminAccount(102),
  ];
  for (const key of keys) queryClient.setQueryData(key, {});
  await invalidateAdminAccount(queryClient, 101);
  expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
    true,
    true,
    true,
    true,
    true,
    false,
  ]);
});

it('reads every kind of an account’s timeline again after a resend, and nothing else', async () => {
  const queryClient = new QueryClient();
  const keys = [
    adminKeys.adminAccountTimeline(101, null),
    adminKeys.adminAccountTimeline(101, 'email'),
    adminKeys.adminAccountTimeline(101, 'note'),
    adminKeys.adminAccount(101),
    adminKeys.adminAccountTimeline(102, null),
  ];
  for (const key of keys) queryClient.setQueryData(key, {});
  await invalidateAccountTimeline(queryClient, 101);
  expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
    true,
    true,
    true,
    false,
    false,
  ]);
});
