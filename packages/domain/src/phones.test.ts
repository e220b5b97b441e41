import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priorityPhoneCountries } from './constants';
import {
  formatPhoneInput,
  formatStoredPhone,
  isPhoneCountry,
  isValidPhoneForCountry,
  normalizeStoredPhone,
  parseStoredPhone,
  phoneCallingCode,
  phoneCountries,
  phoneMask,
  toStoredPhone,
  type PhoneCountryCode,
} from './phones';

// A real-looking mobile number of every priority country, typed as a person there would type it
// (national format, with the trunk prefix where the country has one), and its stored form.
const priorityNumbers: [PhoneCountryCode, string, string, string][] = [
  ['US', '(201) 555-0123', '201 555 0123', '+12015550123'],
  ['AU', '0412 345 678', '412 345 678', '+61412345678'],
  ['CA', '(506) 234-5678', '506 234 5678', '+15062345678'],
  ['DE', '01512 3456789', '1512 3456789', '+4915123456789'],
  ['ES', '612 34 56 78', '612 34 56 78', '+34612345678'],
  ['IT', '312 345 6789', '312 345 6789', '+393123456789'],
  ['IE', '085 012 3456', '85 012 3456', '+353850123456'],
  ['GB', '07400 123456', '7400 123456', '+447400123456'],
  ['JP', '090-1234-5678', '90 1234 5678', '+819012345678'],
  ['KR', '010-2000-0000', '10 2000 0000', '+821020000000'],
  ['FR', '06 12 34 56 78', '6 12 34 56 78', '+33612345678'],
  ['NL', '06 12345678', '6 12345678', '+31612345678'],
  ['ZA', '071 123 4567', '71 123 4567', '+27711234567'],
  ['NZ', '021 123 4567', '21 123 4567', '+64211234567'],
  ['MX', '222 123 4567', '222 123 4567', '+522221234567'],
  ['BE', '0450 00 12 34', '450 00 12 34', '+32450001234'],
  ['PR', '(787) 234-5678', '787 234 5678', '+17872345678'],
  ['HK', '5123 4567', '5123 4567', '+85251234567'],
];

describe('the phone country list (spec section 9)', () => {
  it('starts with the priority countries in the spec order', () => {
    const codes = phoneCountries().map((country) => country.code);
    expect(codes.slice(0, priorityPhoneCountries.length)).toEqual([...priorityPhoneCountries]);
  });

  it('lists the other countries after them by English name, each once', () => {
    const rest = phoneCountries().slice(priorityPhoneCountries.length);
    const names = rest.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const codes = phoneCountries().map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThan(200);
  });

  it.each([
    ['US', 'United States', '1', 'xxx xxx xxxx'],
    ['GB', 'United Kingdom', '44', 'xxxx xxxxxx'],
    ['PR', 'Puerto Rico', '1', 'xxx xxx xxxx'],
    ['FR', 'France', '33', 'x xx xx xx xx'],
    ['HK', 'Hong Kong SAR China', '852', 'xxxx xxxx'],
  ])('gives %s its name %s, calling code %s and mask %s', (code, name, callingCode, mask) => {
    const country = phoneCountries().find((entry) => entry.code === code);
    expect(country).toEqual({ code, name, callingCode, mask });
  });

  it('names the countries in the language asked for', () => {
    const german = phoneCountries('de');
    expect(german.find((entry) => entry.code === 'DE')?.name).toBe('Deutschland');
    expect(german).not.toBe(phoneCountries('en'));
    expect(phoneCountries('de')).toBe(german);
  });

  it('gives every country a mask of digit slots and spaces', () => {
    for (const country of phoneCountries()) expect(country.mask).toMatch(/^x[x ]*x$/);
    expect(phoneMask('AC')).toBe('xxxxx');
  });

  it('knows the calling code of a country', () => {
    expect(phoneCallingCode('IE')).toBe('353');
  });

  it.each([
    ['US', true],
    ['GB', true],
    ['us', false],
    ['ZZ', false],
    ['USA', false],
    [1, false],
    [null, false],
  ])('treats %j as a phone country: %s', (value, expected) => {
    expect(isPhoneCountry(value)).toBe(expected);
  });
});

describe('phone numbers of every priority country', () => {
  it.each(priorityNumbers)(
    'formats a %s number typed as %s to %s, stores it as %s and reads it back',
    (country, typed, formatted, stored) => {
      expect(formatPhoneInput(country, typed)).toBe(formatted);
      expect(isValidPhoneForCountry(country, formatted)).toBe(true);
      expect(toStoredPhone(country, typed)).toBe(stored);
      expect(toStoredPhone(country, formatted)).toBe(stored);
      const parsed = parseStoredPhone(stored);
      expect(parsed?.country).toBe(country);
      expect(formatPhoneInput(country, parsed?.nationalNumber ?? '')).toBe(formatted);
    },
  );

  it.each(priorityNumbers)('has a %s mask matching its formatted number', (country, _, formatted) => {
    expect(phoneMask(country)).toBe(formatted.replace(/\d/g, 'x'));
  });
});

