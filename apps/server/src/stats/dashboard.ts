// The dashboard's summaries (spec section 7): a player's overview (the 45-minute goal this week, the
// streaks, the totals), a player's details (profile, heart-rate summary, game settings) and the account's
// statistics. The goal and the streaks are @hub/domain's rules, on the account's calendar days.
import { activityQueryStart, goalSummaryOfDays } from '@hub/domain';
import { and, asc, avg, count, countDistinct, eq, gte, inArray, max, min, sql, sum } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accountExists, assertAccountAccess } from '../auth/access';
import { withUser } from '../auth/principal';
import type { AppEnv } from '../http/context';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { cooldownEvents, coolDowns, hrRises, playerActivity, players } from './schema';
import { accountClock, gameSettingsJson, playerFor, type Db } from './store';

/**
 * A player's play summed per calendar day of the zone, oldest first: the seconds, the sessions (activity
 * rows) and the day's last session start. Summed in the database (issue 30): three years of daily play are
 * about 550 small rows, where the sessions themselves would cross the wire and be bucketed in Node.
 */
async function playDays(db: Db, playerId: number, timeZone: string) {
  const sessions = db
    .select({
      day: sql<string>`to_char(${playerActivity.periodDatetime} at time zone ${timeZone}, 'YYYY-MM-DD')`.as(
        'day',
      ),
      at: playerActivity.periodDatetime,
      seconds: playerActivity.secondsPlayed,
    })
    .from(playerActivity)
    .where(eq(playerActivity.playerId, playerId))
    .as('sessions');
  return db
    .select({
      day: sessions.day,
      seconds: sql<number>`sum(${sessions.seconds})`.mapWith(Number),
      sessions: count(),
      last: sql<string | Date>`max(${sessions.at})`,
    })
    .from(sessions)
    .groupBy(sessions.day)
    .orderBy(asc(sessions.day));
}

export function dashboardRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v1/dashboard/player/:id{[0-9]+}/overview/', {
    GET: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      const player = await playerFor(db, user, idParam(c));
      const clock = await accountClock(db, player.accountId, now());
      const days = await playDays(db, player.id, clock.timeZone);
      const goal = goalSummaryOfDays(new Map(days.map((day) => [day.day, day.seconds])), clock);
      const last = days.at(-1)?.last;
      return c.json({
        player_id: player.id,
        time_zone: clock.timeZone,
        today: goal.today,
        first_play_date: player.firstPlayDate,
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
        total_seconds_played: days.reduce((total, day) => total + day.seconds, 0),
        sessions: days.reduce((total, day) => total + day.sessions, 0),
        last_played_at: last ? new Date(last).toISOString() : null,
      });
    }),
  });

  route(app, '/api/v1/dashboard/player/:id{[0-9]+}/details/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const player = await playerFor(db, user, idParam(c));
      const [rises] = await db
        .select({
          count: count(),
          averagePeak: avg(hrRises.peakBpm).mapWith(Number),
          highestPeak: max(hrRises.peakBpm),
        })
        .from(hrRises)
        .where(eq(hrRises.playerId, player.id));
      const [downs] = await db
        .select({ count: count(), averageSeconds: avg(coolDowns.durationSeconds).mapWith(Number) })
        .from(coolDowns)
        .where(eq(coolDowns.playerId, player.id));
      const kinds = await db
        .select({ kind: cooldownEvents.kind, n: count() })
        .from(cooldownEvents)
        .where(eq(cooldownEvents.playerId, player.id))
        .groupBy(cooldownEvents.kind);
      const ofKind = (kind: string) => kinds.find((row) => row.kind === kind)?.n ?? 0;
      const { player_id: _id, ...settings } = await gameSettingsJson(db, player.id);
      return c.json({
        player_id: player.id,
        name: player.name,
        birth_date: player.birthDate,
        in_program: player.inProgram,
        is_active: player.isActive,
        deactivated_at: player.deactivatedAt?.toISOString() ?? null,
        profile_complete: player.profileCompletedAt !== null,
        first_play_date: player.firstPlayDate,
        hr_rises: {
          count: rises?.count ?? 0,
          average_peak_bpm: rises?.averagePeak ? Math.round(rises.averagePeak) : null,
          highest_peak_bpm: rises?.highestPeak ?? null,
        },
        cool_downs: {
          count: downs?.count ?? 0,
          average_seconds: downs?.averageSeconds ? Math.round(downs.averageSeconds) : null,
        },
        cooldown_events: {
          count: kinds.reduce((total, row) => total + row.n, 0),
          prompted: ofKind('prompted'),
          started: ofKind('started'),
          completed: ofKind('completed'),
          skipped: ofKind('skipped'),
        },
        game_settings: settings,
      });
    }),
  });

  route(app, '/api/v2/accounts/:id{[0-9]+}/statistics/', {
    GET: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      const accountId = idParam(c);
      await assertAccountAccess(user, accountId, accountExists(db, accountId));
      const clock = await accountClock(db, accountId, now());
      // The chart's 1W week: from Monday 00:00 in the account's zone.
      const weekQueryStart = activityQueryStart('1W', clock);
      const weekStart = new Date(weekQueryStart);
      const [counts] = await db
        .select({
          players: count(),
          active: sql<number>`count(*) filter (where ${players.isActive})`.mapWith(Number),
          firstPlay: min(players.firstPlayDate),
        })
        .from(players)
        .where(eq(players.accountId, accountId));
      const ids = db.select({ id: players.id }).from(players).where(eq(players.accountId, accountId));
      const [all] = await db
        .select({ seconds: sum(playerActivity.secondsPlayed).mapWith(Number) })
        .from(playerActivity)
        .where(inArray(playerActivity.playerId, ids));
      const [week] = await db
        .select({
          seconds: sum(playerActivity.secondsPlayed).mapWith(Number),
          playing: countDistinct(playerActivity.playerId),
        })
        .from(playerActivity)
        .where(and(inArray(playerActivity.playerId, ids), gte(playerActivity.periodDatetime, weekStart)));
      return c.json({
        account_id: accountId,
        players: counts?.players ?? 0,
        active_players: counts?.active ?? 0,
        first_play_date: counts?.firstPlay ?? null,
        total_seconds_played: all?.seconds ?? 0,
        week_start: weekQueryStart.slice(0, 10),
        seconds_played_this_week: week?.seconds ?? 0,
        players_played_this_week: week?.playing ?? 0,
      });
    }),
  });
}
