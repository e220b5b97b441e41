// MSW handlers of the checkout: one per call, answering as its state says, and by default as the server
// does: a promo code by its code (unknown and expired ones 404), an order placed from what was sent (its
// amounts from @hub/domain's `orderTotals()`, each test card's token answered as the test gateway does, a
// retried submit answered the same order), its confirmation and conversion, the plan texts per language.
import {
  formatMessage,
  normalizePromoCode,
  promoMessages,
  promoProblem,
  type PromoCodeOffer,
} from '@hub/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { billingFixtureClock, planFixtures } from '../billing/fixtures';
import { billingHandlers, paymentCardOf } from '../billing/handlers';
import type { ProgramPlan } from '../billing/schemas';
import { ok, respond, type MockState } from '../msw/states';
import {
  checkoutErrorBodies,
  confirmationTokenFixture,
  confirmedOrderFixture,
  orderFixture,
  orderTrialFixtures,
  programPlanTextsFixtures,
  promoCodeFixtures,
  setPasswordTokenFixture,
  userOrdersFixture,
} from './fixtures';
import type { ConfirmedOrder, OrderDetail, PromoCodeResponse } from './schemas';

const paths = {
  promo: '*/api/v2/billing/promo/:code',
  order: '*/api/v2/billing/order/',
  confirm: '*/api/v2/billing/order/confirm/',
  track: '*/api/v2/billing/order/track_conversion/',
  userOrders: '*/api/v2/user/info/orders/',
  orderTrials: '*/api/v2/billing/order_trials/',
  planTexts: '*/locales/:language/program_plans.json',
} as const;

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** The demo codes by their code. */
const knownPromos: Record<string, PromoCodeResponse> = Object.fromEntries(
  Object.values(promoCodeFixtures).map((promo) => [promo.codeString, promo]),
);

/** The promo lookup as the server answers it: the code, or 404 for an unknown or expired one. */
function promoAnswer(code: string, promos: Record<string, PromoCodeResponse>) {
  const normalized = normalizePromoCode(code);
  const promo = normalized ? promos[normalized] : undefined;
  if (!promo) return json(checkoutErrorBodies.promoUnknown, 404);
  if (promo.expires_at && Date.parse(promo.expires_at) <= billingFixtureClock.now.getTime()) {
    return json(checkoutErrorBodies.promoExpired, 404);
  }
  return json(promo);
}

/** A world's starting point. */
export interface CheckoutWorld {
  plans?: ProgramPlan[];
  promos?: Record<string, PromoCodeResponse>;
  /** Whether the confirmation makes a new family (a password to set) or completes a customer's checkout. */
  newFamily?: boolean;
}

/** What an order body asks for, as the server reads it: the plan, the promo, the address and the card. */
function placedFrom(
  body: Record<string, unknown>,
  world: Required<Pick<CheckoutWorld, 'plans' | 'promos'>>,
  number: string,
) {
  const plan = world.plans.find((candidate) => candidate.id === body.plan);
  if (!plan)
    return { status: 400, body: { plan: ['This plan is no longer available. Choose another one.'] } };
  let promo: PromoCodeOffer | null = null;
  if (body.promo_code) {
    const code = normalizePromoCode(body.promo_code);
    promo = code ? (world.promos[code] ?? null) : null;
    if (!promo) return { status: 400, body: { promo_code: [formatMessage(promoMessages.unknown)] } };
    const problem = promoProblem(promo, plan.currency, billingFixtureClock.now);
    if (problem) return { status: 400, body: { promo_code: [formatMessage(promoMessages[problem])] } };
  }
  const card = paymentCardOf(body, 'pi');
  if (!card) return { status: 400, body: { token: ['This is not a token of the payment gateway.'] } };
  if ('status' in card) return { ...card, order: undefined };
  const text = (field: string) => (typeof body[field] === 'string' ? (body[field] as string) : '');
  const address = {
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    country: text('country') || 'US',
  };
  const billing =
    body.billing_same_as_shipping === false
      ? {
          address1: text('billing_address1'),
          address2: text('billing_address2'),
          city: text('billing_city'),
          state: text('billing_state'),
          zipcode: text('billing_zipcode'),
          country: text('billing_country') || 'US',
        }
      : null;
  const order = orderFixture(plan, {
    number,
    promo,
    address,
    billingAddress: billing,
    card: { brand: card.brand, last4: card.last4 },
    email: text('email') || 'newcustomer@demo.test',
    firstName: text('first_name'),
    lastName: text('last_name'),
  });
  return { status: 201, body: { ...order, confirmation_token: confirmationTokenFixture }, order };
}

