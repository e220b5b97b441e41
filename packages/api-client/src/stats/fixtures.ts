// Demo player stats for stories and tests: the parent's children (Maya, Leo, and Noor who is deactivated),
// their play made by a seeded generator up to a pinned day (`statsFixtureClock`, Wednesday 11 March 2026
// in New York), and the summaries the server would give for it, made with @hub/domain's own rules.
import {
  addCalendarDays,
  calendarDateIn,
  goalSummary,
  type ActivityResult,
  type CalendarDate,
} from '@hub/domain';
import type { IncompleteProfile, Player } from './schemas';
import type {
  AccountStatistics,
  CoolDown,
  CooldownEvent,
  ExperimentVariant,
  GameProfile,
  HrRise,
  PlayerDetail,
  PlayerDetails,
  PlayerGameSettings,
  PlayerOverview,
  PlayerSurvey,
} from './player-schemas';

/** The moment the stats fixtures are made for: Wednesday 11 March 2026, 1 pm in New York. */
export const statsFixtureClock = { now: new Date('2026-03-11T17:00:00Z'), timeZone: 'America/New_York' };

const maya: Player = {
  id: 21,
  name: 'Maya',
  in_program: true,
  role: 'player',
  is_active: true,
  statistic: { first_play_date: '2025-11-20' },
};
const leo: Player = {
  id: 22,
  name: 'Leo',
  in_program: true,
  role: 'player',
  is_active: true,
  statistic: { first_play_date: '2025-12-02' },
};
const noor: Player = {
  id: 23,
  name: 'Noor',
  in_program: false,
  role: 'player',
  is_active: false,
  statistic: { first_play_date: '2023-06-01' },
};
const newcomer: Player = {
  id: 24,
  name: 'Sami',
  in_program: true,
  role: 'player',
  is_active: true,
  statistic: { first_play_date: null },
};

/** The parent's two active children, as in the server's demo world (and the home page's stories). */
export const playersFixture: Player[] = [maya, leo];

/** The player lists of the stats screen's states. */
export const playerListFixtures = {
  none: [] as Player[],
  one: [maya],
  many: [maya, leo, noor],
  /** A child who has not played yet. */
  notPlayed: [newcomer],
  /** A long list, to page: twelve children. */
  twelve: Array.from({ length: 12 }, (_, index): Player => ({
    ...leo,
    id: 100 + index,
    name: `Child ${index + 1}`,
  })),
} satisfies Record<string, Player[]>;

export const incompleteProfilesFixture: IncompleteProfile[] = [{ id: 22, player_name: 'Leo' }];

/** Mulberry32: a small seeded generator, the same numbers on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** How a fixture child plays. */
export interface PlayPattern {
  /** The first day with play. */
  from: CalendarDate;
  /** The last day with play (today by default). */
  until?: CalendarDate;
  seed?: number;
  minMinutes?: number;
  maxMinutes?: number;
  restDays?: number;
  /** The last days up to `until` all at the goal or more (a streak). */
  streakDays?: number;
}

/**
 * Daily play as the API sends it: on most days one or two sessions in the late afternoon in New York,
 * rest days in between; a streak of days at 50 minutes or more at the end when asked.
 */
export function generateActivity({
  from,
  until = calendarDateIn(statsFixtureClock.now, statsFixtureClock.timeZone),
  seed = 7,
  minMinutes = 5,
  maxMinutes = 62,
  restDays = 0.18,
  streakDays = 0,
}: PlayPattern): ActivityResult[] {
  const random = seededRandom(seed);
  const streakFrom = addCalendarDays(until, 1 - streakDays);
  const results: ActivityResult[] = [];
  for (let day = from; day <= until; day = addCalendarDays(day, 1)) {
    const inStreak = streakDays > 0 && day >= streakFrom;
    if (!inStreak && random() < restDays) continue;
    const minutes = inStreak ? 50 + random() * 12 : minMinutes + random() * (maxMinutes - minMinutes);
    if (random() < 0.35) {
      const first = Math.round(minutes * 0.6 * 60);
      results.push({ period_datetime: `${day}T21:10:00Z`, seconds_played: first });
      results.push({ period_datetime: `${day}T23:40:00Z`, seconds_played: Math.round(minutes * 60) - first });
    } else {
      results.push({ period_datetime: `${day}T22:05:00Z`, seconds_played: Math.round(minutes * 60) });
    }
  }
  return results;
}

