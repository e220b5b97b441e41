// Pricing (spec sections 3 and 9): plans, promo codes, the win-back offers and the charges they lead to.
// Money is integer minor units (money.ts); every computed amount is rounded once, half away from zero.
//
// Choices where the spec is silent:
// - A plan's price is charged once per term of `months` months; its monthly effective price is that
//   charge divided by the months, rounded.
// - A discount (percent) is rounded to the minor unit and subtracted; no charge goes below zero.
// - A promo code's amount_off is in minor units (as payment providers send it). A code with both
//   percent_off and amount_off takes the percent off first, then the amount. A promo applies to the
//   first charge only.
// - "30% off for 6 or 12 months" is read as a duration: 30% off every charge due within the next 6 (or
//   12) months. An offer fits a plan whose term is no longer than the offer's duration (a 12-month plan
//   cannot take the 6-month offer); the 50% offer fits monthly plans only.
import { addCalendarMonths, calendarDateIn, isCalendarDate, type CalendarDate } from './activity';
import { defaults } from './constants';
import type { MessageDescriptor } from './messages';
import { roundMinor } from './money';

/** Pricing type values the spec names (section 3); the server may send others. */
export const pricingTypes = [defaults.status, defaults.planType] as const;

/** A pricing type: NOT_PURCHASED, PROFESSIONAL, or another value the server sends. */
export type PricingType = (typeof pricingTypes)[number] | (string & {});

/** A plan as the pricing rules read it. */
export interface Plan {
  /** Length of one term, in months (1 for a monthly plan). */
  months: number;
  /** The charge of one term, in minor units. */
  priceMinor: number;
  /** A reduced charge of one term, when the plan has one, in minor units. */
  discountedPriceMinor?: number | null;
  currency: string;
}

/** A promo code (spec section 3). */
export interface PromoCode {
  external_id: string;
  codeString: string;
  /** In minor units. */
  amount_off?: number | null;
  /** 0 to 100. */
  percent_off?: number | null;
}

/** A price less a percentage: the discount rounded half away from zero; never below zero. */
export function percentOff(amountMinor: number, percent: number): number {
  const bounded = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  return Math.max(0, amountMinor - roundMinor((amountMinor * bounded) / 100));
}

/** A price after a promo code: percent_off first, then amount_off; never below zero. */
export function applyPromo(amountMinor: number, promo: PromoCode | null | undefined): number {
  if (!promo) return amountMinor;
  let result = amountMinor;
  if (promo.percent_off) result = percentOff(result, promo.percent_off);
  if (promo.amount_off && Number.isFinite(promo.amount_off) && promo.amount_off > 0) {
    result -= roundMinor(promo.amount_off);
  }
  return Math.max(0, result);
}

/** The charge of one term before any promo: the discounted price when the plan has a lower one. */
export function planChargeMinor(plan: Plan): number {
  const discounted = plan.discountedPriceMinor;
  return typeof discounted === 'number' && discounted >= 0 && discounted < plan.priceMinor
    ? discounted
    : plan.priceMinor;
}

/** A charge spread over the plan's months: the monthly effective price, rounded. */
export function monthlyEffectivePrice(chargeMinor: number, months: number): number {
  return months > 0 ? roundMinor(chargeMinor / months) : chargeMinor;
}

/**
 * The next billing date given `now`: the first day after today that is the start date plus a whole number
 * of terms (day of month kept, clamped to short months); without a start date, today plus one term.
 */
export function nextBillingDate(input: {
  months: number;
  now: Date;
  timeZone: string;
  startedOn?: CalendarDate | null;
}): CalendarDate {
  const today = calendarDateIn(input.now, input.timeZone);
  const months = Math.max(1, Math.floor(input.months));
  const anchor = input.startedOn && isCalendarDate(input.startedOn) ? input.startedOn : today;
  if (anchor > today) return anchor;
  const [ay = 0, am = 0] = anchor.split('-').map(Number);
  const [ty = 0, tm = 0] = today.split('-').map(Number);
  // Start just below the answer and step up: whole terms between the two months.
  let terms = Math.max(1, Math.floor(((ty - ay) * 12 + (tm - am)) / months));
  while (terms > 1 && addCalendarMonths(anchor, (terms - 1) * months) > today) terms -= 1;
  while (addCalendarMonths(anchor, terms * months) <= today) terms += 1;
  return addCalendarMonths(anchor, terms * months);
}

/** What a plan costs a customer, for display: every amount in minor units. */
export interface PlanPricing {
  months: number;
  currency: string;
  /** The plan's list price of one term. */
  priceMinor: number;
  /** The first charge: the discounted price if lower, less the promo. */
  chargeMinor: number;
  /** The first charge spread over the term's months. */
  monthlyEffectiveMinor: number;
  /** priceMinor less chargeMinor. */
  savingsMinor: number;
  /** When the term after the first charge is billed. */
  nextBillingDate: CalendarDate;
}

