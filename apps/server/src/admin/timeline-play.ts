// The timeline's `play` source (timeline.ts): one event per player and calendar day of the account's time
// zone, the newest `timelinePlayDays` of them among the days before its latest play. The sessions are summed
// into days in the database, which sends only the page's worth of days and their count, in one statement
// prepared once per database.
import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import { accountTimeZone } from '../account/time-zone';
import type { Database } from '../db/database';
import { perDatabase } from '../db/prepared';
import { accounts } from '../account/schema';
import { playerActivity, players } from '../stats/schema';
import { newestFirst, newestOf, pageEnd, type Newest } from './timeline-order';

/** The most play-days (player × calendar day) one timeline reads, and the days before the latest play. */
export const timelinePlayDays = 400;

/** A player's day on the timeline, as `timelineEventSchema` of @hub/api-client reads it. */
export interface PlayEvent {
  kind: 'play';
  id: string;
  at: string;
  actor: null;
  player: { id: number; name: string };
  day: string;
  minutes: number;
  sessions: number;
}

/**
 * The newest play-days of an account with their count: one statement, prepared once per database. Its
 * values: the account, its time zone (the days are its calendar days) and how many days the page needs.
 */
const newestPlayDays = perDatabase((db) => {
  const accountId = sql.placeholder('accountId');
  // The account's latest play as the triggers keep it (drizzle/0017), not computed again from play.
  const lastPlay = db.select({ at: accounts.lastPlayAt }).from(accounts).where(eq(accounts.id, accountId));
  const since = sql`(${lastPlay}) - make_interval(days => ${timelinePlayDays})`;
  const sessions = db
    .select({
      playerId: playerActivity.playerId,
      name: players.name,
      day: sql<string>`to_char(${playerActivity.periodDatetime} at time zone ${sql.placeholder('timeZone')}, 'YYYY-MM-DD')`.as(
        'day',
      ),
      at: playerActivity.periodDatetime,
      seconds: playerActivity.secondsPlayed,
    })
    .from(playerActivity)
    .innerJoin(players, eq(players.id, playerActivity.playerId))
    .where(and(eq(players.accountId, accountId), gt(playerActivity.periodDatetime, since)))
    .as('sessions');
  const days = db
    .select({
      playerId: sessions.playerId,
      name: sessions.name,
      day: sessions.day,
      seconds: sql<number>`sum(${sessions.seconds})`.mapWith(Number).as('seconds'),
      sessions: count().as('sessions'),
      at: max(sessions.at).as('at'),
    })
    .from(sessions)
    .groupBy(sessions.playerId, sessions.name, sessions.day)
    .as('days');
  return db
    .select({
      ...days._.selectedFields,
      total: sql<number>`least(count(*) over (), ${timelinePlayDays})`.mapWith(Number),
    })
    .from(days)
    .orderBy(...newestFirst(days.at, sql`${days.playerId} || ':' || ${days.day}`))
    .limit(pageEnd)
    .prepare('timeline_play_days');
});

/**
 * The newest play-days (see the header), up to `limit`, as events. The days are summed in the database,
 * which sends only the page's worth and their count (at most `timelinePlayDays`).
 */
export async function playEvents(
  db: Database,
  accountId: number,
  limit: number | null,
): Promise<Newest<PlayEvent>> {
  const timeZone = await accountTimeZone(db, accountId);
  const { rows, total } = newestOf(
    await newestPlayDays(db).execute({
      accountId,
      timeZone,
      limit: Math.min(limit ?? timelinePlayDays, timelinePlayDays),
    }),
  );
  return {
    total,
    rows: rows.map((row) => ({
      kind: 'play',
      id: `${row.playerId}:${row.day}`,
      at: new Date(row.at!).toISOString(),
      actor: null,
      player: { id: row.playerId, name: row.name },
      day: row.day,
      minutes: Math.round(row.seconds / 60),
      sessions: row.sessions,
    })),
  };
}
