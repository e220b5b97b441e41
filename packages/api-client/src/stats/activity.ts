// A player's play activity per timeframe and heart-rate moments (spec sections 7 and 9): the activity of a
// timeframe from its first day at 00:00:00 (`start_timestamp__gte`), every page; rises, cool-downs and
// cooldown events page by page ("Show more" reads the `next` one).
import { statsKeys } from './keys';
import {
  activityQueryStart,
  pageSize,
  staleTimes,
  type ActivityContext,
  type ActivityTimeframe,
  type CooldownEventKind,
} from '@hub/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { followPages, nextPageParam } from '../http/paging';
import type { Page } from '../http/schemas';
import { activityPageSchema, type ActivityResult } from './schemas';
import {
  coolDownPageSchema,
  cooldownEventPageSchema,
  hrRisePageSchema,
  type CoolDown,
  type CooldownEvent,
  type HrRise,
} from './player-schemas';

/**
 * `GET /api/v2/player/{id}/activity/?start_timestamp__gte=`, following `next` until none; rows merged by
 * their time (a row met twice is kept once) and in time order.
 */
export function getActivity(
  api: ApiClient,
  playerId: number,
  startTimestampGte: string,
  signal?: AbortSignal,
): Promise<CallResult<ActivityResult[]>> {
  const query = new URLSearchParams({ start_timestamp__gte: startTimestampGte });
  return followPages<ActivityResult>(
    api,
    `/api/v2/player/${playerId}/activity/?${query}`,
    activityPageSchema,
    signal,
    (row) => row.period_datetime,
  );
}

/**
 * The activity of a timeframe from its first day at midnight in the zone (All Time: the first play date).
 * All Time stays fresh for an hour, the shorter timeframes for a minute (spec section 9).
 */
export function activityQueryOptions(
  api: ApiClient,
  playerId: number,
  timeframe: ActivityTimeframe,
  context: ActivityContext,
) {
  const start = activityQueryStart(timeframe, context);
  return queryOptions({
    queryKey: statsKeys.activity(playerId, timeframe, start),
    queryFn: async ({ signal }) => unwrap(await getActivity(api, playerId, start, signal)),
    staleTime: timeframe === 'AllTime' ? staleTimes.allTimeActivity : staleTimes.other,
  });
}

/** `GET /api/v2/player/{id}/hr_rises/?page=&page_size=`: newest first. */
export function getHrRises(
  api: ApiClient,
  playerId: number,
  page = 1,
  signal?: AbortSignal,
): Promise<CallResult<Page<HrRise>>> {
  return api.call(`/api/v2/player/${playerId}/hr_rises/`, {
    auth: true,
    signal,
    query: { page, page_size: pageSize },
    schema: hrRisePageSchema,
  });
}

/** `GET /api/v2/player/{id}/cool_downs/?page=`: newest first. */
export function getCoolDowns(
  api: ApiClient,
  playerId: number,
  page = 1,
  signal?: AbortSignal,
): Promise<CallResult<Page<CoolDown>>> {
  return api.call(`/api/v2/player/${playerId}/cool_downs/`, {
    auth: true,
    signal,
    query: { page },
    schema: coolDownPageSchema,
  });
}

/** The filters of the cooldown events (spec section 7's "extra filters"). */
export interface CooldownEventFilters {
  kind?: CooldownEventKind;
  cool_down?: number;
  occurred_at__gte?: string;
  occurred_at__lt?: string;
}

/** `GET /api/v2/player/{id}/cooldown_events/?page=&page_size=` with the filters: newest first. */
export function getCooldownEvents(
  api: ApiClient,
  playerId: number,
  filters: CooldownEventFilters = {},
  page = 1,
  signal?: AbortSignal,
): Promise<CallResult<Page<CooldownEvent>>> {
  return api.call(`/api/v2/player/${playerId}/cooldown_events/`, {
    auth: true,
    signal,
    query: { page, page_size: pageSize, ...filters },
    schema: cooldownEventPageSchema,
  });
}

/** Heart-rate rises, a page of 1000 at a time; never stale (spec section 9). */
export function hrRisesInfiniteQueryOptions(api: ApiClient, playerId: number) {
  return infiniteQueryOptions({
    queryKey: statsKeys.hrRises(playerId),
    queryFn: async ({ pageParam, signal }) => unwrap(await getHrRises(api, playerId, pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => nextPageParam(last.next, 'page', lastPage + 1),
    staleTime: staleTimes.risesAndCooldownEvents,
  });
}

/** Cool-downs page by page, fresh for a minute. */
export function coolDownsInfiniteQueryOptions(api: ApiClient, playerId: number) {
  return infiniteQueryOptions({
    queryKey: statsKeys.coolDowns(playerId),
    queryFn: async ({ pageParam, signal }) => unwrap(await getCoolDowns(api, playerId, pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => nextPageParam(last.next, 'page', lastPage + 1),
    staleTime: staleTimes.other,
  });
}

/** Cooldown events with filters, a page of 1000 at a time; never stale (spec section 9). */
export function cooldownEventsInfiniteQueryOptions(
  api: ApiClient,
  playerId: number,
  filters: CooldownEventFilters = {},
) {
  const key = Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
  return infiniteQueryOptions({
    queryKey: statsKeys.cooldownEvents(playerId, key),
    queryFn: async ({ pageParam, signal }) =>
      unwrap(await getCooldownEvents(api, playerId, filters, pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => nextPageParam(last.next, 'page', lastPage + 1),
    staleTime: staleTimes.risesAndCooldownEvents,
  });
}
