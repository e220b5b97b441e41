import { describe, expect, it } from 'vitest';
import { toEnglish } from '../validation/issues';
import {
  checkoutBodyFields,
  checkoutRequiredFields,
  checkoutWarnings,
  emptyCheckoutForm,
  validateCheckoutBody,
  validateCheckoutForm,
  type CheckoutFormValues,
} from './checkout-form';

const filled: CheckoutFormValues = {
  ...emptyCheckoutForm('US'),
  first_name: 'Ana',
  last_name: 'Lima',
  email: 'ana@example.test',
  phone_country: 'US',
  phone: '202 555 0143',
  address1: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62704',
};

const ownBilling = {
  billing_same_as_shipping: false,
  billing_address1: '400 Oak Road',
  billing_address2: 'Suite 2',
  billing_city: 'Toronto',
  billing_state: 'ON',
  billing_zipcode: 'M5V2T6',
  billing_country: 'CA',
};

function englishErrors(values: unknown) {
  return toEnglish(validateCheckoutForm(values).errors);
}

describe('the checkout form (spec sections 2 and 5)', () => {
  // Spec section 9: the phone's country comes from configuration; the addresses' default country is US.
  it.each(['US', 'GB', 'CA'] as const)(
    'starts the phone on the configured %s, both addresses in the US',
    (phone) => {
      expect(emptyCheckoutForm(phone)).toMatchObject({
        phone_country: phone,
        phone: '',
        country: 'US',
        billing_country: 'US',
      });
    },
  );

  it('turns the form into the order’s contact, shipping and billing (same as shipping)', () => {
    const result = validateCheckoutForm(filled);
    expect(result.success).toBe(true);
    expect(result.output).toEqual({
      contact: { first_name: 'Ana', last_name: 'Lima', email: 'ana@example.test', phone: '+12025550143' },
      shipping: {
        address1: '12 Elm Street',
        address2: '',
        city: 'Springfield',
        state: 'IL',
        zipcode: '62704',
        country: 'US',
        timezone: 'America/New_York',
      },
      billing: null,
    });
  });

  it('checks a billing address of its own by the same rules, a state being free text outside the US', () => {
    const result = validateCheckoutForm({ ...filled, ...ownBilling });
    expect(result.output?.billing).toEqual({
      address1: '400 Oak Road',
      address2: 'Suite 2',
      city: 'Toronto',
      state: 'ON',
      zipcode: 'M5V2T6',
      country: 'CA',
    });
  });

  it.each([
    {
      rule: 'a first name is required',
      change: { first_name: '' },
      field: 'first_name',
      message: 'First name is required',
    },
    {
      rule: 'the phone must be valid for its country',
      change: { phone: '123' },
      field: 'phone',
      message: 'Please input a valid phone number',
    },
    {
      rule: 'the email must be valid',
      change: { email: 'ana@' },
      field: 'email',
      message: 'Please enter a valid email.',
    },
    {
      rule: 'a US address needs a state',
      change: { state: '' },
      field: 'state',
      message: 'State is required',
    },
    {
      rule: 'a US state must be one of the list',
      change: { state: 'ZZ' },
      field: 'state',
      message: 'Please select a valid state',
    },
    {
      rule: 'a city is letters and spaces',
      change: { city: 'St. Louis' },
      field: 'city',
      message: 'Please input a valid city',
    },
    {
      rule: 'a zipcode is letters and digits',
      change: { zipcode: '627-04' },
      field: 'zipcode',
      message: 'Please input a valid Zipcode',
    },
    {
      rule: 'an own billing address needs its first line',
      change: { ...ownBilling, billing_address1: ' ' },
      field: 'billing_address1',
      message: 'Address is required',
    },
    {
      rule: 'an own billing address in the US needs one of the states',
      change: { ...ownBilling, billing_country: 'US', billing_state: 'ON' },
      field: 'billing_state',
      message: 'Please select a valid state',
    },
    {
      rule: 'an own billing address in the US needs a state at all',
      change: { ...ownBilling, billing_country: 'US', billing_state: '' },
      field: 'billing_state',
      message: 'State is required',
    },
    {
      rule: 'the same-as-shipping flag is true or false',
      change: { billing_same_as_shipping: 'yes' },
      field: 'billing_same_as_shipping',
      message: 'Must be a valid boolean.',
    },
  ])('$rule', ({ change, field, message }) => {
    expect(englishErrors({ ...filled, ...change })[field]).toEqual([message]);
  });

  it('ignores the billing fields while the billing address is the shipping address', () => {
    const result = validateCheckoutForm({ ...filled, billing_address1: '', billing_city: '!!' });
    expect(result.success).toBe(true);
  });

  it('refuses what is not a form at all', () => {
    expect(validateCheckoutForm(null).success).toBe(false);
  });

  it('warns (never refuses) about a PO box: ground shipping only', () => {
    const result = validateCheckoutForm({ ...filled, address1: 'PO Box 12' });
    expect(result.success).toBe(true);
    expect(toEnglish(result.warnings).address1).toEqual([
      'Orders to PO Boxes ship by ground only; expedited shipping is not available, so allow extra time.',
    ]);
    expect(Object.keys(checkoutWarnings({ ...filled, address2: 'P.O. Box 7' }))).toEqual(['address2']);
  });

  it('needs the billing fields filled in only when the billing address is its own', () => {
    expect(checkoutRequiredFields({ billing_same_as_shipping: true })).not.toContain('billing_address1');
    expect(checkoutRequiredFields({ billing_same_as_shipping: false })).toEqual(
      expect.arrayContaining(['billing_address1', 'billing_city', 'billing_zipcode', 'billing_country']),
    );
  });
});

describe('the order body on the server', () => {
  const body = {
    first_name: 'Ana',
    last_name: 'Lima',
    email: 'ana@example.test',
    phone: '+1 202 555 0143',
    address1: '12 Elm Street',
    city: 'Springfield',
    state: 'IL',
    zipcode: '62704',
    country: 'US',
    timezone: 'America/Chicago',
  };

  it('takes the phone as stored and keeps the time zone', () => {
    const result = validateCheckoutBody(body);
    expect(result.output?.contact.phone).toBe('+12025550143');
    expect(result.output?.shipping.timezone).toBe('America/Chicago');
  });

  it('refuses a phone that is not a stored number', () => {
    expect(toEnglish(validateCheckoutBody({ ...body, phone: 'call me' }).errors).phone).toEqual([
      'Please input a valid phone number',
    ]);
  });

  it('writes checked details back as the body’s flat fields', () => {
    const same = validateCheckoutBody(body).output!;
    expect(checkoutBodyFields(same)).toEqual({
      ...body,
      phone: '+12025550143',
      address2: '',
      billing_same_as_shipping: true,
    });
    const own = validateCheckoutForm({ ...filled, ...ownBilling }).output!;
    expect(checkoutBodyFields(own)).toMatchObject({
      billing_same_as_shipping: false,
      billing_address1: '400 Oak Road',
      billing_country: 'CA',
    });
  });
});
