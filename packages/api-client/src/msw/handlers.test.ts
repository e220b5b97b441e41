import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAccount } from '../account/account';
import { getGlobalRemoteConfigs } from '../shell/remote-configs';
import { getPlayers } from '../stats/players';
import { login } from '../auth/session';
import { createApiClient } from '../http/client';
import {
  accountSchema,
  detailSchema,
  incompleteProfileSchema,
  passwordSetSchema,
  playerSchema,
  remoteConfigSchema,
  shippingSchema,
  userDetailsSchema,
  userInfoSchema,
} from '../schemas';
import { memoryCookieJar, memoryTokenStore } from '../http/storage';
import { getShipping, getUserDetails, getUserInfo, updateShipping, updateUserDetails } from '../account/user';
import {
  accountFor,
  emailChangeFixtures,
  emptyShippingFixture,
  globalRemoteConfigsFixture,
  incompleteProfilesFixture,
  passwordResetFixtures,
  personas,
  playersFixture,
  shippingFixture,
  storyPassword,
  userDetailsFor,
  userInfoFixtures,
} from '.';
import {
  blockedAccount,
  handlers,
  loading,
  loginHandlers,
  networkError,
  notFound,
  ok,
  personaHandlers,
  serverError,
  slow,
  throttled,
  unauthorized,
  validationFailed,
  wrongPassword,
  type MockState,
} from '.';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://hub.test';
function client() {
  return createApiClient({
    baseUrl: base,
    tokens: memoryTokenStore({ accessToken: 'story-access-token' }),
    cookies: memoryCookieJar('csrftoken=c; hub_token=1'),
  });
}

describe('the fixtures match the response schemas, so stories never show data the hub would refuse', () => {
  it.each(personas)('%s: user info, details, account', (persona) => {
    const user = userInfoFixtures[persona];
    expect(v.safeParse(userInfoSchema, user).success).toBe(true);
    expect(v.safeParse(userDetailsSchema, userDetailsFor(user)).success).toBe(true);
    expect(v.safeParse(accountSchema, accountFor(user)).success).toBe(true);
  });

  it('shipping, players, incomplete profiles and remote configs', () => {
    for (const address of [shippingFixture, emptyShippingFixture])
      expect(v.safeParse(shippingSchema, address).success).toBe(true);
    for (const player of playersFixture) expect(v.safeParse(playerSchema, player).success).toBe(true);
    for (const profile of incompleteProfilesFixture)
      expect(v.safeParse(incompleteProfileSchema, profile).success).toBe(true);
    for (const config of globalRemoteConfigsFixture)
      expect(v.safeParse(remoteConfigSchema, config).success).toBe(true);
  });

  it('the password reset answers', () => {
    expect(v.safeParse(detailSchema, passwordResetFixtures.requested).success).toBe(true);
    expect(v.safeParse(passwordSetSchema, passwordResetFixtures.set).success).toBe(true);
  });
});

describe('a mocked call answers in every state the hub shows', () => {
  it.each<{ state: string; mock: MockState<unknown>; result: Record<string, unknown> }>([
    { state: 'success', mock: ok(userDetailsFor(userInfoFixtures.parent)), result: { ok: true } },
    { state: 'slow success', mock: slow(userDetailsFor(userInfoFixtures.parent), 20), result: { ok: true } },
    {
      state: 'validation 400 with field errors',
      mock: validationFailed(),
      result: { errStatus: 400, errorObject: { phone: ['Please input a valid phone number'] } },
    },
    { state: 'wrong password 400', mock: wrongPassword(), result: { errStatus: 400 } },
    { state: '401', mock: unauthorized(), result: { errStatus: 401, errorText: 'Invalid token.' } },
    {
      state: '403 blocked',
      mock: blockedAccount(),
      result: { errStatus: 403, errorText: 'This account is unavailable. Please contact support.' },
    },
    { state: '404', mock: notFound(), result: { errStatus: 404, errorText: 'Not found.' } },
    { state: '429 throttled', mock: throttled(120), result: { errStatus: 429, retryAfter: 120 } },
    { state: '500', mock: serverError(), result: { errStatus: 500, errorText: 'Internal Server Error' } },
    { state: 'network error', mock: networkError(), result: { errStatus: 0, errorText: 'Unknown error' } },
  ])('$state', async ({ mock, result }) => {
    server.use(handlers.userDetails(mock));
    // The generic caller's result: getUserDetails would read it as spec section 8 shows it.
    expect(await client().call('/api/v2/user/', { auth: true, schema: userDetailsSchema })).toMatchObject(
      result,
    );
  });

  it('loading: never answers, until the caller gives up', async () => {
    server.use(handlers.userDetails(loading()));
    const controller = new AbortController();
    const pending = getUserDetails(client(), controller.signal);
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toEqual({ ok: false, cancelled: true });
  });

  it('a PATCH echoes the change as the server does', async () => {
    server.use(handlers.updateUserDetails());
    expect(await updateUserDetails(client(), { first_name: 'Danielle' })).toMatchObject({
      ok: true,
      data: { first_name: 'Danielle', last_name: 'Rivera' },
    });
  });
});

