// Moments as the coaching and content screens show them: in the reader's language and a named zone (the
// family's for a parent, the coach's own for a coach, a webinar's host's; docs/decisions.md "Coaching screens").
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

/** A formatter in the reader's language, or in English when the runtime does not know that language. */
function safely<T>(make: (locale: string) => T, locale: string): T {
  try {
    return make(locale);
  } catch {
    return make('en');
  }
}

/** The ways a moment is written (the zone is added when formatting). */
const momentStyles = {
  /** The day: "Thursday, March 12". */
  day: { weekday: 'long', month: 'long', day: 'numeric' },
  /** The time: "7:00 PM". */
  time: { timeStyle: 'short' },
  /** The day with its year and the time (a slot's accessible name). */
  full: {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
  /** The day and time with the zone's short name: "Thursday, March 12, 7:00 PM EDT". */
  zoned: {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type MomentStyle = keyof typeof momentStyles;

// Formatters are costly to make and the same few (a style, a zone, a language) serve every screen.
const formats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** A moment written in one of the styles, in a zone, in the reader's language (English when unknown). */
export function formatMoment(
  value: string | Date,
  style: MomentStyle,
  timeZone: string,
  locale: string,
): string {
  const format = cachedFormat(`${style} ${timeZone} ${locale}`, () =>
    safely((tag) => new Intl.DateTimeFormat(tag, { ...momentStyles[style], timeZone }), locale),
  );
  return format.format(new Date(value));
}

/** The calendar day (YYYY-MM-DD) of a moment in a zone. */
export function dayKeyOf(value: string | Date, timeZone: string): string {
  const format = cachedFormat(
    `dayKey ${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  return format.format(new Date(value));
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

/** Formatters of moments in one zone (the day, the time, both), its name, and numbers and lists, in the reader's language. */
export function useMomentFormat(timeZone: string) {
  const { i18n } = useLingui();
  const locale = i18n.locale || 'en';
  return useMemo(() => {
    const number = safely((tag) => new Intl.NumberFormat(tag), locale);
    return {
      locale,
      timeZone,
      zone: zoneName(timeZone, locale),
      day: (iso: string | Date) => formatMoment(iso, 'day', timeZone, locale),
      time: (iso: string | Date) => formatMoment(iso, 'time', timeZone, locale),
      full: (iso: string | Date) => formatMoment(iso, 'full', timeZone, locale),
      /** The day and time with the zone's short name (a webinar's start). */
      zoned: (iso: string | Date) => formatMoment(iso, 'zoned', timeZone, locale),
      /** The calendar day (YYYY-MM-DD) of a moment in this zone. */
      dayKey: (iso: string | Date) => dayKeyOf(iso, timeZone),
      number: (value: number) => number.format(value),
      language: (code: string) => languageName(code, locale),
      /** Names joined as the reader's language joins them ("English and Spanish"). */
      list: (names: string[]) =>
        safely((tag) => new Intl.ListFormat(tag, { type: 'conjunction' }), locale).format(names),
    };
  }, [locale, timeZone]);
}

export type MomentFormat = ReturnType<typeof useMomentFormat>;
