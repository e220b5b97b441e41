import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cancellationEmail, receiptEmail } from './billing/mail';
import { passwordResetEmail } from './mail';
import { emailWriter, readEmailCatalog } from './mail-language';

const maya = { email: 'maya@example.test', firstName: 'Maya', language: 'es' };

describe('emails in the recipient’s language', () => {
  it('writes a Spanish recipient’s email in Spanish, dates and money included', () => {
    const email = cancellationEmail(maya, '2027-11-10');
    expect(email.to).toBe('maya@example.test');
    expect(email.subject).toBe('Su suscripción está cancelada');
    expect(email.body).toContain('Hola, Maya:');
    expect(email.body).toContain('Mantendrá el acceso hasta el 10 de noviembre de 2027');

    const receipt = receiptEmail(maya, {
      number: 'INV-0007',
      date: '2027-11-10',
      description: 'Yearly plan',
      amount: 29900,
      currency: 'USD',
      brand: 'visa',
      last4: '4242',
    });
    expect(receipt.subject).toBe('Recibo de la factura INV-0007');
    expect(receipt.body).toContain('Pagado con: Visa terminada en 4242');
    expect(receipt.body).toMatch(/Importe: 299,00\s?US\$/);
  });

  it.each([
    ['no language', null],
    ['a language the hub does not have', 'de'],
    ['English', 'en'],
  ])('writes in English for %s', (_case, language) => {
    const email = passwordResetEmail({ ...maya, language }, 'https://hub.example/start?o=abc');
    expect(email.subject).toBe('Set a new password for your customer hub account');
    expect(email.body.split('\n')[0]).toBe('Hello Maya,');
    expect(email.body).toContain('https://hub.example/start?o=abc');
  });

  it('greets without a name when there is none', () => {
    expect(emailWriter('en').greeting('  ')).toBe('Hello,');
    expect(emailWriter('es').greeting('')).toBe('Hola:');
  });

  it('reads a catalog’s translations and leaves untranslated texts out (English stands for them)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'emails-'));
    mkdirSync(join(dir, 'fr-CA'));
    writeFileSync(
      join(dir, 'fr-CA', 'emails.po'),
      [
        'msgid ""',
        'msgstr ""',
        '"Language: fr-CA\\n"',
        '',
        'msgid "Hello,"',
        'msgstr "Bonjour,"',
        '',
        'msgid "How to return your kit"',
        'msgstr ""',
        '',
      ].join('\n'),
    );
    const url = pathToFileURL(`${dir}/`);
    expect(readEmailCatalog('fr-CA', url)).toEqual({ 'Hello,': 'Bonjour,' });
    expect(readEmailCatalog('ar', url)).toEqual({});
  });
});
