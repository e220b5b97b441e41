import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activityBarUnits,
  activityGoalMinutes,
  activityBucketLabel,
  addCalendarDays,
  addCalendarMonths,
  calendarDateIn,
  isCalendarDate,
  activityQueryStart,
  activityRange,
  activityTickStep,
  activityTicks,
  activityTimeframeLabels,
  activityTimeframes,
  activityTitle,
  activityYMax,
  bucketActivity,
  secondsToMinutes,
  type ActivityResult,
  type ActivityTimeframe,
} from './activity';
import { chart } from './constants';
import { formatMessage } from './messages';

const newYork = 'America/New_York';
// Wednesday 4 March 2026, 10:00 in New York (EST, UTC-5).
const wednesday = new Date('2026-03-04T15:00:00Z');

describe('activity timeframes', () => {
  it('offers 1W, 1Mo, 3Mos and All Time in that order', () => {
    expect(activityTimeframes).toEqual(['1W', '1Mo', '3Mos', 'AllTime']);
  });

  it.each([
    { timeframe: '1W', expected: '1W' },
    { timeframe: '1Mo', expected: '1Mo' },
    { timeframe: '3Mos', expected: '3Mos' },
    { timeframe: 'AllTime', expected: 'All Time' },
  ] as const)('labels $timeframe as "$expected" in the selector', ({ timeframe, expected }) => {
    expect(formatMessage(activityTimeframeLabels[timeframe])).toBe(expected);
  });
});

describe('the range of each timeframe (spec sections 4 and 9)', () => {
  it.each([
    {
      rule: '1W is the Monday-to-Sunday week containing a Wednesday',
      timeframe: '1W',
      now: wednesday,
      timeZone: newYork,
      start: '2026-03-02',
      end: '2026-03-09',
    },
    {
      rule: '1W on a Sunday still starts on the Monday before (weeks start Monday)',
      timeframe: '1W',
      now: new Date('2026-03-08T17:00:00Z'),
      timeZone: newYork,
      start: '2026-03-02',
      end: '2026-03-09',
    },
    {
      rule: '1W on a Monday starts that Monday',
      timeframe: '1W',
      now: new Date('2026-03-09T14:00:00Z'),
      timeZone: newYork,
      start: '2026-03-09',
      end: '2026-03-16',
    },
    {
      rule: '1W counts days in the given zone: Sunday night in New York is Monday in UTC',
      timeframe: '1W',
      now: new Date('2026-03-09T02:00:00Z'),
      timeZone: newYork,
      start: '2026-03-02',
      end: '2026-03-09',
    },
    {
      rule: '1W of the same instant in UTC is the next week',
      timeframe: '1W',
      now: new Date('2026-03-09T02:00:00Z'),
      timeZone: 'UTC',
      start: '2026-03-09',
      end: '2026-03-16',
    },
    {
      rule: '1Mo runs from the same day a month ago to today',
      timeframe: '1Mo',
      now: new Date('2026-03-15T15:00:00Z'),
      timeZone: newYork,
      start: '2026-02-15',
      end: '2026-03-16',
    },
    {
      rule: '1Mo clamps to the shorter month’s last day',
      timeframe: '1Mo',
      now: new Date('2026-03-31T15:00:00Z'),
      timeZone: newYork,
      start: '2026-02-28',
      end: '2026-04-01',
    },
    {
      rule: '3Mos covers whole weeks from the week three months ago to this week',
      timeframe: '3Mos',
      now: wednesday,
      timeZone: newYork,
      start: '2025-12-01',
      end: '2026-03-09',
    },
    {
      rule: 'All Time starts on the first play date and ends after the current month',
      timeframe: 'AllTime',
      now: wednesday,
      timeZone: newYork,
      firstPlayDate: '2025-11-20',
      start: '2025-11-20',
      end: '2026-04-01',
    },
    {
      rule: 'All Time reads a first play date-time in the given zone',
      timeframe: 'AllTime',
      now: wednesday,
      timeZone: newYork,
      firstPlayDate: '2025-11-20T03:00:00Z',
      start: '2025-11-19',
      end: '2026-04-01',
    },
    {
      rule: 'All Time without a first play date starts today',
      timeframe: 'AllTime',
      now: wednesday,
      timeZone: newYork,
      firstPlayDate: null,
      start: '2026-03-04',
      end: '2026-04-01',
    },
    {
      rule: 'All Time with a first play date in the future starts today',
      timeframe: 'AllTime',
      now: wednesday,
      timeZone: newYork,
      firstPlayDate: '2027-01-01',
      start: '2026-03-04',
      end: '2026-04-01',
    },
    {
      rule: 'All Time with a date the calendar does not have starts today',
      timeframe: 'AllTime',
      now: wednesday,
      timeZone: newYork,
      firstPlayDate: '2025-02-31',
      start: '2026-03-04',
      end: '2026-04-01',
    },
    {
      rule: 'All Time with an unreadable first play date starts today',
      timeframe: 'AllTime',
      now: wednesday,
      timeZone: newYork,
      firstPlayDate: 'last spring',
      start: '2026-03-04',
      end: '2026-04-01',
    },
    {
      rule: 'an unknown time zone counts days in the default zone, America/New_York',
      timeframe: '1W',
      now: new Date('2026-03-09T02:00:00Z'),
      timeZone: 'Mars/Olympus_Mons',
      start: '2026-03-02',
      end: '2026-03-09',
    },
  ] as const)('$rule', ({ timeframe, now, timeZone, start, end, ...rest }) => {
    const firstPlayDate = 'firstPlayDate' in rest ? rest.firstPlayDate : undefined;
    expect(activityRange(timeframe, { now, timeZone, firstPlayDate })).toEqual({ timeframe, start, end });
  });
});

