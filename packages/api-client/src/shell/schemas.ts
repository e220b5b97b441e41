// Remote configs: the account's and the global ones (tags the dashboard supports, the sunset); the hub's
// configuration (the default phone country).
import { isPhoneCountry, type PhoneCountryCode } from '@hub/domain';
import * as v from 'valibot';
import { pageSchema } from '../http/schemas';

export const remoteConfigSchema = v.object({
  config_name: v.string(),
  config_value: v.string(),
  updated_at: v.string(),
});
export type RemoteConfig = v.InferOutput<typeof remoteConfigSchema>;
export const remoteConfigPageSchema = pageSchema(remoteConfigSchema);

/** `GET /api/v2/config/`: the hub's configuration; the default phone country must be one of the phone list. */
export const hubConfigSchema = v.object({
  default_phone_country: v.custom<PhoneCountryCode>(isPhoneCountry, 'Not a country of the phone list'),
});
export type HubConfig = v.InferOutput<typeof hubConfigSchema>;
