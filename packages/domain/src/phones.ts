// Phone numbers (spec sections 3, 4 and 9) on libphonenumber-js: the country list with calling codes
// and masks, as-you-type formatting, the stored form `+<calling code><digits>` and its parsing back.
//
// Choices where the spec is silent:
// - Inputs hold the national number grouped as in the international format, without the calling code
//   (the form shows the code beside the input): `201 555 0123`, which is the spec's default mask
//   `xxx xxx xxxx`. A trunk prefix the user types (the UK's 0) is dropped once it is recognised.
// - A country's mask is its example mobile number's grouping with digits as `x`.
// - "Valid for the selected country" is strict: a Canadian number with the US selected is refused, and so
//   is a number shared by several countries (+1 800) unless the selected one is the country its stored
//   form reads back as; so a stored number always parses back to the country it was entered with.
import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { defaults, priorityPhoneCountries } from './constants';

/** An ISO 3166-1 alpha-2 code that libphonenumber-js knows (the countries of the phone list). */
export type PhoneCountryCode = CountryCode;

/** One entry of the phone country list: ISO code, name, calling code (digits) and input mask. */
export interface PhoneCountry {
  code: PhoneCountryCode;
  name: string;
  callingCode: string;
  mask: string;
}

/** A stored number read back: the country it belongs to and its national (significant) digits. */
export interface ParsedPhone {
  country: PhoneCountryCode;
  nationalNumber: string;
}

/** Whether a value is a country code of the phone list. */
export function isPhoneCountry(value: unknown): value is PhoneCountryCode {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value) && isSupportedCountry(value);
}

/** The calling code of a country, digits only (`'1'` for the US). */
export function phoneCallingCode(country: PhoneCountryCode): string {
  return getCountryCallingCode(country);
}

/** Strips the calling code from an international format: `+44 7400 123456` -> `7400 123456`. */
function withoutCallingCode(international: string, callingCode: string): string | null {
  const prefix = `+${callingCode} `;
  return international.startsWith(prefix) ? international.slice(prefix.length) : null;
}

/** The input mask of a country (`xxx xxx xxxx` style), or the default mask when none can be derived. */
export function phoneMask(country: PhoneCountryCode): string {
  const example = getExampleNumber(country, examples);
  const grouped = example && withoutCallingCode(example.formatInternational(), example.countryCallingCode);
  return grouped ? grouped.replace(/\d/g, 'x') : defaults.phoneMask;
}

const listCache = new Map<string, readonly PhoneCountry[]>();

/**
 * The phone country list (spec section 9): the priority countries first in the spec's order, then the
 * rest by name in the given language. Names come from `Intl.DisplayNames`.
 */
export function phoneCountries(locale = 'en'): readonly PhoneCountry[] {
  const cached = listCache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  const entry = (code: PhoneCountryCode): PhoneCountry => ({
    code,
    name: names.of(code) ?? code,
    callingCode: getCountryCallingCode(code),
    mask: phoneMask(code),
  });
  const priority: readonly string[] = priorityPhoneCountries;
  const collator = new Intl.Collator([locale, 'en']);
  const rest = getCountries()
    .filter((code) => !priority.includes(code))
    .map(entry)
    .sort((a, b) => collator.compare(a.name, b.name));
  const list = Object.freeze([...priorityPhoneCountries.map(entry), ...rest]);
  listCache.set(locale, list);
  return list;
}

// Digits with the usual separators, and a plus only in front (after any leading white space, trimmed
// before the test so no two white-space runs compete).
const phoneCharacters = /^\+?[\d\s().-]*$/;

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Formats what the user typed as they type: the national number grouped as in the international
 * format (`201 555 0123`). Input starting with `+` is formatted as a whole international number.
 * Never drops a digit the user typed, except a recognised trunk prefix (or carrier code) that the stored
 * form drops too.
 */
export function formatPhoneInput(country: PhoneCountryCode, input: string): string {
  if (!phoneCharacters.test(input.trimStart())) return input;
  try {
    return formatPhoneDigits(country, input);
  } catch {
    // libphonenumber-js 1.13 throws on a few partial inputs (Cape Verde's "02"): show them as typed.
    return input;
  }
}

