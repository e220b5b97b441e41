// Play activity of a player (spec sections 4 and 9): the chart's timeframes, the query start, the bars,
// the y-axis and the titles. Calendar days are reckoned in a given IANA time zone; weeks start Monday.
//
// Choices where the spec is silent:
// - 1Mo covers the calendar days from the same day one month before today (clamped to the month's last
//   day, 31 Mar -> 28/29 Feb) up to and including today: a bar per day.
// - 3Mos covers whole Monday-to-Sunday weeks, from the week containing the day three months before
//   today to the week containing today: a bar per week.
// - All Time covers the calendar months from the month of first_play_date to the current month: a bar
//   per month (weekly bars would grow without bound). Without a readable first_play_date, or with one
//   in the future, it starts today.
// - A result is dropped (not counted anywhere) when its day falls outside the timeframe's range, when
//   its period_datetime cannot be read, or when seconds_played is negative or not a finite number.
// - A period_datetime without a zone designator is read as UTC, as the server does.
// - An unknown time zone falls back to the default one (America/New_York), as dates.ts does.
// The chart's constants (goal line, default y maximum and its step, tick steps) are `chart` of constants.ts.
import { chart, defaults } from './constants';
import { formatDate, isValidTimeZone } from './dates';
import type { MessageDescriptor } from './messages';

/** The chart's timeframes, in the order the selector shows them. */
export const activityTimeframes = ['1W', '1Mo', '3Mos', 'AllTime'] as const;

/** One of the chart's timeframes. */
export type ActivityTimeframe = (typeof activityTimeframes)[number];

/** A calendar day as `YYYY-MM-DD`. */
export type CalendarDate = string;

/** One row of `GET /api/v2/player/{id}/activity/`. */
export interface ActivityResult {
  period_datetime: string;
  seconds_played: number;
}

/** What the activity rules need to know besides the timeframe: the clock, the zone, the first play. */
export interface ActivityContext {
  now: Date;
  /** IANA time zone the days are counted in, e.g. 'America/New_York'. */
  timeZone: string;
  /** The player's statistic.first_play_date (`YYYY-MM-DD` or an ISO date-time); used by All Time. */
  firstPlayDate?: string | null;
}

/** The days a timeframe covers: from `start` (included) to `end` (excluded). */
export interface ActivityRange {
  timeframe: ActivityTimeframe;
  start: CalendarDate;
  end: CalendarDate;
}

/** One bar of the chart. */
export interface ActivityBucket {
  /** First day of the bar (a Monday for weekly bars, the 1st for monthly ones). */
  start: CalendarDate;
  /** The day after the bar's last day. */
  end: CalendarDate;
  /** Midnight UTC of `start`: format it with `timeZone: 'UTC'` to print the bar's day. */
  labelDate: Date;
  secondsPlayed: number;
  /** `secondsPlayed` as rounded minutes, the unit the chart shows. */
  minutes: number;
}

/** At most this many ticks, 0 included: at the default maximum of 60 this gives ticks every 10. */
export const activityMaxTicks = 10;

const dayMs = 86_400_000;

// --- calendar days as day numbers (days since 1970-01-01) ---

/**
 * Milliseconds of a UTC wall-clock time. `Date.UTC` reads the years 0 to 99 as 1900 to 1999 (a two-digit
 * year quirk of JavaScript); `setUTCFullYear` takes every year as it is, month and day overflow included.
 */
function utcTime(year: number, monthIndex: number, day: number, hours = 0, minutes = 0, seconds = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  date.setUTCHours(hours, minutes, seconds, 0);
  return date.getTime();
}

function dayNumber(year: number, month: number, day: number): number {
  return Math.round(utcTime(year, month - 1, day) / dayMs);
}

