// The words of an email in the recipient's language. The texts are Lingui messages like the hub's,
// extracted by `pnpm extract` into `locales/<language>/emails.po` (lingui.config.ts) and translated there.
// They are plain descriptors marked for extraction, their English text as their id (the server has no
// macros, and ids that are the English text let the server and this package share one catalog):
//
//   write.t(/*i18n*/ { id: 'Your subscription is cancelled' })
//   write.t(/*i18n*/ { id: 'Hello {firstName},', values: { firstName } })
//
// Pure: the catalogs come in from the caller (the server reads them from disk, the stories fetch them), so
// the package runs in Node and in the browser alike. Where a language has no translation of a text, the
// English one stands and `onMissing` hears of it.
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  fallbackLanguage,
  formatMoney,
  isUiLanguage,
  languageDirection,
  type CalendarDate,
  type TextDirection,
  type UiLanguage,
} from '@hub/domain';

/** A language's translated email texts by id (the English text); English itself needs none. */
export type EmailCatalog = Readonly<Record<string, string>>;

/** The translated email texts of each language (`locales/<language>/emails.po`), as the caller read them. */
export type EmailCatalogs = Readonly<Partial<Record<UiLanguage, EmailCatalog>>>;

/** What a writer may be told besides its language and catalogs. */
export interface EmailWriterOptions {
  /** Called once per text that the language has no translation of (the email says it in English). */
  onMissing?: (language: UiLanguage, id: string) => void;
}

/** Writes the texts of one email in one language. */
export interface EmailWriter {
  readonly language: UiLanguage;
  /** `rtl` for Arabic, else `ltr`. */
  readonly direction: TextDirection;
  /** A text in the language (English where it has no translation yet). */
  t(descriptor: MessageDescriptor): string;
  /** "Hello Maya," or, without a name, "Hello,". */
  greeting(firstName: string): string;
  /** A calendar day as a person reads it in the language: "November 10, 2027". */
  date(day: CalendarDate): string;
  /** A moment in a time zone, the zone named: "Monday, March 3, 2025 at 9:00 AM (America/Denver)". */
  dateTime(moment: Date, timeZone: string): string;
  /** An amount in minor units: "$19.99". */
  money(amountMinor: number, currency: string): string;
}

/** Intl's name of a language (Hmong and Somali fall back to what the runtime has). */
function intlLocale(language: UiLanguage): string {
  return language === 'en' ? 'en-US' : language;
}

/** The writer for a recipient's language (English when it is unset or not one of the ten). */
export function emailWriter(
  language: string | null | undefined,
  catalogs: EmailCatalogs,
  options: EmailWriterOptions = {},
): EmailWriter {
  const chosen: UiLanguage = isUiLanguage(language) ? language : fallbackLanguage;
  const i18n = setupI18n({
    locale: chosen,
    messages: { [chosen]: chosen === fallbackLanguage ? {} : { ...catalogs[chosen] } },
  });
  i18n.setMessagesCompiler(compileMessage);
  const reported = new Set<string>();
  i18n.on('missing', ({ id }) => {
    if (chosen === fallbackLanguage || reported.has(id)) return;
    reported.add(id);
    options.onMissing?.(chosen, id);
  });
  const locale = intlLocale(chosen);
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  // Building a formatter costs more than formatting: one per zone for the writer's life.
  const moments = new Map<string, Intl.DateTimeFormat>();
  const momentFormat = (timeZone: string) => {
    let format = moments.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone });
      moments.set(timeZone, format);
    }
    return format;
  };
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  return {
    language: chosen,
    direction: languageDirection(chosen),
    t,
    greeting: (firstName) =>
      firstName.trim()
        ? t(/*i18n*/ { id: 'Hello {firstName},', values: { firstName: firstName.trim() } })
        : t(/*i18n*/ { id: 'Hello,' }),
    date: (day) => longDate.format(new Date(`${day}T00:00:00Z`)),
    dateTime: (moment, timeZone) => momentFormat(timeZone).format(moment) + ` (${timeZone})`,
    money: (amountMinor, currency) => formatMoney(amountMinor, currency, locale),
  };
}
