// A hub for tests and stories: tokens, cookies and storage in memory, a query cache without retries.
import { memoryCookieJar, memoryTokenStore } from '@hub/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createHub, type Hub } from './hub';

export interface TestHubOptions {
  /** Starts signed in: a stored token and the token cookie. */
  signedIn?: boolean;
  /** Prefix of every call; tests in Node need an absolute origin for MSW, stories use the page's. */
  baseUrl?: string;
}

/** A query cache for one test or story: no retries, so an error state shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/** A fresh hub that keeps everything in memory. */
export function createTestHub({ signedIn = false, baseUrl = '' }: TestHubOptions = {}): Hub {
  return createHub({
    baseUrl,
    tokens: memoryTokenStore(signedIn ? { accessToken: 'story-access-token', refreshToken: 'r' } : {}),
    cookies: memoryCookieJar(signedIn ? 'csrftoken=story-csrf; hub_token=1' : 'csrftoken=story-csrf'),
    queryClient: testQueryClient(),
    storage: null,
    sessionStorage: null,
  });
}
