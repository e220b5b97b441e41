import { accountKeys } from './keys';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userAuthLogin } from '../auth/session';
import { createApiClient } from '../http/client';
import { queryKeys } from '../http/query-keys';
import { memoryCookieJar, memoryTokenStore } from '../http/storage';
import {
  customerInteractionsMetadataFixture,
  experimentalDataFixture,
  handlers,
  personaHandlers,
  personas,
  userInfoFixtures,
  userInfoV3For,
} from '../msw';
import { onboardingProgress } from '@hub/domain';
import {
  accountStatusQueryOptions,
  customerInteractionsQueryOptions,
  customNoteQueryOptions,
  experimentalDataQueryOptions,
  getAccountStatus,
  getCustomerInteractions,
  getCustomerInteractionsMetadata,
  getCustomNote,
  getExperimentalData,
  recordCustomerInteraction,
  setSocialAccess,
} from './account-info';
import { getAccount } from './account';
import { addCaregiver } from './caregivers';
import { devicesQueryOptions, getDevices, invalidateDevices, setKioskMode } from './devices';
import { accountFor } from './fixtures';
import { eraseMyData, getUserInfoV3, setMarketingOptOut, userInfoV3QueryOptions } from './privacy';
import { customerInteractionsMetadataSchema, experimentalDataSchema, userInfoV3Schema } from './call-schemas';
import { accountSchema } from './schemas';

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

const family = userInfoFixtures.family;
const caregiver = userInfoFixtures.caregiver;

describe('the fixtures match the response schemas', () => {
  it.each(personas)('%s: the account with its users', (persona) => {
    expect(v.safeParse(accountSchema, accountFor(userInfoFixtures[persona])).success).toBe(true);
  });

  it('the v3 user info, experiments and the interactions’ metadata', () => {
    const info = userInfoV3For(
      family,
      { marketingOptOutAt: null, socialAccess: false },
      onboardingProgress([]),
    );
    expect(v.safeParse(userInfoV3Schema, info).success).toBe(true);
    expect(v.safeParse(experimentalDataSchema, experimentalDataFixture).success).toBe(true);
    expect(v.safeParse(customerInteractionsMetadataSchema, customerInteractionsMetadataFixture).success).toBe(
      true,
    );
  });
});

describe('devices', () => {
  it('lists the account’s devices, and kiosk mode set on one is what the next read answers', async () => {
    server.use(...personaHandlers('family'));
    const api = client();
    expect(await getDevices(api, family.account.id)).toMatchObject({
      ok: true,
      data: [
        { name: 'Kitchen tablet', is_kiosk_mode: true },
        { name: 'Bedroom tablet', is_kiosk_mode: false },
      ],
    });
    expect(await setKioskMode(api, family.account.id, 72, true)).toMatchObject({
      ok: true,
      data: { id: 72, is_kiosk_mode: true },
    });
    expect(await getAccount(api, family.account.id)).toMatchObject({
      ok: true,
      data: { devices: [{ is_kiosk_mode: true }, { is_kiosk_mode: true }] },
    });
  });

  it('marks the devices and the account stale, not the rest of the account', async () => {
    const queryClient = new QueryClient();
    const keys = [accountKeys.devices(7), queryKeys.account(7), queryKeys.players(7)];
    for (const key of keys) queryClient.setQueryData(key, {});
    await invalidateDevices(queryClient, 7);
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, false]);
  });
});

describe('caregivers', () => {
  it('adds one: 201 with the sentence to show, and the account lists them as invited', async () => {
    server.use(...personaHandlers('family'));
    const api = client();
    const invite = { email: 'grandpa@example.test', first_name: 'Louis', last_name: 'Moreau' };
    expect(await addCaregiver(api, family.account.id, invite)).toMatchObject({
      ok: true,
      status: 201,
      data: {
        status: 'invited',
        detail: 'Invitation sent to grandpa@example.test. The link in it works once, for 7 days.',
      },
    });
    const account = await getAccount(api, family.account.id);
    expect(account.ok && account.data.users.map((user) => [user.email, user.status])).toEqual([
      ['family@demo.test', 'active'],
      ['caregiver@demo.test', 'active'],
      ['grandpa@example.test', 'invited'],
    ]);
  });

  it('refuses an email that already has an account (400 with the field error)', async () => {
    server.use(...personaHandlers('family'));
    expect(
      await addCaregiver(client(), family.account.id, {
        email: 'parent@demo.test',
        first_name: 'D',
        last_name: 'R',
      }),
    ).toMatchObject({
      ok: false,
      errStatus: 400,
      errorObject: { email: ['A user with this email already exists.'] },
    });
  });

  it('refuses a caregiver who is not the billing user (403)', async () => {
    server.use(...personaHandlers('caregiver'));
    expect(
      await addCaregiver(client(), caregiver.account.id, {
        email: 'x@example.test',
        first_name: 'X',
        last_name: 'Y',
      }),
    ).toMatchObject({ ok: false, errStatus: 403 });
  });
});

