// The hub's configuration (spec section 9: the default phone country comes from configuration).
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../http/client';
import { memoryCookieJar, memoryTokenStore } from '../http/storage';
import { ok } from '../msw/states';
import { shellHandlers } from './handlers';
import { getHubConfig, hubConfigQueryOptions } from './hub-config';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A device nobody has signed in on: the checkout of a new family reads the configuration too. */
function signedOutClient() {
  return createApiClient({
    baseUrl: 'http://hub.test',
    tokens: memoryTokenStore({}),
    cookies: memoryCookieJar('csrftoken=c'),
  });
}

describe('the hub’s configuration', () => {
  it('reads the default phone country without sign-in and without a token', async () => {
    let authorization: string | null = 'not asked';
    server.use(
      http.get('*/api/v2/config/', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ default_phone_country: 'CA' });
      }),
    );
    expect(await getHubConfig(signedOutClient())).toMatchObject({
      ok: true,
      data: { default_phone_country: 'CA' },
    });
    expect(authorization).toBeNull();
  });

  it.each([
    // A code outside the phone list ('ZZ') passes the shape check: the server refuses to start with one.
    { answer: { default_phone_country: 'U1' }, why: 'a code that is not two letters' },
    { answer: { default_phone_country: 'us' }, why: 'a code in lower case' },
    { answer: {}, why: 'no country at all' },
  ])('refuses $why as a broken answer', async ({ answer }) => {
    server.use(shellHandlers.hubConfig(ok(answer)));
    expect(await getHubConfig(signedOutClient())).toMatchObject({ ok: false, errStatus: 200 });
  });

  it('never goes stale (the global configuration, spec section 9)', () => {
    expect(hubConfigQueryOptions(signedOutClient()).staleTime).toBe(Infinity);
  });
});
