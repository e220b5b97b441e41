// The 45-minute daily goal (spec section 9) as a parent follows it: the days of this week that reached it
// (the weekly goal ring), and the streaks of days in a row that did.
//
// Choices where the spec is silent (docs/decisions.md "Player stats"):
// - A day reaches the goal when its play, in rounded minutes as the chart shows it, is 45 or more.
// - The current streak counts the days in a row that reached the goal up to today; today still counts as
//   part of it while it has not reached the goal yet (the day is not over), so a streak ending yesterday
//   is still current. A day before yesterday without the goal ends it.
// - The week is the chart's 1W week: Monday to Sunday of the week holding today, in the account's zone.
import { chart } from '../constants';
import {
  activityByDay,
  activityRange,
  addCalendarDays,
  calendarDateIn,
  secondsToMinutes,
  type ActivityResult,
  type CalendarDate,
} from '../activity';

/** One day of the week as the goal ring shows it. */
export interface GoalDay {
  date: CalendarDate;
  minutes: number;
  reachedGoal: boolean;
  /** A day after today: not played yet. */
  upcoming: boolean;
}

/** The goal and the streaks of a player at an instant. */
export interface GoalSummary {
  goalMinutes: number;
  today: CalendarDate;
  /** Monday of this week. */
  weekStart: CalendarDate;
  /** Monday to Sunday. */
  week: GoalDay[];
  /** Days of this week that reached the goal (0 to 7). */
  daysAtGoalThisWeek: number;
  minutesThisWeek: number;
  /** Days in a row reaching the goal, up to today (or yesterday while today has not reached it yet). */
  currentStreak: number;
  /** The longest run of days reaching the goal, ever. */
  longestStreak: number;
  /** The last day that reached the goal, or null. */
  lastGoalDay: CalendarDate | null;
}

/** Whether a day's seconds reach the daily goal (rounded minutes, as the chart shows them). */
export function reachesGoal(seconds: number): boolean {
  return secondsToMinutes(seconds) >= chart.goalMinutes;
}

/** The week's goal days and the streaks, from a player's activity results. */
export function goalSummary(
  results: readonly ActivityResult[],
  context: { now: Date; timeZone: string },
): GoalSummary {
  return goalSummaryOfDays(activityByDay(results, context.timeZone), context);
}

/**
 * The same from the seconds played on each calendar day of the zone (activityByDay's map), as a server
 * that sums the days in its database has them: years of play are then a day's row each, not a session's.
 */
export function goalSummaryOfDays(
  days: ReadonlyMap<CalendarDate, number>,
  context: { now: Date; timeZone: string },
): GoalSummary {
  const today = calendarDateIn(context.now, context.timeZone);
  const { start: weekStart } = activityRange('1W', context);

  const week: GoalDay[] = Array.from({ length: 7 }, (_, index) => {
    const date = addCalendarDays(weekStart, index);
    const seconds = days.get(date) ?? 0;
    return {
      date,
      minutes: secondsToMinutes(seconds),
      reachedGoal: date <= today && reachesGoal(seconds),
      upcoming: date > today,
    };
  });

  // Goal days up to today, oldest first; a run continues while each day is the day after the last one.
  const goalDays = [...days]
    .filter(([date, seconds]) => date <= today && reachesGoal(seconds))
    .map(([date]) => date)
    .sort();
  let longestStreak = 0;
  let run = 0;
  let previous: CalendarDate | null = null;
  for (const date of goalDays) {
    run = previous !== null && addCalendarDays(previous, 1) === date ? run + 1 : 1;
    longestStreak = Math.max(longestStreak, run);
    previous = date;
  }
  const lastGoalDay = previous;
  // `run` is the run ending on the last goal day: current while that day is today or yesterday.
  const currentStreak =
    lastGoalDay !== null && (lastGoalDay === today || addCalendarDays(lastGoalDay, 1) === today) ? run : 0;

  return {
    goalMinutes: chart.goalMinutes,
    today,
    weekStart,
    week,
    daysAtGoalThisWeek: week.filter((day) => day.reachedGoal).length,
    minutesThisWeek: week.reduce((sum, day) => sum + (day.upcoming ? 0 : day.minutes), 0),
    currentStreak,
    longestStreak,
    lastGoalDay,
  };
}
