// The payment gateway's browser side as the card forms use it, whichever gateway the server runs: it turns
// the form's card into what the payment calls send, and confirms a card when the bank asks (3-D Secure).
// `payWithCard` is the one path of a save: tokenize, send, and on a 402 that asks for 3-D Secure, confirm
// and send the same call once more with the confirmed intent.
import type { CardField, CardToken, PaymentCallResult, RequiredAction } from '@hub/api-client';
import { tokenize, type CardFormErrorKind, type CardValues } from './card-form';

/** The card as the payment calls send it, or the field of the form that is wrong. */
export type BrowserCardResult =
  ({ ok: true } & CardToken) | { ok: false; field: CardField; kind: CardFormErrorKind };

/** A gateway's browser side: the test gateway's tokenizer, or Stripe.js with its Elements. */
export interface BrowserCard {
  tokenize(values: CardValues): Promise<BrowserCardResult>;
  /** Asks the cardholder to confirm (3-D Secure); true once they did and the bank agreed. */
  confirm(action: RequiredAction): Promise<boolean>;
}

/**
 * The same card, saying when the cardholder is confirming with their bank (true) and when that is over
 * (false): a popup around the form lets the bank's window have the keyboard and pointer meanwhile.
 */
export function reportingConfirm(
  browser: BrowserCard,
  onConfirming: (confirming: boolean) => void,
): BrowserCard {
  return {
    tokenize: (values) => browser.tokenize(values),
    async confirm(action) {
      onConfirming(true);
      try {
        return await browser.confirm(action);
      } finally {
        onConfirming(false);
      }
    },
  };
}

/** The test gateway's browser side: its test cards, checked against `now`; it never asks for 3-D Secure. */
export function testBrowserCard(now: Date): BrowserCard {
  return {
    tokenize: async (values) => tokenize(values, now),
    confirm: async () => false,
  };
}

/** How paying with a card went: the card as tokenized and, when it was sent, the call's last answer. */
export interface CardPayment<T> {
  card: BrowserCardResult;
  result?: PaymentCallResult<T>;
}

/**
 * Tokenizes the card and sends it with `send`. A 402 that asks for 3-D Secure is confirmed by the
 * cardholder and the same call goes once more with the confirmed intent; when they cancel or the bank
 * refuses, the 402 is the answer (its detail is what the family reads) and nothing was saved.
 */
export async function payWithCard<T>(
  browser: BrowserCard,
  values: CardValues,
  send: (card: CardToken, confirmedIntent?: string) => Promise<PaymentCallResult<T>>,
): Promise<CardPayment<T>> {
  const card = await browser.tokenize(values);
  if (!card.ok) return { card };
  const token: CardToken = { token: card.token, expMonth: card.expMonth, expYear: card.expYear };
  const first = await send(token);
  const action = first.ok ? undefined : first.requiredAction;
  if (!action) return { card, result: first };
  if (!(await browser.confirm(action))) return { card, result: first };
  return { card, result: await send(token, action.intent) };
}
