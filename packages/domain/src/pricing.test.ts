import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { formatMessage } from './messages';
import {
  applyPromo,
  monthlyEffectivePrice,
  nextBillingDate,
  offerFitsPlan,
  percentOff,
  planChargeMinor,
  planPricing,
  priceSchedule,
  pricingTypes,
  winBackOffer,
  winBackOffers,
  winBackOffersFor,
  type Plan,
  type PromoCode,
} from './pricing';

const newYork = 'America/New_York';
const now = new Date('2026-03-04T15:00:00Z');
const monthly: Plan = { months: 1, priceMinor: 2999, currency: 'USD' };
const halfYear: Plan = { months: 6, priceMinor: 14999, currency: 'USD' };
const yearly: Plan = { months: 12, priceMinor: 23999, discountedPriceMinor: 19999, currency: 'USD' };
const promo = (fields: Partial<PromoCode>): PromoCode => ({
  external_id: 'promo_1',
  codeString: 'SPRING',
  ...fields,
});

describe('pricing types (spec sections 3 and 9)', () => {
  it('include NOT_PURCHASED and PROFESSIONAL', () => {
    expect(pricingTypes).toEqual(['NOT_PURCHASED', 'PROFESSIONAL']);
  });
});

describe('discounts and promo codes', () => {
  it.each([
    { rule: '30% off 29.99 rounds the discount to the cent', amount: 2999, percent: 30, expected: 2099 },
    {
      rule: '50% off an odd amount rounds half a cent away from zero',
      amount: 2999,
      percent: 50,
      expected: 1499,
    },
    { rule: '0% changes nothing', amount: 2999, percent: 0, expected: 2999 },
    { rule: '100% makes it free', amount: 2999, percent: 100, expected: 0 },
    { rule: 'more than 100% is held at free', amount: 2999, percent: 150, expected: 0 },
    { rule: 'a negative percentage changes nothing', amount: 2999, percent: -10, expected: 2999 },
    { rule: 'a percentage that is not a number changes nothing', amount: 2999, percent: NaN, expected: 2999 },
  ])('$rule', ({ amount, percent, expected }) => {
    expect(percentOff(amount, percent)).toBe(expected);
  });

  it.each([
    { rule: 'no promo leaves the price', code: null, expected: 2999 },
    { rule: 'percent_off takes a percentage off', code: promo({ percent_off: 10 }), expected: 2699 },
    { rule: 'amount_off takes minor units off', code: promo({ amount_off: 500 }), expected: 2499 },
    {
      rule: 'both take the percent first, then the amount',
      code: promo({ percent_off: 10, amount_off: 500 }),
      expected: 2199,
    },
    {
      rule: 'an amount larger than the price makes it free, not negative',
      code: promo({ amount_off: 5000 }),
      expected: 0,
    },
    { rule: 'a negative amount_off is ignored', code: promo({ amount_off: -100 }), expected: 2999 },
    { rule: 'null fields are ignored', code: promo({ amount_off: null, percent_off: null }), expected: 2999 },
  ])('$rule', ({ code, expected }) => {
    expect(applyPromo(2999, code)).toBe(expected);
  });

  it('never makes a price negative or larger', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.option(fc.double({ min: -50, max: 150, noNaN: true })),
        fc.option(fc.integer({ min: -1000, max: 2_000_000 })),
        (amount, percent, off) => {
          const result = applyPromo(amount, promo({ percent_off: percent, amount_off: off }));
          expect(Number.isInteger(result)).toBe(true);
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });
});

