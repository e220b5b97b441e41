// Stripe's browser side of the card forms, without Stripe.js itself (only its types): what an Element's state
// means for the form (the same messages as the test gateway's form where they mean the same), and Stripe.js
// as a `BrowserCard`: the card becomes a PaymentMethod, a 3-D Secure request is confirmed with
// `handleNextAction`. StripeCardFields.tsx, the lazy module that loads Stripe.js, puts them to work.
import type { CardField } from '@hub/api-client';
import type { FormFieldErrors } from '@hub/domain';
import type { Stripe, StripeCardNumberElement } from '@stripe/stripe-js';
import type { BrowserCard, BrowserCardResult } from './browser-card';
import { cardErrorMessage, type CardFormErrorKind, type CardValues } from './card-form';

/** What an Element's change event says (its `empty`, `complete` and validation `error`). */
export interface ElementChange {
  empty: boolean;
  complete: boolean;
  error?: { code?: string } | undefined;
}

/**
 * An Element's state as the form holds it in the field's value: '' while empty (a required field the
 * form counts as not filled in), `complete`, Stripe's error code, or `incomplete` while being typed.
 */
export function elementValue(change: ElementChange): string {
  if (change.empty) return '';
  if (change.error) return change.error.code ?? 'invalid';
  return change.complete ? 'complete' : 'incomplete';
}

/** Stripe's validation and card error codes by the field they belong to and what they mean for the family. */
const kindOfCode: Record<CardField, Record<string, CardFormErrorKind>> = {
  number: {
    incomplete: 'invalid',
    incomplete_number: 'invalid',
    invalid_number: 'invalid',
    incorrect_number: 'invalid',
  },
  expiry: {
    incomplete: 'invalid',
    incomplete_expiry: 'invalid',
    invalid_expiry_month: 'invalid',
    invalid_expiry_year: 'invalid',
    invalid_expiry_month_past: 'expired',
    invalid_expiry_year_past: 'expired',
    expired_card: 'expired',
  },
  cvc: {
    // A code's length depends on the brand (four digits on American Express): "incomplete", not "3 digits".
    incomplete: 'incomplete',
    incomplete_cvc: 'incomplete',
    invalid_cvc: 'incomplete',
    incorrect_cvc: 'incomplete',
  },
};

const cardFields = ['number', 'expiry', 'cvc'] as const;

/** What is wrong with one Element's value, or null when it is complete. */
export function elementErrorKind(field: CardField, value: string): CardFormErrorKind | null {
  if (value === '') return 'required';
  if (value === 'complete') return null;
  return kindOfCode[field][value] ?? 'invalid';
}

/** Each Element's error for the form, in the messages of the test gateway's form. */
export function stripeCardErrors(values: CardValues): FormFieldErrors<CardValues> {
  const errors: FormFieldErrors<CardValues> = {};
  for (const field of cardFields) {
    const kind = elementErrorKind(field, values[field]);
    if (kind) errors[field] = [cardErrorMessage(field, kind)];
  }
  return errors;
}

/** The field a Stripe error code belongs to, or null for an error that is not about the card typed. */
function fieldOfCode(code: string | undefined): { field: CardField; kind: CardFormErrorKind } | null {
  for (const field of cardFields) {
    const kind = code === undefined ? undefined : kindOfCode[field][code];
    if (kind) return { field, kind };
  }
  return null;
}

/** The parts of Stripe.js the card forms use. */
export type StripeCardApi = Pick<Stripe, 'createPaymentMethod' | 'handleNextAction'>;

/** Intent states after a confirmation that the server finishes (a card saved, an order placed). */
const confirmedStatuses = new Set(['succeeded', 'processing', 'requires_capture']);

/**
 * Stripe.js as the forms' browser side: the card Elements become a PaymentMethod (its id is the token; the
 * expiry is the one its card reports), and 3-D Secure is confirmed with `handleNextAction`.
 */
export function stripeBrowserCard(stripe: StripeCardApi, card: StripeCardNumberElement): BrowserCard {
  return {
    async tokenize(): Promise<BrowserCardResult> {
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
      if (paymentMethod) {
        return {
          ok: true,
          token: paymentMethod.id,
          expMonth: paymentMethod.card?.exp_month ?? 0,
          expYear: paymentMethod.card?.exp_year ?? 0,
        };
      }
      const at = fieldOfCode(error?.code);
      if (at) return { ok: false, ...at };
      // Not about the card typed (Stripe could not be reached): the form's save failed, to try again.
      throw new Error(error?.message ?? 'Stripe.js made no PaymentMethod');
    },
    async confirm(action) {
      const outcome = await stripe.handleNextAction({ clientSecret: action.client_secret });
      if (outcome.error) return false;
      const intent = 'paymentIntent' in outcome ? outcome.paymentIntent : outcome.setupIntent;
      return confirmedStatuses.has(intent?.status ?? '');
    },
  };
}
