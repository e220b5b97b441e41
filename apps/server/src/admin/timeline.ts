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
//                  last session start, id `{playerId}:{day}`. Bounded: at most the newest 400 play-days
//                  (player × day) of the account, read among the 400 days before its latest play, so an
//                  account playing for years costs the same as one playing for a year.
//   cancel_reason  each cancel request's reasons and other-reason text (the log row's detail, else the
//                  subscription's cancel form when that row is its newest request), id the log row's.
//   email          each email sent to the account (the outbox's rows of its `account_id`, issue 25), at the
//                  moment it was queued: recipient, subject and delivery (status, tries, last error, when
//                  sent), never its body; id the row's. Read, and resent by staff, in emails.ts.
//   interaction    each customer interaction (issue 28): a call, email or chat staff logged, or what the
//                  family did (account/account-info.ts), at the moment it was recorded, with its summary;
//                  the actor is whoever recorded it.
//
// `kind` reads one source only. The page size is 25 unless `page_size` says otherwise (≤ 1000).
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
import { and, count, desc, eq, gt, max, or, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accounts, customerInteractions, users } from '../account/schema';
import { subscriptionActions, subscriptions } from '../billing/schema';
import { accountTimeZone } from '../account/time-zone';
import type { Db } from '../billing/store';
import { orders } from '../checkout/schema';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError, invalid, messages, notFound, type FieldErrors } from '../http/errors';
import { pageRequest, type Page } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { playerActivity, players } from '../stats/schema';
import { lastPlaySql } from './accounts';
import { emailEvents, type EmailEvent } from './emails';
import { accountNotes, shipments } from './schema';
import { staffCall } from './staff';
import { personJson, usersById, type UserRow } from './store';

/** How many events a page holds when `page_size` is absent (the hub's "Show more" step). */
export const timelinePageSize = 25;

/** The most play-days (player × calendar day) one timeline reads, and the days before the latest play. */
export const timelinePlayDays = 400;

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
    | {
        kind: 'play';
        player: { id: number; name: string };
        day: string;
        minutes: number;
        sessions: number;
      }
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

/** The page asked for of the merged events (DRF's page, 25 by default); past the last 404 'Invalid page.'. */
function pageOf<T>(c: AppContext, events: T[]): Page<T> {
  const request = pageRequest(c);
  const rawSize = c.req.query('page_size');
  const sized = rawSize !== undefined && /^\d{1,9}$/.test(rawSize) && Number(rawSize) >= 1;
  const size = sized ? request.pageSize : timelinePageSize;
  const lastPage = Math.max(1, Math.ceil(events.length / size));
  const page = request.page === -1 ? lastPage : request.page;
  if (page > lastPage) throw new HttpError(404, { detail: messages.invalidPage });
  return {
    count: events.length,
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

/** The account's orders and those of its users, as events. */
async function orderEvents(db: Db, accountId: number): Promise<TimelineEvent[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      state: orders.state,
      total: orders.total,
      currency: orders.currency,
      placedAt: orders.placedAt,
    })
    .from(orders)
    .where(
      or(
        eq(orders.accountId, accountId),
        // An array of the users' ids (read first), not `in (select ...)`: with the account's orders in an
        // `or`, only constant values let the planner use both indexes of orders instead of reading them all.
        sql`${orders.userId} = any(array(${db.select({ id: users.id }).from(users).where(eq(users.accountId, accountId))}))`,
      ),
    );
  return rows.map((row) => ({
    kind: 'order',
    id: String(row.id),
    at: row.placedAt.toISOString(),
    actor: null,
    order_number: row.number,
    status: row.state,
    total_cents: row.total,
    currency: row.currency,
  }));
}

/** Everything the events name a person for (shipments' makers, notes' authors, billing's actors). */
type People = Map<number, UserRow>;

const personOf = (people: People, id: number | null) =>
  personJson(id === null ? null : (people.get(id) ?? null));