describe('plans', () => {
  it.each([
    { rule: 'a plan without a discounted price charges its price', plan: monthly, expected: 2999 },
    { rule: 'a lower discounted price is charged', plan: yearly, expected: 19999 },
    {
      rule: 'a discounted price above the price is ignored',
      plan: { ...monthly, discountedPriceMinor: 3999 },
      expected: 2999,
    },
  ])('$rule', ({ plan, expected }) => {
    expect(planChargeMinor(plan)).toBe(expected);
  });

  it.each([
    { charge: 19999, months: 12, expected: 1667 },
    { charge: 14999, months: 6, expected: 2500 },
    { charge: 2999, months: 1, expected: 2999 },
    { charge: 2999, months: 0, expected: 2999 },
  ])('spreads $charge over $months months as $expected a month', ({ charge, months, expected }) => {
    expect(monthlyEffectivePrice(charge, months)).toBe(expected);
  });

  it.each([
    { rule: 'a new monthly plan bills again in a month', months: 1, startedOn: null, expected: '2026-04-04' },
    { rule: 'a new yearly plan bills again in a year', months: 12, startedOn: null, expected: '2027-03-04' },
    {
      rule: 'a running plan bills on its next anniversary',
      months: 1,
      startedOn: '2025-11-20',
      expected: '2026-03-20',
    },
    {
      rule: 'a plan started today bills one term on',
      months: 6,
      startedOn: '2026-03-04',
      expected: '2026-09-04',
    },
    {
      rule: 'a bill due today is already taken: the next is a term on',
      months: 1,
      startedOn: '2026-01-04',
      expected: '2026-04-04',
    },
    {
      rule: 'a start on the 31st bills on the last day of short months',
      months: 1,
      startedOn: '2026-01-31',
      expected: '2026-03-31',
    },
    {
      rule: 'a start in the future is the next billing date',
      months: 12,
      startedOn: '2026-05-01',
      expected: '2026-05-01',
    },
    {
      rule: 'an unreadable start date counts from today',
      months: 1,
      startedOn: 'soon',
      expected: '2026-04-04',
    },
    {
      rule: 'a yearly plan started years ago bills on its next anniversary',
      months: 12,
      startedOn: '2019-07-15',
      expected: '2026-07-15',
    },
  ])('$rule', ({ months, startedOn, expected }) => {
    expect(nextBillingDate({ months, startedOn, now, timeZone: newYork })).toBe(expected);
  });

  it('counts today in the given time zone', () => {
    const lateEvening = new Date('2026-03-05T03:00:00Z'); // still 4 March in New York
    expect(nextBillingDate({ months: 1, now: lateEvening, timeZone: newYork })).toBe('2026-04-04');
    expect(nextBillingDate({ months: 1, now: lateEvening, timeZone: 'UTC' })).toBe('2026-04-05');
  });

  it('always gives a date after today, on the start’s day of the month where the month has it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2015-01-01'), max: new Date('2026-03-04'), noInvalidDate: true }),
        fc.constantFrom(1, 3, 6, 12),
        (start, months) => {
          const startedOn = start.toISOString().slice(0, 10);
          const next = nextBillingDate({ months, startedOn, now, timeZone: 'UTC' });
          expect(next > '2026-03-04').toBe(true);
          expect(next <= '2027-03-04').toBe(true);
          const day = Number(startedOn.slice(8));
          if (day <= 28) expect(Number(next.slice(8))).toBe(day);
        },
      ),
    );
  });

  it('gives the pricing of a yearly plan with a promo', () => {
    expect(planPricing(yearly, { now, timeZone: newYork, promo: promo({ amount_off: 1999 }) })).toEqual({
      months: 12,
      currency: 'USD',
      priceMinor: 23999,
      chargeMinor: 18000,
      monthlyEffectiveMinor: 1500,
      savingsMinor: 5999,
      nextBillingDate: '2027-03-04',
    });
  });

  it('formats plan amounts through formatMoney', () => {
    const pricing = planPricing(yearly, { now, timeZone: newYork });
    expect(formatMoney(pricing.monthlyEffectiveMinor, pricing.currency, 'en-US')).toBe('$16.67');
  });
});

describe('win-back offers (spec section 9)', () => {
  it.each([
    { id: 'thirtyOffSixMonths', label: '30% off for 6 months', percentOff: 30, durationMonths: 6 },
    { id: 'thirtyOffTwelveMonths', label: '30% off for 12 months', percentOff: 30, durationMonths: 12 },
    { id: 'fiftyOffFirstMonth', label: '50% off your first month', percentOff: 50, durationMonths: 1 },
  ] as const)('offers "$label"', ({ id, label, percentOff: percent, durationMonths }) => {
    const offer = winBackOffer(id);
    expect(formatMessage(offer.label)).toBe(label);
    expect(offer).toMatchObject({ percentOff: percent, durationMonths });
  });

  it.each([
    { months: 1, offers: ['thirtyOffSixMonths', 'thirtyOffTwelveMonths', 'fiftyOffFirstMonth'] },
    { months: 6, offers: ['thirtyOffSixMonths', 'thirtyOffTwelveMonths'] },
    { months: 12, offers: ['thirtyOffTwelveMonths'] },
    { months: 24, offers: [] },
  ])('offers a $months-month plan $offers', ({ months, offers }) => {
    expect(winBackOffersFor(months).map((offer) => offer.id)).toEqual(offers);
  });

  it('keeps the 50% first-month offer for monthly plans only', () => {
    expect(offerFitsPlan(winBackOffer('fiftyOffFirstMonth'), 1)).toBe(true);
    expect(offerFitsPlan(winBackOffer('fiftyOffFirstMonth'), 6)).toBe(false);
  });

  it('lists three offers', () => {
    expect(winBackOffers).toHaveLength(3);
  });
});