function formatPhoneDigits(country: PhoneCountryCode, input: string): string {
  if (input.trim().startsWith('+')) return new AsYouType().input(input.trim());
  const typer = new AsYouType(country);
  const typed = typer.input(input);
  const callingCode = getCountryCallingCode(country);
  // Dialled abroad with the international prefix ("00 30 ..."): libphonenumber's own formatting, every digit kept.
  if (typer.isInternational() || (typer.getCallingCode() ?? callingCode) !== callingCode) return typed;
  const digits = digitsOf(input);
  const stored = toStoredPhone(country, digits);
  // A complete number: its national digits as stored. While typing: the national digits as-you-type
  // reads them, which drops a trunk prefix ("07..." in the UK) from the first digit after it.
  const national = stored
    ? (parseStoredPhone(stored)?.nationalNumber ?? '')
    : nationalWhileTyping(country, digits);
  // Too short to read yet (a lone "0" or "1"): keep the digits typed.
  if (national === '') return digits;
  // Formatting must not change what is read: the national digits read again must give the same
  // national digits and the same stored form. Otherwise keep libphonenumber's formatting of what was typed.
  if (nationalWhileTyping(country, national) !== national || toStoredPhone(country, national) !== stored) {
    return typed;
  }
  const international = new AsYouType().input(`+${callingCode}${national}`);
  return withoutCallingCode(international, callingCode) ?? national;
}

function nationalWhileTyping(country: PhoneCountryCode, digits: string): string {
  const typer = new AsYouType(country);
  typer.input(digits);
  return typer.getNationalNumber();
}

function parseForCountry(country: PhoneCountryCode, input: string): PhoneNumber | undefined {
  if (!phoneCharacters.test(input.trimStart()) || digitsOf(input) === '') return undefined;
  return parsePhoneNumberFromString(input, country);
}

/**
 * The stored form `+<calling code><digits>` of a valid input (spec section 4), or null when it is not a
 * valid number of the selected country. The stored form must also read back as that country: a +1 800
 * number entered for Puerto Rico would read back as the US, so it counts as a US number only.
 */
export function toStoredPhone(country: PhoneCountryCode, input: string): string | null {
  const number = parseForCountry(country, input);
  if (!number?.isValid() || number.country !== country) return null;
  return parsePhoneNumberFromString(number.number)?.country === country ? number.number : null;
}

/** Whether the input is a valid number of the selected country (spec section 5). */
export function isValidPhoneForCountry(country: PhoneCountryCode, input: string): boolean {
  return toStoredPhone(country, input) !== null;
}

/**
 * The stored form of a full international number (`+1 202 555 0143` -> `+12025550143`), or null when the
 * text is not a valid number with its calling code.
 */
export function normalizeStoredPhone(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('+') || !phoneCharacters.test(trimmed)) return null;
  const number = parsePhoneNumberFromString(trimmed);
  return number?.isValid() ? number.number : null;
}

/** The country that owns a calling code when the number itself does not tell (priority countries first). */
function countryOfCallingCode(
  callingCode: string,
  possible: readonly CountryCode[],
): CountryCode | undefined {
  return (
    priorityPhoneCountries.find((code) => getCountryCallingCode(code) === callingCode) ??
    possible[0] ??
    getCountries().find((code) => getCountryCallingCode(code) === callingCode)
  );
}

/**
 * Reads a stored number back into its country and national digits. An ambiguous calling code (+1)
 * resolves from the number itself (+1 787 is Puerto Rico). Null for text that is not a number.
 */
export function parseStoredPhone(stored: string): ParsedPhone | null {
  const trimmed = stored.trim();
  if (!trimmed.startsWith('+') || !phoneCharacters.test(trimmed)) return null;
  const number = parsePhoneNumberFromString(trimmed);
  if (!number) return null;
  const country =
    number.country ?? countryOfCallingCode(number.countryCallingCode, number.getPossibleCountries());
  return country ? { country, nationalNumber: number.nationalNumber } : null;
}

/** A stored number for display in international format (`+1 201 555 0123`); the text itself if it is not one. */
export function formatStoredPhone(stored: string): string {
  const trimmed = stored.trim();
  const number = trimmed.startsWith('+') ? parsePhoneNumberFromString(trimmed) : undefined;
  return number ? number.formatInternational() : stored;
}
