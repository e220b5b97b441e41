// MSW handlers of subscription and billing: one per call of docs/billing-api.md, answering as its state says
// (the parent's active subscription by default), and a stateful billing world for stories that walk a flow.
import {
  addCalendarMonths,
  calendarDateIn,
  cancelReasonsSchema,
  cancelReasonTextMax,
  formatMessage,
  priceSchedule,
  subscriptionStateOf,
  testClockSchema,
  toEnglish,
  transition,
  validate,
  winBackOffer,
  winBackOfferIds,
  type SubscriptionClock,
  type SubscriptionEvent,
  type SubscriptionState,
} from '@hub/domain';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { UserInfo } from '../account/schemas';
import type { AdminAccount } from '../admin/schemas';
import type { Page } from '../http/schemas';
import { errorBodies } from '../msw/error-bodies';
import { failing, notFound, ok, pageOf, respond, type MockState } from '../msw/states';
import {
  billingDetailsFixture,
  billingDetailsFor,
  billingErrorBodies,
  billingFixtureClock,
  billingRulesFixture,
  invoiceDetailFixture,
  invoiceFixtures,
  planFixtures,
  returnStatusAfter,
  subscriptionActionFixtures,
  subscriptionFixtures,
  testClockAdvanceFixture,
  toWireSubscription,
  upcomingInvoice,
  type SubscriptionExtras,
} from './fixtures';
import { orderHistoryFixtures, programPlanTextsFixtures, userOrdersFixture } from '../checkout/fixtures';
import type { OrderDetail, OrderTrial } from '../checkout/schemas';
import { testCards } from './payment';
import {
  paymentGatewayFixtures,
  requiresActionBody,
  stripeTestCards,
  threeDSecureIntents,
} from './gateway-fixtures';
import type {
  AccountTestClock,
  BillingDetails,
  BillingRules,
  BillingRunReport,
  Invoice,
  InvoiceDetail,
  ProgramPlan,
  SubscriptionAction,
  SubscriptionPlan,
  SubscriptionResponse,
} from './schemas';
import { toDomainSubscription, toPricingPlan } from './to-domain';

/** The paths of the contract as MSW patterns; those written without a trailing slash match it either way. */
const paths = {
  plans: '*/api/v2/billing/program_plan/',
  rules: '*/api/v2/billing/rules/',
  subscriptions: '*/api/v3/subscriptions/',
  subscription: '*/api/v3/subscriptions/:id/',
  cancelRequest: '*/api/v2/billing/account/:accountId/subscription/cancel/request',
  cancelUndo: '*/api/v2/billing/account/:accountId/subscription/cancel/undo',
  cancelConfirm: '*/api/v2/billing/account/:accountId/subscription/cancel/confirm',
  acceptOffer: '*/api/v2/billing/account/:accountId/subscription/offer/accept',
  resume: '*/api/v2/billing/account/:accountId/subscription/resume',
  reactivate: '*/api/v2/billing/account/:accountId/subscription/reactivate',
  returnRequest: '*/api/v2/billing/accounts/:accountId/return/request/',
  returnConfirm: '*/api/v2/billing/accounts/:accountId/return/confirm/',
  returnDecline: '*/api/v2/billing/accounts/:accountId/return/decline/',
  renew: '*/api/v2/billing/order/renew/',
  extend: '*/api/v2/billing/accounts/:accountId/extend_subscription/',
  actions: '*/api/v3/subscription_actions/',
  invoices: '*/api/v2/billing/accounts/:accountId/invoices/',
  invoice: '*/api/v2/billing/accounts/:accountId/invoices/:externalId/',
  refund: '*/api/v2/billing/invoices/:externalId/refund/',
  remove: '*/api/v2/billing/invoices/:externalId/remove/',
  pay: '*/api/v2/billing/invoices/:externalId/pay/',
  order: '*/api/v2/billing/accounts/:accountId/order/',
  billingDetails: '*/api/v2/billing/users/:userId/billing_details/',
  payment: '*/api/v2/billing/payment/',
  paymentGateway: '*/api/v2/billing/payment_gateway/',
  updateEmail: '*/api/v2/billing/request_update_email/',
  userOrders: '*/api/v2/user/info/orders/',
  orderTrials: '*/api/v2/billing/order_trials/',
  planTexts: '*/locales/:language/program_plans.json',
  // The demo's test clock (issue 26): a staff call under the admin account, and the account it shows on.
  testClock: '*/api/v2/admin/accounts/:accountId/test_clock/',
  adminAccount: '*/api/v2/admin/accounts/:accountId/',
} as const;

