import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { toEnglish, validate } from '../validation/issues';
import {
  accountPatchSchema,
  accountPutSchema,
  accountStatusLabels,
  accountStatuses,
  adminUserLabels,
  adminUserPatchSchema,
} from './accounts';

const knownTags = ['hub-dashboard', 'early-access', 'legacy'];
const put = accountPutSchema(knownTags);
const patch = accountPatchSchema(knownTags);

describe('what staff may set on an account', () => {
  it('knows the statuses: active, and the blocked value of the access check', () => {
    expect(accountStatuses).toEqual(['ACTIVE', 'BLOCKED']);
    expect(accountStatuses.map((status) => formatMessage(accountStatusLabels[status]))).toEqual([
      'Active',
      'Blocked',
    ]);
  });

  it('takes a whole account on PUT', () => {
    expect(
      validate(put, { account_status: 'blocked', tags: ['Legacy', 'legacy', 'hub-dashboard'], coach: '7' })
        .output,
    ).toEqual({
      account_status: 'BLOCKED',
      tags: ['legacy', 'hub-dashboard'],
      coach: 7,
    });
  });

  it.each([
    { rule: 'a status alone', body: { account_status: 'ACTIVE' }, output: { account_status: 'ACTIVE' } },
    { rule: 'no tags at all', body: { tags: [] }, output: { tags: [] } },
    { rule: 'no coach', body: { coach: null }, output: { coach: null } },
    { rule: 'a coach by id', body: { coach: 12 }, output: { coach: 12 } },
  ])('takes $rule on PATCH', ({ body, output }) => {
    const result = validate(patch, body);
    expect(result.success).toBe(true);
    expect(
      Object.fromEntries(Object.entries(result.output!).filter(([, value]) => value !== undefined)),
    ).toEqual(output);
  });

  it.each([
    {
      rule: 'a PUT needs every field',
      schema: put,
      body: {},
      errors: {
        account_status: ['Status is required'],
        tags: ['Tags is required'],
        coach: ['Coach is required'],
      },
    },
    {
      rule: 'a PATCH changes something',
      schema: patch,
      body: {},
      errors: { non_field_errors: ['Send at least one of the fields to change.'] },
    },
    {
      rule: 'an unknown status',
      schema: patch,
      body: { account_status: 'GONE' },
      errors: { account_status: ['"GONE" is not a valid choice.'] },
    },
    {
      rule: 'a status that is not text',
      schema: patch,
      body: { account_status: 3 },
      errors: { account_status: ['"3" is not a valid choice.'] },
    },
    {
      rule: 'a null status',
      schema: patch,
      body: { account_status: null },
      errors: { account_status: ['This field may not be null.'] },
    },
    {
      rule: 'tags that are not a list',
      schema: patch,
      body: { tags: 'legacy' },
      errors: { tags: ['Expected a list of items.'] },
    },
    {
      rule: 'null tags',
      schema: patch,
      body: { tags: null },
      errors: { tags: ['This field may not be null.'] },
    },
    {
      rule: 'an unknown tag, by name',
      schema: patch,
      body: { tags: ['legacy', 'vip'] },
      errors: { tags: ['"vip" is not a valid choice.'] },
    },
    {
      rule: 'a tag that is not text',
      schema: patch,
      body: { tags: [4] },
      errors: { tags: ['"4" is not a valid choice.'] },
    },
    {
      rule: 'more than 20 tags',
      schema: patch,
      body: { tags: Array.from({ length: 21 }, () => 'legacy') },
      errors: { tags: ['An account can have at most 20 tags.'] },
    },
    {
      rule: 'a coach that is not a number',
      schema: patch,
      body: { coach: 'Chris' },
      errors: { coach: ['A valid integer is required.'] },
    },
    {
      rule: 'a coach id that cannot exist',
      schema: patch,
      body: { coach: 0 },
      errors: { coach: ['Invalid pk "0" - object does not exist.'] },
    },
    {
      rule: 'a coach id past the largest id',
      schema: patch,
      body: { coach: 2_147_483_648 },
      errors: { coach: ['Invalid pk "2147483648" - object does not exist.'] },
    },
    {
      rule: 'a body that is not an object',
      schema: patch,
      body: ['x'],
      errors: { non_field_errors: ['Invalid data. Expected a dictionary of fields.'] },
    },
  ])('refuses $rule', ({ schema, body, errors }) => {
    expect(toEnglish(validate(schema, body).errors)).toEqual(errors);
  });
});

describe('what staff may change on a user', () => {
  it('takes the fields sent, by the user form’s rules', () => {
    expect(
      validate(adminUserPatchSchema, {
        first_name: ' Dana ',
        email: ' dana@example.test ',
        phone: '+1 202 555 0143',
        language: 'fr-CA',
        is_billing_user: false,
        is_staff: true,
      }).output,
    ).toEqual({
      first_name: 'Dana',
      last_name: undefined,
      email: 'dana@example.test',
      phone: '+12025550143',
      language: 'fr-CA',
      is_billing_user: false,
    });
  });

  it.each([
    {
      rule: 'nothing to change',
      body: { is_staff: true },
      errors: { non_field_errors: ['Send at least one of the fields to change.'] },
    },
    {
      rule: 'a blank first name',
      body: { first_name: '   ' },
      errors: { first_name: ['First name may not contain only empty characters'] },
    },
    { rule: 'a bad email', body: { email: 'dana@' }, errors: { email: ['Please enter a valid email.'] } },
    {
      rule: 'a bad phone',
      body: { phone: '+1 12' },
      errors: { phone: ['Please input a valid phone number'] },
    },
    {
      rule: 'an unknown language',
      body: { language: 'de' },
      errors: { language: ['"de" is not a valid choice.'] },
    },
    { rule: 'an empty language', body: { language: '' }, errors: { language: ['This field is required.'] } },
    {
      rule: 'a billing flag that is not a boolean',
      body: { is_billing_user: 'yes' },
      errors: { is_billing_user: ['Must be a valid boolean.'] },
    },
  ])('refuses $rule', ({ body, errors }) => {
    expect(toEnglish(validate(adminUserPatchSchema, body).errors)).toEqual(errors);
  });

  it('names the fields as the user form does', () => {
    expect(Object.values(adminUserLabels).map((label) => formatMessage(label))).toEqual([
      'First name',
      'Last name',
      'Email',
      'Phone',
    ]);
  });
});
