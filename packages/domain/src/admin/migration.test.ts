import { describe, expect, it } from 'vitest';
import { toEnglish, validate } from '../validation/issues';
import {
  confirmsAccount,
  migrationConfirmationSchema,
  migrationPlatform,
  migrationTransition,
  platformStates,
} from './migration';

const target = { id: 42, name: 'Dana Rivera' };

describe('the confirmation that names the account', () => {
  it.each([
    { typed: '42', confirms: true },
    { typed: ' #42 ', confirms: true },
    { typed: 'Dana Rivera', confirms: true },
    { typed: '  dana   RIVERA ', confirms: true },
    { typed: '43', confirms: false },
    { typed: 'Dana', confirms: false },
    { typed: '', confirms: false },
    { typed: `${'Dana Rivera'.padEnd(201, ' ')}`, confirms: false },
  ])('"$typed" confirms: $confirms', ({ typed, confirms }) => {
    expect(confirmsAccount(target, typed)).toBe(confirms);
  });

  it('is the id alone for an account without a holder’s name', () => {
    expect(confirmsAccount({ id: 7, name: '' }, '')).toBe(false);
    expect(confirmsAccount({ id: 7, name: '  ' }, ' ')).toBe(false);
    expect(confirmsAccount({ id: 7, name: '' }, '7')).toBe(true);
  });
});

describe('the migration’s two confirmations', () => {
  const schema = migrationConfirmationSchema(target);

  it('goes ahead with the account named and the irreversibility confirmed', () => {
    expect(validate(schema, { confirm_account: 'Dana Rivera', confirm_irreversible: true }).output).toEqual({
      confirm_account: 'Dana Rivera',
      confirm_irreversible: true,
    });
  });

  it.each([
    {
      rule: 'nothing confirmed',
      body: {},
      errors: {
        confirm_account: ['Account to migrate is required'],
        confirm_irreversible: ['Confirm that moving the account to the other platform cannot be undone.'],
      },
    },
    {
      rule: 'another account named',
      body: { confirm_account: '41', confirm_irreversible: true },
      errors: {
        confirm_account: ['Type the account’s id or the account holder’s full name exactly to confirm.'],
      },
    },
    {
      rule: 'an empty name',
      body: { confirm_account: '   ', confirm_irreversible: true },
      errors: { confirm_account: ['Account to migrate is required'] },
    },
    {
      rule: 'a name past 200 characters',
      body: { confirm_account: 'x'.repeat(201), confirm_irreversible: true },
      errors: { confirm_account: ['Account to migrate must be less than 200 characters'] },
    },
    {
      rule: 'the second confirmation not given',
      body: { confirm_account: '42', confirm_irreversible: false },
      errors: {
        confirm_irreversible: ['Confirm that moving the account to the other platform cannot be undone.'],
      },
    },
    {
      rule: 'the second confirmation as text',
      body: { confirm_account: '42', confirm_irreversible: 'true' },
      errors: {
        confirm_irreversible: ['Confirm that moving the account to the other platform cannot be undone.'],
      },
    },
  ])('refuses $rule', ({ body, errors }) => {
    expect(toEnglish(validate(schema, body).errors)).toEqual(errors);
  });
});

describe('the migration machine', () => {
  it('moves an account once', () => {
    expect(platformStates).toEqual(['hub', 'migrated']);
    expect(migrationPlatform).toBe('lq');
    expect(migrationTransition('hub')).toEqual({ ok: true, state: 'migrated' });
  });

  it('refuses a second migration', () => {
    expect(migrationTransition('migrated')).toEqual({ ok: false, code: 'already_migrated' });
  });
});
