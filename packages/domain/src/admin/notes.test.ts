import { describe, expect, it } from 'vitest';
import { toEnglish, validate } from '../validation/issues';
import { newNoteSchema, noteChangeSchema, noteTextSchema } from './notes';

describe('a note’s text', () => {
  it.each([
    { rule: 'is trimmed', text: '  Called about the sensor.  ', output: 'Called about the sensor.' },
    { rule: 'may be 2000 characters', text: 'a'.repeat(2000), output: 'a'.repeat(2000) },
    { rule: 'may hold lines and any script', text: 'Line one\nسطر ثان', output: 'Line one\nسطر ثان' },
  ])('$rule', ({ text, output }) => {
    expect(validate(noteTextSchema, text).output).toBe(output);
  });

  it.each([
    { rule: 'is required', text: '', message: 'Note is required' },
    { rule: 'is not only spaces', text: ' \n\t ', message: 'Note may not contain only empty characters' },
    {
      rule: 'is at most 2000 characters',
      text: 'a'.repeat(2001),
      message: 'Note must be less than 2000 characters',
    },
    { rule: 'is text', text: 42, message: 'Not a valid string.' },
    { rule: 'is not null', text: null, message: 'This field may not be null.' },
  ])('$rule', ({ text, message }) => {
    expect(toEnglish(validate(noteChangeSchema, { text }).errors)).toEqual({ text: [message] });
  });
});

describe('a new note', () => {
  it('names its account and its text', () => {
    expect(validate(newNoteSchema, { account: '12', text: 'Hello' }).output).toEqual({
      account: 12,
      text: 'Hello',
    });
  });

  it.each([
    {
      rule: 'both missing',
      body: {},
      errors: { account: ['Account is required'], text: ['Note is required'] },
    },
    {
      rule: 'an account that is not an id',
      body: { account: 'twelve', text: 'x' },
      errors: { account: ['A valid integer is required.'] },
    },
    {
      rule: 'a null account',
      body: { account: null, text: 'x' },
      errors: { account: ['This field may not be null.'] },
    },
    {
      rule: 'a fractional account',
      body: { account: 1.5, text: 'x' },
      errors: { account: ['A valid integer is required.'] },
    },
  ])('refuses $rule', ({ body, errors }) => {
    expect(toEnglish(validate(newNoteSchema, body).errors)).toEqual(errors);
  });
});
