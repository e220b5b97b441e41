import { describe, expect, it, vi } from 'vitest';
import { subjectLine } from './render';
import { emailWriter } from './writer';

const catalogs = {
  es: { 'Hello {firstName},': 'Hola {firstName}:', 'Hello,': 'Hola:' },
  ar: { 'Hello {firstName},': 'مرحبًا {firstName}،' },
};

describe('the email writer', () => {
  it('writes in the recipient’s language from the catalogs it is given', () => {
    const write = emailWriter('es', catalogs);
    expect(write.language).toBe('es');
    expect(write.greeting('Maya')).toBe('Hola Maya:');
    expect(write.greeting('  ')).toBe('Hola:');
  });

  it.each([null, undefined, '', 'de', 'AR'])(
    'writes English for a language that is not one of the ten: %s',
    (language) => {
      const write = emailWriter(language, catalogs);
      expect(write.language).toBe('en');
      expect(write.direction).toBe('ltr');
      expect(write.greeting(' Maya ')).toBe('Hello Maya,');
    },
  );

  it('writes Arabic right to left', () => {
    expect(emailWriter('ar', catalogs).direction).toBe('rtl');
  });

  it('says a text without a translation in English, and tells of it once', () => {
    const onMissing = vi.fn();
    const write = emailWriter('ar', catalogs, { onMissing });
    expect(write.greeting('')).toBe('Hello,');
    expect(write.greeting('')).toBe('Hello,');
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(onMissing).toHaveBeenCalledWith('ar', 'Hello,');
  });

  it('does not report English texts as missing', () => {
    const onMissing = vi.fn();
    emailWriter('en', {}, { onMissing }).greeting('');
    expect(onMissing).not.toHaveBeenCalled();
  });

  it('keeps two writers of different languages apart', () => {
    const spanish = emailWriter('es', catalogs);
    const english = emailWriter('en', catalogs);
    expect(spanish.greeting('Maya')).toBe('Hola Maya:');
    expect(english.greeting('Maya')).toBe('Hello Maya,');
    expect(spanish.greeting('Maya')).toBe('Hola Maya:');
  });

  it.each([
    ['en', '2027-11-10', 'November 10, 2027'],
    ['es', '2027-11-10', '10 de noviembre de 2027'],
    ['en', '2027-01-01', 'January 1, 2027'],
  ])('writes the day in %s: %s is %s', (language, day, written) => {
    expect(emailWriter(language, catalogs).date(day)).toBe(written);
  });

  it('writes a moment in the family’s time zone, naming the zone', () => {
    const write = emailWriter('en', catalogs);
    expect(write.dateTime(new Date('2027-03-15T16:00:00Z'), 'America/Denver')).toMatch(
      /^Monday, March 15, 2027 at 10:00\sAM \(America\/Denver\)$/,
    );
  });

  it('writes an amount in minor units in the currency', () => {
    expect(emailWriter('en', catalogs).money(1999, 'USD')).toBe('$19.99');
  });
});

describe('a subject line', () => {
  it.each([
    ['a plain subject stays as it is', 'Your order 42 is confirmed', 'Your order 42 is confirmed'],
    ['CR LF becomes a space', 'Maya\r\nBcc: x@example.com', 'Maya Bcc: x@example.com'],
    ['a lone LF becomes a space', 'Maya\nBcc: x', 'Maya Bcc: x'],
    ['a lone CR becomes a space', 'Maya\rBcc: x', 'Maya Bcc: x'],
    ['a tab becomes a space', 'Maya\tLopez', 'Maya Lopez'],
    ['a NUL is taken out', 'Maya\u0000Lopez', 'Maya Lopez'],
    ['a next-line control (U+0085) becomes a space', 'Maya\u0085Bcc: x', 'Maya Bcc: x'],
    ['a line separator (U+2028) becomes a space', 'Maya\u2028Bcc: x', 'Maya Bcc: x'],
    ['runs of spaces become one', 'Maya \r\n\r\n Lopez', 'Maya Lopez'],
    ['spaces at the ends go', '\r\n Maya \r\n', 'Maya'],
    ['words in another script stay', 'إيصال الفاتورة 42', 'إيصال الفاتورة 42'],
  ])('%s', (_rule, text, line) => {
    expect(subjectLine(text)).toBe(line);
  });
});
