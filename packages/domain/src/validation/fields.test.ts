import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  emailPattern,
  emailSchema,
  firstNameSchema,
  fullNameSchema,
  lastNameSchema,
  loginEmailSchema,
  loginPasswordSchema,
  newPasswordFieldSchema,
  passwordClassCount,
  passwordConfirmationSchema,
  passwordContainsName,
  passwordSymbols,
} from './fields';
import {
  address1Schema,
  address2Schema,
  citySchema,
  countrySchema,
  phoneCountrySchema,
  phoneInputSchema,
  stateMessageFor,
  stateSchema,
  storedPhoneSchema,
  timezoneSchema,
  zipcodeSchema,
} from './address-fields';
import { validate, type AnySchema } from './issues';

/** The English message of a field's first failing rule, or null when the value is valid. */
function messageOf(schema: AnySchema, value: unknown): string | null {
  const result = validate(schema, value);
  if (result.success) return null;
  const [first] = result.errors.non_field_errors ?? [];
  return first ? formatMessage(first) : 'no message';
}

function outputOf(schema: AnySchema, value: unknown): unknown {
  const result = validate(schema, value);
  return result.success ? result.output : 'invalid';
}

describe('names (spec section 5)', () => {
  it.each<[string, AnySchema, unknown, string | null]>([
    ['accepts a first name', firstNameSchema, 'Dana', null],
    ['accepts accents, apostrophes and hyphens of Latin-1', lastNameSchema, "O'Brien-Müller", null],
    ['requires the first name', firstNameSchema, '', 'First name is required'],
    ['requires the last name', lastNameSchema, '', 'Last name is required'],
    [
      'rejects a blank first name',
      firstNameSchema,
      '   ',
      'First name may not contain only empty characters',
    ],
    ['rejects a blank last name', lastNameSchema, '\t ', 'Last name may not contain only empty characters'],
    ['accepts a 56-character first name', firstNameSchema, 'a'.repeat(56), null],
    [
      'rejects a 57-character first name',
      firstNameSchema,
      'a'.repeat(57),
      'First name must be less than 56 characters',
    ],
    [
      'rejects a 57-character last name',
      lastNameSchema,
      'b'.repeat(57),
      'Last name must be less than 56 characters',
    ],
    ['measures the length after trimming', firstNameSchema, ` ${'a'.repeat(56)} `, null],
    ['rejects Cyrillic', firstNameSchema, 'Дана', 'Please include valid characters'],
    ['rejects Chinese', lastNameSchema, '王', 'Please include valid characters'],
    ['rejects an emoji', firstNameSchema, 'Dana 🙂', 'Please include valid characters'],
    ['rejects a control character', firstNameSchema, 'Da\u0007na', 'Please include valid characters'],
    ['accepts a 114-character full name', fullNameSchema, 'a'.repeat(114), null],
    [
      'rejects a 115-character full name',
      fullNameSchema,
      'a'.repeat(115),
      'Full name must be less than 114 characters',
    ],
    ['calls a missing first name required', firstNameSchema, undefined, 'First name is required'],
    ['refuses null', firstNameSchema, null, 'This field may not be null.'],
    ['refuses a number', lastNameSchema, 12, 'Not a valid string.'],
    ['refuses an object', lastNameSchema, { name: 'x' }, 'Not a valid string.'],
  ])('%s', (_, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it('gives the name trimmed', () => {
    expect(outputOf(firstNameSchema, '  Dana ')).toBe('Dana');
  });
});

describe('email (spec section 5)', () => {
  it.each<[string, unknown, string | null]>([
    ['accepts an address', 'dana@example.com', null],
    ['accepts plus, apostrophe and subdomains', "o'brien+hub@mail.example.co.uk", null],
    ['accepts an internationalised top-level domain', 'dana@example.xn--p1ai', null],
    ['requires an email', '', 'Email is required'],
    ['requires an email that is not blank', '   ', 'Email is required'],
    ['rejects an address without a domain', 'dana@', 'Please enter a valid email.'],
    ['rejects an address without a top-level domain', 'dana@example', 'Please enter a valid email.'],
    ['rejects a space inside', 'da na@example.com', 'Please enter a valid email.'],
    ['rejects two @', 'a@b@example.com', 'Please enter a valid email.'],
    ['rejects two dots in a row', 'dana..x@example.com', 'Please enter a valid email.'],
    ['rejects a domain label starting with a hyphen', 'dana@-example.com', 'Please enter a valid email.'],
    ['accepts 254 characters', `${'a'.repeat(242)}@example.com`, null],
    ['rejects 255 characters', `${'a'.repeat(243)}@example.com`, 'Email must be less than 254 characters'],
    ['refuses a list', ['a@b.co'], 'Not a valid string.'],
  ])('%s', (_, value, message) => {
    expect(messageOf(emailSchema, value)).toBe(message);
  });

  it('gives the address trimmed', () => {
    expect(outputOf(emailSchema, ' dana@example.com ')).toBe('dana@example.com');
  });

  it('never accepts text without exactly one @ between non-empty parts', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (emailPattern.test(text)) expect(text).toMatch(/^[^@\s]+@(?:[^@\s.]+\.)+[^@\s.]+$/);
      }),
    );
  });
});

