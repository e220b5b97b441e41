import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, CallResult } from '../http/client';
import { recordRequests, testClient } from '../http/test-support';
import {
  billingDetailsFixture,
  billingRulesFixture,
  invoiceDetailFixture,
  invoiceFixtures,
  planFixtures,
  subscriptionActionFixtures,
  subscriptionFixtures,
  testClockAdvanceFixture,
} from './fixtures';
import { getInvoice, getInvoices, getLastOrder, payInvoice, refundInvoice, removeInvoice } from './invoices';
import { getBillingDetails, requestPaymentUpdateEmail, setPaymentMethod, type CardToken } from './payment';
import { getBillingRules, getPlans } from './plans';
import {
  acceptOffer,
  changePlan,
  confirmCancel,
  confirmReturn,
  declineReturn,
  extendSubscription,
  getAccountSubscription,
  getSubscription,
  getSubscriptionActions,
  getSubscriptions,
  reactivateSubscription,
  renewSubscription,
  requestCancel,
  requestReturn,
  resumeSubscription,
  subscriptionConflictOf,
  undoCancel,
} from './subscription';
import { advanceTestClock } from './test-clock';
import { orderFixture } from '../checkout/fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const paidInvoice = invoiceFixtures.active[1]!;
const subscription = subscriptionFixtures.active;

