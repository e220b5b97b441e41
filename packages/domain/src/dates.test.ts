import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isValidTimeZone } from './dates';

describe('formatDateTime (spec section 9: MM-DD-YYYY h:mm:ss a zz)', () => {
  it.each([
    [
      'an afternoon in winter, New York',
      '2026-03-07T21:05:09Z',
      'America/New_York',
      '03-07-2026 4:05:09 PM EST',
    ],
    [
      'the morning after the spring change, New York',
      '2026-03-08T14:00:00Z',
      'America/New_York',
      '03-08-2026 10:00:00 AM EDT',
    ],
    [
      'the last second before the spring change',
      '2026-03-08T06:59:59Z',
      'America/New_York',
      '03-08-2026 1:59:59 AM EST',
    ],
    [
      'the first second after the spring change',
      '2026-03-08T07:00:00Z',
      'America/New_York',
      '03-08-2026 3:00:00 AM EDT',
    ],
    [
      'the first 1:30 of the autumn change',
      '2026-11-01T05:30:00Z',
      'America/New_York',
      '11-01-2026 1:30:00 AM EDT',
    ],
    [
      'the second 1:30 of the autumn change',
      '2026-11-01T06:30:00Z',
      'America/New_York',
      '11-01-2026 1:30:00 AM EST',
    ],
    ['midnight as 12 AM', '2026-01-02T05:00:00Z', 'America/New_York', '01-02-2026 12:00:00 AM EST'],
    ['noon as 12 PM', '2026-01-02T17:00:00Z', 'America/New_York', '01-02-2026 12:00:00 PM EST'],
    ['a summer day in Chicago', '2026-07-04T17:00:00Z', 'America/Chicago', '07-04-2026 12:00:00 PM CDT'],
    ['a day in Los Angeles', '2026-12-31T23:59:59Z', 'America/Los_Angeles', '12-31-2026 3:59:59 PM PST'],
    ['the date line crossing in UTC', '2026-12-31T23:59:59Z', 'UTC', '12-31-2026 11:59:59 PM UTC'],
    [
      'a zone English has no abbreviation for',
      '2026-07-04T12:00:00Z',
      'Europe/Paris',
      '07-04-2026 2:00:00 PM GMT+2',
    ],
    [
      'an unknown zone, in New York time',
      '2026-03-07T21:05:09Z',
      'Mars/Olympus',
      '03-07-2026 4:05:09 PM EST',
    ],
  ])('formats %s', (_, iso, zone, expected) => {
    expect(formatDateTime(new Date(iso), zone)).toBe(expected);
  });

  it('gives an empty text for an invalid date rather than throwing', () => {
    expect(formatDateTime(new Date('nope'), 'America/New_York')).toBe('');
  });

  it('always matches the pattern, whatever the moment', () => {
    const moment = fc.date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    const zone = fc.constantFrom(
      'America/New_York',
      'America/Chicago',
      'Pacific/Honolulu',
      'Asia/Tokyo',
      'UTC',
    );
    fc.assert(
      fc.property(moment, zone, (date, timeZone) => {
        expect(formatDateTime(date, timeZone)).toMatch(
          /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4} (1[0-2]|[1-9]):[0-5]\d:[0-5]\d (AM|PM) \S+$/,
        );
      }),
    );
  });
});

describe('formatDate', () => {
  it.each([
    ['English', '2026-03-07T21:05:09Z', 'America/New_York', 'en', 'Mar 7, 2026'],
    ['the day of the timezone, not of UTC', '2026-03-08T02:00:00Z', 'America/New_York', 'en', 'Mar 7, 2026'],
    ['Canadian French', '2026-03-07T21:05:09Z', 'America/New_York', 'fr-CA', '7 mars 2026'],
    ['an unknown timezone as New York', '2026-03-08T02:00:00Z', 'Nowhere', 'en', 'Mar 7, 2026'],
    [
      'a malformed locale in English',
      '2026-03-07T21:05:09Z',
      'America/New_York',
      'not a locale!',
      'Mar 7, 2026',
    ],
  ])('formats a date in %s', (_, iso, zone, locale, expected) => {
    expect(formatDate(new Date(iso), zone, locale)).toBe(expected);
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate(new Date(Number.NaN), 'UTC', 'en')).toBe('');
  });
});

describe('isValidTimeZone', () => {
  it.each([
    ['America/New_York', true],
    ['UTC', true],
    ['Europe/Kyiv', true],
    ['Mars/Olympus', false],
    ['', false],
    [' ', false],
    [5, false],
    [null, false],
  ])('treats %j as a timezone: %s', (value, expected) => {
    expect(isValidTimeZone(value)).toBe(expected);
  });
});
