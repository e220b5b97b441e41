// Bad input on every billing call: a 4xx with a clear body, never a 500, and nothing changed (every table a
// request could write is the same before and after, see `fingerprint`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createFamily, type Family } from '../test/billing';
import { databases } from '../test/databases';
import {
  accessToken,
  fingerprint,
  json,
  send,
  testApp,
  type RequestOptions,
  type TestApp,
} from '../test/helpers';

const long = 'x'.repeat(20_000);
const required = ['This field is required.'];
const notNull = ['This field may not be null.'];
const notAnInteger = ['A valid integer is required.'];

interface BodyCall {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: (f: Family) => string;
  /** A body that would be accepted, for the bad ones to start from. */
  good: (f: Family) => Record<string, unknown>;
  staff?: boolean;
}

const bodyCalls: BodyCall[] = [
  {
    name: 'the cancel request',
    method: 'POST',
    path: (f) => `/api/v2/billing/account/${f.accountId}/subscription/cancel/request`,
    good: () => ({ reasons: ['too_expensive'] }),
  },
  {
    name: 'the undo',
    method: 'POST',
    path: (f) => `/api/v2/billing/account/${f.accountId}/subscription/cancel/undo`,
    good: () => ({}),
  },
  {
    name: 'the confirm',
    method: 'POST',
    path: (f) => `/api/v2/billing/account/${f.accountId}/subscription/cancel/confirm`,
    good: () => ({}),
  },
  {
    name: 'the offer',
    method: 'POST',
    path: (f) => `/api/v2/billing/account/${f.accountId}/subscription/offer/accept`,
    good: () => ({ offer: 'thirtyOffTwelveMonths' }),
  },
  {
    name: 'the resume',
    method: 'POST',
    path: (f) => `/api/v2/billing/account/${f.accountId}/subscription/resume`,
    good: () => ({}),
  },
  {
    name: 'the reactivation',
    method: 'POST',
    path: (f) => `/api/v2/billing/account/${f.accountId}/subscription/reactivate`,
    good: () => ({}),
  },
  {
    name: 'the return request',
    method: 'POST',
    path: (f) => `/api/v2/billing/accounts/${f.accountId}/return/request/`,
    good: () => ({}),
  },
  {
    name: 'the return confirm',
    method: 'POST',
    path: (f) => `/api/v2/billing/accounts/${f.accountId}/return/confirm/`,
    good: () => ({}),
    staff: true,
  },
  {
    name: 'the return decline',
    method: 'POST',
    path: (f) => `/api/v2/billing/accounts/${f.accountId}/return/decline/`,
    good: () => ({}),
    staff: true,
  },
  {
    name: 'the renewal',
    method: 'PUT',
    path: () => '/api/v2/billing/order/renew/',
    good: (f) => ({ account: f.accountId, action: 'request' }),
  },
  {
    name: 'the extension',
    method: 'POST',
    path: (f) => `/api/v2/billing/accounts/${f.accountId}/extend_subscription/`,
    good: () => ({ months: 1 }),
    staff: true,
  },
  {
    name: 'the plan change',
    method: 'PATCH',
    path: (f) => `/api/v3/subscriptions/${f.subscriptionId}/`,
    good: () => ({ plan: 'monthly' }),
  },
  {
    name: 'the payment method',
    method: 'POST',
    path: () => '/api/v2/billing/payment/',
    good: (f) => ({ account: f.accountId, token: 'tok_visa', exp_month: 4, exp_year: 2031 }),
  },
  {
    name: 'the update-card email',
    method: 'POST',
    path: () => '/api/v2/billing/request_update_email/',
    good: (f) => ({ account: f.accountId }),
  },
  {
    name: 'the refund',
    method: 'POST',
    path: () => '/api/v2/billing/invoices/in_bad_paid/refund/?billing_entity_name=stripe',
    good: () => ({}),
    staff: true,
  },
  {
    name: 'the removal',
    method: 'POST',
    path: () => '/api/v2/billing/invoices/in_bad_failed/remove/?billing_entity_name=stripe',
    good: () => ({}),
    staff: true,
  },
  {
    name: 'paying an invoice',
    method: 'POST',
    path: () => '/api/v2/billing/invoices/in_bad_failed/pay/',
    good: () => ({}),
  },
];

