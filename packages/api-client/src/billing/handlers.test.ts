import {
  allowedEvents,
  formatMessage,
  isWithinGracePeriod,
  paymentServiceError,
  paymentServiceRetryError,
} from '@hub/domain';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userInfoFixtures } from '../account/fixtures';
import { getAdminAccount } from '../admin/accounts';
import { adminAccountFixture, testClockAccountFixture } from '../admin/fixtures';
import { createApiClient, type ApiClient } from '../http/client';
import { memoryCookieJar, memoryTokenStore } from '../http/storage';
import { personaHandlers } from '../msw/handlers';
import { loading, ok, serverError } from '../msw/states';
import {
  billingDetailsFixture,
  billingErrorBodies,
  billingFixtureClock,
  billingFixtures,
  billingRulesFixture,
  invoiceDetailFixture,
  invoiceFixtures,
  planFixtures,
  subscriptionActionFixtures,
  subscriptionFixtures,
  testClockAdvanceFixture,
  testClockFixtures,
} from './fixtures';
import {
  billingHandlers,
  billingWorldHandlers,
  noPaymentMethod,
  paymentDeclined,
  subscriptionRefused,
  testClockOutOfRange,
  testClockWorldHandlers,
} from './handlers';
import { getInvoice, getInvoices, getLastOrder, payInvoice, refundInvoice, removeInvoice } from './invoices';
import { getBillingDetails, requestPaymentUpdateEmail, setPaymentMethod } from './payment';
import { getBillingRules, getPlans } from './plans';
import {
  accountTestClockSchema,
  billingDetailsSchema,
  billingRulesSchema,
  invoiceDetailSchema,
  invoiceSchema,
  programPlanSchema,
  subscriptionActionSchema,
  subscriptionSchema,
  testClockAdvanceSchema,
} from './schemas';
import {
  acceptOffer,
  changePlan,
  confirmCancel,
  confirmReturn,
  extendSubscription,
  getAccountSubscription,
  getSubscription,
  getSubscriptionActions,
  reactivateSubscription,
  renewSubscription,
  requestCancel,
  requestReturn,
  resumeSubscription,
  subscriptionConflictOf,
  undoCancel,
  declineReturn,
} from './subscription';
import { advanceTestClock } from './test-clock';
import { toDomainSubscription } from './to-domain';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(): ApiClient {
  return createApiClient({
    baseUrl: 'http://hub.test',
    tokens: memoryTokenStore({ accessToken: 'story-access-token' }),
    cookies: memoryCookieJar('csrftoken=c; hub_token=1'),
    locks: null,
  });
}

const retrySentence = formatMessage(paymentServiceRetryError);
const noRetrySentence = formatMessage(paymentServiceError);
const cancelForm = { reasons: ['too_expensive' as const], other_reason: '', not_interested_reason: '' };
const domain = (subscription: (typeof subscriptionFixtures)[keyof typeof subscriptionFixtures]) =>
  toDomainSubscription(subscription)!;

describe('the billing fixtures match the response schemas, so stories never show what the hub would refuse', () => {
  it.each(Object.entries(subscriptionFixtures))('subscription: %s', (_name, subscription) => {
    expect(v.parse(subscriptionSchema, subscription)).toEqual(subscription);
  });

  it.each(Object.entries(invoiceFixtures))('invoices: %s', (_name, invoices) => {
    for (const invoice of invoices) expect(v.parse(invoiceSchema, invoice)).toEqual(invoice);
  });

  it('the test clock: the account’s and a move’s answer', () => {
    for (const clock of Object.values(testClockFixtures)) {
      expect(v.parse(accountTestClockSchema, clock)).toEqual(clock);
    }
    expect(v.parse(testClockAdvanceSchema, testClockAdvanceFixture)).toEqual(testClockAdvanceFixture);
  });

  it('plans, rules, one invoice, billing details, the log', () => {
    for (const plan of planFixtures) expect(v.parse(programPlanSchema, plan)).toEqual(plan);
    expect(v.parse(billingRulesSchema, billingRulesFixture)).toEqual(billingRulesFixture);
    expect(v.parse(invoiceDetailSchema, invoiceDetailFixture)).toEqual(invoiceDetailFixture);
    expect(v.parse(billingDetailsSchema, billingDetailsFixture)).toEqual(billingDetailsFixture);
    for (const action of subscriptionActionFixtures) {
      expect(v.parse(subscriptionActionSchema, action)).toEqual(action);
    }
  });
});

