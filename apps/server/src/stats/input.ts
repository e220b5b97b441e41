// The stats calls' input, checked before anything is read or written: bodies through @hub/domain's player
// schemas, query parameters bounded in length before any pattern looks at them. 400 `{field: [messages]}`
// in DRF's words otherwise.
import {
  formatMessage,
  isCooldownEventKind,
  playerLimits,
  toEnglish,
  validate,
  validationMessages,
  withValues,
  type AnySchema,
  type CooldownEventKind,
} from '@hub/domain';
import type { Context } from 'hono';
import type { Body } from '../http/body';
import { invalid } from '../http/errors';
import { parseTimestamp } from '../validation';

const notAnInteger = 'A valid integer is required.';
const invalidDateTime = 'Enter a valid date/time.';
const maxId = 2_147_483_647;

/** A body through a domain schema: its output, or 400 with every field's first message in English. */
export function bodyInput<S extends AnySchema>(schema: S, body: Body) {
  const result = validate(schema, body);
  if (!result.success) throw invalid(toEnglish(result.errors));
  return result.output;
}

/** A query parameter, bounded: absent or empty is undefined; longer than 64 characters is 400. */
function queryValue(c: Context, name: string, message: string): string | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  if (raw.length > playerLimits.queryValue) throw invalid({ [name]: [message] });
  return raw;
}

/** An id in a query parameter (`?player_id=`): a positive integer; `required` makes its absence a 400. */
export function idQuery(c: Context, name: string, options: { required: true }): number;
export function idQuery(c: Context, name: string, options?: { required?: boolean }): number | undefined;
export function idQuery(c: Context, name: string, options: { required?: boolean } = {}) {
  const raw = queryValue(c, name, notAnInteger);
  if (raw === undefined) {
    if (options.required) throw invalid({ [name]: [formatMessage(validationMessages.fieldRequired)] });
    return undefined;
  }
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > maxId) {
    throw invalid({ [name]: [notAnInteger] });
  }
  return Number(raw);
}

/** A date-time filter (`start_timestamp__gte`, `occurred_at__lt`, ...): ISO 8601, at most 64 characters. */
export function timeQuery(c: Context, name: string): Date | undefined {
  const raw = c.req.query(name);
  if (raw === undefined) return undefined;
  const value = raw.length <= playerLimits.queryValue ? parseTimestamp(raw) : null;
  if (!value) throw invalid({ [name]: [invalidDateTime] });
  return value;
}

/** `?kind=` of the cooldown events: one of the domain's kinds. */
export function cooldownKindQuery(c: Context): CooldownEventKind | undefined {
  const raw = c.req.query('kind');
  if (raw === undefined || raw === '') return undefined;
  if (!isCooldownEventKind(raw)) {
    const shown = raw.length > 40 ? `${raw.slice(0, 39)}…` : raw;
    throw invalid({ kind: [formatMessage(withValues(validationMessages.invalidChoice, { value: shown }))] });
  }
  return raw;
}

/** A campaign name (`?campaign_name=`): at most 64 characters of letters, digits, `_` and `-`. */
export function campaignQuery(c: Context): string | undefined {
  const message = 'Enter a campaign name of letters, digits, "_" and "-".';
  const raw = queryValue(c, 'campaign_name', message);
  if (raw !== undefined && !/^[A-Za-z0-9_-]+$/.test(raw)) throw invalid({ campaign_name: [message] });
  return raw;
}
