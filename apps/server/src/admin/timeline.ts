// One account's story for staff (issue 13, "beyond the anchors"; docs/decisions.md "Admin calls"):
// `GET /api/v2/admin/accounts/{id}/timeline/?page=&page_size=&kind=`. Newest first, merged by
// @hub/domain's mergeTimeline from eight sources read afresh for each page:
//
//   order          checkout's orders of the account or of its users, at the moment each was placed.
//   shipment       what was sent to it, at the moment the shipment was made, with its status now; the
//                  actor is the staff member who made it.
//   note           staff's notes, at the moment each was written; the actor is its author.
//   billing        every row of billing's append-only log (`subscription_actions`): the action and the
//                  states around it; the actor only when a staff member did it.
//   play           one event per player and calendar day of the account's time zone (billing's
//                  `accountTimeZone`): minutes played (rounded), sessions (activity rows), `at` the day's
//                  last session start, id `{playerId}:{day}` (timeline-play.ts). Bounded: at most the
//                  newest 400 play-days (player × day) of the account, read among the 400 days before its
//                  latest play, so an account playing for years costs the same as one playing for a year.
//   cancel_reason  each cancel request's reasons and other-reason text (the log row's detail, else the
//                  subscription's cancel form when that row is its newest request), id the log row's.
//   email          each email sent to the account (the outbox's rows of its `account_id`, issue 25), at the
//                  moment it was queued: recipient, subject and delivery (status, tries, last error, when
//                  sent), never its body; id the row's. Read, and resent by staff, in emails.ts.
//   interaction    each customer interaction (issue 28): a call, email or chat staff logged, or what the
//                  family did (account/account-info.ts), at the moment it was recorded, with its summary;
//                  the actor is whoever recorded it.
//
// `kind` reads one source only. The page size is 25 unless `page_size` says otherwise (≤ 1000). A page reads
// of each source only its newest events up to the page's end, and each source's count (issue 30,
// timeline-order.ts): a page costs the same whatever the account's history, and `page=last` reads all.
import {
  adminLimits,
  formatMessage,
  mergeTimeline,
  pageQuerySchema,
  timelineKinds,
  toEnglish,
  validate,
  validationMessages,
  withValues,
  type TimelineKind,
} from '@hub/domain';
import { and, eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accounts, customerInteractions, users } from '../account/schema';
import { subscriptionActions, subscriptions } from '../billing/schema';
import type { Database } from '../db/database';
import { perDatabase } from '../db/prepared';
import { orders } from '../checkout/schema';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError, invalid, messages, notFound, type FieldErrors } from '../http/errors';
import { pageRequest, type Page } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { emailEvents, type EmailEvent } from './emails';
import { accountNotes, shipments } from './schema';
import { staffCall } from './staff';
import { personJson, usersById, type UserRow } from './store';
import { newestFirst, newestOf, pageEnd, totalColumn, type Newest } from './timeline-order';
import { playEvents, type PlayEvent } from './timeline-play';

/** How many events a page holds when `page_size` is absent (the hub's "Show more" step). */
export const timelinePageSize = 25;

/** How much of a refused `kind` the message repeats (as DRF's choice messages do). */
const echoedKindLength = 40;

type Actor = ReturnType<typeof personJson>;

interface EventBase {
  id: string;
  at: string;
  actor: Actor;
}

/** One event of the timeline, as `timelineEventSchema` of @hub/api-client reads it. */
export type TimelineEvent = EventBase &
  (
    | { kind: 'order'; order_number: string; status: string; total_cents: number; currency: string }
    | { kind: 'shipment'; shipment_kind: string; status: string; tracking_number: string | null }
    | { kind: 'note'; text: string }
    | { kind: 'billing'; action: string; from_state: string | null; to_state: string | null }
    | Omit<PlayEvent, keyof EventBase>
    | { kind: 'cancel_reason'; reasons: string[]; other_reason: string | null }
    | { kind: 'interaction'; interaction_kind: string; summary: string }
    | Omit<EmailEvent, keyof EventBase>
  );

/** `kind` of the query: one of the kinds (any case), or null for all; bounded before it is compared. */
function kindOf(raw: string | undefined, errors: FieldErrors): TimelineKind | null {
  if (raw === undefined || raw === '') return null;
  const wanted = raw.length <= adminLimits.queryValue ? raw.trim().toLowerCase() : null;
  const kind = timelineKinds.find((candidate) => candidate === wanted) ?? null;
  if (kind === null) {
    const characters = Array.from(raw.slice(0, echoedKindLength * 2));
    const value =
      characters.length > echoedKindLength
        ? `${characters.slice(0, echoedKindLength - 1).join('')}…`
        : characters.join('');
    errors.kind = [formatMessage(withValues(validationMessages.invalidChoice, { value }))];
  }
  return kind;
}

