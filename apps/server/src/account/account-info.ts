// The rest of the account's calls (spec section 7): the v3 user info, the account's status, staff's custom
// note, its experiments, customer interactions (GET, OPTIONS, POST) and the user's social access.
import {
  canAccessAccount,
  customerInteractionSchemaFor,
  customerInteractionsMetadata,
  onboardingProgress,
  socialAccessSchema,
} from '@hub/domain';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accountExists, assertAccountAccess } from '../auth/access';
import { withUser } from '../auth/principal';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { doneActionsOf } from '../onboarding/store';
import { accountExperiments } from '../stats/schema';
import { schemaInput } from './input';
import { marketingChoiceOf } from './privacy';
import { accountCustomNotes, accounts, customerInteractions, userSettings } from './schema';
import { userInfoJson } from './users';

export function accountInfoRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v3/user_info/', {
    // v2's user info with what later areas added: the privacy choices and the onboarding progress. A
    // blocked account's user reads it too, as v2's.
    GET: withUser(
      async (c, { user, account }) => {
        const { db } = c.var.settings;
        const progress = onboardingProgress(await doneActionsOf(db, user.id));
        return c.json({
          ...userInfoJson(user, account),
          ...(await marketingChoiceOf(db, user.id)),
          onboarding: { passed_steps: progress.passedSteps, steps_to_pass: progress.stepsToPass },
        });
      },
      { allowBlocked: true },
    ),
  });

  route(app, '/api/v1/accounts/:id{[0-9]+}/status/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const id = idParam(c);
      await assertAccountAccess(user, id, accountExists(db, id));
      const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
      if (!account) throw notFound();
      return c.json({
        id: account.id,
        account_status: account.accountStatus,
        is_blocked: !canAccessAccount({ account: { account_status: account.accountStatus } }),
        billing_status:
          account.billingStatusName === null ? null : { status_name: account.billingStatusName },
      });
    }),
  });

  route(app, '/api/v1/accounts/:id{[0-9]+}/custom_note/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const id = idParam(c);
      await assertAccountAccess(user, id, accountExists(db, id));
      const [row] = await db.select().from(accountCustomNotes).where(eq(accountCustomNotes.accountId, id));
      return c.json({ custom_note: row?.note ?? null, updated_at: row?.updatedAt.toISOString() ?? null });
    }),
  });

  // The spec gives it without a trailing slash; both answer.
  const experimentalData = withUser(async (c, { user }) => {
    const { db } = c.var.settings;
    const id = idParam(c);
    await assertAccountAccess(user, id, accountExists(db, id));
    const rows = await db
      .select()
      .from(accountExperiments)
      .where(eq(accountExperiments.accountId, id))
      .orderBy(asc(accountExperiments.id));
    return c.json({
      account_variants: rows
        .filter((row) => row.playerId === null)
        .map((row) => ({ campaign_name: row.campaignName, variant_name: row.variantName })),
      player_variants: rows
        .filter((row) => row.playerId !== null)
        .map((row) => ({
          player_id: row.playerId,
          campaign_name: row.campaignName,
          variant_name: row.variantName,
        })),
    });
  });
  route(app, '/api/v2/accounts/:id{[0-9]+}/experimental_data', { GET: experimentalData });
  route(app, '/api/v2/accounts/:id{[0-9]+}/experimental_data/', { GET: experimentalData });

  const interactionsPath = '/api/v1/accounts/:id{[0-9]+}/customer_interactions/';
  // OPTIONS answers DRF's metadata (the fields a POST takes, the kinds as choices) to a caller who may
  // see the account; registered before `route()`, whose OPTIONS only lists the methods. The choices are
  // the caller's (`interactionKindsFor`): staff log a call, an email or a chat, a family its own actions.
  app.on(
    'OPTIONS',
    interactionsPath,
    withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const id = idParam(c);
      await assertAccountAccess(user, id, accountExists(db, id));
      c.header('Allow', 'GET, POST, HEAD, OPTIONS');
      return c.json(customerInteractionsMetadata({ is_staff: user.isStaff }));
    }),
  );
  route(app, interactionsPath, {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const id = idParam(c);
      await assertAccountAccess(user, id, accountExists(db, id));
      const where = eq(customerInteractions.accountId, id);
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(customerInteractions).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select()
            .from(customerInteractions)
            .where(where)
            .orderBy(desc(customerInteractions.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({ ...page, results: page.results.map(interactionJson) });
    }),
    POST: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      const id = idParam(c);
      await assertAccountAccess(user, id, accountExists(db, id));
      const schema = customerInteractionSchemaFor({ is_staff: user.isStaff });
      const { kind, summary } = schemaInput(schema, await readBody(c));
      const [row] = await db
        .insert(customerInteractions)
        .values({ accountId: id, userId: user.id, kind, summary, createdAt: now() })
        .returning();
      return c.json(interactionJson(row!), 201);
    }),
  });

  route(app, '/api/v2/user/social_access/', {
    POST: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      const { social_access } = schemaInput(socialAccessSchema, await readBody(c));
      const values = { socialAccess: social_access, updatedAt: now() };
      await db
        .insert(userSettings)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: userSettings.userId, set: values });
      return c.json({ social_access });
    }),
  });
}

function interactionJson(row: typeof customerInteractions.$inferSelect) {
  return {
    id: row.id,
    kind: row.kind,
    summary: row.summary,
    user: row.userId,
    created_at: row.createdAt.toISOString(),
  };
}
