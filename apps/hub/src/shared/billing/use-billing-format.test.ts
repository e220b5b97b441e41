import { describe, expect, it } from 'vitest';
import { formatDay, isolateCurrencySign } from './use-billing-format';

describe('money and days in the billing screens', () => {
  it('keeps a lettered currency sign whole in a right-to-left line', () => {
    expect(isolateCurrencySign('\u200f299.00 US$')).toBe('\u200f299.00 \u2066US$\u2069');
    expect(isolateCurrencySign('CA$ 12.50')).toBe('\u2066CA$\u2069 12.50');
  });

  it('leaves an amount without such a sign as it is', () => {
    expect(isolateCurrencySign('$299.00')).toBe('$299.00');
    expect(isolateCurrencySign('299,00 €')).toBe('299,00 €');
  });

  it('writes a calendar day as that day, whatever the zone', () => {
    expect(formatDay('2027-11-10', 'en')).toBe('Nov 10, 2027');
  });
});
