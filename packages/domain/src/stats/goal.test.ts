import { describe, expect, it } from 'vitest';
import { activityByDay, type ActivityResult } from '../activity';
import { goalSummary, goalSummaryOfDays, reachesGoal } from './goal';

const newYork = 'America/New_York';
// Wednesday 4 March 2026, 10:00 in New York.
const now = new Date('2026-03-04T15:00:00Z');

/** One session at 12:00 UTC (07:00 in New York) of a day, in minutes. */
function played(day: string, minutes: number): ActivityResult {
  return { period_datetime: `${day}T12:00:00Z`, seconds_played: minutes * 60 };
}

describe('the daily goal of 45 minutes', () => {
  it.each([
    { seconds: 44 * 60, reached: false },
    // 44.5 minutes show as 45 on the chart, so they count as the goal.
    { seconds: 44 * 60 + 30, reached: true },
    { seconds: 45 * 60, reached: true },
    { seconds: 0, reached: false },
  ])('counts $seconds seconds as reaching it: $reached', ({ seconds, reached }) => {
    expect(reachesGoal(seconds)).toBe(reached);
  });
});

describe('seconds played per local day', () => {
  it('adds the sessions of a day in the zone and drops unreadable rows', () => {
    const days = activityByDay(
      [
        { period_datetime: '2026-03-02T15:00:00Z', seconds_played: 600 },
        // 21:00 on Monday in New York.
        { period_datetime: '2026-03-03T02:00:00Z', seconds_played: 300 },
        { period_datetime: 'soon', seconds_played: 60 },
        { period_datetime: '2026-03-02T15:00:00Z', seconds_played: -60 },
        { period_datetime: 7 as unknown as string, seconds_played: 60 },
      ],
      newYork,
    );
    expect([...days]).toEqual([['2026-03-02', 900]]);
  });
});

describe('the week and the streaks', () => {
  it('gives the seven days of this week, Monday first, with today’s and the upcoming ones', () => {
    const summary = goalSummary([played('2026-03-02', 50), played('2026-03-03', 30)], {
      now,
      timeZone: newYork,
    });
    expect(summary.weekStart).toBe('2026-03-02');
    expect(summary.today).toBe('2026-03-04');
    expect(summary.goalMinutes).toBe(45);
    expect(summary.week.map((day) => [day.date, day.minutes, day.reachedGoal, day.upcoming])).toEqual([
      ['2026-03-02', 50, true, false],
      ['2026-03-03', 30, false, false],
      ['2026-03-04', 0, false, false],
      ['2026-03-05', 0, false, true],
      ['2026-03-06', 0, false, true],
      ['2026-03-07', 0, false, true],
      ['2026-03-08', 0, false, true],
    ]);
    expect(summary.daysAtGoalThisWeek).toBe(1);
    expect(summary.minutesThisWeek).toBe(80);
  });

  it.each([
    {
      rule: 'no play gives no streak',
      days: [],
      current: 0,
      longest: 0,
      last: null,
    },
    {
      rule: 'a run ending today is current',
      days: [played('2026-03-02', 45), played('2026-03-03', 60), played('2026-03-04', 46)],
      current: 3,
      longest: 3,
      last: '2026-03-04',
    },
    {
      rule: 'a run ending yesterday is still current while today has not reached the goal',
      days: [played('2026-03-02', 45), played('2026-03-03', 60), played('2026-03-04', 20)],
      current: 2,
      longest: 2,
      last: '2026-03-03',
    },
    {
      rule: 'a run ending the day before yesterday is over',
      days: [played('2026-03-01', 45), played('2026-03-02', 60)],
      current: 0,
      longest: 2,
      last: '2026-03-02',
    },
    {
      rule: 'a day under the goal breaks a run, and the longest run is remembered',
      days: [
        played('2026-02-20', 50),
        played('2026-02-21', 50),
        played('2026-02-22', 50),
        played('2026-02-23', 10),
        played('2026-03-03', 50),
        played('2026-03-04', 50),
      ],
      current: 2,
      longest: 3,
      last: '2026-03-04',
    },
    {
      rule: 'two sessions of a day add up to the goal',
      days: [played('2026-03-04', 20), { period_datetime: '2026-03-04T14:00:00Z', seconds_played: 25 * 60 }],
      current: 1,
      longest: 1,
      last: '2026-03-04',
    },
    {
      rule: 'a day after today does not count',
      days: [played('2026-03-05', 50)],
      current: 0,
      longest: 0,
      last: null,
    },
  ])('$rule', ({ days, current, longest, last }) => {
    const summary = goalSummary(days, { now, timeZone: newYork });
    expect(summary.currentStreak).toBe(current);
    expect(summary.longestStreak).toBe(longest);
    expect(summary.lastGoalDay).toBe(last);
  });

  it('counts the days in the account’s zone: late evening play belongs to that evening', () => {
    // 23:30 on Tuesday in New York is Wednesday in UTC.
    const summary = goalSummary([{ period_datetime: '2026-03-04T04:30:00Z', seconds_played: 50 * 60 }], {
      now,
      timeZone: newYork,
    });
    expect(summary.lastGoalDay).toBe('2026-03-03');
    expect(summary.currentStreak).toBe(1);
  });

  it('counts a streak across the turn of a month and a year', () => {
    const summary = goalSummary(
      [played('2025-12-31', 50), played('2026-01-01', 50), played('2026-01-02', 50)],
      { now: new Date('2026-01-02T20:00:00Z'), timeZone: newYork },
    );
    expect(summary.currentStreak).toBe(3);
  });

  it('gives the same summary from the seconds of each day as from the sessions', () => {
    const sessions = [
      played('2026-02-27', 30),
      played('2026-02-27', 20),
      played('2026-02-28', 44),
      played('2026-03-02', 45),
      played('2026-03-03', 90),
    ];
    const days = new Map([
      ['2026-02-27', 50 * 60],
      ['2026-02-28', 44 * 60],
      ['2026-03-02', 45 * 60],
      ['2026-03-03', 90 * 60],
    ]);
    const fromDays = goalSummaryOfDays(days, { now, timeZone: newYork });
    expect(fromDays).toEqual(goalSummary(sessions, { now, timeZone: newYork }));
    expect(fromDays.currentStreak).toBe(2);
    expect(fromDays.longestStreak).toBe(2);
  });
});
