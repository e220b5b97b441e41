import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, retryAfterSeconds } from './client';
import { memoryCookieJar, memoryTokenStore } from './storage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://hub.test';

function client(options: { token?: string; cookies?: string } = {}) {
  const onUnauthorized = vi.fn();
  const onInvalidResponse = vi.fn();
  const api = createApiClient({
    baseUrl: base,
    tokens: memoryTokenStore(options.token ? { accessToken: options.token, refreshToken: 'r' } : {}),
    cookies: memoryCookieJar(options.cookies ?? ''),
    onUnauthorized,
    onInvalidResponse,
    locks: null,
  });
  return { api, onUnauthorized, onInvalidResponse };
}

describe('the generic caller', () => {
  it('sends GET by default with query parameters, and returns the parsed JSON', async () => {
    server.use(
      http.get(`${base}/api/v2/things/`, ({ request }) =>
        HttpResponse.json({ method: request.method, page: new URL(request.url).searchParams.get('page') }),
      ),
    );
    const { api } = client();
    const result = await api.call('/api/v2/things/', { query: { page: 2, skipped: undefined } });
    expect(result).toEqual({ ok: true, status: 200, data: { method: 'GET', page: '2' } });
  });

  it('sends the stored access token as a bearer header on auth calls', async () => {
    server.use(
      http.get(`${base}/api/v2/user/info/`, ({ request }) =>
        HttpResponse.json({ authorization: request.headers.get('authorization') }),
      ),
    );
    const { api } = client({ token: 'abc123' });
    const result = await api.call('/api/v2/user/info/', { auth: true });
    expect(result).toMatchObject({ ok: true, data: { authorization: 'Bearer abc123' } });
  });

  it("treats an auth call without a stored token as 401 'Invalid Token' and signs out, without a request", async () => {
    const { api, onUnauthorized } = client();
    const result = await api.call('/api/v2/user/info/', { auth: true });
    expect(result).toEqual({
      ok: false,
      hasErrors: true,
      errStatus: 401,
      errorText: 'Invalid Token',
      errorObject: null,
      retryAfter: null,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('runs sign-out on a 401 answer and returns hasErrors with errStatus 401', async () => {
    server.use(
      http.post(`${base}/api/v2/auth/oauth2/token/`, () =>
        HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }),
      ),
      http.get(`${base}/api/v2/user/info/`, () =>
        HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }),
      ),
    );
    const { api, onUnauthorized } = client({ token: 'old' });
    const result = await api.call('/api/v2/user/info/', { auth: true });
    expect(result).toMatchObject({ ok: false, hasErrors: true, errStatus: 401, errorText: 'Invalid token.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not run sign-out for a call that asks it not to (the logout calls themselves)', async () => {
    server.use(
      http.post(`${base}/api/v2/auth/session/logout/`, () => HttpResponse.json({}, { status: 401 })),
    );
    const { api, onUnauthorized } = client({ token: 'old' });
    const result = await api.call('/api/v2/auth/session/logout/', {
      method: 'POST',
      skipUnauthorizedHandler: true,
    });
    expect(result).toMatchObject({ ok: false, errStatus: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends the CSRF cookie value in X-CSRFTOKEN on unsafe methods only', async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      http.get(`${base}/api/v2/user/`, ({ request }) => {
        seen.get = request.headers.get('x-csrftoken');
        return HttpResponse.json({});
      }),
      http.patch(`${base}/api/v2/user/`, ({ request }) => {
        seen.patch = request.headers.get('x-csrftoken');
        return HttpResponse.json({});
      }),
    );
    const { api } = client({ token: 't', cookies: 'other=1; csrftoken=csrf-value; hub_token=1' });
    await api.call('/api/v2/user/', { auth: true });
    await api.call('/api/v2/user/', { auth: true, method: 'PATCH', body: { first_name: 'A' } });
    expect(seen).toEqual({ get: null, patch: 'csrf-value' });
  });

  it('sends a form body url-encoded and a JSON body as JSON', async () => {
    const seen: string[] = [];
    server.use(
      http.post(`${base}/api/v2/echo/`, async ({ request }) => {
        seen.push(`${request.headers.get('content-type')} ${await request.text()}`);
        return HttpResponse.json({});
      }),
    );
    const { api } = client();
    await api.call('/api/v2/echo/', { method: 'POST', form: { a: '1', b: 'x y' } });
    await api.call('/api/v2/echo/', { method: 'POST', body: { a: 1 } });
    expect(seen).toEqual(['application/x-www-form-urlencoded a=1&b=x+y', 'application/json {"a":1}']);
  });

  it('returns cancelled when the request is aborted', async () => {
    server.use(
      http.get(`${base}/api/v2/slow/`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({});
      }),
    );
    const { api } = client();
    const controller = new AbortController();
    const pending = api.call('/api/v2/slow/', { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, cancelled: true });
  });

  it('reports a network failure as status 0 with the unknown-error text', async () => {
    server.use(http.get(`${base}/api/v2/down/`, () => HttpResponse.error()));
    const { api } = client();
    const result = await api.call('/api/v2/down/');
    expect(result).toMatchObject({ ok: false, hasErrors: true, errStatus: 0, errorText: 'Unknown error' });
  });

  it('turns a response of the wrong shape into an error and reports the broken contract', async () => {
    server.use(http.get(`${base}/api/v2/user/info/`, () => HttpResponse.json({ id: 'not a number' })));
    const { api, onInvalidResponse } = client({ token: 't' });
    const result = await api.call('/api/v2/user/info/', { auth: true, schema: v.object({ id: v.number() }) });
    expect(result).toMatchObject({ ok: false, hasErrors: true, errorText: 'Unknown type of error' });
    expect(onInvalidResponse).toHaveBeenCalledWith('/api/v2/user/info/', expect.any(Array));
  });

  it('reads Retry-After of a throttled answer', async () => {
    server.use(
      http.post(`${base}/api/v2/auth/session/login/`, () =>
        HttpResponse.json(
          { detail: 'Request was throttled. Expected available in 90 seconds.' },
          { status: 429, headers: { 'Retry-After': '90' } },
        ),
      ),
    );
    const { api } = client();
    const result = await api.call('/api/v2/auth/session/login/', { method: 'POST', body: {} });
    expect(result).toMatchObject({
      errStatus: 429,
      retryAfter: 90,
      errorText: 'Request was throttled. Expected available in 90 seconds.',
    });
  });
});

// Spec section 8: payment-specific message, given message, 5xx status text, body string, flattened
// object or array values joined, else 'Unknown type of error' or 'Unknown error'.
describe('the error text of a failed call, in the spec order', () => {
  const rows: {
    rule: string;
    status: number;
    statusText?: string;
    body: string | null;
    contentType?: string;
    options?: { errorMessage?: string; payment?: boolean };
    text: string;
    errorObject: Record<string, string[]> | null;
  }[] = [
    {
      rule: 'a payment-provider error becomes the payment sentence',
      status: 400,
      body: JSON.stringify({ detail: 'Gateway error: Your card was declined (live mode)' }),
      options: { payment: true, errorMessage: 'Payment failed' },
      text: 'We’ve experienced an unexpected issue with our payment service. Please try again.',
      errorObject: null,
    },
    {
      rule: 'a given message comes before anything the server said',
      status: 400,
      body: JSON.stringify({ phone: ['Please input a valid phone number'] }),
      options: { errorMessage: 'Error processing user data' },
      text: 'Error processing user data',
      errorObject: { phone: ['Please input a valid phone number'] },
    },
    {
      rule: 'a 5xx shows its status text',
      status: 503,
      statusText: 'Service Unavailable',
      body: JSON.stringify({ detail: 'The server is busy.' }),
      text: 'Service Unavailable',
      errorObject: null,
    },
    {
      rule: 'a body that is a string shows as it is',
      status: 400,
      body: 'Something specific went wrong',
      contentType: 'text/plain',
      text: 'Something specific went wrong',
      errorObject: null,
    },
    {
      rule: 'an object body shows its values flattened and joined',
      status: 400,
      body: JSON.stringify({ email: ['Email is required'], password: ['Password is required'] }),
      text: 'Email is required Password is required',
      errorObject: { email: ['Email is required'], password: ['Password is required'] },
    },
    {
      rule: 'an array body shows its values joined',
      status: 400,
      body: JSON.stringify(['First problem.', 'Second problem.']),
      text: 'First problem. Second problem.',
      errorObject: null,
    },
    {
      rule: 'an HTML page is an unknown type of error',
      status: 404,
      body: '<!doctype html><html><body>Not here</body></html>',
      contentType: 'text/html',
      text: 'Unknown type of error',
      errorObject: null,
    },
    {
      rule: 'an empty body is an unknown error',
      status: 418,
      body: null,
      text: 'Unknown error',
      errorObject: null,
    },
  ];

  it.each(rows)('$rule', async ({ status, statusText, body, contentType, options, text, errorObject }) => {
    server.use(
      http.post(
        `${base}/api/v2/fails/`,
        () =>
          new HttpResponse(body, {
            status,
            statusText,
            headers: { 'Content-Type': contentType ?? 'application/json' },
          }),
      ),
    );
    const { api } = client();
    const result = await api.call('/api/v2/fails/', { method: 'POST', body: {}, ...options });
    expect(result).toEqual({
      ok: false,
      hasErrors: true,
      errStatus: status,
      errorText: text,
      errorObject,
      retryAfter: null,
    });
  });
});

describe('Retry-After', () => {
  it.each([
    { header: '120', seconds: 120 },
    { header: 'Thu, 01 Jan 2026 00:02:00 GMT', seconds: 120 },
    { header: 'Thu, 01 Jan 2026 00:00:00 GMT', seconds: 0 },
    { header: 'soon', seconds: null },
    { header: null, seconds: null },
  ])('reads "$header" as $seconds seconds', ({ header, seconds }) => {
    expect(retryAfterSeconds(header, new Date('2026-01-01T00:00:00Z'))).toBe(seconds);
  });
});

describe('silent refresh of an expired access token', () => {
  const expired = () =>
    http.get(`${base}/api/v2/user/info/`, ({ request }) =>
      request.headers.get('Authorization') === 'Bearer fresh'
        ? HttpResponse.json({ id: 1 })
        : HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }),
    );

  it('trades the refresh token for a new pair on a 401, stores it and asks again, once for parallel calls', async () => {
    const grants: string[] = [];
    server.use(
      expired(),
      http.post(`${base}/api/v2/auth/oauth2/token/`, async ({ request }) => {
        grants.push(await request.text());
        return HttpResponse.json({
          access_token: 'fresh',
          refresh_token: 'fresh-refresh',
          token_type: 'Bearer',
          expires_in: 900,
          scope: 'read write groups',
        });
      }),
    );
    const tokens = memoryTokenStore({ accessToken: 'old', refreshToken: 'old-refresh' });
    const onUnauthorized = vi.fn();
    const api = createApiClient({
      baseUrl: base,
      tokens,
      cookies: memoryCookieJar(''),
      onUnauthorized,
      locks: null,
    });
    const results = await Promise.all([1, 2, 3].map(() => api.call('/api/v2/user/info/', { auth: true })));
    expect(results).toEqual([1, 2, 3].map(() => ({ ok: true, status: 200, data: { id: 1 } })));
    expect(grants).toEqual(['grant_type=refresh_token&refresh_token=old-refresh&client_id=hub-web']);
    expect(tokens.getAccessToken()).toBe('fresh');
    expect(tokens.getRefreshToken()).toBe('fresh-refresh');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs out when the refresh token is refused, and keeps the 401 the server gave', async () => {
    server.use(
      expired(),
      http.post(`${base}/api/v2/auth/oauth2/token/`, () =>
        HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }),
      ),
    );
    const { api, onUnauthorized } = client({ token: 'old' });
    const result = await api.call('/api/v2/user/info/', { auth: true });
    expect(result).toMatchObject({ ok: false, errStatus: 401, errorText: 'Invalid token.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('uses the token another tab stored meanwhile instead of refreshing again', async () => {
    let grants = 0;
    server.use(
      expired(),
      http.post(`${base}/api/v2/auth/oauth2/token/`, () => {
        grants += 1;
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      }),
    );
    const tokens = memoryTokenStore({ accessToken: 'old', refreshToken: 'r' });
    // The lock is granted after the other tab finished its refresh and stored the new pair.
    const locks = {
      request: (async (_name: string, callback: () => Promise<boolean>) => {
        tokens.setTokens({ accessToken: 'fresh', refreshToken: 'other-tab-refresh' });
        return callback();
      }) as unknown as LockManager['request'],
    };
    const api = createApiClient({ baseUrl: base, tokens, cookies: memoryCookieJar(''), locks });
    expect(await api.call('/api/v2/user/info/', { auth: true })).toEqual({
      ok: true,
      status: 200,
      data: { id: 1 },
    });
    expect(grants).toBe(0);
  });

  it('does not refresh for calls without auth, or when turned off', async () => {
    let grants = 0;
    server.use(
      expired(),
      http.post(`${base}/api/v2/auth/oauth2/token/`, () => {
        grants += 1;
        return HttpResponse.json({});
      }),
    );
    const tokens = memoryTokenStore({ accessToken: 'old', refreshToken: 'r' });
    const off = createApiClient({
      baseUrl: base,
      tokens,
      cookies: memoryCookieJar(''),
      refreshClientId: null,
      locks: null,
    });
    expect(await off.call('/api/v2/user/info/', { auth: true })).toMatchObject({ errStatus: 401 });
    expect(await off.call('/api/v2/user/info/')).toMatchObject({ errStatus: 401 });
    expect(grants).toBe(0);
  });
});
