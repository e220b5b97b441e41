// Whole-form schemas shared by the hub's forms and the server (spec section 5). Keys are the server's
// wire names (snake_case). Cross-field rules (phone for its country, state for the US, matching
// passwords, the reasons' texts) are forwarded to the field they concern.
import * as v from 'valibot';
import { mergeShippingAddress, type ShippingAddress, type ShippingUpdate } from '../addresses';
import { limits } from '../constants';
import { isUiLanguage } from '../languages';
import { withValues, type MessageDescriptor } from '../messages';
import {
  formatPhoneInput,
  isPhoneCountry,
  isValidPhoneForCountry,
  parseStoredPhone,
  toStoredPhone,
  type PhoneCountryCode,
} from '../phones';
import { currentPasswordSchema, emailSchema, firstNameSchema, lastNameSchema } from './fields';
import {
  address1Schema,
  address2Schema,
  citySchema,
  countrySchema,
  phoneCountrySchema,
  phoneInputSchema,
  stateMessageFor,
  stateSchema,
  storedPhoneSchema,
  timezoneSchema,
  zipcodeSchema,
} from './address-fields';
import { choiceText } from './choice';
import { fields, isPlainObject } from './object-schema';
import { encodeMessage as m, validate, type FieldMessages, type ValidationResult } from './issues';
import {
  fieldLabels,
  requiredMessage,
  tooLongMessage,
  validationMessages,
  validationWarnings,
} from './messages';

// --- user details --------------------------------------------------------------------------------

const userDetailsLabels = {
  first_name: fieldLabels.firstName,
  last_name: fieldLabels.lastName,
  email: fieldLabels.email,
  phone: fieldLabels.phone,
};
const userDetailsEntries = {
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  phone: storedPhoneSchema,
};

/** The user's details as sent to the server (`PATCH /api/v2/user/`): names, email, phone `+<code><digits>`. */
export const userDetailsSchema = fields(userDetailsEntries, userDetailsLabels);

/**
 * The same details in a PATCH: only the fields sent are checked (and returned). A new email comes with
 * `current_password` (docs/security.md); the server says whether it is needed and whether it is right.
 */
export const userDetailsPatchSchema = fields(
  { ...v.partial(v.object(userDetailsEntries)).entries, current_password: v.optional(currentPasswordSchema) },
  { ...userDetailsLabels, current_password: fieldLabels.currentPassword },
);

/** The current password asked beside a new email in the account details form. */
export const currentPasswordFormSchema = fields(
  { current_password: currentPasswordSchema },
  { current_password: fieldLabels.currentPassword },
);

/** The user's details on the wire. */
export type UserDetails = v.InferOutput<typeof userDetailsSchema>;

/** The account details form: the phone as typed, with its country apart. */
export interface UserDetailsFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_country: string;
  phone: string;
}

/**
 * The account details form (spec sections 2 and 5). The phone must be valid for the selected country;
 * the output is what the server takes: the phone in its stored form.
 */
export const userDetailsFormSchema = v.pipe(
  fields(
    {
      first_name: firstNameSchema,
      last_name: lastNameSchema,
      email: emailSchema,
      phone_country: phoneCountrySchema,
      phone: phoneInputSchema,
    },
    { ...userDetailsLabels, phone_country: fieldLabels.phoneCountry },
  ),
  v.forward(
    v.partialCheck(
      [['phone_country'], ['phone']],
      // An unknown country has its own message; the phone is checked once there is a country.
      ({ phone_country, phone }) =>
        !isPhoneCountry(phone_country) || isValidPhoneForCountry(phone_country, phone),
      m(validationMessages.invalidPhone),
    ),
    ['phone'],
  ),
  v.transform(({ phone_country, phone, ...names }): UserDetails => ({
    ...names,
    phone: toStoredPhone(phone_country as PhoneCountryCode, phone) ?? phone,
  })),
);

/**
 * The form's starting values from the server's user record: the stored phone split into its country
 * and formatted national number (the configured default phone country when there is no phone, spec
 * section 9; a stored text that is not a number is kept as typed, so nothing is lost).
 */
export function userDetailsFormValues(
  user: {
    first_name?: string | null;
    last_name?: string | null;
    email?: string | null;
    phone?: string | null;
  },
  defaultPhoneCountry: PhoneCountryCode,
): UserDetailsFormValues {
  const parsed = user.phone ? parseStoredPhone(user.phone) : null;
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    email: user.email ?? '',
    phone_country: parsed?.country ?? defaultPhoneCountry,
    phone: parsed ? formatPhoneInput(parsed.country, parsed.nationalNumber) : (user.phone ?? ''),
  };
}

