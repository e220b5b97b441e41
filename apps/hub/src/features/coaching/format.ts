// Moments as the coaching screens show them: in the reader's language and a named zone (the family's for
// a parent, the coach's own for a coach; docs/decisions.md "Coaching screens").
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

function safely<T>(make: (locale: string) => T, locale: string): T {
  try {
    return make(locale);
  } catch {
    return make('en');
  }
}

/** A zone's everyday name in the reader's language ("Mountain Time"), with its IANA name beside it. */
export function zoneName(timeZone: string, locale: string): string {
  try {
    // Today's name: a zone's name can change over the years (Europe/Kyiv read "Moscow Time" in 1970), and a
    // generic name ("Mountain Time") does not change with the season, so the real date keeps stories steady.
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(
      new Date(),
    );
    const name = parts.find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}

/** A language code named in the reader's language ("es" -> "Spanish"); the code when it is unknown. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Formatters of moments in one zone: the day, the time, and both in full (a slot's accessible name). */
export function useMomentFormat(timeZone: string) {
  const { i18n } = useLingui();
  const locale = i18n.locale || 'en';
  return useMemo(() => {
    const day = safely(
      (tag) => new Intl.DateTimeFormat(tag, { timeZone, weekday: 'long', month: 'long', day: 'numeric' }),
      locale,
    );
    const time = safely((tag) => new Intl.DateTimeFormat(tag, { timeZone, timeStyle: 'short' }), locale);
    const full = safely(
      (tag) =>
        new Intl.DateTimeFormat(tag, {
          timeZone,
          weekday: 'long',
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        }),
      locale,
    );
    const dayKey = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    return {
      locale,
      timeZone,
      zone: zoneName(timeZone, locale),
      day: (iso: string | Date) => day.format(new Date(iso)),
      time: (iso: string | Date) => time.format(new Date(iso)),
      full: (iso: string | Date) => full.format(new Date(iso)),
      /** The calendar day (YYYY-MM-DD) of a moment in this zone. */
      dayKey: (iso: string | Date) => dayKey.format(new Date(iso)),
      language: (code: string) => languageName(code, locale),
      /** Names joined as the reader's language joins them ("English and Spanish"). */
      list: (names: string[]) =>
        safely((tag) => new Intl.ListFormat(tag, { type: 'conjunction' }), locale).format(names),
    };
  }, [locale, timeZone]);
}

export type MomentFormat = ReturnType<typeof useMomentFormat>;
