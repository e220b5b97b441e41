// The string field every field schema is built on (not part of @hub/domain's surface): it stops at its
// first failing rule, and a value of the wrong type says which way it is wrong.
import * as v from 'valibot';
import type { MessageDescriptor } from '../messages';
import { encodeMessage } from './issues';
import { requiredMessage, validationMessages } from './messages';

const m = encodeMessage;

/** The message of a value of the wrong type: required when absent, "may not be null", "not a valid string". */
function typeMessage(label: MessageDescriptor) {
  return (issue: v.BaseIssue<unknown>) =>
    m(
      issue.input === undefined
        ? requiredMessage(label)
        : issue.input === null
          ? validationMessages.notNull
          : validationMessages.notAString,
    );
}

/** A text step of a field: a check or a string-to-string transformation. */
export type TextStep = v.PipeItem<string, string, v.BaseIssue<unknown>>;

/** A string field that stops at its first failing rule. */
export function text(label: MessageDescriptor, ...steps: TextStep[]): v.GenericSchema<unknown, string> {
  return v.config(v.pipe(v.string(typeMessage(label)), ...steps), {
    abortPipeEarly: true,
  }) as v.GenericSchema<unknown, string>;
}