/** The staff member of a billing log row, or null (the family, the system, a departed user). */
const staffOf = (people: People, id: number | null) => {
  const person = id === null ? undefined : people.get(id);
  return person?.isStaff ? personJson(person) : null;
};

/** What each source read, before the people are named. */
interface Reads {
  orders: TimelineEvent[];
  shipments: (typeof shipments.$inferSelect)[];
  notes: (typeof accountNotes.$inferSelect)[];
  actions: (typeof subscriptionActions.$inferSelect)[];
  play: TimelineEvent[];
  cancelForms: Map<number, { reasons: string[]; other: string | null; latestRequest: number | null }>;
  emails: TimelineEvent[];
  interactions: (typeof customerInteractions.$inferSelect)[];
}

/** Each subscription's cancel form with the id of its newest cancel request (the form that request sent). */
async function cancelForms(db: Db, accountId: number, actions: Reads['actions']) {
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
  for (const action of actions) {
    const form = action.subscriptionId === null ? undefined : forms.get(action.subscriptionId);
    if (action.event === 'CANCEL_REQUEST' && form && (form.latestRequest ?? 0) < action.id) {
      form.latestRequest = action.id;
    }
  }
  return forms;
}

/** One event per player and day of the account's zone, the newest `timelinePlayDays` (see the header). */
async function playEvents(db: Db, accountId: number): Promise<TimelineEvent[]> {
  const timeZone = await accountTimeZone(db, accountId);
  const since = sql`${lastPlaySql(accountId)} - make_interval(days => ${timelinePlayDays})`;
  const sessions = db
    .select({
      playerId: playerActivity.playerId,
      name: players.name,
      day: sql<string>`to_char(${playerActivity.periodDatetime} at time zone ${timeZone}, 'YYYY-MM-DD')`.as(
        'day',
      ),
      at: playerActivity.periodDatetime,
      seconds: playerActivity.secondsPlayed,
    })
    .from(playerActivity)
    .innerJoin(players, eq(players.id, playerActivity.playerId))
    .where(and(eq(players.accountId, accountId), gt(playerActivity.periodDatetime, since)))
    .as('sessions');
  const rows = await db
    .select({
      playerId: sessions.playerId,
      name: sessions.name,
      day: sessions.day,
      seconds: sql<number>`sum(${sessions.seconds})`.mapWith(Number),
      sessions: count(),
      at: max(sessions.at),
    })
    .from(sessions)
    .groupBy(sessions.playerId, sessions.name, sessions.day)
    .orderBy(desc(sessions.day), desc(sessions.playerId))
    .limit(timelinePlayDays);
  return rows.map((row) => ({
    kind: 'play',
    id: `${row.playerId}:${row.day}`,
    at: row.at!.toISOString(),
    actor: null,
    player: { id: row.playerId, name: row.name },
    day: row.day,
    minutes: Math.round(row.seconds / 60),
    sessions: row.sessions,
  }));
}

/** What the kinds asked for need of the database (one source, or all). */
async function readSources(db: Db, accountId: number, kind: TimelineKind | null): Promise<Reads> {
  const wants = (...kinds: TimelineKind[]) => kind === null || kinds.includes(kind);
  const [orderRows, shipmentRows, noteRows, actionRows, play, emails, interactions] = await Promise.all([
    wants('order') ? orderEvents(db, accountId) : [],
    wants('shipment') ? db.select().from(shipments).where(eq(shipments.accountId, accountId)) : [],
    wants('note') ? db.select().from(accountNotes).where(eq(accountNotes.accountId, accountId)) : [],
    wants('billing', 'cancel_reason')
      ? db
          .select()
          .from(subscriptionActions)
          .where(
            kind === 'cancel_reason'
              ? and(
                  eq(subscriptionActions.accountId, accountId),
                  eq(subscriptionActions.event, 'CANCEL_REQUEST'),
                )
              : eq(subscriptionActions.accountId, accountId),
          )
      : [],
    wants('play') ? playEvents(db, accountId) : [],
    wants('email') ? emailEvents(db, accountId) : [],
    wants('interaction')
      ? db.select().from(customerInteractions).where(eq(customerInteractions.accountId, accountId))
      : [],
  ]);
  return {
    orders: orderRows,
    shipments: shipmentRows,
    notes: noteRows,
    actions: actionRows,
    play,
    cancelForms: wants('cancel_reason') ? await cancelForms(db, accountId, actionRows) : new Map(),
    emails,
    interactions,
  };
}

