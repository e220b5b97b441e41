import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getPlayers } from './account';
import { createApiClient } from './client';
import { memoryTokenStore } from './storage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://hub.test';
const api = createApiClient(
  { baseUrl: base, tokens: memoryTokenStore({ accessToken: 't' }) },
  () => 'error text',
);
const player = (id: number) => ({
  id,
  name: `Player ${id}`,
  in_program: true,
  role: null,
  is_active: true,
  statistic: { first_play_date: null },
});

describe('reading a paged list', () => {
  it('follows next until none, merges the pages and sorts by id', async () => {
    server.use(
      http.get(`${base}/api/v2/player/accounts/7`, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        if (page === '1') {
          return HttpResponse.json({
            count: 3,
            next: `${base}/api/v2/player/accounts/7?page=2`,
            previous: null,
            results: [player(9), player(2)],
          });
        }
        return HttpResponse.json({ count: 3, next: null, previous: null, results: [player(5)] });
      }),
    );
    const result = await getPlayers(api, 7);
    expect(result.ok && result.data.map((p) => p.id)).toEqual([2, 5, 9]);
  });

  it('returns the failure of a page instead of a partial list', async () => {
    server.use(
      http.get(`${base}/api/v2/player/accounts/7`, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        if (page === '1') {
          return HttpResponse.json({
            count: 3,
            next: `${base}/api/v2/player/accounts/7?page=2`,
            previous: null,
            results: [player(1)],
          });
        }
        return HttpResponse.json(
          { detail: 'Server error.' },
          { status: 500, statusText: 'Internal Server Error' },
        );
      }),
    );
    const result = await getPlayers(api, 7);
    expect(result).toMatchObject({ ok: false, hasErrors: true, errStatus: 500 });
  });
});
