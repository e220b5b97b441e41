import {
  addCalendarDays,
  addCalendarMonths,
  billingStatusNames,
  defaults,
  priceSchedule,
  subscriptionEventTypes,
  transition,
  winBackOffer,
  type Subscription,
  type SubscriptionEventType,
} from '@hub/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../account/schema';
import type { DatabaseHandle } from '../db/database';
import { outboundEmails } from '../platform/schema';
import {
  createFamily,
  expectParses,
  invoicesOf,
  today,
  type Family,
  type SubscriptionSetup,
} from '../test/billing';
import { databases } from '../test/databases';
import {
  accessToken,
  Browser,
  createUser,
  fingerprint,
  json,
  send,
  testApp,
  type TestApp,
} from '../test/helpers';
import { subscriptionActions, subscriptions } from './schema';

interface Signed extends Family {
  token: string;
}

/** How the hub makes each event: the call, its body, and who may make it. */
/** The events a person makes by a call (the billing run's are no call's). */
type PersonEvent = (typeof subscriptionEventTypes)[number];

const eventCalls: Record<
  PersonEvent,
  { who: 'family' | 'staff'; method: string; path: (f: Signed) => string; json: (f: Signed) => unknown }
> = {
  CANCEL_REQUEST: {
    who: 'family',
    method: 'POST',
    path: (f) => `/api/v2/billing/account/${f.accountId}/subscription/cancel/request`,
    json: () => ({ reasons: ['too_expensive', 'other'], other_reason: 'We are moving.' }),
  },
  UNDO_CANCEL: {
    who: 'family',
    method: 'POST',
    path: (f) => `/api/v2/billing/account/${f.accountId}/subscription/cancel/undo`,
    json: () => ({}),
  },
  CONFIRM_CANCEL: {
    who: 'family',
    method: 'POST',
    path: (f) => `/api/v2/billing/account/${f.accountId}/subscription/cancel/confirm`,
    json: () => ({}),
  },
  ACCEPT_OFFER: {
    who: 'family',
    method: 'POST',
    path: (f) => `/api/v2/billing/account/${f.accountId}/subscription/offer/accept`,
    json: () => ({ offer: 'thirtyOffTwelveMonths' }),
  },
  RETURN_REQUEST: {
    who: 'family',
    method: 'POST',
    path: (f) => `/api/v2/billing/accounts/${f.accountId}/return/request/`,
    json: () => ({ reason: 'It is not for us.' }),
  },
  CONFIRM_RETURN: {
    who: 'staff',
    method: 'POST',
    path: (f) => `/api/v2/billing/accounts/${f.accountId}/return/confirm/`,
    json: () => ({}),
  },
  DECLINE_RETURN: {
    who: 'staff',
    method: 'POST',
    path: (f) => `/api/v2/billing/accounts/${f.accountId}/return/decline/`,
    json: () => ({}),
  },
  RENEW_REQUEST: {
    who: 'family',
    method: 'PUT',
    path: () => '/api/v2/billing/order/renew/',
    json: (f) => ({ account: f.accountId, action: 'request' }),
  },
  CONFIRM_RENEWAL: {
    who: 'staff',
    method: 'PUT',
    path: () => '/api/v2/billing/order/renew/',
    json: (f) => ({ account: f.accountId, action: 'confirm' }),
  },
  DECLINE_RENEWAL: {
    who: 'staff',
    method: 'PUT',
    path: () => '/api/v2/billing/order/renew/',
    json: (f) => ({ account: f.accountId, action: 'decline' }),
  },
  RESUME: {
    who: 'family',
    method: 'POST',
    path: (f) => `/api/v2/billing/account/${f.accountId}/subscription/resume`,
    json: () => ({}),
  },
  REACTIVATE: {
    who: 'family',
    method: 'POST',
    path: (f) => `/api/v2/billing/account/${f.accountId}/subscription/reactivate`,
    json: () => ({}),
  },
  CHANGE_PLAN: {
    who: 'family',
    method: 'PATCH',
    path: (f) => `/api/v3/subscriptions/${f.subscriptionId}/`,
    json: () => ({ plan: 'monthly' }),
  },
};

