import { describe, expect, it } from 'vitest';
import { toEnglish, validate } from '../validation/issues';
import {
  delinkProfileSchema,
  formatProfileCode,
  linkProfileSchema,
  normalizeProfileCode,
} from './game-profile';

function errorsOf(schema: Parameters<typeof validate>[0], input: unknown) {
  const result = validate(schema, input);
  return result.success ? {} : toEnglish(result.errors);
}

const invalidCode = 'Enter the 8 letters and digits the game shows, for example KX7P 2QMA.';

describe('linking a game profile (POST /api/v1/forms/link-profile/)', () => {
  it.each([
    { typed: 'KX7P2QMA', saved: 'KX7P2QMA' },
    { typed: 'kx7p 2qma', saved: 'KX7P2QMA' },
    { typed: ' KX7P-2QMA ', saved: 'KX7P2QMA' },
  ])('accepts the code typed as "$typed" and keeps $saved', ({ typed, saved }) => {
    expect(validate(linkProfileSchema, { player_id: 21, profile_code: typed })).toMatchObject({
      success: true,
      output: { player_id: 21, profile_code: saved },
    });
  });

  it.each([
    {
      rule: 'a missing code',
      input: { player_id: 21 },
      errors: { profile_code: ['Game profile code is required'] },
    },
    {
      rule: 'an empty code',
      input: { player_id: 21, profile_code: '' },
      errors: { profile_code: ['Game profile code is required'] },
    },
    {
      rule: 'a blank code',
      input: { player_id: 21, profile_code: '   ' },
      errors: { profile_code: ['Game profile code is required'] },
    },
    {
      rule: 'a code that is not text',
      input: { player_id: 21, profile_code: 12345678 },
      errors: { profile_code: ['Not a valid string.'] },
    },
    {
      rule: 'a code of seven characters',
      input: { player_id: 21, profile_code: 'KX7P2QM' },
      errors: { profile_code: [invalidCode] },
    },
    {
      rule: 'a code with letters that read alike (O and 1)',
      input: { player_id: 21, profile_code: 'KX7P2QO1' },
      errors: { profile_code: [invalidCode] },
    },
    {
      rule: 'a code with other symbols',
      input: { player_id: 21, profile_code: 'KX7P_2QMA' },
      errors: { profile_code: [invalidCode] },
    },
    {
      rule: 'a long text, refused before the pattern reads it',
      input: { player_id: 21, profile_code: 'KX7P2QMA'.repeat(10_000) },
      errors: { profile_code: [invalidCode] },
    },
    {
      rule: 'a code of 21 characters even if spaces would shorten it',
      input: { player_id: 21, profile_code: `KX7P${' '.repeat(13)}2QMA` },
      errors: { profile_code: [invalidCode] },
    },
    {
      rule: 'a missing player',
      input: { profile_code: 'KX7P2QMA' },
      errors: { player_id: ['This field is required.'] },
    },
    {
      rule: 'a player id as text',
      input: { player_id: '21', profile_code: 'KX7P2QMA' },
      errors: { player_id: ['A valid integer is required.'] },
    },
    {
      rule: 'a player id of zero',
      input: { player_id: 0, profile_code: 'KX7P2QMA' },
      errors: { player_id: ['A valid integer is required.'] },
    },
    {
      rule: 'a player id beyond the largest',
      input: { player_id: 2_147_483_648, profile_code: 'KX7P2QMA' },
      errors: { player_id: ['A valid integer is required.'] },
    },
    {
      rule: 'a list instead of an object',
      input: [],
      errors: { non_field_errors: ['Invalid data. Expected a dictionary of fields.'] },
    },
  ])('refuses $rule', ({ input, errors }) => {
    expect(errorsOf(linkProfileSchema, input)).toEqual(errors);
  });
});

describe('unlinking a game profile (POST /api/v1/forms/delink-profile/)', () => {
  it('accepts a player id', () => {
    expect(validate(delinkProfileSchema, { player_id: 21 })).toMatchObject({
      success: true,
      output: { player_id: 21 },
    });
  });

  it.each([
    { rule: 'a missing player', input: {}, errors: { player_id: ['This field is required.'] } },
    {
      rule: 'a fraction',
      input: { player_id: 2.5 },
      errors: { player_id: ['A valid integer is required.'] },
    },
    { rule: 'null', input: { player_id: null }, errors: { player_id: ['A valid integer is required.'] } },
  ])('refuses $rule', ({ input, errors }) => {
    expect(errorsOf(delinkProfileSchema, input)).toEqual(errors);
  });
});

describe('a code as people read it', () => {
  it('drops spaces and dashes and reads upper case', () => {
    expect(normalizeProfileCode(' kx7p-2q ma')).toBe('KX7P2QMA');
  });

  it('shows a code as two groups of four', () => {
    expect(formatProfileCode('KX7P2QMA')).toBe('KX7P 2QMA');
  });

  it('shows any other text as it is', () => {
    expect(formatProfileCode('KX7')).toBe('KX7');
  });
});
