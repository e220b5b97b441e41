// The rest of the account's calls (issue 12): devices and kiosk mode, the v3 user info, status, custom
// note, experimental data, customer interactions (GET, OPTIONS, POST) and social access; and who may
// make each of this area's calls: another family gets 403 (or 404) and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { databases } from '../test/databases';
import { accessToken, fingerprint, json, send, testApp, type TestApp } from '../test/helpers';

const forbidden = { detail: 'You do not have permission to perform this action.' };

interface Device {
  id: number;
  name: string;
  is_kiosk_mode: boolean;
}

describe.each(databases())('the account’s calls on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, { user: number; account: number }> = {};

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle, { now: () => new Date('2026-11-25T15:00:00Z') });
    for (const who of ['family', 'caregiver', 'parent', 'staff', 'educator', 'blocked']) {
      tokens[who] = await accessToken(app, `${who}@demo.test`);
      const info = (await json(await send(app, '/api/v2/user/info/', { bearer: tokens[who] }))) as {
        id: number;
        account: { id: number };
      };
      ids[who] = { user: info.id, account: info.account.id };
    }
  });
  afterAll(() => handle.close());

  const as = (who: string, path: string, method = 'GET', body?: unknown) =>
    send(app, path, { method, bearer: tokens[who], json: body });

  async function devicesOf(who: string): Promise<Device[]> {
    const response = await as(who, `/api/v2/user/accounts/${ids[who]!.account}/devices/`);
    expect(response.status).toBe(200);
    return ((await json(response)) as { results: Device[] }).results;
  }

  describe('devices', () => {
    it('lists the account’s devices with their kiosk mode, the same for both caregivers', async () => {
      const devices = await devicesOf('family');
      expect(devices).toEqual([
        { id: expect.any(Number), name: 'Kitchen tablet', is_kiosk_mode: true },
        { id: expect.any(Number), name: 'Bedroom tablet', is_kiosk_mode: false },
      ]);
      expect(await devicesOf('caregiver')).toEqual(devices);
    });

    it('turns kiosk mode on and off, and the account reads it back', async () => {
      const [, bedroom] = await devicesOf('family');
      const path = `/api/v2/user/accounts/${ids.family!.account}/devices/${bedroom!.id}/toggle_kiosk_mode/`;
      const on = await as('family', path, 'PUT', { is_kiosk_mode: true });
      expect(on.status).toBe(200);
      expect(await json(on)).toEqual({ id: bedroom!.id, name: 'Bedroom tablet', is_kiosk_mode: true });
      // Sent twice, the device stays as asked (a PUT of the value, not a flip).
      await as('family', path, 'PUT', { is_kiosk_mode: true });
      expect((await devicesOf('caregiver'))[1]!.is_kiosk_mode).toBe(true);
      await as('caregiver', path, 'PUT', { is_kiosk_mode: false });
      const account = (await json(await as('family', `/api/v2/accounts/${ids.family!.account}/`))) as {
        devices: Device[];
      };
      expect(account.devices[1]!.is_kiosk_mode).toBe(false);
    });

    it.each([
      { body: {}, errors: { is_kiosk_mode: ['This field is required.'] } },
      { body: { is_kiosk_mode: 'yes' }, errors: { is_kiosk_mode: ['Must be a valid boolean.'] } },
      { body: { is_kiosk_mode: null }, errors: { is_kiosk_mode: ['This field may not be null.'] } },
    ])('refuses $body with 400 and changes nothing', async ({ body, errors }) => {
      const [kitchen] = await devicesOf('family');
      const before = await fingerprint(handle.db);
      const response = await as(
        'family',
        `/api/v2/user/accounts/${ids.family!.account}/devices/${kitchen!.id}/toggle_kiosk_mode/`,
        'PUT',
        body,
      );
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual(errors);
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it('answers 404 for a device of another account reached through one’s own', async () => {
      const [tablet] = await devicesOf('parent');
      const response = await as(
        'family',
        `/api/v2/user/accounts/${ids.family!.account}/devices/${tablet!.id}/toggle_kiosk_mode/`,
        'PUT',
        { is_kiosk_mode: true },
      );
      expect(response.status).toBe(404);
      expect((await devicesOf('parent'))[0]!.is_kiosk_mode).toBe(false);
    });
  });

  describe('the v3 user info', () => {
    it('is v2’s with the privacy choices and the onboarding progress', async () => {
      const v2 = await json(await as('educator', '/api/v2/user/info/'));
      const response = await as('educator', '/api/v3/user_info/');
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({
        ...(v2 as object),
        marketing_opt_out: true,
        marketing_opt_out_at: expect.any(String),
        social_access: false,
        onboarding: { passed_steps: ['kit_setup', 'player_profiles', 'family_survey'], steps_to_pass: [] },
      });
      expect(v2).toMatchObject({ user_kind: 'educator', is_billing_user: false });
    });

    it('is read by a blocked account’s user too, as v2’s', async () => {
      expect((await as('blocked', '/api/v3/user_info/')).status).toBe(200);
    });
  });

  describe('status, custom note and experimental data', () => {
    it('gives the account’s status', async () => {
      expect(await json(await as('family', `/api/v1/accounts/${ids.family!.account}/status/`))).toEqual({
        id: ids.family!.account,
        account_status: 'ACTIVE',
        is_blocked: false,
        billing_status: { status_name: 'ACTIVE' },
      });
    });

    it('gives staff’s note, or null when there is none', async () => {
      expect(
        await json(await as('educator', `/api/v1/accounts/${ids.educator!.account}/custom_note/`)),
      ).toEqual({
        custom_note: 'Your classroom’s two spare heart-rate sensors shipped on Monday.',
        updated_at: expect.any(String),
      });
      expect(await json(await as('family', `/api/v1/accounts/${ids.family!.account}/custom_note/`))).toEqual({
        custom_note: null,
        updated_at: null,
      });
    });

    it('gives the account’s and its players’ experiment variants, with or without the trailing slash', async () => {
      const expected = {
        account_variants: [{ campaign_name: 'weekly_digest', variant_name: 'email' }],
        player_variants: [
          { player_id: expect.any(Number), campaign_name: 'calm_prompts', variant_name: 'B' },
        ],
      };
      const path = `/api/v2/accounts/${ids.family!.account}/experimental_data`;
      expect(await json(await as('family', path))).toEqual(expected);
      expect(await json(await as('family', `${path}/`))).toEqual(expected);
    });
  });

  describe('customer interactions', () => {
    const path = () => `/api/v1/accounts/${ids.family!.account}/customer_interactions/`;

    it('records one, by whoever of the family, and lists them newest first', async () => {
      const created = await as('caregiver', path(), 'POST', {
        kind: 'callback_request',
        summary: ' After 5 pm ',
      });
      expect(created.status).toBe(201);
      expect(await json(created)).toEqual({
        id: expect.any(Number),
        kind: 'callback_request',
        summary: 'After 5 pm',
        user: ids.caregiver!.user,
        created_at: '2026-11-25T15:00:00.000Z',
      });
      await as('family', path(), 'POST', { kind: 'feedback' });
      const list = (await json(await as('family', path()))) as { count: number; results: { kind: string }[] };
      expect(list.count).toBe(2);
      expect(list.results.map((row) => row.kind)).toEqual(['feedback', 'callback_request']);
    });

    it('describes what a POST takes on OPTIONS, the kinds as choices (DRF metadata)', async () => {
      const response = await as('family', path(), 'OPTIONS');
      expect(response.status).toBe(200);
      const body = (await json(response)) as {
        actions: { POST: { kind: { type: string; required: boolean; choices: { value: string }[] } } };
      };
      expect(body.actions.POST.kind).toMatchObject({ type: 'choice', required: true });
      expect(body.actions.POST.kind.choices.map((choice) => choice.value)).toEqual([
        'support_request',
        'callback_request',
        'feedback',
        'app_download',
        'promo_click',
      ]);
    });

    it.each([
      { body: {}, errors: { kind: ['This field is required.'] } },
      { body: { kind: 'gossip' }, errors: { kind: ['"gossip" is not a valid choice.'] } },
      {
        body: { kind: 'feedback', summary: 'x'.repeat(1001) },
        errors: { summary: ['Summary must be less than 1000 characters'] },
      },
    ])('refuses $body with 400 and records nothing', async ({ body, errors }) => {
      const before = await fingerprint(handle.db);
      const response = await as('family', path(), 'POST', body);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual(errors);
      expect(await fingerprint(handle.db)).toEqual(before);
    });
  });

  describe('social access', () => {
    it('saves the choice, read back by the v3 user info', async () => {
      const response = await as('family', '/api/v2/user/social_access/', 'POST', { social_access: true });
      expect(await json(response)).toEqual({ social_access: true });
      expect(await json(await as('family', '/api/v3/user_info/'))).toMatchObject({ social_access: true });
    });

    it('is each user’s own, and turned off again it reads off (the stored row updated, not added)', async () => {
      await as('parent', '/api/v2/user/social_access/', 'POST', { social_access: true });
      expect(await json(await as('parent', '/api/v3/user_info/'))).toMatchObject({ social_access: true });
      // The same family's caregiver chose nothing.
      expect(await json(await as('caregiver', '/api/v3/user_info/'))).toMatchObject({ social_access: false });
      const off = await as('parent', '/api/v2/user/social_access/', 'POST', { social_access: false });
      expect(await json(off)).toEqual({ social_access: false });
      expect(await json(await as('parent', '/api/v3/user_info/'))).toMatchObject({ social_access: false });
    });

    it('refuses a value that is not a boolean', async () => {
      const response = await as('family', '/api/v2/user/social_access/', 'POST', { social_access: 'on' });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ social_access: ['Must be a valid boolean.'] });
    });
  });

  describe('bodies that are not an object of fields', () => {
    const writes = [
      (a: number) => `/api/v2/user/accounts/${a}/devices/1/toggle_kiosk_mode/`,
      (a: number) => `/api/v1/accounts/${a}/customer_interactions/`,
      (a: number) => `/api/v2/accounts/${a}/add_user/`,
      (a: number) => `/api/v2/accounts/${a}/incomplete_profiles/1/complete/`,
      (_: number, u: number) => `/api/v3/users/${u}/marketing_opt_out/`,
      (_: number, u: number) => `/api/v3/users/${u}/gdpr_forget/`,
      () => '/api/v2/user/social_access/',
      () => '/api/v1/user_actions/',
      () => '/api/v2/user/form_responses/',
    ];

    it.each(writes.map((path) => ({ path: path(1, 1).replace(/\/1\//g, '/{id}/'), at: path })))(
      '$path: a list is 400, text is 415, and nothing changes',
      async ({ at }) => {
        const path = at(ids.family!.account, ids.family!.user);
        const method = path.includes('toggle_kiosk_mode') ? 'PUT' : 'POST';
        const before = await fingerprint(handle.db);
        const list = await as('family', path, method, ['is_kiosk_mode', true]);
        expect(list.status).toBe(400);
        expect(await json(list)).toEqual({
          non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
        });
        const text = await send(app, path, {
          method,
          bearer: tokens.family,
          body: 'kind=feedback',
          headers: { 'Content-Type': 'text/plain' },
        });
        expect(text.status).toBe(415);
        expect(await fingerprint(handle.db)).toEqual(before);
      },
    );
  });

  describe('who may make each call', () => {
    interface Call {
      name: string;
      method: string;
      path: (account: number, user: number) => string;
      body?: unknown;
    }
    const calls: Call[] = [
      { name: 'the devices', method: 'GET', path: (a) => `/api/v2/user/accounts/${a}/devices/` },
      {
        name: 'kiosk mode',
        method: 'PUT',
        path: (a) => `/api/v2/user/accounts/${a}/devices/1/toggle_kiosk_mode/`,
        body: { is_kiosk_mode: true },
      },
      { name: 'the status', method: 'GET', path: (a) => `/api/v1/accounts/${a}/status/` },
      { name: 'the custom note', method: 'GET', path: (a) => `/api/v1/accounts/${a}/custom_note/` },
      {
        name: 'the experimental data',
        method: 'GET',
        path: (a) => `/api/v2/accounts/${a}/experimental_data`,
      },
      {
        name: 'the interactions',
        method: 'GET',
        path: (a) => `/api/v1/accounts/${a}/customer_interactions/`,
      },
      {
        name: 'the interactions’ metadata',
        method: 'OPTIONS',
        path: (a) => `/api/v1/accounts/${a}/customer_interactions/`,
      },
      {
        name: 'a new interaction',
        method: 'POST',
        path: (a) => `/api/v1/accounts/${a}/customer_interactions/`,
        body: { kind: 'feedback' },
      },
      {
        name: 'adding a caregiver',
        method: 'POST',
        path: (a) => `/api/v2/accounts/${a}/add_user/`,
        body: { email: 'stranger@example.test', first_name: 'Eve', last_name: 'Stranger' },
      },
      {
        name: 'completing a profile',
        method: 'POST',
        path: (a) => `/api/v2/accounts/${a}/incomplete_profiles/1/complete/`,
        body: { birth_year: 2017 },
      },
      {
        name: 'a marketing opt-out',
        method: 'POST',
        path: (_, u) => `/api/v3/users/${u}/marketing_opt_out/`,
        body: {},
      },
      {
        name: 'erasing the data',
        method: 'POST',
        path: (_, u) => `/api/v3/users/${u}/gdpr_forget/`,
        body: { password: 'HubDemo#2026' },
      },
    ];

    it.each(calls)(
      'another family gets 403 on $name, and nothing changes',
      async ({ method, path, body }) => {
        const before = await fingerprint(handle.db);
        const response = await as('parent', path(ids.family!.account, ids.family!.user), method, body);
        expect(response.status).toBe(403);
        expect(await json(response)).toEqual(forbidden);
        expect(await fingerprint(handle.db)).toEqual(before);
      },
    );

    it.each(calls)(
      'a blocked account’s user gets 403 on $name of their own',
      async ({ method, path, body }) => {
        const response = await as('blocked', path(ids.blocked!.account, ids.blocked!.user), method, body);
        expect(response.status).toBe(403);
      },
    );

    it.each(calls)('$name needs a sign-in (401)', async ({ method, path, body }) => {
      const response = await send(app, path(ids.family!.account, ids.family!.user), { method, json: body });
      expect(response.status).toBe(401);
    });

    it.each(calls.filter((call) => !call.name.includes('opt-out') && !call.name.includes('erasing')))(
      'staff get 404 on $name of an account that does not exist',
      async ({ method, path, body }) => {
        const response = await as('staff', path(999_999, ids.staff!.user), method, body);
        expect(response.status).toBe(404);
      },
    );
  });
});
