// A player's survey responses for staff (issue 13: `GET /api/v2/admin/players/{id}/responses/?page=`): the
// surveys they answered and when, newest first (the answers stay in the form service, as stats keeps them).
import { pageQuerySchema } from '@hub/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { players, surveyResponses, surveys } from '../stats/schema';
import { checkedQuery, staffCall } from './staff';

export function adminPlayerRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/admin/players/:id{[0-9]+}/responses/', {
    GET: staffCall(async (c) => {
      const { db } = c.var.settings;
      const playerId = idParam(c);
      const [player] = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId));
      if (!player) throw notFound();
      checkedQuery(c, pageQuerySchema);
      const where = eq(surveyResponses.playerId, playerId);
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(surveyResponses).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select({ response: surveyResponses, survey: surveys })
            .from(surveyResponses)
            .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
            .where(where)
            .orderBy(desc(surveyResponses.answeredAt), desc(surveyResponses.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({
        ...page,
        results: page.results.map(({ response, survey }) => ({
          id: response.id,
          player: response.playerId,
          survey: { id: survey.id, slug: survey.slug, title: survey.title },
          answered_at: response.answeredAt.toISOString(),
        })),
      });
    }),
  });
}
