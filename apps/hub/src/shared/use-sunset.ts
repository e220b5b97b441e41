import { globalRemoteConfigsQueryOptions, userInfoQueryOptions } from '@hub/api-client';
import { sunsetState, supportedTagsFromConfigs, type SunsetState } from '@hub/domain';
import { useQuery } from '@tanstack/react-query';
import { useHub } from './use-hub';

/**
 * The dashboard sunset (spec section 4), derived from the cached user (its account tags) and the global
 * remote configuration: `loading` until both are known, as the domain rule says.
 */
export function useSunset(): SunsetState {
  const hub = useHub();
  const user = useQuery(userInfoQueryOptions(hub.api));
  const configs = useQuery(globalRemoteConfigsQueryOptions(hub.api));
  return sunsetState({
    supportedTags: configs.data ? supportedTagsFromConfigs(configs.data) : undefined,
    accountTags: user.data?.account.tags,
  });
}
