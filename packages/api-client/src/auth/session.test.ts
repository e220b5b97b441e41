import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStatusQueryOptions, isAuthenticated, login, logout } from './session';
import { createApiClient } from '../http/client';
import { handlers, throttled, userInfoFixtures, wrongPassword } from '../msw';
import { memoryCookieJar, memoryTokenStore } from '../http/storage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://hub.test';

function setup(initial: { accessToken?: string; refreshToken?: string; cookies?: string } = {}) {
  const cookies = memoryCookieJar(initial.cookies ?? 'csrftoken=csrf-1');
  const tokens = memoryTokenStore(initial);
  const onUnauthorized = vi.fn();
  const api = createApiClient({ baseUrl: base, tokens, cookies, onUnauthorized });
  return { api, tokens, cookies, onUnauthorized };
}

const tokenBody = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'Bearer',
  expires_in: 900,
  scope: 'read write groups',
};

describe('the login sequence', () => {
  it('opens a session, gets tokens with the password grant, stores them, sets the token cookie and reads the user', async () => {
    const calls: string[] = [];
    let grant: URLSearchParams | null = null;
    server.use(
      http.post(`${base}/api/v2/auth/session/login/`, async ({ request }) => {
        calls.push(`session ${request.headers.get('x-csrftoken')} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ detail: 'Logged in.' });
      }),
      http.post(`${base}/api/v2/auth/oauth2/token/`, async ({ request }) => {
        calls.push('token');
        grant = new URLSearchParams(await request.text());
        return HttpResponse.json(tokenBody);
      }),
      http.get(`${base}/api/v2/user/info/`, ({ request }) => {
        calls.push(`user info ${request.headers.get('authorization')}`);
        return HttpResponse.json(userInfoFixtures.parent);
      }),
    );
    const { api, tokens, cookies } = setup();
    const result = await login(api, { email: 'parent@demo.test', password: 'pw', languageCode: 'es' });

    expect(result).toMatchObject({ ok: true, data: { first_name: 'Dana' } });
    expect(calls).toEqual([
      'session csrf-1 {"email":"parent@demo.test","password":"pw","languageCode":"es"}',
      'token',
      'user info Bearer access-1',
    ]);
    expect(Object.fromEntries(grant!)).toEqual({
      username: 'parent@demo.test',
      password: 'pw',
      client_id: 'hub-web',
      grant_type: 'password',
      scope: 'read write groups',
    });
    expect(tokens.getAccessToken()).toBe('access-1');
    expect(tokens.getRefreshToken()).toBe('refresh-1');
    expect(cookies.get()).toContain('hub_token=1');
    expect(isAuthenticated(api)).toBe(true);
  });

  it('first fetches the CSRF cookie when the page has none (a page not served by the hub server)', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${base}/api/health/`, () => {
        calls.push('health');
        return HttpResponse.json({ status: 'ok' });
      }),
      http.post(`${base}/api/v2/auth/session/login/`, () => {
        calls.push('session');
        return HttpResponse.json({ detail: 'Logged in.' });
      }),
      handlers.token(),
      handlers.userInfo(),
    );
    const { api } = setup({ cookies: '' });
    await login(api, { email: 'parent@demo.test', password: 'pw' });
    expect(calls).toEqual(['health', 'session']);
  });

  it('stops at a wrong password, stores nothing, and returns the 400 for the page to show', async () => {
    server.use(handlers.sessionLogin(wrongPassword()));
    const { api, tokens } = setup();
    const result = await login(api, { email: 'parent@demo.test', password: 'wrong' });
    expect(result).toMatchObject({ ok: false, errStatus: 400 });
    expect(tokens.getAccessToken()).toBeNull();
    expect(isAuthenticated(api)).toBe(false);
  });

  it('returns a throttled login with the seconds until the next try', async () => {
    server.use(handlers.sessionLogin(throttled(300)));
    const { api } = setup();
    const result = await login(api, { email: 'parent@demo.test', password: 'wrong' });
    expect(result).toMatchObject({ ok: false, errStatus: 429, retryAfter: 300 });
  });

  it('drops the tokens again when the user cannot be read, so the device is not half signed in', async () => {
    server.use(
      handlers.sessionLogin(),
      http.post(`${base}/api/v2/auth/oauth2/token/`, () => HttpResponse.json(tokenBody)),
      http.get(`${base}/api/v2/user/info/`, () =>
        HttpResponse.json({ detail: 'Server error.' }, { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    const { api, tokens, onUnauthorized } = setup();
    const result = await login(api, { email: 'parent@demo.test', password: 'pw' });
    expect(result).toMatchObject({ ok: false, errStatus: 500 });
    expect(tokens.getAccessToken()).toBeNull();
    expect(isAuthenticated(api)).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('being authenticated', () => {
  it.each([
    { state: 'a stored token and the token cookie', token: 'a', cookies: 'hub_token=1', authenticated: true },
    { state: 'a stored token without the cookie', token: 'a', cookies: 'csrftoken=x', authenticated: false },
    {
      state: 'the cookie without a stored token',
      token: undefined,
      cookies: 'hub_token=1',
      authenticated: false,
    },
    { state: 'neither', token: undefined, cookies: '', authenticated: false },
  ])('with $state is $authenticated', ({ token, cookies, authenticated }) => {
    const { api } = setup({ accessToken: token, cookies });
    expect(isAuthenticated(api)).toBe(authenticated);
  });

  it('is a query that stays fresh for five seconds and makes no request', async () => {
    const { api } = setup({ accessToken: 'a', cookies: 'hub_token=1' });
    const options = authStatusQueryOptions(api);
    expect(options.staleTime).toBe(5000);
    expect(await new QueryClient().fetchQuery(options)).toBe(true);
  });
});

describe('logout', () => {
  it('revokes the token, ends the session and clears the tokens and the cookies', async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${base}/api/v2/auth/oauth2/revoke_token/`, async ({ request }) => {
        calls.push(`revoke ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({});
      }),
      http.post(`${base}/api/v2/auth/session/logout/`, ({ request }) => {
        calls.push(`session ${request.headers.get('x-csrftoken')}`);
        return HttpResponse.json({});
      }),
    );
    const { api, tokens, cookies } = setup({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      cookies: 'csrftoken=csrf-1; hub_token=1; other=2',
    });
    const report = vi.fn();
    await logout(api, report);
    expect(calls).toEqual(['revoke {"token":"access-1","client_id":"hub-web"}', 'session csrf-1']);
    expect(report).not.toHaveBeenCalled();
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(cookies.get()).toBe('');
    expect(isAuthenticated(api)).toBe(false);
  });

  it('reports each failing call and goes on signing out', async () => {
    server.use(
      http.post(`${base}/api/v2/auth/oauth2/revoke_token/`, () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
      http.post(`${base}/api/v2/auth/session/logout/`, () => HttpResponse.error()),
    );
    const { api, tokens } = setup({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const report = vi.fn();
    await logout(api, report);
    expect(report.mock.calls.map(([message]) => message)).toEqual([
      'Logout: revoking the token failed',
      'Logout: ending the session failed',
    ]);
    expect(tokens.getAccessToken()).toBeNull();
  });

  it('skips the revocation when no token is stored', async () => {
    server.use(handlers.sessionLogout());
    const { api } = setup();
    const report = vi.fn();
    await logout(api, report);
    expect(report).not.toHaveBeenCalled();
  });
});
