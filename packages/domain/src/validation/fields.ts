// Field schemas (spec section 5) of names, email and passwords; the phone and address ones are in
// address-fields.ts, so a page without them (the login) does not load the phone metadata. Each field stops at its first failing rule (required, then blank, then
// too long, then invalid), so a field shows one clear message. Text is trimmed, except passwords.
import * as v from 'valibot';
import { limits } from '../constants';
import type { MessageDescriptor } from '../messages';
import { encodeMessage } from './issues';
import { text } from './text-field';
import {
  blankMessage,
  fieldLabels,
  forbiddenSymbolsMessage,
  requiredMessage,
  tooLongMessage,
  tooShortMessage,
  validationMessages,
} from './messages';

const m = encodeMessage;

// Printable Latin-1: the ASCII printable range and U+00A0-U+00FF (spec: "only Latin-1 characters").
const latin1 = /^[\u0020-\u007e\u00a0-\u00ff]*$/;

function nameSchema(label: MessageDescriptor, maxLen: number) {
  return text(
    label,
    v.nonEmpty(m(requiredMessage(label))),
    v.check((value: string) => value.trim() !== '', m(blankMessage(label))),
    v.trim(),
    v.maxLength(maxLen, m(tooLongMessage(label, maxLen))),
    v.regex(latin1, m(validationMessages.invalidCharacters)),
  );
}

/** First name: required, not blank, at most 56 characters, Latin-1 only; trimmed. */
export const firstNameSchema = nameSchema(fieldLabels.firstName, limits.name);
/** Last name: required, not blank, at most 56 characters, Latin-1 only; trimmed. */
export const lastNameSchema = nameSchema(fieldLabels.lastName, limits.name);
/** Full name: required, not blank, at most 114 characters, Latin-1 only; trimmed. */
export const fullNameSchema = nameSchema(fieldLabels.fullName, limits.fullName);

// The standard pattern: RFC 5322's dot-atom local part (as HTML's email input allows its characters) and
// a domain of DNS labels that ends in a top-level domain of letters (or an IDN's xn-- form).
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const atext = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
/** The standard email pattern the email fields use. */
export const emailPattern = new RegExp(
  `^${atext}(?:\\.${atext})*@(?:${label}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$`,
);

/** Email: required, at most 254 characters, the standard pattern; trimmed (spec section 5). */
export const emailSchema = text(
  fieldLabels.email,
  v.trim(),
  v.nonEmpty(m(requiredMessage(fieldLabels.email))),
  v.maxLength(limits.email, m(tooLongMessage(fieldLabels.email, limits.email))),
  v.regex(emailPattern, m(validationMessages.invalidEmail)),
);

/** Login email: required, at most 255 characters (`limits.loginEmail`), the standard pattern; trimmed. */
export const loginEmailSchema = text(
  fieldLabels.email,
  v.trim(),
  v.nonEmpty(m(requiredMessage(fieldLabels.email))),
  v.maxLength(limits.loginEmail, m(tooLongMessage(fieldLabels.email, limits.loginEmail))),
  v.regex(emailPattern, m(validationMessages.invalidLoginEmail)),
);

/** Login password: required, at most as long as a new password may be (255); never trimmed. */
export const loginPasswordSchema = text(
  fieldLabels.password,
  v.nonEmpty(m(requiredMessage(fieldLabels.password))),
  v.maxLength(limits.loginPassword, m(tooLongMessage(fieldLabels.password, limits.loginPassword))),
);

/**
 * The current password, asked again before a change that could take the account (a new email): at most
 * as long as any password may be, never trimmed. Whether it is right is the server's to say.
 */
export const currentPasswordSchema = text(
  fieldLabels.currentPassword,
  v.nonEmpty(m(requiredMessage(fieldLabels.currentPassword))),
  v.maxLength(limits.passwordMax, m(tooLongMessage(fieldLabels.currentPassword, limits.passwordMax))),
);

/**
 * The symbols a new password may hold besides ASCII letters and digits. The spec says "listed symbols"
 * without the list: we allow all 32 printable ASCII punctuation characters (no space, nothing beyond ASCII).
 */
export const passwordSymbols = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
/** The characters a new password may hold: ASCII letters, digits and `passwordSymbols` (empty matches). */
export const passwordCharacters = new RegExp(`^[A-Za-z0-9${passwordSymbols.replace(/[\]\\^-]/g, '\\$&')}]*$`);

/** How many of the four classes (lowercase, uppercase, digit, symbol) a password uses. */
export function passwordClassCount(password: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
}

/** The names a new password must not contain. */
export interface PasswordNames {
  firstName?: string | null;
  lastName?: string | null;
}

// A name counts when it has at least 3 characters: refusing every password that contains "al" because
// the user is called Al would refuse most passwords. Each word of a name of several words counts too.
const shortestNameChecked = 3;

/** Whether a password contains the first or last name (or a word of them), ignoring case. */
export function passwordContainsName(password: string, names: PasswordNames): boolean {
  const lower = password.toLowerCase();
  const parts = [names.firstName, names.lastName].flatMap((name) => {
    const whole = (name ?? '').trim().toLowerCase();
    return [whole, ...whole.split(/\s+/)];
  });
  return parts.some((part) => part.length >= shortestNameChecked && lower.includes(part));
}

/**
 * A new password (spec section 5): required, 8 to 255 characters, letters, digits and ASCII punctuation
 * only, at least three of the four classes, not containing the first or last name.
 */
export function newPasswordFieldSchema(names: PasswordNames = {}) {
  const label = fieldLabels.password;
  return text(
    label,
    v.nonEmpty(m(requiredMessage(label))),
    v.minLength(limits.passwordMin, m(tooShortMessage(label, limits.passwordMin))),
    v.maxLength(limits.passwordMax, m(tooLongMessage(label, limits.passwordMax))),
    v.regex(passwordCharacters, m(forbiddenSymbolsMessage(label))),
    v.check((value: string) => passwordClassCount(value) >= 3, m(validationMessages.passwordClasses)),
    v.check(
      (value: string) => !passwordContainsName(value, names),
      m(validationMessages.passwordContainsName),
    ),
  );
}

/** The password confirmation: required (the match is checked by the form schema). */
export const passwordConfirmationSchema = text(
  fieldLabels.passwordConfirmation,
  v.nonEmpty(m(requiredMessage(fieldLabels.passwordConfirmation))),
);