/** The domain's event of a call (the offer and the plan of `eventCalls`). */
function domainEvent(type: SubscriptionEventType) {
  if (type === 'ACCEPT_OFFER') return { type, offer: 'thirtyOffTwelveMonths' as const };
  if (type === 'CHANGE_PLAN') return { type, planId: 'monthly', planMonths: 1 };
  return { type };
}

/** Every state of the machine, with the dates that decide what it allows. */
function setups(): [string, SubscriptionSetup][] {
  const day = today();
  const longAgo = addCalendarMonths(day, -9);
  return [
    ['active within the grace period', { state: 'active' }],
    [
      'active after the grace period',
      { state: 'active', startedOn: longAgo, paidThrough: addCalendarMonths(longAgo, 12) },
    ],
    ['cancel requested', { state: 'cancelRequested' }],
    ['cancelled, access running', { state: 'cancelled' }],
    [
      'cancelled, access ended',
      {
        state: 'cancelled',
        plan: 'monthly',
        startedOn: addCalendarMonths(day, -3),
        paidThrough: addCalendarMonths(day, -2),
        accessEndsOn: addCalendarMonths(day, -2),
      },
    ],
    ['return requested', { state: 'returnRequested', startedOn: longAgo }],
    ['returned', { state: 'returned', startedOn: longAgo }],
    [
      'renewal requested after a cancellation',
      {
        state: 'renewalRequested',
        requestedFrom: 'CANCELLED',
        returnedOn: null,
        accessEndsOn: addCalendarDays(day, -1),
      },
    ],
    ['renewal requested after a return', { state: 'renewalRequested' }],
  ];
}

/** The subscription a setup is, as the domain holds it. */
function asDomain(
  setup: SubscriptionSetup,
  row: typeof subscriptions.$inferSelect,
  hasUpcomingInvoices: boolean,
): Subscription {
  const from = { CANCELLED: 'cancelled', RETURNED: 'returned' } as const;
  return {
    state: setup.state,
    planId: row.planId,
    planMonths: row.planId === 'monthly' ? 1 : 12,
    startedOn: row.startedOn,
    paidThrough: row.paidThrough,
    accessEndsOn: row.accessEndsOn,
    returnedOn: row.returnedOn,
    requestedOn: row.requestedOn,
    requestedFrom: row.requestedFrom ? from[row.requestedFrom as keyof typeof from] : null,
    offer: null,
    hasUpcomingInvoices,
  };
}

