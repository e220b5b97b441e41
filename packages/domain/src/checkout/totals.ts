// What an order costs (spec sections 2 and 3: subtotal, taxes, shipping, total, recurring total), from a
// small table of taxes and shipping by country and state. Money is integer minor units of the plan's
// currency (money.ts); every computed amount is rounded once, half away from zero. The order summary, the
// order the server stores and its first invoice are all this one computation, so they agree to the cent.
//
// Choices where the spec is silent (docs/decisions.md "Checkout"):
// - Subtotal: the plan's charge of one term (its discounted price when lower). Discount: what the promo
//   code takes off it (pricing.ts `applyPromo`: first charge only). Taxes: the rate of the shipping
//   address's country and state on subtotal less discount; shipping is not taxed. Total: subtotal less
//   discount, plus shipping, plus taxes.
// - Recurring total: what each later term is charged, the plan's charge plus its taxes (no promo, no
//   shipping: the kit ships once); null for a plan that does not renew.
// - The rates and shipping amounts below are an illustrative table, not tax advice: a deployment replaces
//   them with its provider's. Rates are basis points (725 is 7.25%); shipping amounts are minor units of
//   the plan's currency (the demo plans are in USD).
import { applyPromo, planChargeMinor, type Plan, type PromoCode } from '../pricing';
import { roundMinor } from '../money';

/** A sales tax rate for a country, or for one state of it. */
export interface TaxRule {
  country: string;
  /** Only this state of the country; absent for the whole country. */
  state?: string;
  /** Basis points: 725 is 7.25%. */
  rateBasisPoints: number;
}

/**
 * The sales taxes of the table, most specific first: a few US states (the rest of the US has none here),
 * Canada's GST, the UK's and Australia's VAT/GST. Any other country: none.
 */
export const taxTable: readonly TaxRule[] = [
  { country: 'US', state: 'CA', rateBasisPoints: 725 },
  { country: 'US', state: 'IL', rateBasisPoints: 625 },
  { country: 'US', state: 'NY', rateBasisPoints: 400 },
  { country: 'US', state: 'TX', rateBasisPoints: 625 },
  { country: 'US', state: 'WA', rateBasisPoints: 650 },
  { country: 'US', state: 'PR', rateBasisPoints: 1150 },
  { country: 'US', rateBasisPoints: 0 },
  { country: 'CA', rateBasisPoints: 500 },
  { country: 'GB', rateBasisPoints: 2000 },
  { country: 'AU', rateBasisPoints: 1000 },
];

/** What shipping the kit costs to a country, or to some of its states. */
export interface ShippingRule {
  /** Absent: every country not listed before it. */
  country?: string;
  /** Only these states of the country. */
  states?: readonly string[];
  /** Minor units of the plan's currency; 0 is free. */
  amountMinor: number;
}

/** US addresses outside the contiguous states: Alaska, Hawaii, the territories and the military codes. */
export const remoteUsStates = ['AK', 'HI', 'AS', 'GU', 'MP', 'PR', 'VI', 'UM', 'AA', 'AE', 'AP'] as const;

/**
 * Shipping of the table, most specific first: free within the contiguous US (and DC), 15.00 to Alaska,
 * Hawaii, the territories and military addresses, 25.00 to Canada, 35.00 anywhere else.
 */
export const shippingTable: readonly ShippingRule[] = [
  { country: 'US', states: remoteUsStates, amountMinor: 1500 },
  { country: 'US', amountMinor: 0 },
  { country: 'CA', amountMinor: 2500 },
  { amountMinor: 3500 },
];

function normalized(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** The tax rate of an address, in basis points (0 where the table has none). */
export function taxRateFor(country: string, state?: string | null): number {
  const c = normalized(country);
  const s = normalized(state);
  const rule = taxTable.find((row) => row.country === c && (row.state === undefined || row.state === s));
  return rule?.rateBasisPoints ?? 0;
}

/** What shipping costs to an address, in minor units. */
export function shippingFor(country: string, state?: string | null): number {
  const c = normalized(country);
  const s = normalized(state);
  const rule = shippingTable.find(
    (row) =>
      (row.country === undefined || row.country === c) &&
      (row.states === undefined || row.states.includes(s)),
  );
  // The table ends with a rule for every other country.
  return rule!.amountMinor;
}

/** The tax on an amount at a rate in basis points, rounded half away from zero; never negative. */
export function taxOn(amountMinor: number, rateBasisPoints: number): number {
  if (!Number.isFinite(amountMinor) || !Number.isFinite(rateBasisPoints) || rateBasisPoints <= 0) return 0;
  return Math.max(0, roundMinor((amountMinor * rateBasisPoints) / 10_000));
}

/** An order's amounts, all in minor units of `currency` (see the file's header). */
export interface OrderTotals {
  currency: string;
  subtotal: number;
  discount: number;
  shipping: number;
  taxes: number;
  total: number;
  /** Each later term's charge with its taxes; null when the plan does not renew. */
  recurringTotal: number | null;
  /** The rate the taxes were computed at, in basis points. */
  taxRateBasisPoints: number;
}

/** The amounts of an order of one plan, with a promo code, shipped to an address (see the file's header). */
export function orderTotals(input: {
  plan: Plan & { recurring: boolean };
  promo?: PromoCode | null;
  country: string;
  state?: string | null;
}): OrderTotals {
  const subtotal = planChargeMinor(input.plan);
  const discounted = applyPromo(subtotal, input.promo);
  const rate = taxRateFor(input.country, input.state);
  const shipping = shippingFor(input.country, input.state);
  const taxes = taxOn(discounted, rate);
  return {
    currency: input.plan.currency,
    subtotal,
    discount: subtotal - discounted,
    shipping,
    taxes,
    total: discounted + shipping + taxes,
    recurringTotal: input.plan.recurring ? subtotal + taxOn(subtotal, rate) : null,
    taxRateBasisPoints: rate,
  };
}
