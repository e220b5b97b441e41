import { formatMoney } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { isolateCurrencySign } from './bidi';

describe('currency signs in right-to-left text', () => {
  it('isolates a sign made of letters and a symbol, as Arabic formats US dollars', () => {
    expect(isolateCurrencySign(formatMoney(2999, 'USD', 'ar'))).toBe('\u200f29.99\u00a0\u2066US$\u2069');
  });

  it.each([
    ['en', 'USD', '$29.99'],
    ['fr-CA', 'CAD', '29,99\u00a0$'],
    ['es', 'EUR', '29,99\u00a0€'],
  ])('leaves an amount in %s (%s) as it is', (locale, currency, expected) => {
    expect(isolateCurrencySign(formatMoney(2999, currency, locale))).toBe(expected);
  });

  it.each([
    ['a symbol followed by letters', '$US 5', '\u2066$US\u2069 5'],
    ['letters that no symbol follows', 'USD 5', 'USD 5'],
    ['a symbol alone', '€5', '€5'],
    ['a word, then a sign', 'total CA$5', 'total \u2066CA$\u20695'],
  ])('reads %s', (_, amount, expected) => {
    expect(isolateCurrencySign(amount)).toBe(expected);
  });

  it('isolates a sign written before the amount too', () => {
    expect(isolateCurrencySign('CA$12.00')).toBe('\u2066CA$\u206912.00');
  });
});
