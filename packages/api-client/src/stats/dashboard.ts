// The dashboard's summaries (spec section 7): a player's overview and details, the account's statistics,
// a player's surveys and experiment variant.
import { statsKeys } from './keys';
import { staleTimes } from '@hub/domain';
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { followPages } from '../http/paging';
import {
  accountStatisticsSchema,
  experimentVariantSchema,
  playerDetailsSchema,
  playerOverviewSchema,
  playerSurveyPageSchema,
  type AccountStatistics,
  type ExperimentVariant,
  type PlayerDetails,
  type PlayerOverview,
  type PlayerSurvey,
} from './player-schemas';

/** `GET /api/v1/dashboard/player/{id}/overview/`. */
export function getPlayerOverview(
  api: ApiClient,
  playerId: number,
  signal?: AbortSignal,
): Promise<CallResult<PlayerOverview>> {
  return api.call(`/api/v1/dashboard/player/${playerId}/overview/`, {
    auth: true,
    signal,
    schema: playerOverviewSchema,
  });
}

/** `GET /api/v1/dashboard/player/{id}/details/`. */
export function getPlayerDetails(
  api: ApiClient,
  playerId: number,
  signal?: AbortSignal,
): Promise<CallResult<PlayerDetails>> {
  return api.call(`/api/v1/dashboard/player/${playerId}/details/`, {
    auth: true,
    signal,
    schema: playerDetailsSchema,
  });
}

/** `GET /api/v2/accounts/{id}/statistics/`. */
export function getAccountStatistics(
  api: ApiClient,
  accountId: number,
  signal?: AbortSignal,
): Promise<CallResult<AccountStatistics>> {
  return api.call(`/api/v2/accounts/${accountId}/statistics/`, {
    auth: true,
    signal,
    schema: accountStatisticsSchema,
  });
}

/** `GET /api/v2/player/surveys/?player_id=&page=`, every page. */
export function getPlayerSurveys(
  api: ApiClient,
  playerId: number,
  signal?: AbortSignal,
): Promise<CallResult<PlayerSurvey[]>> {
  return followPages<PlayerSurvey>(
    api,
    `/api/v2/player/surveys/?${new URLSearchParams({ player_id: String(playerId) })}`,
    playerSurveyPageSchema,
    signal,
  );
}

/** `GET /api/v2/player/experiment_variant/?player_id=`: nulls when the player is in no campaign. */
export function getExperimentVariant(
  api: ApiClient,
  playerId: number,
  signal?: AbortSignal,
): Promise<CallResult<ExperimentVariant>> {
  return api.call('/api/v2/player/experiment_variant/', {
    auth: true,
    signal,
    query: { player_id: playerId },
    schema: experimentVariantSchema,
  });
}

/** The overview: a player query, fresh for five minutes (spec section 9). */
export function playerOverviewQueryOptions(api: ApiClient, playerId: number) {
  return queryOptions({
    queryKey: statsKeys.playerOverview(playerId),
    queryFn: async ({ signal }) => unwrap(await getPlayerOverview(api, playerId, signal)),
    staleTime: staleTimes.players,
  });
}

/** The details: a player query, fresh for five minutes. */
export function playerDetailsQueryOptions(api: ApiClient, playerId: number) {
  return queryOptions({
    queryKey: statsKeys.playerDetails(playerId),
    queryFn: async ({ signal }) => unwrap(await getPlayerDetails(api, playerId, signal)),
    staleTime: staleTimes.players,
  });
}

/** The account's statistics, fresh for a minute. */
export function accountStatisticsQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions({
    queryKey: statsKeys.accountStatistics(accountId),
    queryFn: async ({ signal }) => unwrap(await getAccountStatistics(api, accountId, signal)),
    staleTime: staleTimes.other,
  });
}

/** A player's surveys, fresh for five minutes. */
export function playerSurveysQueryOptions(api: ApiClient, playerId: number) {
  return queryOptions({
    queryKey: statsKeys.playerSurveys(playerId),
    queryFn: async ({ signal }) => unwrap(await getPlayerSurveys(api, playerId, signal)),
    staleTime: staleTimes.players,
  });
}

/** A player's experiment variant, fresh for five minutes. */
export function experimentVariantQueryOptions(api: ApiClient, playerId: number) {
  return queryOptions({
    queryKey: statsKeys.experimentVariant(playerId),
    queryFn: async ({ signal }) => unwrap(await getExperimentVariant(api, playerId, signal)),
    staleTime: staleTimes.players,
  });
}
