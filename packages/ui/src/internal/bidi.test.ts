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

  it('isolates a sign written before the amount too', () => {
    expect(isolateCurrencySign('CA$12.00')).toBe('\u2066CA$\u206912.00');
  });
});
