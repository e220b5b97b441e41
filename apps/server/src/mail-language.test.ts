import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { htmlRootTag } from './test/helpers';
import { cancellationEmail, receiptEmail } from './billing/mail';
import { passwordResetEmail, renderLetter } from './mail';
import { readEmailCatalog, writerFor } from './mail-language';

const maya = { email: 'maya@example.test', firstName: 'Maya', language: 'es' };

const publicUrl = 'https://hub.example';

describe('emails in the recipient’s language', () => {
  it('writes a Spanish recipient’s email in Spanish, dates and money included', async () => {
    const email = await renderLetter(cancellationEmail(maya, '2027-11-10'), publicUrl);
    expect(email.subject).toBe('Su suscripción está cancelada');
    expect(email.text).toContain('Hola, Maya:');
    expect(email.text).toContain('Mantendrá el acceso hasta el 10 de noviembre de 2027');
    expect(htmlRootTag(email.html)).toContain(' lang="es"');

    const receipt = await renderLetter(
      receiptEmail(maya, {
        number: 'INV-0007',
        date: '2027-11-10',
        description: 'Yearly plan',
        amount: 29900,
        currency: 'USD',
        brand: 'visa',
        last4: '4242',
      }),
      publicUrl,
    );
    expect(receipt.subject).toBe('Recibo de la factura INV-0007');
    expect(receipt.text).toContain('Pagado con: Visa terminada en 4242');
    expect(receipt.text).toMatch(/Importe: 299,00\s?US\$/);
  });

  it.each([
    ['no language', null],
    ['a language the hub does not have', 'de'],
    ['English', 'en'],
  ])('writes in English for %s', async (_case, language) => {
    const email = await renderLetter(
      passwordResetEmail({ ...maya, language }, 'https://hub.example/start?o=abc'),
      publicUrl,
    );
    expect(email.subject).toBe('Set a new password for your customer hub account');
    expect(email.text).toContain('\nHello Maya,\n');
    expect(email.text).toContain('https://hub.example/start?o=abc');
    expect(htmlRootTag(email.html)).toContain(' lang="en"');
  });

  it('greets without a name when there is none', () => {
    expect(writerFor('en').greeting('  ')).toBe('Hello,');
    expect(writerFor('es').greeting('')).toBe('Hola:');
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
