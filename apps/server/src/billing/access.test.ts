// Who may make each billing call (docs/billing-api.md): the account's own users for their account, staff
// for any; staff-only calls 403 to everyone else; nothing changes when a call is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createFamily, type Family } from '../test/billing';
import { databases } from '../test/databases';
import { accessToken, fingerprint, send, testApp, type TestApp } from '../test/helpers';

const forbidden = { detail: 'You do not have permission to perform this action.' };

interface Ids {
  accountId: number;
  userId: number;
  subscriptionId: number;
  paid: string;
  failed: string;
}

interface BillingCall {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: (ids: Ids) => string;
  json?: (ids: Ids) => unknown;
  staffOnly?: boolean;
  /** Scoped to an account in its path or body (staff get 404 for one that does not exist). */
  account?: boolean;
}

/** Every call of the contract that needs a sign-in. */
const calls: BillingCall[] = [
  {
    name: 'the subscriptions of an account',
    method: 'GET',
    path: (i) => `/api/v3/subscriptions/?account=${i.accountId}`,
    account: true,
  },
  { name: 'a subscription', method: 'GET', path: (i) => `/api/v3/subscriptions/${i.subscriptionId}/` },
  {
    name: 'a plan change',
    method: 'PATCH',
    path: (i) => `/api/v3/subscriptions/${i.subscriptionId}/`,
    json: () => ({ plan: 'monthly' }),
  },
  {
    name: 'the log',
    method: 'GET',
    path: (i) => `/api/v3/subscription_actions/?account=${i.accountId}`,
    account: true,
  },
  {
    name: 'a cancel request',
    method: 'POST',
    path: (i) => `/api/v2/billing/account/${i.accountId}/subscription/cancel/request`,
    json: () => ({ reasons: ['too_expensive'] }),
    account: true,
  },
  {
    name: 'undoing a cancel request',
    method: 'POST',
    path: (i) => `/api/v2/billing/account/${i.accountId}/subscription/cancel/undo`,
    json: () => ({}),
    account: true,
  },
  {
    name: 'confirming a cancellation',
    method: 'POST',
    path: (i) => `/api/v2/billing/account/${i.accountId}/subscription/cancel/confirm`,
    json: () => ({}),
    account: true,
  },
  {
    name: 'accepting an offer',
    method: 'POST',
    path: (i) => `/api/v2/billing/account/${i.accountId}/subscription/offer/accept`,
    json: () => ({ offer: 'thirtyOffTwelveMonths' }),
    account: true,
  },
  {
    name: 'resuming',
    method: 'POST',
    path: (i) => `/api/v2/billing/account/${i.accountId}/subscription/resume`,
    json: () => ({}),
    account: true,
  },
  {
    name: 'reactivating',
    method: 'POST',
    path: (i) => `/api/v2/billing/account/${i.accountId}/subscription/reactivate`,
    json: () => ({}),
    account: true,
  },
  {
    name: 'a return request',
    method: 'POST',
    path: (i) => `/api/v2/billing/accounts/${i.accountId}/return/request/`,
    json: () => ({}),
    account: true,
  },
  {
    name: 'confirming a return',
    method: 'POST',
    path: (i) => `/api/v2/billing/accounts/${i.accountId}/return/confirm/`,
    json: () => ({}),
    staffOnly: true,
    account: true,
  },
  {
    name: 'declining a return',
    method: 'POST',
    path: (i) => `/api/v2/billing/accounts/${i.accountId}/return/decline/`,
    json: () => ({}),
    staffOnly: true,
    account: true,
  },
  {
    name: 'a renewal request',
    method: 'PUT',
    path: () => '/api/v2/billing/order/renew/',
    json: (i) => ({ account: i.accountId, action: 'request' }),
    account: true,
  },
  {
    name: 'confirming a renewal',
    method: 'PUT',
    path: () => '/api/v2/billing/order/renew/',
    json: (i) => ({ account: i.accountId, action: 'confirm' }),
    staffOnly: true,
    account: true,
  },
  {
    name: 'declining a renewal',
    method: 'PUT',
    path: () => '/api/v2/billing/order/renew/',
    json: (i) => ({ account: i.accountId, action: 'decline' }),
    staffOnly: true,
    account: true,
  },
  {
    name: 'extending a subscription',
    method: 'POST',
    path: (i) => `/api/v2/billing/accounts/${i.accountId}/extend_subscription/`,
    json: () => ({ months: 1 }),
    staffOnly: true,
    account: true,
  },
  {
    name: 'the invoices',
    method: 'GET',
    path: (i) => `/api/v2/billing/accounts/${i.accountId}/invoices/`,
    account: true,
  },
  {
    name: 'an invoice',
    method: 'GET',
    path: (i) => `/api/v2/billing/accounts/${i.accountId}/invoices/${i.paid}/`,
    account: true,
  },
  {
    name: 'the last order',
    method: 'GET',
    path: (i) => `/api/v2/billing/accounts/${i.accountId}/order/`,
    account: true,
  },
  {
    name: 'a refund',
    method: 'POST',
    path: (i) => `/api/v2/billing/invoices/${i.paid}/refund/?billing_entity_name=stripe`,
    json: () => ({}),
    staffOnly: true,
  },
  {
    name: 'a removal',
    method: 'POST',
    path: (i) => `/api/v2/billing/invoices/${i.failed}/remove/?billing_entity_name=stripe`,
    json: () => ({}),
    staffOnly: true,
  },
  {
    name: 'paying an invoice',
    method: 'POST',
    path: (i) => `/api/v2/billing/invoices/${i.failed}/pay/`,
    json: () => ({}),
  },
  {
    name: 'the billing details',
    method: 'GET',
    path: (i) => `/api/v2/billing/users/${i.userId}/billing_details/`,
  },
  {
    name: 'setting the card',
    method: 'POST',
    path: () => '/api/v2/billing/payment/',
    json: (i) => ({ account: i.accountId, token: 'tok_visa', exp_month: 4, exp_year: 2031 }),
    account: true,
  },
  {
    name: 'the update-card email',
    method: 'POST',
    path: () => '/api/v2/billing/request_update_email/',
    json: (i) => ({ account: i.accountId }),
    account: true,
  },
];