// One row per call of docs/billing-api.md: what the client sends for it.
describe('every call of the billing contract sends its method, path and body', () => {
  it.each<{
    call: string;
    run: (api: ApiClient) => Promise<CallResult<unknown>>;
    answer: unknown;
    method: string;
    path: string;
    query?: Record<string, string>;
    body?: unknown;
    signedIn?: boolean;
  }>([
    {
      call: 'getPlans',
      run: (api) => getPlans(api),
      answer: page(planFixtures),
      method: 'GET',
      path: '/api/v2/billing/program_plan/',
      query: { tag: 'default', page: '1', page_size: '1000' },
      signedIn: false,
    },
    {
      call: 'getPlans of a tag',
      run: (api) => getPlans(api, 'spring'),
      answer: page(planFixtures),
      method: 'GET',
      path: '/api/v2/billing/program_plan/',
      query: { tag: 'spring', page: '1', page_size: '1000' },
      signedIn: false,
    },
    {
      call: 'getBillingRules',
      run: (api) => getBillingRules(api),
      answer: billingRulesFixture,
      method: 'GET',
      path: '/api/v2/billing/rules/',
      signedIn: false,
    },
    {
      call: 'getSubscriptions',
      run: (api) => getSubscriptions(api, { account: 12 }),
      answer: page([subscription]),
      method: 'GET',
      path: '/api/v3/subscriptions/',
      query: { account: '12', page: '1' },
    },
    {
      call: 'getSubscriptions of every account (staff), page 3',
      run: (api) => getSubscriptions(api, { page: 3, pageSize: 50 }),
      answer: page([subscription]),
      method: 'GET',
      path: '/api/v3/subscriptions/',
      query: { page: '3', page_size: '50' },
    },
    {
      call: 'getAccountSubscription',
      run: (api) => getAccountSubscription(api, 12),
      answer: page([subscription]),
      method: 'GET',
      path: '/api/v3/subscriptions/',
      query: { account: '12', page: '1', page_size: '1000' },
    },
    {
      call: 'getSubscription',
      run: (api) => getSubscription(api, 7),
      answer: subscription,
      method: 'GET',
      path: '/api/v3/subscriptions/7/',
    },
    {
      call: 'changePlan',
      run: (api) => changePlan(api, 7, 'monthly'),
      answer: subscription,
      method: 'PATCH',
      path: '/api/v3/subscriptions/7/',
      body: { plan: 'monthly' },
    },
    {
      call: 'requestCancel',
      run: (api) =>
        requestCancel(api, 12, {
          reasons: ['too_expensive', 'other'],
          other_reason: 'Moving abroad',
          not_interested_reason: '',
        }),
      answer: subscriptionFixtures.cancelRequested,
      method: 'POST',
      path: '/api/v2/billing/account/12/subscription/cancel/request',
      body: { reasons: ['too_expensive', 'other'], other_reason: 'Moving abroad', not_interested_reason: '' },
    },
    {
      call: 'undoCancel',
      run: (api) => undoCancel(api, 12),
      answer: subscription,
      method: 'POST',
      path: '/api/v2/billing/account/12/subscription/cancel/undo',
      body: {},
    },
    {
      call: 'confirmCancel',
      run: (api) => confirmCancel(api, 12),
      answer: subscriptionFixtures.cancelled,
      method: 'POST',
      path: '/api/v2/billing/account/12/subscription/cancel/confirm',
      body: {},
    },
    {
      call: 'acceptOffer',
      run: (api) => acceptOffer(api, 12, 'thirtyOffTwelveMonths'),
      answer: subscriptionFixtures.activeWithOffer,
      method: 'POST',
      path: '/api/v2/billing/account/12/subscription/offer/accept',
      body: { offer: 'thirtyOffTwelveMonths' },
    },
    {
      call: 'resumeSubscription',
      run: (api) => resumeSubscription(api, 12),
      answer: subscription,
      method: 'POST',
      path: '/api/v2/billing/account/12/subscription/resume',
      body: {},
    },
    {
      call: 'reactivateSubscription',
      run: (api) => reactivateSubscription(api, 12),
      answer: subscriptionFixtures.reactivated,
      method: 'POST',
      path: '/api/v2/billing/account/12/subscription/reactivate',
      body: {},
    },
    {
      call: 'requestReturn with a reason',
      run: (api) => requestReturn(api, 12, 'The strap broke'),
      answer: subscriptionFixtures.returnRequested,
      method: 'POST',
      path: '/api/v2/billing/accounts/12/return/request/',
      body: { reason: 'The strap broke' },
    },
    {
      call: 'requestReturn without one',
      run: (api) => requestReturn(api, 12),
      answer: subscriptionFixtures.returnRequested,
      method: 'POST',
      path: '/api/v2/billing/accounts/12/return/request/',
      body: {},
    },
    {
      call: 'confirmReturn (staff)',
      run: (api) => confirmReturn(api, 12),
      answer: subscriptionFixtures.returned,
      method: 'POST',
      path: '/api/v2/billing/accounts/12/return/confirm/',
      body: {},
    },
    {
      call: 'declineReturn (staff)',
      run: (api) => declineReturn(api, 12),
      answer: subscription,
      method: 'POST',
      path: '/api/v2/billing/accounts/12/return/decline/',
      body: {},
    },
    ...(['request', 'confirm', 'decline'] as const).map((action) => ({
      call: `renewSubscription: ${action}`,
      run: (api: ApiClient) => renewSubscription(api, 12, action),
      answer: subscriptionFixtures.renewalRequested,
      method: 'PUT',
      path: '/api/v2/billing/order/renew/',
      body: { account: 12, action },
    })),
    {
      call: 'extendSubscription (staff)',
      run: (api) => extendSubscription(api, 12, 3),
      answer: subscription,
      method: 'POST',
      path: '/api/v2/billing/accounts/12/extend_subscription/',
      body: { months: 3 },
    },
    {
      call: 'getSubscriptionActions',
      run: (api) => getSubscriptionActions(api, 12),
      answer: page(subscriptionActionFixtures),
      method: 'GET',
      path: '/api/v3/subscription_actions/',
      query: { account: '12', offset: '0', limit: '25' },
    },
    {
      call: 'getSubscriptionActions further on',
      run: (api) => getSubscriptionActions(api, 12, { offset: 25, limit: 25 }),
      answer: page(subscriptionActionFixtures),
      method: 'GET',
      path: '/api/v3/subscription_actions/',
      query: { account: '12', offset: '25', limit: '25' },
    },
    {
      call: 'getInvoices',
      run: (api) => getInvoices(api, 12),
      answer: page(invoiceFixtures.active),
      method: 'GET',
      path: '/api/v2/billing/accounts/12/invoices/',
      query: { page: '1', page_size: '10' },
    },
    {
      call: 'getInvoice',
      run: (api) => getInvoice(api, 12, 'in_1Q2w3E'),
      answer: invoiceDetailFixture,
      method: 'GET',
      path: '/api/v2/billing/accounts/12/invoices/in_1Q2w3E/',
    },
    {
      call: 'refundInvoice (staff)',
      run: (api) => refundInvoice(api, paidInvoice),
      answer: { ...paidInvoice, status: 'REFUNDED' },
      method: 'POST',
      path: '/api/v2/billing/invoices/in_1Q2w3E/refund/',
      query: { billing_entity_name: 'stripe' },
      body: {},
    },
    {
      call: 'removeInvoice (staff)',
      run: (api) => removeInvoice(api, { external_id: 'in_4R5t6Y', billing_entity_name: 'stripe' }),
      answer: { ...paidInvoice, status: 'REMOVED' },
      method: 'POST',
      path: '/api/v2/billing/invoices/in_4R5t6Y/remove/',
      query: { billing_entity_name: 'stripe' },
      body: {},
    },
    {
      call: 'payInvoice',
      run: (api) => payInvoice(api, 'in_4R5t6Y'),
      answer: paidInvoice,
      method: 'POST',
      path: '/api/v2/billing/invoices/in_4R5t6Y/pay/',
      body: {},
    },
    {
      call: 'getLastOrder',
      run: (api) => getLastOrder(api, 12),
      answer: orderFixture(),
      method: 'GET',
      path: '/api/v2/billing/accounts/12/order/',
    },
    {
      call: 'getBillingDetails',
      run: (api) => getBillingDetails(api, 3),
      answer: billingDetailsFixture,
      method: 'GET',
      path: '/api/v2/billing/users/3/billing_details/',
    },
    {
      call: 'setPaymentMethod',
      run: (api) => setPaymentMethod(api, 12, { token: 'tok_visa', expMonth: 4, expYear: 2029 }),
      answer: billingDetailsFixture,
      method: 'POST',
      path: '/api/v2/billing/payment/',
      body: { account: 12, token: 'tok_visa', exp_month: 4, exp_year: 2029 },
    },
    {
      call: 'requestPaymentUpdateEmail',
      run: (api) => requestPaymentUpdateEmail(api, 12),
      answer: { detail: 'Email sent.' },
      method: 'POST',
      path: '/api/v2/billing/request_update_email/',
      body: { account: 12 },
    },
    {
      call: 'advanceTestClock (staff, demo mode)',
      run: (api) => advanceTestClock(api, 101, 30),
      answer: testClockAdvanceFixture,
      method: 'POST',
      path: '/api/v2/admin/accounts/101/test_clock/',
      body: { advance_days: 30 },
    },
  ])('$call: $method $path', async ({ run, answer, method, path, query = {}, body, signedIn = true }) => {
    const seen = recordRequests(server, answer);
    const result = await run(testClient());
    expect(result).toMatchObject({ ok: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method, path, query, body });
    expect(seen[0]?.authorization).toBe(signedIn ? 'Bearer access-1' : null);
    expect(seen[0]?.csrf).toBe(method === 'GET' ? null : 'csrf-1');
  });
});

