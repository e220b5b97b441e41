// Request input checked by @hub/domain's schemas (spec section 5), answered as Django REST framework does:
// status 400 with `{field: [English messages]}`. The rules and their texts live in the domain; what is
// here is the server's glue: a result into a 400, schema output into column names, and the query
// timestamps of the activity filters.
import {
  emailSchema,
  formatMessage,
  isCalendarDate,
  languageChangeSchema,
  loginSchema,
  newPasswordFieldSchema,
  nonFieldErrorsKey,
  toEnglish,
  userDetailsPatchSchema,
  validate,
  validateShippingUpdate,
  validationMessages,
  type AnySchema,
  type PasswordNames,
  type ShippingAddress,
  type UiLanguage,
  type ValidationResult,
} from '@hub/domain';
import type { Body } from './http/body';
import { invalid } from './http/errors';

/** The output of a valid result; a 400 with the domain's English messages per field otherwise. */
function outputOf<T>(result: ValidationResult<T>): T {
  if (!result.success) throw invalid(toEnglish(result.errors));
  return result.output;
}

/** One field's value through a field schema of the domain; a 400 with its English message under `field`. */
function fieldOutput(field: string, schema: AnySchema, value: unknown): unknown {
  const result = validate(schema, value);
  if (!result.success) throw invalid({ [field]: toEnglish(result.errors)[nonFieldErrorsKey] ?? [] });
  return result.output;
}

/** The `email` of a password reset request: the domain's email rules (spec section 5), trimmed. */
export function passwordResetEmailInput(body: Body): string {
  return fieldOutput('email', emailSchema, body.email) as string;
}

/**
 * The `token` of a set-password request as text; missing, null or not text is a 400 in DRF's words
 * (whether the text is a live token is the database's question).
 */
export function resetTokenInput(body: Body): string {
  const { token } = body;
  if (typeof token === 'string') return token;
  const message =
    token === undefined
      ? validationMessages.fieldRequired
      : token === null
        ? validationMessages.notNull
        : validationMessages.notAString;
  throw invalid({ token: [formatMessage(message)] });
}

/** The `token` of an email-change link (confirm or keep), read as a set-password token is. */
export const emailChangeTokenInput = resetTokenInput;

/** The new `password` of a set-password request: the domain's new-password rules with the user's names. */
export function newPasswordInput(body: Body, names: PasswordNames): string {
  return fieldOutput('password', newPasswordFieldSchema(names), body.password) as string;
}

/** The session login's `{email, password}` (spec section 5: login email and password), email trimmed. */
export function loginInput(body: Body): { email: string; password: string } {
  return outputOf(validate(loginSchema, body));
}

/**
 * The OAuth2 password grant's username and password under the same login rules, or null when they
 * break one (the token endpoint answers that as RFC 6749's invalid_grant, without a database lookup).
 */
export function loginCredentials(
  username: string,
  password: string,
): { email: string; password: string } | null {
  const result = validate(loginSchema, { email: username, password });
  return result.success ? result.output : null;
}

/** The user's editable details, by column: only the fields sent, trimmed; the phone as `+<code><digits>`. */
export interface UserDetailsChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}

/**
 * The fields of a `PATCH /api/v2/user/` (names, email, phone in the domain's stored form), every
 * problem at once; fields the endpoint does not edit are ignored, as DRF does. The current password
 * comes apart: it is no column, only the proof a new email needs (src/account/email-change.ts).
 */
export function userDetailsChanges(body: Body): {
  changes: UserDetailsChanges;
  currentPassword: string | undefined;
} {
  const output = outputOf(validate(userDetailsPatchSchema, body));
  const changes: UserDetailsChanges = {};
  if (output.first_name !== undefined) changes.firstName = output.first_name;
  if (output.last_name !== undefined) changes.lastName = output.last_name;
  if (output.email !== undefined) changes.email = output.email;
  if (output.phone !== undefined) changes.phone = output.phone;
  return { changes, currentPassword: output.current_password };
}

/** The `language` of `PATCH /api/v3/users/{id}/`: one of the ten UI language codes, exactly. */
export function languageChange(body: Body): UiLanguage {
  return outputOf(validate(languageChangeSchema, body)).language as UiLanguage;
}

/**
 * A shipping PATCH merged into the stored address (spec section 3; the domain's merge: country and
 * timezone default when empty) and checked as a whole. PO-box warnings do not stop a save.
 */
export function shippingUpdate(stored: ShippingAddress | null, body: Body): ShippingAddress {
  return outputOf(validateShippingUpdate(stored, body));
}

/**
 * A timestamp of a query filter: an ISO date (`2026-01-31`, midnight UTC) or date-time with an optional
 * offset (`2026-01-31T00:00:00`, read as UTC when it has none). Null when it is not one.
 */
export function parseTimestamp(raw: string): Date | null {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      raw.trim(),
    );
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone = 'Z'] = match;
  const offset = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}.${fraction.padEnd(3, '0').slice(0, 3)}${offset}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // Reject dates the calendar does not have (2026-02-31), which Date would roll over. (Not Date.UTC:
  // it reads the years 0 to 99 as 1900 to 1999, and 0000-02-29 is a day while 1900-02-29 is not.)
  if (!isCalendarDate(`${y}-${mo}-${d}`)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  return date;
}
