// A coach's free slots (issue 14): weekly hours in the coach's time zone, cut into 30-minute calls over the next
// two weeks, less the calls already booked and anything starting within the notice. Wall-clock times are turned
// into instants with Intl, so a day when the clocks change still gets its slots at the right local times (a
// local time the clocks skip is no slot).
import { bookingHorizonDays, bookingNoticeMinutes, coachingCallMinutes } from './calls';

/** One block of a coach's weekly hours, in the coach's zone: weekday 0 is Sunday, times `HH:MM`. */
export interface WeeklyHours {
  weekday: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  start: string;
  end: string;
}

/** A bookable slot (ISO UTC instants). */
export interface Slot {
  startsAt: string;
  endsAt: string;
}

/** What the free slots are worked out from. */
export interface FreeSlotsInput {
  hours: readonly WeeklyHours[];
  timeZone: string;
  now: Date;
  /** How many days ahead (default 14). */
  days?: number;
  /** The starts of calls already scheduled with the coach (any ISO form). */
  taken: readonly string[];
  /** Default 30. */
  slotMinutes?: number;
}

const minute = 60_000;
const day = 24 * 60 * minute;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock of an instant in a zone, as if it were UTC (milliseconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The instant a wall-clock time (as if UTC) is in a zone, or null when the clocks skip it. */
export function zonedInstant(wall: number, timeZone: string): number | null {
  const first = wall - (wallClock(wall, timeZone) - wall);
  const instant = wall - (wallClock(first, timeZone) - first);
  return wallClock(instant, timeZone) === wall ? instant : null;
}

/** `HH:MM` as minutes after midnight, or null. */
export function clockMinutes(value: string): number | null {
  if (value.length !== 5 || !/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/.test(value)) return null;
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3));
}

/** The calendar day (`YYYY-MM-DD`) of an instant in a zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The free slots, ascending (see the file's header). */
export function freeSlots(input: FreeSlotsInput): Slot[] {
  const days = input.days ?? bookingHorizonDays;
  const slotMinutes = input.slotMinutes ?? coachingCallMinutes;
  const now = input.now.getTime();
  const earliest = now + bookingNoticeMinutes * minute;
  const latest = now + days * day;
  const taken = new Set(input.taken.map((start) => Date.parse(start)));
  const today = Date.parse(`${dayIn(input.now, input.timeZone)}T00:00:00Z`);
  const starts = new Set<number>();
  // From the day before today (a zone behind UTC) to the day after the horizon: the bounds below trim the rest.
  for (let offset = -1; offset <= days + 1; offset += 1) {
    const date = today + offset * day;
    const weekday = new Date(date).getUTCDay();
    for (const block of input.hours) {
      if (block.weekday !== weekday) continue;
      const from = clockMinutes(block.start);
      const to = clockMinutes(block.end);
      if (from === null || to === null) continue;
      for (let at = from; at + slotMinutes <= to; at += slotMinutes) {
        const instant = zonedInstant(date + at * minute, input.timeZone);
        if (instant === null || instant < earliest || instant >= latest || taken.has(instant)) continue;
        starts.add(instant);
      }
    }
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => ({
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + slotMinutes * minute).toISOString(),
    }));
}

/** Whether `startsAt` (any ISO form) is one of the free slots. */
export function isFreeSlot(input: FreeSlotsInput, startsAt: string): boolean {
  const wanted = Date.parse(startsAt);
  return freeSlots(input).some((slot) => Date.parse(slot.startsAt) === wanted);
}

/** Slots grouped by calendar day in the viewer's zone, in order. */
export function groupSlotsByDay<T extends Slot>(
  slots: readonly T[],
  timeZone: string,
): { day: string; slots: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const slot of slots) {
    const key = dayIn(new Date(slot.startsAt), timeZone);
    const group = groups.get(key);
    if (group) group.push(slot);
    else groups.set(key, [slot]);
  }
  return [...groups].map(([key, daySlots]) => ({ day: key, slots: daySlots }));
}