describe('the query start, start_timestamp__gte at 00:00:00 (spec section 9)', () => {
  it.each([
    { timeframe: '1W', now: wednesday, expected: '2026-03-02T00:00:00-05:00' },
    { timeframe: '1W', now: new Date('2026-03-11T15:00:00Z'), expected: '2026-03-09T00:00:00-04:00' },
    { timeframe: '1Mo', now: wednesday, expected: '2026-02-04T00:00:00-05:00' },
    { timeframe: '3Mos', now: wednesday, expected: '2025-12-01T00:00:00-05:00' },
    { timeframe: 'AllTime', now: wednesday, expected: '2025-11-20T00:00:00-05:00' },
  ] as const)('starts $timeframe at $expected in New York', ({ timeframe, now, expected }) => {
    expect(activityQueryStart(timeframe, { now, timeZone: newYork, firstPlayDate: '2025-11-20' })).toBe(
      expected,
    );
  });

  it('writes a zone east of UTC with a plus sign and half hours', () => {
    expect(activityQueryStart('1W', { now: wednesday, timeZone: 'Asia/Kolkata' })).toBe(
      '2026-03-02T00:00:00+05:30',
    );
  });

  it('writes UTC as +00:00', () => {
    expect(activityQueryStart('1W', { now: wednesday, timeZone: 'UTC' })).toBe('2026-03-02T00:00:00+00:00');
  });
});