describe('each fixture is the state it is named for, on the fixtures’ day (25 November 2026)', () => {
  const today = billingFixtures.today;

  it('is 25 November 2026 in New York', () => {
    expect(today).toBe('2026-11-25');
  });

  it.each([
    { name: 'active', status: 'ACTIVE', allows: ['CANCEL_REQUEST', 'RETURN_REQUEST', 'CHANGE_PLAN'] },
    { name: 'activePastGrace', status: 'ACTIVE', allows: ['RETURN_REQUEST', 'CHANGE_PLAN'] },
    {
      name: 'cancelRequested',
      status: 'CANCEL_REQUESTED',
      allows: ['UNDO_CANCEL', 'CONFIRM_CANCEL', 'ACCEPT_OFFER'],
    },
    { name: 'cancelled', status: 'CANCELLED', allows: ['RENEW_REQUEST', 'RESUME'] },
    { name: 'cancelledAccessEnded', status: 'CANCELLED', allows: ['RENEW_REQUEST', 'REACTIVATE'] },
    { name: 'returnRequested', status: 'RETURN_REQUESTED', allows: ['CONFIRM_RETURN', 'DECLINE_RETURN'] },
    { name: 'returned', status: 'RETURNED', allows: ['RENEW_REQUEST', 'REACTIVATE'] },
    {
      name: 'renewalRequested',
      status: 'RENEWAL_REQUESTED',
      allows: ['CONFIRM_RENEWAL', 'DECLINE_RENEWAL'],
    },
  ] as const)('$name: $status, allowing $allows', ({ name, status, allows }) => {
    const subscription = subscriptionFixtures[name];
    expect(subscription.status).toBe(status);
    expect(allowedEvents(domain(subscription), billingFixtureClock)).toEqual(allows);
  });

  it('active is within the 30-day grace period, active past grace is not', () => {
    expect(isWithinGracePeriod(subscriptionFixtures.active.started_on, today)).toBe(true);
    expect(isWithinGracePeriod(subscriptionFixtures.activePastGrace.started_on, today)).toBe(false);
  });

  it('cancelled: no upcoming invoice, access ends on the last paid day, still to come', () => {
    const { cancelled } = subscriptionFixtures;
    expect(cancelled).toMatchObject({ has_upcoming_invoices: false, next_charge: null });
    expect(cancelled.access_ends_on).toBe(cancelled.paid_through);
    expect(cancelled.access_ends_on! > today).toBe(true);
    expect(subscriptionFixtures.cancelledAccessEnded.access_ends_on! <= today).toBe(true);
  });

  it('returned: the return date ten days ago, the kit received', () => {
    expect(subscriptionFixtures.returned).toMatchObject({
      returned_on: '2026-11-15',
      return_status: 'received',
    });
  });

  it('requests carry the day they were made; a renewal where it came from', () => {
    expect(subscriptionFixtures.returnRequested).toMatchObject({ requested_on: '2026-11-24' });
    expect(subscriptionFixtures.renewalRequested).toMatchObject({
      requested_on: today,
      requested_from: 'RETURNED',
    });
  });

  it('the offer lowers the next charge by 30%', () => {
    expect(subscriptionFixtures.active.next_charge?.amount).toBe(29900);
    expect(subscriptionFixtures.activeWithOffer.next_charge?.amount).toBe(20930);
  });

  it('plans: monthly 1 month, half-year 6, yearly 12, in USD', () => {
    expect(planFixtures.map((plan) => [plan.id, plan.months, plan.currency])).toEqual([
      ['monthly', 1, 'USD'],
      ['half_year', 6, 'USD'],
      ['yearly', 12, 'USD'],
    ]);
    expect(planFixtures.find((plan) => plan.id === 'yearly')).toMatchObject({
      monthly_effective_price: 2492,
      billing_date: '2027-11-25',
    });
  });

  it('invoices: none, one failed, 19 for "Show more"', () => {
    expect(invoiceFixtures.none).toEqual([]);
    expect(invoiceFixtures.failed.map((invoice) => invoice.status)).toContain('FAILED');
    expect(invoiceFixtures.many).toHaveLength(19);
    expect(new Set(invoiceFixtures.many.map((invoice) => invoice.external_id)).size).toBe(19);
  });

  it('billing details: the visa 4242', () => {
    expect(billingDetailsFixture.payment_method).toMatchObject({ brand: 'visa', last4: '4242' });
  });
});