/** The page a `page`/`page_size` request asks for, with `next` and `previous` as the server writes them. */
function pageFor<T>(request: Request, items: readonly T[]): Page<T> {
  const url = new URL(request.url);
  const size = Math.min(1000, Math.max(1, Number(url.searchParams.get('page_size')) || 1000));
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const start = (page - 1) * size;
  const link = (number: number) => {
    const params = new URLSearchParams(url.search);
    params.set('page', String(number));
    params.set('page_size', String(size));
    return `${url.pathname}?${params.toString()}`;
  };
  return {
    count: items.length,
    next: start + size < items.length ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.slice(start, start + size),
  };
}

/** The slice an `offset`/`limit` request asks for (the subscription actions; limit 25 by default). */
function sliceFor<T>(request: Request, items: readonly T[]): Page<T> {
  const url = new URL(request.url);
  const limit = Math.min(1000, Math.max(1, Number(url.searchParams.get('limit')) || 25));
  const offset = Math.max(0, Number(url.searchParams.get('offset')) || 0);
  const link = (at: number) => {
    const params = new URLSearchParams(url.search);
    params.set('offset', String(at));
    params.set('limit', String(limit));
    return `${url.pathname}?${params.toString()}`;
  };
  return {
    count: items.length,
    next: offset + limit < items.length ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: items.slice(offset, offset + limit),
  };
}

