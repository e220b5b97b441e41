// The remote configs the shell reads: the account's, and the global ones (the dashboard's supported tags,
// the sunset). Staff's edit of an entry is in remote-config-update.ts.
import { queryOptions } from '@tanstack/react-query';
import { staleTimes } from '@hub/domain';
import { unwrap, type ApiClient } from '../http/client';
import { followPages } from '../http/paging';
import { queryKeys } from '../http/query-keys';
import { remoteConfigPageSchema, type RemoteConfig } from './schemas';

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
