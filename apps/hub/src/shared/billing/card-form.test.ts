import { describe, expect, it } from 'vitest';
import { cardErrors, splitExpiry, tokenize, type CardValues } from './card-form';

const now = new Date('2026-11-25T17:00:00Z');
const good: CardValues = { number: '4242 4242 4242 4242', expiry: '04/29', cvc: '123' };

describe('the card form', () => {
  it.each<{ values: Partial<CardValues>; field: keyof CardValues; message: string }>([
    { values: { number: '' }, field: 'number', message: 'Enter the card number' },
    { values: { number: '4242 4242 4242 4241' }, field: 'number', message: 'This card number is not valid' },
    {
      values: { number: '4111 1111 1111 1111' },
      field: 'number',
      message: 'Only test cards work here, such as 4242 4242 4242 4242',
    },
    { values: { expiry: '' }, field: 'expiry', message: 'Enter the expiry date' },
    { values: { expiry: '13/29' }, field: 'expiry', message: 'Enter the expiry date as MM/YY' },
    { values: { expiry: '0429' }, field: 'expiry', message: 'Enter the expiry date as MM/YY' },
    { values: { expiry: '04/' }, field: 'expiry', message: 'Enter the expiry date' },
    { values: { expiry: '10/26' }, field: 'expiry', message: 'This card has expired' },
    { values: { cvc: '' }, field: 'cvc', message: 'Enter the security code' },
    { values: { cvc: '12' }, field: 'cvc', message: 'The security code has 3 digits' },
  ])('says "$message" for $values', ({ values, field, message }) => {
    const errors = cardErrors({ ...good, ...values }, now);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]?.[0]?.message).toBe(message);
  });

  it('shows each field its own error at once', () => {
    expect(Object.keys(cardErrors({ number: '', expiry: '', cvc: '' }, now))).toEqual([
      'number',
      'expiry',
      'cvc',
    ]);
  });

  it('accepts this month as the expiry and reads a two-digit year', () => {
    expect(cardErrors({ ...good, expiry: '11/26' }, now)).toEqual({});
    expect(tokenize(good, now)).toMatchObject({ ok: true, token: 'tok_visa', expMonth: 4, expYear: 2029 });
  });

  it('reads the expiry around its slash', () => {
    expect(splitExpiry(' 4 / 2029 ')).toEqual({ expMonth: '4', expYear: '2029' });
    expect(splitExpiry('04/29/1')).toEqual({ expMonth: 'x', expYear: 'x' });
  });
});