/** One handler per call, each answering as its state says (as the server would, by default). */
export const checkoutHandlers = {
  promoCode: (state?: MockState<unknown>) =>
    http.get(paths.promo, ({ params }) =>
      state ? respond(state)() : promoAnswer(String(params.code), knownPromos),
    ),
  placeOrder: (
    state: MockState<unknown> = ok({ ...orderFixture(), confirmation_token: confirmationTokenFixture }),
  ) => http.post(paths.order, respond(state)),
  confirmOrder: (state: MockState<unknown> = ok(confirmedOrderFixture())) =>
    http.post(paths.confirm, respond(state)),
  trackConversion: (
    state: MockState<unknown> = ok({
      ...confirmedOrderFixture(),
      conversion_tracked_at: billingFixtureClock.now.toISOString(),
    }),
  ) => http.put(paths.track, respond(state)),
  userOrders: (state: MockState<unknown> = ok(userOrdersFixture())) =>
    http.get(paths.userOrders, respond(state)),
  orderTrials: (
    state: MockState<unknown> = ok({
      count: orderTrialFixtures.length,
      next: null,
      previous: null,
      results: orderTrialFixtures,
    }),
  ) => http.get(paths.orderTrials, respond(state)),
  /** By default, each language's texts (English for a language without fixtures); a state overrides every language. */
  programPlanTexts: (state?: MockState<unknown>) =>
    http.get(paths.planTexts, ({ params }) => {
      if (state) return respond(state)();
      const language = String(params.language);
      return json(
        programPlanTextsFixtures[language as keyof typeof programPlanTextsFixtures] ??
          programPlanTextsFixtures.en,
      );
    }),
} satisfies Record<string, (state?: MockState<unknown>) => HttpHandler>;

/**
 * A checkout as the server runs it, for stories that walk it: the promo lookup, an order placed from what
 * the form sent (a retried submit with the same idempotency key answered the same order), its confirmation
 * with the same amounts, the conversion once, and the plan texts. Calls not given here (the plans) come
 * from the billing handlers.
 */
export function checkoutWorldHandlers(world: CheckoutWorld = {}): HttpHandler[] {
  const plans = world.plans ?? planFixtures;
  const promos = world.promos ?? knownPromos;
  const byKey = new Map<string, { status: number; body: unknown }>();
  const orders = new Map<string, OrderDetail>();
  let confirmed: ConfirmedOrder | null = null;
  let sequence = 41;
  return [
    http.get(paths.promo, ({ params }) => promoAnswer(String(params.code), promos)),
    http.post(paths.order, async ({ request }) => {
      const body = await jsonBody(request);
      const key = String(body.idempotency_key ?? '');
      const replay = byKey.get(key);
      if (replay) return json(replay.body, 200);
      sequence += 1;
      const answer = placedFrom(body, { plans, promos }, `ORD-2026-${String(sequence).padStart(4, '0')}`);
      if (answer.order) {
        byKey.set(key, answer);
        orders.set(answer.order.order_number, answer.order);
      }
      return json(answer.body, answer.status);
    }),
    http.post(paths.confirm, async ({ request }) => {
      const body = await jsonBody(request);
      const order = orders.get(String(body.order));
      if (!order || body.token !== confirmationTokenFixture) return json({ detail: 'Not found.' }, 404);
      const first = confirmed?.order_number !== order.order_number;
      confirmed = {
        ...confirmedOrderFixture(order, { newFamily: world.newFamily ?? true }),
        set_password_token: first && (world.newFamily ?? true) ? setPasswordTokenFixture : null,
      };
      return json(confirmed);
    }),
    http.put(paths.track, () =>
      confirmed
        ? json({ ...confirmed, conversion_tracked_at: billingFixtureClock.now.toISOString() })
        : json({ detail: 'This order is not confirmed yet.' }, 409),
    ),
    checkoutHandlers.programPlanTexts(),
    billingHandlers.paymentGateway(),
    checkoutHandlers.userOrders(),
    checkoutHandlers.orderTrials(),
  ];
}
