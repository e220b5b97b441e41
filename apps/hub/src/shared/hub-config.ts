// The hub's configuration from the server (`GET /api/v2/config/`): the country every phone field and every
// fresh form's `phone_country` start on (spec section 9: the default phone country comes from
// configuration). Read once and kept (it never goes stale); areas take it from here, never from a constant.
import { hubConfigQueryOptions } from '@hub/api-client';
import { defaults, type PhoneCountryCode } from '@hub/domain';
import { useQuery } from '@tanstack/react-query';
import { reportError } from './errors/reporting';
import type { Hub } from './hub';
import { useHub } from './use-hub';

/**
 * The country used when the configuration cannot be read at all: the server's own default (US), so a
 * failed call never stops a form (docs/decisions.md "Issue 28: the default phone country").
 */
export const unreadPhoneCountry: PhoneCountryCode = defaults.country;

/**
 * For a loader: puts the configuration in the cache before a page's form takes its starting values, and
 * answers its default phone country; a failure is reported and the page goes on with `unreadPhoneCountry`.
 */
export async function loadDefaultPhoneCountry(hub: Hub): Promise<PhoneCountryCode> {
  try {
    return (await hub.queryClient.ensureQueryData(hubConfigQueryOptions(hub.api))).default_phone_country;
  } catch (error) {
    reportError(error, { tags: { area: 'hub-config' } });
    return unreadPhoneCountry;
  }
}

/**
 * The configured default phone country; `undefined` while it is first read (a form waits for it, as for
 * its data), `unreadPhoneCountry` once reading it failed.
 */
export function useDefaultPhoneCountry(): PhoneCountryCode | undefined {
  const hub = useHub();
  const config = useQuery(hubConfigQueryOptions(hub.api));
  if (config.data) return config.data.default_phone_country;
  return config.isError ? unreadPhoneCountry : undefined;
}