/** The events of the sources, their people named, merged newest first. */
async function timelineOf(db: Db, accountId: number, kind: TimelineKind | null): Promise<TimelineEvent[]> {
  const reads = await readSources(db, accountId, kind);
  const wants = (wanted: TimelineKind) => kind === null || kind === wanted;
  const people = await usersById(db, [
    ...reads.shipments.map((row) => row.createdBy),
    ...reads.notes.map((row) => row.authorId),
    ...reads.actions.map((row) => row.actorId),
    ...reads.interactions.map((row) => row.userId),
  ]);
  const shipmentEvents: TimelineEvent[] = reads.shipments.map((row) => ({
    kind: 'shipment',
    id: String(row.id),
    at: row.createdAt.toISOString(),
    actor: personOf(people, row.createdBy),
    shipment_kind: row.kind,
    status: row.status,
    tracking_number: row.trackingNumber,
  }));
  const noteEvents: TimelineEvent[] = reads.notes.map((row) => ({
    kind: 'note',
    id: String(row.id),
    at: row.createdAt.toISOString(),
    actor: personOf(people, row.authorId),
    text: row.text,
  }));
  const billingEvents: TimelineEvent[] = wants('billing')
    ? reads.actions.map((row) => ({
        kind: 'billing',
        id: String(row.id),
        at: row.createdAt.toISOString(),
        actor: staffOf(people, row.actorId),
        action: row.event,
        from_state: row.fromStatus,
        to_state: row.toStatus,
      }))
    : [];
  const cancelEvents: TimelineEvent[] = [];
  if (wants('cancel_reason')) {
    for (const row of reads.actions) {
      if (row.event !== 'CANCEL_REQUEST') continue;
      let reasons = textList(row.detail.reasons);
      let other = textOrNull(row.detail.other_reason);
      const form = row.subscriptionId === null ? undefined : reads.cancelForms.get(row.subscriptionId);
      // A log row without the form's reasons: the subscription's record holds its newest request's form.
      if (reasons === null && form?.latestRequest === row.id) {
        reasons = form.reasons;
        other ??= textOrNull(form.other);
      }
      if ((reasons ?? []).length === 0 && other === null) continue;
      cancelEvents.push({
        kind: 'cancel_reason',
        id: String(row.id),
        at: row.createdAt.toISOString(),
        actor: staffOf(people, row.actorId),
        reasons: reasons ?? [],
        other_reason: other,
      });
    }
  }
  const interactionEvents: TimelineEvent[] = reads.interactions.map((row) => ({
    kind: 'interaction',
    id: String(row.id),
    at: row.createdAt.toISOString(),
    actor: personOf(people, row.userId),
    interaction_kind: row.kind,
    summary: row.summary,
  }));
  return mergeTimeline([
    reads.orders,
    shipmentEvents,
    noteEvents,
    billingEvents,
    reads.play,
    cancelEvents,
    reads.emails,
    interactionEvents,
  ]);
}

export function adminTimelineRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/admin/accounts/:id{[0-9]+}/timeline/', {
    GET: staffCall(async (c) => {
      const { db } = c.var.settings;
      const accountId = idParam(c);
      const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
      if (!account) throw notFound();
      const { kind } = timelineQuery(c);
      return c.json(pageOf(c, await timelineOf(db, accountId, kind)));
    }),
  });
}
