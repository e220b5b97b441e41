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

/** Code units written of a value before it is cut: more than 40 characters, however they are encoded. */
const writtenLength = echoedChoiceLength * 2 + 1;

const pythonEscapes: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** A text inside a list or a dict, as Python writes it, always in single quotes. */
function pythonString(text: string): string {
  // eslint-disable-next-line no-control-regex
  const escaped = text.replace(/[\\'\u0000-\u001f\u007f]/g, (character) => {
    return pythonEscapes[character] ?? `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
  return `'${escaped}'`;
}

/**
 * A value as DRF's message repeats it, Python's `str()` of what the JSON held: `['en']`, `{'code': 'es'}`,
 * `True`, `None`. Texts inside take single quotes (Python would switch to double quotes around a text
 * holding `'`; we never do), so the message's double quotes stay the template's only. Writing stops once
 * the value is longer than a message shows.
 */
function pythonText(value: unknown): string {
  let written = '';
  const write = (item: unknown, nested: boolean): void => {
    if (written.length > writtenLength) return;
    if (typeof item === 'string') {
      const text = item.slice(0, writtenLength);
      written += nested ? pythonString(text) : text;
    } else if (item === null || item === undefined) {
      written += 'None';
    } else if (typeof item === 'boolean') {
      written += item ? 'True' : 'False';
    } else if (Array.isArray(item)) {
      written += '[';
      for (let index = 0; index < item.length && written.length <= writtenLength; index += 1) {
        if (index > 0) written += ', ';
        write(item[index], true);
      }
      written += ']';
    } else if (typeof item === 'object') {
      written += '{';
      let first = true;
      for (const key in item) {
        if (written.length > writtenLength) break;
        if (!Object.hasOwn(item, key)) continue;
        written += `${first ? '' : ', '}${pythonString(key.slice(0, writtenLength))}: `;
        first = false;
        write((item as Record<string, unknown>)[key], true);
      }
      written += '}';
    } else {
      written += String(item);
    }
  };
  write(value, false);
  return written;
}

/**
 * A refused value as a message repeats it between the template's quotes (`"{value}" is not a valid
 * choice.`): a text as it is, anything else as DRF shows it (`"['en']"`, never `"["en"]"`); at most 40
 * characters, then `…`. It travels as a value of the message, never inside its template, so braces in it
 * (`{0}`) are never read as a placeholder.
 */
export function choiceText(value: unknown): string {
  const characters = Array.from(pythonText(value));
  return characters.length > echoedChoiceLength
    ? `${characters.slice(0, echoedChoiceLength - 1).join('')}…`
    : characters.join('');
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