let invoiceIds = 0;

describe.each(databases())('who may make the billing calls on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let staff: string;
  let blocked: string;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    staff = await accessToken(app, 'staff@demo.test');
    blocked = await accessToken(app, 'blocked@demo.test');
  });
  afterAll(() => handle.close());

  /** A family whose subscription allows most calls (a cancel request pending), with a paid and a failed invoice. */
  async function family(): Promise<{ family: Family; ids: Ids; token: string }> {
    invoiceIds += 1;
    const paid = `in_access_paid_${invoiceIds}`;
    const failed = `in_access_failed_${invoiceIds}`;
    const made = await createFamily(handle.db, {
      state: 'cancelRequested',
      invoices: [
        { status: 'PAID', externalId: paid },
        { status: 'FAILED', externalId: failed },
      ],
    });
    const ids = {
      accountId: made.accountId,
      userId: made.id,
      subscriptionId: made.subscriptionId,
      paid,
      failed,
    };
    return { family: made, ids, token: await accessToken(app, made.email) };
  }

  const request = (call: BillingCall, ids: Ids, bearer?: string) =>
    send(app, call.path(ids), { method: call.method, bearer, json: call.json?.(ids) });

  it.each(calls.map((call) => [call.name, call] as const))(
    'answers %s about another family with 403 and changes nothing',
    async (_, call) => {
      const owner = await family();
      const stranger = await family();
      const before = await fingerprint(handle.db);
      const response = await request(call, owner.ids, stranger.token);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(forbidden);
      expect(await fingerprint(handle.db)).toEqual(before);
    },
  );

  it.each(calls.filter((call) => call.staffOnly).map((call) => [call.name, call] as const))(
    'answers a parent 403 on %s, their own account too, and changes nothing',
    async (_, call) => {
      const { ids, token } = await family();
      const before = await fingerprint(handle.db);
      const response = await request(call, ids, token);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(forbidden);
      expect(await fingerprint(handle.db)).toEqual(before);
    },
  );

  it.each(calls.map((call) => [call.name, call] as const))(
    'lets staff make %s for any family',
    async (_, call) => {
      const { ids } = await family();
      const response = await request(call, ids, staff);
      // 404 is the last order's answer (there is none), 409 a state the flow forbids: either way staff passed.
      expect([200, 202, 404, 409]).toContain(response.status);
      if (call.name !== 'the last order') expect(response.status).not.toBe(404);
    },
  );

  it.each(calls.filter((call) => call.account).map((call) => [call.name, call] as const))(
    'answers staff 404 for %s of an account that does not exist',
    async (_, call) => {
      const { ids } = await family();
      const response = await request(call, { ...ids, accountId: 999_999 }, staff);
      expect(response.status).toBe(404);
    },
  );

  it.each(calls.map((call) => [call.name, call] as const))(
    'answers %s without credentials with 401',
    async (_, call) => {
      const { ids } = await family();
      const response = await request(call, ids);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    },
  );

  it('answers a blocked account’s user 403 on their own billing', async () => {
    const info = (await (await send(app, '/api/v2/user/info/', { bearer: blocked })).json()) as {
      id: number;
      account: { id: number };
    };
    const subscriptions = (await (
      await send(app, `/api/v3/subscriptions/?account=${info.account.id}`, { bearer: staff })
    ).json()) as { results: { id: number }[] };
    const ids = {
      accountId: info.account.id,
      userId: info.id,
      subscriptionId: subscriptions.results[0]!.id,
      paid: 'x',
      failed: 'x',
    };
    for (const call of calls) {
      const response = await request(call, ids, blocked);
      expect(response.status, call.name).toBe(403);
      expect(await response.json()).toEqual({
        detail: 'This account is unavailable. Please contact support.',
      });
    }
  });

  it('answers the plans and rules to anyone, signed in or not', async () => {
    expect((await send(app, '/api/v2/billing/program_plan/')).status).toBe(200);
    expect((await send(app, '/api/v2/billing/rules/')).status).toBe(200);
  });
});
