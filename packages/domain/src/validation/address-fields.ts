// Field schemas (spec section 5) of the phone and the shipping address, apart from fields.ts because they
// need libphonenumber-js's metadata: only the pages with a phone or an address load it.
import * as v from 'valibot';
import { isUsState } from '../addresses';
import { defaults, limits } from '../constants';
import { isValidTimeZone } from '../dates';
import type { MessageDescriptor } from '../messages';
import { isPhoneCountry, normalizeStoredPhone } from '../phones';
import { encodeMessage } from './issues';
import { fieldLabels, requiredMessage, tooLongMessage, validationMessages } from './messages';
import { text } from './text-field';

const m = encodeMessage;

/**
 * A phone as stored and sent (`+<calling code><digits>`, spec section 4): required, at most 20
 * characters, a valid number; output normalised to `+<code><digits>`.
 */
export const storedPhoneSchema = text(
  fieldLabels.phone,
  v.trim(),
  v.nonEmpty(m(requiredMessage(fieldLabels.phone))),
  v.maxLength(limits.phoneInput, m(validationMessages.invalidPhone)),
  v.check((value: string) => normalizeStoredPhone(value) !== null, m(validationMessages.invalidPhone)),
  v.transform((value: string) => normalizeStoredPhone(value) ?? value),
);

/** The phone input of a form (national number as typed): required, at most 20 characters; trimmed. */
export const phoneInputSchema = text(
  fieldLabels.phone,
  v.trim(),
  v.nonEmpty(m(requiredMessage(fieldLabels.phone))),
  v.maxLength(limits.phoneInput, m(tooLongMessage(fieldLabels.phone, limits.phoneInput))),
);

/** The country of a phone input: one of the phone list's codes. */
export const phoneCountrySchema = text(
  fieldLabels.phoneCountry,
  v.nonEmpty(m(requiredMessage(fieldLabels.phoneCountry))),
  v.check((value: string) => isPhoneCountry(value), m(validationMessages.invalidCountry)),
);

/** First address line: required, at most 255 characters; trimmed. */
export const address1Schema = text(
  fieldLabels.address1,
  v.trim(),
  v.nonEmpty(m(requiredMessage(fieldLabels.address1))),
  v.maxLength(limits.address, m(tooLongMessage(fieldLabels.address1, limits.address))),
);

/** Second address line: optional (null or absent gives ''), at most 255 characters; trimmed. */
export const address2Schema = v.nullish(
  text(
    fieldLabels.address2,
    v.trim(),
    v.maxLength(limits.address, m(tooLongMessage(fieldLabels.address2, limits.address))),
  ),
  '',
);

/** City: required, at most 50 characters, letters and spaces only; trimmed (spec section 5). */
export const citySchema = text(
  fieldLabels.city,
  v.trim(),
  v.nonEmpty(m(requiredMessage(fieldLabels.city))),
  v.maxLength(limits.city, m(tooLongMessage(fieldLabels.city, limits.city))),
  // Letters of any script (with their combining accents) and spaces, as the spec says: "St. Louis" is refused.
  v.regex(/^[\p{L}\p{M} ]+$/u, m(validationMessages.invalidCity)),
);

/** Zipcode: required, at most 12 characters, ASCII letters and digits only; trimmed (spec section 5). */
export const zipcodeSchema = text(
  fieldLabels.zipcode,
  v.trim(),
  v.nonEmpty(m(requiredMessage(fieldLabels.zipcode))),
  v.maxLength(limits.zipcode, m(tooLongMessage(fieldLabels.zipcode, limits.zipcode))),
  v.regex(/^[A-Za-z0-9]+$/, m(validationMessages.invalidZipcode)),
);

/** State: at most 255 characters; trimmed. Required, and a US code, when the country is the US (form schema). */
export const stateSchema = v.nullish(
  text(fieldLabels.state, v.trim(), v.maxLength(255, m(tooLongMessage(fieldLabels.state, 255)))),
  '',
);

/** Country: an ISO code of the country list; missing, null or empty gives the default (US). */
export const countrySchema = v.pipe(
  v.nullish(text(fieldLabels.country, v.trim()), ''),
  v.transform((value: string) => (value === '' ? defaults.country : value)),
  v.check((value: string) => isPhoneCountry(value), m(validationMessages.invalidCountry)),
);

/** Timezone: an IANA name; missing, null or empty gives the default (America/New_York). */
export const timezoneSchema = v.pipe(
  v.nullish(text(fieldLabels.timezone, v.trim()), ''),
  v.transform((value: string) => (value === '' ? defaults.timezone : value)),
  v.check((value: string) => isValidTimeZone(value), m(validationMessages.invalidTimezone)),
);

/** Whether a state fits the country: required and a US code for the US, anything for other countries. */
export function stateMessageFor(country: string, state: string): MessageDescriptor | null {
  if (country !== 'US') return null;
  if (state === '') return requiredMessage(fieldLabels.state);
  return isUsState(state) ? null : validationMessages.invalidState;
}
