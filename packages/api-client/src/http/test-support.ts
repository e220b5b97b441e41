// For the package's own tests only: tsconfig.build.json leaves it out of dist, and no export names it.
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { createApiClient, type ApiClient } from './client';
import { memoryCookieJar, memoryTokenStore } from './storage';

/** The origin the test clients call; `recordRequests` answers everything under it. */
export const testOrigin = 'http://hub.test';

/** A client of the test origin holding the CSRF cookie 'csrf-1' and, signed in, the access token 'access-1'. */
export function testClient({ signedIn = true }: { signedIn?: boolean } = {}): ApiClient {
  return createApiClient({
    baseUrl: testOrigin,
    tokens: memoryTokenStore(signedIn ? { accessToken: 'access-1' } : {}),
    cookies: memoryCookieJar('csrftoken=csrf-1'),
    locks: null,
  });
}

/** What one request carried, as an endpoint test asserts it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The JSON body; undefined when the request has none. */
  body: unknown;
  /** The Authorization header; null when the call was sent without a token. */
  authorization: string | null;
  /** The X-CSRFTOKEN header; null on safe methods. */
  csrf: string | null;
}

/**
 * Answers every request to the test origin with `answer` and `status` (a 204 without a body), through
 * the test file's MSW server, and returns the list the requests are added to as they come.
 */
export function recordRequests(
  server: Pick<SetupServer, 'use'>,
  answer: unknown,
  status = 200,
): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  server.use(
    http.all(`${testOrigin}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      requests.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? JSON.parse(text) : undefined,
        authorization: request.headers.get('authorization'),
        csrf: request.headers.get('x-csrftoken'),
      });
      return status === 204
        ? new HttpResponse(null, { status })
        : HttpResponse.json(answer as Record<string, unknown>, { status });
    }),
  );
  return requests;
}
