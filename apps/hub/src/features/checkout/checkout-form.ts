// The checkout form: @hub/domain's contact and address rules (the same the server runs) with the card of
// the payment gateway's browser side (the shared card form), and the server's refusals read back into
// translatable messages on the fields they belong to.
import type { FieldErrors, UserInfo } from '@hub/api-client';
import {
  checkoutMessages,
  checkoutRequiredFields,
  checkoutWarnings,
  describeCheckoutMessage,
  describeServerMessage,
  emptyCheckoutForm,
  formatMessage,
  mergeFieldMessages,
  promoMessages,
  userDetailsFormValues,
  validateCheckoutForm,
  type CheckoutFormValues,
  type FieldMessages,
  type FormFieldErrors,
  type MessageDescriptor,
  type PhoneCountryCode,
} from '@hub/domain';
import { cardErrors, emptyCard, type CardValues } from '../../shared/billing/card-form';

/** The whole form: contact, shipping, billing and the card (its number never leaves the browser). */
export type CheckoutValues = CheckoutFormValues & CardValues;

/**
 * The form's starting values: empty for a new family, the signed-in customer's names, email and phone
 * otherwise (the address is asked either way: it is where the kit goes); a phone not yet given starts on
 * the configured default phone country (spec section 9).
 */
export function checkoutStartValues(
  user: UserInfo | null,
  defaultPhoneCountry: PhoneCountryCode,
): CheckoutValues {
  const empty = { ...emptyCheckoutForm(defaultPhoneCountry), ...emptyCard };
  if (!user) return empty;
  return { ...empty, ...userDetailsFormValues(user, defaultPhoneCountry) };
}

/**
 * The form's errors: the domain's checkout rules and the card's, one message per field; the card's are the
 * test gateway's checks unless the gateway gives its own (`cardCheck`: Stripe's Elements).
 */
export function checkoutValidator(
  now: Date,
  cardCheck: (values: CardValues) => FormFieldErrors<CardValues> = (values) => cardErrors(values, now),
) {
  return (values: CheckoutValues): FieldMessages => {
    const card: FieldMessages = {};
    for (const [field, messages] of Object.entries(cardCheck(values))) card[field] = [...(messages ?? [])];
    return mergeFieldMessages(validateCheckoutForm(values).errors, card);
  };
}

/** The form's warnings (a PO box: ground shipping only). */
export function checkoutFormWarnings(values: CheckoutValues): FieldMessages {
  return checkoutWarnings(values);
}

/** The fields that must be filled in: the billing address's only when it is its own, and the card. */
export function checkoutRequired(values: Pick<CheckoutValues, 'billing_same_as_shipping'>) {
  return [...checkoutRequiredFields(values), 'number', 'expiry', 'cvc'] as const;
}

/** The messages of the checkout the server words (promo codes, a taken email, a plan gone), translatable. */
const promoDescriptors = Object.values(promoMessages);

/** One server text as a message: the checkout's own, the promo code's, or the validation messages. */
export function describeCheckoutText(text: string): MessageDescriptor {
  return (
    describeCheckoutMessage(text) ??
    promoDescriptors.find((message) => formatMessage(message) === text) ??
    describeServerMessage(text)
  );
}

/** Where a server field error shows in this form: the card's wire fields belong to the card's inputs. */
const fieldOfWire: Record<string, keyof CheckoutValues> = {
  token: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
};

/** A refused order's field errors, split into the form's fields and the parts outside it (plan, promo code). */
export function checkoutServerErrors(errors: FieldErrors): {
  form: FieldMessages;
  plan: MessageDescriptor | null;
  promo: MessageDescriptor | null;
  other: MessageDescriptor | null;
} {
  const form: FieldMessages = {};
  let plan: MessageDescriptor | null = null;
  let promo: MessageDescriptor | null = null;
  let other: MessageDescriptor | null = null;
  // Only the field names count here, not the country.
  const known = new Set<string>(Object.keys(checkoutStartValues(null, 'US')));
  for (const [wire, texts] of Object.entries(errors)) {
    const message = describeCheckoutText(texts[0] ?? '');
    if (wire === 'plan') plan = message;
    else if (wire === 'promo_code') promo = message;
    else if (fieldOfWire[wire]) form[fieldOfWire[wire]] = [message];
    else if (known.has(wire)) form[wire] = [message];
    else other ??= message;
  }
  return { form, plan, promo, other };
}

/** Whether a refusal says the email already has an account (the page then offers to log in). */
export function isEmailTaken(errors: FieldErrors | null): boolean {
  return errors?.email?.[0] === formatMessage(checkoutMessages.emailTaken);
}
