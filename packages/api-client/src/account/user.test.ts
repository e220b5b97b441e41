import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accountQueryOptions,
  accountRemoteConfigsQueryOptions,
  globalRemoteConfigsQueryOptions,
  incompleteProfilesQueryOptions,
  playersQueryOptions,
} from '..';
import { authStatusQueryOptions } from '../auth/session';
import { createApiClient } from '../http/client';
import { shippingFixture, userDetailsFixture } from '../msw';
import { queryKeys } from '../http/query-keys';
import { memoryTokenStore } from '../http/storage';
import {
  invalidateAccountDetails,
  saveAccountDetails,
  shippingQueryOptions,
  userDetailsQueryOptions,
  userInfoQueryOptions,
} from './user';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://hub.test';
const api = createApiClient({ baseUrl: base, tokens: memoryTokenStore({ accessToken: 't' }) });

/** Records the PATCHes in order and answers each as `answers` says (ok by default). */
function recordPatches(answers: { user?: number[]; shipping?: number } = {}) {
  const calls: string[] = [];
  const userAnswers = [...(answers.user ?? [])];
  server.use(
    http.patch(`${base}/api/v2/user/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push(`user ${JSON.stringify(body)}`);
      const status = userAnswers.shift() ?? 200;
      if (status !== 200)
        return HttpResponse.json({ email: ['A user with this email already exists.'] }, { status });
      return HttpResponse.json({ ...userDetailsFixture, ...body });
    }),
    http.patch(`${base}/api/v2/user/shipping/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push(`shipping ${JSON.stringify(body)}`);
      if (answers.shipping && answers.shipping !== 200) {
        return HttpResponse.json({ detail: 'Server error.' }, { status: answers.shipping });
      }
      return HttpResponse.json({ ...shippingFixture, ...body });
    }),
  );
  return calls;
}

describe('saving the account details', () => {
  it('patches the user first, then the shipping address, each with only what changed', async () => {
    const calls = recordPatches();
    const result = await saveAccountDetails(
      api,
      { user: { first_name: 'Danielle' }, shipping: { city: 'Chicago' } },
      userDetailsFixture,
    );
    expect(calls).toEqual(['user {"first_name":"Danielle"}', 'shipping {"city":"Chicago"}']);
    expect(result).toMatchObject({
      ok: true,
      user: { first_name: 'Danielle' },
      shipping: { city: 'Chicago' },
    });
  });

  it('makes no call for a part that did not change', async () => {
    const calls = recordPatches();
    await saveAccountDetails(api, { user: {}, shipping: { zipcode: '60601' } }, userDetailsFixture);
    expect(calls).toEqual(['shipping {"zipcode":"60601"}']);
  });

  it('stops when the user call is refused: the address is not sent and the field errors come back', async () => {
    const calls = recordPatches({ user: [400] });
    const result = await saveAccountDetails(
      api,
      { user: { email: 'taken@demo.test' }, shipping: { city: 'Chicago' } },
      userDetailsFixture,
    );
    expect(calls).toEqual(['user {"email":"taken@demo.test"}']);
    expect(result).toMatchObject({
      ok: false,
      failed: 'user',
      error: { errStatus: 400, errorObject: { email: ['A user with this email already exists.'] } },
    });
  });

  it('puts the user details back when the address fails after them, so nothing is half saved', async () => {
    const calls = recordPatches({ shipping: 500 });
    const result = await saveAccountDetails(
      api,
      { user: { first_name: 'Danielle', phone: '+12025550199' }, shipping: { city: 'Chicago' } },
      userDetailsFixture,
    );
    expect(calls).toEqual([
      'user {"first_name":"Danielle","phone":"+12025550199"}',
      'shipping {"city":"Chicago"}',
      'user {"first_name":"Dana","phone":"+12025550143"}',
    ]);
    expect(result).toMatchObject({ ok: false, failed: 'shipping', undone: true, error: { errStatus: 500 } });
  });

  it('says so when the user details could not be put back', async () => {
    recordPatches({ user: [200, 500], shipping: 500 });
    const result = await saveAccountDetails(
      api,
      { user: { first_name: 'Danielle' }, shipping: { city: 'Chicago' } },
      userDetailsFixture,
    );
    expect(result).toMatchObject({ ok: false, failed: 'shipping', undone: false });
  });

  it('cannot put back a phone the user never had, and says so', async () => {
    const calls = recordPatches({ shipping: 500 });
    const result = await saveAccountDetails(
      api,
      { user: { first_name: 'Danielle', phone: '+12025550199' }, shipping: { city: 'Chicago' } },
      { ...userDetailsFixture, phone: null },
    );
    expect(calls.at(-1)).toBe('user {"first_name":"Dana"}');
    expect(result).toMatchObject({ ok: false, undone: false });
  });

  it('marks the user info, details and shipping queries stale', async () => {
    const queryClient = new QueryClient();
    for (const key of [
      queryKeys.userInfo(),
      queryKeys.userDetails(),
      queryKeys.shipping(),
      queryKeys.players(1),
    ]) {
      queryClient.setQueryData(key, {});
    }
    await invalidateAccountDetails(queryClient);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect([queryKeys.userInfo(), queryKeys.userDetails(), queryKeys.shipping()].map(stale)).toEqual([
      true,
      true,
      true,
    ]);
    expect(stale(queryKeys.players(1))).toBe(false);
  });
});

// Spec section 9: players 5 minutes; user info 1 hour; authentication status 5 seconds; global config
// pages never; other queries 60 seconds.
describe('how long each query stays fresh', () => {
  it.each([
    { query: 'user info', options: userInfoQueryOptions(api), staleTime: 60 * 60 * 1000 },
    { query: 'players', options: playersQueryOptions(api, 1), staleTime: 5 * 60 * 1000 },
    { query: 'authentication status', options: authStatusQueryOptions(api), staleTime: 5 * 1000 },
    {
      query: 'global config pages',
      options: globalRemoteConfigsQueryOptions(api),
      staleTime: Number.POSITIVE_INFINITY,
    },
    { query: 'user details', options: userDetailsQueryOptions(api), staleTime: 60 * 1000 },
    { query: 'shipping', options: shippingQueryOptions(api), staleTime: 60 * 1000 },
    { query: 'account', options: accountQueryOptions(api, 1), staleTime: 60 * 1000 },
    {
      query: 'account remote configs',
      options: accountRemoteConfigsQueryOptions(api, 1),
      staleTime: 60 * 1000,
    },
    { query: 'incomplete profiles', options: incompleteProfilesQueryOptions(api, 1), staleTime: 60 * 1000 },
  ])('$query: $staleTime ms', ({ options, staleTime }) => {
    expect(options.staleTime).toBe(staleTime);
  });
});