// --- language ------------------------------------------------------------------------------------

/** How a refused choice is repeated in its message (defined beside the choice field, re-exported here). */
export { choiceText };

/**
 * The body of `PATCH /api/v3/users/{id}/` (spec section 1): `language`, one of the ten UI language codes,
 * exactly (`fr-CA`, not `fr-ca`).
 */
export const languageChangeSchema = fields(
  {
    language: v.config(
      v.pipe(
        v.unknown(),
        v.check((value) => value !== null && value !== '', m(validationMessages.fieldRequired)),
        v.check(isUiLanguage, (issue) =>
          m(withValues(validationMessages.invalidChoice, { value: choiceText(issue.input) })),
        ),
      ),
      { abortPipeEarly: true },
    ),
  },
  {},
);

// --- shipping ------------------------------------------------------------------------------------

const shippingLabels = {
  address1: fieldLabels.address1,
  address2: fieldLabels.address2,
  city: fieldLabels.city,
  state: fieldLabels.state,
  zipcode: fieldLabels.zipcode,
  country: fieldLabels.country,
  timezone: fieldLabels.timezone,
};

/**
 * A shipping address (spec sections 3, 5 and 9): address lines, city, zipcode, a state that is required
 * and a US code for the US, country and timezone (defaults when empty). Output trimmed and complete.
 */
export const shippingSchema = v.pipe(
  fields(
    {
      address1: address1Schema,
      address2: address2Schema,
      city: citySchema,
      state: stateSchema,
      zipcode: zipcodeSchema,
      country: countrySchema,
      timezone: timezoneSchema,
    },
    shippingLabels,
  ),
  v.forward(
    v.partialCheck(
      [['country'], ['state']],
      ({ country, state }) => stateMessageFor(country, state) === null,
      (issue) =>
        m(stateMessageFor(issue.input.country, issue.input.state) ?? validationMessages.invalidState),
    ),
    ['state'],
  ),
);

// A PO box: "PO Box 12", "P.O. Box 12", "Post Office Box 12", "POB 12", "Box 12". Not "Boxwood Lane".
// The line is bounded first and its dots and runs of white space become single spaces (linear), so the
// pattern has no nested or adjacent optional white space to backtrack over (docs/security.md).
const poBoxPattern = /\b(?:p ?o ?b(?:ox)?|post office box|postal box)\b|(?:^| )box ?#? ?\d/i;

/** Whether an address line is a PO box (which only ground shipping reaches). A line too long to be valid is not checked. */
export function isPoBox(line: string): boolean {
  if (line.length > limits.address) return false;
  return poBoxPattern.test(line.replace(/[\s.]+/g, ' '));
}

/** The warnings of a shipping address: a PO box in an address line (spec section 5). Never errors. */
export function shippingWarnings(input: unknown): FieldMessages {
  const warnings: FieldMessages = {};
  if (!isPlainObject(input)) return warnings;
  for (const field of ['address1', 'address2'] as const) {
    const line = input[field];
    if (typeof line === 'string' && isPoBox(line)) warnings[field] = [validationWarnings.poBox];
  }
  return warnings;
}

/** Validates a whole shipping address, with its PO-box warnings kept apart from errors. */
export function validateShipping(input: unknown): ValidationResult<ShippingAddress> {
  return validate(shippingSchema, input, shippingWarnings);
}

function updateTypeMessage(issue: v.BaseIssue<unknown>): string {
  return m(issue.input === null ? validationMessages.notNull : validationMessages.notAString);
}

// The types of a shipping update: text for each field sent; null clears address2 and state, and gives the
// default country and timezone; the other fields may not be null.
const shippingUpdateSchema = fields(
  {
    address1: v.optional(v.string(updateTypeMessage)),
    address2: v.optional(v.nullable(v.string(updateTypeMessage))),
    city: v.optional(v.string(updateTypeMessage)),
    state: v.optional(v.nullable(v.string(updateTypeMessage))),
    zipcode: v.optional(v.string(updateTypeMessage)),
    country: v.optional(v.nullable(v.string(updateTypeMessage))),
    timezone: v.optional(v.nullable(v.string(updateTypeMessage))),
  },
  {},
);

