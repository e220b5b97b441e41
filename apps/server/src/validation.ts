// Checks of request input, as `{field: [messages]}` with the spec's English texts (section 5).
import { isUiLanguage } from '@hub/domain';
import type { Body } from './http/body';
import type { FieldErrors } from './http/errors';

/** Collects messages per field; `result()` is null when there are none. */
class Errors {
  private readonly errors: FieldErrors = {};
  add(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
  }
  result(): FieldErrors | null {
    return Object.keys(this.errors).length > 0 ? this.errors : null;
  }
}

const notAString = 'Not a valid string.';

// TODO(domain): move to @hub/domain
/** The login form's rules on the server: both fields present strings of a sane length. */
export function loginErrors(body: Body): FieldErrors | null {
  const errors = new Errors();
  for (const [field, label, max] of [
    ['email', 'Email', 254 + 1],
    ['password', 'Password', 255],
  ] as const) {
    const value = body[field];
    if (value === undefined || value === null || value === '') errors.add(field, `${label} is required`);
    else if (typeof value !== 'string') errors.add(field, notAString);
    else if (value.length > max) errors.add(field, `${label} must be less than ${max} characters`);
  }
  return errors.result();
}

/**
 * A timestamp of a query filter: an ISO date (`2026-01-31`, midnight UTC) or date-time with an optional
 * offset (`2026-01-31T00:00:00`, read as UTC when it has none). Null when it is not one.
 */
export function parseTimestamp(raw: string): Date | null {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      raw.trim(),
    );
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone = 'Z'] = match;
  const offset = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}.${fraction.padEnd(3, '0').slice(0, 3)}${offset}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // Reject dates the calendar does not have (2026-02-31), which Date would roll over.
  const check = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  return date;
}

// TODO(domain): move to @hub/domain (everything below until the domain package has it)
const latin1 = /^[\u0020-\u007e\u00a0-\u00ff]*$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The user's editable details (spec section 5): first and last name, email, phone. */
export interface UserDetailsChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}

function checkName(errors: Errors, field: string, label: string, value: string): string {
  const trimmed = value.trim();
  if (value === '') errors.add(field, `${label} is required`);
  else if (trimmed === '') errors.add(field, `${label} may not contain only empty characters`);
  else if (trimmed.length > 56) errors.add(field, `${label} must be less than 56 characters`);
  else if (!latin1.test(trimmed)) errors.add(field, 'Please include valid characters');
  return trimmed;
}

/** Checks the fields present in a PATCH of the user; every problem at once, nothing written if any. */
export function userDetailsChanges(body: Body): { changes: UserDetailsChanges; errors: FieldErrors | null } {
  const errors = new Errors();
  const changes: UserDetailsChanges = {};
  const text = (field: string): string | undefined => {
    const value = body[field];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') {
      errors.add(field, value === null ? 'This field may not be null.' : notAString);
      return undefined;
    }
    return value;
  };
  const firstName = text('first_name');
  if (firstName !== undefined) changes.firstName = checkName(errors, 'first_name', 'First name', firstName);
  const lastName = text('last_name');
  if (lastName !== undefined) changes.lastName = checkName(errors, 'last_name', 'Last name', lastName);
  const email = text('email');
  if (email !== undefined) {
    const trimmed = email.trim();
    if (trimmed === '') errors.add('email', 'Email is required');
    else if (trimmed.length > 254) errors.add('email', 'Email must be less than 254 characters');
    else if (!emailPattern.test(trimmed)) errors.add('email', 'Please enter a valid email.');
    changes.email = trimmed;
  }
  const phone = text('phone');
  if (phone !== undefined) {
    const compact = phone.replace(/[\s().-]/g, '');
    if (phone.trim() === '') errors.add('phone', 'Phone is required');
    else if (phone.length > 20 || !/^\+[1-9]\d{6,14}$/.test(compact)) {
      errors.add('phone', 'Please input a valid phone number');
    }
    changes.phone = compact;
  }
  return { changes, errors: errors.result() };
}

/** The `language` of `PATCH /api/v3/users/{id}/`: one of the ten UI language codes, exactly. */
export function languageErrors(body: Body): FieldErrors | null {
  const value = body.language;
  if (value === undefined || value === null || value === '') return { language: ['This field is required.'] };
  if (!isUiLanguage(value)) {
    return {
      language: [`"${typeof value === 'string' ? value : JSON.stringify(value)}" is not a valid choice.`],
    };
  }
  return null;
}

export interface ShippingAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  timezone: string;
}

export const shippingFields = [
  'address1',
  'address2',
  'city',
  'state',
  'zipcode',
  'country',
  'timezone',
] as const;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Merges a shipping update into the stored address (country US when missing) and checks the result.
 * Type errors are reported for the fields sent; rule errors for the merged address.
 */
export function mergeShipping(
  stored: ShippingAddress,
  body: Body,
): { address: ShippingAddress; errors: FieldErrors | null } {
  const errors = new Errors();
  const address = { ...stored };
  for (const field of shippingFields) {
    const value = body[field];
    if (value === undefined) continue;
    if (value === null && field !== 'address2') errors.add(field, 'This field may not be null.');
    else if (value !== null && typeof value !== 'string') errors.add(field, notAString);
    else address[field] = (value ?? '').trim();
  }
  if (address.country === '') address.country = 'US';
  if (address.timezone === '') address.timezone = 'America/New_York';
  if (errors.result()) return { address, errors: errors.result() };

  if (address.address1 === '') errors.add('address1', 'Address is required');
  else if (address.address1.length > 255) errors.add('address1', 'Address must be less than 255 characters');
  if (address.address2.length > 255) errors.add('address2', 'Address must be less than 255 characters');
  if (address.city === '') errors.add('city', 'City is required');
  else if (address.city.length > 50) errors.add('city', 'City must be less than 50 characters');
  else if (!/^[\p{L} ]+$/u.test(address.city)) errors.add('city', 'Please input a valid city');
  if (address.state.length > 255) errors.add('state', 'State must be less than 255 characters');
  if (address.zipcode === '') errors.add('zipcode', 'Zipcode is required');
  else if (address.zipcode.length > 12) errors.add('zipcode', 'Zipcode must be less than 12 characters');
  else if (!/^[A-Za-z0-9]+$/.test(address.zipcode)) errors.add('zipcode', 'Please input a valid Zipcode');
  if (!/^[A-Z]{2}$/.test(address.country)) errors.add('country', 'Please select a valid country');
  if (!isTimeZone(address.timezone)) errors.add('timezone', 'Please select a valid timezone');
  return { address, errors: errors.result() };
}