describe.each(databases())('the subscription flows on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let staff: string;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    staff = await accessToken(app, 'staff@demo.test');
  });
  afterAll(() => handle.close());

  async function family(setup: SubscriptionSetup): Promise<Signed> {
    const made = await createFamily(handle.db, setup);
    return { ...made, token: await accessToken(app, made.email) };
  }

  function call(f: Signed, type: PersonEvent, options: { as?: string; json?: unknown; path?: string } = {}) {
    const spec = eventCalls[type];
    return send(app, options.path ?? spec.path(f), {
      method: spec.method,
      bearer: options.as ?? (spec.who === 'staff' ? staff : f.token),
      json: options.json ?? spec.json(f),
    });
  }

  async function subscriptionRow(f: Family) {
    const [row] = await handle.db.select().from(subscriptions).where(eq(subscriptions.id, f.subscriptionId));
    return row!;
  }

  async function actionsOf(f: Family) {
    return handle.db
      .select()
      .from(subscriptionActions)
      .where(eq(subscriptionActions.accountId, f.accountId))
      .orderBy(subscriptionActions.id);
  }

  async function emailsTo(f: Family) {
    return handle.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, f.email));
  }

  describe('every event in every state, as the domain’s machine says', () => {
    const cases = setups().flatMap(([name, setup]) =>
      subscriptionEventTypes.map((type) => [name, type, setup] as const),
    );

    it.each(cases)('%s: %s', async (_, type, setup) => {
      const f = await family(setup);
      const row = await subscriptionRow(f);
      const upcoming = (await invoicesOf(handle.db, f.accountId)).some(
        (invoice) => invoice.status === 'UPCOMING',
      );
      const expected = transition(asDomain(setup, row, upcoming), domainEvent(type), {
        now: new Date(),
        timeZone: defaults.timezone,
      });
      const before = await fingerprint(handle.db);
      const response = await call(f, type);
      const body = await json(response);
      if (expected.ok) {
        expect(response.status, JSON.stringify(body)).toBe(200);
        expect(body).toMatchObject({
          id: f.subscriptionId,
          account: f.accountId,
          status: billingStatusNames[expected.subscription.state],
          paid_through: expected.subscription.paidThrough,
          access_ends_on: expected.subscription.accessEndsOn,
          has_upcoming_invoices: expected.subscription.hasUpcomingInvoices,
        });
        await expectParses('subscriptionSchema', body);
        const actions = await actionsOf(f);
        expect(actions.map((action) => action.event)).toEqual([type]);
        expect(actions[0]).toMatchObject({
          fromStatus: billingStatusNames[setup.state],
          toStatus: billingStatusNames[expected.subscription.state],
        });
        const [account] = await handle.db.select().from(accounts).where(eq(accounts.id, f.accountId));
        expect(account!.billingStatusName).toBe(billingStatusNames[expected.subscription.state]);
      } else {
        expect(response.status, JSON.stringify(body)).toBe(409);
        expect(body).toEqual({
          detail: expect.stringMatching(/^[A-Z].+\.$/),
          code: expected.error.code,
          from: billingStatusNames[setup.state],
          event: type,
        });
        expect(await fingerprint(handle.db)).toEqual(before);
      }
    });

    it.each(subscriptionEventTypes.filter((type) => type !== 'CHANGE_PLAN'))(
      'refuses %s to an account without a subscription with 409 from NOT_PURCHASED, changing nothing',
      async (type) => {
        const user = await createUser(handle.db);
        const f: Signed = { ...user, subscriptionId: 0, token: await accessToken(app, user.email) };
        const before = await fingerprint(handle.db);
        const response = await call(f, type);
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual({
          detail: expect.stringContaining('no subscription'),
          code: 'illegal_transition',
          from: 'NOT_PURCHASED',
          event: type,
        });
        expect(await fingerprint(handle.db)).toEqual(before);
      },
    );
  });

  describe('cancelling', () => {
    it('records a cancel request with its reasons within the grace period, the next invoice still due', async () => {
      const f = await family({ state: 'active' });
      const response = await call(f, 'CANCEL_REQUEST', {
        json: {
          reasons: ['not_interested', 'other'],
          other_reason: ' Moving ',
          not_interested_reason: 'Football',
        },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        status: 'CANCEL_REQUESTED',
        requested_on: today(),
        cancel_reasons: ['not_interested', 'other'],
        cancel_other_reason: 'Moving',
        cancel_not_interested_reason: 'Football',
        has_upcoming_invoices: true,
        next_charge: { amount: 29900, currency: 'USD' },
      });
      const [action] = await actionsOf(f);
      expect(action!.detail).toMatchObject({ reasons: ['not_interested', 'other'], other_reason: 'Moving' });
    });

    it('refuses a cancel request after the 30-day grace period with grace_period_over', async () => {
      const started = addCalendarDays(today(), -30);
      const f = await family({
        state: 'active',
        startedOn: started,
        paidThrough: addCalendarMonths(started, 12),
      });
      const response = await call(f, 'CANCEL_REQUEST');
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        detail: 'The 30 days to cancel online are over. You can request a return instead.',
        code: 'grace_period_over',
        from: 'ACTIVE',
        event: 'CANCEL_REQUEST',
      });
    });

    it('confirms a cancellation: upcoming invoices removed, access to the end of the paid term, an email with that day', async () => {
      const f = await family({ state: 'cancelRequested' });
      const row = await subscriptionRow(f);
      const response = await call(f, 'CONFIRM_CANCEL');
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        status: 'CANCELLED',
        access_ends_on: row.paidThrough,
        has_upcoming_invoices: false,
        next_charge: null,
      });
      const statuses = (await invoicesOf(handle.db, f.accountId)).map((invoice) => invoice.status);
      expect(statuses).toEqual(['PAID', 'REMOVED']);
      const emails = await emailsTo(f);
      expect(emails.map((email) => email.subject)).toEqual(['Your subscription is cancelled']);
      const [action] = await actionsOf(f);
      expect(action!.detail).toEqual({ removed_invoices: [expect.stringMatching(/^in_test_/)] });
    });

    it('undoes a cancel request: active again, nothing removed', async () => {
      const f = await family({ state: 'cancelRequested' });
      const response = await call(f, 'UNDO_CANCEL');
      expect(await response.json()).toMatchObject({
        status: 'ACTIVE',
        requested_on: null,
        has_upcoming_invoices: true,
      });
    });

    it('answers the calls written without a trailing slash and with one alike', async () => {
      const f = await family({ state: 'active' });
      const base = `/api/v2/billing/account/${f.accountId}/subscription`;
      expect((await call(f, 'CANCEL_REQUEST', { path: `${base}/cancel/request/` })).status).toBe(200);
      expect((await call(f, 'UNDO_CANCEL', { path: `${base}/cancel/undo` })).status).toBe(200);
      expect((await call(f, 'CANCEL_REQUEST', { path: `${base}/cancel/request` })).status).toBe(200);
      expect((await call(f, 'UNDO_CANCEL', { path: `${base}/cancel/undo/` })).status).toBe(200);
      expect(
        (await call(f, 'RETURN_REQUEST', { path: `/api/v2/billing/accounts/${f.accountId}/return/request` }))
          .status,
      ).toBe(200);
    });
  });

  describe('two changes at once', () => {
    it('gives two concurrent confirms one 200 and one 409, one log row and one email', async () => {
      const f = await family({ state: 'cancelRequested' });
      const answers = await Promise.all([call(f, 'CONFIRM_CANCEL'), call(f, 'CONFIRM_CANCEL')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(await refused.json()).toMatchObject({
        code: 'illegal_transition',
        from: 'CANCELLED',
        event: 'CONFIRM_CANCEL',
      });
      expect((await actionsOf(f)).map((action) => action.event)).toEqual(['CONFIRM_CANCEL']);
      expect(await emailsTo(f)).toHaveLength(1);
    });

    it('lets only one of a confirm and an undo sent together happen', async () => {
      const f = await family({ state: 'cancelRequested' });
      const answers = await Promise.all([call(f, 'CONFIRM_CANCEL'), call(f, 'UNDO_CANCEL')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await actionsOf(f)).toHaveLength(1);
    });

    it('gives five concurrent renewal confirms by staff one new term and one new invoice', async () => {
      const f = await family({ state: 'renewalRequested' });
      const answers = await Promise.all(Array.from({ length: 5 }, () => call(f, 'CONFIRM_RENEWAL')));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
      const upcoming = (await invoicesOf(handle.db, f.accountId)).filter(
        (invoice) => invoice.status === 'UPCOMING',
      );
      expect(upcoming).toHaveLength(1);
    });
  });

  describe('win-back offers', () => {
    it('makes the next yearly invoice 30% cheaper when the 12-month offer is accepted', async () => {
      const f = await family({ state: 'cancelRequested' });
      const row = await subscriptionRow(f);
      const response = await call(f, 'ACCEPT_OFFER', { json: { offer: 'thirtyOffTwelveMonths' } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        status: 'ACTIVE',
        offer: 'thirtyOffTwelveMonths',
        next_charge: { date: row.paidThrough, amount: 20930, currency: 'USD' },
      });
      const upcoming = (await invoicesOf(handle.db, f.accountId)).find(
        (invoice) => invoice.status === 'UPCOMING',
      )!;
      expect(upcoming).toMatchObject({ amount: 20930, date: row.paidThrough });
      expect(upcoming.description).toContain('30% off for 12 months');
      const invoices = await send(app, `/api/v2/billing/accounts/${f.accountId}/invoices/`, {
        bearer: f.token,
      });
      expect(((await invoices.json()) as { results: { amount: number }[] }).results[0]!.amount).toBe(20930);
    });

    it('rewrites only the monthly charges within the offer, as priceSchedule() says', async () => {
      const day = today();
      const started = addCalendarDays(day, -3);
      const first = addCalendarMonths(started, 1);
      const f = await family({
        state: 'cancelRequested',
        plan: 'monthly',
        startedOn: started,
        paidThrough: first,
        upcoming: false,
        invoices: [
          { status: 'PAID', date: started, amount: 2999 },
          { status: 'UPCOMING', date: first, amount: 2999 },
          { status: 'UPCOMING', date: addCalendarMonths(started, 2), amount: 2999 },
        ],
      });
      const response = await call(f, 'ACCEPT_OFFER', { json: { offer: 'fiftyOffFirstMonth' } });
      expect(response.status).toBe(200);
      const [charge] = priceSchedule({
        plan: { months: 1, priceMinor: 2999, currency: 'USD' },
        firstChargeOn: first,
        offer: winBackOffer('fiftyOffFirstMonth'),
      });
      const upcoming = (await invoicesOf(handle.db, f.accountId)).filter(
        (invoice) => invoice.status === 'UPCOMING',
      );
      expect(upcoming.map((invoice) => invoice.amount)).toEqual([charge!.amountMinor, 2999]);
      expect(charge!.amountMinor).toBe(1499);
    });

    it.each([
      ['the 6-month offer on a yearly plan', 'thirtyOffSixMonths'],
      ['the first-month offer on a yearly plan', 'fiftyOffFirstMonth'],
    ])('refuses %s with offer_not_applicable, changing nothing', async (_, offer) => {
      const f = await family({ state: 'cancelRequested' });
      const before = await fingerprint(handle.db);
      const response = await call(f, 'ACCEPT_OFFER', { json: { offer } });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({
        code: 'offer_not_applicable',
        detail: 'This offer does not apply to your plan.',
      });
      expect(await fingerprint(handle.db)).toEqual(before);
    });
  });

  describe('returns', () => {
    it('records a return request with its reason and emails the instructions (within 24 hours)', async () => {
      const f = await family({ state: 'active' });
      const response = await call(f, 'RETURN_REQUEST', { json: { reason: '  Not for us  ' } });
      expect(await response.json()).toMatchObject({
        status: 'RETURN_REQUESTED',
        requested_on: today(),
        return_status: 'instructions_sent',
      });
      expect((await subscriptionRow(f)).returnReason).toBe('Not for us');
      const [email] = await emailsTo(f);
      expect(email!.subject).toBe('How to return your kit');
      const outbox = await send(app, `/api/dev/outbox/?to=${encodeURIComponent(f.email)}`);
      const [shown] = ((await outbox.json()) as { results: { body: string }[] }).results;
      expect(shown!.body).toContain('within 24 hours');
    });

    it('lets staff confirm a return: returned today, access ended, upcoming invoices removed, the kit received', async () => {
      const f = await family({ state: 'returnRequested' });
      const response = await call(f, 'CONFIRM_RETURN');
      expect(await response.json()).toMatchObject({
        status: 'RETURNED',
        returned_on: today(),
        access_ends_on: today(),
        has_upcoming_invoices: false,
        return_status: 'received',
      });
      const [action] = await actionsOf(f);
      expect(action!.actorId).not.toBe(f.id);
    });

    it('lets staff decline a return: active again, the return cleared', async () => {
      const f = await family({ state: 'returnRequested' });
      const response = await call(f, 'DECLINE_RETURN');
      expect(await response.json()).toMatchObject({
        status: 'ACTIVE',
        return_status: null,
        has_upcoming_invoices: true,
      });
    });
  });

  describe('renewals, resuming and reactivating', () => {
    it('emails the renewal instructions when a renewal is asked for', async () => {
      const f = await family({ state: 'returned' });
      const response = await call(f, 'RENEW_REQUEST');
      expect(await response.json()).toMatchObject({
        status: 'RENEWAL_REQUESTED',
        requested_from: 'RETURNED',
      });
      expect((await emailsTo(f)).map((email) => email.subject)).toEqual(['Renewing your subscription']);
    });

    it('starts a new term with a new UPCOMING invoice when staff confirm a renewal', async () => {
      const f = await family({ state: 'renewalRequested' });
      const response = await call(f, 'CONFIRM_RENEWAL');
      const next = addCalendarMonths(today(), 12);
      expect(await response.json()).toMatchObject({
        status: 'ACTIVE',
        started_on: today(),
        paid_through: next,
        access_ends_on: null,
        returned_on: null,
        next_charge: { date: next, amount: 29900, currency: 'USD' },
      });
      const upcoming = (await invoicesOf(handle.db, f.accountId)).filter(
        (invoice) => invoice.status === 'UPCOMING',
      );
      expect(upcoming).toMatchObject([{ date: next, amount: 29900, number: null }]);
    });

    it('sends a declined renewal back where it came from', async () => {
      const f = await family({ state: 'renewalRequested', requestedFrom: 'CANCELLED', returnedOn: null });
      expect(await (await call(f, 'DECLINE_RENEWAL')).json()).toMatchObject({
        status: 'CANCELLED',
        requested_from: null,
      });
    });

    it('resumes a cancelled subscription while access runs: the same term, a new upcoming invoice', async () => {
      const f = await family({ state: 'cancelled' });
      const row = await subscriptionRow(f);
      expect(await (await call(f, 'RESUME')).json()).toMatchObject({
        status: 'ACTIVE',
        started_on: row.startedOn,
        access_ends_on: null,
        next_charge: { date: row.paidThrough, amount: 29900 },
      });
    });

    it('reactivates after access ended: a new term from today', async () => {
      const day = today();
      const f = await family({
        state: 'cancelled',
        plan: 'monthly',
        startedOn: addCalendarMonths(day, -3),
        paidThrough: addCalendarMonths(day, -2),
        accessEndsOn: addCalendarMonths(day, -2),
      });
      expect(await (await call(f, 'REACTIVATE')).json()).toMatchObject({
        status: 'ACTIVE',
        started_on: day,
        paid_through: addCalendarMonths(day, 1),
        next_charge: { date: addCalendarMonths(day, 1), amount: 2999 },
      });
    });

    it('refuses to reactivate while access runs, and to resume after it ended', async () => {
      const running = await family({ state: 'cancelled' });
      expect(await (await call(running, 'REACTIVATE')).json()).toMatchObject({ code: 'access_not_ended' });
      const day = today();
      const ended = await family({
        state: 'cancelled',
        startedOn: addCalendarMonths(day, -13),
        paidThrough: addCalendarMonths(day, -1),
        accessEndsOn: addCalendarMonths(day, -1),
      });
      expect(await (await call(ended, 'RESUME')).json()).toMatchObject({
        code: 'access_ended',
        detail: 'Access has already ended: reactivate the subscription instead.',
      });
    });
  });

  describe('changing the plan', () => {
    it('moves to another plan and charges the next invoice at its price', async () => {
      const f = await family({ state: 'active' });
      const response = await call(f, 'CHANGE_PLAN', { json: { plan: 'half_year' } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        plan: { id: 'half_year', months: 6, price: 14999, currency: 'USD', recurring: true },
        next_charge: { amount: 14999 },
      });
      const [action] = await actionsOf(f);
      expect(action).toMatchObject({
        event: 'CHANGE_PLAN',
        detail: { plan: 'half_year', from_plan: 'yearly' },
      });
    });

    it('refuses the plan it is on with same_plan', async () => {
      const f = await family({ state: 'active' });
      expect(await (await call(f, 'CHANGE_PLAN', { json: { plan: 'yearly' } })).json()).toMatchObject({
        code: 'same_plan',
      });
    });

    it.each([
      ['a plan that does not exist', 'weekly', '"weekly" is not a valid choice.'],
      ['a plan that does not renew', 'prepaid_year', '"prepaid_year" is not a valid choice.'],
      ['a number', 7, '"7" is not a valid choice.'],
    ])('answers %s with 400 under plan, changing nothing', async (_, plan, message) => {
      const f = await family({ state: 'active' });
      const before = await fingerprint(handle.db);
      const response = await call(f, 'CHANGE_PLAN', { json: { plan } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ plan: [message] });
      expect(await fingerprint(handle.db)).toEqual(before);
    });
  });

  describe('extending a plan that does not renew (staff)', () => {
    const extend = (f: Family, bearer: string, months: unknown) =>
      send(app, `/api/v2/billing/accounts/${f.accountId}/extend_subscription/`, {
        method: 'POST',
        bearer,
        json: { months },
      });

    it('moves the paid term by the months given and logs it', async () => {
      const f = await family({ state: 'active', plan: 'prepaid_year', upcoming: false });
      const row = await subscriptionRow(f);
      const response = await extend(f, staff, 3);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        status: 'ACTIVE',
        paid_through: addCalendarMonths(row.paidThrough!, 3),
      });
      expect((await actionsOf(f)).map((action) => action.event)).toEqual(['EXTEND_SUBSCRIPTION']);
    });

    it('refuses a plan that renews by itself with 409, and a parent with 403', async () => {
      const f = await family({ state: 'active' });
      const other = await family({ state: 'active', plan: 'prepaid_year' });
      const before = await fingerprint(handle.db);
      const refused = await extend(f, staff, 3);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        detail: 'Only a subscription of a non-recurring plan can be extended.',
      });
      expect((await extend(other, other.token, 3)).status).toBe(403);
      expect((await extend(other, f.token, 3)).status).toBe(403);
      expect(await fingerprint(handle.db)).toEqual(before);
    });
  });

  describe('reading', () => {
    it('answers the account’s subscriptions, one by id, and the log, in the client’s shapes', async () => {
      const f = await family({ state: 'active' });
      await call(f, 'CANCEL_REQUEST');
      await call(f, 'UNDO_CANCEL');
      const list = await send(app, `/api/v3/subscriptions/?account=${f.accountId}`, { bearer: f.token });
      const page = await list.json();
      await expectParses('subscriptionPageSchema', page);
      expect(page).toMatchObject({ count: 1, results: [{ id: f.subscriptionId, status: 'ACTIVE' }] });
      const one = await send(app, `/api/v3/subscriptions/${f.subscriptionId}/`, { bearer: f.token });
      await expectParses('subscriptionSchema', await one.json());

      const log = await send(app, `/api/v3/subscription_actions/?account=${f.accountId}&offset=0&limit=1`, {
        bearer: f.token,
      });
      const actions = (await log.json()) as { count: number; next: string; results: unknown[] };
      await expectParses('subscriptionActionPageSchema', actions);
      expect(actions).toMatchObject({
        count: 2,
        next: `/api/v3/subscription_actions/?account=${f.accountId}&offset=1&limit=1`,
        previous: null,
        results: [
          {
            event: 'UNDO_CANCEL',
            from_status: 'CANCEL_REQUESTED',
            to_status: 'ACTIVE',
            actor: { id: f.id, name: 'Test User', is_staff: false },
            subscription: f.subscriptionId,
          },
        ],
      });
      const second = await send(app, actions.next, { bearer: f.token });
      expect(await second.json()).toMatchObject({
        next: null,
        previous: `/api/v3/subscription_actions/?account=${f.accountId}&offset=0&limit=1`,
        results: [{ event: 'CANCEL_REQUEST' }],
      });
    });

    it('keeps the billing status of user info in step with the subscription', async () => {
      const f = await family({ state: 'cancelRequested' });
      await call(f, 'CONFIRM_CANCEL');
      const info = await send(app, '/api/v2/user/info/', { bearer: f.token });
      expect(await info.json()).toMatchObject({ account: { billing_status: { status_name: 'CANCELLED' } } });
    });

    it('lists an account without a subscription as an empty page, and every subscription to staff', async () => {
      const user = await createUser(handle.db);
      const token = await accessToken(app, user.email);
      const own = await send(app, '/api/v3/subscriptions/', { bearer: token });
      expect(await own.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
      const all = await send(app, '/api/v3/subscriptions/?page_size=2', { bearer: staff });
      const [{ n }] = (await handle.db.select({ n: count() }).from(subscriptions)) as [{ n: number }];
      expect(await all.json()).toMatchObject({ count: n, results: [{}, {}] });
    });
  });

  describe('with a session', () => {
    it('needs the CSRF header for a change, and changes nothing without it', async () => {
      const f = await family({ state: 'active' });
      const browser = new Browser(app);
      await browser.signIn(f.email);
      const before = await fingerprint(handle.db);
      const refused = await browser.request(eventCalls.CANCEL_REQUEST.path(f), {
        method: 'POST',
        json: eventCalls.CANCEL_REQUEST.json(f),
        csrf: false,
      });
      expect(refused.status).toBe(403);
      expect(await fingerprint(handle.db)).toEqual(before);
      const made = await browser.request(eventCalls.CANCEL_REQUEST.path(f), {
        method: 'POST',
        json: eventCalls.CANCEL_REQUEST.json(f),
      });
      expect(made.status).toBe(200);
    });
  });
});