describe("a persona's saved details", () => {
  it('are what the next read answers, as on the server', async () => {
    server.use(...personaHandlers('parent'));
    await updateUserDetails(client(), { first_name: 'Danielle' });
    await updateShipping(client(), { city: 'Chicago' });
    expect(await getUserDetails(client())).toMatchObject({ ok: true, data: { first_name: 'Danielle' } });
    expect(await getShipping(client())).toMatchObject({ ok: true, data: { city: 'Chicago' } });
  });

  it('keep a new email pending until its link, and need the current password for it', async () => {
    server.use(...personaHandlers('parent'));
    const without = await updateUserDetails(client(), { email: 'dana.new@demo.test' });
    expect(without).toMatchObject({
      ok: false,
      errStatus: 400,
      errorObject: emailChangeFixtures.needsPassword,
    });
    const wrong = await updateUserDetails(client(), { email: 'dana.new@demo.test', current_password: 'x' });
    expect(wrong).toMatchObject({ ok: false, errorObject: emailChangeFixtures.wrongPassword });
    await updateUserDetails(client(), { email: 'dana.new@demo.test', current_password: storyPassword });
    expect(await getUserDetails(client())).toMatchObject({
      ok: true,
      data: { email: 'parent@demo.test', pending_email: 'dana.new@demo.test' },
    });
  });

  it('refuse a change based on an address changed since, as the server does (412)', async () => {
    server.use(...personaHandlers('parent'));
    const loaded = await getShipping(client());
    const version = loaded.ok ? loaded.data.version : undefined;
    expect(await updateShipping(client(), { city: 'Chicago', version })).toMatchObject({ ok: true });
    expect(await updateShipping(client(), { city: 'Denver', version })).toMatchObject({
      ok: false,
      errStatus: 412,
    });
    expect(await getShipping(client())).toMatchObject({ ok: true, data: { city: 'Chicago' } });
  });

  it('start again from the fixtures in a new world', async () => {
    server.use(...personaHandlers('parent'));
    await updateUserDetails(client(), { first_name: 'Danielle' });
    server.resetHandlers();
    server.use(...personaHandlers('parent'));
    expect(await getUserDetails(client())).toMatchObject({ ok: true, data: { first_name: 'Dana' } });
  });
});

describe('the personas', () => {
  it.each(personas)('%s signs in and reads their own user info', async (persona) => {
    server.use(...loginHandlers(persona));
    const result = await login(client(), { email: userInfoFixtures[persona].email, password: 'pw' });
    expect(result).toMatchObject({ ok: true, data: { id: userInfoFixtures[persona].id } });
  });

  it.each([
    { persona: 'parent', options: {}, players: 2 },
    { persona: 'parent', options: { players: false }, players: 0 },
    { persona: 'coach', options: {}, players: 0 },
    { persona: 'sunset', options: { players: true }, players: 2 },
  ] as const)('$persona with $options has $players players', async ({ persona, options, players }) => {
    server.use(...personaHandlers(persona, options));
    const result = await getPlayers(client(), userInfoFixtures[persona].account.id);
    expect(result.ok && result.data.length).toBe(players);
  });

  it('a blocked account reads its user info and the global config, and gets 403 for its account', async () => {
    server.use(...personaHandlers('blocked'));
    const api = client();
    expect(await getUserInfo(api)).toMatchObject({
      ok: true,
      data: { account: { account_status: 'BLOCKED' } },
    });
    expect(await getGlobalRemoteConfigs(api)).toMatchObject({ ok: true });
    expect(await getAccount(api, 106)).toMatchObject({ ok: false, errStatus: 403 });
    expect(await api.call('/api/v2/user/shipping/', { auth: true })).toMatchObject({
      ok: false,
      errStatus: 403,
    });
  });

  it('a persona without an address reads the empty one in the default country', async () => {
    server.use(...personaHandlers('staff'));
    expect(await getShipping(client())).toEqual({
      ok: true,
      status: 200,
      data: { ...emptyShippingFixture, version: 'v1' },
    });
  });
});
