import { describe, expect, it } from 'vitest';
import { parseTimestamp } from './validation';

describe('query timestamps', () => {
  it.each([
    ['a date, as midnight UTC', '2026-01-31', '2026-01-31T00:00:00.000Z'],
    ['a date-time without an offset, as UTC', '2026-01-31T08:30:00', '2026-01-31T08:30:00.000Z'],
    ['a date-time with a space', '2026-01-31 08:30', '2026-01-31T08:30:00.000Z'],
    ['a date-time in UTC', '2026-01-31T08:30:00Z', '2026-01-31T08:30:00.000Z'],
    ['a date-time with an offset', '2026-01-31T08:30:00-05:00', '2026-01-31T13:30:00.000Z'],
    ['a date-time with fractions', '2026-01-31T08:30:00.123456Z', '2026-01-31T08:30:00.123Z'],
    // Date.UTC would read the year 0 as 1900, which has no 29 February.
    ['the 29 February of the year 0', '0000-02-29T12:00:00Z', '0000-02-29T12:00:00.000Z'],
    ['a date of the year 50', '0050-03-02', '0050-03-02T00:00:00.000Z'],
  ])('reads %s', (_, raw, iso) => {
    expect(parseTimestamp(raw)?.toISOString()).toBe(iso);
  });

  it.each([
    ['today'],
    ['2026-13-01'],
    ['2026-02-30'],
    ['2026-01-01T24:00'],
    ['2026-1-1'],
    [''],
    ['1e9'],
    ['0100-02-29'],
  ])('refuses %j', (raw) => {
    expect(parseTimestamp(raw)).toBeNull();
  });
});