describe('bucketing activity results', () => {
  const context = { now: wednesday, timeZone: newYork };

  it('gives 1W seven bars, Monday to Sunday, empty ones at zero', () => {
    const buckets = bucketActivity([], '1W', context);
    expect(buckets.map((bucket) => bucket.start)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(buckets.every((bucket) => bucket.secondsPlayed === 0 && bucket.minutes === 0)).toBe(true);
    expect(buckets[6]?.end).toBe('2026-03-09');
  });

  it('adds each result to the bar of its day in the given zone', () => {
    const buckets = bucketActivity(
      [
        { period_datetime: '2026-03-02T15:00:00Z', seconds_played: 600 },
        { period_datetime: '2026-03-02T20:00:00Z', seconds_played: 300 },
        // 21:00 on Tuesday in New York, already Wednesday in UTC.
        { period_datetime: '2026-03-04T02:00:00Z', seconds_played: 1200 },
      ],
      '1W',
      context,
    );
    expect(buckets.map((bucket) => bucket.secondsPlayed)).toEqual([900, 1200, 0, 0, 0, 0, 0]);
    expect(buckets.map((bucket) => bucket.minutes)).toEqual([15, 20, 0, 0, 0, 0, 0]);
  });

  it('reads a date-time without a zone designator as UTC', () => {
    const buckets = bucketActivity(
      [{ period_datetime: '2026-03-04T02:00:00', seconds_played: 60 }],
      '1W',
      context,
    );
    expect(buckets[1]?.secondsPlayed).toBe(60);
  });

  it.each([
    {
      rule: 'a result before the range',
      row: { period_datetime: '2026-03-01T12:00:00Z', seconds_played: 60 },
    },
    {
      rule: 'a result after the range',
      row: { period_datetime: '2026-03-09T12:00:00Z', seconds_played: 60 },
    },
    { rule: 'an unreadable date', row: { period_datetime: 'soon', seconds_played: 60 } },
    { rule: 'negative seconds', row: { period_datetime: '2026-03-03T12:00:00Z', seconds_played: -60 } },
    {
      rule: 'seconds that are not a number',
      row: { period_datetime: '2026-03-03T12:00:00Z', seconds_played: NaN },
    },
    {
      rule: 'a date that is not a string',
      row: { period_datetime: 42, seconds_played: 60 } as unknown as ActivityResult,
    },
    {
      rule: 'a result centuries before the range',
      row: { period_datetime: '0500-03-03T12:00:00Z', seconds_played: 60 },
    },
  ])('drops $rule', ({ row }) => {
    const total = bucketActivity([row], '1W', context).reduce((sum, bucket) => sum + bucket.secondsPlayed, 0);
    expect(total).toBe(0);
  });

  it('gives 1Mo a bar per day', () => {
    const buckets = bucketActivity(
      [{ period_datetime: '2026-02-04T12:00:00Z', seconds_played: 120 }],
      '1Mo',
      context,
    );
    expect(buckets).toHaveLength(29);
    expect(buckets[0]).toMatchObject({
      start: '2026-02-04',
      end: '2026-02-05',
      secondsPlayed: 120,
      minutes: 2,
    });
    expect(buckets.at(-1)?.start).toBe('2026-03-04');
  });

  it('gives 3Mos a bar per week starting Monday', () => {
    const buckets = bucketActivity(
      [
        { period_datetime: '2025-12-07T12:00:00Z', seconds_played: 60 },
        { period_datetime: '2025-12-08T12:00:00Z', seconds_played: 120 },
        { period_datetime: '2026-03-04T12:00:00Z', seconds_played: 180 },
      ],
      '3Mos',
      context,
    );
    expect(buckets).toHaveLength(14);
    expect(buckets[0]).toMatchObject({ start: '2025-12-01', end: '2025-12-08', secondsPlayed: 60 });
    expect(buckets[1]).toMatchObject({ start: '2025-12-08', end: '2025-12-15', secondsPlayed: 120 });
    expect(buckets.at(-1)).toMatchObject({ start: '2026-03-02', end: '2026-03-09', secondsPlayed: 180 });
  });

  it('gives All Time a bar per month from the month of the first play', () => {
    const buckets = bucketActivity(
      [
        { period_datetime: '2025-11-19T12:00:00Z', seconds_played: 999 },
        { period_datetime: '2025-11-20T12:00:00Z', seconds_played: 60 },
        { period_datetime: '2026-01-31T12:00:00Z', seconds_played: 120 },
      ],
      'AllTime',
      { ...context, firstPlayDate: '2025-11-20' },
    );
    expect(buckets.map((bucket) => [bucket.start, bucket.secondsPlayed])).toEqual([
      ['2025-11-01', 60],
      ['2025-12-01', 0],
      ['2026-01-01', 120],
      ['2026-02-01', 0],
      ['2026-03-01', 0],
    ]);
    expect(buckets.at(-1)?.end).toBe('2026-04-01');
  });

  it.each([
    {
      rule: 'the evening of the last day of a month in New York is already the 1st in UTC',
      at: '2026-02-01T03:00:00Z',
      timeZone: newYork,
      month: '2026-01-01',
    },
    {
      rule: 'the morning of the 1st in Auckland is still the month before in UTC',
      at: '2026-01-31T12:00:00Z',
      timeZone: 'Pacific/Auckland',
      month: '2026-02-01',
    },
    {
      rule: 'a result in the middle of a month',
      at: '2026-01-15T12:00:00Z',
      timeZone: 'Pacific/Auckland',
      month: '2026-01-01',
    },
  ])('adds a result to the month of its local day: $rule', ({ at, timeZone, month }) => {
    const buckets = bucketActivity([{ period_datetime: at, seconds_played: 60 }], 'AllTime', {
      now: wednesday,
      timeZone,
      firstPlayDate: '2025-11-20',
    });
    expect(buckets.filter((bucket) => bucket.secondsPlayed > 0).map((bucket) => bucket.start)).toEqual([
      month,
    ]);
  });

  it('gives each bar a label date at midnight UTC of its first day', () => {
    const [monday] = bucketActivity([], '1W', context);
    expect(monday?.labelDate.toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });

  const timeframe = fc.constantFrom<ActivityTimeframe>(...activityTimeframes);
  const now = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true });
  const timeZone = fc.constantFrom('UTC', newYork, 'Asia/Kolkata', 'Pacific/Auckland', 'America/Santiago');
  const instant = fc.integer({ min: Date.parse('2018-01-01'), max: Date.parse('2031-12-31') });

  it('keeps the total of seconds played of the results inside the range', () => {
    fc.assert(
      // The inner property's seed is drawn by the outer one: under the run's one global seed, each of the 40
      // outer cases would otherwise draw its rows from the same random stream.
      fc.property(
        timeframe,
        now,
        timeZone,
        fc.integer({ min: 0, max: 2000 }),
        fc.integer(),
        (tf, at, zone, days, innerSeed) => {
          const ctx = {
            now: at,
            timeZone: zone,
            firstPlayDate: new Date(at.getTime() - days * 86_400_000).toISOString(),
          };
          const range = activityRange(tf, ctx);
          const from = Date.parse(`${range.start}T00:00:00Z`) + 14 * 3_600_000;
          const to = Date.parse(`${range.end}T00:00:00Z`) - 14 * 3_600_000;
          // A one-day range (All Time on the day of the first play) leaves no instant that is inside it in
          // every zone once the 14-hour margins are taken off: nothing to check there.
          if (to < from) return;
          return fc.assert(
            fc.property(
              fc.array(fc.record({ at: fc.integer({ min: from, max: to }), seconds: fc.nat(10_000) })),
              (rows) => {
                const results = rows.map((row) => ({
                  period_datetime: new Date(row.at).toISOString(),
                  seconds_played: row.seconds,
                }));
                const buckets = bucketActivity(results, tf, ctx);
                const total = buckets.reduce((sum, bucket) => sum + bucket.secondsPlayed, 0);
                expect(total).toBe(rows.reduce((sum, row) => sum + row.seconds, 0));
              },
            ),
            { numRuns: 5, seed: innerSeed },
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('adds a result to the bar holding its calendar day in the zone, or to none outside the range', () => {
    fc.assert(
      fc.property(timeframe, now, timeZone, instant, (tf, at, zone, when) => {
        const ctx = { now: at, timeZone: zone, firstPlayDate: '2019-06-15' };
        const day = calendarDateIn(new Date(when), zone);
        const result = { period_datetime: new Date(when).toISOString(), seconds_played: 60 };
        const range = activityRange(tf, ctx);
        const holding = bucketActivity([result], tf, ctx).filter((bucket) => bucket.secondsPlayed > 0);
        if (day < range.start || day >= range.end) {
          expect(holding).toEqual([]);
        } else {
          expect(holding).toHaveLength(1);
          expect(holding[0]!.start <= day && day < holding[0]!.end).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never counts more than it was given, and gives contiguous bars', () => {
    fc.assert(
      fc.property(
        timeframe,
        now,
        timeZone,
        fc.array(fc.record({ at: instant, seconds: fc.nat(10_000) })),
        (tf, at, zone, rows) => {
          const results = rows.map((row) => ({
            period_datetime: new Date(row.at).toISOString(),
            seconds_played: row.seconds,
          }));
          const buckets = bucketActivity(results, tf, {
            now: at,
            timeZone: zone,
            firstPlayDate: '2019-06-15',
          });
          const total = buckets.reduce((sum, bucket) => sum + bucket.secondsPlayed, 0);
          expect(total).toBeLessThanOrEqual(rows.reduce((sum, row) => sum + row.seconds, 0));
          for (let i = 1; i < buckets.length; i += 1) expect(buckets[i]?.start).toBe(buckets[i - 1]?.end);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('chart values (spec section 9)', () => {
  it.each([
    { seconds: 0, minutes: 0 },
    { seconds: 29, minutes: 0 },
    { seconds: 30, minutes: 1 },
    { seconds: 89, minutes: 1 },
    { seconds: 90, minutes: 2 },
    { seconds: 2700, minutes: 45 },
  ])('shows $seconds seconds as $minutes rounded minutes', ({ seconds, minutes }) => {
    expect(secondsToMinutes(seconds)).toBe(minutes);
  });

  it('draws the goal line at 45 minutes', () => {
    expect(chart.goalMinutes).toBe(45);
  });

  it.each([
    { rule: 'is 60 without data', minutes: [], yMax: 60 },
    { rule: 'stays 60 while data is at most 60', minutes: [12, 60], yMax: 60 },
    { rule: 'grows to the next step of 10 when data exceeds 60', minutes: [61], yMax: 70 },
    { rule: 'lands on a multiple of 10 exactly', minutes: [80, 3], yMax: 80 },
    { rule: 'grows with the largest value', minutes: [125, 30], yMax: 130 },
    { rule: 'ignores values that are not numbers', minutes: [NaN, 20], yMax: 60 },
  ])('the y-axis maximum $rule', ({ minutes, yMax }) => {
    expect(activityYMax(minutes)).toBe(yMax);
  });

  it.each([
    { yMax: 60, step: 10 },
    { yMax: 90, step: 10 },
    { yMax: 100, step: 20 },
    { yMax: 130, step: 20 },
    { yMax: 200, step: 50 },
    { yMax: 1_000_000, step: 5000 },
  ])('picks a tick step of $step for a maximum of $yMax (at most 10 ticks)', ({ yMax, step }) => {
    expect(activityTickStep(yMax)).toBe(step);
  });

  it('picks the smallest step when fewer ticks are asked for', () => {
    expect(activityTickStep(60, 5)).toBe(20);
    expect(activityTickStep(40, 20)).toBe(5);
  });

  it('ticks every 10 up to the default maximum of 60', () => {
    expect(activityTicks(60)).toEqual([0, 10, 20, 30, 40, 50, 60]);
  });

  it('stops the ticks at the maximum when it is not a multiple of the step', () => {
    expect(activityTicks(130)).toEqual([0, 20, 40, 60, 80, 100, 120]);
  });
});

describe('chart titles and labels (spec section 9)', () => {
  it.each([
    { timeframe: '1W', expected: 'Activity Week of Mar 2, 2026' },
    { timeframe: '1Mo', expected: 'Past Month' },
    { timeframe: '3Mos', expected: 'Past 3 Months' },
    { timeframe: 'AllTime', expected: 'All Time' },
  ] as const)('titles $timeframe "$expected"', ({ timeframe, expected }) => {
    expect(
      formatMessage(activityTitle(timeframe, { now: wednesday, timeZone: newYork, locale: 'en-US' })),
    ).toBe(expected);
  });

  it('passes the week’s start date formatted for the locale', () => {
    const title = activityTitle('1W', { now: wednesday, timeZone: newYork, locale: 'fr-CA' });
    expect(title.message).toBe('Activity Week of {date}');
    expect(title.values?.date).toBe('2 mars 2026');
  });

  it('formats in English when the locale is malformed', () => {
    const title = activityTitle('1W', { now: wednesday, timeZone: newYork, locale: 'not a locale!' });
    expect(title.values?.date).toBe('Mar 2, 2026');
  });

  it('labels bars in English when the locale is malformed', () => {
    expect(activityBucketLabel({ labelDate: new Date('2026-03-02T00:00:00Z') }, '1W', 'not a locale!')).toBe(
      'Mon',
    );
  });

  it('labels the seven bars of a week with their weekdays', () => {
    const labels = bucketActivity([], '1W', { now: wednesday, timeZone: newYork }).map((bucket) =>
      activityBucketLabel(bucket, '1W', 'en-US'),
    );
    expect(labels).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it.each([
    { timeframe: '1W', expected: 'Mon' },
    { timeframe: '1Mo', expected: 'Mar 2' },
    { timeframe: '3Mos', expected: 'Mar 2' },
    { timeframe: 'AllTime', expected: 'Mar 2026' },
  ] as const)('labels a $timeframe bar "$expected"', ({ timeframe, expected }) => {
    expect(activityBucketLabel({ labelDate: new Date('2026-03-02T00:00:00Z') }, timeframe, 'en-US')).toBe(
      expected,
    );
  });
});

describe('calendar days', () => {
  it.each([
    { value: '2026-03-02', valid: true },
    { value: '2024-02-29', valid: true },
    { value: '2026-02-29', valid: false },
    { value: '2026-3-2', valid: false },
    { value: 20260302, valid: false },
  ])('reads $value as a calendar day: $valid', ({ value, valid }) => {
    expect(isCalendarDate(value)).toBe(valid);
  });

  it.each([
    { date: '2026-01-31', months: 1, expected: '2026-02-28' },
    { date: '2024-01-31', months: 1, expected: '2024-02-29' },
    { date: '2026-03-31', months: -1, expected: '2026-02-28' },
    { date: '2026-11-15', months: 3, expected: '2027-02-15' },
    { date: '2026-05-10', months: 0, expected: '2026-05-10' },
  ])('adds $months months to $date: $expected', ({ date, months, expected }) => {
    expect(addCalendarMonths(date, months)).toBe(expected);
  });

  it('adds days across a month and a year', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('gives the day of an instant in a zone', () => {
    expect(calendarDateIn(new Date('2026-03-09T02:00:00Z'), newYork)).toBe('2026-03-08');
    expect(calendarDateIn(new Date('2026-03-09T02:00:00Z'), 'UTC')).toBe('2026-03-09');
  });
});

describe('the goal line', () => {
  it.each([
    ['1W', 'day', 45],
    ['1Mo', 'day', 45],
    ['3Mos', 'week', null],
    ['AllTime', 'month', null],
  ] as const)('a %s bar adds up a %s, so its goal line is %s', (timeframe, unit, goal) => {
    expect(activityBarUnits[timeframe]).toBe(unit);
    expect(activityGoalMinutes(timeframe)).toBe(goal);
  });
});

// Date.UTC(50, 2, 2) is 2 March 1950: JavaScript reads the years 0 to 99 as 1900 to 1999. A calendar day
// of those years (a first play date typed as 0025, an instant read from such a date) must stay in its
// year, and the years around them (0, 100) too.
describe('the years 0 to 99 and around them', () => {
  it.each([
    { value: '0050-03-02', valid: true },
    { value: '0000-02-29', valid: true },
    { value: '0099-12-31', valid: true },
    { value: '0100-02-29', valid: false },
    { value: '0004-02-29', valid: true },
    { value: '0001-02-29', valid: false },
  ])('reads $value as a calendar day: $valid', ({ value, valid }) => {
    expect(isCalendarDate(value)).toBe(valid);
  });

  it.each([
    { date: '0099-12-15', months: 1, expected: '0100-01-15' },
    { date: '0050-01-31', months: 1, expected: '0050-02-28' },
    { date: '0100-03-31', months: -1, expected: '0100-02-28' },
    { date: '0000-01-31', months: 1, expected: '0000-02-29' },
    { date: '0001-01-15', months: -1, expected: '0000-12-15' },
    { date: '1999-12-15', months: 1, expected: '2000-01-15' },
  ])('adds $months months to $date: $expected', ({ date, months, expected }) => {
    expect(addCalendarMonths(date, months)).toBe(expected);
  });

  it.each([
    { date: '0001-01-01', days: 1, expected: '0001-01-02' },
    { date: '0099-12-31', days: 1, expected: '0100-01-01' },
    { date: '0000-01-01', days: -1, expected: '-000001-12-31' },
    { date: '9999-12-31', days: 1, expected: '+010000-01-01' },
  ])('adds $days day to $date: $expected', ({ date, days, expected }) => {
    expect(addCalendarDays(date, days)).toBe(expected);
  });

  it('refuses a text that is no calendar day at all', () => {
    expect(() => addCalendarDays('last spring', 1)).toThrow(RangeError);
  });

  it.each([
    { at: '0050-03-02T12:00:00Z', timeZone: 'UTC', day: '0050-03-02' },
    { at: '0050-03-02T02:00:00Z', timeZone: newYork, day: '0050-03-01' },
    { at: '0099-12-31T23:00:00Z', timeZone: 'Asia/Kolkata', day: '0100-01-01' },
    { at: '0000-06-15T12:00:00Z', timeZone: 'UTC', day: '0000-06-15' },
    { at: '-000001-06-15T12:00:00Z', timeZone: 'UTC', day: '-000001-06-15' },
  ])('gives the day of $at in $timeZone: $day', ({ at, timeZone, day }) => {
    expect(calendarDateIn(new Date(at), timeZone)).toBe(day);
  });

  it('counts the week of a clock in the year 50 in that year', () => {
    // Friday 4 March 0050 (the proleptic Gregorian calendar): its week starts Monday 28 February.
    const now = new Date('0050-03-04T15:00:00Z');
    expect(activityRange('1W', { now, timeZone: 'UTC' })).toEqual({
      timeframe: '1W',
      start: '0050-02-28',
      end: '0050-03-07',
    });
    const buckets = bucketActivity(
      [
        { period_datetime: '0050-03-02T12:00:00Z', seconds_played: 600 },
        { period_datetime: '1950-03-02T12:00:00Z', seconds_played: 999 },
      ],
      '1W',
      { now, timeZone: 'UTC' },
    );
    expect(buckets.map((bucket) => bucket.secondsPlayed)).toEqual([0, 0, 600, 0, 0, 0, 0]);
    expect(buckets[0]?.labelDate.getUTCFullYear()).toBe(50);
  });

  it('starts All Time on a first play date in the year 99', () => {
    const context = { now: new Date('0100-03-04T15:00:00Z'), timeZone: 'UTC', firstPlayDate: '0099-06-15' };
    expect(activityRange('AllTime', context)).toEqual({
      timeframe: 'AllTime',
      start: '0099-06-15',
      end: '0100-04-01',
    });
    expect(activityQueryStart('AllTime', context)).toBe('0099-06-15T00:00:00+00:00');
    const buckets = bucketActivity(
      [{ period_datetime: '0099-07-04T12:00:00Z', seconds_played: 120 }],
      'AllTime',
      context,
    );
    expect(buckets.map((bucket) => [bucket.start, bucket.minutes]).slice(0, 2)).toEqual([
      ['0099-06-01', 0],
      ['0099-07-01', 2],
    ]);
    expect(buckets).toHaveLength(10);
  });

  it('adds a result of the year 50 to the bar of its local day', () => {
    // The evening of 2 March 0050 in New York (local mean time, UTC-4:56) is already 3 March in UTC.
    const buckets = bucketActivity([{ period_datetime: '0050-03-03T02:00:00Z', seconds_played: 60 }], '1W', {
      now: new Date('0050-03-04T15:00:00Z'),
      timeZone: newYork,
    });
    expect(buckets.find((bucket) => bucket.secondsPlayed > 0)?.start).toBe('0050-03-02');
  });

  const anyYear = fc.integer({
    min: Date.parse('0000-01-01T00:00:00Z'),
    max: Date.parse('0200-12-31T00:00:00Z'),
  });
  it('gives every instant of the first centuries the day its UTC date says, shifted by the zone', () => {
    fc.assert(
      fc.property(anyYear, (when) => {
        const utc = new Date(when).toISOString().slice(0, 10);
        expect(calendarDateIn(new Date(when), 'UTC')).toBe(utc);
        expect(addCalendarDays(utc, 0)).toBe(utc);
        expect(isCalendarDate(utc)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