/** A plan's price, first charge, monthly effective price, savings and next billing date. */
export function planPricing(
  plan: Plan,
  options: { now: Date; timeZone: string; promo?: PromoCode | null; startedOn?: CalendarDate | null },
): PlanPricing {
  const chargeMinor = applyPromo(planChargeMinor(plan), options.promo);
  return {
    months: plan.months,
    currency: plan.currency,
    priceMinor: plan.priceMinor,
    chargeMinor,
    monthlyEffectiveMinor: monthlyEffectivePrice(chargeMinor, plan.months),
    savingsMinor: Math.max(0, plan.priceMinor - chargeMinor),
    nextBillingDate: nextBillingDate({ months: plan.months, ...options }),
  };
}

/** The win-back offers of spec section 9. */
export const winBackOfferIds = ['thirtyOffSixMonths', 'thirtyOffTwelveMonths', 'fiftyOffFirstMonth'] as const;

/** One of the win-back offers. */
export type WinBackOfferId = (typeof winBackOfferIds)[number];

/** A win-back offer: a percentage off every charge due within a number of months. */
export interface WinBackOffer {
  id: WinBackOfferId;
  percentOff: number;
  durationMonths: number;
  /** Only plans of exactly this many months may take it (the 50% offer is for monthly plans). */
  planMonths?: number;
  label: MessageDescriptor;
}

/** The offers, each with its label. */
export const winBackOffers: readonly WinBackOffer[] = [
  {
    id: 'thirtyOffSixMonths',
    percentOff: 30,
    durationMonths: 6,
    label: /*i18n*/ { id: 'offer.thirtyOffSixMonths', message: '30% off for 6 months' },
  },
  {
    id: 'thirtyOffTwelveMonths',
    percentOff: 30,
    durationMonths: 12,
    label: /*i18n*/ { id: 'offer.thirtyOffTwelveMonths', message: '30% off for 12 months' },
  },
  {
    id: 'fiftyOffFirstMonth',
    percentOff: 50,
    durationMonths: 1,
    planMonths: 1,
    label: /*i18n*/ { id: 'offer.fiftyOffFirstMonth', message: '50% off your first month' },
  },
];

/** The offer of an id. */
export function winBackOffer(id: WinBackOfferId): WinBackOffer {
  return winBackOffers.find((offer) => offer.id === id)!;
}

/** Whether a plan of `planMonths` months may take an offer (see the file's header). */
export function offerFitsPlan(offer: WinBackOffer, planMonths: number): boolean {
  if (offer.planMonths !== undefined) return planMonths === offer.planMonths;
  return planMonths >= 1 && planMonths <= offer.durationMonths;
}

/** The offers a plan of `planMonths` months may take, in the order shown. */
export function winBackOffersFor(planMonths: number): WinBackOffer[] {
  return winBackOffers.filter((offer) => offerFitsPlan(offer, planMonths));
}

/** One upcoming charge. */
export interface ScheduledCharge {
  date: CalendarDate;
  amountMinor: number;
  /** The plan's charge without offer or promo. */
  fullAmountMinor: number;
  discounted: boolean;
}

/**
 * The upcoming charges of a plan from `firstChargeOn`, one per term, with an offer (every charge due
 * within its duration) and a promo (the first charge only). `count` defaults to the discounted charges
 * plus one, so the return to the full price shows.
 */
export function priceSchedule(input: {
  plan: Plan;
  firstChargeOn: CalendarDate;
  offer?: WinBackOffer | null;
  promo?: PromoCode | null;
  count?: number;
}): ScheduledCharge[] {
  const { plan, firstChargeOn, offer, promo } = input;
  const months = Math.max(1, Math.floor(plan.months));
  const full = planChargeMinor(plan);
  const offerEnds = offer ? addCalendarMonths(firstChargeOn, offer.durationMonths) : firstChargeOn;
  const discountedCharges = offer ? Math.ceil(offer.durationMonths / months) : promo ? 1 : 0;
  const count = Math.max(0, Math.floor(input.count ?? discountedCharges + 1));
  return Array.from({ length: count }, (_, index) => {
    const date = addCalendarMonths(firstChargeOn, index * months);
    let amountMinor = full;
    if (offer && date < offerEnds) amountMinor = percentOff(amountMinor, offer.percentOff);
    if (index === 0) amountMinor = applyPromo(amountMinor, promo);
    return { date, amountMinor, fullAmountMinor: full, discounted: amountMinor < full };
  });
}
