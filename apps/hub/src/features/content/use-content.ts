import { shippingQueryOptions } from '@hub/api-client';
import { isValidTimeZone } from '@hub/domain';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useClock, type Clock } from '../../app/clock';
import { fallbackLanguageOf } from '../../app/i18n/i18n';
import { useHub } from '../../app/use-hub';

/** The language the content is asked for: the UI language (English when the locale is not one of the ten). */
export function useContentLanguage(): string {
  const { i18n } = useLingui();
  return fallbackLanguageOf(i18n.locale);
}

/** The longest search kept (the domain's search reads no more than this). */
export const searchMaxLength = 100;

/**
 * The search typed on a content page, kept in the address (`?search=`) so a reload or a shared link shows
 * the same results; each keystroke replaces the entry, so Back leaves the page rather than the letters.
 */
export function useContentSearch(): [string, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const setSearch = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === '') updated.delete('search');
        else updated.set('search', next.slice(0, searchMaxLength));
        return updated;
      },
      { replace: true },
    );
  return [search, setSearch];
}

/**
 * The clock the webinars are shown on: the pinned one (stories), else now in the family's zone (the
 * shipping address's time zone; America/New_York when unknown), as the billing and stats screens do.
 */
export function useFamilyClock(): Clock {
  const hub = useHub();
  const clock = useClock();
  const shipping = useQuery({ ...shippingQueryOptions(hub.api), enabled: !clock.pinned });
  const zone = shipping.data?.timezone;
  return clock.pinned || !zone || !isValidTimeZone(zone) ? clock : { now: clock.now, timeZone: zone };
}

function safely<T>(make: (locale: string) => T, locale: string): T {
  try {
    return make(locale);
  } catch {
    return make('en');
  }
}

/** A moment as a day and time in a zone, with the zone's short name (Thursday, March 12, 7:00 PM EDT). */
export function useMomentFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale || 'en';
  return useMemo(() => {
    const formats = new Map<string, Intl.DateTimeFormat>();
    const formatIn = (timeZone: string) => {
      let format = formats.get(timeZone);
      if (!format) {
        format = safely(
          (tag) =>
            new Intl.DateTimeFormat(tag, {
              weekday: 'long',
              month: 'long',
              day: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
              timeZone,
              timeZoneName: 'short',
            }),
          locale,
        );
        formats.set(timeZone, format);
      }
      return format;
    };
    const number = safely((tag) => new Intl.NumberFormat(tag), locale);
    return {
      /** The day and time with the zone's short name. */
      moment: (value: string, timeZone: string) => formatIn(timeZone).format(new Date(value)),
      number: (value: number) => number.format(value),
    };
  }, [locale]);
}
