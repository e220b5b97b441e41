import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getGlobalRemoteConfigs } from '../shell/remote-configs';
import { getPlayers } from '../stats/players';
import { createApiClient } from './client';
import { nextPageParam } from './paging';
import { memoryTokenStore } from './storage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://hub.test';
const api = createApiClient({ baseUrl: base, tokens: memoryTokenStore({ accessToken: 't' }) });
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

  it('stops when a page points back to one already read, instead of fetching forever', async () => {
    let calls = 0;
    server.use(
      http.get(`${base}/api/v2/player/accounts/7`, () => {
        calls += 1;
        return HttpResponse.json({
          count: 2,
          next: `${base}/api/v2/player/accounts/7?page=1`,
          previous: null,
          results: [player(1)],
        });
      }),
    );
    const result = await getPlayers(api, 7);
    expect(result.ok && result.data.map((p) => p.id)).toEqual([1]);
    expect(calls).toBe(2);
  });

  it('merges remote configs, which have no id, by their name', async () => {
    const config = (name: string, value: string) => ({
      config_name: name,
      config_value: value,
      updated_at: '2026-01-01T00:00:00Z',
    });
    server.use(
      http.get(`${base}/api/v2/remote_configs/list/`, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        return page === '1'
          ? HttpResponse.json({
              count: 3,
              next: `${base}/api/v2/remote_configs/list/?page=2`,
              previous: null,
              results: [config('b', '1'), config('a', '1')],
            })
          : HttpResponse.json({ count: 3, next: null, previous: null, results: [config('b', '2')] });
      }),
    );
    const result = await getGlobalRemoteConfigs(api);
    expect(result.ok && result.data.map((c) => `${c.config_name}=${c.config_value}`)).toEqual(['a=1', 'b=2']);
  });
});

describe('the page an infinite query reads next', () => {
  it.each([
    { next: '/api/v2/billing/accounts/7/invoices/?page=2&page_size=10', name: 'page', expected: 2 },
    { next: 'https://hub.example/api/x/?page=4', name: 'page', expected: 4 },
    { next: '/api/v3/subscription_actions/?account=7&offset=50&limit=25', name: 'offset', expected: 50 },
    { next: null, name: 'page', expected: undefined },
    { next: '', name: 'page', expected: undefined },
    { next: '/api/x/?page=two', name: 'page', expected: 99 },
    { next: '/api/x/?page=-1', name: 'page', expected: 99 },
    { next: '/api/x/', name: 'offset', expected: 99 },
  ] as const)('$name of $next is $expected ($name fallback 99)', ({ next, name, expected }) => {
    expect(nextPageParam(next, name, 99)).toBe(expected);
  });
});
