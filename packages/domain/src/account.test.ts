import { describe, expect, it } from 'vitest';
import {
  canInviteCaregivers,
  caregiverInviteSchema,
  customerInteractionSchema,
  customerInteractionSchemaFor,
  interactionKindsFor,
  eraseDataSchema,
  erasureBlockedBySubscription,
  hasSpecialKind,
  kioskModeSchema,
  marketingOptOutSchema,
  socialAccessSchema,
  specialUserKind,
} from './account';
import { roleKind } from './access';
import { toEnglish, validate, type AnySchema } from './validation/issues';

function errorsOf(schema: AnySchema, input: unknown) {
  return toEnglish(validate(schema, input).errors);
}

describe('the special user kind (spec section 4)', () => {
  it('is flagged on the user record and is the role kind', () => {
    expect(hasSpecialKind({ user_kind: specialUserKind })).toBe(true);
    expect(roleKind({ user_kind: specialUserKind })).toBe('educator');
  });

  it.each([{ user_kind: null }, { user_kind: '  ' }, {}])('is not %o', (user) => {
    expect(hasSpecialKind(user)).toBe(false);
  });
});

describe('kiosk mode, social access and marketing: booleans', () => {
  it.each([
    { rule: 'turns kiosk mode on', schema: kioskModeSchema, input: { is_kiosk_mode: true }, errors: {} },
    { rule: 'turns kiosk mode off', schema: kioskModeSchema, input: { is_kiosk_mode: false }, errors: {} },
    {
      rule: 'requires is_kiosk_mode',
      schema: kioskModeSchema,
      input: {},
      errors: { is_kiosk_mode: ['This field is required.'] },
    },
    {
      rule: 'refuses null',
      schema: kioskModeSchema,
      input: { is_kiosk_mode: null },
      errors: { is_kiosk_mode: ['This field may not be null.'] },
    },
    {
      rule: 'refuses text that reads as a boolean',
      schema: kioskModeSchema,
      input: { is_kiosk_mode: 'true' },
      errors: { is_kiosk_mode: ['Must be a valid boolean.'] },
    },
    {
      rule: 'asks for social access',
      schema: socialAccessSchema,
      input: { social_access: true },
      errors: {},
    },
    {
      rule: 'refuses social access as a number',
      schema: socialAccessSchema,
      input: { social_access: 1 },
      errors: { social_access: ['Must be a valid boolean.'] },
    },
    {
      rule: 'refuses a marketing choice that is not a boolean',
      schema: marketingOptOutSchema,
      input: { marketing_opt_out: 'no' },
      errors: { marketing_opt_out: ['Must be a valid boolean.'] },
    },
  ])('$rule', ({ schema, input, errors }) => {
    expect(errorsOf(schema, input)).toEqual(errors);
  });

  it('opts out when the body says nothing, and opts in again with false', () => {
    expect(validate(marketingOptOutSchema, {})).toMatchObject({ output: { marketing_opt_out: true } });
    expect(validate(marketingOptOutSchema, { marketing_opt_out: false })).toMatchObject({
      output: { marketing_opt_out: false },
    });
  });
});

describe('inviting a caregiver', () => {
  it('takes the email and names, trimmed', () => {
    expect(
      validate(caregiverInviteSchema, { email: ' sam@example.com ', first_name: ' Sam ', last_name: 'Lee' }),
    ).toMatchObject({
      success: true,
      output: { email: 'sam@example.com', first_name: 'Sam', last_name: 'Lee' },
    });
  });

  it.each([
    {
      rule: 'requires the email and names (spec section 5 messages)',
      input: {},
      errors: {
        email: ['Email is required'],
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
      },
    },
    {
      rule: 'refuses an invalid email',
      input: { email: 'sam@', first_name: 'Sam', last_name: 'Lee' },
      errors: { email: ['Please enter a valid email.'] },
    },
    {
      rule: 'refuses a name beyond Latin-1',
      input: { email: 'sam@example.com', first_name: 'Сэм', last_name: 'Lee' },
      errors: { first_name: ['Please include valid characters'] },
    },
  ])('$rule', ({ input, errors }) => {
    expect(errorsOf(caregiverInviteSchema, input)).toEqual(errors);
  });

  it.each([
    { user: { is_billing_user: true }, may: true },
    { user: { is_staff: true }, may: true },
    { user: { is_billing_user: false, is_staff: false }, may: false },
  ])('$user may invite: $may', ({ user, may }) => {
    expect(canInviteCaregivers(user)).toBe(may);
  });
});