describe.each(databases())('bad input on the billing calls on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let f: Family;
  let token: string;
  let staff: string;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    f = await createFamily(handle.db, {
      state: 'active',
      invoices: [
        { status: 'PAID', externalId: 'in_bad_paid' },
        { status: 'FAILED', externalId: 'in_bad_failed' },
      ],
    });
    token = await accessToken(app, f.email);
    staff = await accessToken(app, 'staff@demo.test');
  });
  afterAll(() => handle.close());

  function call(endpoint: BodyCall, options: RequestOptions) {
    return send(app, endpoint.path(f), {
      method: endpoint.method,
      bearer: endpoint.staff ? staff : token,
      ...options,
    });
  }

  /** Sends the request, expects the status (and body, when given), and that no row changed. */
  async function expectRefused(request: () => Promise<Response>, status: number, body?: unknown) {
    const before = await fingerprint(handle.db);
    const response = await request();
    expect(response.status).toBe(status);
    const answer = await json(response);
    if (body !== undefined) expect(answer).toEqual(body);
    else expect(answer).toEqual({ detail: expect.any(String) });
    expect(await fingerprint(handle.db)).toEqual(before);
  }

  describe.each(bodyCalls)('a body $name cannot read', (endpoint) => {
    const jsonType = { 'Content-Type': 'application/json' };

    it.each([
      ['malformed JSON', '{"reasons": '],
      ['single-quoted JSON', "{'offer': 'x'}"],
    ])('answers %s with 400 and a JSON parse error', async (_, body) => {
      await expectRefused(() => call(endpoint, { body, headers: jsonType }), 400, {
        detail: expect.stringMatching(/^JSON parse error - /),
      });
    });

    it.each([
      ['a list', [], 'list'],
      ['a number', 5, 'int'],
      ['null', null, 'null'],
      ['a string', 'offer', 'str'],
    ])('answers a body that is %s with 400', async (_, body, type) => {
      await expectRefused(() => call(endpoint, { json: body }), 400, {
        non_field_errors: [`Invalid data. Expected a dictionary, but got ${type}.`],
      });
    });

    it('answers a form or plain text with 415', async () => {
      await expectRefused(
        () =>
          call(endpoint, {
            body: 'offer=x',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          }),
        415,
      );
      await expectRefused(
        () => call(endpoint, { body: 'offer', headers: { 'Content-Type': 'text/plain' } }),
        415,
      );
    });

    it('answers a body over 100 kB with 413', async () => {
      await expectRefused(
        () => call(endpoint, { json: { ...endpoint.good(f), pad: 'x'.repeat(101 * 1024) } }),
        413,
      );
    });

    it('answers a NUL character in any text with 400', async () => {
      await expectRefused(() => call(endpoint, { json: { ...endpoint.good(f), note: 'a\u0000b' } }), 400, {
        note: ['Please include valid characters'],
      });
    });
  });

  describe('each field', () => {
    const cancel = bodyCalls[0]!;
    it.each([
      ['no reasons', {}, { reasons: ['Reason is required'] }],
      ['an empty list', { reasons: [] }, { reasons: ['Please choose at least one reason'] }],
      ['reasons that are not a list', { reasons: 'other' }, { reasons: ['Expected a list of items.'] }],
      ['null reasons', { reasons: null }, { reasons: notNull }],
      ['an unknown reason', { reasons: ['bored'] }, { reasons: ['"bored" is not a valid choice.'] }],
      ['other without its text', { reasons: ['other'] }, { other_reason: ['Other reason is required'] }],
      [
        'not interested without its reason',
        { reasons: ['not_interested'], not_interested_reason: '   ' },
        { not_interested_reason: ['Not interested reason is required'] },
      ],
      [
        'an other reason of 501 characters',
        { reasons: ['other'], other_reason: 'x'.repeat(501) },
        { other_reason: ['Other reason must be less than 500 characters'] },
      ],
      [
        'an other reason that is a number',
        { reasons: ['other'], other_reason: 7 },
        { other_reason: ['Not a valid string.'] },
      ],
    ])('the cancel request answers %s with 400', async (_, body, errors) => {
      await expectRefused(() => call(cancel, { json: body }), 400, errors);
    });

    const offer = bodyCalls[3]!;
    it.each([
      ['no offer', {}, { offer: required }],
      ['null', { offer: null }, { offer: notNull }],
      [
        'an unknown offer',
        { offer: 'halfOffForever' },
        { offer: ['"halfOffForever" is not a valid choice.'] },
      ],
      ['a number', { offer: 30 }, { offer: ['"30" is not a valid choice.'] }],
      [
        'a 20,000-character text',
        { offer: long },
        { offer: [`"${'x'.repeat(39)}…" is not a valid choice.`] },
      ],
    ])('the offer answers %s with 400', async (_, body, errors) => {
      await expectRefused(() => call(offer, { json: body }), 400, errors);
    });

    const returnRequest = bodyCalls[6]!;
    it.each([
      ['a number', { reason: 5 }, { reason: ['Not a valid string.'] }],
      [
        '501 characters',
        { reason: 'y'.repeat(501) },
        { reason: ['Reason must be less than 500 characters'] },
      ],
      ['a list', { reason: ['x'] }, { reason: ['Not a valid string.'] }],
    ])('the return request answers a reason of %s with 400', async (_, body, errors) => {
      await expectRefused(() => call(returnRequest, { json: body }), 400, errors);
    });

    const renew = bodyCalls[9]!;
    it.each([
      ['no account', { action: 'request' }, { account: required }],
      ['a word for the account', { account: 'mine', action: 'request' }, { account: notAnInteger }],
      ['a negative account', { account: -1, action: 'request' }, { account: notAnInteger }],
      ['a decimal account', { account: 1.5, action: 'request' }, { account: notAnInteger }],
      [
        'an account past the integer range',
        { account: 2 ** 31, action: 'request' },
        { account: notAnInteger },
      ],
      ['no action', { account: 1 }, { action: required }],
      [
        'an unknown action',
        { account: 1, action: 'approve' },
        { action: ['"approve" is not a valid choice.'] },
      ],
    ])('the renewal answers %s with 400', async (_, body, errors) => {
      await expectRefused(() => call(renew, { json: body }), 400, errors);
    });

    const extend = bodyCalls[10]!;
    it.each([
      ['no months', {}, { months: required }],
      ['0 months', { months: 0 }, { months: ['Ensure this value is between 1 and 24.'] }],
      ['25 months', { months: 25 }, { months: ['Ensure this value is between 1 and 24.'] }],
      ['1.5 months', { months: 1.5 }, { months: notAnInteger }],
      ['a word', { months: 'six' }, { months: notAnInteger }],
      ['a huge number', { months: 1e300 }, { months: notAnInteger }],
    ])('the extension answers %s with 400', async (_, body, errors) => {
      await expectRefused(() => call(extend, { json: body }), 400, errors);
    });

    const plan = bodyCalls[11]!;
    it.each([
      ['no plan', {}, { plan: required }],
      ['null', { plan: null }, { plan: notNull }],
      ['a 20,000-character plan', { plan: long }, { plan: [`"${'x'.repeat(39)}…" is not a valid choice.`] }],
    ])('the plan change answers %s with 400', async (_, body, errors) => {
      await expectRefused(() => call(plan, { json: body }), 400, errors);
    });

    const payment = bodyCalls[12]!;
    it.each([
      ['no token', { token: undefined }, { token: required }],
      ['a number for the token', { token: 42 }, { token: ['Not a valid string.'] }],
      [
        'a token with spaces',
        { token: 'tok visa' },
        { token: ['This is not a token of the payment gateway.'] },
      ],
      [
        'a 20,000-character token',
        { token: long },
        { token: ['This is not a token of the payment gateway.'] },
      ],
      ['no expiry month', { exp_month: undefined }, { exp_month: required }],
      ['month 13', { exp_month: 13 }, { exp_month: ['Ensure this value is between 1 and 12.'] }],
      ['month 0', { exp_month: 0 }, { exp_month: ['Ensure this value is between 1 and 12.'] }],
      ['a word for the month', { exp_month: 'April' }, { exp_month: notAnInteger }],
      ['a two-digit year', { exp_year: 31 }, { exp_year: [expect.stringMatching(/four-digit year/)] }],
      ['a card that expired', { exp_month: 1, exp_year: 2020 }, { exp_month: ['This card has expired.'] }],
      ['no account', { account: undefined }, { account: required }],
    ])('the payment method answers %s with 400', async (_, change, errors) => {
      const body = { ...payment.good(f), ...change };
      await expectRefused(() => call(payment, { json: JSON.parse(JSON.stringify(body)) }), 400, errors);
    });

    it('the update-card email answers a bad account with 400', async () => {
      await expectRefused(() => call(bodyCalls[13]!, { json: { account: 'x' } }), 400, {
        account: notAnInteger,
      });
      await expectRefused(() => call(bodyCalls[13]!, { json: {} }), 400, { account: required });
    });
  });

  describe('bad query parameters and paths', () => {
    it.each([
      ['the subscriptions', '/api/v3/subscriptions/?account='],
      ['the log', '/api/v3/subscription_actions/?account='],
    ])('answers %s for an account that is not an id with 400', async (_, path) => {
      for (const bad of ['abc', '-1', '0', '1.5', '99999999999', '%00']) {
        const response = await send(app, `${path}${bad}`, { bearer: token });
        expect(response.status, bad).toBe(400);
        expect(await response.json()).toEqual({ account: notAnInteger });
      }
    });

    it('answers a refund without a billing entity, or with a strange one, with 400', async () => {
      await expectRefused(
        () =>
          send(app, '/api/v2/billing/invoices/in_bad_paid/refund/', {
            method: 'POST',
            bearer: staff,
            json: {},
          }),
        400,
        { billing_entity_name: required },
      );
      await expectRefused(
        () =>
          send(app, `/api/v2/billing/invoices/in_bad_paid/refund/?billing_entity_name=${'%27;drop'}`, {
            method: 'POST',
            bearer: staff,
            json: {},
          }),
        400,
        { billing_entity_name: ['"\';drop" is not a valid choice.'] },
      );
    });

    it('answers invoice ids and account ids that cannot be ones with 404', async () => {
      for (const path of [
        '/api/v2/billing/invoices/in%20x/pay/',
        `/api/v2/billing/invoices/${'a'.repeat(101)}/pay/`,
        '/api/v2/billing/invoices/in$x/pay/',
        `/api/v2/billing/accounts/${f.accountId}/invoices/${'a'.repeat(101)}/`,
        '/api/v2/billing/accounts/abc/invoices/',
        '/api/v2/billing/accounts/0/invoices/',
        '/api/v2/billing/accounts/99999999999/invoices/',
        '/api/v2/billing/account/-1/subscription/cancel/undo',
        '/api/v3/subscriptions/abc/',
        '/api/v3/subscriptions/2147483648/',
      ]) {
        const method = path.includes('/pay/') || path.includes('/undo') ? 'POST' : 'GET';
        await expectRefused(
          () => send(app, path, { method, bearer: staff, json: method === 'POST' ? {} : undefined }),
          404,
          {
            detail: 'Not found.',
          },
        );
      }
    });

    it('answers pages that are not ones with 404 Invalid page., and reads bad offsets as the first', async () => {
      for (const page of ['abc', '0', '-1', '99']) {
        const response = await send(app, `/api/v2/billing/accounts/${f.accountId}/invoices/?page=${page}`, {
          bearer: token,
        });
        expect(response.status, page).toBe(404);
        expect(await response.json()).toEqual({ detail: 'Invalid page.' });
      }
      for (const range of ['offset=abc&limit=x', 'offset=-5&limit=0', 'offset=1e3&limit=99999999999']) {
        const response = await send(app, `/api/v3/subscription_actions/?account=${f.accountId}&${range}`, {
          bearer: token,
        });
        expect(response.status, range).toBe(200);
      }
      const plans = await send(app, `/api/v2/billing/program_plan/?tag=${long}&page_size=abc`);
      expect(plans.status).toBe(200);
      expect(await plans.json()).toMatchObject({ count: 3 });
    });
  });
});
