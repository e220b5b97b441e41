import { emptyShippingFixture, shippingFixture, userDetailsFixture } from '@hub/api-client/msw';
import { formatMessage } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { detailsChanges, detailsValidator, detailsValues, detailsWarnings } from './details-form';

const stored = { user: userDetailsFixture, shipping: shippingFixture };
const values = detailsValues(stored.user, stored.shipping, 'US');
const validateDetails = detailsValidator(stored.shipping.timezone, stored.user.email);
const messages = (errors: ReturnType<typeof validateDetails>) =>
  Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map(formatMessage)]));

describe('the account details form', () => {
  it('starts from the stored user and address, the phone country read from the number', () => {
    expect(values).toEqual({
      first_name: 'Dana',
      last_name: 'Rivera',
      email: 'parent@demo.test',
      phone_country: 'US',
      phone: '202 555 0143',
      address1: '1200 Maple Avenue',
      address2: 'Apt 4B',
      city: 'Springfield',
      state: 'IL',
      zipcode: '62704',
      country: 'US',
      current_password: '',
    });
  });

  it('starts a user without phone or address in the default country', () => {
    const fresh = detailsValues({ ...userDetailsFixture, phone: null }, emptyShippingFixture, 'US');
    expect(fresh).toMatchObject({ phone: '', phone_country: 'US', address1: '', country: 'US' });
  });

  // Spec section 9: the default phone country comes from configuration (the address's stays US).
  it.each([
    { configured: 'CA', phone: null, starts: 'CA' },
    { configured: 'GB', phone: null, starts: 'GB' },
    { configured: 'GB', phone: '+12025550143', starts: 'US' },
  ] as const)(
    'starts the phone on $starts with $configured configured and the stored phone $phone',
    ({ configured, phone, starts }) => {
      const fresh = detailsValues({ ...userDetailsFixture, phone }, emptyShippingFixture, configured);
      expect(fresh).toMatchObject({ phone_country: starts, country: 'US' });
    },
  );

  // Spec section 5, through the domain's rules.
  it.each([
    { change: { first_name: '' }, errors: { first_name: ['First name is required'] } },
    {
      change: { first_name: '   ' },
      errors: { first_name: ['First name may not contain only empty characters'] },
    },
    {
      change: { last_name: 'x'.repeat(57) },
      errors: { last_name: ['Last name must be less than 56 characters'] },
    },
    { change: { email: 'not-an-email' }, errors: { email: ['Please enter a valid email.'] } },
    { change: { phone: '12345' }, errors: { phone: ['Please input a valid phone number'] } },
    { change: { city: 'Spr1ngfield' }, errors: { city: ['Please input a valid city'] } },
    { change: { zipcode: '627-04' }, errors: { zipcode: ['Please input a valid Zipcode'] } },
  ])('refuses $change with $errors', ({ change, errors }) => {
    expect(messages(validateDetails({ ...values, ...change }))).toEqual(errors);
  });

  it('accepts the stored values', () => {
    expect(validateDetails(values)).toEqual({});
  });

  it('warns about a PO box without refusing it', () => {
    const poBox = { ...values, address1: 'PO Box 12' };
    expect(validateDetails(poBox)).toEqual({});
    expect(Object.keys(detailsWarnings(poBox))).toEqual(['address1']);
  });

  it('sends only what changed, trimmed, the phone in its stored form', () => {
    expect(
      detailsChanges(
        { ...values, first_name: ' Danielle ', phone: '+12025550199', city: 'Chicago ' },
        stored,
      ),
    ).toEqual({ user: { first_name: 'Danielle', phone: '+12025550199' }, shipping: { city: 'Chicago' } });
  });

  it('sends nothing when nothing changed', () => {
    expect(detailsChanges(values, stored)).toEqual({ user: {}, shipping: {} });
  });

  it('sends nothing for values the rules refuse', () => {
    expect(detailsChanges({ ...values, phone: '123' }, stored)).toBeNull();
  });

  it('asks for the current password while the email is a new address, not for another case of it', () => {
    expect(messages(validateDetails({ ...values, email: 'dana.new@demo.test' }))).toEqual({
      current_password: ['Current password is required'],
    });
    expect(validateDetails({ ...values, email: 'Parent@Demo.Test' })).toEqual({});
    expect(validateDetails({ ...values, email: 'dana.new@demo.test', current_password: 'secret' })).toEqual(
      {},
    );
  });

  it('sends the current password with a new email only', () => {
    expect(
      detailsChanges({ ...values, email: 'dana.new@demo.test', current_password: 'secret' }, stored),
    ).toEqual({ user: { email: 'dana.new@demo.test', current_password: 'secret' }, shipping: {} });
    expect(detailsChanges({ ...values, email: 'Parent@demo.test', current_password: 'x' }, stored)).toEqual({
      user: { email: 'Parent@demo.test' },
      shipping: {},
    });
  });

  it('sends an address change with the version it was made on, and no version without a change', () => {
    const versioned = { ...stored, shipping: { ...shippingFixture, version: 'v7' } };
    expect(detailsChanges({ ...values, city: 'Chicago' }, versioned)).toEqual({
      user: {},
      shipping: { city: 'Chicago', version: 'v7' },
    });
    expect(detailsChanges({ ...values, first_name: 'Danielle' }, versioned)).toEqual({
      user: { first_name: 'Danielle' },
      shipping: {},
    });
  });
});
