// A player's surveys (spec section 7: `GET /api/v2/player/surveys/`, by player and page) and the variant of
// an experiment campaign a player is in (`GET /api/v2/player/experiment_variant/?player_id=`).
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { withUser } from '../auth/principal';
import type { AppEnv } from '../http/context';
import { paginate } from '../http/pagination';
import { route } from '../http/route';
import { campaignQuery, idQuery } from './input';
import { accountExperiments, surveyResponses, surveys } from './schema';
import { playerFor } from './store';

export function playerExtrasRoutes(app: Hono<AppEnv>) {
  // Every survey, with when the player answered it (null while not answered), oldest survey first.
  route(app, '/api/v2/player/surveys/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const player = await playerFor(db, user, idQuery(c, 'player_id', { required: true }));
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(surveys))[0]!.n,
        (limit, offset) =>
          db
            .select({
              id: surveys.id,
              slug: surveys.slug,
              title: surveys.title,
              answeredAt: surveyResponses.answeredAt,
            })
            .from(surveys)
            .leftJoin(
              surveyResponses,
              and(eq(surveyResponses.surveyId, surveys.id), eq(surveyResponses.playerId, player.id)),
            )
            .orderBy(asc(surveys.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({
        ...page,
        results: page.results.map((row) => ({
          id: row.id,
          slug: row.slug,
          title: row.title,
          answered_at: row.answeredAt?.toISOString() ?? null,
        })),
      });
    }),
  });

  // The newest campaign the player is in (onboarding's account_experiments, the rows naming the player), or
  // the one named by `campaign_name`; nulls when there is none.
  route(app, '/api/v2/player/experiment_variant/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const player = await playerFor(db, user, idQuery(c, 'player_id', { required: true }));
      const campaign = campaignQuery(c);
      const [row] = await db
        .select()
        .from(accountExperiments)
        .where(
          and(
            eq(accountExperiments.playerId, player.id),
            campaign === undefined ? undefined : eq(accountExperiments.campaignName, campaign),
          ),
        )
        .orderBy(desc(accountExperiments.id))
        .limit(1);
      return c.json({
        player_id: player.id,
        campaign_name: row?.campaignName ?? null,
        variant_name: row?.variantName ?? null,
      });
    }),
  });
}