/** Answers a list call: an array of items is paged as the request asks; any other state as it says. */
function respondPaged(state: MockState<unknown>, pager: typeof pageFor) {
  return async ({ request }: { request: Request }) => {
    if (state.kind !== 'ok' || !Array.isArray(state.data)) return respond(state)();
    if (state.delayMs) await delay(state.delayMs);
    return HttpResponse.json(pager(request, state.data));
  };
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** 402 of a declined card (the payment call, paying an invoice): spec section 8's sentence with "try again". */
export const paymentDeclined = <T>(): MockState<T> => failing(402, billingErrorBodies.cardDeclined);
/** 402 when there is no payment method on file: the sentence without "try again". */
export const noPaymentMethod = <T>(): MockState<T> => failing(402, billingErrorBodies.noPaymentMethod);
/** 409 of a subscription change the flow forbids, as `transition()` refuses it. */
export const subscriptionRefused = <T>(
  ...conflict: Parameters<typeof billingErrorBodies.conflict>
): MockState<T> => failing(409, billingErrorBodies.conflict(...conflict));

/** The answer of the renew call for each action, by default. */
const renewAnswers = {
  request: subscriptionFixtures.renewalRequested,
  confirm: subscriptionFixtures.renewed,
  decline: subscriptionFixtures.returned,
} as const;

/** 402 of a payment call whose card needs 3-D Secure: the intent to confirm, then send again. */
export const threeDSecureRequired = <T>(intent: 'seti' | 'pi' = 'seti'): MockState<T> =>
  failing(402, requiresActionBody(intent));

/**
 * The card a payment call's body names, as the gateway answers it: a test gateway token or a Stripe test
 * PaymentMethod; a 402 for a declined one, or for one that needs 3-D Secure until the body says the intent
 * `intent` was confirmed; null for a token neither knows.
 */
export function paymentCardOf(
  body: Record<string, unknown>,
  intent: keyof typeof threeDSecureIntents,
): { brand: 'visa' | 'mastercard'; last4: string } | { status: 402; body: Record<string, unknown> } | null {
  const card =
    testCards.find((test) => test.token === body.token) ??
    stripeTestCards.find((test) => test.paymentMethod === body.token);
  if (!card) return null;
  if (card.outcome === 'declined') {
    return { status: 402, body: { detail: card.message ? formatMessage(card.message) : '' } };
  }
  if (card.outcome === 'authenticate' && body.confirmed_intent !== threeDSecureIntents[intent]) {
    return { status: 402, body: requiresActionBody(intent) };
  }
  return { brand: card.brand, last4: card.last4 };
}

/** A payment call's answer for a token of the gateway: the details with the card, or its 402. */
function paymentAnswer(details: BillingDetails, body: Record<string, unknown>) {
  const card = paymentCardOf(body, 'seti');
  if (!card) return { status: 400, body: { token: ['This is not a token of the test payment gateway.'] } };
  if ('status' in card) return card;
  const saved: BillingDetails = {
    ...details,
    payment_method: {
      brand: card.brand,
      last4: card.last4,
      exp_month: Number(body.exp_month),
      exp_year: Number(body.exp_year),
    },
    billing_address: details.billing_address ?? billingDetailsFixture.billing_address,
  };
  return { status: 200, body: saved };
}

/** One handler per call, each answering as its state says (the parent's active subscription by default). */
export const billingHandlers = {
  plans: (state: MockState<unknown> = ok(pageOf(planFixtures))) => http.get(paths.plans, respond(state)),
  billingRules: (state: MockState<unknown> = ok(billingRulesFixture)) =>
    http.get(paths.rules, respond(state)),
  subscriptions: (state: MockState<unknown> = ok([subscriptionFixtures.active])) =>
    http.get(paths.subscriptions, respondPaged(state, pageFor)),
  subscription: (state: MockState<unknown> = ok(subscriptionFixtures.active)) =>
    http.get(paths.subscription, respond(state)),
  changePlan: (state?: MockState<unknown>) =>
    http.patch(paths.subscription, async ({ request }) => {
      if (state) return respond(state)();
      // The active subscription on the plan asked for, as the server answers it.
      const { plan } = await jsonBody(request);
      const found = planFixtures.find((candidate) => candidate.id === plan);
      if (!found) return HttpResponse.json(billingErrorBodies.invalidPlan(String(plan)), { status: 400 });
      const { id, months, price, currency, recurring } = found;
      return HttpResponse.json({
        ...subscriptionFixtures.active,
        plan: { id, months, price, currency, recurring },
      });
    }),
  cancelRequest: (state: MockState<unknown> = ok(subscriptionFixtures.cancelRequested)) =>
    http.post(paths.cancelRequest, respond(state)),
  cancelUndo: (state: MockState<unknown> = ok(subscriptionFixtures.active)) =>
    http.post(paths.cancelUndo, respond(state)),
  cancelConfirm: (state: MockState<unknown> = ok(subscriptionFixtures.cancelled)) =>
    http.post(paths.cancelConfirm, respond(state)),
  acceptOffer: (state: MockState<unknown> = ok(subscriptionFixtures.activeWithOffer)) =>
    http.post(paths.acceptOffer, respond(state)),
  resume: (state: MockState<unknown> = ok(subscriptionFixtures.active)) =>
    http.post(paths.resume, respond(state)),
  reactivate: (state: MockState<unknown> = ok(subscriptionFixtures.reactivated)) =>
    http.post(paths.reactivate, respond(state)),
  returnRequest: (state: MockState<unknown> = ok(subscriptionFixtures.returnRequested)) =>
    http.post(paths.returnRequest, respond(state)),
  returnConfirm: (state: MockState<unknown> = ok(subscriptionFixtures.returned)) =>
    http.post(paths.returnConfirm, respond(state)),
  returnDecline: (state: MockState<unknown> = ok(subscriptionFixtures.activePastGrace)) =>
    http.post(paths.returnDecline, respond(state)),
  renew: (state?: MockState<unknown>) =>
    http.put(paths.renew, async ({ request }) => {
      if (state) return respond(state)();
      const { action } = await jsonBody(request);
      const answer = renewAnswers[action as keyof typeof renewAnswers];
      if (!answer)
        return HttpResponse.json({ action: [`"${String(action)}" is not a valid choice.`] }, { status: 400 });
      return HttpResponse.json(answer);
    }),
  extendSubscription: (state: MockState<unknown> = ok(subscriptionFixtures.active)) =>
    http.post(paths.extend, respond(state)),
  subscriptionActions: (state: MockState<unknown> = ok(subscriptionActionFixtures)) =>
    http.get(paths.actions, respondPaged(state, sliceFor)),
  invoices: (state: MockState<unknown> = ok(invoiceFixtures.active)) =>
    http.get(paths.invoices, respondPaged(state, pageFor)),
  invoice: (state: MockState<unknown> = ok(invoiceDetailFixture)) => http.get(paths.invoice, respond(state)),
  refundInvoice: (state: MockState<unknown> = ok({ ...invoiceFixtures.active[1], status: 'REFUNDED' })) =>
    http.post(paths.refund, respond(state)),
  removeInvoice: (state: MockState<unknown> = ok({ ...invoiceFixtures.failed[0], status: 'REMOVED' })) =>
    http.post(paths.remove, respond(state)),
  payInvoice: (state: MockState<unknown> = ok({ ...invoiceFixtures.failed[0], status: 'PAID' })) =>
    http.post(paths.pay, respond(state)),
  /** The last order: none (404) by default; its fields are issue 11's. */
  order: (state: MockState<unknown> = notFound()) => http.get(paths.order, respond(state)),
  billingDetails: (state: MockState<unknown> = ok(billingDetailsFixture)) =>
    http.get(paths.billingDetails, respond(state)),
  /** The payment gateway the hub tokenizes cards for: the test gateway by default. */
  paymentGateway: (state: MockState<unknown> = ok(paymentGatewayFixtures.test)) =>
    http.get(paths.paymentGateway, respond(state)),
  /** By default, answers each test card's token as the test gateway does (saved, or 402). */
  setPaymentMethod: (state?: MockState<unknown>) =>
    http.post(paths.payment, async ({ request }) => {
      if (state) return respond(state)();
      const answer = paymentAnswer(billingDetailsFixture, await jsonBody(request));
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  requestUpdateEmail: (state?: MockState<unknown>) =>
    http.post(paths.updateEmail, () =>
      state ? respond(state)() : HttpResponse.json({ detail: 'Email sent.' }, { status: 202 }),
    ),
  /** The demo's test clock moved (staff, demo mode): 30 days, one renewal paid, by default. */
  advanceTestClock: (state: MockState<unknown> = ok(testClockAdvanceFixture)) =>
    http.post(paths.testClock, respond(state)),
} satisfies Record<string, (state?: MockState<unknown>) => HttpHandler>;

/** 400 of the test clock moved by fewer than 1 or more than 400 days, with the field's message. */
export const testClockOutOfRange = <T>(): MockState<T> => failing(400, billingErrorBodies.testClockRange);

/**
 * The calls that belong to an account (all but plans and rules, and the demo's test clock, a staff call):
 * a BLOCKED account's user gets 403.
 */
export const accountBillingCalls = (Object.keys(billingHandlers) as (keyof typeof billingHandlers)[]).filter(
  (name) =>
    name !== 'plans' && name !== 'billingRules' && name !== 'advanceTestClock' && name !== 'paymentGateway',
);

/** Who makes the changes in a billing world (staff may make the staff calls). */
export interface BillingActor {
  id: number;
  name: string;
  is_staff: boolean;
}

/** The starting point of a billing world. */
export interface BillingWorld {
  /** The account's subscription; null for an account that has none (NOT_PURCHASED). */
  subscription?: SubscriptionResponse | null;
  invoices?: Invoice[];
  billingDetails?: BillingDetails;
  actions?: SubscriptionAction[];
  actor?: BillingActor;
  plans?: ProgramPlan[];
  rules?: BillingRules;
  /** The clock of the state machine: `billingFixtureClock` by default, the day the fixtures are made for. */
  clock?: SubscriptionClock;
  /** The caller's orders, newest first (`/api/v2/user/info/orders/`); none by default. */
  orders?: OrderDetail[];
  /** The account's last order (`getLastOrder`): the newest of `orders` unless given; null is its 404. */
  lastOrder?: OrderDetail | null;
  /** The caller's checkout attempts, newest first; none by default. */
  orderTrials?: OrderTrial[];
}

/** The subscription fixture of a state, for a persona whose account is in it. */
const subscriptionOfState: Record<Exclude<SubscriptionState, 'notPurchased'>, SubscriptionResponse> = {
  active: subscriptionFixtures.active,
  cancelRequested: subscriptionFixtures.cancelRequested,
  cancelled: subscriptionFixtures.cancelled,
  returnRequested: subscriptionFixtures.returnRequested,
  returned: subscriptionFixtures.returned,
  renewalRequested: subscriptionFixtures.renewalRequested,
  pastDue: subscriptionFixtures.pastDue,
};

/**
 * A persona's billing: a billing user whose account has a billing status gets the subscription of that
 * state on their account, its invoices, the visa 4242 and the log; everyone else (staff, coach, a new
 * customer) an account without a subscription, invoices or card.
 */
export function billingWorldFor(user: UserInfo): BillingWorld {
  const actor = { id: user.id, name: user.name, is_staff: user.is_staff };
  const state = subscriptionStateOf(user.account.billing_status?.status_name);
  if (!user.is_billing_user || !state || state === 'notPurchased') {
    return {
      subscription: null,
      invoices: [],
      billingDetails: billingDetailsFor(user, null),
      actions: [],
      actor,
      orders: [],
      orderTrials: [],
    };
  }
  const account = user.account.id;
  const history = orderHistoryFixtures(account, user.id);
  return {
    orders: history.orders,
    orderTrials: history.trials,
    subscription: { ...subscriptionOfState[state], account },
    invoices: invoiceFixtures.active,
    billingDetails: billingDetailsFor(user),
    actions: subscriptionActionFixtures.map((action) => ({ ...action, account })),
    actor,
  };
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

function planOf({ id, months, price, currency, recurring }: ProgramPlan): SubscriptionPlan {
  return { id, months, price, currency, recurring };
}

/**
 * A billing world as the server keeps it: every change goes through @hub/domain's `transition()` (409
 * with its code when the flow forbids it), is logged, and is what the next read answers; upcoming
 * invoices follow the subscription (removed when it has none, the offer's price from `priceSchedule()`, a
 * new one for a new term); refunds, removals, payments and a new card change the invoices and details.
 * Staff calls answer 403 unless the actor is staff.
 */
export function billingWorldHandlers(world: BillingWorld = {}): HttpHandler[] {
  const clock = world.clock ?? billingFixtureClock;
  const plans = world.plans ?? planFixtures;
  const rules = world.rules ?? billingRulesFixture;
  const actor = world.actor ?? { id: 1, name: 'Dana Rivera', is_staff: false };
  let subscription = world.subscription === undefined ? subscriptionFixtures.active : world.subscription;
  let invoices = world.invoices ?? invoiceFixtures.active;
  let details = world.billingDetails ?? billingDetailsFixture;
  let actions = world.actions ?? subscriptionActionFixtures;
  let nextActionId = Math.max(0, ...actions.map((action) => action.id)) + 1;
  let nextInvoiceId = 1;
  const orders = world.orders ?? [];
  const lastOrder = world.lastOrder === undefined ? (orders[0] ?? null) : world.lastOrder;
  const orderTrials = world.orderTrials ?? [];
  const now = () => clock.now.toISOString();
  const today = calendarDateIn(clock.now, clock.timeZone);

  function log(event: string, from: string | null, to: string | null, detail: Record<string, unknown>) {
    const account = subscription?.account ?? details.account;
    const entry: SubscriptionAction = {
      id: nextActionId++,
      account,
      subscription: subscription?.id ?? null,
      event,
      from_status: from,
      to_status: to,
      actor,
      detail,
      created_at: now(),
    };
    actions = [entry, ...actions];
  }

  /** Upcoming invoices follow the subscription: removed without any, else one at `paid_through`. */
  function syncUpcoming(next: SubscriptionResponse) {
    const upcoming = invoices.find((invoice) => invoice.status === 'UPCOMING');
    if (!next.has_upcoming_invoices || !next.paid_through) {
      invoices = invoices.map((invoice) =>
        invoice.status === 'UPCOMING' ? { ...invoice, status: 'REMOVED', updated: now() } : invoice,
      );
      return;
    }
    const offer = toDomainSubscription(next)?.offer ?? null;
    const [charge] = priceSchedule({
      plan: toPricingPlan(next.plan),
      firstChargeOn: next.paid_through,
      offer: offer ? winBackOffer(offer) : null,
      count: 1,
    });
    const fresh: Invoice = {
      ...upcomingInvoice(
        upcoming?.external_id ?? `in_world_${nextInvoiceId++}`,
        next.paid_through,
        next.plan,
        today,
      ),
      amount: charge?.amountMinor ?? next.plan.price,
    };
    invoices = upcoming
      ? invoices.map((invoice) => (invoice === upcoming ? fresh : invoice))
      : [fresh, ...invoices];
  }

  function change(
    event: SubscriptionEvent,
    options: {
      staffOnly?: boolean;
      extras?: Partial<SubscriptionExtras>;
      detail?: Record<string, unknown>;
    } = {},
  ) {
    if (options.staffOnly && !actor.is_staff) return json(errorBodies.forbidden, 403);
    if (!subscription) return json(errorBodies.notFound, 404);
    const current = toDomainSubscription(subscription);
    if (!current) {
      return json(
        {
          ...billingErrorBodies.conflict('illegal_transition', 'active', event.type),
          from: subscription.status,
        },
        409,
      );
    }
    const result = transition(current, event, clock);
    if (!result.ok) {
      const { code, from } = result.error;
      return json(billingErrorBodies.conflict(code, from, event.type), 409);
    }
    const previous = subscription;
    const next = toWireSubscription(result.subscription, {
      ...previous,
      ...options.extras,
      return_status: returnStatusAfter(event.type, previous.return_status),
    });
    subscription = next;
    log(event.type, previous.status, next.status, options.detail ?? {});
    syncUpcoming(next);
    return json(next);
  }

  const plain =
    (event: SubscriptionEvent, staffOnly = false) =>
    () =>
      change(event, { staffOnly });

  function invoiceAction(
    externalId: string,
    wanted: Invoice['status'],
    to: Invoice['status'],
    refused: { detail: string },
    logAs?: string,
  ) {
    const found = invoices.find((invoice) => invoice.external_id === externalId);
    if (!found) return json(errorBodies.notFound, 404);
    if (found.status !== wanted) return json(refused, 409);
    const changed: Invoice = { ...found, status: to, updated: now() };
    invoices = invoices.map((invoice) => (invoice === found ? changed : invoice));
    if (logAs)
      log(logAs, subscription?.status ?? null, subscription?.status ?? null, { invoice: externalId });
    return json(changed);
  }

  const forbidden = () => json(errorBodies.forbidden, 403);

  return [
    http.get(paths.plans, () => json(pageOf(plans))),
    http.get(paths.rules, () => json(rules)),
    http.get(paths.subscriptions, ({ request }) =>
      json(pageFor(request, subscription ? [subscription] : [])),
    ),
    http.get(paths.subscription, ({ params }) =>
      subscription && Number(params.id) === subscription.id
        ? json(subscription)
        : json(errorBodies.notFound, 404),
    ),
    http.patch(paths.subscription, async ({ request }) => {
      const { plan } = await jsonBody(request);
      const found = plans.find((candidate) => candidate.id === plan && candidate.recurring);
      if (!found) return json(billingErrorBodies.invalidPlan(String(plan)), 400);
      return change(
        { type: 'CHANGE_PLAN', planId: found.id, planMonths: found.months },
        { extras: { plan: planOf(found) }, detail: { plan: found.id } },
      );
    }),
    http.post(paths.cancelRequest, async ({ request }) => {
      const checked = validate(cancelReasonsSchema, await jsonBody(request));
      if (!checked.success) return json(toEnglish(checked.errors), 400);
      const { reasons, other_reason, not_interested_reason } = checked.output;
      return change(
        { type: 'CANCEL_REQUEST' },
        {
          extras: {
            cancel_reasons: reasons,
            cancel_other_reason: other_reason || null,
            cancel_not_interested_reason: not_interested_reason || null,
          },
          detail: { reasons },
        },
      );
    }),
    http.post(paths.cancelUndo, plain({ type: 'UNDO_CANCEL' })),
    http.post(paths.cancelConfirm, plain({ type: 'CONFIRM_CANCEL' })),
    http.post(paths.acceptOffer, async ({ request }) => {
      const { offer } = await jsonBody(request);
      const id = winBackOfferIds.find((known) => known === offer);
      if (!id) return json({ offer: [`"${String(offer).slice(0, 40)}" is not a valid choice.`] }, 400);
      return change({ type: 'ACCEPT_OFFER', offer: id }, { detail: { offer: id } });
    }),
    http.post(paths.resume, plain({ type: 'RESUME' })),
    http.post(paths.reactivate, plain({ type: 'REACTIVATE' })),
    http.post(paths.returnRequest, async ({ request }) => {
      const { reason } = await jsonBody(request);
      if (reason !== undefined && (typeof reason !== 'string' || reason.length > cancelReasonTextMax)) {
        return json(
          { reason: [`Ensure this field has no more than ${cancelReasonTextMax} characters.`] },
          400,
        );
      }
      return change({ type: 'RETURN_REQUEST' }, { detail: reason ? { reason } : {} });
    }),
    http.post(paths.returnConfirm, plain({ type: 'CONFIRM_RETURN' }, true)),
    http.post(paths.returnDecline, plain({ type: 'DECLINE_RETURN' }, true)),
    http.put(paths.renew, async ({ request }) => {
      const { action } = await jsonBody(request);
      if (action === 'request') return change({ type: 'RENEW_REQUEST' });
      if (action === 'confirm') return change({ type: 'CONFIRM_RENEWAL' }, { staffOnly: true });
      if (action === 'decline') return change({ type: 'DECLINE_RENEWAL' }, { staffOnly: true });
      return json({ action: [`"${String(action).slice(0, 40)}" is not a valid choice.`] }, 400);
    }),
    http.post(paths.extend, async ({ request }) => {
      if (!actor.is_staff) return forbidden();
      const { months } = await jsonBody(request);
      if (typeof months !== 'number' || !Number.isInteger(months) || months < 1 || months > 24) {
        return json({ months: ['Ensure this value is between 1 and 24.'] }, 400);
      }
      if (!subscription) return json(errorBodies.notFound, 404);
      if (subscription.plan.recurring) return json(billingErrorBodies.notExtendable, 409);
      const move = (date: string | null) => (date ? addCalendarMonths(date, months) : null);
      subscription = {
        ...subscription,
        paid_through: move(subscription.paid_through),
        access_ends_on: move(subscription.access_ends_on),
      };
      // No state change, but a change all the same: logged (the event name is ours, the contract gives none).
      log('EXTEND_SUBSCRIPTION', subscription.status, subscription.status, { months });
      return json(subscription);
    }),
    http.get(paths.actions, ({ request }) => json(sliceFor(request, actions))),
    http.get(paths.invoices, ({ request }) => json(pageFor(request, invoices))),
    http.get(paths.invoice, ({ params }) => {
      const found = invoices.find((invoice) => invoice.external_id === params.externalId);
      if (!found) return json(errorBodies.notFound, 404);
      const detail: InvoiceDetail = {
        ...found,
        account: {
          id: details.account,
          name: details.name,
          email: details.email,
          billing_address: details.billing_address,
        },
        payment_method: details.payment_method
          ? { brand: details.payment_method.brand, last4: details.payment_method.last4 }
          : null,
      };
      return json(detail);
    }),
    http.post(paths.refund, ({ params }) =>
      actor.is_staff
        ? invoiceAction(
            String(params.externalId),
            'PAID',
            'REFUNDED',
            billingErrorBodies.notRefundable,
            'INVOICE_REFUND',
          )
        : forbidden(),
    ),
    http.post(paths.remove, ({ params }) =>
      actor.is_staff
        ? invoiceAction(
            String(params.externalId),
            'FAILED',
            'REMOVED',
            billingErrorBodies.notRemovable,
            'INVOICE_REMOVE',
          )
        : forbidden(),
    ),
    http.post(paths.pay, ({ params }) => {
      const found = invoices.find((invoice) => invoice.external_id === params.externalId);
      if (found?.status === 'FAILED' && !details.payment_method) {
        return json(billingErrorBodies.noPaymentMethod, 402);
      }
      // Paid already (by the card just saved, or another tab): the server answers the paid invoice.
      if (found?.status === 'PAID') return json(found);
      return invoiceAction(String(params.externalId), 'FAILED', 'PAID', billingErrorBodies.notPayable);
    }),
    http.get(paths.order, () => (lastOrder ? json(lastOrder) : json(errorBodies.notFound, 404))),
    http.get(paths.userOrders, () => json(userOrdersFixture(orders))),
    http.get(paths.orderTrials, ({ request }) => json(pageFor(request, orderTrials))),
    http.get(paths.planTexts, ({ params }) =>
      json(
        programPlanTextsFixtures[String(params.language) as keyof typeof programPlanTextsFixtures] ??
          programPlanTextsFixtures.en,
      ),
    ),
    http.get(paths.billingDetails, () => json(details)),
    billingHandlers.paymentGateway(),
    http.post(paths.payment, async ({ request }) => {
      const answer = paymentAnswer(details, await jsonBody(request));
      if (answer.status === 200) details = answer.body as BillingDetails;
      return json(answer.body, answer.status);
    }),
    http.post(paths.updateEmail, () => {
      const status = subscription?.status ?? null;
      log('PAYMENT_UPDATE_EMAIL', status, status, { recipients: 1 });
      return json({ detail: 'Email sent.' }, 202);
    }),
  ];
}

/** What the billing run did when nothing was due in the days moved. */
const quietBillingRun: BillingRunReport = { paid: 0, declined: 0, ended: 0, expired: 0 };

/**
 * The demo's test clock of `account` as the server keeps it (issue 26): each move adds its days to the
 * account's time (400 with the field's message outside 1 to 400 days, as the server checks) and answers
 * `billingRun` as what the billing run did; the account's details read afterwards carry the new clock. An
 * account without a test clock (outside demo mode) answers the move 404, as the server does.
 */
export function testClockWorldHandlers(
  account: AdminAccount,
  options: { billingRun?: BillingRunReport } = {},
): HttpHandler[] {
  let clock: AccountTestClock | null = account.test_clock;
  const billingRun = options.billingRun ?? quietBillingRun;
  const ours = (accountId: unknown) => String(accountId) === String(account.id);
  return [
    http.get(paths.adminAccount, ({ params }) =>
      ours(params.accountId) ? json({ ...account, test_clock: clock }) : undefined,
    ),
    http.post(paths.testClock, async ({ params, request }) => {
      if (!clock || !ours(params.accountId)) return json(errorBodies.notFound, 404);
      const checked = validate(testClockSchema, await jsonBody(request));
      if (!checked.success) return json(toEnglish(checked.errors), 400);
      const days = checked.output.advance_days;
      clock = {
        advanced_days: clock.advanced_days + days,
        now: new Date(Date.parse(clock.now) + days * 86_400_000).toISOString(),
      };
      return json({ account: account.id, ...clock, billing_run: billingRun });
    }),
  ];
}
