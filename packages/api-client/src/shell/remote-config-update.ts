// Staff edit an account's remote configs one entry at a time (issue 28). A module of its own, apart from
// the reads of remote-configs.ts that every page's first download holds: the domain's rule of the edit
// brings the validation messages, which only the admin area needs.
import type { QueryClient } from '@tanstack/react-query';
import { replaceRemoteConfig } from '@hub/domain';
import type { ApiClient, CallResult } from '../http/client';
import { queryKeys } from '../http/query-keys';
import { remoteConfigSchema, type RemoteConfig } from './schemas';

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
