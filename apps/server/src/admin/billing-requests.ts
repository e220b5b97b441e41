// Outstanding billing requests (the admin bar's page; issue 13) and staff's renewals.
//
// A request is the billing log's row that opened it (`subscription_actions`: CANCEL_REQUEST,
// RETURN_REQUEST, RENEW_REQUEST, PAYMENT_UPDATE_EMAIL), so its id is that row's and nothing is copied. It
// is outstanding while it is the account's latest of its kind, nobody resolved it, and it still waits:
// the subscription is still in the state the request put it in (@hub/domain's
// `billingRequestPendingStates`), or, for the card-update email, no new card came since.
//
// `GET /api/v2/admin/billing/requests/?page=&kind=` lists them oldest first, each with the decisions it
// allows and `overdue` (a return or renewal waiting longer than the 24 hours the family was promised, by
// the server's clock; @hub/domain's `isBillingRequestOverdue`), with `overdue_count` of the whole list
// beside `count`, so the hub can flag them; `POST /api/v2/admin/billing/requests/{id}/resolve/ {decision, note?}` resolves one through
// @hub/domain's request machine: the subscription event of billing's machine (one transaction with
// billing's own log, the resolution and the admin log), or the card-update email again. The request's log
// row is locked first and the resolution is unique, so of two staff resolving one request at once one
// wins and the other gets 409. `POST /api/v2/admin/billing/account/{id}/renew/` and `renew/decline/`
// confirm or decline a renewal the same way (resolving its request when there is one).
import {
  adminMessages,
  billingRequestDecisions,
  billingRequestKindOf,
  billingRequestKinds,
  billingRequestListQuerySchema,
  billingRequestOpeningEvents,
  billingRequestOverdueBefore,
  billingRequestPendingStates,
  billingRequestPromisedKinds,
  billingRequestResolutionSchema,
  billingStatusNames,
  formatMessage,
  resolveBillingRequest,
  type BillingRequestDecision,
  type BillingRequestKind,
  type SubscriptionEventType,
} from '@hub/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { applySubscriptionChange } from '../billing/changes';
import { updatePaymentMethodEmail } from '../billing/mail';
import { updateCardPath } from '../billing/mail';
import { subscriptionActions } from '../billing/schema';
import { billingRecipients } from '../billing/store';
import type { Transaction } from '../db/database';
import { readBody } from '../http/body';
import type { AppEnv, Settings } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import { paginateCounted } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { printQueued, queueEmail, type QueuedEmail } from '../mail';
import { assertAccountExists } from './accounts';
import { billingRequestResolutions } from './schema';
import { checked, checkedQuery, recordAdminAction, staffCall } from './staff';
import { fullName, holdersOf, usersById, type UserRow } from './store';

const openingEvents = Object.values(billingRequestOpeningEvents);

/** The events a resolution makes: none of them carries more than its name. */
type PlainEvent = Exclude<SubscriptionEventType, 'ACCEPT_OFFER' | 'CHANGE_PLAN'>;

/** The 409 of a request that no longer waits (resolved by someone else, undone, superseded). */
const alreadyResolved = () => new HttpError(409, { detail: formatMessage(adminMessages.requestResolved) });

/**
 * The outstanding requests (see the file's header), as rows of SQL, oldest first. With `now`, each row
 * says whether it is overdue (a return or renewal waiting longer than the 24 hours promised; @hub/domain's
 * `isBillingRequestOverdue`) and how many of them all are.
 */
function outstandingRequests(kind: BillingRequestKind | null, now: Date = new Date(0)) {
  const events = kind === null ? openingEvents : [billingRequestOpeningEvents[kind]];
  // The request still waits: in its pending state on the account's newest subscription, or (the card-update
  // email) no new card since.
  const waiting = sql.join(
    billingRequestKinds.map((each) => {
      const event = billingRequestOpeningEvents[each];
      const state = billingRequestPendingStates[each];
      return state
        ? sql`(o.event = ${event} and s.status = ${billingStatusNames[state]} and s.id = o.subscription_id)`
        : sql`(o.event = ${event} and not exists (select 1 from ${subscriptionActions} later where later.account_id = o.account_id and later.event = 'PAYMENT_METHOD_CHANGE' and later.id > o.id))`;
    }),
    sql` or `,
  );
  const promised = billingRequestPromisedKinds.map((each) => sql`${billingRequestOpeningEvents[each]}`);
  const overdue = sql`o.event in (${sql.join(promised, sql`, `)}) and o.created_at < ${billingRequestOverdueBefore(now)}`;
  return sql`
    with openings as (
      select distinct on (a.account_id, a.event) a.id, a.account_id, a.subscription_id, a.event, a.actor_id,
        a.detail, a.created_at
      from ${subscriptionActions} a
      where a.event in (${sql.join(
        events.map((event) => sql`${event}`),
        sql`, `,
      )})
      order by a.account_id, a.event, a.id desc
    )
    select o.id, o.account_id, o.subscription_id, o.event, o.actor_id, o.detail, o.created_at,
      s.status as subscription_status, (count(*) over ())::int as total,
      (${overdue}) as overdue, (count(*) filter (where ${overdue}) over ())::int as overdue_total
    from openings o
    left join lateral (
      select s.id, s.status from subscriptions s where s.account_id = o.account_id order by s.id desc limit 1
    ) s on true
    where not exists (select 1 from ${billingRequestResolutions} r where r.request_action_id = o.id)
      and (${waiting})
    order by o.created_at asc, o.id asc`;
}