describe('what the calls make of the answers', () => {
  it("the account's subscription is the newest of its list, or null when it has none", async () => {
    recordRequests(
      server,
      page([subscription, { ...subscriptionFixtures.returned, id: 9 }, { ...subscription, id: 8 }]),
    );
    expect(await getAccountSubscription(testClient(), 101)).toMatchObject({ ok: true, data: { id: 9 } });
    server.resetHandlers();
    recordRequests(server, page([]));
    expect(await getAccountSubscription(testClient(), 105)).toEqual({ ok: true, status: 200, data: null });
  });

  it("the order's 404 is no order, not an error (spec section 8)", async () => {
    recordRequests(server, { detail: 'Not found.' }, 404);
    expect(await getLastOrder(testClient(), 12)).toEqual({ ok: true, status: 404, data: null });
  });

  it('another failure of the order is still an error', async () => {
    recordRequests(server, { detail: 'Server error.' }, 500);
    expect(await getLastOrder(testClient(), 12)).toMatchObject({ ok: false, errStatus: 500 });
  });

  it('sends only the token and expiry of a card, whatever else the object holds', async () => {
    const seen = recordRequests(server, billingDetailsFixture);
    const card = { token: 'tok_visa', expMonth: 4, expYear: 2029, number: '4242424242424242', cvc: '123' };
    await setPaymentMethod(testClient(), 12, card as CardToken);
    expect(seen[0]?.body).toEqual({ account: 12, token: 'tok_visa', exp_month: 4, exp_year: 2029 });
  });

  it.each([
    {
      answer: { detail: 'We’ve experienced an unexpected issue with our payment service. Please try again.' },
      text: 'We’ve experienced an unexpected issue with our payment service. Please try again.',
    },
    {
      answer: { detail: 'Gateway error: Your card was declined. Your request was in test mode.' },
      text: 'We’ve experienced an unexpected issue with our payment service. Please try again.',
    },
    {
      answer: { detail: 'Gateway error: No payment method on file for this customer.' },
      text: 'We’ve experienced an unexpected issue with our payment service.',
    },
  ])('a 402 of the payment call reads as the payment sentence: $answer.detail', async ({ answer, text }) => {
    recordRequests(server, answer, 402);
    const card = { token: 'tok_chargeDeclined', expMonth: 4, expYear: 2029 };
    expect(await setPaymentMethod(testClient(), 12, card)).toMatchObject({
      ok: false,
      errStatus: 402,
      errorText: text,
    });
    server.resetHandlers();
    recordRequests(server, answer, 402);
    expect(await payInvoice(testClient(), 'in_4R5t6Y')).toMatchObject({
      ok: false,
      errStatus: 402,
      errorText: text,
    });
  });

  it('a subscription change answered with a plan that does not renew gives the field error', async () => {
    recordRequests(server, { plan: ['"lifetime" is not a valid choice.'] }, 400);
    expect(await changePlan(testClient(), 7, 'lifetime')).toMatchObject({
      ok: false,
      errStatus: 400,
      errorObject: { plan: ['"lifetime" is not a valid choice.'] },
    });
  });
});

