import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyMinorDigits, formatMoney, roundMinor, toMinorUnits } from './money';

describe('formatting money in minor units', () => {
  it.each([
    { amountMinor: 1999, currency: 'USD', locale: 'en-US', expected: '$19.99' },
    { amountMinor: 0, currency: 'USD', locale: 'en-US', expected: '$0.00' },
    { amountMinor: -500, currency: 'USD', locale: 'en-US', expected: '-$5.00' },
    { amountMinor: 123456789, currency: 'USD', locale: 'en-US', expected: '$1,234,567.89' },
    { amountMinor: 1999, currency: 'EUR', locale: 'fr-CA', expected: '19,99\u00a0€' },
    { amountMinor: 1999, currency: 'CAD', locale: 'fr-CA', expected: '19,99\u00a0$' },
    { amountMinor: 1999, currency: 'JPY', locale: 'en-US', expected: '¥1,999' },
    { amountMinor: 1999, currency: 'KWD', locale: 'en-US', expected: 'KWD\u00a01.999' },
    { amountMinor: 1999.5, currency: 'USD', locale: 'en-US', expected: '$20.00' },
  ])('shows $amountMinor minor units of $currency in $locale as "$expected"', (row) => {
    expect(formatMoney(row.amountMinor, row.currency, row.locale)).toBe(row.expected);
  });

  it('formats in US English when the locale is malformed', () => {
    expect(formatMoney(1999, 'USD', 'not a locale!')).toBe('$19.99');
  });

  it('shows a malformed currency code after the plain number instead of failing', () => {
    expect(formatMoney(1999, 'dollars', 'en-US')).toBe('19.99 dollars');
  });

  it('shows an em dash for an amount that is not a number', () => {
    expect(formatMoney(Number.NaN, 'USD', 'en-US')).toBe('—');
  });
});

describe('minor digits of a currency', () => {
  it.each([
    { currency: 'USD', digits: 2 },
    { currency: 'JPY', digits: 0 },
    { currency: 'KWD', digits: 3 },
    { currency: 'not a code', digits: 2 },
  ])('gives $currency $digits minor digits', ({ currency, digits }) => {
    expect(currencyMinorDigits(currency)).toBe(digits);
  });
});

describe('rounding to minor units', () => {
  it.each([
    { amount: 2.5, expected: 3 },
    { amount: 2.4999, expected: 2 },
    { amount: -2.5, expected: -3 },
    { amount: 7, expected: 7 },
  ])('rounds $amount half away from zero to $expected', ({ amount, expected }) => {
    expect(roundMinor(amount)).toBe(expected);
  });
});

describe('reading a decimal amount into minor units', () => {
  it.each([
    { input: '19.99', currency: 'USD', expected: 1999 },
    { input: 19.99, currency: 'USD', expected: 1999 },
    { input: '0.1', currency: 'USD', expected: 10 },
    { input: '5', currency: 'USD', expected: 500 },
    { input: '.5', currency: 'USD', expected: 50 },
    { input: '-12.30', currency: 'USD', expected: -1230 },
    { input: '1.005', currency: 'USD', expected: 101 },
    { input: 1.005, currency: 'USD', expected: 101 },
    { input: '1999', currency: 'JPY', expected: 1999 },
    { input: '1.9995', currency: 'KWD', expected: 2000 },
    { input: '-0.001', currency: 'USD', expected: 0 },
  ])('reads $input $currency as $expected', ({ input, currency, expected }) => {
    expect(toMinorUnits(input, currency)).toBe(expected);
  });

  it.each([{ input: 'ten' }, { input: '' }, { input: '.' }, { input: '1.2.3' }, { input: Number.NaN }])(
    'gives null for $input',
    ({ input }) => {
      expect(toMinorUnits(input, 'USD')).toBeNull();
    },
  );

  it('reads back every whole-cent amount it formats as a plain decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(toMinorUnits((cents / 100).toFixed(2), 'USD')).toBe(cents);
      }),
    );
  });
});
