// The remote configs the shell reads: the account's, and the global ones (the dashboard's supported tags,
// the sunset); staff edit an account's one entry at a time (issue 28).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { replaceRemoteConfig, staleTimes } from '@hub/domain';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { followPages } from '../http/paging';
import { queryKeys } from '../http/query-keys';
import { remoteConfigPageSchema, remoteConfigSchema, type RemoteConfig } from './schemas';

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

/** `PATCH /api/v2/accounts/{id}/remote_configs/{config_name}/` {config_value} (staff only): the entry as it now is. */
export function updateAccountRemoteConfig(
  api: ApiClient,
  accountId: number,
  configName: string,
  configValue: string,
): Promise<CallResult<RemoteConfig>> {
  return api.call(`/api/v2/accounts/${accountId}/remote_configs/${encodeURIComponent(configName)}/`, {
    method: 'PATCH',
    auth: true,
    body: { config_value: configValue },
    schema: remoteConfigSchema,
  });
}

/**
 * After an update: the cached list has the entry replaced where it stands (spec section 3, @hub/domain's
 * `replaceRemoteConfig`), then is read again.
 */
export async function applyRemoteConfigUpdate(
  queryClient: QueryClient,
  accountId: number,
  updated: RemoteConfig,
): Promise<void> {
  const queryKey = queryKeys.accountRemoteConfigs(accountId);
  queryClient.setQueryData<RemoteConfig[]>(queryKey, (configs) =>
    configs ? replaceRemoteConfig(configs, updated) : configs,
  );
  await queryClient.invalidateQueries({ queryKey });
}
