import type { CardToken, PaymentCallResult } from '@hub/api-client';
import type { StripeCardNumberElement } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';
import { payWithCard, testBrowserCard } from './browser-card';
import type { CardValues } from './card-form';
import { stripeBrowserCard, type StripeCardApi } from './stripe-card';

const complete: CardValues = { number: 'complete', expiry: 'complete', cvc: 'complete' };
const detail = 'We’ve experienced an unexpected issue with our payment service. Please try again.';
const saved: PaymentCallResult<string> = { ok: true, status: 200, data: 'saved' };
const declined: PaymentCallResult<string> = {
  ok: false,
  hasErrors: true,
  errStatus: 402,
  errorText: detail,
  errorObject: null,
  retryAfter: null,
};
const asksToConfirm: PaymentCallResult<string> = {
  ...declined,
  requiredAction: { client_secret: 'seti_9_secret_x', intent: 'seti_9' },
};

/** A Stripe.js that makes `pm_1` and confirms 3-D Secure as `confirmed` says, counting confirmations. */
function stripeCard(confirmed: unknown) {
  let confirmations = 0;
  const stripe = {
    createPaymentMethod: async () => ({
      paymentMethod: { id: 'pm_1', card: { exp_month: 4, exp_year: 2029 } },
    }),
    handleNextAction: async () => {
      confirmations += 1;
      return confirmed;
    },
  } as unknown as StripeCardApi;
  const card = stripeBrowserCard(stripe, {} as StripeCardNumberElement);
  return { card, confirmations: () => confirmations };
}

/** A payment call that answers `answers` in turn and records what it was sent. */
function call(...answers: PaymentCallResult<string>[]) {
  const sent: { card: CardToken; confirmedIntent?: string }[] = [];
  const send = async (card: CardToken, confirmedIntent?: string) => {
    sent.push(confirmedIntent ? { card, confirmedIntent } : { card });
    return answers[sent.length - 1]!;
  };
  return { send, sent };
}

const pm = { token: 'pm_1', expMonth: 4, expYear: 2029 };

describe('paying with a card', () => {
  it('sends the card once when no confirmation is asked', async () => {
    const { card, confirmations } = stripeCard({ setupIntent: { status: 'succeeded' } });
    const { send, sent } = call(saved);
    expect((await payWithCard(card, complete, send)).result).toEqual(saved);
    expect(sent).toEqual([{ card: pm }]);
    expect(confirmations()).toBe(0);
  });

  it('confirms 3-D Secure, then sends the same card once more with the confirmed intent', async () => {
    const { card, confirmations } = stripeCard({ setupIntent: { status: 'succeeded' } });
    const { send, sent } = call(asksToConfirm, saved);
    expect((await payWithCard(card, complete, send)).result).toEqual(saved);
    expect(sent).toEqual([{ card: pm }, { card: pm, confirmedIntent: 'seti_9' }]);
    expect(confirmations()).toBe(1);
  });

  it('keeps the 402 and sends nothing more when the confirmation fails or is cancelled', async () => {
    const { card } = stripeCard({ error: { type: 'invalid_request_error', message: 'Cancelled' } });
    const { send, sent } = call(asksToConfirm, saved);
    const { result } = await payWithCard(card, complete, send);
    expect(result).toMatchObject({ ok: false, errStatus: 402, errorText: detail });
    expect(sent).toHaveLength(1);
  });

  it('keeps a declined card’s 402 without asking for a confirmation', async () => {
    const { card, confirmations } = stripeCard({ setupIntent: { status: 'succeeded' } });
    const { send, sent } = call(declined);
    expect((await payWithCard(card, complete, send)).result).toEqual(declined);
    expect(sent).toHaveLength(1);
    expect(confirmations()).toBe(0);
  });

  it('asks for the confirmation once: a second 402 after it is the answer', async () => {
    const { card, confirmations } = stripeCard({ setupIntent: { status: 'succeeded' } });
    const { send, sent } = call(asksToConfirm, asksToConfirm);
    expect((await payWithCard(card, complete, send)).result).toMatchObject({ errStatus: 402 });
    expect(sent).toHaveLength(2);
    expect(confirmations()).toBe(1);
  });

  it("sends nothing for the test gateway's wrong card, and says which field is wrong", async () => {
    const { send, sent } = call(saved);
    const now = new Date('2026-11-25T17:00:00Z');
    const wrong = { number: '4242 4242 4242 4241', expiry: '04/29', cvc: '123' };
    expect((await payWithCard(testBrowserCard(now), wrong, send)).card).toEqual({
      ok: false,
      field: 'number',
      kind: 'invalid',
    });
    expect(sent).toEqual([]);
  });
});
