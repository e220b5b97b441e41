// The card form of the payment method, shared by the billing segment's card popup and the checkout. The
// card is checked and turned into a token in the browser by the payment gateway's browser side
// (`tokenizeTestCard` in test mode): the number never leaves it, and only the token goes to the server.
import { tokenizeTestCard, type CardErrorKind, type CardField, type TokenizeResult } from '@hub/api-client';
import type { FormFieldErrors, MessageDescriptor } from '@hub/domain';
import type { MessageDescriptor as LinguiDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What the form holds: the number, the expiry as typed (`MM/YY`) and the security code. */
export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export const emptyCard: CardValues = { number: '', expiry: '', cvc: '' };

/** Every field must be filled in to save. */
export const requiredCardFields = [
  'number',
  'expiry',
  'cvc',
] as const satisfies readonly (keyof CardValues)[];

/** The expiry as typed (`04/29`, `4 / 2029`) split into month and year; the gateway checks them. */
export function splitExpiry(expiry: string): { expMonth: string; expYear: string } {
  if (expiry.trim() === '') return { expMonth: '', expYear: '' };
  const [month = '', year, ...rest] = expiry.split('/');
  // Not one month and one year around a slash: no month or year at all.
  if (year === undefined || rest.length > 0) return { expMonth: 'x', expYear: 'x' };
  return { expMonth: month.trim(), expYear: year.trim() };
}

/** The card as the gateway reads it. */
export function tokenize(values: CardValues, now: Date): TokenizeResult {
  return tokenizeTestCard({ number: values.number, ...splitExpiry(values.expiry), cvc: values.cvc }, now);
}

/** A `msg` descriptor as the forms read it (the build keeps each message beside its id). */
function described(descriptor: LinguiDescriptor): MessageDescriptor {
  return { id: descriptor.id, message: descriptor.message ?? descriptor.id };
}

/**
 * What can be wrong with a field: the test gateway's kinds, and `incomplete` (Stripe's Elements: a number,
 * expiry or code not yet typed in full; it reads as `invalid` but for the code, whose length varies by brand).
 */
export type CardFormErrorKind = CardErrorKind | 'incomplete';

const messages: Record<CardField, Partial<Record<CardFormErrorKind, MessageDescriptor>>> = {
  number: {
    required: described(msg`Enter the card number`),
    invalid: described(msg`This card number is not valid`),
    notTestCard: described(msg`Only test cards work here, such as 4242 4242 4242 4242`),
  },
  expiry: {
    required: described(msg`Enter the expiry date`),
    invalid: described(msg`Enter the expiry date as MM/YY`),
    expired: described(msg`This card has expired`),
  },
  cvc: {
    required: described(msg`Enter the security code`),
    invalid: described(msg`The security code has 3 digits`),
    incomplete: described(msg`This security code is incomplete`),
  },
};

/** The message of a gateway refusal. */
export function cardErrorMessage(field: CardField, kind: CardFormErrorKind): MessageDescriptor {
  return messages[field][kind] ?? messages[field].invalid!;
}

// A field is checked with the others set to a card the gateway accepts, so each shows its own message.
const goodCard: CardValues = { number: '4242 4242 4242 4242', expiry: '12/2099', cvc: '123' };

/** Each field's error, as the gateway's browser side finds it (`now` decides whether a card has expired). */
export function cardErrors(values: CardValues, now: Date): FormFieldErrors<CardValues> {
  const errors: FormFieldErrors<CardValues> = {};
  for (const field of ['number', 'expiry', 'cvc'] as const) {
    const result = tokenize({ ...goodCard, [field]: values[field] }, now);
    if (!result.ok && result.field === field) errors[field] = [cardErrorMessage(field, result.kind)];
  }
  return errors;
}