describe('each billing call answers its default state', () => {
  it.each<{
    call: string;
    handler: () => HttpHandler;
    run: (api: ApiClient) => Promise<unknown>;
    data: unknown;
  }>([
    {
      call: 'plans',
      handler: () => billingHandlers.plans(),
      run: (api) => getPlans(api),
      data: { count: 3 },
    },
    {
      call: 'rules',
      handler: () => billingHandlers.billingRules(),
      run: (api) => getBillingRules(api),
      data: billingRulesFixture,
    },
    {
      call: 'subscriptions',
      handler: () => billingHandlers.subscriptions(),
      run: (api) => getAccountSubscription(api, 101),
      data: subscriptionFixtures.active,
    },
    {
      call: 'subscription',
      handler: () => billingHandlers.subscription(),
      run: (api) => getSubscription(api, 7),
      data: subscriptionFixtures.active,
    },
    {
      call: 'changePlan',
      handler: () => billingHandlers.changePlan(),
      run: (api) => changePlan(api, 7, 'monthly'),
      data: { plan: { id: 'monthly', months: 1 } },
    },
    {
      call: 'cancelRequest',
      handler: () => billingHandlers.cancelRequest(),
      run: (api) => requestCancel(api, 101, cancelForm),
      data: subscriptionFixtures.cancelRequested,
    },
    {
      call: 'cancelUndo',
      handler: () => billingHandlers.cancelUndo(),
      run: (api) => undoCancel(api, 101),
      data: subscriptionFixtures.active,
    },
    {
      call: 'cancelConfirm',
      handler: () => billingHandlers.cancelConfirm(),
      run: (api) => confirmCancel(api, 101),
      data: subscriptionFixtures.cancelled,
    },
    {
      call: 'acceptOffer',
      handler: () => billingHandlers.acceptOffer(),
      run: (api) => acceptOffer(api, 101, 'thirtyOffTwelveMonths'),
      data: subscriptionFixtures.activeWithOffer,
    },
    {
      call: 'resume',
      handler: () => billingHandlers.resume(),
      run: (api) => resumeSubscription(api, 101),
      data: subscriptionFixtures.active,
    },
    {
      call: 'reactivate',
      handler: () => billingHandlers.reactivate(),
      run: (api) => reactivateSubscription(api, 101),
      data: subscriptionFixtures.reactivated,
    },
    {
      call: 'returnRequest',
      handler: () => billingHandlers.returnRequest(),
      run: (api) => requestReturn(api, 101),
      data: subscriptionFixtures.returnRequested,
    },
    {
      call: 'returnConfirm',
      handler: () => billingHandlers.returnConfirm(),
      run: (api) => confirmReturn(api, 101),
      data: subscriptionFixtures.returned,
    },
    {
      call: 'returnDecline',
      handler: () => billingHandlers.returnDecline(),
      run: (api) => declineReturn(api, 101),
      data: subscriptionFixtures.activePastGrace,
    },
    {
      call: 'renew: request',
      handler: () => billingHandlers.renew(),
      run: (api) => renewSubscription(api, 101, 'request'),
      data: subscriptionFixtures.renewalRequested,
    },
    {
      call: 'renew: confirm',
      handler: () => billingHandlers.renew(),
      run: (api) => renewSubscription(api, 101, 'confirm'),
      data: subscriptionFixtures.renewed,
    },
    {
      call: 'renew: decline',
      handler: () => billingHandlers.renew(),
      run: (api) => renewSubscription(api, 101, 'decline'),
      data: subscriptionFixtures.returned,
    },
    {
      call: 'extendSubscription',
      handler: () => billingHandlers.extendSubscription(),
      run: (api) => extendSubscription(api, 101, 2),
      data: subscriptionFixtures.active,
    },
    {
      call: 'subscriptionActions',
      handler: () => billingHandlers.subscriptionActions(),
      run: (api) => getSubscriptionActions(api, 101),
      data: { count: 3, next: null, results: subscriptionActionFixtures },
    },
    {
      call: 'invoices',
      handler: () => billingHandlers.invoices(),
      run: (api) => getInvoices(api, 101),
      data: { count: 2, next: null, results: invoiceFixtures.active },
    },
    {
      call: 'invoice',
      handler: () => billingHandlers.invoice(),
      run: (api) => getInvoice(api, 101, 'in_1Q2w3E'),
      data: invoiceDetailFixture,
    },
    {
      call: 'refundInvoice',
      handler: () => billingHandlers.refundInvoice(),
      run: (api) => refundInvoice(api, invoiceDetailFixture),
      data: { status: 'REFUNDED' },
    },
    {
      call: 'removeInvoice',
      handler: () => billingHandlers.removeInvoice(),
      run: (api) => removeInvoice(api, invoiceFixtures.failed[0]!),
      data: { status: 'REMOVED' },
    },
    {
      call: 'payInvoice',
      handler: () => billingHandlers.payInvoice(),
      run: (api) => payInvoice(api, 'in_4R5t6Y'),
      data: { status: 'PAID' },
    },
    {
      call: 'order (none)',
      handler: () => billingHandlers.order(),
      run: (api) => getLastOrder(api, 101),
      data: null,
    },
    {
      call: 'billingDetails',
      handler: () => billingHandlers.billingDetails(),
      run: (api) => getBillingDetails(api, 1),
      data: billingDetailsFixture,
    },
    {
      call: 'setPaymentMethod',
      handler: () => billingHandlers.setPaymentMethod(),
      run: (api) => setPaymentMethod(api, 101, { token: 'tok_mastercard', expMonth: 8, expYear: 2030 }),
      data: { payment_method: { brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2030 } },
    },
    {
      call: 'requestUpdateEmail',
      handler: () => billingHandlers.requestUpdateEmail(),
      run: (api) => requestPaymentUpdateEmail(api, 101),
      data: { detail: 'Email sent.' },
    },
    {
      call: 'advanceTestClock',
      handler: () => billingHandlers.advanceTestClock(),
      run: (api) => advanceTestClock(api, 101, 30),
      data: testClockAdvanceFixture,
    },
  ])('$call', async ({ handler, run, data }) => {
    server.use(handler());
    const result = await run(client());
    expect(result).toMatchObject({ ok: true });
    const received = (result as { data: unknown }).data;
    if (data === null) expect(received).toBeNull();
    else expect(received).toMatchObject(data as object);
  });
});

