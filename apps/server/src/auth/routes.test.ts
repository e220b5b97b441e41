import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../account/schema';
import { oauthAccessTokens, sessions } from './schema';
import { secretHash } from './secrets';
import type { DatabaseHandle } from '../db/database';
import { demoPassword } from '../seed/demo';
import { databases } from '../test/databases';
import { accessToken, Browser, createUser, fingerprint, send, testApp, type TestApp } from '../test/helpers';

const tokenPath = '/api/v2/auth/oauth2/token/';
const revokePath = '/api/v2/auth/oauth2/revoke_token/';
const loginPath = '/api/v2/auth/session/login/';
const logoutPath = '/api/v2/auth/session/logout/';
const csrfFailed = { detail: 'CSRF Failed: CSRF token missing or incorrect.' };

function passwordGrant(username: string, password = demoPassword, extra: Record<string, string> = {}) {
  return {
    grant_type: 'password',
    username,
    password,
    client_id: 'hub-web',
    scope: 'read write groups',
    ...extra,
  };
}

interface Tokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

describe.each(databases())('signing in and out on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let clock: Date;

  beforeAll(async () => {
    handle = await database.open();
    clock = new Date();
    app = testApp(handle, { now: () => clock });
  });
  afterAll(() => handle.close());

  describe('session login', () => {
    it('signs in with email and password and sets an HttpOnly, SameSite=Lax sessionid cookie', async () => {
      const browser = new Browser(app);
      const response = await browser.signIn('parent@demo.test');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ detail: 'Logged in.' });
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sessionid='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=1209600/);
      const info = await browser.request('/api/v2/user/info/');
      expect(info.status).toBe(200);
      expect(await info.json()).toMatchObject({ email: 'parent@demo.test' });
    });

    it('reads the email case-insensitively', async () => {
      expect((await new Browser(app).signIn('PARENT@Demo.Test')).status).toBe(200);
    });

    it.each([
      ['a wrong password', 'coach@demo.test', 'not-the-password'],
      ['an unknown email', 'nobody@demo.test', demoPassword],
    ])('answers %s with 400 and a non-field error', async (_, email, password) => {
      const response = await new Browser(app).signIn(email, password);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        non_field_errors: ['Unable to log in with provided credentials.'],
      });
      expect(response.headers.getSetCookie().some((value) => value.startsWith('sessionid='))).toBe(false);
    });

    it.each([
      ['no email', { password: demoPassword }, { email: ['Email is required'] }],
      ['no password', { email: 'parent@demo.test' }, { password: ['Password is required'] }],
      ['an empty body', {}, { email: ['Email is required'], password: ['Password is required'] }],
      ['a number for the email', { email: 42, password: 'x' }, { email: ['Not a valid string.'] }],
      [
        'an object for the password',
        { email: 'parent@demo.test', password: { $ne: '' } },
        { password: ['Not a valid string.'] },
      ],
      ['null for the email', { email: null, password: 'x' }, { email: ['This field may not be null.'] }],
      [
        'true for the password',
        { email: 'parent@demo.test', password: true },
        { password: ['Not a valid string.'] },
      ],
      ['a list', [1, 2], { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] }],
      ['a string', 'hello', { non_field_errors: ['Invalid data. Expected a dictionary, but got str.'] }],
      ['null', null, { non_field_errors: ['Invalid data. Expected a dictionary, but got null.'] }],
    ])('answers %s with 400 and field errors', async (_, body, errors) => {
      const browser = new Browser(app);
      await browser.request('/api/health/');
      const response = await browser.request(loginPath, { method: 'POST', json: body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
    });

    it('answers malformed JSON with 400 and a detail', async () => {
      const browser = new Browser(app);
      await browser.request('/api/health/');
      const response = await browser.request(loginPath, {
        method: 'POST',
        body: '{"email": ',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ detail: expect.stringMatching(/^JSON parse error - /) });
    });

    it('answers a body of another media type with 415', async () => {
      const browser = new Browser(app);
      await browser.request('/api/health/');
      const response = await browser.request(loginPath, {
        method: 'POST',
        body: 'email=parent@demo.test',
        headers: { 'Content-Type': 'text/plain' },
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });
    });

    it('stores only a hash of the session id', async () => {
      const browser = new Browser(app);
      await browser.signIn('parent@demo.test');
      const key = browser.cookies.get('sessionid')!;
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await handle.db
        .select()
        .from(sessions)
        .where(eq(sessions.keyHash, secretHash(key)));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(await handle.db.select().from(sessions))).not.toContain(key);
    });

    it('starts a new session at every sign-in and ends the one the browser had', async () => {
      const browser = new Browser(app);
      await browser.signIn('parent@demo.test');
      const first = browser.cookies.get('sessionid')!;
      await browser.signIn('parent@demo.test');
      expect(browser.cookies.get('sessionid')).not.toBe(first);
      const old = await send(app, '/api/v2/user/info/', { headers: { Cookie: `sessionid=${first}` } });
      expect(old.status).toBe(401);
    });
  });

  describe('logout', () => {
    it('ends the session: the cookie no longer signs in and is cleared', async () => {
      const browser = new Browser(app);
      await browser.signIn('parent@demo.test');
      const key = browser.cookies.get('sessionid')!;
      const response = await browser.request(logoutPath, { method: 'POST' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ detail: 'Logged out.' });
      expect(browser.cookies.has('sessionid')).toBe(false);
      const after = await send(app, '/api/v2/user/info/', { headers: { Cookie: `sessionid=${key}` } });
      expect(after.status).toBe(401);
    });

    it('needs the CSRF header to end a live session', async () => {
      const browser = new Browser(app);
      await browser.signIn('parent@demo.test');
      const response = await browser.request(logoutPath, { method: 'POST', csrf: false });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(csrfFailed);
      expect((await browser.request('/api/v2/user/info/')).status).toBe(200);
    });

    it('answers 200 when there is no session to end', async () => {
      const response = await send(app, logoutPath, { method: 'POST' });
      expect(response.status).toBe(200);
    });

    it('revokes the Bearer token sent with it, and its refresh token', async () => {
      const pair = (await (
        await send(app, tokenPath, { method: 'POST', form: passwordGrant('parent@demo.test') })
      ).json()) as Tokens;
      const response = await send(app, logoutPath, { method: 'POST', bearer: pair.access_token });
      expect(response.status).toBe(200);
      expect((await send(app, '/api/v2/user/info/', { bearer: pair.access_token })).status).toBe(401);
      const refresh = await send(app, tokenPath, {
        method: 'POST',
        form: { grant_type: 'refresh_token', refresh_token: pair.refresh_token, client_id: 'hub-web' },
      });
      expect(refresh.status).toBe(400);
      expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('ends both the session and the token of a hub that sends both, as the hub signs out', async () => {
      const browser = new Browser(app);
      await browser.signIn('parent@demo.test');
      const token = await accessToken(app, 'parent@demo.test');
      const revoked = await send(app, revokePath, { method: 'POST', json: { token, client_id: 'hub-web' } });
      expect(revoked.status).toBe(200);
      // The token is already revoked: logout still answers 200 and ends the session.
      const response = await browser.request(logoutPath, { method: 'POST', bearer: token });
      expect(response.status).toBe(200);
      expect((await browser.request('/api/v2/user/info/')).status).toBe(401);
    });

    it('marks the session and CSRF cookies Secure in production, and clears the session cookie Secure', async () => {
      const production = new Browser(testApp(handle, { production: true }));
      const signIn = await production.signIn('parent@demo.test');
      const cookies = signIn.headers.getSetCookie();
      expect(cookies.find((cookie) => cookie.startsWith('sessionid='))).toMatch(/; Secure/);
      expect(cookies.find((cookie) => cookie.startsWith('csrftoken='))).toMatch(/; Secure/);
      const logout = await production.request(logoutPath, { method: 'POST' });
      const cleared = logout.headers.getSetCookie().find((cookie) => cookie.startsWith('sessionid='));
      expect(cleared).toMatch(/Max-Age=0/);
      expect(cleared).toMatch(/; Secure/);
    });

    it('leaves cookies without Secure in development, so http://localhost works', async () => {
      const response = await new Browser(app).signIn('parent@demo.test');
      expect(response.headers.getSetCookie().join('\n')).not.toMatch(/Secure/);
    });
  });

  describe('CSRF', () => {
    it('refuses the session login without an X-CSRFTOKEN header', async () => {
      const browser = new Browser(app);
      await browser.request('/api/health/');
      const response = await browser.request(loginPath, {
        method: 'POST',
        json: { email: 'parent@demo.test', password: demoPassword },
        csrf: false,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(csrfFailed);
    });

    it('refuses the session login with a header that does not match the cookie', async () => {
      const browser = new Browser(app);
      await browser.request('/api/health/');
      const response = await browser.request(loginPath, {
        method: 'POST',
        json: { email: 'parent@demo.test', password: demoPassword },
        csrf: 'b'.repeat(43),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(csrfFailed);
    });

    it('refuses the session login with a header but no cookie', async () => {
      const response = await send(app, loginPath, {
        method: 'POST',
        json: { email: 'parent@demo.test', password: demoPassword },
        headers: { 'X-CSRFTOKEN': 'c'.repeat(43) },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(csrfFailed);
    });

    it('rotates the CSRF token at sign-in', async () => {
      const browser = new Browser(app);
      await browser.request('/api/health/');
      const before = browser.csrfToken;
      await browser.signIn('parent@demo.test');
      expect(browser.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(browser.csrfToken).not.toBe(before);
    });

    it('refuses an unsafe call signed in by session without the header, and changes nothing', async () => {
      const browser = new Browser(app);
      await browser.signIn('sunset@demo.test');
      const missing = await browser.request('/api/v2/user/', {
        method: 'PATCH',
        json: { first_name: 'Forged' },
        csrf: false,
      });
      expect(missing.status).toBe(403);
      expect(await missing.json()).toEqual(csrfFailed);
      const wrong = await browser.request('/api/v2/user/', {
        method: 'PATCH',
        json: { first_name: 'Forged' },
        csrf: 'd'.repeat(43),
      });
      expect(wrong.status).toBe(403);
      const details = (await (await browser.request('/api/v2/user/')).json()) as { first_name: string };
      expect(details.first_name).toBe('Sam');
    });

    it('accepts an unsafe call signed in by session with the matching header', async () => {
      const browser = new Browser(app);
      await browser.signIn('sunset@demo.test');
      const response = await browser.request('/api/v2/user/', {
        method: 'PATCH',
        json: { first_name: 'Sam' },
      });
      expect(response.status).toBe(200);
    });

    it('does not ask safe methods signed in by session for the header', async () => {
      const browser = new Browser(app);
      await browser.signIn('sunset@demo.test');
      expect((await browser.request('/api/v2/user/', { csrf: false })).status).toBe(200);
    });

    it('exempts Bearer calls, even with a session cookie beside them', async () => {
      const token = await accessToken(app, 'sunset@demo.test');
      const response = await send(app, '/api/v2/user/', {
        method: 'PATCH',
        json: { first_name: 'Sam' },
        bearer: token,
        headers: { Cookie: 'csrftoken=' + 'e'.repeat(43) },
      });
      expect(response.status).toBe(200);
    });

    it('exempts the token and revoke endpoints, which take credentials in the body', async () => {
      const response = await send(app, tokenPath, {
        method: 'POST',
        form: passwordGrant('parent@demo.test'),
      });
      expect(response.status).toBe(200);
    });
  });

  describe('OAuth2 token endpoint', () => {
    it('issues a token pair by the password grant, form-encoded', async () => {
      const response = await send(app, tokenPath, {
        method: 'POST',
        form: passwordGrant('parent@demo.test'),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const body = (await response.json()) as Tokens;
      expect(body).toEqual({
        access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        token_type: 'Bearer',
        expires_in: 900,
        scope: 'read write groups',
      });
      const info = await send(app, '/api/v2/user/info/', { bearer: body.access_token });
      expect(await info.json()).toMatchObject({ email: 'parent@demo.test' });
    });

    it.each([
      ['a username that is not an email', passwordGrant('parent')],
      [
        'a password longer than the login form allows (255)',
        passwordGrant('parent@demo.test', 'x'.repeat(256)),
      ],
    ])('answers %s with invalid_grant, without counting a failed attempt', async (_, form) => {
      const before = await fingerprint(handle.db);
      const response = await send(app, tokenPath, { method: 'POST', form });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'Invalid credentials given.',
      });
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it('accepts a JSON body too', async () => {
      const response = await send(app, tokenPath, {
        method: 'POST',
        json: passwordGrant('parent@demo.test'),
      });
      expect(response.status).toBe(200);
    });

    it('stores only a hash of the access token', async () => {
      const token = await accessToken(app, 'parent@demo.test');
      const rows = await handle.db
        .select()
        .from(oauthAccessTokens)
        .where(eq(oauthAccessTokens.tokenHash, secretHash(token)));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(await handle.db.select().from(oauthAccessTokens))).not.toContain(token);
    });

    it.each([
      [
        'a wrong password',
        passwordGrant('coach@demo.test', 'wrong'),
        400,
        'invalid_grant',
        'Invalid credentials given.',
      ],
      [
        'an unknown user',
        passwordGrant('nobody@demo.test'),
        400,
        'invalid_grant',
        'Invalid credentials given.',
      ],
      [
        'no grant type',
        { ...passwordGrant('parent@demo.test'), grant_type: '' },
        400,
        'invalid_request',
        'Request is missing grant_type parameter.',
      ],
      [
        'an unknown grant type',
        passwordGrant('parent@demo.test', demoPassword, { grant_type: 'client_credentials' }),
        400,
        'unsupported_grant_type',
        'The grant type "client_credentials" is not supported.',
      ],
      [
        'another client',
        passwordGrant('parent@demo.test', demoPassword, { client_id: 'evil' }),
        401,
        'invalid_client',
        'Client authentication failed.',
      ],
      [
        'no client',
        { ...passwordGrant('parent@demo.test'), client_id: '' },
        401,
        'invalid_client',
        'Client authentication failed.',
      ],
      [
        'no username',
        { ...passwordGrant('parent@demo.test'), username: '' },
        400,
        'invalid_request',
        'Request is missing username parameter.',
      ],
      [
        'no password',
        { ...passwordGrant('parent@demo.test'), password: '' },
        400,
        'invalid_request',
        'Request is missing password parameter.',
      ],
      [
        'an unknown scope',
        passwordGrant('parent@demo.test', demoPassword, { scope: 'read admin' }),
        400,
        'invalid_scope',
        'The scope must be made of read, write, groups.',
      ],
    ])('answers %s with RFC 6749 error %s', async (_, form, status, error, description) => {
      const response = await send(app, tokenPath, { method: 'POST', form });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error, error_description: description });
    });

    it.each([
      [
        'a number for the username',
        { ...passwordGrant('x'), username: 7 },
        { error: 'invalid_request', error_description: 'The username parameter must be a string.' },
      ],
      [
        'a list',
        [passwordGrant('parent@demo.test')],
        { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] },
      ],
    ])('answers JSON with %s with 400', async (_, json, body) => {
      const response = await send(app, tokenPath, { method: 'POST', json });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(body);
    });

    it('refreshes: a new pair, and the old refresh and access tokens stop working', async () => {
      const first = (await (
        await send(app, tokenPath, { method: 'POST', form: passwordGrant('parent@demo.test') })
      ).json()) as Tokens;
      const response = await send(app, tokenPath, {
        method: 'POST',
        form: { grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'hub-web' },
      });
      expect(response.status).toBe(200);
      const second = (await response.json()) as Tokens;
      expect(second.access_token).not.toBe(first.access_token);
      expect(second.scope).toBe('read write groups');
      expect((await send(app, '/api/v2/user/info/', { bearer: second.access_token })).status).toBe(200);
      expect((await send(app, '/api/v2/user/info/', { bearer: first.access_token })).status).toBe(401);
      const again = await send(app, tokenPath, {
        method: 'POST',
        form: { grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'hub-web' },
      });
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'The refresh token is invalid, expired or revoked.',
      });
    });

    it('revokes the whole family when a used refresh token comes back: the pair descended from it too', async () => {
      const refresh = (token: string) =>
        send(app, tokenPath, {
          method: 'POST',
          form: { grant_type: 'refresh_token', refresh_token: token, client_id: 'hub-web' },
        });
      const first = (await (
        await send(app, tokenPath, { method: 'POST', form: passwordGrant('parent@demo.test') })
      ).json()) as Tokens;
      const second = (await (await refresh(first.refresh_token)).json()) as Tokens;
      const third = (await (await refresh(second.refresh_token)).json()) as Tokens;
      expect((await send(app, '/api/v2/user/info/', { bearer: third.access_token })).status).toBe(200);
      // An attacker replays the first refresh token, long used:
      expect((await refresh(first.refresh_token)).status).toBe(400);
      expect((await send(app, '/api/v2/user/info/', { bearer: third.access_token })).status).toBe(401);
      expect((await refresh(third.refresh_token)).status).toBe(400);
      // Another sign-in of the same person (another device) is another family and keeps working.
      const other = (await (
        await send(app, tokenPath, { method: 'POST', form: passwordGrant('parent@demo.test') })
      ).json()) as Tokens;
      expect((await refresh(other.refresh_token)).status).toBe(200);
    });

    it('refuses a refresh that asks for more scope than was granted', async () => {
      const pair = (await (
        await send(app, tokenPath, {
          method: 'POST',
          form: passwordGrant('parent@demo.test', demoPassword, { scope: 'read' }),
        })
      ).json()) as Tokens;
      const response = await send(app, tokenPath, {
        method: 'POST',
        form: {
          grant_type: 'refresh_token',
          refresh_token: pair.refresh_token,
          client_id: 'hub-web',
          scope: 'read write',
        },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('invalid_scope');
    });

    it('gives a read-only token reads but not writes', async () => {
      const pair = (await (
        await send(app, tokenPath, {
          method: 'POST',
          form: passwordGrant('parent@demo.test', demoPassword, { scope: 'read' }),
        })
      ).json()) as Tokens;
      expect(pair.scope).toBe('read');
      expect((await send(app, '/api/v2/user/', { bearer: pair.access_token })).status).toBe(200);
      const write = await send(app, '/api/v2/user/', {
        method: 'PATCH',
        json: {},
        bearer: pair.access_token,
      });
      expect(write.status).toBe(403);
      expect(await write.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    });

    it('stops honouring an access token after 15 minutes', async () => {
      const token = await accessToken(app, 'parent@demo.test');
      const started = clock;
      try {
        clock = new Date(started.getTime() + 15 * 60 * 1000 + 1000);
        const response = await send(app, '/api/v2/user/info/', { bearer: token });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ detail: 'Invalid token.' });
      } finally {
        clock = started;
      }
    });
  });

  describe('expiry', () => {
    async function at<T>(offsetMs: number, run: () => Promise<T>): Promise<T> {
      const started = clock;
      try {
        clock = new Date(started.getTime() + offsetMs);
        return await run();
      } finally {
        clock = started;
      }
    }
    const day = 24 * 60 * 60 * 1000;

    it('refreshes after the access token expired, until the refresh token’s 30 days are over', async () => {
      const pair = (await (
        await send(app, tokenPath, { method: 'POST', form: passwordGrant('parent@demo.test') })
      ).json()) as Tokens;
      const refresh = (token: string) =>
        send(app, tokenPath, {
          method: 'POST',
          form: { grant_type: 'refresh_token', refresh_token: token, client_id: 'hub-web' },
        });
      const renewed = await at(29 * day, async () => {
        expect((await send(app, '/api/v2/user/info/', { bearer: pair.access_token })).status).toBe(401);
        const response = await refresh(pair.refresh_token);
        expect(response.status).toBe(200);
        return (await response.json()) as Tokens;
      });
      const tooLate = await at(29 * day + 30 * day + 1000, () => refresh(renewed.refresh_token));
      expect(tooLate.status).toBe(400);
      expect(await tooLate.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('ends a session after 14 days', async () => {
      const browser = new Browser(app);
      await browser.signIn('parent@demo.test');
      expect(
        await at(14 * day - 1000, async () => (await browser.request('/api/v2/user/info/')).status),
      ).toBe(200);
      const after = await at(14 * day + 1000, () => browser.request('/api/v2/user/info/'));
      expect(after.status).toBe(401);
      expect(await after.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    });

    it('issues secrets of 256 random bits (43 base64url characters), never the same twice', async () => {
      const pairs = (await Promise.all(
        [1, 2, 3].map(async () =>
          (await send(app, tokenPath, { method: 'POST', form: passwordGrant('parent@demo.test') })).json(),
        ),
      )) as Tokens[];
      const secrets = pairs.flatMap((pair) => [pair.access_token, pair.refresh_token]);
      for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Set(secrets).size).toBe(secrets.length);
    });
  });

  describe('revoking tokens', () => {
    it('revokes an access token: it stops working, and so does its refresh token', async () => {
      const pair = (await (
        await send(app, tokenPath, { method: 'POST', form: passwordGrant('parent@demo.test') })
      ).json()) as Tokens;
      const response = await send(app, revokePath, {
        method: 'POST',
        json: { token: pair.access_token, client_id: 'hub-web' },
      });
      expect(response.status).toBe(200);
      expect((await send(app, '/api/v2/user/info/', { bearer: pair.access_token })).status).toBe(401);
      const refresh = await send(app, tokenPath, {
        method: 'POST',
        form: { grant_type: 'refresh_token', refresh_token: pair.refresh_token, client_id: 'hub-web' },
      });
      expect(refresh.status).toBe(400);
    });

    it('revokes a refresh token and the access token issued with it', async () => {
      const pair = (await (
        await send(app, tokenPath, { method: 'POST', form: passwordGrant('parent@demo.test') })
      ).json()) as Tokens;
      await send(app, revokePath, {
        method: 'POST',
        form: { token: pair.refresh_token, client_id: 'hub-web' },
      });
      expect((await send(app, '/api/v2/user/info/', { bearer: pair.access_token })).status).toBe(401);
    });

    it('answers 200 for a token it does not know (RFC 7009)', async () => {
      const response = await send(app, revokePath, {
        method: 'POST',
        json: { token: 'unknown', client_id: 'hub-web' },
      });
      expect(response.status).toBe(200);
    });

    it.each([
      [
        'no token',
        { client_id: 'hub-web' },
        400,
        { error: 'invalid_request', error_description: 'Request is missing token parameter.' },
      ],
      [
        'another client',
        { token: 'x', client_id: 'evil' },
        401,
        { error: 'invalid_client', error_description: 'Client authentication failed.' },
      ],
    ])('answers %s with an RFC error', async (_, json, status, body) => {
      const response = await send(app, revokePath, { method: 'POST', json });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(body);
    });

    it('does not revoke a token for another client id', async () => {
      const token = await accessToken(app, 'parent@demo.test');
      await send(app, revokePath, { method: 'POST', json: { token, client_id: 'evil' } });
      expect((await send(app, '/api/v2/user/info/', { bearer: token })).status).toBe(200);
    });
  });

  describe('calls without valid credentials', () => {
    it('answers 401 with a detail and WWW-Authenticate when none are sent', async () => {
      const response = await send(app, '/api/v2/user/info/');
      expect(response.status).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer realm="api"');
      expect(await response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    });

    it.each([
      ['an unknown token', 'Bearer ' + 'f'.repeat(43)],
      ['an empty-looking token', 'Bearer x'],
    ])('answers %s with 401 Invalid token.', async (_, authorization) => {
      const response = await send(app, '/api/v2/user/info/', { headers: { Authorization: authorization } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ detail: 'Invalid token.' });
    });

    it('answers 401 for an unknown session cookie', async () => {
      const response = await send(app, '/api/v2/user/info/', { headers: { Cookie: 'sessionid=nope' } });
      expect(response.status).toBe(401);
    });

    it('answers 401 once the user is deactivated', async () => {
      const user = await createUser(handle.db);
      const token = await accessToken(app, user.email);
      await handle.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      expect((await send(app, '/api/v2/user/info/', { bearer: token })).status).toBe(401);
    });
  });
});

describe.each(databases())('throttling failed sign-ins on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let clock: Date;

  beforeAll(async () => {
    handle = await database.open();
    clock = new Date();
    app = testApp(handle, { now: () => clock });
  });
  afterAll(() => handle.close());

  /** Moves the test clock on (the throttle reads it), for the rest of the test file. */
  function advance(seconds: number) {
    clock = new Date(clock.getTime() + seconds * 1000);
  }

  /** A sign-in with this password from this address (a new address per call unless given). */
  async function attempt(email: string, password: string, address?: string) {
    const browser = new Browser(app);
    await browser.request('/api/health/');
    const headers = address ? { 'X-Test-Address': address } : undefined;
    return browser.request(loginPath, { method: 'POST', json: { email, password }, headers });
  }
  const fail = (email: string, address?: string) => attempt(email, 'wrong', address);
  const succeed = (email: string, address?: string) => attempt(email, demoPassword, address);
  const throttledDetail = {
    detail: expect.stringMatching(
      /^Too many failed sign-in attempts\. Request was throttled\. Expected available in \d+ seconds?\.$/,
    ),
  };

  it('answers 429 with Retry-After to the sixth try of one email from one address, even with the right password', async () => {
    const user = await createUser(handle.db);
    for (let n = 0; n < 5; n += 1) expect((await fail(user.email, '198.51.100.1')).status).toBe(400);
    const refused = await succeed(user.email, '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(890);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(900);
    expect(await refused.json()).toEqual(throttledDetail);
  });

  it('never locks the owner out: from another address the right password works after a short wait', async () => {
    const user = await createUser(handle.db);
    for (let n = 0; n < 5; n += 1) await fail(user.email, '198.51.100.2');
    const waiting = await succeed(user.email, '203.0.113.9');
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('Retry-After'))).toBeLessThanOrEqual(30);
    advance(Number(waiting.headers.get('Retry-After')));
    expect((await succeed(user.email, '203.0.113.9')).status).toBe(200);
  });

  it('slows guesses at one email from many addresses with a delay that doubles up to 30 seconds', async () => {
    const user = await createUser(handle.db);
    for (let n = 0; n < 5; n += 1) expect((await fail(user.email)).status).toBe(400);
    const delays: number[] = [];
    for (let n = 0; n < 7; n += 1) {
      const refused = await fail(user.email);
      expect(refused.status).toBe(429);
      delays.push(Number(refused.headers.get('Retry-After')));
      advance(delays.at(-1)!);
      expect((await fail(user.email)).status).toBe(400);
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 30, 30]);
  });

  it('counts failures only: sign-ins that succeed never use up an address’s allowance', async () => {
    const user = await createUser(handle.db);
    for (let n = 0; n < 25; n += 1) expect((await succeed(user.email, '198.51.100.3')).status).toBe(200);
    expect((await fail(user.email, '198.51.100.3')).status).toBe(400);
  });

  it('throttles the token endpoint by the same count', async () => {
    const user = await createUser(handle.db);
    for (let n = 0; n < 5; n += 1) await fail(user.email, '198.51.100.4');
    const response = await send(app, tokenPath, {
      method: 'POST',
      form: passwordGrant(user.email),
      headers: { 'X-Test-Address': '198.51.100.4' },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).not.toBeNull();
  });

  it('lets the address try that email again once the 15 minutes have passed', async () => {
    const user = await createUser(handle.db);
    for (let n = 0; n < 5; n += 1) await fail(user.email, '198.51.100.5');
    advance(15 * 60 + 1);
    expect((await succeed(user.email, '198.51.100.5')).status).toBe(200);
  });

  it('forgets an address’s failures at that email when it signs in', async () => {
    const user = await createUser(handle.db);
    for (let n = 0; n < 4; n += 1) await fail(user.email, '198.51.100.6');
    expect((await succeed(user.email, '198.51.100.6')).status).toBe(200);
    for (let n = 0; n < 4; n += 1) expect((await fail(user.email, '198.51.100.6')).status).toBe(400);
    advance(30);
    expect((await succeed(user.email, '198.51.100.6')).status).toBe(200);
  });

  it('answers 429 to a client address after twenty failures, whatever the email, and only to it', async () => {
    const address = '198.51.100.7';
    for (let n = 0; n < 20; n += 1) expect((await fail(`guess${n}@example.test`, address)).status).toBe(400);
    const refused = await fail('parent@demo.test', address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).not.toBeNull();
    expect((await fail('parent@demo.test', '198.51.100.8')).status).toBe(400);
  });

  it('holds the limit against a parallel burst: of 30 guesses at once, five are checked', async () => {
    const user = await createUser(handle.db);
    const answers = await Promise.all(Array.from({ length: 30 }, () => fail(user.email, '198.51.100.9')));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });
});
