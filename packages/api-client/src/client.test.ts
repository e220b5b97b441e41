import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ErrorTextInput } from './client';
import { memoryTokenStore } from './storage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://hub.test';
const seenErrors: ErrorTextInput[] = [];
const errorText = (input: ErrorTextInput) => {
  seenErrors.push(input);
  return `text for ${input.status}`;
};

function client(options: { token?: string; cookies?: string } = {}) {
  const onUnauthorized = vi.fn();
  const api = createApiClient(
    {
      baseUrl: base,
      tokens: memoryTokenStore(options.token ? { accessToken: options.token, refreshToken: 'r' } : {}),
      cookies: () => options.cookies ?? '',
      onUnauthorized,
    },
    errorText,
  );
  return { api, onUnauthorized };
}

describe('the generic caller', () => {
  it('sends GET by default with query parameters, and returns the parsed JSON', async () => {
    server.use(
      http.get(`${base}/api/v2/things/`, ({ request }) =>
        HttpResponse.json({ page: new URL(request.url).searchParams.get('page') }),
      ),
    );
    const { api } = client();
    const result = await api.call('/api/v2/things/', { query: { page: 2, skipped: undefined } });
    expect(result).toEqual({ ok: true, status: 200, data: { page: '2' } });
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
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('runs sign-out on a 401 answer and returns errStatus 401', async () => {
    server.use(
      http.get(`${base}/api/v2/user/info/`, () =>
        HttpResponse.json({ detail: 'Token expired.' }, { status: 401 }),
      ),
    );
    const { api, onUnauthorized } = client({ token: 'old' });
    const result = await api.call('/api/v2/user/info/', { auth: true });
    expect(result).toMatchObject({ ok: false, hasErrors: true, errStatus: 401, errorText: 'Token expired.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
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

  it('normalises a validation failure: error text, status and field errors from the body', async () => {
    server.use(
      http.patch(`${base}/api/v2/user/`, () =>
        HttpResponse.json({ phone: ['Please input a valid phone number'] }, { status: 400 }),
      ),
    );
    const { api } = client({ token: 't' });
    const result = await api.call('/api/v2/user/', {
      auth: true,
      method: 'PATCH',
      body: {},
      errorMessage: 'Error processing user data',
    });
    expect(result).toEqual({
      ok: false,
      hasErrors: true,
      errStatus: 400,
      errorText: 'text for 400',
      errorObject: { phone: ['Please input a valid phone number'] },
    });
    expect(seenErrors.at(-1)).toMatchObject({ status: 400, givenMessage: 'Error processing user data' });
  });

  it('reports a network failure as status 0', async () => {
    server.use(http.get(`${base}/api/v2/down/`, () => HttpResponse.error()));
    const { api } = client();
    const result = await api.call('/api/v2/down/');
    expect(result).toMatchObject({ ok: false, hasErrors: true, errStatus: 0 });
  });

  it('turns a response of the wrong shape into an error instead of bad data', async () => {
    server.use(http.get(`${base}/api/v2/user/info/`, () => HttpResponse.json({ id: 'not a number' })));
    const { api } = client({ token: 't' });
    const result = await api.call('/api/v2/user/info/', { auth: true, schema: v.object({ id: v.number() }) });
    expect(result).toMatchObject({
      ok: false,
      hasErrors: true,
      errorText: 'The server sent an answer the hub does not understand.',
    });
  });
});
