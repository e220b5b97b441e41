// Shipping addresses (spec sections 3 and 9): the US states list with DC, territories and military codes,
// the default country and timezone, and the rule that merges an update into the stored address.
import { defaults } from './constants';

/**
 * The states of a US address as the USPS names them (spec section 9): the 50 states, the District of
 * Columbia, the inhabited territories and the Minor Outlying Islands, and the military codes AA, AE, AP.
 */
export const usStates = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
  { code: 'AS', name: 'American Samoa' },
  { code: 'GU', name: 'Guam' },
  { code: 'MP', name: 'Northern Mariana Islands' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
  { code: 'UM', name: 'U.S. Minor Outlying Islands' },
  { code: 'AA', name: 'Armed Forces Americas' },
  { code: 'AE', name: 'Armed Forces Europe, Middle East, Africa and Canada' },
  { code: 'AP', name: 'Armed Forces Pacific' },
] as const;

/** The code of a US state, territory or military state. */
export type UsStateCode = (typeof usStates)[number]['code'];

/** Whether a value is one of the US state codes (exact, upper case). */
export function isUsState(value: unknown): value is UsStateCode {
  return typeof value === 'string' && usStates.some((state) => state.code === value);
}

/** The name of a US state code, or the code itself when it is not one. */
export function usStateName(code: string): string {
  return usStates.find((state) => state.code === code)?.name ?? code;
}

/** The fields of a shipping address, in the order forms show them. */
export const shippingFields = [
  'address1',
  'address2',
  'city',
  'state',
  'zipcode',
  'country',
  'timezone',
] as const;

/** One field of a shipping address. */
export type ShippingField = (typeof shippingFields)[number];

/** A shipping address as the server stores and sends it (`GET /api/v2/user/shipping/`). */
export type ShippingAddress = Record<ShippingField, string>;

/** The address of a user who has none yet: empty, in the default country and timezone (spec section 9). */
export const emptyShippingAddress: ShippingAddress = {
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipcode: '',
  country: defaults.country,
  timezone: defaults.timezone,
};

/** An update of some fields; `undefined` means "not sent", `null` clears a field. */
export type ShippingUpdate = Partial<Record<ShippingField, string | null>>;

/**
 * Merges an update into the stored address (spec section 3): fields sent replace the stored ones, a
 * missing or empty country becomes the default country (US), a missing or empty timezone the default
 * timezone (America/New_York).
 */
export function mergeShippingAddress(
  stored: ShippingAddress | null | undefined,
  update: ShippingUpdate,
): ShippingAddress {
  const merged: ShippingAddress = { ...emptyShippingAddress, ...stored };
  for (const field of shippingFields) {
    const value = update[field];
    if (value !== undefined) merged[field] = value ?? '';
  }
  if (merged.country.trim() === '') merged.country = defaults.country;
  if (merged.timezone.trim() === '') merged.timezone = defaults.timezone;
  return merged;
}
