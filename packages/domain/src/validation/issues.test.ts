import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatMessage, type MessageDescriptor } from '../messages';
import { cancelReasonLabels } from './forms';
import {
  describeServerErrors,
  describeServerMessage,
  encodeMessage,
  fieldMessages,
  issueMessage,
  mergeFieldMessages,
  schemaValidator,
  toEnglish,
  validate,
} from './issues';
import {
  blankMessage,
  fieldLabels,
  forbiddenSymbolsMessage,
  requiredMessage,
  tooLongMessage,
  tooShortMessage,
  validationMessages,
  validationWarnings,
} from './messages';

describe('the generic messages of the spec (section 5)', () => {
  it.each<[string, MessageDescriptor, string]>([
    ['is required', requiredMessage(fieldLabels.firstName), 'First name is required'],
    [
      'may not contain only empty characters',
      blankMessage(fieldLabels.lastName),
      'Last name may not contain only empty characters',
    ],
    ['must be less than', tooLongMessage(fieldLabels.city, 50), 'City must be less than 50 characters'],
    [
      'should not be less than',
      tooShortMessage(fieldLabels.password, 8),
      'Password should not be less than 8 characters',
    ],
    [
      'contains forbidden symbols',
      forbiddenSymbolsMessage(fieldLabels.password),
      'Password contains forbidden symbols',
    ],
    ['valid characters', validationMessages.invalidCharacters, 'Please include valid characters'],
  ])('renders "%s" in English exactly', (_, descriptor, english) => {
    expect(formatMessage(descriptor)).toBe(english);
  });

  it('keeps the field label a descriptor of its own, so it is translated apart', () => {
    expect(requiredMessage(fieldLabels.email).values?.field).toEqual({ id: 'field.email', message: 'Email' });
  });

  it.each<[string, MessageDescriptor, string]>([
    ['invalidEmail', validationMessages.invalidEmail, 'Please enter a valid email.'],
    ['invalidLoginEmail', validationMessages.invalidLoginEmail, 'Please input a valid email on login'],
    [
      'passwordClasses',
      validationMessages.passwordClasses,
      'Password must include letters, numbers, and special symbols',
    ],
    ['passwordsMustMatch', validationMessages.passwordsMustMatch, 'Passwords must match'],
    ['invalidPhone', validationMessages.invalidPhone, 'Please input a valid phone number'],
    ['invalidCity', validationMessages.invalidCity, 'Please input a valid city'],
    ['invalidZipcode', validationMessages.invalidZipcode, 'Please input a valid Zipcode'],
    [
      'poBox',
      validationWarnings.poBox,
      'Orders to PO Boxes ship by ground only; expedited shipping is not available, so allow extra time.',
    ],
  ])('gives %s the spec text', (_, descriptor, english) => {
    expect(formatMessage(descriptor)).toBe(english);
  });

  it('gives every message and label its own stable id', () => {
    const all = [
      ...Object.values(fieldLabels),
      ...Object.values(validationMessages),
      ...Object.values(validationWarnings),
      ...Object.values(cancelReasonLabels),
    ];
    const ids = all.map((descriptor) => descriptor.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(field|validation|cancelReason)\.[A-Za-z0-9]+$/);
  });
});

