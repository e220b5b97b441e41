import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { Clock } from '../../shared/clock';
import { useFamilyClock } from '../../shared/use-family-clock';

/**
 * The clock the stats reckon with: the family's (the zone the server counts the goal's days in), its moment
 * held at the page's opening unless the clock is pinned.
 */
export function useStatsClock(): Clock {
  const clock = useFamilyClock();
  // The moment the page opened: a new Date on every render would bucket the chart's data afresh each time.
  const [openedAt] = useState(() => clock.now);
  return clock.pinned ? clock : { now: openedAt, timeZone: clock.timeZone };
}

function safely<T>(make: (locale: string) => T, locale: string): T {
  try {
    return make(locale);
  } catch {
    return make('en');
  }
}

/** Numbers, hours, dates and moments in the reader's language, days and moments in the account's zone. */
export function useStatsFormat(timeZone: string) {
  const { i18n } = useLingui();
  const locale = i18n.locale || 'en';
  return useMemo(() => {
    const number = safely((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }), locale);
    const hours = safely(
      (tag) => new Intl.NumberFormat(tag, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 }),
      locale,
    );
    const day = safely(
      (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }),
      locale,
    );
    const moment = safely(
      (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
      locale,
    );
    const weekday = safely(
      (tag) => new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }),
      locale,
    );
    const longWeekday = safely(
      (tag) =>
        new Intl.DateTimeFormat(tag, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
      locale,
    );
    const calendarDay = (value: string) => new Date(`${value}T00:00:00Z`);
    return {
      locale,
      number: (value: number) => number.format(value),
      /** Seconds as hours with one decimal (12.5 hours). */
      hours: (seconds: number) => hours.format(Math.round(seconds / 360) / 10),
      /** A calendar day `YYYY-MM-DD` as a medium date, never shifted by a zone. */
      day: (value: string) => day.format(calendarDay(value)),
      /** A moment in the account's zone. */
      moment: (value: string) => moment.format(new Date(value)),
      weekday: (value: string) => weekday.format(calendarDay(value)),
      longWeekday: (value: string) => longWeekday.format(calendarDay(value)),
    };
  }, [locale, timeZone]);
}

export type StatsFormat = ReturnType<typeof useStatsFormat>;