describe('the states stories ask for', () => {
  it('many invoices: ten on the first page with a next link, nine on the second without', async () => {
    server.use(billingHandlers.invoices(ok(invoiceFixtures.many)));
    const first = await getInvoices(client(), 101, { page: 1, pageSize: 10 });
    expect(first).toMatchObject({
      ok: true,
      data: { count: 19, next: '/api/v2/billing/accounts/101/invoices/?page=2&page_size=10', previous: null },
    });
    expect(first.ok && first.data.results).toHaveLength(10);
    const second = await getInvoices(client(), 101, { page: 2, pageSize: 10 });
    expect(second).toMatchObject({ ok: true, data: { count: 19, next: null } });
    expect(second.ok && second.data.results).toHaveLength(9);
  });

  it('no invoices', async () => {
    server.use(billingHandlers.invoices(ok(invoiceFixtures.none)));
    expect(await getInvoices(client(), 101)).toMatchObject({ ok: true, data: { count: 0, results: [] } });
  });

  it.each([
    { state: 'card declined', mock: paymentDeclined(), text: retrySentence },
    { state: 'no payment method', mock: noPaymentMethod(), text: noRetrySentence },
  ])('$state on payment: 402 with the sentence', async ({ mock, text }) => {
    server.use(billingHandlers.setPaymentMethod(mock), billingHandlers.payInvoice(mock));
    const card = { token: 'tok_visa', expMonth: 4, expYear: 2029 };
    expect(await setPaymentMethod(client(), 101, card)).toMatchObject({ errStatus: 402, errorText: text });
    expect(await payInvoice(client(), 'in_4R5t6Y')).toMatchObject({ errStatus: 402, errorText: text });
  });

  it.each([
    { token: 'tok_chargeDeclined', text: retrySentence },
    { token: 'tok_processingError', text: retrySentence },
    { token: 'tok_customerNotFound', text: retrySentence },
    { token: 'tok_noPaymentMethod', text: noRetrySentence },
  ])('the payment call answers the test card $token with its 402', async ({ token, text }) => {
    server.use(billingHandlers.setPaymentMethod());
    const result = await setPaymentMethod(client(), 101, { token, expMonth: 4, expYear: 2029 });
    expect(result).toMatchObject({ ok: false, errStatus: 402, errorText: text });
  });

  it('a refused change: 409 with its code', async () => {
    server.use(
      billingHandlers.cancelRequest(subscriptionRefused('grace_period_over', 'active', 'CANCEL_REQUEST')),
    );
    const result = await requestCancel(client(), 101, cancelForm);
    expect(subscriptionConflictOf(result)).toMatchObject({ code: 'grace_period_over', from: 'active' });
  });

  it('server error', async () => {
    server.use(billingHandlers.subscriptions(serverError()));
    expect(await getAccountSubscription(client(), 101)).toMatchObject({ ok: false, errStatus: 500 });
  });

  it('loading: never answers, until the caller gives up', async () => {
    server.use(billingHandlers.invoices(loading()));
    const controller = new AbortController();
    const pending = getInvoices(client(), 101, {}, controller.signal);
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toEqual({ ok: false, cancelled: true });
  });
});

