// An account's remote configuration as staff edit it (spec section 3: `config_name`, `config_value` as JSON
// text, `updated_at`; `PATCH /api/v2/accounts/{id}/remote_configs/{config_name}/`, issue 28). The value is
// checked here, for the hub's edit popup and the server alike; `replaceRemoteConfig` is the spec's rule
// that an entry (the `metagame` entry with `{"product": "city"}` is its example) is replaced on update.
import * as v from 'valibot';
import type { MessageDescriptor } from '../messages';
import { encodeMessage as m } from '../validation/issues';
import { requiredMessage, tooLongMessage, validationMessages } from '../validation/messages';
import { fields } from '../validation/object-schema';

/** The longest JSON text of a value (a config is a small setting, never a document). */
export const remoteConfigValueMax = 10000;

/** The label of a config's value, as its messages name it. */
export const remoteConfigValueLabel: MessageDescriptor = /*i18n*/ {
  id: 'field.remoteConfigValue',
  message: 'Value',
};

/** The messages of a config's value that are not the generic ones. */
export const remoteConfigMessages = {
  notJson: /*i18n*/ {
    id: 'remoteConfig.notJson',
    message:
      'Value must be valid JSON: text in double quotes ("city"), a number (42), a list (["a", "b"]) or an object',
  },
} satisfies Record<string, MessageDescriptor>;

/** Whether a text is JSON (any JSON value: an object, a list, a text in double quotes, a number, ...). */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** `PATCH .../remote_configs/{config_name}/` {config_value}: JSON text, required, at most 10000. */
export const remoteConfigUpdateSchema = fields(
  {
    config_value: v.config(
      v.pipe(
        v.string(m(validationMessages.notAString)),
        v.check((text) => text.trim() !== '', m(requiredMessage(remoteConfigValueLabel))),
        v.maxLength(remoteConfigValueMax, m(tooLongMessage(remoteConfigValueLabel, remoteConfigValueMax))),
        v.check(isJsonText, m(remoteConfigMessages.notJson)),
      ),
      { abortPipeEarly: true },
    ),
  },
  { config_value: remoteConfigValueLabel },
);
export type RemoteConfigUpdate = v.InferOutput<typeof remoteConfigUpdateSchema>;

/** What the rule needs of an entry. */
export interface NamedConfig {
  config_name: string;
}

/**
 * The list after an update (spec section 3): the entry of the same name is replaced where it stands, never
 * kept beside the new one (so the `metagame` entry with `{"product": "city"}` gives way to the updated
 * value); a name the list lacks is added at its end. The list given is not changed.
 */
export function replaceRemoteConfig<T extends NamedConfig>(configs: readonly T[], updated: T): T[] {
  let replaced = false;
  const next = configs.flatMap((config) => {
    if (config.config_name !== updated.config_name) return [config];
    if (replaced) return [];
    replaced = true;
    return [updated];
  });
  return replaced ? next : [...next, updated];
}
