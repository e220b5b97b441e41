// Bad input of every shape on every endpoint: a 4xx with a clear body, never a 500, and nothing changed
// (every table a request could write is the same before and after, see `fingerprint`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/database';
import { databases } from './test/databases';
import {
  accessToken,
  Browser,
  createUser,
  fingerprint,
  json,
  send,
  testApp,
  type NewUser,
  type RequestOptions,
  type TestApp,
} from './test/helpers';

const loginPath = '/api/v2/auth/session/login/';
const tokenPath = '/api/v2/auth/oauth2/token/';
const revokePath = '/api/v2/auth/oauth2/revoke_token/';
const resetPath = '/api/v2/user/password_reset/';
const setPasswordPath = '/api/v2/user/set_password/';

const address = {
  address1: '1 Main St',
  address2: '',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62704',
  country: 'US',
  timezone: 'America/Chicago',
};

type Caller = 'csrf' | 'bearer' | 'none';

interface BodyEndpoint {
  name: string;
  method: 'POST' | 'PATCH';
  path: (user: NewUser) => string;
  caller: Caller;
  /** The OAuth2 endpoints also read forms, and answer errors in RFC 6749's shape. */
  oauth?: boolean;
}

const bodyEndpoints: BodyEndpoint[] = [
  { name: 'the session login', method: 'POST', path: () => loginPath, caller: 'csrf' },
  { name: 'the token endpoint', method: 'POST', path: () => tokenPath, caller: 'none', oauth: true },
  { name: 'the revoke endpoint', method: 'POST', path: () => revokePath, caller: 'none', oauth: true },
  { name: 'the user details', method: 'PATCH', path: () => '/api/v2/user/', caller: 'bearer' },
  { name: 'the shipping address', method: 'PATCH', path: () => '/api/v2/user/shipping/', caller: 'bearer' },
  { name: 'the language', method: 'PATCH', path: (user) => `/api/v3/users/${user.id}/`, caller: 'bearer' },
  { name: 'the password reset request', method: 'POST', path: () => resetPath, caller: 'csrf' },
  { name: 'the set-password call', method: 'POST', path: () => setPasswordPath, caller: 'csrf' },
  { name: 'a coaching booking', method: 'POST', path: () => '/api/v2/coaching/book/', caller: 'bearer' },
];

const notFound = { detail: 'Not found.' };
const invalidPage = { detail: 'Invalid page.' };
const notAString = ['Not a valid string.'];
const notNull = ['This field may not be null.'];
const invalidCharacters = ['Please include valid characters'];

/** Values of the wrong type for a text field, each with its name. */
const wrongTypes: [string, unknown][] = [
  ['a number', 7],
  ['a list', ['x']],
  ['an object', { x: 1 }],
  ['true', true],
];

const long = 'x'.repeat(20_000);

