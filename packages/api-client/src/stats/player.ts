// One player (spec section 7): read it, put its profile, add one, deactivate or reactivate it, and its game
// settings (hr_gauge, chase_speed, acorns). Changes invalidate the player's queries and the account's list.
import { statsKeys } from './keys';
import { staleTimes, type ChaseSpeed } from '@hub/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { queryKeys } from '../http/query-keys';
import {
  playerDetailSchema,
  playerGameSettingsSchema,
  type PlayerDetail,
  type PlayerGameSettings,
} from './player-schemas';

/** `GET /api/v2/player/{id}/`. */
export function getPlayer(api: ApiClient, playerId: number, signal?: AbortSignal) {
  return api.call(`/api/v2/player/${playerId}/`, { auth: true, signal, schema: playerDetailSchema });
}

/** The profile a parent puts: the whole of it (`birth_date` may be null). */
export interface PlayerProfileInput {
  name: string;
  birth_date: string | null;
  in_program?: boolean;
}

/** `PUT /api/v2/player/{id}/`: 400 with field errors when the profile is not valid. */
export function updatePlayer(
  api: ApiClient,
  playerId: number,
  profile: PlayerProfileInput,
): Promise<CallResult<PlayerDetail>> {
  return api.call(`/api/v2/player/${playerId}/`, {
    method: 'PUT',
    auth: true,
    body: profile,
    schema: playerDetailSchema,
  });
}

/** `POST /api/v2/player/`: a new player in the account (at most ten). */
export function createPlayer(
  api: ApiClient,
  accountId: number,
  profile: PlayerProfileInput,
): Promise<CallResult<PlayerDetail>> {
  return api.call('/api/v2/player/', {
    method: 'POST',
    auth: true,
    body: { account: accountId, ...profile },
    schema: playerDetailSchema,
  });
}

/** What `PATCH /api/v1/accounts/players/{id}` changes: any of them, at least one. */
export interface PlayerPatch {
  name?: string;
  is_active?: boolean;
  in_program?: boolean;
}

/** `PATCH /api/v1/accounts/players/{id}`: deactivate or reactivate, in or out of the program, rename. */
export function patchPlayer(
  api: ApiClient,
  playerId: number,
  patch: PlayerPatch,
): Promise<CallResult<PlayerDetail>> {
  return api.call(`/api/v1/accounts/players/${playerId}`, {
    method: 'PATCH',
    auth: true,
    body: patch,
    schema: playerDetailSchema,
  });
}

function postSetting(api: ApiClient, playerId: number, setting: string, body: unknown) {
  return api.call(`/api/v2/player/${playerId}/${setting}/`, {
    method: 'POST',
    auth: true,
    body,
    schema: playerGameSettingsSchema,
  });
}

/** `POST /api/v2/player/{id}/hr_gauge/`: the gauge's target zone (60 to 220, lower below upper). */
export function setHrGauge(
  api: ApiClient,
  playerId: number,
  zone: { low_bpm: number; high_bpm: number },
): Promise<CallResult<PlayerGameSettings>> {
  return postSetting(api, playerId, 'hr_gauge', zone);
}

/** `POST /api/v2/player/{id}/chase_speed/`. */
export function setChaseSpeed(
  api: ApiClient,
  playerId: number,
  speed: ChaseSpeed,
): Promise<CallResult<PlayerGameSettings>> {
  return postSetting(api, playerId, 'chase_speed', { speed });
}

/** `POST /api/v2/player/{id}/acorns/`: 1 to 500 acorns as a reward, with an optional note. */
export function giveAcorns(
  api: ApiClient,
  playerId: number,
  gift: { amount: number; note?: string | null },
): Promise<CallResult<PlayerGameSettings>> {
  return postSetting(api, playerId, 'acorns', gift);
}

/** A player with the profile fields; a player query, fresh for five minutes (spec section 9). */
export function playerQueryOptions(api: ApiClient, playerId: number) {
  return queryOptions({
    queryKey: statsKeys.playerDetail(playerId),
    queryFn: async ({ signal }) => unwrap(await getPlayer(api, playerId, signal)),
    staleTime: staleTimes.players,
  });
}

/** After a change of a player: everything of the player, the account's lists and statistics. */
export function invalidatePlayer(
  queryClient: QueryClient,
  accountId: number,
  playerId: number,
): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: statsKeys.player(playerId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.players(accountId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.incompleteProfiles(accountId) }),
    queryClient.invalidateQueries({ queryKey: statsKeys.accountStatistics(accountId) }),
  ]).then(() => undefined);
}
