// Promo codes at checkout (spec sections 3 and 7: `GET /api/v2/billing/promo/{code}` with external_id,
// codeString, amount_off or percent_off). The arithmetic is pricing.ts's `applyPromo` (percent first,
// then the amount, first charge only); this module says which codes may be used and what a refusal says.
//
// Choices where the spec is silent (docs/decisions.md "Checkout"):
// - A code is 1 to 32 letters, digits, `_` or `-`, compared without regard to case ("welcome10" is
//   WELCOME10). Anything else is not looked up: it is the same "not valid" as an unknown code.
// - A code may expire (`expires_at`, an instant): from then on it is refused as expired.
// - `amount_off` is in minor units of the code's `currency`; such a code applies only to a plan in that
//   currency. A percentage applies to any plan.
import type { MessageDescriptor } from '../messages';
import type { PromoCode } from '../pricing';

/** The longest promo code. */
export const promoCodeMaxLength = 32;

const promoCodePattern = /^[A-Z0-9_-]+$/;

/** A typed code as it is looked up (trimmed, upper case), or null when it cannot be one. */
export function normalizePromoCode(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const code = text.trim().toUpperCase();
  if (code.length === 0 || code.length > promoCodeMaxLength || !promoCodePattern.test(code)) return null;
  return code;
}

/** A promo code as the server answers it: the spec's fields, its currency and when it expires. */
export interface PromoCodeOffer extends PromoCode {
  /** The currency of `amount_off` (null for a percentage). */
  currency?: string | null;
  /** The instant it stops working (ISO 8601), or null. */
  expires_at?: string | null;
}

/** Why a code cannot be used. */
export type PromoProblem = 'unknown' | 'expired' | 'notForPlan';

/** What the checkout says for each refusal. */
export const promoMessages: Readonly<Record<PromoProblem, MessageDescriptor>> = {
  unknown: /*i18n*/ {
    id: 'promo.unknown',
    message: 'This promo code is not valid. Check it and try again.',
  },
  expired: /*i18n*/ { id: 'promo.expired', message: 'This promo code has expired.' },
  notForPlan: /*i18n*/ { id: 'promo.notForPlan', message: 'This promo code cannot be used with this plan.' },
};

/** Whether a code has expired at `now` (an unreadable date counts as expired: it cannot be trusted). */
export function isPromoExpired(promo: Pick<PromoCodeOffer, 'expires_at'>, now: Date): boolean {
  if (!promo.expires_at) return false;
  const ends = Date.parse(promo.expires_at);
  return Number.isNaN(ends) || now.getTime() >= ends;
}

/** Why a code found cannot be used on a plan in `planCurrency` at `now`, or null when it can. */
export function promoProblem(promo: PromoCodeOffer, planCurrency: string, now: Date): PromoProblem | null {
  if (isPromoExpired(promo, now)) return 'expired';
  if (promo.amount_off && promo.currency && promo.currency.toUpperCase() !== planCurrency.toUpperCase()) {
    return 'notForPlan';
  }
  return null;
}