/** The query checked: 400 with every field's message (a malformed `page`, an unknown `kind`). */
function timelineQuery(c: AppContext): { kind: TimelineKind | null } {
  const errors: FieldErrors = {};
  const paging = validate(pageQuerySchema, c.req.query());
  if (!paging.success) Object.assign(errors, toEnglish(paging.errors));
  const kind = kindOf(c.req.query('kind'), errors);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { kind };
}

function linkTo(c: AppContext, page: number | null): string | null {
  if (page === null) return null;
  const url = new URL(c.req.url);
  url.searchParams.set('page', String(page));
  return `${url.pathname}?${url.searchParams.toString()}`;
}

/** The page asked for (DRF's page, 25 by default; -1 for `last`) and its size. */
function pageAsked(c: AppContext): { page: number; size: number } {
  const request = pageRequest(c);
  const rawSize = c.req.query('page_size');
  const sized = rawSize !== undefined && /^\d{1,9}$/.test(rawSize) && Number(rawSize) >= 1;
  return { page: request.page, size: sized ? request.pageSize : timelinePageSize };
}

/**
 * The page of the merged events, which hold at least the events up to the page's end of `count` in all;
 * past the last 404 'Invalid page.'.
 */
function pageOf<T>(
  c: AppContext,
  asked: { page: number; size: number },
  events: T[],
  count: number,
): Page<T> {
  const { size } = asked;
  const lastPage = Math.max(1, Math.ceil(count / size));
  const page = asked.page === -1 ? lastPage : asked.page;
  if (page > lastPage) throw new HttpError(404, { detail: messages.invalidPage });
  return {
    count,
    next: linkTo(c, page < lastPage ? page + 1 : null),
    previous: linkTo(c, page > 1 ? page - 1 : null),
    results: events.slice((page - 1) * size, page * size),
  };
}

