import { describe, expect, it } from 'vitest';
import type { StripeCardNumberElement } from '@stripe/stripe-js';
import { emptyCard, type CardValues } from './card-form';
import { elementValue, stripeBrowserCard, stripeCardErrors, type StripeCardApi } from './stripe-card';

const complete: CardValues = { number: 'complete', expiry: 'complete', cvc: 'complete' };

describe("Stripe's Elements in the card form", () => {
  it.each([
    { change: { empty: true, complete: false }, value: '' },
    { change: { empty: false, complete: false }, value: 'incomplete' },
    { change: { empty: false, complete: true }, value: 'complete' },
    {
      change: { empty: false, complete: false, error: { code: 'invalid_number' } },
      value: 'invalid_number',
    },
  ])('holds $value in the field for $change', ({ change, value }) => {
    expect(elementValue(change)).toBe(value);
  });

  it.each<{ values: Partial<CardValues>; field: keyof CardValues; message: string }>([
    { values: { number: '' }, field: 'number', message: 'Enter the card number' },
    { values: { number: 'incomplete_number' }, field: 'number', message: 'This card number is not valid' },
    { values: { number: 'invalid_number' }, field: 'number', message: 'This card number is not valid' },
    { values: { expiry: '' }, field: 'expiry', message: 'Enter the expiry date' },
    { values: { expiry: 'incomplete_expiry' }, field: 'expiry', message: 'Enter the expiry date as MM/YY' },
    { values: { expiry: 'invalid_expiry_year_past' }, field: 'expiry', message: 'This card has expired' },
    { values: { expiry: 'invalid_expiry_month_past' }, field: 'expiry', message: 'This card has expired' },
    { values: { cvc: '' }, field: 'cvc', message: 'Enter the security code' },
    { values: { cvc: 'incomplete_cvc' }, field: 'cvc', message: 'This security code is incomplete' },
    {
      values: { number: 'a_code_stripe_adds_later' },
      field: 'number',
      message: 'This card number is not valid',
    },
  ])('says "$message" for $values', ({ values, field, message }) => {
    const errors = stripeCardErrors({ ...complete, ...values });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]?.[0]?.message).toBe(message);
  });

  it('has nothing to say of a complete card, and asks for every field of an empty one', () => {
    expect(stripeCardErrors(complete)).toEqual({});
    expect(Object.keys(stripeCardErrors(emptyCard))).toEqual(['number', 'expiry', 'cvc']);
  });
});

/** A Stripe.js that answers createPaymentMethod and handleNextAction with what the test gives. */
function fakeStripe(answers: { created: unknown; confirmed?: unknown }) {
  const calls: { method: string; argument: unknown }[] = [];
  const stripe = {
    createPaymentMethod: async (argument: unknown) => {
      calls.push({ method: 'createPaymentMethod', argument });
      return answers.created;
    },
    handleNextAction: async (argument: unknown) => {
      calls.push({ method: 'handleNextAction', argument });
      return answers.confirmed;
    },
  } as unknown as StripeCardApi;
  return { stripe, calls };
}

const numberElement = { elementType: 'cardNumber' } as unknown as StripeCardNumberElement;
const action = { client_secret: 'seti_1_secret_2', intent: 'seti_1' };

describe('Stripe.js as the browser side of the card form', () => {
  it("sends the card number's Element and gives the PaymentMethod's id with its card's expiry", async () => {
    const { stripe, calls } = fakeStripe({
      created: { paymentMethod: { id: 'pm_1', card: { exp_month: 4, exp_year: 2029 } } },
    });
    const card = stripeBrowserCard(stripe, numberElement);
    expect(await card.tokenize(complete)).toEqual({ ok: true, token: 'pm_1', expMonth: 4, expYear: 2029 });
    expect(calls).toEqual([
      { method: 'createPaymentMethod', argument: { type: 'card', card: numberElement } },
    ]);
  });

  it("puts Stripe's refusal of the card on its field", async () => {
    const { stripe } = fakeStripe({
      created: { error: { type: 'validation_error', code: 'invalid_expiry_year_past' } },
    });
    expect(await stripeBrowserCard(stripe, numberElement).tokenize(complete)).toEqual({
      ok: false,
      field: 'expiry',
      kind: 'expired',
    });
  });

  it('fails the save when Stripe cannot be reached', async () => {
    const { stripe } = fakeStripe({
      created: { error: { type: 'api_connection_error', message: 'Network down' } },
    });
    await expect(stripeBrowserCard(stripe, numberElement).tokenize(complete)).rejects.toThrow('Network down');
  });

  it.each([
    {
      outcome: 'a SetupIntent that succeeded',
      confirmed: { setupIntent: { status: 'succeeded' } },
      ok: true,
    },
    {
      outcome: 'a PaymentIntent that succeeded',
      confirmed: { paymentIntent: { status: 'succeeded' } },
      ok: true,
    },
    {
      outcome: 'a PaymentIntent back to requiring a card',
      confirmed: { paymentIntent: { status: 'requires_payment_method' } },
      ok: false,
    },
    {
      outcome: 'an error (cancelled, or refused)',
      confirmed: { error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' } },
      ok: false,
    },
  ])('confirms 3-D Secure with the client secret: $outcome is $ok', async ({ confirmed, ok }) => {
    const { stripe, calls } = fakeStripe({ created: null, confirmed });
    expect(await stripeBrowserCard(stripe, numberElement).confirm(action)).toBe(ok);
    expect(calls).toEqual([{ method: 'handleNextAction', argument: { clientSecret: 'seti_1_secret_2' } }]);
  });
});
