// The validation rules of spec section 5 that the server enforces, one row per rule, on the wire: the
// spec's exact English under the right field, status 400, and nothing saved. The texts are written out
// here (not read from @hub/domain) so a change of wording in the domain fails these tests.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/database';
import { demoPassword } from './seed/demo';
import { databases } from './test/databases';
import {
  accessToken,
  Browser,
  createUser,
  fingerprint,
  send,
  testApp,
  type NewUser,
  type TestApp,
} from './test/helpers';

const completeAddress = {
  address1: '1 Main St',
  address2: 'Unit 2',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62704',
  country: 'US',
  timezone: 'America/Chicago',
};

describe.each(databases())('spec section 5 on the wire on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
  });
  afterAll(() => handle.close());

  describe('user details (PATCH /api/v2/user/)', () => {
    let user: NewUser;
    let token: string;

    beforeEach(async () => {
      user = await createUser(handle.db, { phone: '+12025550100' });
      token = await accessToken(app, user.email);
    });

    it.each([
      ['first name is required', 'first_name', '', 'First name is required'],
      [
        'first name may not be blank only',
        'first_name',
        ' \t ',
        'First name may not contain only empty characters',
      ],
      [
        'first name has at most 56 characters',
        'first_name',
        'a'.repeat(57),
        'First name must be less than 56 characters',
      ],
      ['first name holds only Latin-1 characters', 'first_name', 'Дана', 'Please include valid characters'],
      ['last name is required', 'last_name', '', 'Last name is required'],
      [
        'last name may not be blank only',
        'last_name',
        '   ',
        'Last name may not contain only empty characters',
      ],
      [
        'last name has at most 56 characters',
        'last_name',
        'b'.repeat(57),
        'Last name must be less than 56 characters',
      ],
      [
        'last name holds only Latin-1 characters',
        'last_name',
        'Rivera 😀',
        'Please include valid characters',
      ],
      ['email is required', 'email', '', 'Email is required'],
      [
        'email has at most 254 characters',
        'email',
        `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`,
        'Email must be less than 254 characters',
      ],
      ['email follows the standard pattern', 'email', 'dana@', 'Please enter a valid email.'],
      ['email has no spaces inside', 'email', 'dana rivera@demo.test', 'Please enter a valid email.'],
      ['phone is required', 'phone', '', 'Phone is required'],
      ['phone is a valid number', 'phone', '+1 202 555 01', 'Please input a valid phone number'],
      ['phone carries its country calling code', 'phone', '2025550143', 'Please input a valid phone number'],
      [
        'phone has at most 20 characters',
        'phone',
        '+1 2 0 2 5 5 5 0 1 4 3',
        'Please input a valid phone number',
      ],
    ])('%s', async (_, field, value, message) => {
      const before = await fingerprint(handle.db);
      const response = await send(app, '/api/v2/user/', {
        method: 'PATCH',
        bearer: token,
        json: { first_name: 'Changed', [field]: value },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ [field]: [message] });
      expect(await fingerprint(handle.db)).toEqual(before);
      const read = await send(app, '/api/v2/user/', { bearer: token });
      expect(await read.json()).toMatchObject({ first_name: 'Test', phone: '+12025550100' });
    });

    it.each([
      [
        'a first name of exactly 56 characters',
        { first_name: 'a'.repeat(56) },
        { first_name: 'a'.repeat(56) },
      ],
      ['a name with Latin-1 accents', { last_name: 'Müller-Ñúñez' }, { last_name: 'Müller-Ñúñez' }],
      ['a name padded with spaces, trimmed', { first_name: '  Dana  ' }, { first_name: 'Dana' }],
      [
        // A new email waits for its confirmation (docs/security.md): it is accepted as the pending one.
        'an email of exactly 254 characters',
        {
          email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
          current_password: demoPassword,
        },
        { pending_email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com` },
      ],
      ['a phone in the stored form', { phone: '+442079460958' }, { phone: '+442079460958' }],
      [
        'a phone with spaces, dashes and brackets, stored as +<code><digits>',
        { phone: '+1 (202) 555-0143' },
        { phone: '+12025550143' },
      ],
    ])('accepts %s', async (_, json, expected) => {
      const response = await send(app, '/api/v2/user/', { method: 'PATCH', bearer: token, json });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject(expected);
      const read = await send(app, '/api/v2/user/', { bearer: token });
      expect(await read.json()).toMatchObject(expected);
    });
  });

  describe('shipping address (PATCH /api/v2/user/shipping/)', () => {
    let token: string;

    beforeEach(async () => {
      const user = await createUser(handle.db);
      token = await accessToken(app, user.email);
      const saved = await send(app, '/api/v2/user/shipping/', {
        method: 'PATCH',
        bearer: token,
        json: completeAddress,
      });
      expect(saved.status).toBe(200);
    });

    it.each([
      ['address line 1 is required', 'address1', '', 'Address is required'],
      ['address line 1 may not be blank', 'address1', '   ', 'Address is required'],
      [
        'address line 1 has at most 255 characters',
        'address1',
        'a'.repeat(256),
        'Address must be less than 255 characters',
      ],
      [
        'address line 2 has at most 255 characters',
        'address2',
        'a'.repeat(256),
        'Address line 2 must be less than 255 characters',
      ],
      ['city is required', 'city', '', 'City is required'],
      ['city has at most 50 characters', 'city', 'a'.repeat(51), 'City must be less than 50 characters'],
      ['city holds letters and spaces only (no digits)', 'city', 'Area 51', 'Please input a valid city'],
      ['city holds letters and spaces only (no dots)', 'city', 'St. Louis', 'Please input a valid city'],
      ['zipcode is required', 'zipcode', '', 'Zipcode is required'],
      [
        'zipcode has at most 12 characters',
        'zipcode',
        '1234567890123',
        'Zipcode must be less than 12 characters',
      ],
      ['zipcode is alphanumeric only', 'zipcode', '62704-1234', 'Please input a valid Zipcode'],
      ['a US state is required', 'state', '', 'State is required'],
      ['a US state is a state code', 'state', 'Illinois', 'Please select a valid state'],
      ['country is a code of the country list', 'country', 'United States', 'Please select a valid country'],
      ['timezone is an IANA zone', 'timezone', 'Mars/Olympus', 'Please select a valid timezone'],
    ])('%s', async (_, field, value, message) => {
      const before = await fingerprint(handle.db);
      const response = await send(app, '/api/v2/user/shipping/', {
        method: 'PATCH',
        bearer: token,
        json: { address2: 'Changed', [field]: value },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ [field]: [message] });
      expect(await fingerprint(handle.db)).toEqual(before);
      const read = await send(app, '/api/v2/user/shipping/', { bearer: token });
      expect(await read.json()).toEqual({ ...completeAddress, version: expect.any(String) });
    });

    it.each([
      ['a PO box (a warning for the form, not an error)', { address1: 'PO Box 12' }],
      ['a city with accents and spaces', { city: 'São Paulo' }],
      ['a zipcode of exactly 12 letters and digits', { zipcode: 'AB12CD34EF56' }],
      ['no state outside the US', { country: 'GB', state: '', zipcode: 'SW1A1AA', city: 'London' }],
      ['a US territory', { state: 'PR' }],
      ['a military state', { state: 'AE' }],
    ])('accepts %s', async (_, json) => {
      const response = await send(app, '/api/v2/user/shipping/', { method: 'PATCH', bearer: token, json });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ...completeAddress, ...json, version: expect.any(String) });
    });

    it.each([
      ['an empty country, as US', { country: '' }, { country: 'US' }],
      ['a null timezone, as America/New_York', { timezone: null }, { timezone: 'America/New_York' }],
    ])('defaults %s (spec section 9)', async (_, json, expected) => {
      const response = await send(app, '/api/v2/user/shipping/', { method: 'PATCH', bearer: token, json });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        ...completeAddress,
        ...expected,
        version: expect.any(String),
      });
    });
  });

  describe('login (POST /api/v2/auth/session/login/)', () => {
    it.each([
      ['the email is required', { email: '', password: demoPassword }, 'email', 'Email is required'],
      [
        'the email has at most 255 characters',
        {
          email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.com`,
          password: 'x',
        },
        'email',
        'Email must be less than 255 characters',
      ],
      [
        'the email follows the standard pattern',
        { email: 'parent@demo', password: demoPassword },
        'email',
        'Please input a valid email on login',
      ],
      [
        'the password is required',
        { email: 'parent@demo.test', password: '' },
        'password',
        'Password is required',
      ],
      [
        'the password has at most 255 characters (as long as a new one may be)',
        { email: 'parent@demo.test', password: 'x'.repeat(256) },
        'password',
        'Password must be less than 255 characters',
      ],
    ])('%s', async (_, json, field, message) => {
      const browser = new Browser(app);
      await browser.request('/api/health/');
      const before = await fingerprint(handle.db);
      const response = await browser.request('/api/v2/auth/session/login/', { method: 'POST', json });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ [field]: [message] });
      expect(browser.cookies.has('sessionid')).toBe(false);
      // No session, and no failed attempt counted: the throttle is for guesses, not for typos.
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it('accepts an email of exactly 255 characters as a well-formed (if unknown) login', async () => {
      const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`;
      expect(email).toHaveLength(255);
      const response = await new Browser(app).signIn(email, 'x');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        non_field_errors: ['Unable to log in with provided credentials.'],
      });
    });
  });
  describe('new password (POST /api/v2/user/set_password/)', () => {
    /** A user named Jordan Baker with a fresh reset link, as the email carries it. */
    async function linkFor(): Promise<{ browser: Browser; token: string }> {
      const user = await createUser(handle.db, { firstName: 'Jordan', lastName: 'Baker' });
      const browser = new Browser(app);
      await browser.request('/api/health/');
      await browser.request('/api/v2/user/password_reset/', { method: 'POST', json: { email: user.email } });
      const outbox = (await (
        await send(app, `/api/dev/outbox/?to=${encodeURIComponent(user.email)}`)
      ).json()) as {
        results: { body: string }[];
      };
      const token = /\/start\?o=([A-Za-z0-9_-]+)/.exec(outbox.results[0]!.body)![1]!;
      return { browser, token };
    }

    it.each([
      ['a new password is required', '', 'Password is required'],
      ['it has at least 8 characters', 'Ab#4567', 'Password should not be less than 8 characters'],
      [
        'it has at most 255 characters',
        `Ab#4${'x'.repeat(252)}`,
        'Password must be less than 255 characters',
      ],
      ['letters, digits and listed symbols only', 'Abcd#1234 ', 'Password contains forbidden symbols'],
      ['letters beyond ASCII are refused', 'Äbcd#1234', 'Password contains forbidden symbols'],
      [
        'three of lowercase, uppercase, digit, symbol',
        'abcdefgh12',
        'Password must include letters, numbers, and special symbols',
      ],
      [
        'it may not contain the first name',
        'Jordan#2026x',
        'Password must not contain your first or last name',
      ],
      [
        'it may not contain the last name',
        'my#BAKER2026',
        'Password must not contain your first or last name',
      ],
    ])('%s', async (_, password, message) => {
      const { browser, token } = await linkFor();
      const before = await fingerprint(handle.db);
      const response = await browser.request('/api/v2/user/set_password/', {
        method: 'POST',
        json: { token, password },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ password: [message] });
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it.each([
      ['exactly 8 characters of three classes', 'Abcd#123'],
      ['exactly 255 characters', `Ab#4${'x'.repeat(251)}`],
      ['three classes without a digit', 'Abcdef#gh'],
    ])('accepts %s', async (_, password) => {
      const { browser, token } = await linkFor();
      const response = await browser.request('/api/v2/user/set_password/', {
        method: 'POST',
        json: { token, password },
      });
      expect(response.status).toBe(200);
    });
  });
});