describe('formatting as the user types', () => {
  it.each([
    ['US', '', ''],
    ['US', '2', '2'],
    ['US', '201', '201'],
    ['US', '2015', '201 5'],
    ['US', '1', '1'],
    ['US', '12015550123', '201 555 0123'],
    ['GB', '0', '0'],
    ['GB', '07', '7'],
    ['GB', '07400', '7400'],
    ['GB', '07400 1234', '7400 1234'],
    ['CV', '02', '02'],
    ['IT', '06 1234 5678', '06 1234 5678'],
    ['US', '+44 7400 123456', '+44 7400 123456'],
    ['US', '2015550123999', '2015550123999'],
    ['US', 'call me', 'call me'],
    ['NZ', '003080000', '00 30 800 00'],
  ])('formats %s input %j as %j', (country, input, expected) => {
    expect(formatPhoneInput(country as PhoneCountryCode, input)).toBe(expected);
  });
});

describe('validity for the selected country (spec section 5)', () => {
  it.each([
    ['US', '201 555 0123', true],
    ['US', '201 555 012', false],
    ['US', '', false],
    ['US', 'two oh one', false],
    ['US', '416 555 0123', false],
    ['CA', '416 555 0123', true],
    ['US', '+44 7400 123456', false],
    ['GB', '+44 7400 123456', true],
    ['GB', '7400 123456', true],
    ['DE', '12', false],
    ['US', '800 555 0123', true],
    ['PR', '800 555 0123', false],
  ])('treats %s input %j as valid: %s', (country, input, valid) => {
    expect(isValidPhoneForCountry(country as PhoneCountryCode, input)).toBe(valid);
    expect(toStoredPhone(country as PhoneCountryCode, input) !== null).toBe(valid);
  });
});

describe('reading a stored number', () => {
  it.each([
    ['+12015550123', { country: 'US', nationalNumber: '2015550123' }],
    ['+14165550123', { country: 'CA', nationalNumber: '4165550123' }],
    ['+17872345678', { country: 'PR', nationalNumber: '7872345678' }],
    ['+447400123456', { country: 'GB', nationalNumber: '7400123456' }],
    [' +1 202 555 0143 ', { country: 'US', nationalNumber: '2025550143' }],
    ['+15550000000', { country: 'US', nationalNumber: '5550000000' }],
    ['2015550123', null],
    ['+1 call', null],
    ['+', null],
    ['+80012345678', null],
  ])('reads %j as %j', (stored, expected) => {
    expect(parseStoredPhone(stored)).toEqual(expected);
  });

  it.each([
    ['+12015550123', '+1 201 555 0123'],
    ['+447400123456', '+44 7400 123456'],
    ['not a phone', 'not a phone'],
  ])('shows %j as %j', (stored, shown) => {
    expect(formatStoredPhone(stored)).toBe(shown);
  });
});

describe('normalising a stored number', () => {
  it.each([
    ['+1 (202) 555-0143', '+12025550143'],
    [' +44 20 7946 0958 ', '+442079460958'],
    ['2025550143', null],
    ['+1 202 555', null],
    ['+1 202 555 0143 ext', null],
  ])('normalises %j to %j', (text, stored) => {
    expect(normalizeStoredPhone(text)).toBe(stored);
  });
});

describe('phone laws', () => {
  const country = fc.constantFrom(...priorityNumbers);
  // Numbers that keep a real number's first digits and vary the rest are often valid; some start with a
  // trunk or international prefix.
  const typed = country.chain(([code, , formatted]) =>
    fc
      .tuple(
        fc.constantFrom('', '0', '1', '00'),
        fc.integer({ min: 0, max: 4 }),
        fc.stringMatching(/^\d{0,12}$/),
      )
      .map(
        ([prefix, keep, tail]) =>
          [code, prefix + formatted.replace(/\D/g, '').slice(0, keep) + tail] as const,
      ),
  );

  it('stores the same number whether or not the input was formatted first', () => {
    fc.assert(
      fc.property(typed, ([code, digits]) => {
        expect(toStoredPhone(code, formatPhoneInput(code, digits))).toBe(toStoredPhone(code, digits));
      }),
    );
  });

  it('formats an already formatted input the same way again', () => {
    fc.assert(
      fc.property(typed, ([code, digits]) => {
        const once = formatPhoneInput(code, digits);
        expect(formatPhoneInput(code, once)).toBe(once);
      }),
    );
  });

  it('reads every stored number back to the country it was entered with, and stores it again the same', () => {
    fc.assert(
      fc.property(typed, ([code, digits]) => {
        const stored = toStoredPhone(code, digits);
        if (stored === null) return;
        expect(stored).toMatch(/^\+\d+$/);
        const parsed = parseStoredPhone(stored);
        expect(parsed?.country).toBe(code);
        expect(toStoredPhone(code, formatPhoneInput(code, parsed?.nationalNumber ?? ''))).toBe(stored);
      }),
    );
  });
});
