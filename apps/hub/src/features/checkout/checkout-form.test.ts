import { userInfoFixtures } from '@hub/api-client/msw';
import { formatMessage } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import {
  checkoutRequired,
  checkoutServerErrors,
  checkoutStartValues,
  checkoutValidator,
  isEmailTaken,
  type CheckoutValues,
} from './checkout-form';

const now = new Date('2026-11-25T17:00:00Z');
const filled: CheckoutValues = {
  ...checkoutStartValues(null, 'US'),
  first_name: 'Ana',
  last_name: 'Lima',
  email: 'ana@example.test',
  phone: '202 555 0143',
  address1: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62704',
  number: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
};

const english = (messages: Record<string, { message: string; values?: Record<string, unknown> }[]>) =>
  Object.fromEntries(
    Object.entries(messages).map(([field, list]) => [field, list.map((m) => formatMessage(m as never))]),
  );

describe('the checkout form', () => {
  it('starts empty for a new family, with a signed-in customer’s names and phone otherwise', () => {
    expect(checkoutStartValues(null, 'US')).toMatchObject({
      first_name: '',
      country: 'US',
      billing_same_as_shipping: true,
    });
    expect(checkoutStartValues(userInfoFixtures.parent, 'US')).toMatchObject({
      first_name: 'Dana',
      email: 'parent@demo.test',
      phone_country: 'US',
      phone: '202 555 0143',
    });
  });

  // Spec section 9: the default phone country comes from configuration; a stored phone keeps its own.
  it.each([
    { who: 'a new family', user: null, configured: 'CA', starts: 'CA' },
    { who: 'a new family', user: null, configured: 'GB', starts: 'GB' },
    { who: 'a customer with a US phone', user: userInfoFixtures.parent, configured: 'GB', starts: 'US' },
  ] as const)('starts $who on $starts with $configured configured', ({ user, configured, starts }) => {
    expect(checkoutStartValues(user, configured)).toMatchObject({ phone_country: starts, country: 'US' });
  });

  it('accepts a whole form, and checks the card as the gateway’s browser side does', () => {
    const validate = checkoutValidator(now);
    expect(validate(filled)).toEqual({});
    expect(english(validate({ ...filled, number: '4242 4242 4242 4241', cvc: '12' }))).toEqual({
      number: ['This card number is not valid'],
      cvc: ['The security code has 3 digits'],
    });
    expect(english(validate({ ...filled, expiry: '10/26' }))).toEqual({ expiry: ['This card has expired'] });
  });

  it('needs the billing address only when it is its own', () => {
    expect(checkoutRequired({ billing_same_as_shipping: true })).not.toContain('billing_city');
    expect(checkoutRequired({ billing_same_as_shipping: false })).toContain('billing_city');
    expect(checkoutRequired({ billing_same_as_shipping: true })).toContain('cvc');
  });

  it('puts the server’s refusals where they belong, translatable', () => {
    const split = checkoutServerErrors({
      email: ['An account with this email already exists. Log in to finish your checkout with it.'],
      city: ['Please input a valid city'],
      token: ['This is not a token of the payment gateway.'],
      promo_code: ['This promo code has expired.'],
      plan: ['This plan is no longer available. Choose another one.'],
      idempotency_key: ['Send a key of 16 to 64 letters, digits and dashes (a UUID).'],
    });
    expect(split.form.email![0]!.id).toBe('checkout.emailTaken');
    expect(split.form.city![0]!.id).toBe('validation.invalidCity');
    expect(split.form.number![0]!.message).toBe('This is not a token of the payment gateway.');
    expect(split.promo!.id).toBe('promo.expired');
    expect(split.plan!.id).toBe('checkout.planUnavailable');
    expect(split.other!.message).toBe('Send a key of 16 to 64 letters, digits and dashes (a UUID).');
    expect(
      isEmailTaken({
        email: ['An account with this email already exists. Log in to finish your checkout with it.'],
      }),
    ).toBe(true);
    expect(isEmailTaken({ email: ['Please enter a valid email.'] })).toBe(false);
    expect(isEmailTaken(null)).toBe(false);
  });
});