describe('a billing world keeps what changed, as the server does', () => {
  it('cancel request, then the offer: the next read is active with the offer and its lower charge', async () => {
    server.use(...billingWorldHandlers());
    const api = client();
    expect(await requestCancel(api, 101, cancelForm)).toMatchObject({
      ok: true,
      data: { status: 'CANCEL_REQUESTED', cancel_reasons: ['too_expensive'] },
    });
    expect(await getAccountSubscription(api, 101)).toMatchObject({ data: { status: 'CANCEL_REQUESTED' } });
    await acceptOffer(api, 101, 'thirtyOffTwelveMonths');
    expect(await getAccountSubscription(api, 101)).toMatchObject({
      data: { status: 'ACTIVE', offer: 'thirtyOffTwelveMonths', next_charge: { amount: 20930 } },
    });
    const invoices = await getInvoices(api, 101);
    expect(invoices.ok && invoices.data.results[0]).toMatchObject({ status: 'UPCOMING', amount: 20930 });
    const log = await getSubscriptionActions(api, 101);
    expect(log.ok && log.data.results.slice(0, 2).map((action) => action.event)).toEqual([
      'ACCEPT_OFFER',
      'CANCEL_REQUEST',
    ]);
  });

  it('confirming the cancellation removes the upcoming invoice and keeps access to the paid day', async () => {
    server.use(...billingWorldHandlers());
    const api = client();
    await requestCancel(api, 101, cancelForm);
    expect(await confirmCancel(api, 101)).toMatchObject({
      ok: true,
      data: { status: 'CANCELLED', access_ends_on: '2027-11-10', next_charge: null },
    });
    const invoices = await getInvoices(api, 101);
    expect(invoices.ok && invoices.data.results.map((invoice) => invoice.status)).toEqual([
      'REMOVED',
      'PAID',
    ]);
    expect(await resumeSubscription(api, 101)).toMatchObject({ ok: true, data: { status: 'ACTIVE' } });
  });

  it('refuses what the flow forbids with 409 and changes nothing', async () => {
    server.use(...billingWorldHandlers({ subscription: subscriptionFixtures.activePastGrace }));
    const api = client();
    const refused = await requestCancel(api, 101, cancelForm);
    expect(subscriptionConflictOf(refused)).toMatchObject({
      code: 'grace_period_over',
      from: 'active',
      event: 'CANCEL_REQUEST',
    });
    expect(await undoCancel(api, 101)).toMatchObject({ ok: false, errStatus: 409 });
    expect(await getAccountSubscription(api, 101)).toMatchObject({ data: { status: 'ACTIVE' } });
    expect(await requestReturn(api, 101, 'Too big')).toMatchObject({
      ok: true,
      data: { status: 'RETURN_REQUESTED', return_status: 'requested' },
    });
  });

  it('refuses a cancel form whose "other" has no text, as the server validates it (400)', async () => {
    server.use(...billingWorldHandlers());
    const result = await requestCancel(client(), 101, { ...cancelForm, reasons: ['other'] });
    expect(result).toMatchObject({
      ok: false,
      errStatus: 400,
      errorObject: { other_reason: expect.any(Array) },
    });
  });

  it('staff calls answer 403 to the account, and work for staff', async () => {
    server.use(...billingWorldHandlers({ subscription: subscriptionFixtures.returnRequested }));
    expect(await confirmReturn(client(), 101)).toMatchObject({ ok: false, errStatus: 403 });
    expect(await refundInvoice(client(), invoiceDetailFixture)).toMatchObject({ ok: false, errStatus: 403 });
    server.resetHandlers();
    server.use(
      ...billingWorldHandlers({
        subscription: subscriptionFixtures.returnRequested,
        actor: { id: 3, name: 'Alex Staff', is_staff: true },
      }),
    );
    expect(await confirmReturn(client(), 101)).toMatchObject({
      ok: true,
      data: { status: 'RETURNED', returned_on: '2026-11-25', return_status: 'received' },
    });
    expect(await refundInvoice(client(), invoiceDetailFixture)).toMatchObject({
      ok: true,
      data: { status: 'REFUNDED' },
    });
    expect(await refundInvoice(client(), invoiceDetailFixture)).toMatchObject({ ok: false, errStatus: 409 });
    expect(await renewSubscription(client(), 101, 'request')).toMatchObject({
      data: { status: 'RENEWAL_REQUESTED', requested_from: 'RETURNED' },
    });
    expect(await renewSubscription(client(), 101, 'confirm')).toMatchObject({
      data: { status: 'ACTIVE', started_on: '2026-11-25', paid_through: '2027-11-25' },
    });
  });

  it('a failed invoice is paid with the card on file (again: the paid invoice); without a card it is the 402', async () => {
    server.use(...billingWorldHandlers({ invoices: invoiceFixtures.failed }));
    const paid = await payInvoice(client(), 'in_4R5t6Y');
    expect(paid).toMatchObject({ ok: true, data: { status: 'PAID' } });
    // Paid already: answered as it is, as the server does (the card saved during dunning paid it).
    expect(await payInvoice(client(), 'in_4R5t6Y')).toEqual(paid);
    server.resetHandlers();
    server.use(
      ...billingWorldHandlers({
        invoices: invoiceFixtures.failed,
        billingDetails: { ...billingDetailsFixture, payment_method: null },
      }),
    );
    expect(await payInvoice(client(), 'in_4R5t6Y')).toMatchObject({
      ok: false,
      errStatus: 402,
      errorText: noRetrySentence,
    });
  });

  it('a new card is what the billing details answer next; a declined one keeps the old card', async () => {
    server.use(...billingWorldHandlers());
    const api = client();
    await setPaymentMethod(api, 101, { token: 'tok_chargeDeclined', expMonth: 1, expYear: 2030 });
    expect(await getBillingDetails(api, 1)).toMatchObject({ data: { payment_method: { last4: '4242' } } });
    await setPaymentMethod(api, 101, { token: 'tok_mastercard', expMonth: 1, expYear: 2030 });
    expect(await getBillingDetails(api, 1)).toMatchObject({
      data: { payment_method: { brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2030 } },
    });
    expect(await getInvoice(api, 101, 'in_1Q2w3E')).toMatchObject({
      data: { payment_method: { brand: 'mastercard', last4: '4444' } },
    });
  });

  it('a plan change: a plan that does not exist is 400, the same plan 409, another plan changes it', async () => {
    server.use(...billingWorldHandlers());
    const api = client();
    expect(await changePlan(api, 7, 'lifetime')).toMatchObject({
      errStatus: 400,
      errorObject: { plan: expect.any(Array) },
    });
    expect(subscriptionConflictOf(await changePlan(api, 7, 'yearly'))).toMatchObject({ code: 'same_plan' });
    expect(await changePlan(api, 7, 'monthly')).toMatchObject({
      data: { plan: { id: 'monthly' }, next_charge: { amount: 2999 } },
    });
  });

  it('starts again from the fixtures in a new world', async () => {
    server.use(...billingWorldHandlers());
    await requestCancel(client(), 101, cancelForm);
    server.resetHandlers();
    server.use(...billingWorldHandlers());
    expect(await getAccountSubscription(client(), 101)).toMatchObject({ data: { status: 'ACTIVE' } });
  });
});

