import { describe, expect, it } from 'vitest';
import { toEnglish, validate } from '../validation/issues';
import {
  acornsSchema,
  chaseSpeedSchema,
  hrGaugeSchema,
  isCooldownEventKind,
  playerPatchSchema,
  playerProfileSchema,
} from './player-input';

const today = '2026-03-04';

function errorsOf(schema: Parameters<typeof validate>[0], input: unknown) {
  const result = validate(schema, input);
  return result.success ? {} : toEnglish(result.errors);
}

describe('a player’s profile (PUT /api/v2/player/{id}/)', () => {
  const schema = playerProfileSchema(today);

  it('accepts a name and a birth date, trimmed', () => {
    const result = validate(schema, { name: '  Maya ', birth_date: '2016-05-01', in_program: true });
    expect(result).toMatchObject({
      success: true,
      output: { name: 'Maya', birth_date: '2016-05-01', in_program: true },
    });
  });

  it('accepts a null birth date and no in_program', () => {
    expect(validate(schema, { name: 'Leo', birth_date: null }).success).toBe(true);
  });

  it.each([
    { rule: 'a missing name', input: { birth_date: null }, errors: { name: ['Name is required'] } },
    { rule: 'an empty name', input: { name: '', birth_date: null }, errors: { name: ['Name is required'] } },
    {
      rule: 'a blank name',
      input: { name: '   ', birth_date: null },
      errors: { name: ['Name may not contain only empty characters'] },
    },
    {
      rule: 'a name of 57 characters',
      input: { name: 'a'.repeat(57), birth_date: null },
      errors: { name: ['Name must be less than 56 characters'] },
    },
    {
      rule: 'a name outside Latin-1',
      input: { name: 'Майя', birth_date: null },
      errors: { name: ['Please include valid characters'] },
    },
    {
      rule: 'a name that is not text',
      input: { name: 42, birth_date: null },
      errors: { name: ['Not a valid string.'] },
    },
    {
      rule: 'a missing birth date',
      input: { name: 'Maya' },
      errors: { birth_date: ['Birth date is required'] },
    },
    {
      rule: 'a birth date the calendar does not have',
      input: { name: 'Maya', birth_date: '2016-02-30' },
      errors: { birth_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] },
    },
    {
      rule: 'a birth date of another format',
      input: { name: 'Maya', birth_date: '05/01/2016' },
      errors: { birth_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] },
    },
    {
      rule: 'a long text as a birth date',
      input: { name: 'Maya', birth_date: '2016-05-01'.repeat(1000) },
      errors: { birth_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] },
    },
    {
      rule: 'a birth date in the future',
      input: { name: 'Maya', birth_date: '2026-03-05' },
      errors: { birth_date: ['The birth date cannot be in the future.'] },
    },
    {
      rule: 'a birth date before 1900',
      input: { name: 'Maya', birth_date: '1899-12-31' },
      errors: { birth_date: ['Enter a birth date from 1900-01-01 on.'] },
    },
    {
      rule: 'an in_program that is not true or false',
      input: { name: 'Maya', birth_date: null, in_program: 'yes' },
      errors: { in_program: ['Must be a valid boolean.'] },
    },
    {
      rule: 'a list instead of an object',
      input: [],
      errors: { non_field_errors: ['Invalid data. Expected a dictionary of fields.'] },
    },
  ])('refuses $rule', ({ input, errors }) => {
    expect(errorsOf(schema, input)).toEqual(errors);
  });

  it('names every wrong field at once', () => {
    expect(Object.keys(errorsOf(schema, { name: '', birth_date: 'x' })).sort()).toEqual([
      'birth_date',
      'name',
    ]);
  });
});