/** A list of text values of a log row's detail (its cancel reasons), or null when it holds none. */
function textList(value: unknown): string[] | null {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The account's newest orders and those of its users, with their count: one statement, prepared once per
 * database (as every source of the timeline is: drizzle builds a query's SQL on every call otherwise, which
 * took more of a page's time than PostgreSQL took to run its eleven statements).
 */
const newestOrders = perDatabase((db) => {
  const accountId = sql.placeholder('accountId');
  return db
    .select({
      id: orders.id,
      number: orders.number,
      state: orders.state,
      total: orders.total,
      currency: orders.currency,
      placedAt: orders.placedAt,
      count: totalColumn(),
    })
    .from(orders)
    .where(
      or(
        eq(orders.accountId, accountId),
        // An array of the users' ids (read first), not `in (select ...)`: with the account's orders in an
        // `or`, only constant values let the planner use both indexes of orders instead of reading them all.
        sql`${orders.userId} = any(array(${db.select({ id: users.id }).from(users).where(eq(users.accountId, accountId))}))`,
      ),
    )
    .orderBy(...newestFirst(orders.placedAt, orders.id))
    .limit(pageEnd)
    .prepare('timeline_orders');
});

/** The account's newest orders and those of its users, as events. */
async function orderEvents(
  db: Database,
  accountId: number,
  limit: number | null,
): Promise<Newest<TimelineEvent>> {
  const rows = await newestOrders(db).execute({ accountId, limit });
  return {
    total: rows[0]?.count ?? 0,
    rows: rows.map((row) => ({
      kind: 'order',
      id: String(row.id),
      at: row.placedAt.toISOString(),
      actor: null,
      order_number: row.number,
      status: row.state,
      total_cents: row.total,
      currency: row.currency,
    })),
  };
}

/** The account's newest shipments, with their count: prepared, as the orders are. */
const newestShipments = perDatabase((db) =>
  db
    .select({ ...getTableColumns(shipments), total: totalColumn() })
    .from(shipments)
    .where(eq(shipments.accountId, sql.placeholder('accountId')))
    .orderBy(...newestFirst(shipments.createdAt, shipments.id))
    .limit(pageEnd)
    .prepare('timeline_shipments'),
);

/** The account's newest staff notes, with their count. */
const newestNotes = perDatabase((db) =>
  db
    .select({ ...getTableColumns(accountNotes), total: totalColumn() })
    .from(accountNotes)
    .where(eq(accountNotes.accountId, sql.placeholder('accountId')))
    .orderBy(...newestFirst(accountNotes.createdAt, accountNotes.id))
    .limit(pageEnd)
    .prepare('timeline_notes'),
);

/** The account's newest rows of billing's log, with their count. */
const newestActions = perDatabase((db) =>
  db
    .select({ ...getTableColumns(subscriptionActions), total: totalColumn() })
    .from(subscriptionActions)
    .where(eq(subscriptionActions.accountId, sql.placeholder('accountId')))
    .orderBy(...newestFirst(subscriptionActions.createdAt, subscriptionActions.id))
    .limit(pageEnd)
    .prepare('timeline_billing'),
);

/** Every cancel request of the account (a few). */
const cancelRequestsOf = perDatabase((db) =>
  db
    .select()
    .from(subscriptionActions)
    .where(
      and(
        eq(subscriptionActions.accountId, sql.placeholder('accountId')),
        eq(subscriptionActions.event, 'CANCEL_REQUEST'),
      ),
    )
    .prepare('timeline_cancel_requests'),
);

/** The account's newest customer interactions, with their count. */
const newestInteractions = perDatabase((db) =>
  db
    .select({ ...getTableColumns(customerInteractions), total: totalColumn() })
    .from(customerInteractions)
    .where(eq(customerInteractions.accountId, sql.placeholder('accountId')))
    .orderBy(...newestFirst(customerInteractions.createdAt, customerInteractions.id))
    .limit(pageEnd)
    .prepare('timeline_interactions'),
);

/** Whether the account exists (the timeline of another id is 404). */
const accountById = perDatabase((db) =>
  db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('timeline_account'),
);

/** Everything the events name a person for (shipments' makers, notes' authors, billing's actors). */
type People = Map<number, UserRow>;

const personOf = (people: People, id: number | null) =>
  personJson(id === null ? null : (people.get(id) ?? null));

/** The staff member of a billing log row, or null (the family, the system, a departed user). */
const staffOf = (people: People, id: number | null) => {
  const person = id === null ? undefined : people.get(id);
  return person?.isStaff ? personJson(person) : null;
};

type ActionRow = typeof subscriptionActions.$inferSelect;

/** What each source read (its newest rows and its count), before the people are named. */
interface Reads {
  orders: Newest<TimelineEvent>;
  shipments: Newest<typeof shipments.$inferSelect>;
  notes: Newest<typeof accountNotes.$inferSelect>;
  actions: Newest<ActionRow>;
  /** Every cancel request of the account (a few): which show reasons is known only once they are read. */
  cancelRequests: ActionRow[];
  play: Newest<PlayEvent>;
  cancelForms: Map<number, { reasons: string[]; other: string | null; latestRequest: number | null }>;
  emails: Newest<TimelineEvent>;
  interactions: Newest<typeof customerInteractions.$inferSelect>;
}

/** Each subscription's cancel form with the id of its newest cancel request (the form that request sent). */
async function cancelForms(db: Database, accountId: number, requests: ActionRow[]) {
  const forms: Reads['cancelForms'] = new Map();
  const rows = await db
    .select({
      id: subscriptions.id,
      reasons: subscriptions.cancelReasons,
      other: subscriptions.cancelOtherReason,
    })
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId));
  for (const row of rows) forms.set(row.id, { reasons: row.reasons, other: row.other, latestRequest: null });
  for (const request of requests) {
    const form = request.subscriptionId === null ? undefined : forms.get(request.subscriptionId);
    if (form && (form.latestRequest ?? 0) < request.id) form.latestRequest = request.id;
  }
  return forms;
}

const none = { rows: [], total: 0 };

/** What the kinds asked for need of the database (one source, or all), each up to `limit` events. */
async function readSources(
  db: Database,
  accountId: number,
  kind: TimelineKind | null,
  limit: number | null,
): Promise<Reads> {
  const wants = (...kinds: TimelineKind[]) => kind === null || kinds.includes(kind);
  const values = { accountId, limit };
  const [orderRows, shipmentRows, noteRows, actionRows, cancelRequests, play, emails, interactions] =
    await Promise.all([
      wants('order') ? orderEvents(db, accountId, limit) : none,
      wants('shipment') ? newestShipments(db).execute(values).then(newestOf) : none,
      wants('note') ? newestNotes(db).execute(values).then(newestOf) : none,
      wants('billing') ? newestActions(db).execute(values).then(newestOf) : none,
      wants('cancel_reason') ? cancelRequestsOf(db).execute({ accountId }) : [],
      wants('play') ? playEvents(db, accountId, limit) : none,
      wants('email') ? emailEvents(db, accountId, limit) : none,
      wants('interaction') ? newestInteractions(db).execute(values).then(newestOf) : none,
    ]);
  return {
    orders: orderRows,
    shipments: shipmentRows,
    notes: noteRows,
    actions: actionRows,
    cancelRequests,
    play,
    // Most accounts never asked to cancel: no form to read.
    cancelForms: cancelRequests.length > 0 ? await cancelForms(db, accountId, cancelRequests) : new Map(),
    emails,
    interactions,
  };
}