/**
 * Each fixture child's play: Maya since November with a five-day streak up to today, Leo since December
 * in shorter sessions, Noor from June 2023 until her deactivation at the end of November 2025.
 */
export const activityFixtures: Record<number, ActivityResult[]> = {
  [maya.id]: generateActivity({ from: '2025-11-20', streakDays: 5 }),
  [leo.id]: generateActivity({ from: '2025-12-02', seed: 11, maxMinutes: 48, restDays: 0.3 }),
  [noor.id]: generateActivity({ from: '2023-06-01', until: '2025-11-30', seed: 5, restDays: 0.35 }),
  [newcomer.id]: [],
};

/**
 * The game profiles made on the family's tablets (issue 28): Maya's, linked to her, and one nobody has
 * linked yet (the code a story or a test types).
 */
export const gameProfileFixtures = {
  linked: { code: 'KX7P2QMA', nickname: 'Star', linked_at: '2026-02-01T15:00:00Z' },
  unlinked: { code: 'HN4R8WZE', nickname: 'Rocket', linked_at: null },
} satisfies Record<string, GameProfile>;

/** A player with the profile fields: Maya has a birth date and her game profile, Leo's profile is not complete. */
export function playerDetailFor(player: Player): PlayerDetail {
  return {
    ...player,
    birth_date: player.id === maya.id ? '2016-05-01' : null,
    profile_complete: player.id !== leo.id,
    deactivated_at: player.is_active ? null : '2025-12-01T15:00:00Z',
    game_profile: player.id === maya.id ? gameProfileFixtures.linked : null,
  };
}

/** The overview the server gives for a child's play at the fixture clock. */
export function overviewFor(player: Player, results: readonly ActivityResult[] = []): PlayerOverview {
  const goal = goalSummary(results, statsFixtureClock);
  const last = results.at(-1)?.period_datetime ?? null;
  return {
    player_id: player.id,
    time_zone: statsFixtureClock.timeZone,
    today: goal.today,
    first_play_date: player.statistic.first_play_date,
    goal_minutes: goal.goalMinutes,
    week_start: goal.weekStart,
    week: goal.week.map((day) => ({
      date: day.date,
      minutes: day.minutes,
      reached_goal: day.reachedGoal,
      upcoming: day.upcoming,
    })),
    days_at_goal_this_week: goal.daysAtGoalThisWeek,
    minutes_this_week: goal.minutesThisWeek,
    current_streak_days: goal.currentStreak,
    longest_streak_days: goal.longestStreak,
    last_goal_day: goal.lastGoalDay,
    total_seconds_played: results.reduce((sum, row) => sum + row.seconds_played, 0),
    sessions: results.length,
    last_played_at: last,
  };
}

/** Heart-rate rises of a child's play: one or two a day played, newest first. */
export function hrRisesFor(results: readonly ActivityResult[]): HrRise[] {
  const random = seededRandom(results.length + 3);
  return results
    .map((row, index) => {
      const startBpm = 84 + Math.round(random() * 18);
      return {
        id: index + 1,
        started_at: new Date(Date.parse(row.period_datetime) + 3 * 60_000).toISOString(),
        start_bpm: startBpm,
        peak_bpm: startBpm + 45 + Math.round(random() * 45),
        duration_seconds: 60 + Math.round(random() * 180),
      };
    })
    .reverse();
}

/** A cool-down after each session, newest first. */
export function coolDownsFor(results: readonly ActivityResult[]): CoolDown[] {
  const random = seededRandom(results.length + 5);
  return results
    .map((row, index) => ({
      id: index + 1,
      started_at: new Date(Date.parse(row.period_datetime) + row.seconds_played * 1000).toISOString(),
      from_bpm: 128 + Math.round(random() * 30),
      to_bpm: 88 + Math.round(random() * 14),
      duration_seconds: 120 + Math.round(random() * 180),
    }))
    .reverse();
}

