// Demo checkout data for stories and tests: the promo codes of the demo, the plan texts in English and
// Arabic, and orders as the server answers them, their amounts from @hub/domain's `orderTotals()` so every
// fixture adds up as the server's would. Made for `billingFixtureClock` (25 November 2026 in New York).
import {
  formatMessage,
  orderTotals,
  paymentServiceRetryError,
  promoMessages,
  type PromoCodeOffer,
} from '@hub/domain';
import { billingFixtureClock, planFixtures } from '../billing/fixtures';
import type { ProgramPlan } from '../billing/schemas';
import { toPricingPlan } from '../billing/to-domain';
import type {
  ConfirmedOrder,
  OrderDetail,
  OrderTrial,
  PlacedOrder,
  ProgramPlanTexts,
  PromoCodeResponse,
  UserOrders,
} from './schemas';

/** The demo's promo codes (the server's seed): a percentage, an amount in USD, one expired. */
export const promoCodeFixtures = {
  welcome10: {
    external_id: 'promo_demo_welcome10',
    codeString: 'WELCOME10',
    amount_off: null,
    percent_off: 10,
    currency: null,
    expires_at: null,
  },
  family20: {
    external_id: 'promo_demo_family20',
    codeString: 'FAMILY20',
    amount_off: 2000,
    currency: 'USD',
    percent_off: null,
    expires_at: null,
  },
  expired5: {
    external_id: 'promo_demo_expired5',
    codeString: 'EXPIRED5',
    amount_off: null,
    currency: null,
    percent_off: 5,
    expires_at: '2025-01-01T00:00:00.000Z',
  },
} satisfies Record<string, PromoCodeResponse>;

/** The 404 bodies of the promo lookup, and the other refusals of the checkout calls. */
export const checkoutErrorBodies = {
  promoUnknown: { detail: formatMessage(promoMessages.unknown), code: 'unknown' },
  promoExpired: { detail: formatMessage(promoMessages.expired), code: 'expired' },
  cardDeclined: { detail: formatMessage(paymentServiceRetryError) },
  orderFailed: { detail: 'Server error.' },
} as const;

/** The plan texts of `/locales/{lang}/program_plans.json` for the stories' two languages. */
export const programPlanTextsFixtures = {
  en: {
    monthly: { name: 'Monthly', description: 'Pay month by month; cancel within 30 days of starting.' },
    half_year: { name: 'Half-year', description: 'Six months of play, billed every six months.' },
    yearly: { name: 'Yearly', description: 'A full year of play at the best monthly price.' },
  },
  ar: {
    monthly: { name: 'شهري', description: 'ادفع شهرًا بشهر؛ يمكنك الإلغاء خلال 30 يومًا من البدء.' },
    half_year: { name: 'نصف سنوي', description: 'ستة أشهر من اللعب، تُدفع كل ستة أشهر.' },
    yearly: { name: 'سنوي', description: 'سنة كاملة من اللعب بأفضل سعر شهري.' },
  },
} satisfies Record<string, ProgramPlanTexts>;

/** The Illinois address of the fixtures' family. */
export const checkoutAddressFixture = {
  address1: '12 Elm Street',
  address2: '',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62704',
  country: 'US',
};

/** What an order of a plan looks like once placed, its amounts computed as the server computes them. */
export function orderFixture(
  plan: ProgramPlan = planFixtures[2]!,
  options: {
    number?: string;
    promo?: PromoCodeOffer | null;
    address?: typeof checkoutAddressFixture;
    billingAddress?: typeof checkoutAddressFixture | null;
    card?: { brand: string; last4: string };
    email?: string;
    firstName?: string;
    lastName?: string;
    account?: number | null;
  } = {},
): OrderDetail {
  const address = options.address ?? checkoutAddressFixture;
  const totals = orderTotals({
    plan: { ...toPricingPlan(plan), recurring: plan.recurring },
    promo: options.promo ?? null,
    country: address.country,
    state: address.state,
  });
  const { id, months, price, currency, recurring } = plan;
  return {
    order_number: options.number ?? 'ORD-2026-0042',
    status: 'placed',
    date_placed: billingFixtureClock.now.toISOString(),
    date_confirmed: null,
    plan: { id, months, price, currency, recurring },
    promo_code: options.promo?.codeString ?? null,
    currency: totals.currency,
    subtotal: totals.subtotal,
    discount: totals.discount,
    taxes: totals.taxes,
    shipping: totals.shipping,
    total: totals.total,
    recurring_total: totals.recurringTotal,
    card_type: options.card?.brand ?? 'visa',
    last_four: options.card?.last4 ?? '4242',
    email: options.email ?? 'ana@example.test',
    first_name: options.firstName ?? 'Ana',
    last_name: options.lastName ?? 'Lima',
    shipping_address: address,
    billing_same_as_shipping: !options.billingAddress,
    billing_address: options.billingAddress ?? address,
    account: options.account ?? null,
    conversion_tracked_at: null,
  };
}