describe('a refused subscription change (409)', () => {
  it.each([
    { from: 'ACTIVE', state: 'active' },
    { from: 'active', state: 'active' },
    { from: 'cancelRequested', state: 'cancelRequested' },
    { from: 'SOMETHING_NEW', state: null },
  ])('names its code, event and the state it was in ($from)', async ({ from, state }) => {
    const detail = 'The 30 days to cancel online are over.';
    recordRequests(server, { detail, code: 'grace_period_over', from, event: 'CANCEL_REQUEST' }, 409);
    const result = await requestCancel(testClient(), 12, {
      reasons: ['too_expensive'],
      other_reason: '',
      not_interested_reason: '',
    });
    expect(subscriptionConflictOf(result)).toEqual({
      code: 'grace_period_over',
      from: state,
      event: 'CANCEL_REQUEST',
      detail,
    });
    // The text to show is the detail alone, not the codes after it.
    expect(result).toMatchObject({ ok: false, errStatus: 409, errorText: detail });
  });

  it('is not read into any other failure', async () => {
    recordRequests(server, { detail: 'You do not have permission to perform this action.' }, 403);
    expect(subscriptionConflictOf(await confirmReturn(testClient(), 12))).toBeNull();
    expect(subscriptionConflictOf({ ok: true, status: 200, data: subscription })).toBeNull();
    expect(subscriptionConflictOf({ ok: false, cancelled: true })).toBeNull();
  });
});
