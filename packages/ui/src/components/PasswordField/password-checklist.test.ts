import { describe, expect, it } from 'vitest';
import { passwordChecklist } from './password-checklist';

const names = { firstName: 'Ada', lastName: 'Lovelace' };

function met(password: string, withNames = names) {
  return Object.fromEntries(passwordChecklist(password, withNames).map((item) => [item.rule, item.met]));
}

describe('password checklist', () => {
  it.each([
    ['', { length: false, classes: false, names: false }],
    ['abc', { length: false, classes: false, names: true }],
    ['abcdefgh', { length: true, classes: false, names: true }],
    ['Abcdefg1', { length: true, classes: true, names: true }],
    ['abcdef1!', { length: true, classes: true, names: true }],
    ['Lovelace#2026', { length: true, classes: true, names: false }],
    ['xADAx#2026', { length: true, classes: true, names: false }],
    ['A'.repeat(250) + 'a1!bcd', { length: false, classes: true, names: true }],
  ])('judges %j against the new-password rules', (password, expected) => {
    expect(met(password)).toEqual(expected);
  });

  it('leaves out the name rule when there are no names to check', () => {
    expect(passwordChecklist('Abcdefg1').map((item) => item.rule)).toEqual(['length', 'classes']);
    expect(
      passwordChecklist('Abcdefg1', { firstName: ' ', lastName: null }).map((item) => item.rule),
    ).toEqual(['length', 'classes']);
  });
});
