// How validation messages travel through valibot, and how results become field errors.
//
// Valibot issues carry a string `message`. Ours is a whole MessageDescriptor encoded as JSON (`encode`),
// so one schema serves both sides: the hub decodes descriptors and translates them (Lingui), the server
// renders them in English (`formatMessage`) for Django-REST-framework-shaped answers `{field: [text]}`.
// A message that is not ours (a valibot default) decodes to a generic "This value is not valid.".
import * as v from 'valibot';
import { nonFieldErrorsKey } from '../form-mode';
import { formatMessage, type MessageDescriptor } from '../messages';
import { fieldLabels, validationMessages, validationWarnings } from './messages';

/** Messages per field; errors not tied to a field are under `non_field_errors`. */
export type FieldMessages = Record<string, MessageDescriptor[]>;

/** Field errors in English, the server's answer to an invalid request (`{field: [text]}`). */
export type EnglishFieldErrors = Record<string, string[]>;

/** A valibot schema of ours (any input and output). */
export type AnySchema = v.GenericSchema<unknown, unknown>;

/** The outcome of validating input against a schema: output when valid, messages per field either way. */
export type ValidationResult<T> =
  | { success: true; output: T; errors: FieldMessages; warnings: FieldMessages }
  | { success: false; output?: undefined; errors: FieldMessages; warnings: FieldMessages };

/** Encodes a descriptor as a valibot issue message. */
export function encodeMessage(descriptor: MessageDescriptor): string {
  return JSON.stringify(descriptor);
}

function isDescriptor(value: unknown): value is MessageDescriptor {
  if (typeof value !== 'object' || value === null) return false;
  const { id, message, values } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof message === 'string' &&
    (values === undefined || (typeof values === 'object' && values !== null))
  );
}

/** The descriptor of a valibot issue (ours decoded; any other a generic "This value is not valid."). */
export function issueMessage(issue: Pick<v.BaseIssue<unknown>, 'message'>): MessageDescriptor {
  if (issue.message.startsWith('{')) {
    try {
      const decoded: unknown = JSON.parse(issue.message);
      if (isDescriptor(decoded)) return decoded;
    } catch {
      // Not ours: fall through.
    }
  }
  return validationMessages.invalidValue;
}

function sameMessage(a: MessageDescriptor, b: MessageDescriptor): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Groups issues by top-level field (`non_field_errors` for the input as a whole). Each field keeps its
 * first message only: the most basic rule that failed (required before too long before invalid), as the
 * forms show one message per field and the server answers one per field.
 */
export function fieldMessages(issues: readonly v.BaseIssue<unknown>[] | undefined): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of issues ?? []) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : nonFieldErrorsKey;
    if (messages[field]) continue;
    messages[field] = [issueMessage(issue)];
  }
  return messages;
}

/** Adds messages of another set (warnings, server errors) without repeating one already there. */
export function mergeFieldMessages(...sets: FieldMessages[]): FieldMessages {
  const merged: FieldMessages = {};
  for (const set of sets) {
    for (const [field, list] of Object.entries(set)) {
      const target = (merged[field] ??= []);
      for (const message of list)
        if (!target.some((known) => sameMessage(known, message))) target.push(message);
    }
  }
  return merged;
}

/** Field messages rendered in English (the server's `{field: [text]}`). */
export function toEnglish(messages: FieldMessages): EnglishFieldErrors {
  return Object.fromEntries(
    Object.entries(messages).map(([field, list]) => [field, list.map((message) => formatMessage(message))]),
  );
}

/** Validates input against a schema; never throws, whatever the input. Warnings come from `warn` when given. */
export function validate<S extends AnySchema>(
  schema: S,
  input: unknown,
  warn?: (input: unknown) => FieldMessages,
): ValidationResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  const warnings = warn ? warn(input) : {};
  if (result.success) return { success: true, output: result.output, errors: {}, warnings };
  return { success: false, errors: fieldMessages(result.issues), warnings };
}

/** A form's `validate` (values -> field errors) from a schema, for the form-mode machine. */
export function schemaValidator<S extends AnySchema>(schema: S): (values: unknown) => FieldMessages {
  return (values) => validate(schema, values).errors;
}

/** Every descriptor English can come back from: the messages, the warnings and the field labels. */
const knownMessages: readonly MessageDescriptor[] = [
  ...Object.values(validationMessages),
  ...Object.values(validationWarnings),
];
const knownLabels: readonly MessageDescriptor[] = Object.values(fieldLabels);

/** The longest server text `describeServerMessage` reads back into one of our messages. */
export const serverMessageMaxLength = 1000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Turns an English message of the server back into its translatable descriptor when it is one of ours
 * ("City must be less than 50 characters" -> the tooLong template with the City label and 50), so the
 * hub shows server field errors in the reader's language. Other texts stay as they are.
 */
export function describeServerMessage(
  text: string,
  /** More messages of ours the text may be (an area's own, e.g. the account's), tried first. */
  extra: readonly MessageDescriptor[] = [],
): MessageDescriptor {
  // None of ours is this long; a longer text is shown as it is, before any pattern runs on it.
  if (text.length > serverMessageMaxLength) return { id: text, message: text };
  for (const template of [...extra, ...knownMessages]) {
    const names: string[] = [];
    const pattern = escapeRegExp(template.message).replace(/\\\{(\w+)\\\}/g, (_, name: string) => {
      names.push(name);
      return '(.+?)';
    });
    const match = new RegExp(`^${pattern}$`).exec(text);
    if (!match) continue;
    const values: Record<string, string | number | MessageDescriptor> = {};
    let understood = true;
    names.forEach((name, index) => {
      const raw = match[index + 1] ?? '';
      if (name === 'field') {
        const label = knownLabels.find((candidate) => candidate.message === raw);
        if (label) values[name] = label;
        else understood = false;
      } else if (/^\d+$/.test(raw)) values[name] = Number(raw);
      else values[name] = raw;
    });
    if (understood) return names.length > 0 ? { ...template, values } : template;
  }
  return { id: text, message: text };
}

/** Server field errors in English (`{field: [text]}`) as descriptors, for the form-mode machine's `failed`. */
export function describeServerErrors(
  errors: Record<string, unknown>,
  /** More messages of ours the texts may be (see describeServerMessage). */
  extra: readonly MessageDescriptor[] = [],
): FieldMessages {
  const described: FieldMessages = {};
  for (const [field, value] of Object.entries(errors)) {
    const texts = (Array.isArray(value) ? value : [value]).filter(
      (text): text is string => typeof text === 'string',
    );
    if (texts.length > 0) described[field] = texts.map((text) => describeServerMessage(text, extra));
  }
  return described;
}
