import { calendarDateIn } from '@hub/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, shippingAddresses, users } from '../account/schema';
import { invoices, paymentMethods, subscriptionActions, subscriptions } from '../billing/schema';
import type { DatabaseHandle } from '../db/database';
import { expectParses } from '../test/billing';
import { orderBody } from '../test/checkout';
import { databases } from '../test/databases';
import { accessToken, Browser, fingerprint, send, testApp, type TestApp } from '../test/helpers';
import { orders, orderTrials } from './schema';

const retrySentence = 'We’ve experienced an unexpected issue with our payment service. Please try again.';
const now = new Date('2026-11-25T17:00:00Z');

interface ConfirmAnswer {
  set_password_token: string | null;
  conversion_tracked_at: string | null;
}

interface PlacedOrder {
  order_number: string;
  confirmation_token: string;
  total: number;
  [key: string]: unknown;
}

describe.each(databases())('checkout on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  const printed: string[] = [];

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle, { now: () => now, demo: true, info: (line) => printed.push(line) });
  });
  afterAll(() => handle.close());

  /** A browser of a new family: it has loaded a page, so it has the CSRF cookie. */
  async function family() {
    const browser = new Browser(app);
    await browser.request('/api/health/');
    return browser;
  }

  const place = (browser: Browser, body: Record<string, unknown>) =>
    browser.request('/api/v2/billing/order/', { method: 'POST', json: body });
  const confirm = (browser: Browser, placed: PlacedOrder) =>
    browser.request('/api/v2/billing/order/confirm/', {
      method: 'POST',
      json: { order: placed.order_number, token: placed.confirmation_token },
    });

  async function placed(browser: Browser, overrides: Record<string, unknown> = {}) {
    const response = await place(browser, orderBody(overrides));
    expect(response.status).toBe(201);
    return (await response.json()) as PlacedOrder;
  }

  const orderCount = async () =>
    (await handle.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

  describe('promo codes (GET /api/v2/billing/promo/{code})', () => {
    it.each([
      ['welcome10', { codeString: 'WELCOME10', percent_off: 10, amount_off: null }],
      ['FAMILY20', { codeString: 'FAMILY20', amount_off: 2000, currency: 'USD', percent_off: null }],
    ])('answers %s without a sign-in, in the client’s shape', async (code, expected) => {
      const response = await send(app, `/api/v2/billing/promo/${code}`);
      expect(response.status).toBe(200);
      const body = await response.json();
      await expectParses('promoCodeSchema', body);
      expect(body).toMatchObject({ external_id: expect.any(String), expires_at: null, ...expected });
    });

    it.each([
      ['an unknown code', 'NOPE', 'This promo code is not valid. Check it and try again.', 'unknown'],
      [
        'a code that cannot be one',
        'A'.repeat(200),
        'This promo code is not valid. Check it and try again.',
        'unknown',
      ],
      ['an expired code', 'EXPIRED5', 'This promo code has expired.', 'expired'],
    ])('answers %s 404 with its message', async (_, code, detail, kind) => {
      const response = await send(app, `/api/v2/billing/promo/${code}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail, code: kind });
    });
  });

  describe('placing an order (POST /api/v2/billing/order/)', () => {
    it('charges the order’s total with the promo and Illinois’s tax, and answers the order with its token', async () => {
      const browser = await family();
      const body = orderBody({ promo_code: 'welcome10' });
      const response = await place(browser, body);
      expect(response.status).toBe(201);
      const order = await response.json();
      await expectParses('placedOrderSchema', order);
      // 299.00 - 10% = 269.10; 6.25% tax = 16.82 (16.81875 rounded); shipping free in Illinois.
      expect(order).toMatchObject({
        order_number: expect.stringMatching(/^ORD-2026-\d{4}$/),
        status: 'placed',
        promo_code: 'WELCOME10',
        currency: 'USD',
        subtotal: 29900,
        discount: 2990,
        shipping: 0,
        taxes: 1682,
        total: 28592,
        recurring_total: 29900 + 1869,
        card_type: 'visa',
        last_four: '4242',
        billing_same_as_shipping: true,
        shipping_address: { address1: '12 Elm Street', city: 'Springfield', state: 'IL', country: 'US' },
        account: null,
        date_confirmed: null,
        confirmation_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      // No account yet: the confirmation makes it.
      const [user] = await handle.db.select().from(users).where(eq(users.email, body.email));
      expect(user).toBeUndefined();
      const [trial] = await handle.db.select().from(orderTrials).where(eq(orderTrials.email, body.email));
      expect(trial).toMatchObject({ outcome: 'placed', total: 28592, promoCode: 'WELCOME10' });
    });

    it('takes an amount off in the plan’s currency and charges Alaska’s shipping', async () => {
      const order = await placed(await family(), { promo_code: 'FAMILY20', state: 'AK', city: 'Juneau' });
      expect(order).toMatchObject({
        subtotal: 29900,
        discount: 2000,
        shipping: 1500,
        taxes: 0,
        total: 29400,
      });
    });

    it('keeps a billing address of its own', async () => {
      const order = await placed(await family(), {
        billing_same_as_shipping: false,
        billing_address1: '400 Oak Road',
        billing_city: 'Toronto',
        billing_state: 'ON',
        billing_zipcode: 'M5V2T6',
        billing_country: 'CA',
      });
      expect(order).toMatchObject({
        billing_same_as_shipping: false,
        billing_address: { address1: '400 Oak Road', city: 'Toronto', country: 'CA' },
      });
    });

    it('answers a double submit with the first order: one order, one token', async () => {
      const browser = await family();
      const body = orderBody();
      const before = await orderCount();
      const first = await place(browser, body);
      const second = await place(browser, body);
      expect([first.status, second.status]).toEqual([201, 200]);
      const [a, b] = [await first.json(), await second.json()];
      expect(b).toEqual(a);
      expect(await orderCount()).toBe(before + 1);
    });

    it('places one order for two submits at the same moment', async () => {
      const browser = await family();
      const body = orderBody();
      const before = await orderCount();
      const answers = await Promise.all([place(browser, body), place(browser, body)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
      const numbers = await Promise.all(
        answers.map(async (answer) => ((await answer.json()) as PlacedOrder).order_number),
      );
      expect(numbers[0]).toBe(numbers[1]);
      expect(await orderCount()).toBe(before + 1);
    });

    it('refuses the same key with other details (409), changing nothing', async () => {
      const browser = await family();
      const body = orderBody();
      await place(browser, body);
      const before = await fingerprint(handle.db);
      const response = await place(browser, { ...body, plan: 'monthly' });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        detail: 'This order was already placed with other details. Reload the page to start a new one.',
      });
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it('keeps a declined card on checkout: 402 with the sentence, no order, a declined trial; the key may be used again', async () => {
      const browser = await family();
      const body = orderBody({ token: 'tok_chargeDeclined' });
      const before = await orderCount();
      const declined = await place(browser, body);
      expect(declined.status).toBe(402);
      expect(await declined.json()).toEqual({ detail: retrySentence });
      expect(await orderCount()).toBe(before);
      const trials = await handle.db.select().from(orderTrials).where(eq(orderTrials.email, body.email));
      expect(trials).toMatchObject([{ outcome: 'declined', detail: retrySentence, orderId: null }]);
      const retried = await place(browser, { ...body, token: 'tok_mastercard' });
      expect(retried.status).toBe(201);
      expect(await retried.json()).toMatchObject({ card_type: 'mastercard', last_four: '4444' });
    });

    it.each([
      [
        'an unknown promo code',
        { promo_code: 'NOPE' },
        { promo_code: ['This promo code is not valid. Check it and try again.'] },
      ],
      ['an expired promo code', { promo_code: 'EXPIRED5' }, { promo_code: ['This promo code has expired.'] }],
      [
        'a plan that does not exist',
        { plan: 'lifetime' },
        { plan: ['This plan is no longer available. Choose another one.'] },
      ],
      [
        'no idempotency key',
        { idempotency_key: undefined },
        { idempotency_key: ['This field is required.'] },
      ],
      [
        'a short idempotency key',
        { idempotency_key: 'abc' },
        { idempotency_key: ['Send a key of 16 to 64 letters, digits and dashes (a UUID).'] },
      ],
      ['a missing first name', { first_name: '' }, { first_name: ['First name is required'] }],
      ['a US state that is not one', { state: 'ZZ' }, { state: ['Please select a valid state'] }],
      ['a phone that is not one', { phone: '12' }, { phone: ['Please input a valid phone number'] }],
      [
        'an own billing address without its city',
        {
          billing_same_as_shipping: false,
          billing_address1: '1 Main St',
          billing_zipcode: '10001',
          billing_state: 'NY',
        },
        { billing_city: ['City is required'] },
      ],
      [
        'a card number instead of a token',
        { token: '4242 4242 4242 4242' },
        { token: ['Send the token the payment gateway gave for the card, never the card number.'] },
      ],
      [
        'a token the gateway does not know',
        { token: 'tok_unknown' },
        { token: ['This is not a token of the payment gateway.'] },
      ],
    ])('refuses %s with 400 and its field message, changing nothing', async (_, overrides, errors) => {
      const browser = await family();
      const before = await fingerprint(handle.db);
      const response = await place(browser, orderBody(overrides));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it('refuses an email that already has an account, saying to log in', async () => {
      const response = await place(await family(), orderBody({ email: 'PARENT@demo.test' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        email: ['An account with this email already exists. Log in to finish your checkout with it.'],
      });
    });

    it('refuses a new family’s order without the CSRF header (403)', async () => {
      const browser = await family();
      const response = await browser.request('/api/v2/billing/order/', {
        method: 'POST',
        json: orderBody(),
        csrf: false,
      });
      expect(response.status).toBe(403);
    });

    it('refuses a customer who already has a subscription (409)', async () => {
      const bearer = await accessToken(app, 'parent@demo.test');
      const response = await send(app, '/api/v2/billing/order/', {
        method: 'POST',
        bearer,
        json: orderBody(),
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        detail: 'Your account already has a subscription: there is nothing to check out.',
      });
    });
  });

  describe('confirming an order (POST /api/v2/billing/order/confirm/)', () => {
    it('makes a new family’s account, subscription and first invoice agreeing with the order, and emails them', async () => {
      const browser = await family();
      const body = orderBody({ promo_code: 'WELCOME10' });
      const order = await placed(browser, body);
      const response = await confirm(browser, order);
      expect(response.status).toBe(200);
      const confirmed = (await response.json()) as Record<string, unknown>;
      await expectParses('confirmedOrderSchema', confirmed);
      expect(confirmed).toMatchObject({
        order_number: order.order_number,
        status: 'confirmed',
        date_confirmed: now.toISOString(),
        total: 28592,
        needs_password: true,
        set_password_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });

      const [user] = await handle.db.select().from(users).where(eq(users.email, body.email));
      expect(user).toMatchObject({
        passwordHash: null,
        firstName: 'Ana',
        phone: '+12025550143',
        isBillingUser: true,
        checkoutCompleted: true,
      });
      expect(confirmed.account).toBe(user!.accountId);
      const [account] = await handle.db.select().from(accounts).where(eq(accounts.id, user!.accountId));
      expect(account).toMatchObject({ billingStatusName: 'ACTIVE', accountStatus: 'ACTIVE' });
      const [address] = await handle.db
        .select()
        .from(shippingAddresses)
        .where(eq(shippingAddresses.userId, user!.id));
      expect(address).toMatchObject({ address1: '12 Elm Street', state: 'IL', timezone: 'America/Chicago' });
      const today = calendarDateIn(now, 'America/Chicago');
      const [subscription] = await handle.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.accountId, user!.accountId));
      expect(subscription).toMatchObject({
        planId: 'yearly',
        status: 'ACTIVE',
        startedOn: today,
        paidThrough: '2027-11-25',
        // Every renewal is taxed at the order's rate (6.25 %), as its recurring total was.
        taxRateBasisPoints: 625,
      });
      const bills = await handle.db
        .select()
        .from(invoices)
        .where(eq(invoices.accountId, user!.accountId))
        .orderBy(invoices.id);
      // The summary and the invoice agree to the cent; the next charge is the recurring total.
      expect(bills).toMatchObject([
        {
          status: 'PAID',
          amount: 28592,
          date: today,
          cardBrand: 'visa',
          cardLast4: '4242',
          number: expect.stringMatching(/^HUB-2026-/),
        },
        { status: 'UPCOMING', amount: 31769, date: '2027-11-25', number: null },
      ]);
      const [card] = await handle.db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.accountId, user!.accountId));
      expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 });
      const [logged] = await handle.db
        .select()
        .from(subscriptionActions)
        .where(eq(subscriptionActions.accountId, user!.accountId));
      expect(logged).toMatchObject({ event: 'CHECKOUT', fromStatus: 'NOT_PURCHASED', toStatus: 'ACTIVE' });

      const outbox = (await (
        await send(app, `/api/dev/outbox/?to=${encodeURIComponent(body.email)}`)
      ).json()) as {
        results: { subject: string; body: string }[];
      };
      expect(outbox.results).toHaveLength(1);
      expect(outbox.results[0]!.subject).toBe(`Your order ${order.order_number} is confirmed`);
      expect(outbox.results[0]!.body).toContain('Total: $285.92');
      expect(outbox.results[0]!.body).toMatch(/http:\/\/localhost:8080\/start\?o=[A-Za-z0-9_-]{43}/);
      expect(printed.some((line) => line.includes(`Your order ${order.order_number} is confirmed`))).toBe(
        true,
      );
    });

    it('lets the family set their password with the token (the new-password rules), then sign in', async () => {
      const browser = await family();
      const body = orderBody();
      const order = await placed(browser, body);
      const { set_password_token: token } = (await (await confirm(browser, order)).json()) as ConfirmAnswer;
      const weak = await browser.request('/api/v2/user/set_password/', {
        method: 'POST',
        json: { token, password: 'anaLima#2026' },
      });
      expect(weak.status).toBe(400);
      expect(await weak.json()).toEqual({ password: ['Password must not contain your first or last name'] });
      const set = await browser.request('/api/v2/user/set_password/', {
        method: 'POST',
        json: { token, password: 'Kit&Play2026' },
      });
      expect(set.status).toBe(200);
      const bearer = await accessToken(app, body.email, 'Kit&Play2026');
      const info = await (await send(app, '/api/v2/user/info/', { bearer })).json();
      expect(info).toMatchObject({ email: body.email, checkout_completed: true, is_billing_user: true });
    });

    it('names the plan in the language the order was placed in (locales/<language>/program_plans.json)', async () => {
      const browser = await family();
      const body = orderBody({ language: 'es' });
      await confirm(browser, await placed(browser, body));
      const outbox = (await (
        await send(app, `/api/dev/outbox/?to=${encodeURIComponent(body.email)}`)
      ).json()) as {
        results: { body: string }[];
      };
      expect(outbox.results[0]!.body).toContain('Anual');
      const [user] = await handle.db.select().from(users).where(eq(users.email, body.email));
      expect(user!.language).toBe('es');
    });

    it('answers a second confirm with the same order and changes nothing', async () => {
      const browser = await family();
      const order = await placed(browser);
      await confirm(browser, order);
      const before = await fingerprint(handle.db);
      const again = await confirm(browser, order);
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({
        status: 'confirmed',
        needs_password: true,
        set_password_token: null,
      });
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it('makes one account for two confirms at the same moment', async () => {
      const browser = await family();
      const body = orderBody();
      const order = await placed(browser, body);
      const answers = await Promise.all([confirm(browser, order), confirm(browser, order)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const made = await handle.db.select().from(users).where(eq(users.email, body.email));
      expect(made).toHaveLength(1);
      expect(
        await handle.db.select().from(subscriptions).where(eq(subscriptions.accountId, made[0]!.accountId)),
      ).toHaveLength(1);
    });

    it.each([
      ['a wrong token', (order: PlacedOrder) => ({ order: order.order_number, token: 'x'.repeat(43) }), 404],
      [
        'an order that does not exist',
        (order: PlacedOrder) => ({ order: 'ORD-2026-999999', token: order.confirmation_token }),
        404,
      ],
      [
        'a malformed number',
        (order: PlacedOrder) => ({ order: 'nope', token: order.confirmation_token }),
        400,
      ],
    ])('refuses %s', async (_, bodyOf, status) => {
      const browser = await family();
      const order = await placed(browser);
      const response = await browser.request('/api/v2/billing/order/confirm/', {
        method: 'POST',
        json: bodyOf(order),
      });
      expect(response.status).toBe(status);
    });
  });

  describe('a signed-in customer’s checkout', () => {
    it('completes newcustomer@’s checkout: checkout_completed, their subscription; a second order is refused', async () => {
      const bearer = await accessToken(app, 'newcustomer@demo.test');
      const before = (await (await send(app, '/api/v2/user/info/', { bearer })).json()) as {
        account: { id: number };
      };
      expect(before).toMatchObject({ checkout_completed: false });
      const response = await send(app, '/api/v2/billing/order/', {
        method: 'POST',
        bearer,
        json: orderBody({ email: 'ignored@example.test', plan: 'monthly' }),
      });
      expect(response.status).toBe(201);
      const order = (await response.json()) as PlacedOrder;
      expect(order).toMatchObject({ email: 'newcustomer@demo.test', account: before.account.id });

      // Another customer cannot confirm it, even with its token.
      const other = await accessToken(app, 'sunset@demo.test');
      const refused = await send(app, '/api/v2/billing/order/confirm/', {
        method: 'POST',
        bearer: other,
        json: { order: order.order_number, token: order.confirmation_token },
      });
      expect(refused.status).toBe(403);

      const confirmed = await send(app, '/api/v2/billing/order/confirm/', {
        method: 'POST',
        bearer,
        json: { order: order.order_number, token: order.confirmation_token },
      });
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toMatchObject({ needs_password: false, set_password_token: null });
      const after = await (await send(app, '/api/v2/user/info/', { bearer })).json();
      expect(after).toMatchObject({
        checkout_completed: true,
        account: { billing_status: { status_name: 'ACTIVE' } },
      });

      const again = await send(app, '/api/v2/billing/order/', { method: 'POST', bearer, json: orderBody() });
      expect(again.status).toBe(409);
    });
  });

  describe('the conversion (PUT /api/v2/billing/order/track_conversion/)', () => {
    it('is refused before the order is confirmed, then recorded once', async () => {
      const browser = await family();
      const order = await placed(browser);
      const track = () =>
        browser.request('/api/v2/billing/order/track_conversion/', {
          method: 'PUT',
          json: { order: order.order_number, token: order.confirmation_token },
        });
      const early = await track();
      expect(early.status).toBe(409);
      expect(await early.json()).toEqual({ detail: 'This order is not confirmed yet.' });
      await confirm(browser, order);
      const first = (await (await track()).json()) as ConfirmAnswer;
      expect(first.conversion_tracked_at).toBe(now.toISOString());
      const second = await track();
      expect(second.status).toBe(200);
      expect(((await second.json()) as ConfirmAnswer).conversion_tracked_at).toBe(
        first.conversion_tracked_at,
      );
    });
  });

  describe('reading orders', () => {
    it('lists the caller’s orders with the most recent confirmed one; 401 without a sign-in', async () => {
      const browser = await family();
      const body = orderBody();
      const order = await placed(browser, body);
      const { set_password_token: token } = (await (await confirm(browser, order)).json()) as ConfirmAnswer;
      await browser.request('/api/v2/user/set_password/', {
        method: 'POST',
        json: { token, password: 'Kit&Play2026' },
      });
      const bearer = await accessToken(app, body.email, 'Kit&Play2026');
      const response = await send(app, '/api/v2/user/info/orders/', { bearer });
      expect(response.status).toBe(200);
      const list = await response.json();
      await expectParses('userOrdersSchema', list);
      expect(list).toMatchObject({
        count: 1,
        results: [{ order_number: order.order_number }],
        recentConfirmedOrder: { order_number: order.order_number, status: 'confirmed' },
      });
      expect((await send(app, '/api/v2/user/info/orders/')).status).toBe(401);
    });

    it('lists order trials: staff everyone’s, a customer their own, 403 for another’s', async () => {
      const staff = await accessToken(app, 'staff@demo.test');
      const all = await send(app, '/api/v2/billing/order_trials/?page=1', { bearer: staff });
      expect(all.status).toBe(200);
      const page = (await all.json()) as { count: number; results: { outcome: string }[] };
      await expectParses('orderTrialPageSchema', page);
      expect(page.count).toBeGreaterThan(0);
      expect(page.results.map((trial) => trial.outcome)).toEqual(
        expect.arrayContaining(['placed', 'declined']),
      );

      const customer = await accessToken(app, 'newcustomer@demo.test');
      const [me] = await handle.db.select().from(users).where(eq(users.email, 'newcustomer@demo.test'));
      const own = (await (await send(app, '/api/v2/billing/order_trials/', { bearer: customer })).json()) as {
        results: { user: number }[];
      };
      expect(own.results.every((trial) => trial.user === me!.id)).toBe(true);
      const [parent] = await handle.db.select().from(users).where(eq(users.email, 'parent@demo.test'));
      const other = await send(app, `/api/v2/billing/order_trials/?user=${parent!.id}`, { bearer: customer });
      expect(other.status).toBe(403);
      expect((await send(app, '/api/v2/billing/order_trials/?user=abc', { bearer: staff })).status).toBe(400);
      expect((await send(app, '/api/v2/billing/order_trials/')).status).toBe(401);
    });

    it('answers an account’s last order to its users and staff, 403 to others, 404 while it has none', async () => {
      const customer = await accessToken(app, 'newcustomer@demo.test');
      const [me] = await handle.db.select().from(users).where(eq(users.email, 'newcustomer@demo.test'));
      const mine = await send(app, `/api/v2/billing/accounts/${me!.accountId}/order/`, { bearer: customer });
      expect(mine.status).toBe(200);
      await expectParses('orderDetailSchema', await mine.json());
      const staff = await accessToken(app, 'staff@demo.test');
      expect(
        (await send(app, `/api/v2/billing/accounts/${me!.accountId}/order/`, { bearer: staff })).status,
      ).toBe(200);
      const [parent] = await handle.db.select().from(users).where(eq(users.email, 'parent@demo.test'));
      expect(
        (await send(app, `/api/v2/billing/accounts/${parent!.accountId}/order/`, { bearer: customer }))
          .status,
      ).toBe(403);
      const [coach] = await handle.db.select().from(users).where(eq(users.email, 'coach@demo.test'));
      const coachToken = await accessToken(app, 'coach@demo.test');
      expect(
        (await send(app, `/api/v2/billing/accounts/${coach!.accountId}/order/`, { bearer: coachToken }))
          .status,
      ).toBe(404);
    });
  });
});
