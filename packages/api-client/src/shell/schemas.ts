// Remote configs: the account's and the global ones (tags the dashboard supports, the sunset); the hub's
// configuration (the default phone country).
import type { PhoneCountryCode } from '@hub/domain';
import * as v from 'valibot';
import { pageSchema } from '../http/schemas';

export const remoteConfigSchema = v.object({
  config_name: v.string(),
  config_value: v.string(),
  updated_at: v.string(),
});
export type RemoteConfig = v.InferOutput<typeof remoteConfigSchema>;
export const remoteConfigPageSchema = pageSchema(remoteConfigSchema);

/**
 * `GET /api/v2/config/`: the hub's configuration. The default phone country is read by its shape (two
 * capital letters) only: checking it against the phone list would pull libphonenumber's metadata into
 * every page's first download (the signed-in home's budget). The server checks it against that list when
 * it starts (an unknown country stops it), and the phone field falls back to its list's first entry.
 */
export const hubConfigSchema = v.object({
  default_phone_country: v.custom<PhoneCountryCode>(
    (value) => typeof value === 'string' && /^[A-Z]{2}$/.test(value),
    'Not a country code',
  ),
});
export type HubConfig = v.InferOutput<typeof hubConfigSchema>;
