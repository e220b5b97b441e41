// The hub's configuration from the server (spec section 9: the default phone country comes from
// configuration): read without sign-in, as the checkout of a new family needs it too.
import { queryOptions } from '@tanstack/react-query';
import { staleTimes } from '@hub/domain';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { queryKeys } from '../http/query-keys';
import { hubConfigSchema, type HubConfig } from './schemas';

/** `GET /api/v2/config/`: `{default_phone_country}`. */
export function getHubConfig(api: ApiClient, signal?: AbortSignal): Promise<CallResult<HubConfig>> {
  return api.call('/api/v2/config/', { signal, schema: hubConfigSchema });
}

/** The hub's configuration, which never goes stale (the global configuration, spec section 9). */
export function hubConfigQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.hubConfig(),
    queryFn: async ({ signal }) => unwrap(await getHubConfig(api, signal)),
    staleTime: staleTimes.globalConfigPages,
  });
}