function ymd(day: number): { year: number; month: number; day: number } {
  const date = new Date(day * dayMs);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

// Years before 0 and after 9999 are written as ISO 8601 expanded years (`-000001-06-15`), as
// toISOString writes them; every other year with its four digits, 0 to 99 too (`0050-03-02`).
function toCalendarDate(day: number): CalendarDate {
  const iso = new Date(day * dayMs).toISOString();
  return iso.slice(0, iso.indexOf('T'));
}

function fromCalendarDate(date: CalendarDate): number {
  const match = /^([+-]?\d{4,6})-(\d{1,2})-(\d{1,2})$/.exec(date);
  if (!match) return Number.NaN;
  return dayNumber(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Monday = 0 ... Sunday = 6. */
function weekdayIndex(day: number): number {
  return (new Date(day * dayMs).getUTCDay() + 6) % 7;
}

function mondayOf(day: number): number {
  return day - weekdayIndex(day);
}

function firstOfMonth(day: number): number {
  const { year, month } = ymd(day);
  return dayNumber(year, month, 1);
}

function addMonths(day: number, months: number): number {
  const { year, month, day: dayOfMonth } = ymd(day);
  const target = new Date(utcTime(year, month - 1 + months, 1));
  const lastDay = new Date(utcTime(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return dayNumber(target.getUTCFullYear(), target.getUTCMonth() + 1, Math.min(dayOfMonth, lastDay));
}

// --- time zones through Intl ---

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

// Keyed by the zone asked for (valid or not), so checking a zone costs one Intl construction per zone,
// not one per activity row: three years of rows bucket in milliseconds instead of most of a second.
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  const cached = zoneFormatters.get(timeZone);
  if (cached) return cached;
  const zone = isValidTimeZone(timeZone) ? timeZone : defaults.timezone;
  const formatter =
    zoneFormatters.get(zone) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      // The era tells 1 BC (year 0 of the proleptic calendar) from AD 1: the year alone is the same "1".
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
  zoneFormatters.set(zone, formatter);
  zoneFormatters.set(timeZone, formatter);
  return formatter;
}

/** The wall-clock time in a zone at an instant, as if it were UTC (milliseconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  let beforeChrist = false;
  for (const part of zoneFormatter(timeZone).formatToParts(instant)) {
    if (part.type === 'era') beforeChrist = part.value === 'BC';
    else if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const year = parts.year ?? 1970;
  return utcTime(
    beforeChrist ? 1 - year : year,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

function localDay(instant: number, timeZone: string): number {
  return Math.floor(wallClock(instant, timeZone) / dayMs);
}

/** The zone's offset from UTC in minutes at local midnight of a day (east positive). */
function midnightOffsetMinutes(day: number, timeZone: string): number {
  const guess = day * dayMs;
  const first = wallClock(guess, timeZone) - guess;
  const instant = guess - first;
  return Math.round((wallClock(instant, timeZone) - instant) / 60_000);
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Milliseconds since the epoch, or NaN; a date-time without a zone designator is read as UTC. */
function parseInstant(value: string): number {
  const trimmed = value.trim();
  const hasTime = /\d[T ]\d/.test(trimmed);
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(trimmed);
  return Date.parse(hasTime && !hasZone ? `${trimmed.replace(' ', 'T')}Z` : trimmed);
}

function firstPlayDay(context: ActivityContext, today: number): number {
  const raw = context.firstPlayDate?.trim();
  if (!raw) return today;
  let day: number;
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    if (!isCalendarDate(raw)) return today; // a day the calendar does not have
    day = fromCalendarDate(raw);
  } else {
    const instant = parseInstant(raw);
    if (Number.isNaN(instant)) return today;
    day = localDay(instant, context.timeZone);
  }
  return Math.min(day, today);
}

// --- calendar days for the other rules (pricing and subscription dates) ---

/** Whether a value is a real calendar day written `YYYY-MM-DD` (2026-02-31 is not). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    toCalendarDate(fromCalendarDate(value)) === value
  );
}

/** The calendar day an instant falls on in a time zone (the default zone for an unknown one). */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  return toCalendarDate(localDay(instant.getTime(), timeZone));
}

/** A calendar day plus (or minus) whole months, clamped to the target month's last day (Jan 31 + 1 = Feb 28). */
export function addCalendarMonths(date: CalendarDate, months: number): CalendarDate {
  return toCalendarDate(addMonths(fromCalendarDate(date), months));
}

/** A calendar day plus (or minus) whole days. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return toCalendarDate(fromCalendarDate(date) + days);
}

// --- the rules ---

interface DayRange {
  start: number;
  end: number;
  bucketStarts: number[];
}

function dayRange(timeframe: ActivityTimeframe, context: ActivityContext): DayRange {
  const today = localDay(context.now.getTime(), context.timeZone);
  switch (timeframe) {
    case '1W': {
      const start = mondayOf(today);
      return { start, end: start + 7, bucketStarts: Array.from({ length: 7 }, (_, i) => start + i) };
    }
    case '1Mo': {
      const start = addMonths(today, -1);
      return {
        start,
        end: today + 1,
        bucketStarts: Array.from({ length: today + 1 - start }, (_, i) => start + i),
      };
    }
    case '3Mos': {
      const start = mondayOf(addMonths(today, -3));
      const end = mondayOf(today) + 7;
      return { start, end, bucketStarts: Array.from({ length: (end - start) / 7 }, (_, i) => start + i * 7) };
    }
    case 'AllTime': {
      const start = firstPlayDay(context, today);
      const bucketStarts: number[] = [];
      for (let month = firstOfMonth(start); month <= today; month = addMonths(month, 1)) {
        bucketStarts.push(month);
      }
      return { start, end: addMonths(firstOfMonth(today), 1), bucketStarts };
    }
  }
}

/** The calendar days a timeframe covers at `now` in the context's time zone. */
export function activityRange(timeframe: ActivityTimeframe, context: ActivityContext): ActivityRange {
  const { start, end } = dayRange(timeframe, context);
  return { timeframe, start: toCalendarDate(start), end: toCalendarDate(end) };
}

/**
 * The `start_timestamp__gte` value of a timeframe: its first day at 00:00:00 local time, with the zone's
 * offset so the server reads the right instant (e.g. `2026-03-02T00:00:00-05:00`).
 */
export function activityQueryStart(timeframe: ActivityTimeframe, context: ActivityContext): string {
  const { start } = dayRange(timeframe, context);
  return `${toCalendarDate(start)}T00:00:00${formatOffset(midnightOffsetMinutes(start, context.timeZone))}`;
}

/** Seconds as the chart shows them: whole minutes, rounded half up. */
export function secondsToMinutes(seconds: number): number {
  return Math.round(seconds / 60);
}

/**
 * The chart's bars for a timeframe: every bar of the range, empty ones with 0, each result added to the
 * bar of its local day. Results outside the range or unreadable are dropped (see the file's header).
 */
export function bucketActivity(
  results: readonly ActivityResult[],
  timeframe: ActivityTimeframe,
  context: ActivityContext,
): ActivityBucket[] {
  const { start, end, bucketStarts } = dayRange(timeframe, context);
  const seconds = bucketStarts.map(() => 0);
  const before = -1;
  const after = bucketStarts.length;
  // The bar a day falls in: `before` or `after` outside the range, else the last bar starting on or
  // before the day. Never decreases as the day grows.
  const barOf = (day: number): number => {
    if (day < start) return before;
    if (day >= end) return after;
    let low = 0;
    let high = bucketStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (bucketStarts[middle]! <= day) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  for (const result of results) {
    const played = result.seconds_played;
    if (typeof played !== 'number' || !Number.isFinite(played) || played < 0) continue;
    const instant = typeof result.period_datetime === 'string' ? parseInstant(result.period_datetime) : NaN;
    if (Number.isNaN(instant)) continue;
    // A zone is less than a day off UTC, so the local day is the UTC day, the day before or the day
    // after. When those three fall in the same bar (or all outside the range) the zone cannot change
    // the answer and its Intl formatter, the costly part, is skipped: three years of rows go from
    // milliseconds to a fraction of one.
    const utcDay = Math.floor(instant / dayMs);
    let bar = barOf(utcDay - 1);
    if (bar !== barOf(utcDay + 1)) bar = barOf(localDay(instant, context.timeZone));
    if (bar === before || bar === after) continue;
    seconds[bar]! += played;
  }
  return bucketStarts.map((bucketStart, index) => {
    const next = bucketStarts[index + 1] ?? end;
    const secondsPlayed = seconds[index] ?? 0;
    return {
      start: toCalendarDate(bucketStart),
      end: toCalendarDate(next),
      labelDate: new Date(bucketStart * dayMs),
      secondsPlayed,
      minutes: secondsToMinutes(secondsPlayed),
    };
  });
}

/**
 * Seconds played per local calendar day in the zone, for every day with a readable result (the rules of
 * bucketActivity: unreadable rows and negative or non-numeric seconds are dropped). Days without play are
 * not in the map.
 */
export function activityByDay(
  results: readonly ActivityResult[],
  timeZone: string,
): Map<CalendarDate, number> {
  const days = new Map<CalendarDate, number>();
  for (const result of results) {
    const played = result.seconds_played;
    if (typeof played !== 'number' || !Number.isFinite(played) || played < 0) continue;
    const instant = typeof result.period_datetime === 'string' ? parseInstant(result.period_datetime) : NaN;
    if (Number.isNaN(instant)) continue;
    const day = toCalendarDate(localDay(instant, timeZone));
    days.set(day, (days.get(day) ?? 0) + played);
  }
  return days;
}

/** What one bar of each timeframe adds up: a day for 1W and 1Mo, a week for 3Mos, a month for All Time. */
export const activityBarUnits = {
  '1W': 'day',
  '1Mo': 'day',
  '3Mos': 'week',
  AllTime: 'month',
} as const satisfies Record<ActivityTimeframe, 'day' | 'week' | 'month'>;

/**
 * The goal line in minutes for a timeframe: the daily goal where a bar is a day, null where a bar sums a
 * week or a month (a 45-minute line under a month of play would measure nothing).
 */
export function activityGoalMinutes(timeframe: ActivityTimeframe): number | null {
  return activityBarUnits[timeframe] === 'day' ? chart.goalMinutes : null;
}

/** The y-axis maximum in minutes: 60, or the largest value rounded up to the next multiple of 10. */
export function activityYMax(minutes: readonly number[]): number {
  const largest = minutes.reduce((max, value) => (Number.isFinite(value) && value > max ? value : max), 0);
  if (largest <= chart.yMaxDefault) return chart.yMaxDefault;
  return Math.ceil(largest / chart.yStep) * chart.yStep;
}

/** The smallest tick step of the list giving at most `maxTicks` ticks from 0 to `yMax`. */
export function activityTickStep(yMax: number, maxTicks: number = activityMaxTicks): number {
  for (const step of chart.tickSteps) {
    if (Math.floor(yMax / step) + 1 <= maxTicks) return step;
  }
  return 5000; // the largest step of the list
}

/** The tick values of the y-axis: 0, step, 2 x step ... up to `yMax`. */
export function activityTicks(yMax: number, maxTicks: number = activityMaxTicks): number[] {
  const step = activityTickStep(yMax, maxTicks);
  return Array.from({ length: Math.floor(Math.max(0, yMax) / step) + 1 }, (_, i) => i * step);
}

function safeLocale(locale: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en';
  } catch {
    return 'en';
  }
}

const labelFormatters = new Map<string, Intl.DateTimeFormat>();

/** A bar's label in a locale: the weekday for 1W, the day for 1Mo and 3Mos, month and year for All Time. */
export function activityBucketLabel(
  bucket: Pick<ActivityBucket, 'labelDate'>,
  timeframe: ActivityTimeframe,
  locale: string,
): string {
  // One formatter per timeframe and locale: building one (and checking the locale) costs far more than
  // formatting, and a chart labels up to dozens of bars on every new timeframe.
  const key = `${timeframe} ${locale}`;
  let formatter = labelFormatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions =
      timeframe === '1W'
        ? { weekday: 'short' }
        : timeframe === 'AllTime'
          ? { month: 'short', year: 'numeric' }
          : { month: 'short', day: 'numeric' };
    formatter = new Intl.DateTimeFormat(safeLocale(locale), { ...options, timeZone: 'UTC' });
    labelFormatters.set(key, formatter);
  }
  return formatter.format(bucket.labelDate);
}

/** Title of the 1W chart; `date` is the week's Monday, formatted for the reader's locale. */
export const activityWeekTitle: MessageDescriptor = /*i18n*/ {
  id: 'activity.title.week',
  message: 'Activity Week of {date}',
};

/** Title of the 1Mo chart. */
export const activityPastMonthTitle: MessageDescriptor = /*i18n*/ {
  id: 'activity.title.pastMonth',
  message: 'Past Month',
};

/** Title of the 3Mos chart. */
export const activityPastThreeMonthsTitle: MessageDescriptor = /*i18n*/ {
  id: 'activity.title.pastThreeMonths',
  message: 'Past 3 Months',
};

/** Title of the All Time chart. */
export const activityAllTimeTitle: MessageDescriptor = /*i18n*/ {
  id: 'activity.title.allTime',
  message: 'All Time',
};

/** The timeframe selector's labels. */
export const activityTimeframeLabels: Record<ActivityTimeframe, MessageDescriptor> = {
  '1W': /*i18n*/ { id: 'activity.timeframe.1W', message: '1W' },
  '1Mo': /*i18n*/ { id: 'activity.timeframe.1Mo', message: '1Mo' },
  '3Mos': /*i18n*/ { id: 'activity.timeframe.3Mos', message: '3Mos' },
  AllTime: /*i18n*/ { id: 'activity.timeframe.AllTime', message: 'All Time' },
};

/**
 * The chart's title for a timeframe; for 1W the week's Monday (of `now` in the zone) is formatted in the
 * locale's medium date style and passed as `date`.
 */
export function activityTitle(
  timeframe: ActivityTimeframe,
  context: ActivityContext & { locale: string },
): MessageDescriptor {
  switch (timeframe) {
    case '1W': {
      const { start } = dayRange('1W', context);
      const date = formatDate(new Date(start * dayMs), 'UTC', context.locale);
      return { ...activityWeekTitle, values: { date } };
    }
    case '1Mo':
      return activityPastMonthTitle;
    case '3Mos':
      return activityPastThreeMonthsTitle;
    case 'AllTime':
      return activityAllTimeTitle;
  }
}