/** The events of each cool-down: prompted, then started and completed, or skipped. Newest first. */
export function cooldownEventsFor(coolDowns: readonly CoolDown[]): CooldownEvent[] {
  const events: CooldownEvent[] = [];
  let id = 1;
  for (const coolDown of [...coolDowns].reverse()) {
    const at = Date.parse(coolDown.started_at);
    const skipped = coolDown.id % 6 === 0;
    events.push({
      id: id++,
      occurred_at: new Date(at - 30_000).toISOString(),
      kind: 'prompted',
      cool_down: coolDown.id,
      bpm: coolDown.from_bpm + 6,
    });
    if (!skipped) {
      events.push({
        id: id++,
        occurred_at: coolDown.started_at,
        kind: 'started',
        cool_down: coolDown.id,
        bpm: coolDown.from_bpm,
      });
    }
    events.push({
      id: id++,
      occurred_at: new Date(at + (skipped ? 45 : coolDown.duration_seconds) * 1000).toISOString(),
      kind: skipped ? 'skipped' : 'completed',
      cool_down: coolDown.id,
      bpm: skipped ? coolDown.from_bpm - 8 : coolDown.to_bpm,
    });
  }
  return events.reverse();
}

/** The details the server gives for a child. */
export function detailsFor(player: Player, results: readonly ActivityResult[] = []): PlayerDetails {
  const rises = hrRisesFor(results);
  const downs = coolDownsFor(results);
  const events = cooldownEventsFor(downs);
  const ofKind = (kind: string) => events.filter((event) => event.kind === kind).length;
  const average = (values: number[]) =>
    values.length === 0 ? null : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  const detail = playerDetailFor(player);
  return {
    player_id: player.id,
    name: player.name,
    birth_date: detail.birth_date,
    in_program: player.in_program,
    is_active: player.is_active,
    deactivated_at: detail.deactivated_at,
    profile_complete: detail.profile_complete,
    first_play_date: player.statistic.first_play_date,
    hr_rises: {
      count: rises.length,
      average_peak_bpm: average(rises.map((rise) => rise.peak_bpm)),
      highest_peak_bpm: rises.length === 0 ? null : Math.max(...rises.map((rise) => rise.peak_bpm)),
    },
    cool_downs: { count: downs.length, average_seconds: average(downs.map((down) => down.duration_seconds)) },
    cooldown_events: {
      count: events.length,
      prompted: ofKind('prompted'),
      started: ofKind('started'),
      completed: ofKind('completed'),
      skipped: ofKind('skipped'),
    },
    game_settings: {
      hr_gauge: { low_bpm: 110, high_bpm: 170 },
      chase_speed: player.id === maya.id ? 'fast' : 'normal',
      acorns: player.id === maya.id ? 65 : 0,
    },
  };
}

/** The account's statistics over a list of children. */
export function accountStatisticsFor(list: readonly Player[], accountId = 101): AccountStatistics {
  const weekStart = goalSummary([], statsFixtureClock).weekStart;
  const rows = list.flatMap((player) => activityFixtures[player.id] ?? []);
  const thisWeek = (row: ActivityResult) =>
    calendarDateIn(new Date(row.period_datetime), statsFixtureClock.timeZone) >= weekStart;
  const firstDays = list
    .map((player) => player.statistic.first_play_date)
    .filter((day): day is string => day !== null)
    .sort();
  return {
    account_id: accountId,
    players: list.length,
    active_players: list.filter((player) => player.is_active).length,
    first_play_date: firstDays[0] ?? null,
    total_seconds_played: rows.reduce((sum, row) => sum + row.seconds_played, 0),
    week_start: weekStart,
    seconds_played_this_week: rows.filter(thisWeek).reduce((sum, row) => sum + row.seconds_played, 0),
    players_played_this_week: list.filter((player) => (activityFixtures[player.id] ?? []).some(thisWeek))
      .length,
  };
}

export const playerSurveysFixture: PlayerSurvey[] = [
  {
    id: 1,
    slug: 'play-routine',
    title: 'How is the play routine going?',
    answered_at: '2026-01-30T18:00:00Z',
  },
  { id: 2, slug: 'after-play', title: 'How do you feel after playing?', answered_at: null },
];

export const experimentVariantFixture: ExperimentVariant = {
  player_id: 21,
  campaign_name: null,
  variant_name: null,
};

/** Maya's game settings and acorns, as the settings calls answer. */
export const gameSettingsFixture: PlayerGameSettings = {
  player_id: 21,
  hr_gauge: { low_bpm: 110, high_bpm: 170 },
  chase_speed: 'fast',
  acorns: 65,
};
