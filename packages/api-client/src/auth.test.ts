import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isAuthenticated, login, logout, type CookieJar } from './auth';
import { createApiClient } from './client';
import { memoryTokenStore } from './storage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://hub.test';

function setup(initial: { accessToken?: string; refreshToken?: string } = {}) {
  let cookie = '';
  const cookies: CookieJar = {
    get: () => cookie,
    set: (value) => {
      const [pair] = value.split(';');
      cookie = pair!.endsWith('=') ? '' : pair!;
    },
  };
  const tokens = memoryTokenStore(initial);
  const api = createApiClient({ baseUrl: base, tokens, cookies: () => cookie }, () => 'error text');
  return { api, tokens, cookies };
}

const tokenBody = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'Bearer',
  expires_in: 36000,
  scope: 'read write groups',
};

describe('the login sequence', () => {
  it('opens a session, then gets tokens with the password grant, stores them and sets the token cookie', async () => {
    const calls: string[] = [];
    let grant: URLSearchParams | null = null;
    server.use(
      http.post(`${base}/api/v2/auth/session/login/`, async ({ request }) => {
        calls.push('session');
        expect(await request.json()).toEqual({ email: 'parent@demo.test', password: 'pw' });
        return HttpResponse.json({ detail: 'ok' });
      }),
      http.post(`${base}/api/v2/auth/oauth2/token/`, async ({ request }) => {
        calls.push('token');
        grant = new URLSearchParams(await request.text());
        return HttpResponse.json(tokenBody);
      }),
    );
    const { api, tokens, cookies } = setup();
    const result = await login(api, { email: 'parent@demo.test', password: 'pw' }, cookies);

    expect(result.ok).toBe(true);
    expect(calls).toEqual(['session', 'token']);
    expect(Object.fromEntries(grant!)).toEqual({
      username: 'parent@demo.test',
      password: 'pw',
      client_id: 'hub-web',
      grant_type: 'password',
      scope: 'read write groups',
    });
    expect(tokens.getAccessToken()).toBe('access-1');
    expect(tokens.getRefreshToken()).toBe('refresh-1');
    expect(isAuthenticated(api, cookies)).toBe(true);
  });

  it('stops at a failed session login, stores nothing, and returns the 400 for the page to show', async () => {
    server.use(
      http.post(`${base}/api/v2/auth/session/login/`, () =>
        HttpResponse.json(
          { non_field_errors: ['Unable to log in with provided credentials.'] },
          { status: 400 },
        ),
      ),
    );
    const { api, tokens, cookies } = setup();
    const result = await login(api, { email: 'parent@demo.test', password: 'wrong' }, cookies);
    expect(result).toMatchObject({ ok: false, errStatus: 400 });
    expect(tokens.getAccessToken()).toBeNull();
    expect(isAuthenticated(api, cookies)).toBe(false);
  });
});

describe('logout', () => {
  it('revokes the token, ends the session and clears tokens and the cookie', async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${base}/api/v2/auth/oauth2/revoke_token/`, async ({ request }) => {
        calls.push(`revoke ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({});
      }),
      http.post(`${base}/api/v2/auth/session/logout/`, () => {
        calls.push('session');
        return HttpResponse.json({});
      }),
    );
    const { api, tokens, cookies } = setup({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    cookies.set('hub_token=1; Path=/');
    const report = vi.fn();
    await logout(api, report, cookies);
    expect(calls).toEqual(['revoke {"token":"access-1","client_id":"hub-web"}', 'session']);
    expect(report).not.toHaveBeenCalled();
    expect(tokens.getAccessToken()).toBeNull();
    expect(isAuthenticated(api, cookies)).toBe(false);
  });

  it('reports a failing call and goes on signing out', async () => {
    server.use(
      http.post(`${base}/api/v2/auth/oauth2/revoke_token/`, () =>
        HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
      http.post(`${base}/api/v2/auth/session/logout/`, () => HttpResponse.error()),
    );
    const { api, tokens, cookies } = setup({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const report = vi.fn();
    await logout(api, report, cookies);
    expect(report).toHaveBeenCalledTimes(2);
    expect(tokens.getAccessToken()).toBeNull();
  });
});
