// A required choice among fixed options (not part of @hub/domain's surface; kept apart from forms.ts so a
// schema with a choice does not bring the phone metadata along): a missing or empty value is
// "{label} is required" (DRF's "This field is required." without a label); anything else outside the
// options is DRF's '"x" is not a valid choice.'.
import * as v from 'valibot';
import { withValues, type MessageDescriptor } from '../messages';
import { encodeMessage as m } from './issues';
import { requiredMessage, validationMessages } from './messages';

/** How much of a refused choice a message repeats: enough to recognise it, never a whole pasted text. */
const echoedChoiceLength = 40;

/** A refused value as a message repeats it: at most 40 characters, then `…`. */
export function choiceText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const characters = Array.from(text);
  return characters.length > echoedChoiceLength
    ? `${characters.slice(0, echoedChoiceLength - 1).join('')}…`
    : text;
}

/** A field holding one of `options`, required (named by `label` in its message, when given). */
export function choiceField<const T extends readonly string[]>(options: T, label?: MessageDescriptor) {
  return v.config(
    v.pipe(
      v.unknown(),
      v.check(
        (value) => value !== undefined && value !== null && value !== '',
        m(label ? requiredMessage(label) : validationMessages.fieldRequired),
      ),
      v.check(
        (value) => typeof value === 'string' && (options as readonly string[]).includes(value),
        (issue) => m(withValues(validationMessages.invalidChoice, { value: choiceText(issue.input) })),
      ),
      v.transform((value) => value as T[number]),
    ),
    { abortPipeEarly: true },
  );
}

/** A field holding `true` or `false` (JSON booleans only), required. */
export function booleanField() {
  return v.config(
    v.pipe(
      v.unknown(),
      v.check((value) => value !== undefined, m(validationMessages.fieldRequired)),
      v.check((value) => value !== null, m(validationMessages.notNull)),
      v.check((value) => typeof value === 'boolean', m(validationMessages.notABoolean)),
      v.transform((value) => value as boolean),
    ),
    { abortPipeEarly: true },
  );
}
