// The words of emails in the recipient's language. The emails themselves, their texts and their layout,
// are React Email components in @hub/emails (packages/emails), whose texts are Lingui messages extracted by
// `pnpm extract` into `locales/<language>/emails.po` and translated there. The package is pure: this file
// is the server's part, which reads the catalogs from disk once, at first use, and makes the package's
// writer for a language. Where a language has no translation of a text, the English one stands, and the
// server says so once per text and language (as the hub reports a missing key).
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { fallbackLanguage, uiLanguages, type UiLanguage } from '@hub/domain';
import { emailWriter, type EmailCatalogs, type EmailWriter } from '@hub/emails';
import { localesDir } from './platform/paths';

/** Whom an email goes to: the address, the name it greets and the language it is written in. */
export interface Recipient {
  email: string;
  firstName: string;
  /** The user's UI language (`users.language`); English when unset or not one of the ten. */
  language: string | null;
}

// Every email text has its English text as its id (never a hash of it).
const po = formatter({ lineNumbers: false, explicitIdAsDefault: true });

/** A language's translated email texts by id (English text), read from its emails.po; none if absent. */
export function readEmailCatalog(language: UiLanguage, dir: URL = localesDir): Record<string, string> {
  let content: string;
  try {
    content = readFileSync(new URL(`${language}/emails.po`, dir), 'utf8');
  } catch {
    return {};
  }
  const catalog = po.parse(content, {
    locale: language,
    sourceLocale: fallbackLanguage,
    filename: `${language}/emails.po`,
  }) as Record<string, { translation?: string }>;
  const messages: Record<string, string> = {};
  for (const [id, entry] of Object.entries(catalog)) if (entry.translation) messages[id] = entry.translation;
  return messages;
}

let catalogs: EmailCatalogs | null = null;
const missingLogged = new Set<string>();

/** The ten catalogs, read once. */
function emailCatalogs(): EmailCatalogs {
  catalogs ??= Object.fromEntries(
    uiLanguages
      .filter(({ code }) => code !== fallbackLanguage)
      .map(({ code }) => [code, readEmailCatalog(code)]),
  );
  return catalogs;
}

const writers = new Map<string, EmailWriter>();

/**
 * The writer for a recipient's language (English when unset or not one of the ten). One per language for
 * the process's life, like the catalogs it reads: a writer holds no state of an email, and building one
 * (its Lingui instance, its formatters) costs more than the email it writes (`pnpm bench:billing`).
 */
export function writerFor(language: string | null | undefined): EmailWriter {
  const key = language ?? '';
  let writer = writers.get(key);
  if (!writer) {
    writer = emailWriter(language, emailCatalogs(), {
      onMissing: (chosen, id) => {
        const key = `${chosen}:${id}`;
        if (missingLogged.has(key)) return;
        missingLogged.add(key);
        console.warn(`Email text without a ${chosen} translation (sent in English): ${id}`);
      },
    });
    // Any string may come in (an unchecked column): only the ten and the unset share writers.
    if (writer.language === language || key === '') writers.set(key, writer);
  }
  return writer;
}
