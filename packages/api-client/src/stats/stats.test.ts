import { statsKeys } from './keys';
import { activityQueryStart, staleTimes } from '@hub/domain';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { recordRequests, testClient, testOrigin } from '../http/test-support';
import { queryKeys } from '../http/query-keys';
import {
  activityQueryOptions,
  cooldownEventsInfiniteQueryOptions,
  coolDownsInfiniteQueryOptions,
  getActivity,
  getCooldownEvents,
  hrRisesInfiniteQueryOptions,
} from './activity';
import {
  accountStatisticsQueryOptions,
  getExperimentVariant,
  getPlayerSurveys,
  playerDetailsQueryOptions,
  playerOverviewQueryOptions,
} from './dashboard';
import {
  accountStatisticsFor,
  activityFixtures,
  detailsFor,
  overviewFor,
  playerListFixtures,
  statsFixtureClock,
} from './fixtures';
import { statsWorldHandlers } from './handlers';
import {
  createPlayer,
  giveAcorns,
  invalidatePlayer,
  patchPlayer,
  playerQueryOptions,
  setChaseSpeed,
  setHrGauge,
  updatePlayer,
} from './player';
import { getPlayers, playersQueryOptions } from './players';
import { accountStatisticsSchema, playerDetailsSchema, playerOverviewSchema } from './player-schemas';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const maya = playerListFixtures.many[0]!;
const detail = {
  ...maya,
  birth_date: '2016-05-01',
  profile_complete: true,
  deactivated_at: null,
};
const settings = { player_id: 21, hr_gauge: { low_bpm: 100, high_bpm: 160 }, chase_speed: 'slow', acorns: 3 };

describe('the player calls', () => {
  it.each([
    [
      'PUT',
      '/api/v2/player/21/',
      () => updatePlayer(testClient(), 21, { name: 'Maya', birth_date: '2016-05-01' }),
      { name: 'Maya', birth_date: '2016-05-01' },
    ],
    [
      'POST',
      '/api/v2/player/',
      () => createPlayer(testClient(), 101, { name: 'Kim', birth_date: null }),
      { account: 101, name: 'Kim', birth_date: null },
    ],
    [
      'PATCH',
      '/api/v1/accounts/players/21',
      () => patchPlayer(testClient(), 21, { is_active: false }),
      { is_active: false },
    ],
  ] as const)('%s %s sends the body and reads the player', async (method, path, call, body) => {
    const seen = recordRequests(server, detail);
    const result = await call();
    expect(result).toMatchObject({ ok: true, data: { id: 21, name: 'Maya' } });
    expect(seen).toEqual([
      { method, path, query: {}, body, authorization: 'Bearer access-1', csrf: 'csrf-1' },
    ]);
  });

  it.each([
    [
      '/api/v2/player/21/hr_gauge/',
      () => setHrGauge(testClient(), 21, { low_bpm: 100, high_bpm: 160 }),
      { low_bpm: 100, high_bpm: 160 },
    ],
    ['/api/v2/player/21/chase_speed/', () => setChaseSpeed(testClient(), 21, 'slow'), { speed: 'slow' }],
    ['/api/v2/player/21/acorns/', () => giveAcorns(testClient(), 21, { amount: 3 }), { amount: 3 }],
  ] as const)('POST %s sends the setting and reads the settings', async (path, call, body) => {
    const seen = recordRequests(server, settings);
    expect(await call()).toMatchObject({ ok: true, data: { acorns: 3, chase_speed: 'slow' } });
    expect(seen).toEqual([
      { method: 'POST', path, query: {}, body, authorization: 'Bearer access-1', csrf: 'csrf-1' },
    ]);
  });

  it('gives the field errors of a refused profile', async () => {
    recordRequests(server, { name: ['Name is required'] }, 400);
    const result = await updatePlayer(testClient(), 21, { name: '', birth_date: null });
    expect(result).toMatchObject({ ok: false, errStatus: 400, errorObject: { name: ['Name is required'] } });
  });

  it('invalidates everything of the player and the account’s lists after a change', async () => {
    const queryClient = new QueryClient();
    const keys = [
      statsKeys.playerDetail(21),
      statsKeys.playerOverview(21),
      statsKeys.activity(21, '1W', 'x'),
      queryKeys.players(101),
      queryKeys.incompleteProfiles(101),
      statsKeys.accountStatistics(101),
    ];
    const other = statsKeys.playerOverview(22);
    for (const key of [...keys, other]) queryClient.setQueryData(key, 1);
    await invalidatePlayer(queryClient, 101, 21);
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });
});

