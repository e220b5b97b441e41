// Onboarding (spec sections 2, 3 and 4; docs/decisions.md "Onboarding and account"): the actions a user
// has done (an onboarding step is passed once its action is recorded), the form service's responses (the
// family survey), and completing a child's profile.
import {
  familySurveyForm,
  familySurveySchema,
  formatMessage,
  formNameSchema,
  isOnboardingStep,
  profileCompletionSchema,
  stepRefusal,
  toEnglish,
  userActionSchema,
  validate,
} from '@hub/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accountExists, assertAccountAccess } from '../auth/access';
import { withUser } from '../auth/principal';
import type { Transaction } from '../db/database';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { schemaInput } from '../account/input';
import { players } from '../stats/schema';
import { formResponses, playerProfiles, userActions } from './schema';

const actionColumns = { id: userActions.id, action: userActions.action, created_at: userActions.createdAt };

/** Records an action once; the row as stored (the first time's, when it was done before). */
async function recordAction(tx: Transaction, userId: number, action: string, now: Date) {
  await tx.insert(userActions).values({ userId, action, createdAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select(actionColumns)
    .from(userActions)
    .where(and(eq(userActions.userId, userId), eq(userActions.action, action)));
  return row!;
}

/** The active players of an account whose profile is still incomplete. */
async function incompleteProfileCount(tx: Pick<Transaction, 'select'>, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(players)
    .where(
      and(eq(players.accountId, accountId), eq(players.isActive, true), isNull(players.profileCompletedAt)),
    );
  return row?.n ?? 0;
}

function actionJson(row: { id: number; action: string; created_at: Date }) {
  return { id: row.id, action: row.action, created_at: row.created_at.toISOString() };
}

export function onboardingRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v1/user_actions/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const where = eq(userActions.userId, user.id);
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(userActions).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select(actionColumns)
            .from(userActions)
            .where(where)
            .orderBy(asc(userActions.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({ ...page, results: page.results.map(actionJson) });
    }),
    // Records that the user did something; an onboarding step only when it can be passed (section 4).
    POST: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      const { action } = schemaInput(userActionSchema, await readBody(c));
      const row = await db.transaction(async (tx) => {
        if (isOnboardingStep(action)) {
          const refusal = stepRefusal(action, {
            incompleteProfiles: await incompleteProfileCount(tx, user.accountId),
          });
          if (refusal) throw new HttpError(409, { detail: formatMessage(refusal) });
        }
        return recordAction(tx, user.id, action, now());
      });
      return c.json(actionJson(row), 201);
    }),
  });

  // The spec gives it without a trailing slash; both answer.
  const hasDone = withUser(async (c, { user }) => {
    const { db } = c.var.settings;
    const { action } = schemaInput(userActionSchema, { action: c.req.query('action') });
    const [row] = await db
      .select({ id: userActions.id })
      .from(userActions)
      .where(and(eq(userActions.userId, user.id), eq(userActions.action, action)));
    return c.json({ action, has_done: Boolean(row) });
  });
  route(app, '/api/v1/actions/has_done', { GET: hasDone });
  route(app, '/api/v1/actions/has_done/', { GET: hasDone });

  route(app, '/api/v2/user/form_responses/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const formQuery = c.req.query('form');
      const form = formQuery === undefined ? null : schemaInput(formNameSchema, { form: formQuery }).form;
      const where = form
        ? and(eq(formResponses.userId, user.id), eq(formResponses.form, form))
        : eq(formResponses.userId, user.id);
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(formResponses).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select()
            .from(formResponses)
            .where(where)
            .orderBy(asc(formResponses.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({
        ...page,
        results: page.results.map((row) => ({
          id: row.id,
          form: row.form,
          answers: row.answers,
          created_at: row.createdAt.toISOString(),
        })),
      });
    }),
    // A response to the survey also passes its onboarding step, in the same transaction.
    POST: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      const body = await readBody(c);
      const { form } = schemaInput(formNameSchema, body);
      const answersResult = validate(familySurveySchema, body.answers);
      // Nested as DRF nests a serializer's errors: `{answers: {goal: [...]}}`.
      if (!answersResult.success) throw new HttpError(400, { answers: toEnglish(answersResult.errors) });
      const answers = answersResult.output;
      const at = now();
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(formResponses)
          .values({ userId: user.id, form, answers, createdAt: at })
          .returning();
        if (form === familySurveyForm) await recordAction(tx, user.id, 'family_survey', at);
        return row!;
      });
      return c.json(
        { id: saved.id, form: saved.form, answers: saved.answers, created_at: saved.createdAt.toISOString() },
        201,
      );
    }),
  });

  route(app, '/api/v2/accounts/:id{[0-9]+}/incomplete_profiles/:playerId{[0-9]+}/complete/', {
    // Completing a profile takes it off the incomplete ones (spec section 4), for good.
    POST: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      const id = idParam(c);
      const playerId = idParam(c, 'playerId');
      await assertAccountAccess(user, id, accountExists(db, id));
      const at = now();
      // The birth years allowed are those of the server's calendar year (UTC).
      const { birth_year } = schemaInput(profileCompletionSchema(at.getUTCFullYear()), await readBody(c));
      const player = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(players)
          .where(and(eq(players.id, playerId), eq(players.accountId, id), eq(players.isActive, true)))
          .for('update');
        if (!row) throw notFound();
        const values = { birthYear: birth_year, completedBy: user.id, updatedAt: at };
        await tx
          .insert(playerProfiles)
          .values({ playerId, ...values })
          .onConflictDoUpdate({ target: playerProfiles.playerId, set: values });
        const [updated] = await tx
          .update(players)
          .set({ profileCompletedAt: row.profileCompletedAt ?? at })
          .where(eq(players.id, playerId))
          .returning();
        return updated!;
      });
      return c.json({
        id: player.id,
        player_name: player.name,
        birth_year,
        profile_completed_at: player.profileCompletedAt!.toISOString(),
      });
    }),
  });
}
