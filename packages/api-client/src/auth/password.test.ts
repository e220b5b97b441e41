import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../http/client';
import {
  errorBodies,
  handlers,
  invalidResetLink,
  networkError,
  passwordResetFixtures,
  resetThrottled,
  serverError,
  validationFailed,
} from '../msw';
import { requestPasswordReset, setPassword } from './password';
import { memoryCookieJar, memoryTokenStore } from '../http/storage';
import { recordRequests, testOrigin } from '../http/test-support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(cookies = 'csrftoken=csrf-1') {
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    baseUrl: testOrigin,
    tokens: memoryTokenStore({ accessToken: 'access-1' }),
    cookies: memoryCookieJar(cookies),
    onUnauthorized,
  });
  return { api, onUnauthorized };
}

describe('asking for a password reset link', () => {
  it('posts the email with the CSRF header and no token, and reads the answer', async () => {
    const seen = recordRequests(server, passwordResetFixtures.requested);
    const result = await requestPasswordReset(setup().api, 'parent@demo.test');
    expect(result).toEqual({ ok: true, status: 200, data: passwordResetFixtures.requested });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/v2/user/password_reset/',
        query: {},
        body: { email: 'parent@demo.test' },
        authorization: null,
        csrf: 'csrf-1',
      },
    ]);
  });

  it('first fetches the CSRF cookie when the page has none', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${testOrigin}/api/health/`, () => {
        calls.push('health');
        return HttpResponse.json({ status: 'ok' });
      }),
      http.post(`${testOrigin}/api/v2/user/password_reset/`, () => {
        calls.push('reset');
        return HttpResponse.json(passwordResetFixtures.requested);
      }),
    );
    await requestPasswordReset(setup('').api, 'parent@demo.test');
    expect(calls).toEqual(['health', 'reset']);
  });

  it.each([
    {
      state: 'throttled',
      handler: handlers.passwordReset(resetThrottled(600)),
      expected: { errStatus: 429, retryAfter: 600, errorObject: null },
    },
    {
      state: 'an email the rules refuse',
      handler: handlers.passwordReset(validationFailed(errorBodies.passwordResetValidation)),
      expected: { errStatus: 400, errorObject: { email: ['Please enter a valid email.'] } },
    },
    {
      state: 'a server error',
      handler: handlers.passwordReset(serverError()),
      expected: { errStatus: 500, errorText: 'Internal Server Error' },
    },
    {
      state: 'offline',
      handler: handlers.passwordReset(networkError()),
      expected: { errStatus: 0 },
    },
  ])('hands back $state as a normalised error', async ({ handler, expected }) => {
    server.use(handler);
    const result = await requestPasswordReset(setup().api, 'parent@demo.test');
    expect(result).toMatchObject({ ok: false, hasErrors: true, ...expected });
  });
});

describe('setting a new password with the link’s token', () => {
  it('posts the token and password with the CSRF header, and reads whose password it was', async () => {
    const seen = recordRequests(server, passwordResetFixtures.set);
    const result = await setPassword(setup().api, { token: 'tok-1', password: 'Fresh#Start2026' });
    expect(result).toEqual({ ok: true, status: 200, data: passwordResetFixtures.set });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/v2/user/set_password/', csrf: 'csrf-1' });
    expect(seen[0]!.body).toEqual({ token: 'tok-1', password: 'Fresh#Start2026' });
  });

  it.each([
    { state: 'an invalid or used link', handler: handlers.setPassword(invalidResetLink()), field: 'token' },
    {
      state: 'a password the rules refuse',
      handler: handlers.setPassword(validationFailed(errorBodies.weakPassword)),
      field: 'password',
    },
  ])('hands back $state as field errors under $field', async ({ handler, field }) => {
    server.use(handler);
    const result = await setPassword(setup().api, { token: 'tok-1', password: 'password' });
    expect(result).toMatchObject({
      ok: false,
      errStatus: 400,
      errorObject: { [field]: [expect.any(String)] },
    });
  });

  it('does not sign anyone out on a 401 (the call is made signed out)', async () => {
    server.use(handlers.setPassword({ kind: 'error', status: 401, body: { detail: 'Invalid token.' } }));
    const { api, onUnauthorized } = setup();
    const result = await setPassword(api, { token: 'tok-1', password: 'x' });
    expect(result).toMatchObject({ ok: false, errStatus: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('refuses an answer of another shape as unreadable', async () => {
    server.use(handlers.setPassword({ kind: 'ok', data: { detail: 'ok' } }));
    const result = await setPassword(setup().api, { token: 'tok-1', password: 'x' });
    expect(result).toMatchObject({ ok: false, errorText: 'Unknown type of error' });
  });
});