describe('the demo’s test clock', () => {
  it('refuses a move out of range with 400 and the field’s message', async () => {
    server.use(billingHandlers.advanceTestClock(testClockOutOfRange()));
    expect(await advanceTestClock(client(), 101, 401)).toMatchObject({
      ok: false,
      errStatus: 400,
      errorObject: { advance_days: ['Advance by 1 to 400 days.'] },
    });
  });

  it('keeps the days moved: each move adds up, and the account’s details carry the new clock', async () => {
    server.use(...testClockWorldHandlers(testClockAccountFixture));
    expect(await getAdminAccount(client(), 101)).toMatchObject({
      data: { test_clock: testClockFixtures.fresh },
    });
    expect(await advanceTestClock(client(), 101, 10)).toMatchObject({
      data: { account: 101, advanced_days: 10, billing_run: { paid: 0, declined: 0, ended: 0, expired: 0 } },
    });
    expect(await advanceTestClock(client(), 101, 20)).toMatchObject({ data: testClockFixtures.advanced });
    expect(await getAdminAccount(client(), 101)).toMatchObject({
      data: { test_clock: testClockFixtures.advanced },
    });
  });

  it('refuses what the server refuses: out of range (400), and any move outside demo mode (404)', async () => {
    server.use(...testClockWorldHandlers(testClockAccountFixture));
    for (const days of [0, 401]) {
      expect(await advanceTestClock(client(), 101, days)).toMatchObject({
        errStatus: 400,
        errorObject: billingErrorBodies.testClockRange,
      });
    }
    expect(await getAdminAccount(client(), 101)).toMatchObject({
      data: { test_clock: testClockFixtures.fresh },
    });
    server.resetHandlers();
    server.use(...testClockWorldHandlers(adminAccountFixture));
    expect(await advanceTestClock(client(), 101, 1)).toMatchObject({ errStatus: 404 });
    expect(await getAdminAccount(client(), 101)).toMatchObject({ data: { test_clock: null } });
  });
});

