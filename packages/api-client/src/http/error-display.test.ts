// Spec section 8's error display, call by call, as a screen sees it: the query's data or error (what the hub
// shows), or the save's outcome (whether the form shows 'Error processing user data').
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userInfoV3QueryOptions } from '../account/privacy';
import {
  saveAccountDetails,
  shippingQueryOptions,
  userDetailsQueryOptions,
  userInfoQueryOptions,
  type AccountDetailsChanges,
} from '../account/user';
import { accountShipmentsInfiniteQueryOptions } from '../admin/shipments';
import { orderQueryOptions } from '../billing/invoices';
import { userOrdersQueryOptions } from '../checkout/orders';
import { coachAccountQuery } from '../coaching/coach';
import { userDetailsFixture } from '../msw';
import { ApiError, createApiClient, type ApiClient } from './client';
import { memoryCookieJar, memoryTokenStore } from './storage';
import { testOrigin } from './test-support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What the caller sees: data (what stands in for a hidden error), the error, or the session's end. */
type Seen = { data: unknown } | { error: number } | { signedOut: true };

interface Outcome {
  /** Whether the screen shows the call's error. */
  shown: boolean;
  sees: Seen;
  /** How often the app's sign-out ran. */
  signOuts: number;
}

/** A signed-in client of the test origin that counts its sign-outs (`onUnauthorized`). */
function countingClient() {
  const counter = { signOuts: 0 };
  const api = createApiClient({
    baseUrl: testOrigin,
    tokens: memoryTokenStore({ accessToken: 'access-1' }),
    cookies: memoryCookieJar('csrftoken=csrf-1'),
    locks: null,
    onUnauthorized: () => {
      counter.signOuts += 1;
    },
  });
  return { api, counter };
}

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** What a screen's query sees: its data, or its error; a 401 after the sign-out is the session's end. */
async function read(run: () => Promise<unknown>, counter: { signOuts: number }): Promise<Outcome> {
  try {
    return { shown: false, sees: { data: await run() }, signOuts: counter.signOuts };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401 && counter.signOuts > 0) {
      return { shown: false, sees: { signedOut: true }, signOuts: counter.signOuts };
    }
    return { shown: true, sees: { error: error.status }, signOuts: counter.signOuts };
  }
}

/** What the account details form sees of a save: the failed status, and whether it shows the failure. */
async function save(api: ApiClient, changes: AccountDetailsChanges, counter: { signOuts: number }) {
  const result = await saveAccountDetails(api, changes, userDetailsFixture);
  if (result.ok) return { shown: false, sees: { data: result }, signOuts: counter.signOuts };
  const status = result.error.cancelled ? -1 : result.error.errStatus;
  return { shown: result.shown, sees: { error: status }, signOuts: counter.signOuts };
}

const calls = {
  'user info': {
    path: '/api/v2/user/info/',
    run: (api: ApiClient) => queryClient().fetchQuery(userInfoQueryOptions(api)),
  },
  'user details': {
    path: '/api/v2/user/',
    run: (api: ApiClient) => queryClient().fetchQuery(userDetailsQueryOptions(api)),
  },
  'v3 user info': {
    path: '/api/v3/user_info/',
    run: (api: ApiClient) => queryClient().fetchQuery(userInfoV3QueryOptions(api)),
  },
  'shipping address': {
    path: '/api/v2/user/shipping/',
    run: (api: ApiClient) => queryClient().fetchQuery(shippingQueryOptions(api)),
  },
  'coach account': {
    path: '/api/v2/coaching/coach_account/',
    run: (api: ApiClient) => queryClient().fetchQuery(coachAccountQuery(api)),
  },
  'last order': {
    path: '/api/v2/billing/accounts/12/order/',
    run: (api: ApiClient) => queryClient().fetchQuery(orderQueryOptions(api, 12)),
  },
  'user orders': {
    path: '/api/v2/user/info/orders/',
    run: (api: ApiClient) => queryClient().fetchQuery(userOrdersQueryOptions(api)),
  },
  shipments: {
    path: '/api/v2/admin/billing/account/12/shipments/',
    run: async (api: ApiClient) =>
      (await queryClient().fetchInfiniteQuery(accountShipmentsInfiniteQueryOptions(api, 12))).pages[0],
  },
} as const;

type Call = keyof typeof calls;

/** Every request to `path` answers `status` (0: no answer at all, the network failed). */
function answer(path: string, status: number) {
  server.use(
    http.all(`${testOrigin}${path}`, () =>
      status === 0
        ? HttpResponse.error()
        : HttpResponse.json(
            status === 400 ? { city: ['Please input a valid city'] } : { detail: 'Refused.' },
            { status },
          ),
    ),
  );
}

const signedOut = { signedOut: true } as const;
const emptyAddress = {
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipcode: '',
  country: 'US',
  timezone: 'America/New_York',
};
const noOrders = { count: 0, next: null, previous: null, results: [], recentConfirmedOrder: null };
const noShipments = { count: 0, next: null, previous: null, results: [] };