/** The token a placed order's answer carries (a story's confirmation page is given it). */
export const confirmationTokenFixture = 'c0nf1rmat10n-t0ken-0f-the-st0ry-0rder-abcde';

/** The set-password token of a new family's confirmation. */
export const setPasswordTokenFixture = 'set-passw0rd-t0ken-0f-the-st0ry-family-abcde';

/** An order placed (the answer of `POST /api/v2/billing/order/`). */
export function placedOrderFixture(order: OrderDetail = orderFixture()): PlacedOrder {
  return { ...order, confirmation_token: confirmationTokenFixture };
}

/** An order confirmed: a new family's (a password to set) or a signed-in customer's. */
export function confirmedOrderFixture(
  order: OrderDetail = orderFixture(planFixtures[2], { promo: promoCodeFixtures.welcome10 }),
  options: { newFamily?: boolean } = {},
): ConfirmedOrder {
  const newFamily = options.newFamily ?? true;
  return {
    ...order,
    status: 'confirmed',
    date_confirmed: billingFixtureClock.now.toISOString(),
    account: order.account ?? 201,
    needs_password: newFamily,
    set_password_token: newFamily ? setPasswordTokenFixture : null,
  };
}

/** The caller's orders with the most recent confirmed one. */
export function userOrdersFixture(orders: OrderDetail[] = [confirmedOrderFixture()]): UserOrders {
  return {
    count: orders.length,
    next: null,
    previous: null,
    results: orders,
    recentConfirmedOrder: orders.find((order) => order.status === 'confirmed') ?? null,
  };
}

/** Two attempts: a declined card, then the order placed. */
export const orderTrialFixtures: OrderTrial[] = [
  {
    id: 2,
    order_number: 'ORD-2026-0042',
    user: 201,
    email: 'ana@example.test',
    plan: 'yearly',
    promo_code: 'WELCOME10',
    outcome: 'placed',
    detail: null,
    total: 28861,
    currency: 'USD',
    created_at: '2026-11-25T17:01:00.000Z',
  },
  {
    id: 1,
    order_number: null,
    user: 201,
    email: 'ana@example.test',
    plan: 'yearly',
    promo_code: 'WELCOME10',
    outcome: 'declined',
    detail: formatMessage(paymentServiceRetryError),
    total: 28861,
    currency: 'USD',
    created_at: '2026-11-25T17:00:00.000Z',
  },
];

/** An order of the fixtures' family, placed and confirmed `daysAgo` days before the fixtures' day. */
function pastOrder(
  plan: ProgramPlan,
  options: { number: string; daysAgo: number; account: number; promo?: PromoCodeOffer | null },
): OrderDetail {
  const at = new Date(billingFixtureClock.now.getTime() - options.daysAgo * 86_400_000).toISOString();
  return {
    ...orderFixture(plan, {
      number: options.number,
      account: options.account,
      promo: options.promo ?? null,
      email: 'parent@demo.test',
      firstName: 'Dana',
      lastName: 'Rivera',
    }),
    status: 'confirmed',
    date_placed: at,
    date_confirmed: at,
  };
}

/**
 * The billing segment's order history (issue 28) for an account: its orders newest first (the yearly kit
 * order, confirmed; a monthly one placed and never confirmed) and checkout attempts, one declined.
 */
export function orderHistoryFixtures(account: number, user: number) {
  const yearly = pastOrder(planFixtures[2]!, {
    number: 'ORD-2026-0007',
    daysAgo: 20,
    account,
    promo: promoCodeFixtures.welcome10,
  });
  const unconfirmed: OrderDetail = {
    ...orderFixture(planFixtures[0]!, { number: 'ORD-2026-0003', account, email: 'parent@demo.test' }),
    date_placed: new Date(billingFixtureClock.now.getTime() - 21 * 86_400_000).toISOString(),
  };
  const orders = [yearly, unconfirmed];
  const attempt = (id: number, order: OrderDetail | null, minutesAgo: number): OrderTrial => ({
    id,
    order_number: order?.order_number ?? null,
    user,
    email: 'parent@demo.test',
    plan: order?.plan.id ?? 'yearly',
    promo_code: order?.promo_code ?? null,
    outcome: order ? 'placed' : 'declined',
    detail: order ? null : formatMessage(paymentServiceRetryError),
    total: order?.total ?? yearly.total,
    currency: 'USD',
    created_at: new Date(Date.parse(yearly.date_placed) - minutesAgo * 60_000).toISOString(),
  });
  const trials = [attempt(3, yearly, 0), attempt(2, null, 2), attempt(1, unconfirmed, 60 * 24)];
  /** Twelve attempts: a page of ten and two more ("Show more"). */
  const manyTrials = Array.from({ length: 12 }, (_, index) =>
    attempt(12 - index, index === 0 ? yearly : null, index * 3),
  );
  return { orders, trials, manyTrials };
}