interface RequestRow {
  id: number;
  account_id: number;
  subscription_id: number | null;
  event: string;
  actor_id: number | null;
  detail: Record<string, unknown> | null;
  created_at: Date | string;
  subscription_status: string | null;
  overdue: boolean;
  overdue_total: number;
  total: number;
}

/** Whether the request with this log row id is outstanding now (inside the resolving transaction). */
async function isOutstanding(tx: Transaction, requestId: number, kind: BillingRequestKind): Promise<boolean> {
  const { rows } = (await tx.execute(
    sql`select id from (${outstandingRequests(kind)}) outstanding where id = ${requestId}`,
  )) as unknown as { rows: { id: number }[] };
  return rows.length > 0;
}

/** The log row of a request by id (an opening event), or null. */
async function requestRow(db: Settings['db'] | Transaction, id: number, lock: boolean) {
  const query = db
    .select()
    .from(subscriptionActions)
    .where(and(eq(subscriptionActions.id, id), inArray(subscriptionActions.event, openingEvents)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

interface Resolution {
  requestId: number;
  kind: BillingRequestKind;
  accountId: number;
  decision: BillingRequestDecision;
  note: string | null;
}

/**
 * Resolves an outstanding request inside the caller's transaction (its log row already locked): the
 * machine's event or the email, the resolution (unique: a second is 409) and the admin log's row.
 * Answers the subscription after the change (null for the card-update email) and the emails sent.
 */
async function resolveInTransaction(
  tx: Transaction,
  settings: Settings,
  staff: UserRow,
  resolution: Resolution,
  at: Date,
) {
  const outcome = resolveBillingRequest({ kind: resolution.kind, state: 'open' }, resolution.decision);
  // The body's schema allowed only the kind's decisions.
  if (!outcome.ok) throw alreadyResolved();
  let subscription: Record<string, unknown> | null = null;
  let statuses: { from_status: string | null; to_status: string | null } = {
    from_status: null,
    to_status: null,
  };
  const sent: QueuedEmail[] = [];
  if (outcome.subscriptionEvent) {
    const change = await applySubscriptionChange(
      tx,
      settings,
      {
        target: { accountId: resolution.accountId },
        event: { type: outcome.subscriptionEvent as PlainEvent },
        actor: staff,
        detail: { request: resolution.requestId, ...(resolution.note ? { note: resolution.note } : {}) },
      },
      at,
    );
    subscription = change.body;
    sent.push(...change.sent);
    statuses = { from_status: change.before.status, to_status: change.after.status };
  }
  if (outcome.resendEmail) {
    const link = `${settings.publicUrl}${updateCardPath}`;
    for (const recipient of await billingRecipients(tx, resolution.accountId)) {
      sent.push(await queueEmail(tx, settings, updatePaymentMethodEmail(recipient, link), at));
    }
  }
  const inserted = await tx
    .insert(billingRequestResolutions)
    .values({
      requestActionId: resolution.requestId,
      accountId: resolution.accountId,
      kind: resolution.kind,
      decision: resolution.decision,
      note: resolution.note,
      resolvedBy: staff.id,
      resolvedAt: at,
    })
    .onConflictDoNothing({ target: billingRequestResolutions.requestActionId })
    .returning({ id: billingRequestResolutions.id });
  if (inserted.length === 0) throw alreadyResolved();
  await recordAdminAction(tx, {
    actor: staff,
    accountId: resolution.accountId,
    action: 'billing_request.resolve',
    targetType: 'billing_request',
    targetId: resolution.requestId,
    detail: {
      kind: resolution.kind,
      decision: resolution.decision,
      note: resolution.note,
      event: outcome.subscriptionEvent,
      ...statuses,
      ...(outcome.resendEmail ? { emails: sent.length } : {}),
    },
    at,
  });
  return { subscription, sent };
}

/** Prints the emails a change queued (demo mode), as billing does. */
function printed(settings: Settings, sent: QueuedEmail[]) {
  printQueued(settings, sent);
}

/** A renewal confirmed or declined by staff: billing's event, and the renewal request resolved with it. */
function renewal(decision: 'confirm' | 'decline') {
  const event = decision === 'confirm' ? 'CONFIRM_RENEWAL' : 'DECLINE_RENEWAL';
  return staffCall(async (c, staff) => {
    const settings = c.var.settings;
    const accountId = idParam(c);
    await assertAccountExists(settings.db, accountId);
    await readBody(c);
    const at = settings.now();
    const { body, sent } = await settings.db.transaction(async (tx) => {
      const [opening] = await tx
        .select()
        .from(subscriptionActions)
        .where(
          and(
            eq(subscriptionActions.accountId, accountId),
            eq(subscriptionActions.event, billingRequestOpeningEvents.renewal),
          ),
        )
        .orderBy(desc(subscriptionActions.id))
        .limit(1)
        .for('update');
      if (opening && (await isOutstanding(tx, opening.id, 'renewal'))) {
        const done = await resolveInTransaction(
          tx,
          settings,
          staff,
          { requestId: opening.id, kind: 'renewal', accountId, decision, note: null },
          at,
        );
        return { body: done.subscription, sent: done.sent };
      }
      // No request waits (a renewal made another way): billing's machine judges the event alone.
      const change = await applySubscriptionChange(
        tx,
        settings,
        { target: { accountId }, event: { type: event }, actor: staff },
        at,
      );
      await recordAdminAction(tx, {
        actor: staff,
        accountId,
        action: decision === 'confirm' ? 'subscription.renew' : 'subscription.renew_decline',
        targetType: 'account',
        targetId: accountId,
        detail: { event, from_status: change.before.status, to_status: change.after.status },
        at,
      });
      return { body: change.body, sent: change.sent };
    });
    printed(settings, sent);
    return c.json(body);
  });
}

export function adminBillingRequestRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/admin/billing/requests/', {
    GET: staffCall(async (c) => {
      const { db } = c.var.settings;
      const query = checkedQuery(c, billingRequestListQuerySchema);
      const now = c.var.settings.now();
      const rowsOf = async (limit: number, offset: number) => {
        const { rows } = (await db.execute(
          sql`${outstandingRequests(query.kind, now)} limit ${limit} offset ${offset}`,
        )) as unknown as { rows: RequestRow[] };
        return rows;
      };
      // Every row carries the overdue count of the whole list; a page past the end is a 404.
      let overdueCount: number | null = null;
      const countOf = async () => {
        const [first] = await rowsOf(1, 0);
        overdueCount = first?.overdue_total ?? 0;
        return first?.total ?? 0;
      };
      const page = await paginateCounted(c, countOf, rowsOf);
      const [holders, openers] = await Promise.all([
        holdersOf(
          db,
          page.results.map((row) => row.account_id),
        ),
        usersById(
          db,
          page.results.map((row) => row.actor_id),
        ),
      ]);
      return c.json({
        ...page,
        overdue_count: overdueCount ?? page.results[0]?.overdue_total ?? 0,
        results: page.results.map((row) => {
          const kind = billingRequestKindOf(row.event)!;
          const holder = holders.get(row.account_id);
          const opener = row.actor_id === null ? undefined : openers.get(row.actor_id);
          return {
            id: row.id,
            kind,
            account: {
              id: row.account_id,
              name: holder ? fullName(holder) : '',
              email: holder?.email ?? null,
            },
            subscription: row.subscription_id,
            subscription_status: row.subscription_status,
            opened_at: new Date(row.created_at).toISOString(),
            overdue: Boolean(row.overdue),
            opened_by: opener ? { id: opener.id, name: fullName(opener), is_staff: opener.isStaff } : null,
            detail: row.detail ?? {},
            decisions: billingRequestDecisions[kind],
          };
        }),
      });
    }),
  });

  route(app, '/api/v2/admin/billing/requests/:id{[0-9]+}/resolve/', {
    POST: staffCall(async (c, staff) => {
      const settings = c.var.settings;
      const requestId = idParam(c);
      const found = await requestRow(settings.db, requestId, false);
      if (!found) throw notFound();
      const kind = billingRequestKindOf(found.event)!;
      const { decision, note } = checked(billingRequestResolutionSchema(kind), await readBody(c));
      const at = settings.now();
      const { subscription, sent } = await settings.db.transaction(async (tx) => {
        // Two staff resolving one request take turns here; the second finds it resolved.
        const locked = await requestRow(tx, requestId, true);
        if (!locked || !(await isOutstanding(tx, requestId, kind))) throw alreadyResolved();
        return resolveInTransaction(
          tx,
          settings,
          staff,
          { requestId, kind, accountId: locked.accountId, decision, note },
          at,
        );
      });
      printed(settings, sent);
      return c.json({
        id: requestId,
        kind,
        account: found.accountId,
        decision,
        note,
        resolved_by: { id: staff.id, name: fullName(staff), email: staff.email },
        resolved_at: at.toISOString(),
        subscription,
      });
    }),
  });

  route(app, '/api/v2/admin/billing/account/:id{[0-9]+}/renew/', { POST: renewal('confirm') });
  route(app, '/api/v2/admin/billing/account/:id{[0-9]+}/renew/decline/', { POST: renewal('decline') });
}
