import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { outboundEmails } from '../platform/schema';
import { createFamily, expectParses } from '../test/billing';
import { databases } from '../test/databases';
import { accessToken, createUser, fingerprint, send, testApp, type TestApp } from '../test/helpers';
import { paymentMethods, subscriptionActions } from './schema';

const retrySentence = 'We’ve experienced an unexpected issue with our payment service. Please try again.';
const noRetrySentence = 'We’ve experienced an unexpected issue with our payment service.';

describe.each(databases())('the payment method on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let staff: string;
  const logged: string[] = [];

  beforeAll(async () => {
    handle = await database.open();
    // Everything the server would log or print, to check no card number ever reaches it.
    app = testApp(handle, {
      log: (message, error) => logged.push(`${message} ${String(error ?? '')}`),
      info: (message) => logged.push(message),
      demo: true,
    });
    staff = await accessToken(app, 'staff@demo.test');
  });
  afterAll(() => handle.close());

  async function family() {
    const made = await createFamily(handle.db, { state: 'active' });
    return { ...made, token: await accessToken(app, made.email) };
  }

  const setCard = (bearer: string, body: Record<string, unknown>) =>
    send(app, '/api/v2/billing/payment/', { method: 'POST', bearer, json: body });

  async function cardOf(accountId: number) {
    const [row] = await handle.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.accountId, accountId));
    return row ?? null;
  }

  describe('the test cards of the contract', () => {
    it.each([
      ['4242 4242 4242 4242', 'tok_visa', 'visa', '4242'],
      ['5555 5555 5555 4444', 'tok_mastercard', 'mastercard', '4444'],
    ])('saves %s (%s) as %s %s, emails the family and logs it', async (_, token, brand, last4) => {
      const f = await family();
      const response = await setCard(f.token, { account: f.accountId, token, exp_month: 7, exp_year: 2031 });
      expect(response.status).toBe(200);
      const body = await response.json();
      await expectParses('billingDetailsSchema', body);
      expect(body).toMatchObject({
        user: f.id,
        account: f.accountId,
        currency: 'USD',
        payment_method: { brand, last4, exp_month: 7, exp_year: 2031 },
      });
      const card = await cardOf(f.accountId);
      expect(card).toMatchObject({
        brand,
        last4,
        gateway: 'test',
        gatewayReference: expect.stringMatching(/^pm_test_/),
      });
      const [email] = await handle.db
        .select()
        .from(outboundEmails)
        .where(eq(outboundEmails.toAddress, f.email));
      expect(email!.subject).toBe('Your payment method was changed');
      const [action] = await handle.db
        .select()
        .from(subscriptionActions)
        .where(eq(subscriptionActions.accountId, f.accountId));
      expect(action).toMatchObject({
        event: 'PAYMENT_METHOD_CHANGE',
        detail: { brand, last4, previous: { brand: 'visa', last4: '4242' } },
      });
    });

    it.each([
      ['4000 0000 0000 0002', 'tok_chargeDeclined', retrySentence],
      ['4000 0000 0000 0119', 'tok_processingError', retrySentence],
      ['4000 0000 0000 0341', 'tok_customerNotFound', retrySentence],
      ['4000 0000 0000 9987', 'tok_noPaymentMethod', noRetrySentence],
    ])(
      'refuses %s (%s) with 402 and spec section 8’s sentence, keeping the old card',
      async (_, token, detail) => {
        const f = await family();
        const before = await fingerprint(handle.db);
        const response = await setCard(f.token, {
          account: f.accountId,
          token,
          exp_month: 7,
          exp_year: 2031,
        });
        expect(response.status).toBe(402);
        expect(await response.json()).toEqual({ detail });
        expect(await fingerprint(handle.db)).toEqual(before);
        expect(await cardOf(f.accountId)).toMatchObject({ brand: 'visa', last4: '4242' });
      },
    );
  });

  it('refuses a token the gateway does not know with 400, changing nothing', async () => {
    const f = await family();
    const before = await fingerprint(handle.db);
    const response = await setCard(f.token, {
      account: f.accountId,
      token: 'tok_amex',
      exp_month: 7,
      exp_year: 2031,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ token: ['This is not a token of the payment gateway.'] });
    expect(await fingerprint(handle.db)).toEqual(before);
  });

  it('refuses a card number sent as the token without repeating, storing or logging it', async () => {
    const f = await family();
    const before = await fingerprint(handle.db);
    logged.length = 0;
    for (const number of ['4242424242424242', '4242 4242 4242 4242', '5555-5555-5555-4444']) {
      const response = await setCard(f.token, {
        account: f.accountId,
        token: number,
        exp_month: 7,
        exp_year: 2031,
      });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).not.toContain('4242');
      expect(text).not.toContain('5555');
    }
    expect(await fingerprint(handle.db)).toEqual(before);
    expect(logged.join('\n')).not.toMatch(/\d{12}/);
  });

  it('prints only the brand and last four digits when a card is saved', async () => {
    const f = await family();
    logged.length = 0;
    await setCard(f.token, { account: f.accountId, token: 'tok_mastercard', exp_month: 7, exp_year: 2031 });
    expect(logged.join('\n')).toContain('Mastercard ending in 4444');
    expect(logged.join('\n')).not.toMatch(/5555|tok_/);
  });

  it('lets staff set another family’s card and answers that family’s details; a parent gets 403', async () => {
    const f = await family();
    const other = await family();
    const before = await fingerprint(handle.db);
    const refused = await setCard(other.token, {
      account: f.accountId,
      token: 'tok_visa',
      exp_month: 7,
      exp_year: 2031,
    });
    expect(refused.status).toBe(403);
    expect(await fingerprint(handle.db)).toEqual(before);
    const response = await setCard(staff, {
      account: f.accountId,
      token: 'tok_mastercard',
      exp_month: 7,
      exp_year: 2031,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      user: f.id,
      account: f.accountId,
      payment_method: { last4: '4444' },
    });
  });

  describe('billing details', () => {
    it('answers a user their own details, and staff anyone’s; another user 403', async () => {
      const f = await family();
      const other = await family();
      const own = await send(app, `/api/v2/billing/users/${f.id}/billing_details/`, { bearer: f.token });
      const body = await own.json();
      await expectParses('billingDetailsSchema', body);
      expect(body).toEqual({
        user: f.id,
        account: f.accountId,
        name: 'Test User',
        email: f.email,
        currency: 'USD',
        payment_method: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2099 },
        billing_address: null,
      });
      expect(
        (await send(app, `/api/v2/billing/users/${f.id}/billing_details/`, { bearer: staff })).status,
      ).toBe(200);
      expect(
        (await send(app, `/api/v2/billing/users/${f.id}/billing_details/`, { bearer: other.token })).status,
      ).toBe(403);
      expect(
        (await send(app, '/api/v2/billing/users/999999/billing_details/', { bearer: staff })).status,
      ).toBe(404);
    });

    it('answers a user without a subscription or card with nulls in the client’s shape', async () => {
      const user = await createUser(handle.db);
      const token = await accessToken(app, user.email);
      const response = await send(app, `/api/v2/billing/users/${user.id}/billing_details/`, {
        bearer: token,
      });
      const body = await response.json();
      await expectParses('billingDetailsSchema', body);
      expect(body).toMatchObject({ payment_method: null, billing_address: null, currency: 'USD' });
    });
  });

  it('emails a link to update the card (202) and logs it', async () => {
    const f = await family();
    const response = await send(app, '/api/v2/billing/request_update_email/', {
      method: 'POST',
      bearer: f.token,
      json: { account: f.accountId },
    });
    expect(response.status).toBe(202);
    const body = await response.json();
    await expectParses('detailSchema', body);
    expect(body).toEqual({ detail: 'Email sent.' });
    const outbox = await send(app, `/api/dev/outbox/?to=${encodeURIComponent(f.email)}`);
    const [email] = ((await outbox.json()) as { results: { subject: string; body: string }[] }).results;
    expect(email!.subject).toBe('Update the card of your subscription');
    expect(email!.body).toContain('http://localhost:8080/dashboard/account?segment=billing&update_card=1');
  });
});
