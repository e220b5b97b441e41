// The account's players and the profiles still to complete.
import { queryOptions } from '@tanstack/react-query';
import { staleTimes } from '@hub/domain';
import { unwrap, type ApiClient } from '../http/client';
import { followPages } from '../http/paging';
import { queryKeys } from '../http/query-keys';
import {
  incompleteProfilePageSchema,
  playerPageSchema,
  type IncompleteProfile,
  type Player,
} from './schemas';

/** `GET /api/v2/player/accounts/{id}`: follows `next` until none, merges and sorts by id (spec section 7). */
export function getPlayers(api: ApiClient, accountId: number, signal?: AbortSignal) {
  return followPages<Player>(api, `/api/v2/player/accounts/${accountId}`, playerPageSchema, signal);
}

/** `GET /api/v2/accounts/{id}/incomplete_profiles/`, every page. */
export function getIncompleteProfiles(api: ApiClient, accountId: number, signal?: AbortSignal) {
  return followPages<IncompleteProfile>(
    api,
    `/api/v2/accounts/${accountId}/incomplete_profiles/`,
    incompleteProfilePageSchema,
    signal,
  );
}

/** Players stay fresh for five minutes (spec section 9). */
export function playersQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions({
    queryKey: queryKeys.players(accountId),
    queryFn: async ({ signal }) => unwrap(await getPlayers(api, accountId, signal)),
    staleTime: staleTimes.players,
  });
}

/** Players whose profile is incomplete, fresh for a minute. */
export function incompleteProfilesQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions({
    queryKey: queryKeys.incompleteProfiles(accountId),
    queryFn: async ({ signal }) => unwrap(await getIncompleteProfiles(api, accountId, signal)),
    staleTime: staleTimes.other,
  });
}