describe('erasing personal data', () => {
  it.each([
    { rule: 'takes the password', input: { password: 'HubDemo#2026' }, errors: {} },
    { rule: 'requires the password', input: {}, errors: { password: ['Current password is required'] } },
  ])('$rule', ({ input, errors }) => {
    expect(errorsOf(eraseDataSchema, input)).toEqual(errors);
  });

  it.each([
    { status: 'ACTIVE', blocked: true },
    { status: 'cancel_requested', blocked: true },
    { status: 'RENEWAL_REQUESTED', blocked: true },
    { status: 'CANCELLED', blocked: false },
    { status: 'RETURNED', blocked: false },
    { status: 'NOT_PURCHASED', blocked: false },
    { status: null, blocked: false },
  ])('a billing user with a subscription $status must wait: $blocked', ({ status, blocked }) => {
    expect(erasureBlockedBySubscription(status)).toBe(blocked);
  });
});

describe('customer interactions', () => {
  it('take a kind and an optional summary', () => {
    expect(validate(customerInteractionSchema, { kind: 'feedback', summary: ' Great kit ' })).toMatchObject({
      output: { kind: 'feedback', summary: 'Great kit' },
    });
    expect(validate(customerInteractionSchema, { kind: 'app_download' })).toMatchObject({
      output: { summary: '' },
    });
  });

  it.each([
    { rule: 'requires the kind', input: {}, errors: { kind: ['This field is required.'] } },
    {
      rule: 'refuses an unknown kind',
      input: { kind: 'hack' },
      errors: { kind: ['"hack" is not a valid choice.'] },
    },
    {
      rule: 'refuses a summary over 1000 characters',
      input: { kind: 'feedback', summary: 'x'.repeat(1001) },
      errors: { summary: ['Summary must be less than 1000 characters'] },
    },
  ])('$rule', ({ input, errors }) => {
    expect(errorsOf(customerInteractionSchema, input)).toEqual(errors);
  });
});

describe('who records which interaction (issue 28)', () => {
  it.each([
    { who: 'staff', user: { is_staff: true }, kind: 'call', errors: {} },
    { who: 'staff', user: { is_staff: true }, kind: 'email', errors: {} },
    { who: 'staff', user: { is_staff: true }, kind: 'chat', errors: {} },
    {
      who: 'staff',
      user: { is_staff: true },
      kind: 'feedback',
      errors: { kind: ['"feedback" is not a valid choice.'] },
    },
    { who: 'a family', user: { is_staff: false }, kind: 'feedback', errors: {} },
    {
      who: 'a family',
      user: { is_staff: false },
      kind: 'call',
      errors: { kind: ['"call" is not a valid choice.'] },
    },
  ])('$who recording $kind: $errors', ({ user, kind, errors }) => {
    expect(errorsOf(customerInteractionSchemaFor(user), { kind })).toEqual(errors);
  });

  it('offers staff a call, an email and a chat, and a family its own actions', () => {
    expect(interactionKindsFor({ is_staff: true })).toEqual(['call', 'email', 'chat']);
    expect(interactionKindsFor({ is_staff: false })).toEqual([
      'support_request',
      'callback_request',
      'feedback',
      'app_download',
      'promo_click',
    ]);
  });
});
