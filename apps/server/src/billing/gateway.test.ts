import { describe, expect, it } from 'vitest';
import { createPaymentGateway } from './create-gateway';
import { paymentGatewayNames, paymentSentence, randomId, testPaymentGateway, testTokens } from './gateway';

const retry = 'We’ve experienced an unexpected issue with our payment service. Please try again.';
const noRetry = 'We’ve experienced an unexpected issue with our payment service.';
const now = new Date('2026-11-25T17:00:00Z');

describe('the test-mode payment gateway', () => {
  const gateway = testPaymentGateway();

  it.each([
    ['tok_visa', 'visa', '4242'],
    ['tok_mastercard', 'mastercard', '4444'],
  ])('saves %s as %s %s with a reference of its own', async (token, brand, last4) => {
    const saved = await gateway.saveCard({ accountId: 1, token, expMonth: 4, expYear: 2029 });
    expect(saved).toEqual({
      ok: true,
      value: {
        brand,
        last4,
        expMonth: 4,
        expYear: 2029,
        reference: expect.stringMatching(/^pm_test_[A-Za-z0-9]{14}$/),
      },
    });
  });

  it.each([
    ['tok_chargeDeclined', retry],
    ['tok_processingError', retry],
    ['tok_customerNotFound', retry],
    ['tok_noPaymentMethod', noRetry],
  ])(
    'refuses %s with a provider text the domain maps to spec section 8’s sentence',
    async (token, sentence) => {
      const saved = await gateway.saveCard({ accountId: 1, token, expMonth: 4, expYear: 2029 });
      expect(saved.ok).toBe(false);
      if (saved.ok) return;
      expect(saved.refusal).toMatchObject({
        kind: 'provider',
        message: expect.stringMatching(/^Gateway error: /),
      });
      expect(paymentSentence(saved.refusal)).toBe(sentence);
    },
  );

  it('knows only the seven tokens of the contract', async () => {
    expect(Object.keys(testTokens)).toHaveLength(7);
    for (const token of ['tok_amex', '__proto__', 'constructor', 'toString']) {
      expect(await gateway.saveCard({ accountId: 1, token, expMonth: 4, expYear: 2029 })).toEqual({
        ok: false,
        refusal: { kind: 'unknownToken' },
      });
    }
  });

  it('charges a card it saved, declines it once expired, and knows no other reference', async () => {
    const card = { reference: 'pm_test_abc', expMonth: 11, expYear: 2026 };
    const charge = (of: typeof card) =>
      gateway.charge({ card: of, amount: 100, currency: 'USD', description: 'x', idempotencyKey: 'k', now });
    expect(await charge(card)).toEqual({ ok: true, value: { chargeId: expect.stringMatching(/^ch_test_/) } });
    const expired = await charge({ ...card, expMonth: 10 });
    expect(expired.ok || paymentSentence(expired.refusal)).toBe(retry);
    const unknown = await charge({ ...card, reference: 'pm_live_abc' });
    expect(unknown.ok || paymentSentence(unknown.refusal)).toBe(retry);
  });

  it('saves the card of tok_chargesDeclined, then declines every charge to it', async () => {
    const saved = await gateway.saveCard({
      accountId: 1,
      token: 'tok_chargesDeclined',
      expMonth: 4,
      expYear: 2029,
    });
    expect(saved).toMatchObject({ ok: true, value: { brand: 'visa', last4: '3063' } });
    if (!saved.ok) return;
    const declined = await gateway.charge({
      card: saved.value,
      amount: 100,
      currency: 'USD',
      description: 'x',
      idempotencyKey: 'declines',
      now,
    });
    expect(declined.ok || paymentSentence(declined.refusal)).toBe(retry);
  });

  it('answers the same idempotency key with the same answer, charging once', async () => {
    const own = testPaymentGateway();
    const card = { reference: 'pm_test_once', expMonth: 11, expYear: 2099 };
    const charge = (idempotencyKey: string) =>
      own.charge({ card, amount: 100, currency: 'USD', description: 'x', idempotencyKey, now });
    const first = await charge('same');
    expect(await charge('same')).toEqual(first);
    expect(await charge('other')).not.toEqual(first);
    expect(own.charged.map((made) => made.idempotencyKey)).toEqual(['same', 'other']);
  });

  it('refunds, and names new invoices as a provider would', async () => {
    expect(
      await gateway.refund({
        invoiceExternalId: 'in_x',
        chargeId: null,
        amount: 1,
        currency: 'USD',
        idempotencyKey: 'k',
      }),
    ).toMatchObject({
      ok: true,
    });
    expect(gateway.invoiceId()).toMatch(/^in_[A-Za-z0-9]{14}$/);
    expect(gateway.billingEntityName).toBe('stripe');
    expect(randomId('x')).not.toBe(randomId('x'));
  });
});

describe('payment sentences', () => {
  it.each([
    [
      'Gateway error: Your card was declined. Your request was in live mode, but used a known test card.',
      retry,
    ],
    ['Gateway error: backend error', retry],
    ['Gateway error: missing id', noRetry],
    ['Gateway error: all billing dates have passed', noRetry],
    ['Gateway error: something the domain does not know', retry],
    ['Not even prefixed', retry],
  ])('answers “%s” with “%s”', (message, sentence) => {
    expect(paymentSentence({ kind: 'provider', message })).toBe(sentence);
  });

  it('answers an unknown token with the retry sentence', () => {
    expect(paymentSentence({ kind: 'unknownToken' })).toBe(retry);
  });
});

describe('choosing the gateway', () => {
  it('makes the adapter PAYMENT_GATEWAY names', () => {
    expect(paymentGatewayNames).toEqual(['test', 'stripe']);
    expect(createPaymentGateway('test', null).name).toBe('test');
    const keys = { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', publishableKey: 'pk_test_x' };
    expect(createPaymentGateway('stripe', keys)).toMatchObject({
      name: 'stripe',
      publishableKey: 'pk_test_x',
    });
  });
});