describe('messages carried by valibot issues', () => {
  it('decodes the descriptor a schema put in an issue', () => {
    const descriptor = requiredMessage(fieldLabels.city);
    expect(issueMessage({ message: encodeMessage(descriptor) })).toEqual(descriptor);
  });

  it.each([
    ['a valibot default message', 'Invalid type: Expected string but received 1'],
    ['broken JSON', '{"id": '],
    ['JSON that is not a descriptor', '{"id": 1}'],
    ['a descriptor with odd values', '{"id": "a", "message": "b", "values": 3}'],
  ])('turns %s into a generic message', (_, message) => {
    expect(formatMessage(issueMessage({ message }))).toBe('This value is not valid.');
  });

  it('keeps the first message of each field and puts whole-input problems under non_field_errors', () => {
    const schema = v.object({
      a: v.pipe(v.string(), v.minLength(3, encodeMessage(validationMessages.invalidCity))),
      b: v.array(v.string()),
    });
    const result = v.safeParse(schema, { a: 'x', b: [1, 2] });
    expect(toEnglish(fieldMessages(result.issues))).toEqual({
      a: ['Please input a valid city'],
      b: ['This value is not valid.'],
    });
    expect(toEnglish(fieldMessages(v.safeParse(schema, 5).issues))).toEqual({
      non_field_errors: ['This value is not valid.'],
    });
    expect(fieldMessages(undefined)).toEqual({});
  });

  it('merges message sets without repeating a message', () => {
    const required = requiredMessage(fieldLabels.city);
    expect(
      mergeFieldMessages({ city: [required] }, { city: [required, validationMessages.invalidCity] }),
    ).toEqual({
      city: [required, validationMessages.invalidCity],
    });
  });

  it('makes a form validator of a schema', () => {
    const validator = schemaValidator(
      v.object({ city: v.string(encodeMessage(validationMessages.invalidCity)) }),
    );
    expect(toEnglish(validator({ city: 1 }))).toEqual({ city: ['Please input a valid city'] });
    expect(validator({ city: 'Boston' })).toEqual({});
  });

  it('gives warnings apart from errors', () => {
    const result = validate(v.string(), 'x', () => ({ x: [validationWarnings.poBox] }));
    expect(result).toMatchObject({ success: true, errors: {}, warnings: { x: [validationWarnings.poBox] } });
  });
});

describe('server messages back to descriptors', () => {
  it.each<[string, MessageDescriptor]>([
    ['First name is required', requiredMessage(fieldLabels.firstName)],
    ['City must be less than 50 characters', tooLongMessage(fieldLabels.city, 50)],
    ['Password should not be less than 8 characters', tooShortMessage(fieldLabels.password, 8)],
    ['Please input a valid phone number', validationMessages.invalidPhone],
    ['"bored" is not a valid choice.', { ...validationMessages.invalidChoice, values: { value: 'bored' } }],
    ['Must be a valid boolean.', validationMessages.notABoolean],
    ['A valid integer is required.', validationMessages.notAnInteger],
  ])('recognises %j', (text, descriptor) => {
    expect(describeServerMessage(text)).toEqual(descriptor);
  });

  it('keeps a text that is not ours as it is', () => {
    expect(describeServerMessage('A user with this email already exists.')).toEqual({
      id: 'A user with this email already exists.',
      message: 'A user with this email already exists.',
    });
    expect(formatMessage(describeServerMessage('Nickname is required'))).toBe('Nickname is required');
  });

  it('recognises an area’s own messages when given them, values and all', () => {
    const taken = { id: 'account.emailTaken', message: 'A user with this email already exists.' };
    const range = { id: 'onboarding.birthYearRange', message: 'Enter a year between {min} and {max}.' };
    expect(describeServerMessage('A user with this email already exists.', [taken])).toEqual(taken);
    expect(
      describeServerErrors({ birth_year: ['Enter a year between 2008 and 2023.'] }, [taken, range]),
    ).toEqual({ birth_year: [{ ...range, values: { min: 2008, max: 2023 } }] });
  });

  it('describes a server answer field by field, ignoring what is not text', () => {
    expect(
      describeServerErrors({
        email: ['Email is required'],
        detail: 'Throttled',
        count: 3,
        list: [1, 'Zipcode is required'],
      }),
    ).toEqual({
      email: [requiredMessage(fieldLabels.email)],
      detail: [{ id: 'Throttled', message: 'Throttled' }],
      list: [requiredMessage(fieldLabels.zipcode)],
    });
  });

  it('renders every recognised message back to the same English', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(formatMessage(describeServerMessage(text))).toBe(text);
      }),
    );
  });
});
