import { describe, expect, it } from 'vitest';
import { childInput, childValidator, childValues } from './child-form';

describe('the child profile form', () => {
  const check = childValidator('2026-03-11');

  it('sends an empty birth date as not known', () => {
    expect(childInput({ name: 'Sami', birth_date: '  ' })).toEqual({ name: 'Sami', birth_date: null });
  });

  it('starts empty for a new child and from the stored profile otherwise', () => {
    expect(childValues()).toEqual({ name: '', birth_date: '' });
    expect(childValues({ name: 'Leo', birth_date: null })).toEqual({ name: 'Leo', birth_date: '' });
  });

  it.each([
    { rule: 'a name and no birth date', values: { name: 'Sami', birth_date: '' }, fields: [] },
    { rule: 'a birth date of today', values: { name: 'Sami', birth_date: '2026-03-11' }, fields: [] },
    { rule: 'no name', values: { name: '', birth_date: '' }, fields: ['name'] },
    {
      rule: 'a birth date tomorrow',
      values: { name: 'Sami', birth_date: '2026-03-12' },
      fields: ['birth_date'],
    },
    {
      rule: 'a birth date of another format',
      values: { name: 'Sami', birth_date: '3/1/2016' },
      fields: ['birth_date'],
    },
  ])('finds $fields wrong for $rule', ({ values, fields }) => {
    expect(Object.keys(check(values))).toEqual(fields);
  });
});
