// Bad input on every checkout call: a 4xx with a clear body, never a 500, and nothing changed (every table a
// request could write is the same before and after, see `fingerprint`).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { databases } from '../test/databases';
import { accessToken, Browser, fingerprint, send, testApp, type TestApp } from '../test/helpers';

const long = 'x'.repeat(20_000);

function goodOrder(): Record<string, unknown> {
  return {
    idempotency_key: randomUUID(),
    plan: 'monthly',
    first_name: 'Ana',
    last_name: 'Lima',
    email: `ana-${randomUUID()}@example.test`,
    phone: '+12025550143',
    address1: '12 Elm Street',
    city: 'Springfield',
    state: 'IL',
    zipcode: '62704',
    country: 'US',
    token: 'tok_visa',
    exp_month: 4,
    exp_year: 2031,
  };
}

/** Each field of an order body with a value of every wrong kind. */
const orderFields = Object.keys(goodOrder());
const wrongValues: [string, unknown][] = [
  ['null', null],
  ['a number', 7.5],
  ['a list', ['x']],
  ['an object', { x: 1 }],
  ['true', true],
  ['20,000 characters', long],
  ['a NUL character', 'a\u0000b'],
];

describe.each(databases())('bad input on the checkout calls on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    browser = new Browser(app);
    await browser.request('/api/health/');
  });
  afterAll(() => handle.close());

  async function expectRefused(request: () => Promise<Response>) {
    const before = await fingerprint(handle.db);
    const response = await request();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).length).toBeGreaterThan(0);
    expect(await fingerprint(handle.db)).toEqual(before);
    return { status: response.status, body };
  }

  // A null country is the default country (US), as the account's address takes it: not bad input.
  const badOrders = orderFields
    .flatMap((field) => wrongValues.map(([kind, value]) => ({ field, kind, value })))
    .filter(({ field, value }) => !(field === 'country' && value === null));

  describe.each(badOrders)('an order whose $field is $kind', ({ field, value }) => {
    it('is refused without a change', async () => {
      const { status, body } = await expectRefused(() =>
        browser.request('/api/v2/billing/order/', {
          method: 'POST',
          json: { ...goodOrder(), [field]: value },
        }),
      );
      expect(status).toBe(400);
      expect(Object.keys(body)).toEqual([field]);
    });
  });

  it.each([
    ['a list', '[1, 2]'],
    ['text', '"order"'],
    ['broken JSON', '{"plan": '],
  ])('refuses an order body that is %s', async (_, raw) => {
    await expectRefused(() =>
      browser.request('/api/v2/billing/order/', {
        method: 'POST',
        body: raw,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });

  it.each([
    ['POST', '/api/v2/billing/order/confirm/'],
    ['PUT', '/api/v2/billing/order/track_conversion/'],
  ])('refuses %s %s with no order, a wrong order, or a wrong token', async (method, path) => {
    for (const json of [
      {},
      { order: null, token: null },
      { order: 7, token: ['x'] },
      { order: long, token: long },
      { order: 'ORD-2026-0001', token: 'short' },
      { order: 'ORD-2026-0001', token: 'x'.repeat(43) },
    ]) {
      await expectRefused(() => browser.request(path, { method, json }));
    }
  });

  it('answers a method a path does not have with 405', async () => {
    const response = await send(app, '/api/v2/billing/order/', { method: 'GET' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST, OPTIONS');
  });

  it('refuses bad paging of the lists and bad promo codes without a 500', async () => {
    const staff = await accessToken(app, 'staff@demo.test');
    for (const path of [
      '/api/v2/billing/order_trials/?page=0',
      '/api/v2/billing/order_trials/?page=abc',
      '/api/v2/billing/order_trials/?page=99',
      '/api/v2/user/info/orders/?page=-1',
    ]) {
      expect((await send(app, path, { bearer: staff })).status).toBe(404);
    }
    for (const code of ['%00', encodeURIComponent('WELCOME10; drop table'), 'x'.repeat(5000)]) {
      expect((await send(app, `/api/v2/billing/promo/${code}`)).status).toBe(404);
    }
  });
});
