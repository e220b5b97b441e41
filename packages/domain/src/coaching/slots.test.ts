import { describe, expect, it } from 'vitest';
import {
  clockMinutes,
  dayIn,
  freeSlots,
  groupSlotsByDay,
  isFreeSlot,
  zonedInstant,
  type WeeklyHours,
} from './slots';

const denver = 'America/Denver';
// Monday 2025-03-03, 08:00 in Denver (15:00 UTC, MST = UTC-7).
const monday = new Date('2025-03-03T15:00:00Z');
const morning: WeeklyHours[] = [{ weekday: 1, start: '09:00', end: '10:30' }];

describe('free slots', () => {
  it('cuts weekly hours into 30-minute calls in the coach’s zone', () => {
    const slots = freeSlots({ hours: morning, timeZone: denver, now: monday, days: 1, taken: [] });
    expect(slots).toEqual([
      { startsAt: '2025-03-03T16:00:00.000Z', endsAt: '2025-03-03T16:30:00.000Z' },
      { startsAt: '2025-03-03T16:30:00.000Z', endsAt: '2025-03-03T17:00:00.000Z' },
      { startsAt: '2025-03-03T17:00:00.000Z', endsAt: '2025-03-03T17:30:00.000Z' },
    ]);
  });

  it.each([
    {
      rule: 'a taken slot is left out (any ISO form)',
      now: monday,
      taken: ['2025-03-03T09:30:00-07:00'],
      starts: ['2025-03-03T16:00:00.000Z', '2025-03-03T17:00:00.000Z'],
    },
    {
      rule: 'a slot within the hour’s notice is left out',
      now: new Date('2025-03-03T15:30:01Z'),
      taken: [],
      starts: ['2025-03-03T17:00:00.000Z'],
    },
    {
      rule: 'a slot exactly the notice ahead is offered',
      now: new Date('2025-03-03T15:30:00Z'),
      taken: [],
      starts: ['2025-03-03T16:30:00.000Z', '2025-03-03T17:00:00.000Z'],
    },
  ])('$rule', ({ now, taken, starts }) => {
    const slots = freeSlots({ hours: morning, timeZone: denver, now, days: 1, taken });
    expect(slots.map((slot) => slot.startsAt)).toEqual(starts);
  });

  it('offers the next two weeks by default, every weekday block once, ascending', () => {
    const hours: WeeklyHours[] = [
      { weekday: 2, start: '13:00', end: '14:00' },
      { weekday: 1, start: '09:00', end: '10:00' },
      { weekday: 1, start: '09:00', end: '10:00' },
    ];
    const slots = freeSlots({ hours, timeZone: denver, now: monday, taken: [] });
    expect(slots).toHaveLength(4 * 2);
    expect(slots.map((slot) => slot.startsAt)).toEqual([...slots.map((slot) => slot.startsAt)].sort());
    expect(slots.at(-1)!.startsAt).toBe('2025-03-11T19:30:00.000Z');
  });

  it('keeps local times across the change to summer time (and skips a time the clocks jump over)', () => {
    const hours: WeeklyHours[] = [
      { weekday: 0, start: '01:00', end: '03:00' },
      { weekday: 1, start: '09:00', end: '09:30' },
    ];
    // Clocks go forward on Sunday 2025-03-09 at 02:00 in Denver.
    const slots = freeSlots({
      hours,
      timeZone: denver,
      now: new Date('2025-03-07T12:00:00Z'),
      days: 4,
      taken: [],
    });
    expect(slots.map((slot) => slot.startsAt)).toEqual([
      '2025-03-09T08:00:00.000Z',
      '2025-03-09T08:30:00.000Z',
      '2025-03-10T15:00:00.000Z',
    ]);
    // The 02:00 and 02:30 slots do not exist that night; Monday 09:00 is now UTC-6.
  });

  it('a slot ends the slot length after its start', () => {
    const [slot] = freeSlots({
      hours: morning,
      timeZone: denver,
      now: monday,
      days: 1,
      taken: [],
      slotMinutes: 45,
    });
    expect(slot).toEqual({ startsAt: '2025-03-03T16:00:00.000Z', endsAt: '2025-03-03T16:45:00.000Z' });
  });

  it('ignores hours that are not HH:MM', () => {
    const hours = [
      { weekday: 1, start: '9:00', end: '10:00' },
      { weekday: 1, start: '09:00', end: '25:00' },
    ] as WeeklyHours[];
    expect(freeSlots({ hours, timeZone: denver, now: monday, days: 1, taken: [] })).toEqual([]);
  });

  it.each([
    { rule: 'a free slot', startsAt: '2025-03-03T16:30:00Z', free: true },
    { rule: 'the same slot in the coach’s offset', startsAt: '2025-03-03T09:30:00-07:00', free: true },
    { rule: 'a time between slots', startsAt: '2025-03-03T16:10:00Z', free: false },
    { rule: 'a taken slot', startsAt: '2025-03-03T17:00:00Z', free: false },
    { rule: 'not a time', startsAt: 'soon', free: false },
  ])('$rule is free: $free', ({ startsAt, free }) => {
    const input = { hours: morning, timeZone: denver, now: monday, days: 1, taken: ['2025-03-03T17:00:00Z'] };
    expect(isFreeSlot(input, startsAt)).toBe(free);
  });
});

describe('slots by day in the viewer’s zone', () => {
  it('groups by the viewer’s calendar day', () => {
    const slots = [
      { startsAt: '2025-03-03T22:30:00.000Z', endsAt: '2025-03-03T23:00:00.000Z' },
      { startsAt: '2025-03-03T23:30:00.000Z', endsAt: '2025-03-04T00:00:00.000Z' },
      { startsAt: '2025-03-04T16:00:00.000Z', endsAt: '2025-03-04T16:30:00.000Z' },
    ];
    expect(groupSlotsByDay(slots, 'Europe/Berlin')).toEqual([
      { day: '2025-03-03', slots: [slots[0]] },
      { day: '2025-03-04', slots: [slots[1], slots[2]] },
    ]);
    expect(groupSlotsByDay(slots, denver).map((group) => group.day)).toEqual(['2025-03-03', '2025-03-04']);
    expect(groupSlotsByDay([], denver)).toEqual([]);
  });
});

describe('zone helpers', () => {
  it.each([
    { value: '09:00', minutes: 540 },
    { value: '23:59', minutes: 1439 },
    { value: '24:00', minutes: 1440 },
    { value: '24:30', minutes: null },
    { value: '9:00', minutes: null },
    { value: '09:00:00', minutes: null },
  ])('$value is $minutes minutes', ({ value, minutes }) => {
    expect(clockMinutes(value)).toBe(minutes);
  });

  it('finds the instant of a wall-clock time, or null for one the clocks skip', () => {
    expect(zonedInstant(Date.UTC(2025, 6, 1, 9, 0), denver)).toBe(Date.UTC(2025, 6, 1, 15, 0));
    expect(zonedInstant(Date.UTC(2025, 2, 9, 2, 30), denver)).toBeNull();
    expect(dayIn(new Date('2025-03-04T05:00:00Z'), denver)).toBe('2025-03-03');
  });
});