describe('privacy', () => {
  it('opts out of marketing, read back by the v3 user info, and in again', async () => {
    server.use(...personaHandlers('family'));
    const api = client();
    expect(await setMarketingOptOut(api, family.id)).toMatchObject({
      ok: true,
      data: { marketing_opt_out: true, detail: 'You will no longer get marketing emails from us.' },
    });
    expect(await getUserInfoV3(api)).toMatchObject({ ok: true, data: { marketing_opt_out: true } });
    await setMarketingOptOut(api, family.id, false);
    expect(await getUserInfoV3(api)).toMatchObject({ ok: true, data: { marketing_opt_out: false } });
  });

  it.each([
    { persona: 'caregiver', password: 'HubDemo#2026', result: { ok: true } },
    {
      persona: 'caregiver',
      password: 'wrong',
      result: { errStatus: 400, errorObject: { password: ['That is not your password.'] } },
    },
    { persona: 'family', password: 'HubDemo#2026', result: { errStatus: 409 } },
  ] as const)(
    'erasing the data of $persona with $password answers $result',
    async ({ persona, password, result }) => {
      server.use(...personaHandlers(persona));
      expect(await eraseMyData(client(), userInfoFixtures[persona].id, password)).toMatchObject(result);
    },
  );
});

describe('status, note, experiments, interactions and social access', () => {
  it('reads them for the account', async () => {
    server.use(...personaHandlers('educator'));
    const api = client();
    const id = userInfoFixtures.educator.account.id;
    expect(await getAccountStatus(api, id)).toMatchObject({ ok: true, data: { account_status: 'ACTIVE' } });
    expect(await getCustomNote(api, id)).toMatchObject({
      ok: true,
      data: { custom_note: 'Your classroom’s two spare heart-rate sensors shipped on Monday.' },
    });
    expect(await getExperimentalData(api, id)).toMatchObject({ ok: true, data: { account_variants: [] } });
    expect(await getCustomerInteractionsMetadata(api, id)).toMatchObject({
      ok: true,
      data: { actions: { POST: { kind: { type: 'choice' } } } },
    });
  });

  it('records an interaction, read back in order of id (every page merged), and saves social access', async () => {
    server.use(...personaHandlers('family'));
    const api = client();
    await recordCustomerInteraction(api, family.account.id, { kind: 'feedback', summary: 'Lovely' });
    await recordCustomerInteraction(api, family.account.id, { kind: 'app_download' });
    expect(await getCustomerInteractions(api, family.account.id)).toMatchObject({
      ok: true,
      data: [{ kind: 'feedback', summary: 'Lovely' }, { kind: 'app_download' }],
    });
    expect(await setSocialAccess(api, true)).toMatchObject({ ok: true, data: { social_access: true } });
    expect(await getUserInfoV3(api)).toMatchObject({ ok: true, data: { social_access: true } });
  });

  it('answers 403 to a blocked account’s user', async () => {
    server.use(...personaHandlers('blocked'));
    expect(await getDevices(client(), 106)).toMatchObject({ ok: false, errStatus: 403 });
  });

  it('signs in at the spec’s other login path', async () => {
    server.use(handlers.userAuthLogin());
    expect(
      await userAuthLogin(client(), { email: 'parent@demo.test', password: 'x', languageCode: 'ar' }),
    ).toMatchObject({
      ok: true,
    });
  });
});

// Spec section 9: user info 1 hour, other queries 60 seconds.
describe('how long each query stays fresh', () => {
  const api = client();
  it.each([
    { query: 'v3 user info', options: userInfoV3QueryOptions(api), staleTime: 60 * 60 * 1000 },
    { query: 'devices', options: devicesQueryOptions(api, 1), staleTime: 60 * 1000 },
    { query: 'status', options: accountStatusQueryOptions(api, 1), staleTime: 60 * 1000 },
    { query: 'custom note', options: customNoteQueryOptions(api, 1), staleTime: 60 * 1000 },
    { query: 'experimental data', options: experimentalDataQueryOptions(api, 1), staleTime: 60 * 1000 },
    { query: 'interactions', options: customerInteractionsQueryOptions(api, 1), staleTime: 60 * 1000 },
  ])('$query: $staleTime ms', ({ options, staleTime }) => {
    expect(options.staleTime).toBe(staleTime);
  });
});
