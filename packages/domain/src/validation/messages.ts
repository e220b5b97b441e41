// Every text of validation as a translatable descriptor (spec section 5 and its generic messages). The
// English is exactly the spec's; ids are stable; `/*i18n*/` marks each literal for `lingui extract`.
// Field labels are descriptors too and travel as the `field` value of the generic messages, so
// "First name is required" is `{field} is required` with the label "First name", translated apart.
import { withValues, type MessageDescriptor } from '../messages';

/** The labels of the form fields, as the generic messages name them. */
export const fieldLabels = {
  firstName: /*i18n*/ { id: 'field.firstName', message: 'First name' },
  lastName: /*i18n*/ { id: 'field.lastName', message: 'Last name' },
  fullName: /*i18n*/ { id: 'field.fullName', message: 'Full name' },
  email: /*i18n*/ { id: 'field.email', message: 'Email' },
  password: /*i18n*/ { id: 'field.password', message: 'Password' },
  currentPassword: /*i18n*/ { id: 'field.currentPassword', message: 'Current password' },
  passwordConfirmation: /*i18n*/ { id: 'field.passwordConfirmation', message: 'Password confirmation' },
  phone: /*i18n*/ { id: 'field.phone', message: 'Phone' },
  phoneCountry: /*i18n*/ { id: 'field.phoneCountry', message: 'Phone country' },
  address1: /*i18n*/ { id: 'field.address1', message: 'Address' },
  address2: /*i18n*/ { id: 'field.address2', message: 'Address line 2' },
  city: /*i18n*/ { id: 'field.city', message: 'City' },
  state: /*i18n*/ { id: 'field.state', message: 'State' },
  zipcode: /*i18n*/ { id: 'field.zipcode', message: 'Zipcode' },
  country: /*i18n*/ { id: 'field.country', message: 'Country' },
  timezone: /*i18n*/ { id: 'field.timezone', message: 'Timezone' },
  cancelReasons: /*i18n*/ { id: 'field.cancelReasons', message: 'Reason' },
  otherReason: /*i18n*/ { id: 'field.otherReason', message: 'Other reason' },
  notInterestedReason: /*i18n*/ { id: 'field.notInterestedReason', message: 'Not interested reason' },
} as const satisfies Record<string, MessageDescriptor>;

/** The key of a field label. */
export type FieldLabel = keyof typeof fieldLabels;

/** The validation messages: the spec's generic templates and its field-specific texts. */
export const validationMessages = {
  required: /*i18n*/ { id: 'validation.required', message: '{field} is required' },
  blank: /*i18n*/ { id: 'validation.blank', message: '{field} may not contain only empty characters' },
  tooLong: /*i18n*/ { id: 'validation.tooLong', message: '{field} must be less than {maxLen} characters' },
  tooShort: /*i18n*/ {
    id: 'validation.tooShort',
    message: '{field} should not be less than {minLen} characters',
  },
  invalidCharacters: /*i18n*/ {
    id: 'validation.invalidCharacters',
    message: 'Please include valid characters',
  },
  forbiddenSymbols: /*i18n*/ {
    id: 'validation.forbiddenSymbols',
    message: '{field} contains forbidden symbols',
  },
  invalidEmail: /*i18n*/ { id: 'validation.invalidEmail', message: 'Please enter a valid email.' },
  invalidLoginEmail: /*i18n*/ {
    id: 'validation.invalidLoginEmail',
    message: 'Please input a valid email on login',
  },
  passwordClasses: /*i18n*/ {
    id: 'validation.passwordClasses',
    message: 'Password must include letters, numbers, and special symbols',
  },
  // The spec gives the rule but not its text.
  passwordContainsName: /*i18n*/ {
    id: 'validation.passwordContainsName',
    message: 'Password must not contain your first or last name',
  },
  passwordsMustMatch: /*i18n*/ { id: 'validation.passwordsMustMatch', message: 'Passwords must match' },
  invalidPhone: /*i18n*/ { id: 'validation.invalidPhone', message: 'Please input a valid phone number' },
  invalidCity: /*i18n*/ { id: 'validation.invalidCity', message: 'Please input a valid city' },
  invalidZipcode: /*i18n*/ { id: 'validation.invalidZipcode', message: 'Please input a valid Zipcode' },
  invalidState: /*i18n*/ { id: 'validation.invalidState', message: 'Please select a valid state' },
  invalidCountry: /*i18n*/ { id: 'validation.invalidCountry', message: 'Please select a valid country' },
  invalidTimezone: /*i18n*/ { id: 'validation.invalidTimezone', message: 'Please select a valid timezone' },
  chooseReason: /*i18n*/ { id: 'validation.chooseReason', message: 'Please choose at least one reason' },
  invalidChoice: /*i18n*/ { id: 'validation.invalidChoice', message: '"{value}" is not a valid choice.' },
  // Wrong types, in Django REST framework's words (the server's answers keep its conventions).
  fieldRequired: /*i18n*/ { id: 'validation.fieldRequired', message: 'This field is required.' },
  notAString: /*i18n*/ { id: 'validation.notAString', message: 'Not a valid string.' },
  notNull: /*i18n*/ { id: 'validation.notNull', message: 'This field may not be null.' },
  notABoolean: /*i18n*/ { id: 'validation.notABoolean', message: 'Must be a valid boolean.' },
  notAnInteger: /*i18n*/ { id: 'validation.notAnInteger', message: 'A valid integer is required.' },
  notAList: /*i18n*/ { id: 'validation.notAList', message: 'Expected a list of items.' },
  notAnObject: /*i18n*/ {
    id: 'validation.notAnObject',
    message: 'Invalid data. Expected a dictionary of fields.',
  },
  invalidValue: /*i18n*/ { id: 'validation.invalidValue', message: 'This value is not valid.' },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * The new-password rules as a checklist states them, positively, while a password is typed. The name rule
 * reuses `validationMessages.passwordContainsName`.
 */
export const passwordRuleLabels = {
  length: /*i18n*/ { id: 'password.rule.length', message: 'Between {min} and {max} characters' },
  characters: /*i18n*/ {
    id: 'password.rule.characters',
    message: 'Only letters A to Z, numbers and symbols, no spaces',
  },
  classes: /*i18n*/ {
    id: 'password.rule.classes',
    message: 'Three of these four: lowercase letters, capital letters, numbers, symbols',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** Warnings: shown beside a field without blocking the form. */
export const validationWarnings = {
  poBox: /*i18n*/ {
    id: 'validation.poBox',
    message:
      'Orders to PO Boxes ship by ground only; expedited shipping is not available, so allow extra time.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** `{field} is required` for a field label. */
export function requiredMessage(field: MessageDescriptor): MessageDescriptor {
  return withValues(validationMessages.required, { field });
}

/** `{field} may not contain only empty characters` for a field label. */
export function blankMessage(field: MessageDescriptor): MessageDescriptor {
  return withValues(validationMessages.blank, { field });
}

/** `{field} must be less than {maxLen} characters` for a field label and limit. */
export function tooLongMessage(field: MessageDescriptor, maxLen: number): MessageDescriptor {
  return withValues(validationMessages.tooLong, { field, maxLen });
}

/** `{field} should not be less than {minLen} characters` for a field label and limit. */
export function tooShortMessage(field: MessageDescriptor, minLen: number): MessageDescriptor {
  return withValues(validationMessages.tooShort, { field, minLen });
}

/** `{field} contains forbidden symbols` for a field label. */
export function forbiddenSymbolsMessage(field: MessageDescriptor): MessageDescriptor {
  return withValues(validationMessages.forbiddenSymbols, { field });
}
