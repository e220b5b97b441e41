import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Plan, PromoCode } from '../pricing';
import { orderTotals, shippingFor, taxOn, taxRateFor } from './index';

const yearly: Plan & { recurring: boolean } = {
  months: 12,
  priceMinor: 29900,
  currency: 'USD',
  recurring: true,
};
const promo = (fields: Partial<PromoCode>): PromoCode => ({ external_id: 'p', codeString: 'P', ...fields });

describe('the tax table (by country and state)', () => {
  it.each([
    { rule: 'California has 7.25%', country: 'US', state: 'CA', rate: 725 },
    { rule: 'Illinois has 6.25%', country: 'US', state: 'IL', rate: 625 },
    { rule: 'New York has 4%', country: 'US', state: 'NY', rate: 400 },
    { rule: 'Texas has 6.25%', country: 'US', state: 'TX', rate: 625 },
    { rule: 'Washington has 6.5%', country: 'US', state: 'WA', rate: 650 },
    { rule: 'Puerto Rico has 11.5%', country: 'US', state: 'PR', rate: 1150 },
    { rule: 'another US state has none', country: 'US', state: 'OR', rate: 0 },
    { rule: 'a US address without a state has none', country: 'US', state: null, rate: 0 },
    { rule: 'Canada has its 5% GST in every province', country: 'CA', state: 'ON', rate: 500 },
    { rule: 'the United Kingdom has 20%', country: 'GB', state: '', rate: 2000 },
    { rule: 'Australia has 10%', country: 'AU', state: 'NSW', rate: 1000 },
    { rule: 'any other country has none', country: 'DE', state: '', rate: 0 },
    { rule: 'codes are read in any case, trimmed', country: ' us ', state: 'ca', rate: 725 },
  ])('$rule', ({ country, state, rate }) => {
    expect(taxRateFor(country, state)).toBe(rate);
  });
});

describe('the shipping table (by country and state)', () => {
  it.each([
    { rule: 'free within the contiguous US', country: 'US', state: 'IL', amount: 0 },
    { rule: 'free to the District of Columbia', country: 'US', state: 'DC', amount: 0 },
    { rule: '15.00 to Alaska', country: 'US', state: 'AK', amount: 1500 },
    { rule: '15.00 to Hawaii', country: 'US', state: 'HI', amount: 1500 },
    { rule: '15.00 to a territory (Guam)', country: 'US', state: 'GU', amount: 1500 },
    { rule: '15.00 to a military address (AE)', country: 'US', state: 'ae', amount: 1500 },
    { rule: '25.00 to Canada', country: 'CA', state: 'QC', amount: 2500 },
    { rule: '35.00 anywhere else', country: 'FR', state: undefined, amount: 3500 },
  ])('$rule', ({ country, state, amount }) => {
    expect(shippingFor(country, state)).toBe(amount);
  });
});

describe('taxes on an amount', () => {
  it.each([
    { rule: '7.25% of 269.10 rounds half a cent up', amount: 26910, rate: 725, tax: 1951 },
    { rule: '6.25% of 299.00 is 18.6875, rounded to 18.69', amount: 29900, rate: 625, tax: 1869 },
    { rule: 'a zero rate is no tax', amount: 29900, rate: 0, tax: 0 },
    { rule: 'a negative rate is no tax', amount: 29900, rate: -100, tax: 0 },
    { rule: 'an amount that is not a number is no tax', amount: NaN, rate: 725, tax: 0 },
    { rule: 'a negative amount is no tax', amount: -500, rate: 725, tax: 0 },
  ])('$rule', ({ amount, rate, tax }) => {
    expect(taxOn(amount, rate)).toBe(tax);
  });
});

describe('order totals', () => {
  it('adds a promo’s discount, the address’s shipping and taxes on the discounted price', () => {
    expect(
      orderTotals({ plan: yearly, promo: promo({ percent_off: 10 }), country: 'US', state: 'CA' }),
    ).toEqual({
      currency: 'USD',
      subtotal: 29900,
      discount: 2990,
      shipping: 0,
      taxes: 1951,
      total: 28861,
      recurringTotal: 29900 + 2168,
      taxRateBasisPoints: 725,
    });
  });

  it('takes an amount off, ships to Alaska and taxes nothing there', () => {
    expect(
      orderTotals({ plan: yearly, promo: promo({ amount_off: 2000 }), country: 'US', state: 'AK' }),
    ).toEqual(
      expect.objectContaining({ subtotal: 29900, discount: 2000, shipping: 1500, taxes: 0, total: 29400 }),
    );
  });

  it('starts from the plan’s discounted price when it is lower', () => {
    const totals = orderTotals({
      plan: { ...yearly, discountedPriceMinor: 24900 },
      country: 'US',
      state: 'NY',
    });
    expect(totals).toMatchObject({
      subtotal: 24900,
      discount: 0,
      taxes: 996,
      total: 25896,
      recurringTotal: 25896,
    });
  });

  it('has no recurring total for a plan that does not renew', () => {
    expect(orderTotals({ plan: { ...yearly, recurring: false }, country: 'DE' }).recurringTotal).toBeNull();
  });

  it('never discounts below zero: a free first term still ships and pays no tax', () => {
    const totals = orderTotals({ plan: yearly, promo: promo({ amount_off: 99_999 }), country: 'CA' });
    expect(totals).toMatchObject({ discount: 29900, taxes: 0, shipping: 2500, total: 2500 });
  });

  it('always adds up: subtotal - discount + shipping + taxes = total, in whole minor units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.constantFrom('CA', 'IL', 'NY', 'AK', 'OR', 'PR'),
        (price, percent, amountOff, state) => {
          const totals = orderTotals({
            plan: { ...yearly, priceMinor: price },
            promo: promo({ percent_off: percent, amount_off: amountOff }),
            country: 'US',
            state,
          });
          expect(totals.subtotal - totals.discount + totals.shipping + totals.taxes).toBe(totals.total);
          for (const amount of [totals.discount, totals.taxes, totals.total]) {
            expect(Number.isInteger(amount) && amount >= 0).toBe(true);
          }
        },
      ),
    );
  });
});