describe('a change of a player (PATCH /api/v1/accounts/players/{id})', () => {
  it.each([
    { input: { is_active: false }, output: { is_active: false } },
    { input: { in_program: true, name: ' Leo ' }, output: { in_program: true, name: 'Leo' } },
  ])('accepts $input', ({ input, output }) => {
    expect(validate(playerPatchSchema, input)).toMatchObject({ success: true, output });
  });

  it.each([
    {
      rule: 'nothing to change',
      input: {},
      errors: { non_field_errors: ['Send at least one of the fields to change.'] },
    },
    {
      rule: 'a text for is_active',
      input: { is_active: 'false' },
      errors: { is_active: ['Must be a valid boolean.'] },
    },
    { rule: 'an empty name', input: { name: '' }, errors: { name: ['Name is required'] } },
  ])('refuses $rule', ({ input, errors }) => {
    expect(errorsOf(playerPatchSchema, input)).toEqual(errors);
  });
});

describe('the game settings', () => {
  it.each([
    { rule: 'a zone of 60 to 220', input: { low_bpm: 60, high_bpm: 220 }, errors: {} },
    {
      rule: 'a lower rate under 60',
      input: { low_bpm: 59, high_bpm: 150 },
      errors: { low_bpm: ['Enter a heart rate from 60 to 220 beats per minute.'] },
    },
    {
      rule: 'an upper rate over 220',
      input: { low_bpm: 100, high_bpm: 221 },
      errors: { high_bpm: ['Enter a heart rate from 60 to 220 beats per minute.'] },
    },
    {
      rule: 'an upper rate not above the lower',
      input: { low_bpm: 150, high_bpm: 150 },
      errors: { high_bpm: ['The upper heart rate must be above the lower one.'] },
    },
    {
      rule: 'a fraction',
      input: { low_bpm: 100.5, high_bpm: 150 },
      errors: { low_bpm: ['A valid integer is required.'] },
    },
    {
      rule: 'a missing rate',
      input: { low_bpm: 100 },
      errors: { high_bpm: ['This field is required.'] },
    },
  ])('the heart-rate gauge: $rule', ({ input, errors }) => {
    expect(errorsOf(hrGaugeSchema, input)).toEqual(errors);
  });

  it.each([
    { input: { speed: 'fast' }, errors: {} },
    { input: { speed: 'warp' }, errors: { speed: ['"warp" is not a valid choice.'] } },
    { input: {}, errors: { speed: ['This field is required.'] } },
    {
      input: { speed: 'x'.repeat(100) },
      errors: { speed: [`"${'x'.repeat(39)}…" is not a valid choice.`] },
    },
    { input: { speed: 3 }, errors: { speed: ['"3" is not a valid choice.'] } },
  ])('the chase speed $input', ({ input, errors }) => {
    expect(errorsOf(chaseSpeedSchema, input)).toEqual(errors);
  });

  it.each([
    { input: { amount: 10 }, errors: {} },
    { input: { amount: 500, note: ' Well done ' }, errors: {} },
    { input: { amount: 1, note: null }, errors: {} },
    { input: { amount: 0 }, errors: { amount: ['Give from 1 to 500 acorns at a time.'] } },
    { input: { amount: 501 }, errors: { amount: ['Give from 1 to 500 acorns at a time.'] } },
    { input: { amount: '10' }, errors: { amount: ['A valid integer is required.'] } },
    {
      input: { amount: 5, note: 'n'.repeat(201) },
      errors: { note: ['Note must be less than 200 characters'] },
    },
    { input: { amount: 5, note: 5 }, errors: { note: ['Not a valid string.'] } },
  ])('acorns $input', ({ input, errors }) => {
    expect(errorsOf(acornsSchema, input)).toEqual(errors);
  });
});

describe('the cooldown event filter', () => {
  it.each([
    { value: 'completed', kind: true },
    { value: 'skipped', kind: true },
    { value: 'Completed', kind: false },
    { value: 'completed'.repeat(10), kind: false },
  ])('reads $value as a kind: $kind', ({ value, kind }) => {
    expect(isCooldownEventKind(value)).toBe(kind);
  });
});