describe("the personas' billing", () => {
  it.each([
    { persona: 'parent', subscription: { status: 'ACTIVE', account: 101 } },
    { persona: 'sunset', subscription: { status: 'ACTIVE', account: 102 } },
    { persona: 'newCustomer', subscription: null },
    { persona: 'staff', subscription: null },
    { persona: 'coach', subscription: null },
  ] as const)('$persona', async ({ persona, subscription }) => {
    server.use(...personaHandlers(persona));
    const user = userInfoFixtures[persona];
    const result = await getAccountSubscription(client(), user.account.id);
    if (subscription) expect(result).toMatchObject({ ok: true, data: subscription });
    else expect(result).toEqual({ ok: true, status: 200, data: null });
    const details = await getBillingDetails(client(), user.id);
    expect(details).toMatchObject({
      ok: true,
      data: { user: user.id, payment_method: subscription ? { last4: '4242' } : null },
    });
  });

  it('the parent in another state of the flow', async () => {
    server.use(...personaHandlers('parent', { billing: { subscription: subscriptionFixtures.cancelled } }));
    expect(await getAccountSubscription(client(), 101)).toMatchObject({ data: { status: 'CANCELLED' } });
  });

  it('a blocked account reads the plans, and gets 403 for its billing', async () => {
    server.use(...personaHandlers('blocked'));
    expect(await getPlans(client())).toMatchObject({ ok: true });
    expect(await getAccountSubscription(client(), 106)).toMatchObject({ ok: false, errStatus: 403 });
    expect(await getInvoices(client(), 106)).toMatchObject({ ok: false, errStatus: 403 });
    expect(await getBillingDetails(client(), 6)).toMatchObject({ ok: false, errStatus: 403 });
  });
});