describe('price schedule: the upcoming charges', () => {
  const charges = (rows: ReturnType<typeof priceSchedule>) => rows.map((row) => [row.date, row.amountMinor]);

  it('gives a monthly plan at 50% off its first month, then the full price', () => {
    expect(
      charges(
        priceSchedule({
          plan: monthly,
          firstChargeOn: '2026-04-04',
          offer: winBackOffer('fiftyOffFirstMonth'),
        }),
      ),
    ).toEqual([
      ['2026-04-04', 1499],
      ['2026-05-04', 2999],
    ]);
  });

  it('gives a monthly plan at 30% off for six charges, then the full price', () => {
    const rows = priceSchedule({
      plan: monthly,
      firstChargeOn: '2026-04-04',
      offer: winBackOffer('thirtyOffSixMonths'),
    });
    expect(rows).toHaveLength(7);
    expect(rows.slice(0, 6).every((row) => row.amountMinor === 2099 && row.discounted)).toBe(true);
    expect(rows[5]?.date).toBe('2026-09-04');
    expect(rows[6]).toEqual({
      date: '2026-10-04',
      amountMinor: 2999,
      fullAmountMinor: 2999,
      discounted: false,
    });
  });

  it('gives a six-month plan at 30% off for 12 months two discounted charges', () => {
    expect(
      charges(
        priceSchedule({
          plan: halfYear,
          firstChargeOn: '2026-04-04',
          offer: winBackOffer('thirtyOffTwelveMonths'),
        }),
      ),
    ).toEqual([
      ['2026-04-04', 10499],
      ['2026-10-04', 10499],
      ['2027-04-04', 14999],
    ]);
  });

  it('gives a yearly plan at 30% off for 12 months one discounted charge of its discounted price', () => {
    expect(
      charges(
        priceSchedule({
          plan: yearly,
          firstChargeOn: '2026-04-04',
          offer: winBackOffer('thirtyOffTwelveMonths'),
        }),
      ),
    ).toEqual([
      ['2026-04-04', 13999],
      ['2027-04-04', 19999],
    ]);
  });

  it('takes a promo off the first charge only', () => {
    expect(
      charges(
        priceSchedule({ plan: monthly, firstChargeOn: '2026-04-04', promo: promo({ amount_off: 999 }) }),
      ),
    ).toEqual([
      ['2026-04-04', 2000],
      ['2026-05-04', 2999],
    ]);
  });

  it('gives one full charge without offer or promo, or as many as asked for', () => {
    expect(charges(priceSchedule({ plan: monthly, firstChargeOn: '2026-01-31' }))).toEqual([
      ['2026-01-31', 2999],
    ]);
    expect(
      priceSchedule({ plan: monthly, firstChargeOn: '2026-01-31', count: 3 }).map((row) => row.date),
    ).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
  });

  it('never charges more than the full price nor less than zero', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(monthly, halfYear, yearly),
        fc.constantFrom(...winBackOffers, null),
        fc.integer({ min: 0, max: 30 }),
        (plan, offer, count) => {
          for (const row of priceSchedule({ plan, firstChargeOn: '2026-04-04', offer, count })) {
            expect(row.amountMinor).toBeGreaterThanOrEqual(0);
            expect(row.amountMinor).toBeLessThanOrEqual(row.fullAmountMinor);
            expect(row.discounted).toBe(row.amountMinor < row.fullAmountMinor);
          }
        },
      ),
    );
  });
});
