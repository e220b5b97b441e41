// The checkout's contact and address form (spec sections 2 and 5), one set of rules for the hub's form and
// the server's `POST /api/v2/billing/order/`: the names, email and phone of the account details, the
// shipping address of the account tab (a PO box warns, a US address needs one of the states with the
// territories and military codes), and a billing address that is the shipping address or its own, checked
// by the same rules. Field names are the wire's: the billing address's fields carry `billing_`.
import * as v from 'valibot';
import type { ShippingAddress } from '../addresses';
import { defaults } from '../constants';
import type { PhoneCountryCode } from '../phones';
import {
  address1Schema,
  address2Schema,
  citySchema,
  countrySchema,
  stateMessageFor,
  stateSchema,
  zipcodeSchema,
} from '../validation/address-fields';
import {
  shippingSchema,
  shippingWarnings,
  userDetailsFormSchema,
  userDetailsSchema,
  type UserDetails,
} from '../validation/forms';
import {
  encodeMessage as m,
  mergeFieldMessages,
  validate,
  type AnySchema,
  type FieldMessages,
  type ValidationResult,
} from '../validation/issues';
import { fieldLabels, validationMessages } from '../validation/messages';
import { fields, isPlainObject } from '../validation/object-schema';

/** A billing address: the shipping address's fields without the time zone. */
export interface BillingAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

/** The checked contact and addresses of an order. */
export interface CheckoutDetails {
  contact: UserDetails;
  shipping: ShippingAddress;
  /** Null when it is the shipping address. */
  billing: BillingAddress | null;
}

/** The parts of a billing address, each with its wire name. */
export const billingFieldNames = {
  address1: 'billing_address1',
  address2: 'billing_address2',
  city: 'billing_city',
  state: 'billing_state',
  zipcode: 'billing_zipcode',
  country: 'billing_country',
} as const satisfies Record<keyof BillingAddress, string>;

/** The checkout form's values as the hub holds them (the phone as typed, with its country apart). */
export interface CheckoutFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_country: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  billing_same_as_shipping: boolean;
  billing_address1: string;
  billing_address2: string;
  billing_city: string;
  billing_state: string;
  billing_zipcode: string;
  billing_country: string;
}

const billingAddressSchema = v.pipe(
  fields(
    {
      billing_address1: address1Schema,
      billing_address2: address2Schema,
      billing_city: citySchema,
      billing_state: stateSchema,
      billing_zipcode: zipcodeSchema,
      billing_country: countrySchema,
    },
    {
      billing_address1: fieldLabels.address1,
      billing_address2: fieldLabels.address2,
      billing_city: fieldLabels.city,
      billing_state: fieldLabels.state,
      billing_zipcode: fieldLabels.zipcode,
      billing_country: fieldLabels.country,
    },
  ),
  v.forward(
    v.partialCheck(
      [['billing_country'], ['billing_state']],
      ({ billing_country, billing_state }) => stateMessageFor(billing_country, billing_state) === null,
      (issue) => m(stateMessageFor(issue.input.billing_country, issue.input.billing_state)!),
    ),
    ['billing_state'],
  ),
);

/** Whether the billing address is the shipping address: true unless the input says false. */
function billingSame(input: unknown): boolean | 'invalid' {
  if (!isPlainObject(input)) return true;
  const flag = input.billing_same_as_shipping;
  if (flag === undefined || flag === null) return true;
  return typeof flag === 'boolean' ? flag : 'invalid';
}

function checkDetails(input: unknown, contactSchema: AnySchema): ValidationResult<CheckoutDetails> {
  const contact = validate(contactSchema, input);
  const shipping = validate(shippingSchema, input, shippingWarnings);
  const same = billingSame(input);
  const billing = same === false ? validate(billingAddressSchema, input) : null;
  const errors = mergeFieldMessages(
    contact.errors,
    shipping.errors,
    billing?.errors ?? {},
    same === 'invalid' ? { billing_same_as_shipping: [validationMessages.notABoolean] } : {},
  );
  const warnings = shipping.warnings;
  if (!contact.success || !shipping.success || (billing && !billing.success) || same === 'invalid') {
    return { success: false, errors, warnings };
  }
  const b = billing?.output as v.InferOutput<typeof billingAddressSchema> | undefined;
  return {
    success: true,
    output: {
      contact: contact.output as UserDetails,
      shipping: shipping.output,
      billing: b
        ? {
            address1: b.billing_address1,
            address2: b.billing_address2,
            city: b.billing_city,
            state: b.billing_state,
            zipcode: b.billing_zipcode,
            country: b.billing_country,
          }
        : null,
    },
    errors,
    warnings,
  };
}

/** The hub's checkout form: the phone as typed must be valid for its country; output as the server takes it. */
export function validateCheckoutForm(values: unknown): ValidationResult<CheckoutDetails> {
  return checkDetails(values, userDetailsFormSchema);
}

/** The server's order body: the same rules, the phone as stored (`+<code><digits>`). */
export function validateCheckoutBody(body: unknown): ValidationResult<CheckoutDetails> {
  return checkDetails(body, userDetailsSchema);
}

/** The form's warnings: a PO box in a shipping address line (ground shipping only). */
export function checkoutWarnings(values: unknown): FieldMessages {
  return shippingWarnings(values);
}

/** The fields that must not be empty: the billing address's only when it is its own. */
export function checkoutRequiredFields(values: Pick<CheckoutFormValues, 'billing_same_as_shipping'>) {
  const always = [
    'first_name',
    'last_name',
    'email',
    'phone',
    'address1',
    'city',
    'zipcode',
    'country',
  ] as const;
  const billing = ['billing_address1', 'billing_city', 'billing_zipcode', 'billing_country'] as const;
  return values.billing_same_as_shipping ? [...always] : [...always, ...billing];
}

/**
 * The form before anything is typed: the phone on the configured default phone country (spec section 9:
 * it comes from configuration), both addresses on the default country (US).
 */
export function emptyCheckoutForm(
  phoneCountry: PhoneCountryCode,
  country: string = defaults.country,
): CheckoutFormValues {
  return {
    first_name: '',
    last_name: '',
    email: '',
    phone_country: phoneCountry,
    phone: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zipcode: '',
    country,
    billing_same_as_shipping: true,
    billing_address1: '',
    billing_address2: '',
    billing_city: '',
    billing_state: '',
    billing_zipcode: '',
    billing_country: country,
  };
}

/** Checked details as the order body's fields (flat, as the form names them; no billing fields when the same). */
export function checkoutBodyFields(details: CheckoutDetails): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {
    ...details.contact,
    ...details.shipping,
    billing_same_as_shipping: details.billing === null,
  };
  if (details.billing) {
    for (const [part, name] of Object.entries(billingFieldNames)) {
      body[name] = details.billing[part as keyof BillingAddress];
    }
  }
  return body;
}
