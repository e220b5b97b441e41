// The account details form (spec section 2): the user's names, email and phone with its country, and the
// shipping address, validated by the domain's rules and saved as only what changed.
import type { AccountDetailsChanges, Shipping, UserDetails, UserDetailsUpdate } from '@hub/api-client';
import {
  currentPasswordFormSchema,
  isNewEmail,
  mergeFieldMessages,
  schemaValidator,
  shippingFormValues,
  shippingWarnings,
  userDetailsFormSchema,
  userDetailsFormValues,
  validate,
  validateShipping,
  type FieldMessages,
  type PhoneCountryCode,
} from '@hub/domain';

/** The form's values: the wire names, with the phone's country apart. */
export interface DetailsValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_country: string;
  /** The national number as typed (the stored form `+<code><digits>` is read too). */
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  /** Asked only while the email differs from the stored one (docs/decisions.md "Changing the email"). */
  current_password: string;
}

/** Fields that must not be empty for Save (the state is required for the US by the address rules). */
export const requiredDetails = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'address1',
  'city',
  'zipcode',
  'country',
] as const satisfies readonly (keyof DetailsValues)[];

/**
 * The form's starting values from the stored user and address: the domain's own readings (the stored
 * phone split into its country and national number, else the configured default phone country; the
 * address with the default country).
 */
export function detailsValues(
  user: UserDetails,
  shipping: Shipping,
  defaultPhoneCountry: PhoneCountryCode,
): DetailsValues {
  const { timezone: _timezone, ...address } = shippingFormValues(shipping);
  return { ...userDetailsFormValues(user, defaultPhoneCountry), ...address, current_password: '' };
}

function userPart(values: DetailsValues) {
  const { first_name, last_name, email, phone_country, phone } = values;
  return { first_name, last_name, email, phone_country, phone };
}

function shippingPart(values: DetailsValues, timezone: string): Shipping {
  const { address1, address2, city, state, zipcode, country } = values;
  return { address1, address2, city, state, zipcode, country, timezone };
}

const validateUser = schemaValidator(userDetailsFormSchema);

const validateCurrentPassword = schemaValidator(currentPasswordFormSchema);

/**
 * The form's validator: the domain's user-details and shipping rules, one message per field, and the
 * current password while the email is a new address.
 */
export function detailsValidator(timezone: string, storedEmail: string) {
  return (values: DetailsValues): FieldMessages => {
    const user = validateUser(userPart(values));
    // Asked once the new address is one: while the email is wrong, its own message is the one to read.
    const asksPassword = isNewEmail(values.email, storedEmail) && !user.email;
    return mergeFieldMessages(
      user,
      validateShipping(shippingPart(values, timezone)).errors,
      asksPassword ? validateCurrentPassword({ current_password: values.current_password }) : {},
    );
  };
}

/** The PO-box warning of the address lines (never blocks Save). */
export function detailsWarnings(values: DetailsValues): FieldMessages {
  return shippingWarnings(values);
}

/**
 * What to send: the user fields and the address fields that differ from what is stored, in the forms
 * the server stores (trimmed names and address, the phone as `+<code><digits>`). Null when the values
 * do not pass the domain's rules (the form does not let that happen).
 */
export function detailsChanges(
  values: DetailsValues,
  stored: { user: UserDetails; shipping: Shipping },
): AccountDetailsChanges | null {
  const user = validate(userDetailsFormSchema, userPart(values));
  const shipping = validateShipping(shippingPart(values, stored.shipping.timezone));
  if (!user.success || !shipping.success) return null;
  const userChanges: UserDetailsUpdate = {};
  for (const field of ['first_name', 'last_name', 'email', 'phone'] as const) {
    if (user.output[field] !== stored.user[field]) userChanges[field] = user.output[field];
  }
  if (isNewEmail(user.output.email, stored.user.email))
    userChanges.current_password = values.current_password;
  const shippingChanges: Partial<Shipping> = {};
  for (const field of ['address1', 'address2', 'city', 'state', 'zipcode', 'country'] as const) {
    if (shipping.output[field] !== stored.shipping[field]) shippingChanges[field] = shipping.output[field];
  }
  // A change goes with the version it was made on: the server refuses it (412) if another tab saved since.
  if (Object.keys(shippingChanges).length > 0 && stored.shipping.version) {
    shippingChanges.version = stored.shipping.version;
  }
  return { user: userChanges, shipping: shippingChanges };
}
