import { formatMessage } from '@hub/domain';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards, tokenizeTestCard, type CardInput } from './payment';

// Any request from the tokenizer would fail the test: it must send nothing.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// 25 November 2026: a card expiring this month is still good.
const now = new Date(2026, 10, 25, 12);
const good = { expMonth: 4, expYear: 2029, cvc: '123' };

describe('the test cards of the contract', () => {
  it.each([
    { number: '4242 4242 4242 4242', token: 'tok_visa', brand: 'visa', last4: '4242', outcome: 'saved' },
    {
      number: '5555 5555 5555 4444',
      token: 'tok_mastercard',
      brand: 'mastercard',
      last4: '4444',
      outcome: 'saved',
    },
    {
      number: '4000 0000 0000 0002',
      token: 'tok_chargeDeclined',
      brand: 'visa',
      last4: '0002',
      outcome: 'declined',
    },
    {
      number: '4000 0000 0000 0119',
      token: 'tok_processingError',
      brand: 'visa',
      last4: '0119',
      outcome: 'declined',
    },
    {
      number: '4000 0000 0000 0341',
      token: 'tok_customerNotFound',
      brand: 'visa',
      last4: '0341',
      outcome: 'declined',
    },
    {
      number: '4000 0000 0000 3063',
      token: 'tok_chargesDeclined',
      brand: 'visa',
      last4: '3063',
      outcome: 'saved',
    },
    {
      number: '4000 0000 0000 9987',
      token: 'tok_noPaymentMethod',
      brand: 'visa',
      last4: '9987',
      outcome: 'declined',
    },
  ])('$number becomes $token ($brand, $last4)', ({ number, token, brand, last4, outcome }) => {
    expect(tokenizeTestCard({ number, ...good }, now)).toEqual({
      ok: true,
      token,
      brand,
      last4,
      expMonth: 4,
      expYear: 2029,
    });
    expect(testCards.find((card) => card.token === token)).toMatchObject({ number, brand, last4, outcome });
  });

  it('are listed exactly, each with the sentence its 402 shows (spec section 8)', () => {
    expect(testCards.map((card) => [card.token, card.message && formatMessage(card.message)])).toEqual([
      ['tok_visa', null],
      ['tok_mastercard', null],
      [
        'tok_chargeDeclined',
        'We’ve experienced an unexpected issue with our payment service. Please try again.',
      ],
      [
        'tok_processingError',
        'We’ve experienced an unexpected issue with our payment service. Please try again.',
      ],
      [
        'tok_customerNotFound',
        'We’ve experienced an unexpected issue with our payment service. Please try again.',
      ],
      ['tok_chargesDeclined', null],
      ['tok_noPaymentMethod', 'We’ve experienced an unexpected issue with our payment service.'],
    ]);
  });
});

describe('what is typed may be written as people write it', () => {
  it.each<{ typed: string; input: Partial<CardInput> }>([
    { typed: 'digits without spaces', input: { number: '4242424242424242' } },
    { typed: 'dashes', input: { number: '4242-4242-4242-4242' } },
    { typed: 'spaces around', input: { number: ' 4242 4242 4242 4242 ' } },
    { typed: 'a two-digit year', input: { number: '4242424242424242', expYear: '29' } },
    {
      typed: 'a month and year as text',
      input: { number: '4242424242424242', expMonth: '04', expYear: '2029' },
    },
  ])('$typed', ({ input }) => {
    expect(tokenizeTestCard({ number: '', ...good, ...input }, now)).toEqual({
      ok: true,
      token: 'tok_visa',
      brand: 'visa',
      last4: '4242',
      expMonth: 4,
      expYear: 2029,
    });
  });

  it('a card expiring this month is still good', () => {
    const card = { number: '4242424242424242', expMonth: 11, expYear: 2026, cvc: '123' };
    expect(tokenizeTestCard(card, now)).toMatchObject({ ok: true, expMonth: 11, expYear: 2026 });
  });
});

describe('a card the test gateway refuses names the field and why', () => {
  const visa = '4242 4242 4242 4242';
  it.each<{ problem: string; card: CardInput; field: string; kind: string }>([
    { problem: 'no number', card: { number: '  ', ...good }, field: 'number', kind: 'required' },
    {
      problem: 'letters',
      card: { number: '4242 4242 4242 424x', ...good },
      field: 'number',
      kind: 'invalid',
    },
    { problem: 'too short', card: { number: '4242 4242 42', ...good }, field: 'number', kind: 'invalid' },
    {
      problem: 'too long',
      card: { number: '4242 4242 4242 4242 4242', ...good },
      field: 'number',
      kind: 'invalid',
    },
    {
      problem: 'a mistyped digit (Luhn)',
      card: { number: '4242 4242 4242 4241', ...good },
      field: 'number',
      kind: 'invalid',
    },
    {
      problem: 'a real card number, not a test card',
      card: { number: '4111 1111 1111 1111', ...good },
      field: 'number',
      kind: 'notTestCard',
    },
    {
      problem: 'a Luhn-valid number no gateway knows',
      card: { number: '5105 1051 0510 5100', ...good },
      field: 'number',
      kind: 'notTestCard',
    },
    { problem: 'no month', card: { number: visa, ...good, expMonth: '' }, field: 'expiry', kind: 'required' },
    { problem: 'no year', card: { number: visa, ...good, expYear: ' ' }, field: 'expiry', kind: 'required' },
    { problem: 'month 13', card: { number: visa, ...good, expMonth: 13 }, field: 'expiry', kind: 'invalid' },
    { problem: 'month 0', card: { number: visa, ...good, expMonth: 0 }, field: 'expiry', kind: 'invalid' },
    {
      problem: 'a three-digit year',
      card: { number: visa, ...good, expYear: 202 },
      field: 'expiry',
      kind: 'invalid',
    },
    {
      problem: 'a year in words',
      card: { number: visa, ...good, expYear: 'next' },
      field: 'expiry',
      kind: 'invalid',
    },
    {
      problem: 'last month',
      card: { number: visa, ...good, expMonth: 10, expYear: 2026 },
      field: 'expiry',
      kind: 'expired',
    },
    { problem: 'last year', card: { number: visa, ...good, expYear: 25 }, field: 'expiry', kind: 'expired' },
    { problem: 'no CVC', card: { number: visa, ...good, cvc: '' }, field: 'cvc', kind: 'required' },
    { problem: 'a two-digit CVC', card: { number: visa, ...good, cvc: '12' }, field: 'cvc', kind: 'invalid' },
    {
      problem: 'a four-digit CVC',
      card: { number: visa, ...good, cvc: '1234' },
      field: 'cvc',
      kind: 'invalid',
    },
    {
      problem: 'letters in the CVC',
      card: { number: visa, ...good, cvc: '12a' },
      field: 'cvc',
      kind: 'invalid',
    },
    {
      problem: 'everything wrong: the number first',
      card: { number: '1234', expMonth: 99, expYear: 1, cvc: '' },
      field: 'number',
      kind: 'invalid',
    },
  ])('$problem: $field $kind', ({ card, field, kind }) => {
    expect(tokenizeTestCard(card, now)).toEqual({ ok: false, field, kind });
  });
});

describe('the card number stays in the browser', () => {
  it('is nowhere in what the tokenizer gives back', () => {
    for (const card of testCards) {
      const result = tokenizeTestCard({ number: card.number, ...good }, now);
      const text = JSON.stringify(result);
      expect(text).not.toContain(card.number.replace(/ /g, ''));
      expect(text).not.toContain(card.number);
      expect(text).not.toContain(good.cvc);
    }
  });
});
