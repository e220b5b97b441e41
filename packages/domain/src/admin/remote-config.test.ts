import { describe, expect, it } from 'vitest';
import { replaceRemoteConfig, remoteConfigUpdateSchema } from './remote-config';
import { toEnglish, validate } from '../validation/issues';

function errorsOf(input: unknown) {
  return toEnglish(validate(remoteConfigUpdateSchema, input).errors);
}

const notJson =
  'Value must be valid JSON: text in double quotes ("city"), a number (42), a list (["a", "b"]) or an object';

describe('a remote config’s value', () => {
  it.each([
    { rule: 'takes a JSON object', value: '{"product": "city"}' },
    { rule: 'takes a JSON list', value: '["hub-dashboard", "early-access"]' },
    { rule: 'takes a text in double quotes', value: '"city"' },
    { rule: 'takes a number', value: '42' },
    { rule: 'takes null', value: 'null' },
    { rule: 'takes 10000 characters', value: `"${'x'.repeat(9998)}"` },
  ])('$rule', ({ value }) => {
    expect(validate(remoteConfigUpdateSchema, { config_value: value })).toMatchObject({
      success: true,
      output: { config_value: value },
    });
  });

  it.each([
    { rule: 'requires the value', input: {}, errors: { config_value: ['Value is required'] } },
    {
      rule: 'refuses an empty value',
      input: { config_value: '' },
      errors: { config_value: ['Value is required'] },
    },
    {
      rule: 'refuses a blank value',
      input: { config_value: '  \n' },
      errors: { config_value: ['Value is required'] },
    },
    {
      rule: 'refuses a value that is not text',
      input: { config_value: 42 },
      errors: { config_value: ['Not a valid string.'] },
    },
    {
      rule: 'refuses a word without quotes',
      input: { config_value: 'city' },
      errors: { config_value: [notJson] },
    },
    {
      rule: 'refuses single quotes',
      input: { config_value: "{'product': 'city'}" },
      errors: { config_value: [notJson] },
    },
    {
      rule: 'refuses the unquoted {product}city',
      input: { config_value: '{product}city' },
      errors: { config_value: [notJson] },
    },
    {
      rule: 'refuses a trailing comma',
      input: { config_value: '["a",]' },
      errors: { config_value: [notJson] },
    },
    {
      rule: 'refuses more than 10000 characters',
      input: { config_value: `"${'x'.repeat(9999)}"` },
      errors: { config_value: ['Value must be less than 10000 characters'] },
    },
  ])('$rule', ({ input, errors }) => {
    expect(errorsOf(input)).toEqual(errors);
  });
});

describe('an updated remote config (spec section 3)', () => {
  const metagame = { config_name: 'metagame', config_value: '{"product": "city"}' };
  const volume = { config_name: 'volume', config_value: '7' };
  const updated = { config_name: 'metagame', config_value: '{"product": "forest"}' };

  it.each([
    {
      rule: 'replaces the metagame entry of {"product": "city"} where it stands',
      before: [metagame, volume],
      after: [updated, volume],
    },
    {
      rule: 'keeps the entries of other names as they are',
      before: [volume, metagame],
      after: [volume, updated],
    },
    { rule: 'adds an entry the list lacks at its end', before: [volume], after: [volume, updated] },
    { rule: 'adds the entry to an empty list', before: [], after: [updated] },
    {
      rule: 'leaves one entry of the name when the list held two',
      before: [metagame, volume, { ...metagame, config_value: '{}' }],
      after: [updated, volume],
    },
  ])('$rule', ({ before, after }) => {
    expect(replaceRemoteConfig(before, updated)).toEqual(after);
  });

  it('does not change the list it was given', () => {
    const before = [metagame, volume];
    replaceRemoteConfig(before, updated);
    expect(before).toEqual([metagame, volume]);
  });
});
