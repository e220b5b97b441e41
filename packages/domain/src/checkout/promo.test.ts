import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  isPromoExpired,
  normalizePromoCode,
  promoMessages,
  promoProblem,
  type PromoCodeOffer,
} from './promo';

const now = new Date('2026-11-25T17:00:00Z');
const offer = (fields: Partial<PromoCodeOffer>): PromoCodeOffer => ({
  external_id: 'promo_1',
  codeString: 'WELCOME10',
  ...fields,
});

describe('reading a typed promo code', () => {
  it.each([
    { rule: 'is compared in upper case', typed: 'welcome10', code: 'WELCOME10' },
    { rule: 'is trimmed', typed: '  FAMILY20 ', code: 'FAMILY20' },
    { rule: 'may have _ and -', typed: 'spring_sale-2', code: 'SPRING_SALE-2' },
    { rule: 'is 32 characters at most', typed: 'A'.repeat(32), code: 'A'.repeat(32) },
    { rule: 'longer is no code', typed: 'A'.repeat(33), code: null },
    { rule: 'empty is no code', typed: '   ', code: null },
    { rule: 'spaces inside are no code', typed: 'WELCOME 10', code: null },
    { rule: 'other characters are no code', typed: 'WELCOME10!', code: null },
    { rule: 'a value that is not text is no code', typed: 10, code: null },
  ])('$rule', ({ typed, code }) => {
    expect(normalizePromoCode(typed)).toBe(code);
  });
});

describe('whether a code can be used', () => {
  it.each([
    { rule: 'a code without an end can', promo: offer({ percent_off: 10 }), problem: null },
    {
      rule: 'a code before its end can',
      promo: offer({ percent_off: 10, expires_at: '2026-11-25T17:00:01Z' }),
      problem: null,
    },
    {
      rule: 'a code at its end has expired',
      promo: offer({ percent_off: 10, expires_at: '2026-11-25T17:00:00Z' }),
      problem: 'expired',
    },
    {
      rule: 'a code with an unreadable end counts as expired',
      promo: offer({ percent_off: 10, expires_at: 'soon' }),
      problem: 'expired',
    },
    {
      rule: 'an amount off applies to a plan in its currency',
      promo: offer({ amount_off: 2000, currency: 'usd' }),
      problem: null,
    },
    {
      rule: 'an amount off in another currency does not apply',
      promo: offer({ amount_off: 2000, currency: 'EUR' }),
      problem: 'notForPlan',
    },
    {
      rule: 'a percentage applies whatever its currency says',
      promo: offer({ percent_off: 10, currency: 'EUR' }),
      problem: null,
    },
  ])('$rule', ({ promo, problem }) => {
    expect(promoProblem(promo, 'USD', now)).toBe(problem);
  });

  it('says expired only past the end', () => {
    expect(isPromoExpired({ expires_at: null }, now)).toBe(false);
    expect(isPromoExpired({ expires_at: '2020-01-01T00:00:00Z' }, now)).toBe(true);
  });

  it('words each refusal', () => {
    expect(Object.fromEntries(Object.entries(promoMessages).map(([k, m]) => [k, formatMessage(m)]))).toEqual({
      unknown: 'This promo code is not valid. Check it and try again.',
      expired: 'This promo code has expired.',
      notForPlan: 'This promo code cannot be used with this plan.',
    });
  });
});
