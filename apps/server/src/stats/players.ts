// Players of an account, those whose profile is incomplete, and a player's play activity over time.
import { playerLimits } from '@hub/domain';
import { and, asc, count, eq, gt, gte, isNull, lt, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accountExists, assertAccountAccess } from '../auth/access';
import { withUser } from '../auth/principal';
import { perDatabase } from '../db/prepared';
import type { AppEnv } from '../http/context';
import { invalid, type FieldErrors } from '../http/errors';
import { paginate, paginateCounted } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { parseTimestamp } from '../validation';
import { playerActivity, players } from './schema';
import { playerFor, playerJson } from './store';

/** A page of an account's players by id, each row with the count of them all: one prepared statement. */
const playerPage = perDatabase((db) =>
  db
    .select({ player: players, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(players)
    .where(eq(players.accountId, sql.placeholder('accountId')))
    .orderBy(asc(players.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('players_of_account_page'),
);

/** The time filters the activity list understands, by query parameter. */
const timeFilters = {
  start_timestamp__gte: gte,
  start_timestamp__gt: gt,
  start_timestamp__lte: lte,
  start_timestamp__lt: lt,
} as const;

export function playerRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/accounts/:id{[0-9]+}/incomplete_profiles/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const id = idParam(c);
      await assertAccountAccess(user, id, accountExists(db, id));
      const where = and(
        eq(players.accountId, id),
        eq(players.isActive, true),
        isNull(players.profileCompletedAt),
      );
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(players).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select({ id: players.id, player_name: players.name })
            .from(players)
            .where(where)
            .orderBy(asc(players.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json(page);
    }),
  });

  // The spec calls it without a trailing slash; DRF style is with one. Both answer.
  const listPlayers = withUser(async (c, { user }) => {
    const { db } = c.var.settings;
    const id = idParam(c);
    await assertAccountAccess(user, id, accountExists(db, id));
    const page = await paginateCounted(
      c,
      async () => (await db.select({ n: count() }).from(players).where(eq(players.accountId, id)))[0]!.n,
      (limit, offset) => playerPage(db).execute({ accountId: id, limit, offset }),
    );
    return c.json({ ...page, results: page.results.map(({ player }) => playerJson(player)) });
  });
  route(app, '/api/v2/player/accounts/:id{[0-9]+}', { GET: listPlayers });
  route(app, '/api/v2/player/accounts/:id{[0-9]+}/', { GET: listPlayers });

  route(app, '/api/v2/player/:id{[0-9]+}/activity/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      // Not staff: any player outside the caller's account is 403, whether or not it exists.
      const { id: playerId } = await playerFor(db, user, idParam(c));

      const conditions: SQL[] = [eq(playerActivity.playerId, playerId)];
      const errors: FieldErrors = {};
      for (const [name, compare] of Object.entries(timeFilters)) {
        const raw = c.req.query(name);
        if (raw === undefined) continue;
        // Bounded before the pattern reads it.
        const value = raw.length <= playerLimits.queryValue ? parseTimestamp(raw) : null;
        if (!value) errors[name] = ['Enter a valid date/time.'];
        else conditions.push(compare(playerActivity.periodDatetime, value));
      }
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const where = and(...conditions);

      let total = 0;
      const page = await paginate(
        c,
        async () => {
          const [row] = await db
            .select({ n: count(), total: sum(playerActivity.secondsPlayed).mapWith(Number) })
            .from(playerActivity)
            .where(where);
          total = row?.total ?? 0;
          return row?.n ?? 0;
        },
        (limit, offset) =>
          db
            .select({
              periodDatetime: playerActivity.periodDatetime,
              secondsPlayed: playerActivity.secondsPlayed,
            })
            .from(playerActivity)
            .where(where)
            .orderBy(asc(playerActivity.periodDatetime))
            .limit(limit)
            .offset(offset),
      );
      return c.json({
        ...page,
        results: page.results.map((row) => ({
          period_datetime: row.periodDatetime.toISOString(),
          seconds_played: row.secondsPlayed,
        })),
        total_seconds_played: total,
      });
    }),
  });
}
