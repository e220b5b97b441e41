import { queryOptions } from '@tanstack/react-query';
import { staleTimes } from '@hub/domain';
import { unwrap, type ApiClient, type CallResult } from './client';
import { followPages } from './paging';
import { queryKeys } from './query-keys';
import {
  accountSchema,
  incompleteProfilePageSchema,
  playerPageSchema,
  remoteConfigPageSchema,
  type Account,
  type IncompleteProfile,
  type Player,
  type RemoteConfig,
} from './schemas';

/** `GET /api/v2/accounts/{id}/`. */
export function getAccount(
  api: ApiClient,
  accountId: number,
  signal?: AbortSignal,
): Promise<CallResult<Account>> {
  return api.call(`/api/v2/accounts/${accountId}/`, { auth: true, signal, schema: accountSchema });
}

/** `GET /api/v2/accounts/{id}/remote_configs/list/`, every page. */
export function getAccountRemoteConfigs(api: ApiClient, accountId: number, signal?: AbortSignal) {
  return followPages<RemoteConfig>(
    api,
    `/api/v2/accounts/${accountId}/remote_configs/list/`,
    remoteConfigPageSchema,
    signal,
    (config) => config.config_name,
  );
}

/** The global remote-config list, paged from page 1 (path: docs/decisions.md). */
export function getGlobalRemoteConfigs(api: ApiClient, signal?: AbortSignal) {
  return followPages<RemoteConfig>(
    api,
    '/api/v2/remote_configs/list/',
    remoteConfigPageSchema,
    signal,
    (config) => config.config_name,
  );
}

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

/** The account, fresh for a minute (spec section 9: other queries). */
export function accountQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions({
    queryKey: queryKeys.account(accountId),
    queryFn: async ({ signal }) => unwrap(await getAccount(api, accountId, signal)),
    staleTime: staleTimes.other,
  });
}

/** The account's remote configs, fresh for a minute. */
export function accountRemoteConfigsQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions({
    queryKey: queryKeys.accountRemoteConfigs(accountId),
    queryFn: async ({ signal }) => unwrap(await getAccountRemoteConfigs(api, accountId, signal)),
    staleTime: staleTimes.other,
  });
}

/** Global config pages never go stale (spec section 9). */
export function globalRemoteConfigsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.globalRemoteConfigs(),
    queryFn: async ({ signal }) => unwrap(await getGlobalRemoteConfigs(api, signal)),
    staleTime: staleTimes.globalConfigPages,
  });
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