describe.each(databases())('bad input on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let user: NewUser;
  let token: string;
  let staff: string;
  let browser: Browser;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    user = await createUser(handle.db, { phone: '+12025550100' });
    token = await accessToken(app, user.email);
    staff = await accessToken(app, 'staff@demo.test');
    const saved = await send(app, '/api/v2/user/shipping/', {
      method: 'PATCH',
      bearer: token,
      json: address,
    });
    expect(saved.status).toBe(200);
    browser = new Browser(app);
    await browser.request('/api/health/');
  });
  afterAll(() => handle.close());

  function call(endpoint: BodyEndpoint, options: RequestOptions): Promise<Response> {
    const request = { method: endpoint.method, ...options };
    const path = endpoint.path(user);
    if (endpoint.caller === 'csrf') return browser.request(path, request);
    if (endpoint.caller === 'bearer') return send(app, path, { ...request, bearer: token });
    return send(app, path, request);
  }

  /** Sends the request, expects the status and body, and that no row of the database changed. */
  async function expectRefused(
    request: () => Promise<Response>,
    status: number,
    body: unknown,
  ): Promise<void> {
    const before = await fingerprint(handle.db);
    const response = await request();
    expect(response.status).toBe(status);
    expect(await json(response)).toEqual(body);
    expect(await fingerprint(handle.db)).toEqual(before);
  }

  describe.each(bodyEndpoints)('a body $name cannot read', (endpoint) => {
    const jsonType = { 'Content-Type': 'application/json' };

    it.each([
      ['malformed JSON', '{"email": '],
      ['JSON cut short inside a string', '{"first_name": "Da'],
      ['JSON with a trailing comma', '{"language": "es",}'],
      ['single-quoted JSON', "{'language': 'es'}"],
    ])('answers %s with 400 and a JSON parse error', async (_, body) => {
      await expectRefused(() => call(endpoint, { body, headers: jsonType }), 400, {
        detail: expect.stringMatching(/^JSON parse error - /),
      });
    });

    it('answers bytes that are not UTF-8 with 400 and a JSON parse error', async () => {
      const body = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]);
      await expectRefused(() => call(endpoint, { body, headers: jsonType }), 400, {
        detail: expect.stringMatching(/^JSON parse error - /),
      });
    });

    it.each([
      ['a list', [{ language: 'es' }], 'list'],
      ['a number', 5, 'int'],
      ['a decimal', 1.5, 'float'],
      ['null', null, 'null'],
      ['a string', 'language=es', 'str'],
      ['true', true, 'bool'],
    ])('answers a JSON body that is %s with 400 and a non-field error', async (_, body, type) => {
      await expectRefused(() => call(endpoint, { json: body }), 400, {
        non_field_errors: [`Invalid data. Expected a dictionary, but got ${type}.`],
      });
    });

    it.each([
      ['plain text', 'text/plain'],
      ['XML', 'application/xml'],
      ['multipart form data', 'multipart/form-data; boundary=x'],
      ...(endpoint.oauth ? [] : [['a urlencoded form', 'application/x-www-form-urlencoded']]),
    ])('answers %s with 415', async (_, type) => {
      await expectRefused(
        () => call(endpoint, { body: 'language=es', headers: { 'Content-Type': type } }),
        415,
        { detail: `Unsupported media type "${type.split(';')[0]}" in request.` },
      );
    });

    it('answers a body without a content type with 415', async () => {
      await expectRefused(() => call(endpoint, { body: new TextEncoder().encode('{"a":1}') }), 415, {
        detail: 'Unsupported media type "" in request.',
      });
    });

    it('answers a body over 100 kB with 413', async () => {
      await expectRefused(() => call(endpoint, { json: { first_name: 'x'.repeat(101 * 1024) } }), 413, {
        detail: 'Request body is too large.',
      });
    });

    it('answers JSON nested ten thousand deep with a 4xx or ignores it, and changes nothing', async () => {
      const body = `{"deep": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
      const before = await fingerprint(handle.db);
      const response = await call(endpoint, { body, headers: jsonType });
      expect(response.status).toBeLessThan(500);
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it('does not let a __proto__ key make anyone staff', async () => {
      const body = '{"__proto__": {"is_staff": true}, "constructor": {"prototype": {"is_staff": true}}}';
      const before = await fingerprint(handle.db);
      const response = await call(endpoint, { body, headers: jsonType });
      expect(response.status).toBeLessThan(500);
      expect(await fingerprint(handle.db)).toEqual(before);
      expect(({} as { is_staff?: boolean }).is_staff).toBeUndefined();
    });
  });

  describe('wrong types per field', () => {
    it.each(
      ['email', 'password'].flatMap((field) => [
        ...wrongTypes.map(([kind, value]) => [`${kind} for the ${field}`, field, value, notAString] as const),
        [`null for the ${field}`, field, null, notNull] as const,
      ]),
    )('the session login answers %s with 400 under the field', async (_, field, value, messages) => {
      const body = { email: 'parent@demo.test', password: 'HubDemo#2026', [field]: value };
      await expectRefused(() => browser.request(loginPath, { method: 'POST', json: body }), 400, {
        [field]: messages,
      });
    });

    it.each(
      ['first_name', 'last_name', 'email', 'phone'].flatMap((field) => [
        ...wrongTypes.map(([kind, value]) => [`${kind} for ${field}`, field, value, notAString] as const),
        [`null for ${field}`, field, null, notNull] as const,
      ]),
    )('the user details answer %s with 400 under the field', async (_, field, value, messages) => {
      await expectRefused(
        () => send(app, '/api/v2/user/', { method: 'PATCH', bearer: token, json: { [field]: value } }),
        400,
        { [field]: messages },
      );
    });

    it.each([
      ...['address1', 'address2', 'city', 'state', 'zipcode', 'country', 'timezone'].flatMap((field) =>
        wrongTypes.map(([kind, value]) => [`${kind} for ${field}`, field, value, notAString] as const),
      ),
      ...['address1', 'city', 'zipcode'].map((field) => [`null for ${field}`, field, null, notNull] as const),
    ])('the shipping address answers %s with 400 under the field', async (_, field, value, messages) => {
      await expectRefused(
        () =>
          send(app, '/api/v2/user/shipping/', { method: 'PATCH', bearer: token, json: { [field]: value } }),
        400,
        { [field]: messages },
      );
    });

    it.each([
      ['a number', 7, '"7" is not a valid choice.'],
      // As DRF repeats a value that is not a text (Python's str()): the template's quotes stay the only ones.
      ['a list', ['es'], `"['es']" is not a valid choice.`],
      ['a list holding braces', ['{0}'], `"['{0}']" is not a valid choice.`],
      ['an object', { code: 'es' }, `"{'code': 'es'}" is not a valid choice.`],
      ['true', true, '"True" is not a valid choice.'],
      ['null', null, 'This field is required.'],
    ])('the language answers %s with 400 under language', async (_, value, message) => {
      await expectRefused(
        () =>
          send(app, `/api/v3/users/${user.id}/`, {
            method: 'PATCH',
            bearer: token,
            json: { language: value },
          }),
        400,
        { language: [message] },
      );
    });

    it.each([
      ...wrongTypes.map(([kind, value]) => [kind, value, notAString] as const),
      ['null', null, notNull] as const,
    ])(
      'the password reset request answers %s for the email with 400 under it',
      async (_, value, messages) => {
        await expectRefused(
          () => browser.request(resetPath, { method: 'POST', json: { email: value } }),
          400,
          {
            email: messages,
          },
        );
      },
    );

    it.each([
      ...wrongTypes.map(([kind, value]) => [kind, value, notAString] as const),
      ['null', null, notNull] as const,
    ])('the set-password call answers %s for the token with 400 under it', async (_, value, messages) => {
      await expectRefused(
        () =>
          browser.request(setPasswordPath, { method: 'POST', json: { token: value, password: 'Abcd#1234' } }),
        400,
        { token: messages },
      );
    });

    it.each(['grant_type', 'client_id', 'scope', 'username', 'password'])(
      'the token endpoint answers a number for %s with invalid_request',
      async (field) => {
        const grant = {
          grant_type: 'password',
          client_id: 'hub-web',
          scope: 'read write groups',
          username: user.email,
          password: 'HubDemo#2026',
        };
        await expectRefused(
          () => send(app, tokenPath, { method: 'POST', json: { ...grant, [field]: 7 } }),
          400,
          { error: 'invalid_request', error_description: `The ${field} parameter must be a string.` },
        );
      },
    );

    it.each(['token', 'client_id'])(
      'the revoke endpoint answers a list for %s with invalid_request',
      async (field) => {
        await expectRefused(
          () =>
            send(app, revokePath, {
              method: 'POST',
              json: { token: 'x', client_id: 'hub-web', [field]: ['x'] },
            }),
          400,
          { error: 'invalid_request', error_description: `The ${field} parameter must be a string.` },
        );
      },
    );
  });

  describe('oversize strings', () => {
    it.each([
      ['email', 'Email must be less than 255 characters'],
      ['password', 'Password must be less than 255 characters'],
    ])('the session login answers a 20,000-character %s with its limit', async (field, message) => {
      const body = { email: 'parent@demo.test', password: 'HubDemo#2026', [field]: long };
      await expectRefused(() => browser.request(loginPath, { method: 'POST', json: body }), 400, {
        [field]: [message],
      });
    });

    it.each([
      ['first_name', 'First name must be less than 56 characters'],
      ['last_name', 'Last name must be less than 56 characters'],
      ['email', 'Email must be less than 254 characters'],
      ['phone', 'Please input a valid phone number'],
    ])('the user details answer a 20,000-character %s with its limit', async (field, message) => {
      await expectRefused(
        () => send(app, '/api/v2/user/', { method: 'PATCH', bearer: token, json: { [field]: long } }),
        400,
        { [field]: [message] },
      );
    });

    it.each([
      ['address1', 'Address must be less than 255 characters'],
      ['address2', 'Address line 2 must be less than 255 characters'],
      ['city', 'City must be less than 50 characters'],
      ['state', 'State must be less than 255 characters'],
      ['zipcode', 'Zipcode must be less than 12 characters'],
      ['country', 'Please select a valid country'],
      ['timezone', 'Please select a valid timezone'],
    ])('the shipping address answers a 20,000-character %s with its limit', async (field, message) => {
      await expectRefused(
        () =>
          send(app, '/api/v2/user/shipping/', { method: 'PATCH', bearer: token, json: { [field]: long } }),
        400,
        { [field]: [message] },
      );
    });

    it('the password reset request answers a 20,000-character email with its limit', async () => {
      await expectRefused(() => browser.request(resetPath, { method: 'POST', json: { email: long } }), 400, {
        email: ['Email must be less than 254 characters'],
      });
    });

    it('the set-password call answers a 20,000-character token as an invalid link', async () => {
      await expectRefused(
        () => browser.request(setPasswordPath, { method: 'POST', json: { token: long, password: long } }),
        400,
        { token: ['This link to set a password is invalid, has expired or was already used.'] },
      );
    });

    it('the language answers a 20,000-character code as not a choice, repeating only its start', async () => {
      await expectRefused(
        () =>
          send(app, `/api/v3/users/${user.id}/`, {
            method: 'PATCH',
            bearer: token,
            json: { language: long },
          }),
        400,
        { language: [`"${'x'.repeat(39)}…" is not a valid choice.`] },
      );
    });

    it('the token endpoint answers a 20,000-character username with invalid_grant', async () => {
      const grant = { grant_type: 'password', client_id: 'hub-web', username: long, password: 'x' };
      await expectRefused(() => send(app, tokenPath, { method: 'POST', form: grant }), 400, {
        error: 'invalid_grant',
        error_description: 'Invalid credentials given.',
      });
    });

    it('the revoke endpoint treats a 20,000-character token as unknown (RFC 7009: 200)', async () => {
      const before = await fingerprint(handle.db);
      const response = await send(app, revokePath, {
        method: 'POST',
        form: { token: long, client_id: 'hub-web' },
      });
      expect(response.status).toBe(200);
      expect(await fingerprint(handle.db)).toEqual(before);
    });
  });

  describe('text the database cannot store as sent', () => {
    it.each([
      ['a NUL character', 'Main\u0000St'],
      ['half of a surrogate pair', 'Main \ud83d St'],
    ])('answers %s in any text field with 400 under the field', async (_, text) => {
      const cases: [string, Record<string, string>][] = [
        ['/api/v2/user/shipping/', { address1: text }],
        ['/api/v2/user/shipping/', { address2: text }],
        ['/api/v2/user/shipping/', { state: text }],
        ['/api/v2/user/', { first_name: text }],
        ['/api/v2/user/', { email: text }],
        [`/api/v3/users/${user.id}/`, { language: text }],
      ];
      for (const [path, body] of cases) {
        await expectRefused(
          () => send(app, path, { method: 'PATCH', bearer: token, json: body }),
          400,
          Object.fromEntries(Object.keys(body).map((field) => [field, invalidCharacters])),
        );
      }
      await expectRefused(
        () => browser.request(loginPath, { method: 'POST', json: { email: text, password: 'x' } }),
        400,
        { email: invalidCharacters },
      );
      await expectRefused(() => browser.request(resetPath, { method: 'POST', json: { email: text } }), 400, {
        email: invalidCharacters,
      });
      await expectRefused(
        () =>
          browser.request(setPasswordPath, { method: 'POST', json: { token: text, password: 'Abcd#1234' } }),
        400,
        { token: invalidCharacters },
      );
    });

    it('answers a NUL character in the token endpoint’s username with invalid_grant', async () => {
      const grant = {
        grant_type: 'password',
        client_id: 'hub-web',
        username: 'a\u0000@demo.test',
        password: 'x',
      };
      await expectRefused(() => send(app, tokenPath, { method: 'POST', json: grant }), 400, {
        error: 'invalid_grant',
        error_description: 'Invalid credentials given.',
      });
    });
  });

  describe('unknown fields', () => {
    const unknown = { id: 1, is_staff: true, account_id: 1, password_hash: 'x', nickname: 'Dee' };

    it('the user details ignore them: only the known field is saved', async () => {
      const response = await send(app, '/api/v2/user/', {
        method: 'PATCH',
        bearer: token,
        json: { ...unknown, last_name: 'Known' },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: user.id, last_name: 'Known' });
      const info = (await (await send(app, '/api/v2/user/info/', { bearer: token })).json()) as object;
      expect(info).toMatchObject({ id: user.id, is_staff: false, account: { id: user.accountId } });
    });

    it.each([
      ['the user details', '/api/v2/user/'],
      ['the shipping address', '/api/v2/user/shipping/'],
    ])('%s answer a body of unknown fields alone with 200 and write nothing', async (_, path) => {
      const before = await fingerprint(handle.db);
      const response = await send(app, path, { method: 'PATCH', bearer: token, json: unknown });
      expect(response.status).toBe(200);
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it('the language answers unknown fields without a language with 400', async () => {
      await expectRefused(
        () => send(app, `/api/v3/users/${user.id}/`, { method: 'PATCH', bearer: token, json: unknown }),
        400,
        { language: ['This field is required.'] },
      );
    });

    it('the password reset answers unknown fields without an email with 400', async () => {
      await expectRefused(() => browser.request(resetPath, { method: 'POST', json: unknown }), 400, {
        email: ['Email is required'],
      });
    });

    it('the session login answers unknown fields without credentials with 400', async () => {
      await expectRefused(() => browser.request(loginPath, { method: 'POST', json: unknown }), 400, {
        email: ['Email is required'],
        password: ['Password is required'],
      });
    });
  });

  describe('bad ids in paths', () => {
    const paths: [string, string, (id: string) => string][] = [
      ['GET', 'the account', (id) => `/api/v2/accounts/${id}/`],
      ['GET', 'its remote configs', (id) => `/api/v2/accounts/${id}/remote_configs/list/`],
      ['GET', 'its players', (id) => `/api/v2/player/accounts/${id}`],
      ['GET', 'its incomplete profiles', (id) => `/api/v2/accounts/${id}/incomplete_profiles/`],
      ['GET', 'a player’s activity', (id) => `/api/v2/player/${id}/activity/`],
      ['PATCH', 'a user’s language', (id) => `/api/v3/users/${id}/`],
    ];
    const badIds = [
      'abc',
      '-1',
      '0',
      '1.5',
      '1e3',
      '0x1F',
      '2147483648',
      '99999999999999999999',
      '%20',
      '%ZZ',
      '%EF%BC%91',
      '1;select',
      '1%00',
      '',
    ];

    it.each(paths)('answers %s of %s with a bad id with 404 for staff', async (method, _, path) => {
      for (const id of badIds) {
        await expectRefused(
          () =>
            send(app, path(id), {
              method,
              bearer: staff,
              json: method === 'PATCH' ? { language: 'es' } : undefined,
            }),
          404,
          notFound,
        );
      }
    });
  });

  describe('bad page values', () => {
    const paged: [string, (accountId: number) => string][] = [
      ['the global remote configs', () => '/api/v2/remote_configs/list/'],
      ['an account’s remote configs', (id) => `/api/v2/accounts/${id}/remote_configs/list/`],
      ['an account’s players', (id) => `/api/v2/player/accounts/${id}`],
      ['an account’s incomplete profiles', (id) => `/api/v2/accounts/${id}/incomplete_profiles/`],
    ];
    const badPages = [
      'abc',
      '0',
      '-1',
      '1.5',
      '1e3',
      '%00',
      '%ZZ',
      '99999999999999999999',
      '2',
      '1000000',
      ' 1',
    ];

    it.each(paged)('answers %s with 404 Invalid page. for any page that is not one', async (_, path) => {
      for (const page of badPages) {
        await expectRefused(
          () => send(app, `${path(user.accountId)}?page=${page}`, { bearer: token }),
          404,
          invalidPage,
        );
      }
    });

    it.each(paged)('answers %s from page 1 for an empty page, the first, and last', async (_, path) => {
      for (const page of ['', '1', 'last']) {
        const response = await send(app, `${path(user.accountId)}?page=${page}`, { bearer: token });
        expect(response.status, page).toBe(200);
        expect(await response.json()).toMatchObject({ previous: null, results: expect.any(Array) });
      }
    });

    it.each(paged)('answers %s ignoring a page_size that is not a positive integer', async (_, path) => {
      for (const size of ['abc', '-5', '0', '1e3', '%00', '%ZZ', '99999999999999999999']) {
        const response = await send(app, `${path(user.accountId)}?page_size=${size}`, { bearer: token });
        expect(response.status, size).toBe(200);
      }
    });

    it('answers a player’s activity with 404 Invalid page. and 400 for bad time filters', async () => {
      const parent = await accessToken(app, 'parent@demo.test');
      const info = (await (await send(app, '/api/v2/user/info/', { bearer: parent })).json()) as {
        account: { id: number };
      };
      const players = (await (
        await send(app, `/api/v2/player/accounts/${info.account.id}`, { bearer: parent })
      ).json()) as { results: { id: number }[] };
      const path = `/api/v2/player/${players.results[0]!.id}/activity/`;
      for (const page of badPages.filter((page) => page !== '2')) {
        expect((await send(app, `${path}?page=${page}`, { bearer: parent })).status, page).toBe(404);
      }
      for (const value of ['%00', '%ZZ', long, '2026-01-01T00:00:00+99:99', '+275760-09-13']) {
        const response = await send(app, `${path}?start_timestamp__lt=${value}`, { bearer: parent });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ start_timestamp__lt: ['Enter a valid date/time.'] });
      }
    });
  });

  describe('bad credentials', () => {
    it.each([
      ['a Bearer header without a token', { Authorization: 'Bearer' }, 401],
      ['a Bearer header with two words', { Authorization: 'Bearer a b' }, 401],
      ['a 10,000-character token', { Authorization: `Bearer ${'x'.repeat(10_000)}` }, 401],
      ['Basic credentials', { Authorization: 'Basic cGFyZW50QGRlbW8udGVzdDpIdWJEZW1vIzIwMjY=' }, 401],
      ['a session cookie that is not percent-encoded right', { Cookie: 'sessionid=%ZZ%E0%A4%A' }, 401],
      ['a quoted session cookie', { Cookie: 'sessionid="abc"' }, 401],
      ['a 5,000-character session cookie', { Cookie: `sessionid=${'x'.repeat(5000)}` }, 401],
      ['a malformed CSRF cookie beside no session', { Cookie: 'csrftoken=%ZZ; sessionid=' }, 401],
    ])('answers %s with 401 and a detail', async (_, headers, status) => {
      await expectRefused(
        () => send(app, '/api/v2/user/', { method: 'PATCH', headers, json: { last_name: 'X' } }),
        status,
        {
          detail: expect.any(String),
        },
      );
    });
  });
});