/** The cancel requests that show reasons, as events (every one: the account has a few). */
function cancelEventsOf(reads: Reads, people: People): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  for (const row of reads.cancelRequests) {
    let reasons = textList(row.detail.reasons);
    let other = textOrNull(row.detail.other_reason);
    const form = row.subscriptionId === null ? undefined : reads.cancelForms.get(row.subscriptionId);
    // A log row without the form's reasons: the subscription's record holds its newest request's form.
    if (reasons === null && form?.latestRequest === row.id) {
      reasons = form.reasons;
      other ??= textOrNull(form.other);
    }
    if ((reasons ?? []).length === 0 && other === null) continue;
    events.push({
      kind: 'cancel_reason',
      id: String(row.id),
      at: row.createdAt.toISOString(),
      actor: staffOf(people, row.actorId),
      reasons: reasons ?? [],
      other_reason: other,
    });
  }
  return events;
}

/**
 * The events of the sources up to `limit` each, their people named, merged newest first, and the count of
 * the whole timeline.
 */
async function timelineOf(
  db: Database,
  accountId: number,
  kind: TimelineKind | null,
  limit: number | null,
): Promise<{ events: TimelineEvent[]; count: number }> {
  const reads = await readSources(db, accountId, kind, limit);
  const people = await usersById(db, [
    ...reads.shipments.rows.map((row) => row.createdBy),
    ...reads.notes.rows.map((row) => row.authorId),
    ...reads.actions.rows.map((row) => row.actorId),
    ...reads.cancelRequests.map((row) => row.actorId),
    ...reads.interactions.rows.map((row) => row.userId),
  ]);
  const shipmentEvents: TimelineEvent[] = reads.shipments.rows.map((row) => ({
    kind: 'shipment',
    id: String(row.id),
    at: row.createdAt.toISOString(),
    actor: personOf(people, row.createdBy),
    shipment_kind: row.kind,
    status: row.status,
    tracking_number: row.trackingNumber,
  }));
  const noteEvents: TimelineEvent[] = reads.notes.rows.map((row) => ({
    kind: 'note',
    id: String(row.id),
    at: row.createdAt.toISOString(),
    actor: personOf(people, row.authorId),
    text: row.text,
  }));
  const billingEvents: TimelineEvent[] = reads.actions.rows.map((row) => ({
    kind: 'billing',
    id: String(row.id),
    at: row.createdAt.toISOString(),
    actor: staffOf(people, row.actorId),
    action: row.event,
    from_state: row.fromStatus,
    to_state: row.toStatus,
  }));
  const cancelEvents = cancelEventsOf(reads, people);
  const interactionEvents: TimelineEvent[] = reads.interactions.rows.map((row) => ({
    kind: 'interaction',
    id: String(row.id),
    at: row.createdAt.toISOString(),
    actor: personOf(people, row.userId),
    interaction_kind: row.kind,
    summary: row.summary,
  }));
  const sources = [reads.orders, reads.shipments, reads.notes, reads.actions, reads.play, reads.emails];
  return {
    events: mergeTimeline([
      reads.orders.rows,
      shipmentEvents,
      noteEvents,
      billingEvents,
      reads.play.rows,
      cancelEvents,
      reads.emails.rows,
      interactionEvents,
    ]),
    count:
      sources.reduce((total, source) => total + source.total, 0) +
      reads.interactions.total +
      cancelEvents.length,
  };
}

export function adminTimelineRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/admin/accounts/:id{[0-9]+}/timeline/', {
    GET: staffCall(async (c) => {
      const { db } = c.var.settings;
      const accountId = idParam(c);
      const [account] = await accountById(db).execute({ accountId });
      if (!account) throw notFound();
      const { kind } = timelineQuery(c);
      const asked = pageAsked(c);
      // Each source's events up to the page's end; all of them for `last`, whose end needs the count.
      const limit = asked.page === -1 ? null : asked.page * asked.size;
      const { events, count } = await timelineOf(db, accountId, kind, limit);
      return c.json(pageOf(c, asked, events, count));
    }),
  });
}