describe('the players list (spec section 7)', () => {
  it('follows next until none, merged and sorted by id', async () => {
    server.use(
      ...statsWorldHandlers({ players: [...playerListFixtures.twelve].reverse(), playersPerPage: 5 }),
    );
    const result = await getPlayers(testClient(), 101);
    expect(result.ok && result.data.map((player) => player.id)).toEqual(
      playerListFixtures.twelve.map((player) => player.id),
    );
  });

  it('stays fresh five minutes', () => {
    expect(playersQueryOptions(testClient(), 101).staleTime).toBe(5 * 60_000);
    expect(playerQueryOptions(testClient(), 21).staleTime).toBe(staleTimes.players);
  });
});

describe('the activity of a timeframe (spec sections 4, 7 and 9)', () => {
  it('asks from the first day at 00:00:00 in the zone and follows next', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${testOrigin}/api/v2/player/21/activity/`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return undefined;
      }),
      ...statsWorldHandlers(),
    );
    const context = { ...statsFixtureClock, firstPlayDate: maya.statistic.first_play_date };
    const start = activityQueryStart('AllTime', context);
    expect(start).toBe('2025-11-20T00:00:00-05:00');
    const result = await getActivity(testClient(), 21, start);
    const all = activityFixtures[21]!;
    expect(result.ok && result.data).toEqual(all);
    expect(seen[0]).toBe(`?start_timestamp__gte=${encodeURIComponent(start)}&page=1`);
  });

  it('reads only the rows from the start on', async () => {
    server.use(...statsWorldHandlers());
    const start = activityQueryStart('1W', statsFixtureClock);
    const result = await getActivity(testClient(), 21, start);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.length).toBeGreaterThan(0);
    expect(result.data.every((row) => Date.parse(row.period_datetime) >= Date.parse(start))).toBe(true);
  });

  it.each([
    ['1W', staleTimes.other],
    ['1Mo', staleTimes.other],
    ['3Mos', staleTimes.other],
    ['AllTime', staleTimes.allTimeActivity],
  ] as const)('keeps %s fresh for %i ms, keyed by its start', (timeframe, stale) => {
    const options = activityQueryOptions(testClient(), 21, timeframe, statsFixtureClock);
    expect(options.staleTime).toBe(stale);
    expect(options.queryKey).toEqual(
      statsKeys.activity(21, timeframe, activityQueryStart(timeframe, statsFixtureClock)),
    );
  });

  it('reads several pages of activity whole (the mocked server pages at 500)', async () => {
    const rows = Array.from({ length: 1203 }, (_, index) => ({
      period_datetime: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString(),
      seconds_played: 60,
    }));
    server.use(...statsWorldHandlers({ activity: { 21: rows } }));
    const result = await getActivity(testClient(), 21, '2025-01-01T00:00:00-05:00');
    expect(result.ok && result.data.length).toBe(1203);
  });
});

describe('heart-rate moments', () => {
  it('asks rises with page_size 1000 and never lets them go stale', async () => {
    const seen = recordRequests(server, { count: 0, next: null, previous: null, results: [] });
    const queryClient = new QueryClient();
    await queryClient.fetchInfiniteQuery(hrRisesInfiniteQueryOptions(testClient(), 21));
    expect(seen[0]).toMatchObject({
      path: '/api/v2/player/21/hr_rises/',
      query: { page: '1', page_size: '1000' },
    });
    expect(hrRisesInfiniteQueryOptions(testClient(), 21).staleTime).toBe(Infinity);
    expect(cooldownEventsInfiniteQueryOptions(testClient(), 21).staleTime).toBe(Infinity);
    expect(coolDownsInfiniteQueryOptions(testClient(), 21).staleTime).toBe(staleTimes.other);
  });

  it('sends the cooldown event filters', async () => {
    const seen = recordRequests(server, { count: 0, next: null, previous: null, results: [] });
    await getCooldownEvents(
      testClient(),
      21,
      { kind: 'completed', occurred_at__gte: '2026-03-01T00:00:00Z' },
      2,
    );
    expect(seen[0]!.query).toEqual({
      page: '2',
      page_size: '1000',
      kind: 'completed',
      occurred_at__gte: '2026-03-01T00:00:00Z',
    });
  });

  it('reads the next page of rises from next', async () => {
    const rows = Array.from({ length: 1500 }, (_, index) => ({
      period_datetime: new Date(Date.UTC(2024, 0, 1) + index * 86_400_000).toISOString(),
      seconds_played: 1800,
    }));
    server.use(...statsWorldHandlers({ activity: { 21: rows } }));
    const queryClient = new QueryClient();
    const options = hrRisesInfiniteQueryOptions(testClient(), 21);
    await queryClient.fetchInfiniteQuery(options);
    const first = queryClient.getQueryData(options.queryKey)!;
    expect(first.pages[0]!.results).toHaveLength(1000);
    expect(options.getNextPageParam(first.pages[0]!, first.pages, 1, [1])).toBe(2);
  });
});

describe('the summaries', () => {
  it('reads the overview, details and statistics the world makes, each as its schema says', async () => {
    server.use(...statsWorldHandlers());
    const queryClient = new QueryClient();
    const overview = await queryClient.fetchQuery(playerOverviewQueryOptions(testClient(), 21));
    expect(overview).toEqual(overviewFor(maya, activityFixtures[21]));
    expect(overview.current_streak_days).toBe(5);
    expect(v.safeParse(playerOverviewSchema, overview).success).toBe(true);
    const details = await queryClient.fetchQuery(playerDetailsQueryOptions(testClient(), 21));
    expect(details).toEqual(detailsFor(maya, activityFixtures[21]));
    expect(v.safeParse(playerDetailsSchema, details).success).toBe(true);
    const statistics = await queryClient.fetchQuery(accountStatisticsQueryOptions(testClient(), 101));
    expect(statistics).toEqual(accountStatisticsFor(playerListFixtures.many));
    expect(statistics).toMatchObject({ players: 3, active_players: 2 });
    expect(v.safeParse(accountStatisticsSchema, statistics).success).toBe(true);
  });

  it('asks surveys and the experiment variant by player_id', async () => {
    const seen = recordRequests(server, { count: 0, next: null, previous: null, results: [] });
    await getPlayerSurveys(testClient(), 21);
    expect(seen[0]).toMatchObject({ path: '/api/v2/player/surveys/', query: { player_id: '21', page: '1' } });
    const variant = recordRequests(server, { player_id: 21, campaign_name: null, variant_name: null });
    expect(await getExperimentVariant(testClient(), 21)).toMatchObject({
      ok: true,
      data: { campaign_name: null },
    });
    expect(variant[0]).toMatchObject({
      path: '/api/v2/player/experiment_variant/',
      query: { player_id: '21' },
    });
  });

  it('turns a failed overview into an error the screen shows', async () => {
    server.use(
      http.get(`${testOrigin}/api/v1/dashboard/player/21/overview/`, () =>
        HttpResponse.json({ detail: 'Server error.' }, { status: 500 }),
      ),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery(playerOverviewQueryOptions(testClient(), 21))).rejects.toMatchObject({
      name: 'ApiError',
      status: 500,
    });
  });

  it('answers 404 for a child the world does not have', async () => {
    server.use(...statsWorldHandlers());
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery(playerDetailsQueryOptions(testClient(), 999))).rejects.toMatchObject({
      status: 404,
    });
  });
});
