import { useLingui } from '@lingui/react/macro';
import { calendarDateIn, defaults, formatDate, formatDateTime, isCalendarDate } from '@hub/domain';
import type { ReactNode } from 'react';
import * as styles from './DateDisplay.css';

/** `dateTime`: the spec's `MM-DD-YYYY h:mm:ss a zz`; `date`: a short date in the reader's language. */
export const dateDisplayFormats = ['dateTime', 'date'] as const;
export type DateDisplayFormat = (typeof dateDisplayFormats)[number];

export interface DateDisplayProps {
  /** A moment (Date, ISO text or epoch milliseconds), or a calendar day `YYYY-MM-DD`. */
  value: Date | string | number | null | undefined;
  /** The zone the moment is shown in (the user's shipping timezone); defaults to America/New_York. */
  timeZone?: string;
  /** `dateTime` for the spec's `MM-DD-YYYY h:mm:ss a zz`, `date` for a short date in the reader's language. */
  format?: DateDisplayFormat;
  /** Shown when there is no valid date; defaults to "Unknown date". */
  fallback?: ReactNode;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
}

/**
 * A date in a `<time>` element, machine-readable in `dateTime`, formatted by the domain's formatters. A
 * calendar day (`2026-03-07`) is that day wherever the reader is, never shifted by a timezone. A missing
 * or unreadable date shows the fallback instead of crashing or printing "Invalid Date".
 */
export function DateDisplay({
  value,
  timeZone = defaults.timezone,
  format = 'dateTime',
  fallback,
  className,
}: DateDisplayProps) {
  const { t, i18n } = useLingui();
  const classes = [styles.date, className].filter(Boolean).join(' ');
  const unknown = <span className={classes}>{fallback ?? t`Unknown date`}</span>;
  if (value === null || value === undefined || value === '') return unknown;

  if (isCalendarDate(value)) {
    // A day, not a moment: read it at midnight UTC and show it in UTC, so it stays the same day.
    const day = new Date(`${value}T00:00:00Z`);
    const text = format === 'date' ? formatDate(day, 'UTC', i18n.locale) : value;
    return (
      <time className={classes} dateTime={value}>
        {text}
      </time>
    );
  }

  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return unknown;
  const text = format === 'date' ? formatDate(date, timeZone, i18n.locale) : formatDateTime(date, timeZone);
  return (
    <time
      className={classes}
      dateTime={format === 'date' ? calendarDateIn(date, timeZone) : date.toISOString()}
      // The spec's format is written left-to-right in every language.
      dir={format === 'dateTime' ? 'ltr' : undefined}
    >
      {text}
    </time>
  );
}
DateDisplay.displayName = 'DateDisplay';
