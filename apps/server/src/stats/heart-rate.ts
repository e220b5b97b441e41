// A player's heart-rate moments (spec section 7): hr_rises (page, page_size up to 1000), cool_downs
// (page) and cooldown_events (page, page_size, and the filters kind, cool_down, occurred_at__gte and
// occurred_at__lt). Newest first; `{count, next, previous, results}` as every list.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { withUser } from '../auth/principal';
import type { AppEnv } from '../http/context';
import { paginate } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { cooldownKindQuery, idQuery, timeQuery } from './input';
import { cooldownEvents, coolDowns, hrRises } from './schema';
import { playerFor } from './store';

export function heartRateRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/player/:id{[0-9]+}/hr_rises/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const player = await playerFor(db, user, idParam(c));
      const where = eq(hrRises.playerId, player.id);
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(hrRises).where(where))[0]!.n,
        (limit, offset) =>
          db.select().from(hrRises).where(where).orderBy(desc(hrRises.startedAt)).limit(limit).offset(offset),
      );
      return c.json({
        ...page,
        results: page.results.map((row) => ({
          id: row.id,
          started_at: row.startedAt.toISOString(),
          start_bpm: row.startBpm,
          peak_bpm: row.peakBpm,
          duration_seconds: row.durationSeconds,
        })),
      });
    }),
  });

  route(app, '/api/v2/player/:id{[0-9]+}/cool_downs/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const player = await playerFor(db, user, idParam(c));
      const where = eq(coolDowns.playerId, player.id);
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(coolDowns).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select()
            .from(coolDowns)
            .where(where)
            .orderBy(desc(coolDowns.startedAt))
            .limit(limit)
            .offset(offset),
      );
      return c.json({
        ...page,
        results: page.results.map((row) => ({
          id: row.id,
          started_at: row.startedAt.toISOString(),
          from_bpm: row.fromBpm,
          to_bpm: row.toBpm,
          duration_seconds: row.durationSeconds,
        })),
      });
    }),
  });

  route(app, '/api/v2/player/:id{[0-9]+}/cooldown_events/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const player = await playerFor(db, user, idParam(c));
      // Every filter is read (and refused with a 400) before the list is.
      const kind = cooldownKindQuery(c);
      const coolDown = idQuery(c, 'cool_down');
      const from = timeQuery(c, 'occurred_at__gte');
      const until = timeQuery(c, 'occurred_at__lt');
      const conditions: SQL[] = [eq(cooldownEvents.playerId, player.id)];
      if (kind) conditions.push(eq(cooldownEvents.kind, kind));
      if (coolDown !== undefined) conditions.push(eq(cooldownEvents.coolDownId, coolDown));
      if (from) conditions.push(gte(cooldownEvents.occurredAt, from));
      if (until) conditions.push(lt(cooldownEvents.occurredAt, until));
      const where = and(...conditions);
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(cooldownEvents).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select()
            .from(cooldownEvents)
            .where(where)
            .orderBy(desc(cooldownEvents.occurredAt), desc(cooldownEvents.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({
        ...page,
        results: page.results.map((row) => ({
          id: row.id,
          occurred_at: row.occurredAt.toISOString(),
          kind: row.kind,
          cool_down: row.coolDownId,
          bpm: row.bpm,
        })),
      });
    }),
  });
}