/**
 * The server's shipping PATCH (spec section 3): checks the types of the fields sent, merges them into the
 * stored address (country and timezone default when empty) and validates the merged whole, with warnings.
 */
export function validateShippingUpdate(
  stored: ShippingAddress | null | undefined,
  update: unknown,
): ValidationResult<ShippingAddress> {
  const typed = validate(shippingUpdateSchema, update);
  if (!typed.success) return typed;
  return validateShipping(mergeShippingAddress(stored, typed.output));
}

/** The shipping form's starting values from the server's address (defaults filled in). */
export function shippingFormValues(address: ShippingUpdate | null | undefined): ShippingAddress {
  return mergeShippingAddress(null, address ?? {});
}

// --- cancel reasons ------------------------------------------------------------------------------

/**
 * Why a subscriber cancels (spec section 5: a multi-select of reasons). The spec does not list them: these
 * codes are ours, sent as they are; `other` asks for a text, `not_interested` for its reason.
 */
export const cancelReasons = [
  'too_expensive',
  'not_using_enough',
  'technical_issues',
  'found_alternative',
  'not_interested',
  'other',
] as const;

/** One cancel reason code. */
export type CancelReason = (typeof cancelReasons)[number];

/** The label of each cancel reason. */
export const cancelReasonLabels: Readonly<Record<CancelReason, MessageDescriptor>> = {
  too_expensive: /*i18n*/ { id: 'cancelReason.tooExpensive', message: 'It costs too much' },
  not_using_enough: /*i18n*/ { id: 'cancelReason.notUsingEnough', message: 'We don’t use it enough' },
  technical_issues: /*i18n*/ {
    id: 'cancelReason.technicalIssues',
    message: 'We had technical problems with the kit',
  },
  found_alternative: /*i18n*/ { id: 'cancelReason.foundAlternative', message: 'We found something else' },
  not_interested: /*i18n*/ { id: 'cancelReason.notInterested', message: 'My child is no longer interested' },
  other: /*i18n*/ { id: 'cancelReason.other', message: 'Other' },
};

/** The longest free text of the cancel form (the spec gives none). */
export const cancelReasonTextMax = 500;

function reasonText(label: MessageDescriptor) {
  return v.nullish(
    v.config(
      v.pipe(
        v.string(updateTypeMessage),
        v.trim(),
        v.maxLength(cancelReasonTextMax, m(tooLongMessage(label, cancelReasonTextMax))),
      ),
      { abortPipeEarly: true },
    ),
    '',
  );
}

/**
 * The cancel form (spec section 5): at least one reason; the other-reason text is required when `other`
 * is chosen; the not-interested reason is required when `not_interested` is chosen (our reading of the
 * spec's "marked required": it belongs to that choice). Reasons come out without repeats.
 */
export const cancelReasonsSchema = v.pipe(
  fields(
    {
      reasons: v.config(
        v.pipe(
          v.array(
            v.picklist(cancelReasons, (issue) =>
              m(withValues(validationMessages.invalidChoice, { value: choiceText(issue.input) })),
            ),
            (issue) =>
              m(
                issue.input === undefined
                  ? validationMessages.chooseReason
                  : issue.input === null
                    ? validationMessages.notNull
                    : validationMessages.notAList,
              ),
          ),
          v.minLength(1, m(validationMessages.chooseReason)),
          v.transform((reasons) => [...new Set(reasons)]),
        ),
        { abortPipeEarly: true },
      ),
      other_reason: reasonText(fieldLabels.otherReason),
      not_interested_reason: reasonText(fieldLabels.notInterestedReason),
    },
    { reasons: fieldLabels.cancelReasons },
  ),
  v.forward(
    v.partialCheck(
      [['reasons'], ['other_reason']],
      ({ reasons, other_reason }) => !reasons.includes('other') || other_reason !== '',
      m(requiredMessage(fieldLabels.otherReason)),
    ),
    ['other_reason'],
  ),
  v.forward(
    v.partialCheck(
      [['reasons'], ['not_interested_reason']],
      ({ reasons, not_interested_reason }) =>
        !reasons.includes('not_interested') || not_interested_reason !== '',
      m(requiredMessage(fieldLabels.notInterestedReason)),
    ),
    ['not_interested_reason'],
  ),
);

/** The cancel form's values. */
export type CancelReasonsValues = v.InferOutput<typeof cancelReasonsSchema>;
