// Dates shown to people (spec section 9): the `MM-DD-YYYY h:mm:ss a zz` format in a given timezone, and a
// short localised date. Pure: the caller passes the date and the timezone (the user's shipping timezone).
import { defaults } from './constants';

/** Zones found valid so far (checking one builds a formatter); bounded, since any string may be asked. */
const knownZones = new Set<string>();
const knownZonesKept = 512;

/** Whether a value is a timezone the platform knows (an IANA name such as `America/New_York`). */
export function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  if (knownZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  if (knownZones.size >= knownZonesKept) knownZones.clear();
  knownZones.add(value);
  return true;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h12',
      timeZoneName: 'short',
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Formats a moment as `MM-DD-YYYY h:mm:ss a zz` in a timezone (spec section 9): `03-07-2026 4:05:09 PM EST`.
 * The zone is the platform's short name (EST/EDT in the US, `GMT+1` where English has no abbreviation).
 * An unknown timezone falls back to the default (America/New_York); an invalid date gives ''.
 */
export function formatDateTime(date: Date, timeZone: string): string {
  if (Number.isNaN(date.getTime())) return '';
  const zone = isValidTimeZone(timeZone) ? timeZone : defaults.timezone;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateTimeFormat(zone).formatToParts(date)) parts[part.type] = part.value;
  const { month, day, year, hour, minute, second, dayPeriod, timeZoneName } = parts;
  return `${month}-${day}-${year} ${hour}:${minute}:${second} ${dayPeriod} ${timeZoneName}`;
}

/**
 * A short date for displays in the reader's language (`Mar 7, 2026` in English, `7 mars 2026` in French).
 * An unknown timezone falls back to the default, an unknown locale to English; an invalid date gives ''.
 */
export function formatDate(date: Date, timeZone: string, locale: string): string {
  if (Number.isNaN(date.getTime())) return '';
  const zone = isValidTimeZone(timeZone) ? timeZone : defaults.timezone;
  let locales: string[] = ['en'];
  try {
    locales = [...Intl.getCanonicalLocales(locale), 'en'];
  } catch {
    // Not a language tag at all: English.
  }
  return new Intl.DateTimeFormat(locales, { timeZone: zone, dateStyle: 'medium' }).format(date);
}
