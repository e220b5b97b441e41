// Field schemas the admin area's bodies and queries share (not part of @hub/domain's surface): ids, optional
// texts, a page number and a choice among known values, each bounded before anything else looks at it.
import * as v from 'valibot';
import { withValues, type MessageDescriptor } from '../messages';
import { choiceText } from '../validation/forms';
import { encodeMessage as m } from '../validation/issues';
import { requiredMessage, tooLongMessage, validationMessages } from '../validation/messages';
import { adminLimits, adminMessages } from './messages';

/** The largest id PostgreSQL's integer holds: a larger one names nothing. */
export const maxId = 2_147_483_647;

/** A whole number as DRF's IntegerField reads it (a JSON integer, or digits in a short string), else null. */
export function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && value.length <= 20 && /^\s*-?\d{1,15}\s*$/.test(value)) {
    return Number(value.trim());
  }
  return null;
}

/** `"x" is not a valid choice.`, repeating at most 40 characters of what was sent. */
export function invalidChoiceMessage(value: unknown): MessageDescriptor {
  return withValues(validationMessages.invalidChoice, { value: choiceText(value) });
}

/** The id of something in a body (`account`, `coach`): a positive integer; `label` names it when missing. */
export function idField(label: MessageDescriptor) {
  return v.config(
    v.pipe(
      v.unknown(),
      v.check((value) => value !== undefined, m(requiredMessage(label))),
      v.check((value) => value !== null, m(validationMessages.notNull)),
      v.check((value) => wholeNumber(value) !== null, m(validationMessages.notAnInteger)),
      v.check(
        (value) => {
          const id = wholeNumber(value)!;
          return id >= 1 && id <= maxId;
        },
        (issue) => m(withValues(adminMessages.noSuchObject, { value: choiceText(issue.input) })),
      ),
      v.transform((value) => wholeNumber(value)!),
    ),
    { abortPipeEarly: true },
  );
}

/** An optional text of at most `max` characters, trimmed; absent, null or blank is null. */
export function optionalText(label: MessageDescriptor, max: number) {
  return v.optional(
    v.nullable(
      v.config(
        v.pipe(
          v.string(m(validationMessages.notAString)),
          v.trim(),
          v.maxLength(max, m(tooLongMessage(label, max))),
          v.transform((value: string): string | null => (value === '' ? null : value)),
        ),
        { abortPipeEarly: true },
      ),
    ),
    null,
  );
}

/** The known value `raw` names, compared without regard to case or surrounding spaces; null for none. */
export function matchChoice<T extends string>(options: readonly T[], raw: string): T | null {
  if (raw.length > adminLimits.queryValue) return null;
  const wanted = raw.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted) ?? null;
}

/** A query filter among known values (any case): absent or empty is null, anything else unknown a 400. */
export function queryChoice<T extends string>(options: readonly T[]) {
  return v.optional(
    v.config(
      v.pipe(
        v.string(m(validationMessages.notAString)),
        v.check(
          (value: string) => value === '' || matchChoice(options, value) !== null,
          (issue) => m(invalidChoiceMessage(issue.input)),
        ),
        v.transform((value: string): T | null => (value === '' ? null : matchChoice(options, value))),
      ),
      { abortPipeEarly: true },
    ),
    '',
  );
}

/** `?page=`: 1 when absent or empty (as DRF reads it), else a whole number from 1. */
export const pageField = v.optional(
  v.config(
    v.pipe(
      v.string(m(validationMessages.notAString)),
      v.check(
        (value: string) => value === '' || (value.length <= 10 && /^\d+$/.test(value)),
        m(validationMessages.notAnInteger),
      ),
      v.transform((value: string) => (value === '' ? 1 : Number(value))),
      v.minValue(1, m(adminMessages.pageFromOne)),
    ),
    { abortPipeEarly: true },
  ),
  '1',
);