describe('which errors each read shows (spec section 8)', () => {
  it.each<{ call: Call; status: number; shown: boolean; sees: Seen }>([
    // User-data fetches show only 5xx (and no answer); a 4xx ends the session as a refused token does.
    { call: 'user info', status: 400, shown: false, sees: signedOut },
    { call: 'user info', status: 401, shown: false, sees: signedOut },
    { call: 'user info', status: 403, shown: false, sees: signedOut },
    { call: 'user info', status: 404, shown: false, sees: signedOut },
    { call: 'user info', status: 500, shown: true, sees: { error: 500 } },
    { call: 'user info', status: 503, shown: true, sees: { error: 503 } },
    { call: 'user info', status: 0, shown: true, sees: { error: 0 } },
    { call: 'user details', status: 403, shown: false, sees: signedOut },
    { call: 'user details', status: 404, shown: false, sees: signedOut },
    { call: 'user details', status: 500, shown: true, sees: { error: 500 } },
    { call: 'user details', status: 0, shown: true, sees: { error: 0 } },
    { call: 'v3 user info', status: 404, shown: false, sees: signedOut },
    { call: 'v3 user info', status: 502, shown: true, sees: { error: 502 } },
    // The shipping fetch shows only 5xx; a 4xx reads as no address on file yet.
    { call: 'shipping address', status: 400, shown: false, sees: { data: emptyAddress } },
    { call: 'shipping address', status: 403, shown: false, sees: { data: emptyAddress } },
    { call: 'shipping address', status: 404, shown: false, sees: { data: emptyAddress } },
    { call: 'shipping address', status: 500, shown: true, sees: { error: 500 } },
    { call: 'shipping address', status: 0, shown: true, sees: { error: 0 } },
    // The coach account hides 404: not a coach.
    { call: 'coach account', status: 404, shown: false, sees: { data: null } },
    { call: 'coach account', status: 400, shown: true, sees: { error: 400 } },
    { call: 'coach account', status: 403, shown: true, sees: { error: 403 } },
    { call: 'coach account', status: 500, shown: true, sees: { error: 500 } },
    { call: 'coach account', status: 0, shown: true, sees: { error: 0 } },
    // The order fetch ignores 404: no order.
    { call: 'last order', status: 404, shown: false, sees: { data: null } },
    { call: 'last order', status: 403, shown: true, sees: { error: 403 } },
    { call: 'last order', status: 500, shown: true, sees: { error: 500 } },
    { call: 'user orders', status: 404, shown: false, sees: { data: noOrders } },
    { call: 'user orders', status: 403, shown: true, sees: { error: 403 } },
    { call: 'user orders', status: 500, shown: true, sees: { error: 500 } },
    // The shipments fetch shows every error but 404: no shipments.
    { call: 'shipments', status: 404, shown: false, sees: { data: noShipments } },
    { call: 'shipments', status: 400, shown: true, sees: { error: 400 } },
    { call: 'shipments', status: 403, shown: true, sees: { error: 403 } },
    { call: 'shipments', status: 500, shown: true, sees: { error: 500 } },
  ])('the $call answering $status: shown $shown', async ({ call, status, shown, sees }) => {
    const { api, counter } = countingClient();
    answer(calls[call].path, status);
    expect(await read(() => calls[call].run(api), counter)).toEqual({
      shown,
      sees,
      signOuts: 'signedOut' in sees ? 1 : 0,
    });
  });
});

const updates = {
  'profile update': { path: '/api/v2/user/', changes: { user: { first_name: 'Danielle' } } },
  'shipping update': { path: '/api/v2/user/shipping/', changes: { shipping: { city: 'Chicago' } } },
} as const;

describe('which errors each save of the account details shows (spec section 8)', () => {
  it.each<{ call: keyof typeof updates; status: number; shown: boolean }>([
    // Profile and shipping updates show a validation status (400) or 5xx; the form stays as typed otherwise.
    { call: 'profile update', status: 400, shown: true },
    { call: 'profile update', status: 403, shown: false },
    { call: 'profile update', status: 404, shown: false },
    { call: 'profile update', status: 409, shown: false },
    // A throttle says to wait: always shown (docs/decisions.md).
    { call: 'profile update', status: 429, shown: true },
    { call: 'profile update', status: 500, shown: true },
    { call: 'profile update', status: 503, shown: true },
    { call: 'profile update', status: 0, shown: true },
    { call: 'shipping update', status: 400, shown: true },
    { call: 'shipping update', status: 403, shown: false },
    { call: 'shipping update', status: 404, shown: false },
    // The hub's own refusal of a stale address: the form explains it in its own words instead.
    { call: 'shipping update', status: 412, shown: false },
    { call: 'shipping update', status: 500, shown: true },
    { call: 'shipping update', status: 0, shown: true },
  ])('the $call answering $status: shown $shown', async ({ call, status, shown }) => {
    const { api, counter } = countingClient();
    answer(updates[call].path, status);
    expect(await save(api, updates[call].changes, counter)).toEqual({
      shown,
      sees: { error: status },
      signOuts: 0,
    });
  });
});