describe('login (spec section 5)', () => {
  it.each<[string, AnySchema, unknown, string | null]>([
    ['accepts a login email', loginEmailSchema, 'dana@example.com', null],
    ['requires the login email', loginEmailSchema, '', 'Email is required'],
    ['rejects an invalid login email', loginEmailSchema, 'dana', 'Please input a valid email on login'],
    ['accepts a 255-character login email', loginEmailSchema, `${'a'.repeat(243)}@example.com`, null],
    [
      'rejects a 256-character login email',
      loginEmailSchema,
      `${'a'.repeat(244)}@example.com`,
      'Email must be less than 255 characters',
    ],
    ['requires the password', loginPasswordSchema, '', 'Password is required'],
    [
      'accepts a 255-character password, the longest that may be set',
      loginPasswordSchema,
      'p'.repeat(255),
      null,
    ],
    [
      'rejects a 256-character password',
      loginPasswordSchema,
      'p'.repeat(256),
      'Password must be less than 255 characters',
    ],
    ['keeps spaces of a password as they are', loginPasswordSchema, ' secret ', null],
  ])('%s', (_, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it('never trims a password', () => {
    expect(outputOf(loginPasswordSchema, ' secret ')).toBe(' secret ');
  });
});

describe('new password (spec section 5)', () => {
  const names = { firstName: 'Dana', lastName: 'Okafor' };
  it.each<[string, unknown, string | null]>([
    ['accepts letters, a digit and a symbol', 'Sunny#2026', null],
    ['accepts three classes without a symbol', 'Sunnyday2026', null],
    ['accepts three classes without an uppercase letter', 'sunny#2026', null],
    ['requires a password', '', 'Password is required'],
    ['rejects 7 characters', 'Ab#4567', 'Password should not be less than 8 characters'],
    ['accepts 8 characters', 'Ab#45678', null],
    ['accepts 255 characters', `Ab#${'4'.repeat(252)}`, null],
    ['rejects 256 characters', `Ab#${'4'.repeat(253)}`, 'Password must be less than 255 characters'],
    ['rejects a space', 'Sunny 2026#', 'Password contains forbidden symbols'],
    ['rejects a letter beyond ASCII', 'Sünny#2026', 'Password contains forbidden symbols'],
    ['rejects an emoji', 'Sunny#2026🙂', 'Password contains forbidden symbols'],
    [
      'rejects only lowercase letters and digits',
      'sunny2026',
      'Password must include letters, numbers, and special symbols',
    ],
    ['rejects only letters', 'SunnyDays', 'Password must include letters, numbers, and special symbols'],
    ['rejects the first name in any case', 'DANA#2026x', 'Password must not contain your first or last name'],
    ['rejects the last name', 'x#1okaFOR', 'Password must not contain your first or last name'],
    ['refuses a number', 12345678, 'Not a valid string.'],
  ])('%s', (_, value, message) => {
    expect(messageOf(newPasswordFieldSchema(names), value)).toBe(message);
  });

  it('accepts every printable ASCII punctuation character as a symbol', () => {
    for (const symbol of passwordSymbols)
      expect(messageOf(newPasswordFieldSchema(), `Sunny20${symbol}`)).toBeNull();
    expect(passwordSymbols).toHaveLength(32);
  });

  it('rejects a word of a last name of several words', () => {
    expect(messageOf(newPasswordFieldSchema({ lastName: 'van Houten' }), 'Houten#2026')).toBe(
      'Password must not contain your first or last name',
    );
  });

  it('checks no name when none is given', () => {
    expect(messageOf(newPasswordFieldSchema(), 'Dana#2026')).toBeNull();
  });

  it('ignores names shorter than three characters', () => {
    expect(passwordContainsName('Always#2026', { firstName: 'Al', lastName: null })).toBe(false);
    expect(passwordContainsName('Albert#2026', { firstName: 'Albert' })).toBe(true);
  });

  it.each([
    ['abc', 1],
    ['aB', 2],
    ['aB3', 3],
    ['aB3!', 4],
    ['', 0],
  ])('counts the classes of %j as %i', (password, count) => {
    expect(passwordClassCount(password)).toBe(count);
  });

  it('requires the confirmation', () => {
    expect(messageOf(passwordConfirmationSchema, '')).toBe('Password confirmation is required');
  });
});

describe('phone (spec section 5)', () => {
  it.each<[string, AnySchema, unknown, string | null]>([
    ['accepts a stored US number', storedPhoneSchema, '+12025550143', null],
    ['accepts a stored UK number', storedPhoneSchema, '+442079460958', null],
    ['accepts a stored number with spaces', storedPhoneSchema, '+1 202 555 0143', null],
    ['requires a stored phone', storedPhoneSchema, '', 'Phone is required'],
    ['rejects two digits', storedPhoneSchema, '12', 'Please input a valid phone number'],
    [
      'rejects a number without its calling code',
      storedPhoneSchema,
      '2025550143',
      'Please input a valid phone number',
    ],
    [
      'rejects a stored number over 20 characters',
      storedPhoneSchema,
      '+1 202 555 0143 0000 00',
      'Please input a valid phone number',
    ],
    [
      'rejects a number of no country',
      storedPhoneSchema,
      '+1 555 555 5555',
      'Please input a valid phone number',
    ],
    ['refuses null', storedPhoneSchema, null, 'This field may not be null.'],
    ['requires the phone input', phoneInputSchema, ' ', 'Phone is required'],
    ['accepts a 20-character phone input', phoneInputSchema, '2'.repeat(20), null],
    [
      'rejects a 21-character phone input',
      phoneInputSchema,
      '2'.repeat(21),
      'Phone must be less than 20 characters',
    ],
    ['accepts a phone country', phoneCountrySchema, 'GB', null],
    ['requires a phone country', phoneCountrySchema, '', 'Phone country is required'],
    ['rejects an unknown phone country', phoneCountrySchema, 'ZZ', 'Please select a valid country'],
  ])('%s', (_, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it('stores the phone without spaces', () => {
    expect(outputOf(storedPhoneSchema, ' +1 202 555 0143 ')).toBe('+12025550143');
  });
});

describe('address fields (spec section 5)', () => {
  it.each<[string, AnySchema, unknown, string | null]>([
    ['accepts an address line', address1Schema, '12 Main St', null],
    ['requires the first address line', address1Schema, '', 'Address is required'],
    ['requires a first address line that is not blank', address1Schema, '  ', 'Address is required'],
    ['accepts a 255-character address line', address1Schema, 'a'.repeat(255), null],
    [
      'rejects a 256-character address line',
      address1Schema,
      'a'.repeat(256),
      'Address must be less than 255 characters',
    ],
    ['lets the second line be empty', address2Schema, '', null],
    ['lets the second line be null', address2Schema, null, null],
    [
      'rejects a 256-character second line',
      address2Schema,
      'a'.repeat(256),
      'Address line 2 must be less than 255 characters',
    ],
    ['accepts a city', citySchema, 'Springfield', null],
    ['accepts a city with accents and spaces', citySchema, 'São Paulo', null],
    ['accepts a city of another script', citySchema, 'Київ', null],
    ['requires the city', citySchema, '', 'City is required'],
    ['accepts a 50-character city', citySchema, 'a'.repeat(50), null],
    ['rejects a 51-character city', citySchema, 'a'.repeat(51), 'City must be less than 50 characters'],
    ['rejects digits in the city', citySchema, 'Area 51', 'Please input a valid city'],
    ['rejects punctuation in the city', citySchema, 'St. Louis', 'Please input a valid city'],
    ['accepts a zipcode', zipcodeSchema, '62704', null],
    ['accepts a zipcode with letters', zipcodeSchema, 'SW1A1AA', null],
    ['requires the zipcode', zipcodeSchema, '', 'Zipcode is required'],
    ['accepts a 12-character zipcode', zipcodeSchema, '123456789012', null],
    [
      'rejects a 13-character zipcode',
      zipcodeSchema,
      '1234567890123',
      'Zipcode must be less than 12 characters',
    ],
    ['rejects a dash in the zipcode', zipcodeSchema, '62704-1234', 'Please input a valid Zipcode'],
    ['rejects a space in the zipcode', zipcodeSchema, 'SW1A 1AA', 'Please input a valid Zipcode'],
    ['lets the state be empty on its own', stateSchema, '', null],
    ['rejects a 256-character state', stateSchema, 'a'.repeat(256), 'State must be less than 255 characters'],
    ['accepts a country code', countrySchema, 'CA', null],
    ['rejects a country name', countrySchema, 'United States', 'Please select a valid country'],
    ['rejects a lowercase country code', countrySchema, 'us', 'Please select a valid country'],
    ['refuses a number for the country', countrySchema, 1, 'Not a valid string.'],
    ['accepts a timezone', timezoneSchema, 'America/Chicago', null],
    ['rejects an unknown timezone', timezoneSchema, 'Mars/Olympus', 'Please select a valid timezone'],
  ])('%s', (_, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it.each<[string, AnySchema, unknown, string]>([
    ['an empty country', countrySchema, '', 'US'],
    ['a missing country', countrySchema, undefined, 'US'],
    ['a null country', countrySchema, null, 'US'],
    ['an empty timezone', timezoneSchema, ' ', 'America/New_York'],
    ['a null second line', address2Schema, null, ''],
  ])('gives %s its default', (_, schema, value, expected) => {
    expect(outputOf(schema, value)).toBe(expected);
  });

  it.each([
    ['US', '', 'State is required'],
    ['US', 'XX', 'Please select a valid state'],
    ['US', 'ny', 'Please select a valid state'],
    ['US', 'NY', null],
    ['US', 'AE', null],
    ['CA', '', null],
    ['CA', 'ON', null],
  ])('in %s, checks the state %j: %s', (country, state, message) => {
    const found = stateMessageFor(country, state);
    expect(found ? formatMessage(found) : null).toBe(message);
  });
});
