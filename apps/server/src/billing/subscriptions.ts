// The subscription and its flows (docs/billing-api.md "The subscription"): reading it, the log of actions,
// and one call per event of @hub/domain's machine, each made by `changeSubscription` (one transaction under
// the subscription's row lock, 409 when the flow forbids it). Staff-only calls answer 403 to anyone else.
import { addCalendarMonths, type SubscriptionEvent } from '@hub/domain';
import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Handler, Hono } from 'hono';
import { users } from '../account/schema';
import { accountExists, assertAccountAccess } from '../auth/access';
import { withUser, type UserRow } from '../auth/principal';
import { readBody, type Body } from '../http/body';
import type { AppContext, AppEnv } from '../http/context';
import { forbidden, HttpError, notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { changeSubscription } from './changes';
import {
  accountInput,
  accountQuery,
  cancelReasonsInput,
  extendMonthsInput,
  invalidPlan,
  offerInput,
  offsetLimit,
  planInput,
  renewActionInput,
  returnReasonInput,
} from './input';
import { planById, type PlanRow } from './plans';
import { programPlans, subscriptionActions, subscriptions } from './schema';
import {
  accountClock,
  lockAccountSubscription,
  nextCharges,
  readSubscriptionJson,
  recordAction,
  subscriptionJson,
  type ActionRow,
} from './store';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/**
 * Registers a path with and without its trailing slash: the contract writes the `account/{id}/subscription/…`
 * calls without one (and the client sends none), DRF style is with one; both answer.
 */
export function routeEitherSlash(
  app: Hono<AppEnv>,
  path: string,
  handlers: Partial<Record<Method, Handler<AppEnv>>>,
) {
  const bare = path.endsWith('/') ? path.slice(0, -1) : path;
  route(app, bare, handlers);
  route(app, `${bare}/`, handlers);
}

/** 403 unless the caller is staff. */
export function assertStaff(user: UserRow): void {
  if (!user.isStaff) throw forbidden();
}

/**
 * A call on an account's subscription (`…/account/{id}/…`, `…/accounts/{id}/…`): the account's own users or
 * staff (staff only when `staffOnly`), then the body, then the handler. Who may call is settled before the
 * body is read, so a refused caller learns nothing from the body's checks.
 */
function accountCall(
  handler: (c: AppContext, user: UserRow, accountId: number, body: Body) => Promise<Response>,
  options: { staffOnly?: boolean } = {},
): Handler<AppEnv> {
  return withUser(async (c, { user }) => {
    if (options.staffOnly) assertStaff(user);
    const accountId = idParam(c);
    await assertAccountAccess(user, accountId, accountExists(c.var.settings.db, accountId));
    const body = await readBody(c);
    return handler(c, user, accountId, body);
  });
}

/** A flow call that is one event and needs nothing of its body. */
function plainEvent(event: SubscriptionEvent, options: { staffOnly?: boolean } = {}) {
  return accountCall(
    (c, user, accountId) => changeSubscription(c, { target: { accountId }, event, actor: user }),
    options,
  );
}

/** The plans of some subscriptions, by id. */
async function plansOf(c: AppContext, ids: string[]): Promise<Map<string, PlanRow>> {
  if (ids.length === 0) return new Map();
  const rows = await c.var.settings.db.select().from(programPlans).where(inArray(programPlans.id, ids));
  return new Map(rows.map((plan) => [plan.id, plan]));
}

/** The log's rows on the wire, the actor's name read from the user. */
function actionJson(
  row: ActionRow,
  actor: { id: number; firstName: string; lastName: string; isStaff: boolean } | null,
) {
  return {
    id: row.id,
    account: row.accountId,
    subscription: row.subscriptionId,
    event: row.event,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    actor: actor
      ? { id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim(), is_staff: actor.isStaff }
      : null,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
  };
}

/** An offset link of the log, keeping the request's other parameters. */
function offsetLink(c: AppContext, offset: number | null, limit: number): string | null {
  if (offset === null) return null;
  const url = new URL(c.req.url);
  url.searchParams.set('offset', String(offset));
  url.searchParams.set('limit', String(limit));
  return `${url.pathname}?${url.searchParams.toString()}`;
}

/**
 * Which accounts a list call covers: `?account=` (the caller's own, or any for staff; 404 for staff when it
 * does not exist), else the caller's own account, or every account for staff.
 */
async function listedAccount(c: AppContext, user: UserRow): Promise<number | null> {
  const account = accountQuery(c);
  if (account === null) return user.isStaff ? null : user.accountId;
  await assertAccountAccess(user, account, accountExists(c.var.settings.db, account));
  return account;
}

export function subscriptionRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v3/subscriptions/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const account = await listedAccount(c, user);
      const where: SQL | undefined = account === null ? undefined : eq(subscriptions.accountId, account);
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(subscriptions).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select()
            .from(subscriptions)
            .where(where)
            .orderBy(asc(subscriptions.id))
            .limit(limit)
            .offset(offset),
      );
      const charges = await nextCharges(
        db,
        page.results.map((row) => row.id),
      );
      const plans = await plansOf(c, [...new Set(page.results.map((row) => row.planId))]);
      return c.json({
        ...page,
        results: page.results.map((row) =>
          subscriptionJson(row, plans.get(row.planId)!, charges.get(row.id) ?? null),
        ),
      });
    }),
  });

  /** The subscription of a path id, for a caller who may see it (403 for another family's, found or not). */
  async function subscriptionOfPath(c: AppContext, user: UserRow) {
    const id = idParam(c);
    const [row] = await c.var.settings.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (!user.isStaff && row?.accountId !== user.accountId) throw forbidden();
    if (!row) throw notFound();
    return row;
  }

  route(app, '/api/v3/subscriptions/:id{[0-9]+}/', {
    GET: withUser(async (c, { user }) => {
      const row = await subscriptionOfPath(c, user);
      const plan = (await planById(c.var.settings.db, row.planId))!;
      return c.json(await readSubscriptionJson(c.var.settings.db, row, plan));
    }),
    // CHANGE_PLAN: to another plan that renews by itself.
    PATCH: withUser(async (c, { user }) => {
      const row = await subscriptionOfPath(c, user);
      const planId = planInput(await readBody(c));
      const plan = await planById(c.var.settings.db, planId);
      if (!plan || !plan.recurring) throw invalidPlan(planId);
      return changeSubscription(c, {
        target: { subscriptionId: row.id },
        event: { type: 'CHANGE_PLAN', planId: plan.id, planMonths: plan.months },
        actor: user,
        plan,
        detail: { plan: plan.id, from_plan: row.planId },
      });
    }),
  });

  route(app, '/api/v3/subscription_actions/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const account = await listedAccount(c, user);
      const { offset, limit } = offsetLimit(c, 25, 1000);
      const where = account === null ? undefined : eq(subscriptionActions.accountId, account);
      const [total] = await db.select({ n: count() }).from(subscriptionActions).where(where);
      const rows = await db
        .select({
          action: subscriptionActions,
          actor: {
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            isStaff: users.isStaff,
          },
        })
        .from(subscriptionActions)
        .leftJoin(users, eq(users.id, subscriptionActions.actorId))
        .where(where)
        .orderBy(desc(subscriptionActions.id))
        .limit(limit)
        .offset(offset);
      const n = total!.n;
      return c.json({
        count: n,
        next: offsetLink(c, offset + limit < n ? offset + limit : null, limit),
        previous: offsetLink(c, offset > 0 ? Math.max(0, offset - limit) : null, limit),
        results: rows.map(({ action, actor }) => actionJson(action, actor?.id ? actor : null)),
      });
    }),
  });

  const account = '/api/v2/billing/account/:id{[0-9]+}/subscription';
  routeEitherSlash(app, `${account}/cancel/request`, {
    POST: accountCall(async (c, user, accountId, body) => {
      const form = cancelReasonsInput(body);
      return changeSubscription(c, {
        target: { accountId },
        event: { type: 'CANCEL_REQUEST' },
        actor: user,
        extras: {
          cancelReasons: form.reasons,
          cancelOtherReason: form.other_reason || null,
          cancelNotInterestedReason: form.not_interested_reason || null,
        },
        detail: {
          reasons: form.reasons,
          ...(form.other_reason ? { other_reason: form.other_reason } : {}),
          ...(form.not_interested_reason ? { not_interested_reason: form.not_interested_reason } : {}),
        },
      });
    }),
  });
  routeEitherSlash(app, `${account}/cancel/undo`, { POST: plainEvent({ type: 'UNDO_CANCEL' }) });
  routeEitherSlash(app, `${account}/cancel/confirm`, { POST: plainEvent({ type: 'CONFIRM_CANCEL' }) });
  routeEitherSlash(app, `${account}/offer/accept`, {
    POST: accountCall(async (c, user, accountId, body) => {
      const offer = offerInput(body);
      return changeSubscription(c, {
        target: { accountId },
        event: { type: 'ACCEPT_OFFER', offer },
        actor: user,
        detail: { offer },
      });
    }),
  });
  routeEitherSlash(app, `${account}/resume`, { POST: plainEvent({ type: 'RESUME' }) });
  routeEitherSlash(app, `${account}/reactivate`, { POST: plainEvent({ type: 'REACTIVATE' }) });

  const accounts = '/api/v2/billing/accounts/:id{[0-9]+}';
  routeEitherSlash(app, `${accounts}/return/request/`, {
    POST: accountCall(async (c, user, accountId, body) => {
      const reason = returnReasonInput(body);
      return changeSubscription(c, {
        target: { accountId },
        event: { type: 'RETURN_REQUEST' },
        actor: user,
        extras: { returnReason: reason },
        detail: reason ? { reason } : {},
      });
    }),
  });
  routeEitherSlash(app, `${accounts}/return/confirm/`, {
    POST: plainEvent({ type: 'CONFIRM_RETURN' }, { staffOnly: true }),
  });
  routeEitherSlash(app, `${accounts}/return/decline/`, {
    POST: plainEvent({ type: 'DECLINE_RETURN' }, { staffOnly: true }),
  });

  // The account asks for a renewal; staff confirm (a new term) or decline it.
  route(app, '/api/v2/billing/order/renew/', {
    PUT: withUser(async (c, { user }) => {
      const body = await readBody(c);
      const accountId = accountInput(body);
      const action = renewActionInput(body);
      if (action !== 'request') assertStaff(user);
      await assertAccountAccess(user, accountId, accountExists(c.var.settings.db, accountId));
      const type = (
        { request: 'RENEW_REQUEST', confirm: 'CONFIRM_RENEWAL', decline: 'DECLINE_RENEWAL' } as const
      )[action];
      return changeSubscription(c, { target: { accountId }, event: { type }, actor: user });
    }),
  });

  // Staff extend a subscription of a plan that does not renew by itself: no event of the machine, the
  // paid term (and access, once it ends) moves; logged as EXTEND_SUBSCRIPTION.
  routeEitherSlash(app, `${accounts}/extend_subscription/`, {
    POST: accountCall(
      async (c, user, accountId, body) => {
        const months = extendMonthsInput(body);
        const settings = c.var.settings;
        const at = settings.now();
        const answer = await settings.db.transaction(async (tx) => {
          const row = await lockAccountSubscription(tx, accountId);
          if (!row) throw new HttpError(409, { detail: 'This account has no subscription to extend.' });
          const plan = (await planById(tx, row.planId))!;
          if (plan.recurring) {
            throw new HttpError(409, {
              detail: 'Only a subscription of a non-recurring plan can be extended.',
            });
          }
          const { today } = await accountClock(tx, accountId, at);
          const paidThrough = addCalendarMonths(row.paidThrough ?? today, months);
          const accessEndsOn = row.accessEndsOn ? addCalendarMonths(row.accessEndsOn, months) : null;
          const [updated] = await tx
            .update(subscriptions)
            .set({ paidThrough, accessEndsOn, updatedAt: at })
            .where(eq(subscriptions.id, row.id))
            .returning();
          await recordAction(tx, {
            accountId,
            subscriptionId: row.id,
            actorId: user.id,
            event: 'EXTEND_SUBSCRIPTION',
            fromStatus: row.status,
            toStatus: row.status,
            detail: { months, paid_through: paidThrough, access_ends_on: accessEndsOn },
            at,
          });
          return readSubscriptionJson(tx, updated!, plan);
        });
        return c.json(answer);
      },
      { staffOnly: true },
    ),
  });
}
