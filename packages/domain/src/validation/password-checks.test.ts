import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { newPasswordFieldSchema, passwordSymbols } from './fields';
import { validate } from './issues';
import { newPasswordChecks, newPasswordRules } from './password-checks';

const names = { firstName: 'Dana', lastName: 'Okafor' };

/** The checklist as a reader sees it: each line's English text and whether it is ticked. */
function lines(password: string, withNames = names) {
  return newPasswordChecks(password, withNames).map((check) => [formatMessage(check.label), check.met]);
}

function metOf(password: string, withNames = names) {
  return Object.fromEntries(newPasswordChecks(password, withNames).map((check) => [check.id, check.met]));
}

describe('new password checklist (spec section 5)', () => {
  it('lists the four rules in order, in words a user reads', () => {
    expect(lines('Sunny#2026')).toEqual([
      ['Between 8 and 255 characters', true],
      ['Only letters A to Z, numbers and symbols, no spaces', true],
      ['Three of these four: lowercase letters, capital letters, numbers, symbols', true],
      ['Password must not contain your first or last name', true],
    ]);
    expect(newPasswordChecks('Sunny#2026', names).map((check) => check.id)).toEqual(newPasswordRules);
  });

  it.each<[string, string, Record<string, boolean>]>([
    [
      'ticks nothing before anything is typed',
      '',
      { length: false, characters: false, classes: false, names: false },
    ],
    [
      'fails the length rule at 7 characters',
      'Ab#4567',
      { length: false, characters: true, classes: true, names: true },
    ],
    [
      'meets the length rule at 8 characters',
      'Ab#45678',
      { length: true, characters: true, classes: true, names: true },
    ],
    [
      'meets the length rule at 255 characters',
      `Ab#${'4'.repeat(252)}`,
      { length: true, characters: true, classes: true, names: true },
    ],
    [
      'fails the length rule at 256 characters',
      `Ab#${'4'.repeat(253)}`,
      { length: false, characters: true, classes: true, names: true },
    ],
    [
      'fails the characters rule for a space',
      'Sunny 2026#',
      { length: true, characters: false, classes: true, names: true },
    ],
    [
      'fails the characters rule for a letter beyond ASCII',
      'Sünny#2026',
      { length: true, characters: false, classes: true, names: true },
    ],
    [
      'fails the characters rule for an emoji',
      'Sunny#2026🙂',
      { length: true, characters: false, classes: true, names: true },
    ],
    [
      'fails the classes rule with lowercase letters and digits only',
      'sunny2026',
      { length: true, characters: true, classes: false, names: true },
    ],
    [
      'meets the classes rule with three classes and no symbol',
      'Sunnyday2026',
      { length: true, characters: true, classes: true, names: true },
    ],
    [
      'fails the name rule for the first name in any case',
      'DANA#2026x',
      { length: true, characters: true, classes: true, names: false },
    ],
    [
      'fails the name rule for the last name',
      'x#1okaFOR',
      { length: true, characters: true, classes: true, names: false },
    ],
  ])('%s', (_, password, expected) => {
    expect(metOf(password)).toEqual(expected);
  });

  it('counts every printable ASCII punctuation character as an allowed symbol', () => {
    for (const symbol of passwordSymbols) expect(metOf(`Sunny20${symbol}`).characters).toBe(true);
  });

  it('leaves out the name rule when there is no name to check', () => {
    expect(newPasswordChecks('Dana#2026').map((check) => check.id)).toEqual([
      'length',
      'characters',
      'classes',
    ]);
    expect(
      newPasswordChecks('Dana#2026', { firstName: ' ', lastName: null }).map((check) => check.id),
    ).toEqual(['length', 'characters', 'classes']);
  });

  it('carries the limits as values of the length text, for translations to place', () => {
    expect(newPasswordChecks('x')[0]!.label).toEqual({
      id: 'password.rule.length',
      message: 'Between {min} and {max} characters',
      values: { min: 8, max: 255 },
    });
  });

  it('meets every rule exactly when the new-password schema accepts the password', () => {
    const passwords = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.string({ unit: fc.constantFrom(...'aZ9#é ', 'Dana', 'okafor'), maxLength: 12 }),
    );
    fc.assert(
      fc.property(passwords, (password) => {
        const allMet = newPasswordChecks(password, names).every((check) => check.met);
        expect(allMet).toBe(validate(newPasswordFieldSchema(names), password).success);
      }),
    );
  });
});
