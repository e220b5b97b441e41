// Remote configs: the account's and the global ones (tags the dashboard supports, the sunset).
import * as v from 'valibot';
import { pageSchema } from '../http/schemas';

export const remoteConfigSchema = v.object({
  config_name: v.string(),
  config_value: v.string(),
  updated_at: v.string(),
});
export type RemoteConfig = v.InferOutput<typeof remoteConfigSchema>;
export const remoteConfigPageSchema = pageSchema(remoteConfigSchema);
