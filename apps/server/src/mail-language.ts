// Emails in the recipient's language. The texts are Lingui messages like the hub's, extracted by
// `pnpm extract` into `locales/<language>/emails.po` (lingui.config.ts) and translated there. The server
// has no macros (it runs its TypeScript as it is), so a text is written as a plain descriptor marked for
// extraction, its English text as its id:
//
//   write.t(/*i18n*/ { id: 'Your subscription is cancelled' })
//   write.t(/*i18n*/ { id: 'Hello {firstName},', values: { firstName } })
//
// Where a language has no translation of a text, the English one stands (and the server says so once
// per text and language, as the hub reports a missing key). The catalogs are read once, at first use.
import { readFileSync } from 'node:fs';
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  fallbackLanguage,
  formatMoney,
  isUiLanguage,
  uiLanguages,
  type CalendarDate,
  type UiLanguage,
} from '@hub/domain';

/** Whom an email goes to: the address, the name it greets and the language it is written in. */
export interface Recipient {
  email: string;
  firstName: string;
  /** The user's UI language (`users.language`); English when unset or not one of the ten. */
  language: string | null;
}

/** Writes the texts of one email in one language. */
export interface EmailWriter {
  readonly language: UiLanguage;
  /** A text in the language (English where it has no translation yet). */
  t(descriptor: MessageDescriptor): string;
  /** "Hello Maya," or, without a name, "Hello,". */
  greeting(firstName: string): string;
  /** A calendar day as a person reads it in the language: "November 10, 2027". */
  date(day: CalendarDate): string;
  money(amountMinor: number, currency: string): string;
}

/** Where the catalogs are: `locales/` at the root of the repository. */
const localesDir = new URL('../../../locales/', import.meta.url);

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

let i18n: I18n | null = null;
const missingLogged = new Set<string>();

function emailI18n(): I18n {
  if (i18n) return i18n;
  const messages = Object.fromEntries(
    uiLanguages.map(({ code }) => [code, code === fallbackLanguage ? {} : readEmailCatalog(code)]),
  );
  i18n = setupI18n({ locale: fallbackLanguage, messages });
  i18n.setMessagesCompiler(compileMessage);
  i18n.on('missing', ({ locale, id }) => {
    const key = `${locale}:${id}`;
    if (locale === fallbackLanguage || missingLogged.has(key)) return;
    missingLogged.add(key);
    console.warn(`Email text without a ${locale} translation (sent in English): ${id}`);
  });
  return i18n;
}

/** Intl's name of a language (Hmong and Somali fall back to what the runtime has). */
function intlLocale(language: UiLanguage): string {
  return language === 'en' ? 'en-US' : language;
}

/** The writer for a recipient's language. */
export function emailWriter(language: string | null | undefined): EmailWriter {
  const chosen: UiLanguage = isUiLanguage(language) ? language : fallbackLanguage;
  const i18n = emailI18n();
  const locale = intlLocale(chosen);
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const t = (descriptor: MessageDescriptor) => {
    if (i18n.locale !== chosen) i18n.activate(chosen);
    return i18n._(descriptor);
  };
  return {
    language: chosen,
    t,
    greeting: (firstName) =>
      firstName.trim()
        ? t(/*i18n*/ { id: 'Hello {firstName},', values: { firstName: firstName.trim() } })
        : t(/*i18n*/ { id: 'Hello,' }),
    date: (day) => longDate.format(new Date(`${day}T00:00:00Z`)),
    money: (amountMinor, currency) => formatMoney(amountMinor, currency, locale),
  };
}
