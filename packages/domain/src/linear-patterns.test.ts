// Every pattern @hub/domain runs on text a person or a server sent stays linear: a long hostile input is
// refused or read in about the time it takes to scan it, never in seconds (a PO-box pattern once took 7 s
// on 90,000 spaces, docs/security.md). Patterns written as literals are also checked by ESLint
// (redos/no-vulnerable); the ones built at run time are checked here with the same analyser.
import { checkSync } from 'recheck';
import { describe, expect, it } from 'vitest';
import { errorText, paymentErrorMessage } from './errors';
import { formatPhoneInput, isValidPhoneForCountry, normalizeStoredPhone, toStoredPhone } from './phones';
import { toMinorUnits } from './money';
import {
  emailPattern,
  emailSchema,
  firstNameSchema,
  loginEmailSchema,
  passwordCharacters,
} from './validation/fields';
import { citySchema, zipcodeSchema } from './validation/address-fields';
import { isPoBox, validateShipping } from './validation/forms';
import { newPasswordChecks } from './validation/password-checks';
import { describeServerMessage, validate } from './validation/issues';
import { accountListQuerySchema, searchTerms } from './admin/search';
import { confirmsAccount } from './admin/migration';

const size = 100 * 1024;
const fill = (unit: string) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** Inputs that make a backtracking pattern try every split: runs of spaces and dots, repeated prefixes. */
const hostile: Record<string, string> = {
  'spaces after "box"': ` box${fill(' ')}`,
  'spaces then a letter': `${fill(' ')}x`,
  'dots and spaces after "p"': `p${fill(' .')}`,
  'repeated "p o "': fill('p o '),
  'letters then a currency sign': `${fill('a')}$`,
  'an email local part without @': fill('a'),
  'an email domain without a top-level domain': `a@${fill('a-')}`,
  'an email of many dots': `a@${fill('a.')}`,
  'a repeated message prefix': fill('City must be less than '),
  'repeated provider words': fill('declined missing billing date '),
  'a phone of separators': `+${fill(' (')}x`,
  'digits then a dot': `${fill('1')}.x`,
};

/** Whoever reads text in @hub/domain, each as a person or a caller uses it. */
const readers: Record<string, (text: string) => unknown> = {
  isPoBox,
  'validateShipping (address lines)': (text) =>
    validateShipping({ address1: text, address2: text, city: 'Austin', zipcode: '78701', country: 'US' }),
  emailSchema: (text) => validate(emailSchema, text),
  loginEmailSchema: (text) => validate(loginEmailSchema, text),
  firstNameSchema: (text) => validate(firstNameSchema, text),
  citySchema: (text) => validate(citySchema, text),
  zipcodeSchema: (text) => validate(zipcodeSchema, text),
  newPasswordChecks: (text) => newPasswordChecks(text, { firstName: 'Dana', lastName: 'Reyes' }),
  formatPhoneInput: (text) => formatPhoneInput('US', text),
  toStoredPhone: (text) => toStoredPhone('US', text),
  isValidPhoneForCountry: (text) => isValidPhoneForCountry('US', text),
  normalizeStoredPhone,
  toMinorUnits: (text) => toMinorUnits(text, 'USD'),
  paymentErrorMessage: (text) => paymentErrorMessage({ detail: `Gateway error: ${text}` }),
  errorText: (text) =>
    errorText({ status: 400, statusText: 'Bad Request', body: { detail: text }, payment: true }),
  describeServerMessage,
  'searchTerms (admin search)': searchTerms,
  'accountListQuerySchema (admin search)': (text) =>
    validate(accountListQuerySchema(['legacy']), { search: text, tag: text, status: text, page: text }),
  'confirmsAccount (migration)': (text) => confirmsAccount({ id: 1, name: 'Dana Rivera' }, text),
};

describe('patterns stay linear on 100 KiB hostile inputs', () => {
  const rows = Object.entries(readers).flatMap(([reader, read]) =>
    Object.entries(hostile).map(([input, text]) => ({ reader, input, read, text })),
  );

  // Measured against itself, not the wall clock: a linear reader takes about four times as long on 100 KiB as
  // on a quarter of it, a quadratic one sixteen times (and seconds, where a linear one takes milliseconds).
  // Each time is the best of three, so a busy moment of a loaded machine does not count. Under 50 ms on the
  // whole input, or 10 ms on its quarter, no backtracking pattern can be (it needs billions of steps on the
  // whole, a sixteenth of them on the quarter: seconds, and hundreds of milliseconds): the ratio is read
  // only above both, where a pause of the garbage collector cannot make it.
  const best = (read: (text: string) => unknown, text: string) => {
    let fastest = Infinity;
    for (let run = 0; run < 3; run += 1) {
      const began = Date.now();
      read(text);
      fastest = Math.min(fastest, Date.now() - began);
    }
    return fastest;
  };
  it.each(rows)('$reader reads $input in time linear in its length', ({ read, text }) => {
    const whole = best(read, text);
    if (whole < 50) return;
    const quarter = best(read, text.slice(0, Math.floor(text.length / 4)));
    if (quarter < 10) return;
    expect(whole / quarter).toBeLessThan(10);
  });
});

// recheck falls back to fuzzing for patterns with counted repeats (the email's labels): by default with a
// random seed and time limits, so a busy machine once read the email pattern as 'vulnerable'. A fixed seed
// and no time limits make the analysis the same on every machine (its step limits still bound it: under a
// second here); the test timeout is for a loaded machine.
const analysis = {
  randomSeed: 20_260_101,
  timeout: null,
  attackTimeout: null,
  incubationTimeout: null,
  seedingTimeout: null,
};

describe('patterns built at run time are safe by analysis', { timeout: 60_000 }, () => {
  it.each([
    { name: 'emailPattern', pattern: emailPattern },
    { name: 'passwordCharacters', pattern: passwordCharacters },
  ])('$name has no super-linear backtracking', ({ pattern }) => {
    expect(checkSync(pattern.source, pattern.flags, analysis).status).toBe('safe');
  });

  it('finds the pattern the PO-box check used to have vulnerable (the analyser is not blind)', () => {
    const old = String.raw`\b(?:p\s*\.?\s*o\s*\.?\s*b(?:ox)?|post\s+office\s+box|postal\s+box)\b|(?:^|\s)box\s*#?\s*\d`;
    expect(checkSync(old, 'i', analysis).status).toBe('vulnerable');
  });
});

describe('long texts are bounded before any pattern runs', () => {
  it('does not read a server text longer than any of ours back into a message', () => {
    const text = `City must be less than 50 characters${' '.repeat(2000)}`;
    expect(describeServerMessage(text)).toEqual({ id: text, message: text });
  });

  it('does not check an address line too long to be valid for a PO box (the length error says it)', () => {
    expect(isPoBox(`PO Box 12${' '.repeat(300)}`)).toBe(false);
    expect(isPoBox(`PO Box 12${' '.repeat(200)}`)).toBe(true);
  });
});
