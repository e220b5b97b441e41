// The whole-form object schema every form is built on (not part of @hub/domain's surface): a value that
// is not an object is refused as a whole, and a missing field says which one.
import * as v from 'valibot';
import type { MessageDescriptor } from '../messages';
import { encodeMessage as m } from './issues';
import { requiredMessage, validationMessages } from './messages';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An object of fields: anything else (a list, text, null) is refused as a whole; a missing field is
 * "{label} is required", or "This field is required." for a field without a label.
 */
export function fields<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
  labels: Partial<Record<keyof TEntries, MessageDescriptor>>,
) {
  const missing = (issue: v.BaseIssue<unknown>) => {
    const key = issue.path?.at(-1)?.key;
    const label = typeof key === 'string' ? labels[key as keyof TEntries] : undefined;
    // The object itself was checked above: this is a missing field.
    return m(label ? requiredMessage(label) : validationMessages.fieldRequired);
  };
  return v.pipe(
    v.custom<Record<string, unknown>>(isPlainObject, m(validationMessages.notAnObject)),
    v.object(entries, missing),
  );
}
