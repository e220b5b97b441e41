import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { databases } from '../test/databases';
import {
  accessToken,
  createUser,
  fingerprint,
  send,
  testApp,
  type NewUser,
  type TestApp,
} from '../test/helpers';
import { shippingAddresses, users } from './schema';

describe.each(databases())('the signed-in user on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
  });
  afterAll(() => handle.close());

  describe('user info', () => {
    it('describes the parent as docs/decisions.md says', async () => {
      const token = await accessToken(app, 'parent@demo.test');
      const response = await send(app, '/api/v2/user/info/', { bearer: token });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        id: expect.any(Number),
        email: 'parent@demo.test',
        first_name: 'Dana',
        last_name: 'Rivera',
        name: 'Dana Rivera',
        phone: '+12025550143',
        language: 'en',
        is_staff: false,
        is_billing_user: true,
        is_coach: false,
        user_kind: null,
        checkout_completed: true,
        account: {
          id: expect.any(Number),
          tags: ['hub-dashboard'],
          account_status: 'ACTIVE',
          billing_status: { status_name: 'ACTIVE' },
        },
      });
    });

    it.each([
      ['staff@demo.test', { is_staff: true }],
      ['coach@demo.test', { is_coach: true }],
      [
        'newcustomer@demo.test',
        { checkout_completed: false, account: { billing_status: { status_name: 'NOT_PURCHASED' } } },
      ],
      ['sunset@demo.test', { account: { tags: ['legacy'] } }],
      ['blocked@demo.test', { account: { account_status: 'BLOCKED' } }],
    ])('describes %s', async (email, expected) => {
      const token = await accessToken(app, email);
      const response = await send(app, '/api/v2/user/info/', { bearer: token });
      expect(await response.json()).toMatchObject(expected);
    });
  });

  describe('details', () => {
    let user: NewUser;
    let token: string;

    beforeEach(async () => {
      user = await createUser(handle.db, { phone: '+12025550100' });
      token = await accessToken(app, user.email);
    });

    async function stored() {
      const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
      return row!;
    }

    it('reads the editable details', async () => {
      const response = await send(app, '/api/v2/user/', { bearer: token });
      expect(await response.json()).toEqual({
        id: user.id,
        first_name: 'Test',
        last_name: 'User',
        email: user.email,
        phone: '+12025550100',
        language: null,
        pending_email: null,
      });
    });

    it('saves valid changes, trimmed, and answers with the details', async () => {
      const response = await send(app, '/api/v2/user/', {
        method: 'PATCH',
        bearer: token,
        json: {
          first_name: '  Renée ',
          last_name: "O'Brien",
          email: `  ${user.email.toUpperCase()} `,
          phone: '+44 20 7946 0958',
        },
      });
      expect(response.status).toBe(200);
      // Another case of the same address is saved at once; a new address is a request
      // (email-change.test.ts).
      expect(await response.json()).toMatchObject({
        first_name: 'Renée',
        last_name: "O'Brien",
        email: user.email.toUpperCase(),
        phone: '+442079460958',
      });
      expect(await stored()).toMatchObject({ firstName: 'Renée', phone: '+442079460958' });
    });

    it('ignores fields it does not edit', async () => {
      const response = await send(app, '/api/v2/user/', {
        method: 'PATCH',
        bearer: token,
        json: { id: 1, is_staff: true, first_name: 'Ok' },
      });
      expect(response.status).toBe(200);
      expect(await stored()).toMatchObject({ id: user.id, isStaff: false, firstName: 'Ok' });
    });

    // The rules of spec section 5 are in spec-rules.test.ts; these are the types and combinations.
    it.each([
      ['a number for a name', { first_name: 12 }, { first_name: ['Not a valid string.'] }],
      ['null for a name', { last_name: null }, { last_name: ['This field may not be null.'] }],
      ['a list for the email', { email: ['a@b.co'] }, { email: ['Not a valid string.'] }],
      ['an object for the phone', { phone: { number: '+12025550143' } }, { phone: ['Not a valid string.'] }],
      ['true for the phone', { phone: true }, { phone: ['Not a valid string.'] }],
      ['null for the phone', { phone: null }, { phone: ['This field may not be null.'] }],
      [
        'two bad fields at once',
        { first_name: '', email: 'nope' },
        { first_name: ['First name is required'], email: ['Please enter a valid email.'] },
      ],
    ])('refuses %s with 400 and changes nothing', async (_, json, errors) => {
      const before = await stored();
      const response = await send(app, '/api/v2/user/', {
        method: 'PATCH',
        bearer: token,
        json: { last_name: 'Changed', ...json },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
      expect(await stored()).toEqual(before);
    });

    it.each([
      [
        'a list',
        [{ first_name: 'x' }],
        { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] },
      ],
      ['a number', 5, { non_field_errors: ['Invalid data. Expected a dictionary, but got int.'] }],
    ])('refuses a body that is %s with 400', async (_, json, errors) => {
      const response = await send(app, '/api/v2/user/', { method: 'PATCH', bearer: token, json });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
    });

    it('does not tell that an email is another user’s: with the password it is a request like any other', async () => {
      const before = await stored();
      const response = await send(app, '/api/v2/user/', {
        method: 'PATCH',
        bearer: token,
        json: { first_name: 'Changed', email: 'Parent@Demo.Test', current_password: 'HubDemo#2026' },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ email: user.email, pending_email: 'Parent@Demo.Test' });
      expect(await stored()).toEqual({ ...before, firstName: 'Changed', updatedAt: expect.any(Date) });
    });

    it('accepts the user’s own email in another case', async () => {
      const response = await send(app, '/api/v2/user/', {
        method: 'PATCH',
        bearer: token,
        json: { email: user.email.toUpperCase() },
      });
      expect(response.status).toBe(200);
    });
  });

  describe('shipping address', () => {
    let user: NewUser;
    let token: string;

    beforeEach(async () => {
      user = await createUser(handle.db);
      token = await accessToken(app, user.email);
    });

    const complete = {
      address1: '1 Main St',
      address2: '',
      city: 'Springfield',
      state: 'IL',
      zipcode: '62704',
      country: 'US',
      timezone: 'America/Chicago',
    };

    describe('two tabs saving one address', () => {
      async function read() {
        const response = await send(app, '/api/v2/user/shipping/', { bearer: token });
        return { etag: response.headers.get('etag'), body: (await response.json()) as { version: string } };
      }
      function save(json: Record<string, unknown>, headers: Record<string, string> = {}) {
        return send(app, '/api/v2/user/shipping/', { method: 'PATCH', bearer: token, json, headers });
      }

      it('gives the version in the body and as the ETag, changing exactly when the address does', async () => {
        const first = await read();
        expect(first.etag).toBe(`"${first.body.version}"`);
        await save({ ...complete });
        const second = await read();
        expect(second.body.version).not.toBe(first.body.version);
        await save({ city: complete.city });
        expect((await read()).body.version).toBe(second.body.version);
      });

      it('refuses with 412 a save based on an address changed since, and keeps the other tab’s', async () => {
        await save({ ...complete });
        const { body: loaded } = await read();
        expect((await save({ city: 'Chicago', version: loaded.version })).status).toBe(200);
        const before = await fingerprint(handle.db);
        const stale = await save({ city: 'Denver', version: loaded.version });
        expect(stale.status).toBe(412);
        expect(await stale.json()).toEqual({
          detail:
            'Your address was changed somewhere else (another tab or device) after you opened it. What you typed is kept: check the address and save again.',
        });
        expect(await fingerprint(handle.db)).toEqual(before);
        expect((await read()).body).toMatchObject({ city: 'Chicago' });
      });

      it('takes If-Match, strong or weak, and * for any version', async () => {
        await save({ ...complete });
        const { etag } = await read();
        expect((await save({ city: 'Austin' }, { 'If-Match': etag! })).status).toBe(200);
        expect((await save({ city: 'Boston' }, { 'If-Match': `W/${etag!}` })).status).toBe(412);
        const { etag: now } = await read();
        expect((await save({ city: 'Boston' }, { 'If-Match': `W/${now!}` })).status).toBe(200);
        expect((await save({ city: 'Dallas' }, { 'If-Match': '*' })).status).toBe(200);
        expect((await save({ city: 'Eugene' }, { 'If-Match': '"not-a-version"' })).status).toBe(412);
      });

      it('saves without a version, as older clients do', async () => {
        expect((await save({ ...complete })).status).toBe(200);
      });

      it('refuses a version that is not text', async () => {
        const response = await save({ ...complete, version: 7 });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ version: ['Not a valid string.'] });
      });
    });

    it('reads the parent’s address', async () => {
      const parent = await accessToken(app, 'parent@demo.test');
      const response = await send(app, '/api/v2/user/shipping/', { bearer: parent });
      expect(await response.json()).toEqual({
        address1: '1200 Maple Avenue',
        address2: 'Apt 4B',
        city: 'Springfield',
        state: 'IL',
        zipcode: '62704',
        country: 'US',
        timezone: 'America/Chicago',
        version: expect.any(String),
      });
    });

    it('reads an empty address in the default country and timezone for a user without one', async () => {
      const response = await send(app, '/api/v2/user/shipping/', { bearer: token });
      expect(await response.json()).toEqual({
        address1: '',
        address2: '',
        city: '',
        state: '',
        zipcode: '',
        country: 'US',
        timezone: 'America/New_York',
        version: expect.any(String),
      });
    });

    it('saves a first address, defaulting the country to US when it is missing', async () => {
      const { country: _, ...withoutCountry } = complete;
      const response = await send(app, '/api/v2/user/shipping/', {
        method: 'PATCH',
        bearer: token,
        json: withoutCountry,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ...complete, version: expect.any(String) });
    });

    it('merges an update into the stored address', async () => {
      await send(app, '/api/v2/user/shipping/', { method: 'PATCH', bearer: token, json: complete });
      const response = await send(app, '/api/v2/user/shipping/', {
        method: 'PATCH',
        bearer: token,
        json: { city: 'Chicago', zipcode: '60601' },
      });
      expect(await response.json()).toEqual({
        ...complete,
        city: 'Chicago',
        zipcode: '60601',
        version: expect.any(String),
      });
      const read = await send(app, '/api/v2/user/shipping/', { bearer: token });
      expect(await read.json()).toEqual({
        ...complete,
        city: 'Chicago',
        zipcode: '60601',
        version: expect.any(String),
      });
    });

    // The rules of spec section 5 are in spec-rules.test.ts; these are the types and combinations.
    it.each([
      ['a number for the city', { city: 5 }, { city: ['Not a valid string.'] }],
      ['null for the zipcode', { zipcode: null }, { zipcode: ['This field may not be null.'] }],
      ['a list for the first line', { address1: ['1 Main St'] }, { address1: ['Not a valid string.'] }],
      [
        'two bad fields at once',
        { city: 'Area 51', zipcode: '' },
        { city: ['Please input a valid city'], zipcode: ['Zipcode is required'] },
      ],
    ])('refuses %s with 400 and changes nothing', async (_, json, errors) => {
      await send(app, '/api/v2/user/shipping/', { method: 'PATCH', bearer: token, json: complete });
      const response = await send(app, '/api/v2/user/shipping/', {
        method: 'PATCH',
        bearer: token,
        json: { address2: 'Changed', ...json },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
      const [row] = await handle.db
        .select()
        .from(shippingAddresses)
        .where(eq(shippingAddresses.userId, user.id));
      expect(row).toMatchObject(complete);
    });

    it('refuses a partial first address that lacks required lines', async () => {
      const response = await send(app, '/api/v2/user/shipping/', {
        method: 'PATCH',
        bearer: token,
        json: { city: 'Chicago' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        address1: ['Address is required'],
        state: ['State is required'],
        zipcode: ['Zipcode is required'],
      });
      const read = await send(app, '/api/v2/user/shipping/', { bearer: token });
      expect(await read.json()).toMatchObject({ address1: '', city: '' });
    });

    it('clears the second line and the state outside the US with null', async () => {
      await send(app, '/api/v2/user/shipping/', { method: 'PATCH', bearer: token, json: complete });
      const response = await send(app, '/api/v2/user/shipping/', {
        method: 'PATCH',
        bearer: token,
        json: { address2: null, state: null, country: 'CA', city: 'Toronto', zipcode: 'M5V2T6' },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ address2: '', state: '', country: 'CA' });
    });
  });

  describe('language', () => {
    it('saves one of the ten supported languages on the user', async () => {
      const user = await createUser(handle.db);
      const token = await accessToken(app, user.email);
      for (const language of ['en', 'es', 'ar', 'ru', 'uk', 'vi', 'zh-CN', 'fr-CA', 'so', 'hmn']) {
        const response = await send(app, `/api/v3/users/${user.id}/`, {
          method: 'PATCH',
          bearer: token,
          json: { language },
        });
        expect(response.status, language).toBe(200);
        expect(await response.json()).toEqual({ id: user.id, language });
      }
      const info = await send(app, '/api/v2/user/info/', { bearer: token });
      expect(await info.json()).toMatchObject({ language: 'hmn' });
    });

    it.each([
      ['an unsupported code', { language: 'de' }, { language: ['"de" is not a valid choice.'] }],
      ['a code in the wrong case', { language: 'zh-cn' }, { language: ['"zh-cn" is not a valid choice.'] }],
      ['no language', {}, { language: ['This field is required.'] }],
      ['a number', { language: 1 }, { language: ['"1" is not a valid choice.'] }],
    ])('refuses %s with 400', async (_, json, errors) => {
      const user = await createUser(handle.db);
      const token = await accessToken(app, user.email);
      const response = await send(app, `/api/v3/users/${user.id}/`, { method: 'PATCH', bearer: token, json });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
    });

    it('answers 403 to a user changing someone else’s language; staff may', async () => {
      const user = await createUser(handle.db);
      const other = await createUser(handle.db);
      const token = await accessToken(app, user.email);
      const response = await send(app, `/api/v3/users/${other.id}/`, {
        method: 'PATCH',
        bearer: token,
        json: { language: 'es' },
      });
      expect(response.status).toBe(403);
      const staff = await accessToken(app, 'staff@demo.test');
      const byStaff = await send(app, `/api/v3/users/${other.id}/`, {
        method: 'PATCH',
        bearer: staff,
        json: { language: 'es' },
      });
      expect(byStaff.status).toBe(200);
      const missing = await send(app, '/api/v3/users/999999/', {
        method: 'PATCH',
        bearer: staff,
        json: { language: 'es' },
      });
      expect(missing.status).toBe(404);
    });

    it('lets a blocked account’s user save their language', async () => {
      const token = await accessToken(app, 'blocked@demo.test');
      const info = (await (await send(app, '/api/v2/user/info/', { bearer: token })).json()) as {
        id: number;
      };
      const response = await send(app, `/api/v3/users/${info.id}/`, {
        method: 'PATCH',
        bearer: token,
        json: { language: 'es' },
      });
      expect(response.status).toBe(200);
    });

    it('answers GET with 405', async () => {
      const token = await accessToken(app, 'parent@demo.test');
      const response = await send(app, '/api/v3/users/1/', { bearer: token });
      expect(response.status).toBe(405);
      expect(await response.json()).toEqual({ detail: 'Method "GET" not allowed.' });
    });
  });
});
