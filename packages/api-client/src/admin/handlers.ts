// MSW handlers of the staff (admin) area: one per call of docs/decisions.md "Admin calls", each answering as
// its state says (the demo's data by default; a list given as an array is paged as the request asks, so
// "Show more" reads its second page), a notes world that keeps a staff member's changes (a new note
// first and counted, a deleted one gone and uncounted) for stories that walk the notes, and a timeline
// world where a failed email sent again is queued on the next read.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Page } from '../http/schemas';
import { respond, ok, failing, type MockState } from '../msw/states';
import {
  accountMigrationFixture,
  accountNoteFixtures,
  accountTagFixtures,
  adminAccountFixture,
  adminAccountFixtures,
  adminErrorBodies,
  adminOrderFixtures,
  billingRequestFixtures,
  billingRequestResolutionFixture,
  shipmentFixtures,
  staffFixtures,
  supportTicketFixtures,
  surveyResponseFixtures,
  customerInteractionFixtures,
  interactionEvent,
  staffInteractionsMetadataFixture,
  timelineEmailFixtures,
  timelineFixtures,
  timelineWithEmailsFixtures,
} from './fixtures';
import {
  accountOrderings,
  compareAccounts,
  mergeTimeline,
  staffInteractionKinds,
  type OrderedAccount,
} from '@hub/domain';
import type { CustomerInteraction } from '../account/call-schemas';
import { shippingFixture } from '../account/fixtures';
import { subscriptionFixtures } from '../billing/fixtures';
import type { AccountNote, AdminAccountSummary, StaffPerson, TimelineEvent } from './schemas';

/** The paths of the admin calls as MSW patterns. */
const paths = {
  accounts: '*/api/v2/admin/accounts/',
  account: '*/api/v2/admin/accounts/:accountId/',
  tags: '*/api/v2/admin/accounts/tags/',
  user: '*/api/v2/admin/users/:userId/',
  notes: '*/api/v2/admin/accounts/:accountId/notes/',
  newNote: '*/api/v2/admin/accounts/notes/',
  note: '*/api/v2/admin/accounts/:accountId/notes/:noteId/',
  accountShipments: '*/api/v2/admin/billing/account/:accountId/shipments/',
  shipments: '*/api/v2/admin/shipments/',
  shipment: '*/api/v2/admin/shipments/:shipmentId/',
  newShipment: '*/api/v2/admin/shipping/',
  userShipping: '*/api/v2/admin/:userId/shipping/',
  tickets: '*/api/v2/admin/users/:userId/tickets/',
  responses: '*/api/v2/admin/players/:playerId/responses/',
  orders: '*/api/v2/admin/orders/',
  requests: '*/api/v2/admin/billing/requests/',
  resolve: '*/api/v2/admin/billing/requests/:requestId/resolve/',
  renew: '*/api/v2/admin/billing/account/:accountId/renew/',
  declineRenewal: '*/api/v2/admin/billing/account/:accountId/renew/decline/',
  migrate: '*/api/v2/admin/transit_account_to_lq/:accountId/',
  timeline: '*/api/v2/admin/accounts/:accountId/timeline/',
  resendEmail: '*/api/v2/admin/accounts/:accountId/emails/:emailId/resend/',
} as const;

/** The page a `page`/`page_size` request asks for, with `next` and `previous` as the server writes them. */
function pageFor<T>(request: Request, items: readonly T[]): Page<T> {
  const url = new URL(request.url);
  const size = Math.min(1000, Math.max(1, Number(url.searchParams.get('page_size')) || 1000));
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const start = (page - 1) * size;
  const link = (number: number) => {
    const params = new URLSearchParams(url.search);
    params.set('page', String(number));
    return `${url.pathname}?${params.toString()}`;
  };
  return {
    count: items.length,
    next: start + size < items.length ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.slice(start, start + size),
  };
}

/** Answers a list call: an array of items is paged as the request asks; any other state as it says. */
function respondPaged(state: MockState<unknown>) {
  return async ({ request }: { request: Request }) => {
    if (state.kind !== 'ok' || !Array.isArray(state.data)) return respond(state)();
    if (state.delayMs) await delay(state.delayMs);
    return HttpResponse.json(pageFor(request, state.data));
  };
}

const numeric = (value: unknown) => typeof value === 'string' && /^\d+$/.test(value);

/** What the account list's order reads of a summary. */
type OrderedSummary = Pick<AdminAccountSummary, 'id' | 'last_play_at' | 'billing_status'>;

/**
 * The accounts in the order `?ordering=` asks for, as the server lists them: @hub/domain's `compareAccounts`
 * (by id; by last play, never played as the oldest; by churn risk, a requested cancel first, ended
 * subscriptions last, each from the longest without play), reading the group from the billing status as
 * the server does. Without a known ordering, as they were given (the fixtures stand for the server's
 * newest first).
 */
export function orderedAdminAccounts<T extends OrderedSummary>(
  accounts: readonly T[],
  ordering: string | null,
): T[] {
  const known = accountOrderings.find((candidate) => candidate === ordering);
  if (known === undefined) return [...accounts];
  const compare = compareAccounts(known);
  const ordered = (row: T): OrderedAccount => ({
    id: row.id,
    lastPlayAt: row.last_play_at === null ? null : Date.parse(row.last_play_at),
    billingStatusName: row.billing_status?.status_name,
  });
  return [...accounts].sort((a, b) => compare(ordered(a), ordered(b)));
}

/** 204 with no body, as a DELETE answers. */
function noContent(state?: MockState<unknown>) {
  return async () => (state ? respond(state)() : new HttpResponse(null, { status: 204 }));
}

/** One handler per admin call, each answering as its state says (the demo's data by default). */
export const adminHandlers = {
  /** The list; given an array of accounts, in the order `?ordering=` asks for, then paged. */
  adminAccounts: (state: MockState<unknown> = ok(adminAccountFixtures)) =>
    http.get(paths.accounts, ({ request }) => {
      if (state.kind !== 'ok' || !Array.isArray(state.data)) return respondPaged(state)({ request });
      const ordering = new URL(request.url).searchParams.get('ordering');
      const data = orderedAdminAccounts(state.data as OrderedSummary[], ordering);
      return respondPaged({ ...state, data })({ request });
    }),
  adminAccount: (state: MockState<unknown> = ok(adminAccountFixture)) =>
    http.get(paths.account, ({ params }) => (numeric(params.accountId) ? respond(state)() : undefined)),
  adminReplaceAccount: (state: MockState<unknown> = ok(adminAccountFixture)) =>
    http.put(paths.account, respond(state)),
  adminChangeAccount: (state: MockState<unknown> = ok(adminAccountFixture)) =>
    http.patch(paths.account, respond(state)),
  adminAccountTags: (state: MockState<unknown> = ok(accountTagFixtures)) =>
    http.get(paths.tags, respondPaged(state)),
  adminChangeUser: (state: MockState<unknown> = ok(adminAccountFixture.users[0])) =>
    http.patch(paths.user, respond(state)),
  adminNotes: (state: MockState<unknown> = ok(accountNoteFixtures)) =>
    http.get(paths.notes, respondPaged(state)),
  adminCreateNote: (state: MockState<unknown> = ok(accountNoteFixtures[0])) =>
    http.post(paths.newNote, respond(state)),
  adminUpdateNote: (state: MockState<unknown> = ok({ ...accountNoteFixtures[0], edited: true })) =>
    http.patch(paths.note, respond(state)),
  adminDeleteNote: (state?: MockState<unknown>) => http.delete(paths.note, noContent(state)),
  adminAccountShipments: (state: MockState<unknown> = ok(shipmentFixtures)) =>
    http.get(paths.accountShipments, respondPaged(state)),
  adminShipments: (state: MockState<unknown> = ok(shipmentFixtures)) =>
    http.get(paths.shipments, respondPaged(state)),
  adminCreateShipment: (state: MockState<unknown> = ok(shipmentFixtures[0])) =>
    http.post(paths.newShipment, respond(state)),
  adminUpdateShipment: (
    state: MockState<unknown> = ok({
      ...shipmentFixtures[0],
      status: 'shipped',
      carrier: 'UPS',
      tracking_number: '1Z999',
    }),
  ) => http.patch(paths.shipment, respond(state)),
  adminUserShipping: (state: MockState<unknown> = ok({ ...shippingFixture, version: 'v1' })) =>
    http.get(paths.userShipping, respond(state)),
  adminUpdateUserShipping: (state: MockState<unknown> = ok({ ...shippingFixture, version: 'v2' })) =>
    http.patch(paths.userShipping, respond(state)),
  adminUserTickets: (state: MockState<unknown> = ok(supportTicketFixtures)) =>
    http.get(paths.tickets, respondPaged(state)),
  adminPlayerResponses: (state: MockState<unknown> = ok(surveyResponseFixtures)) =>
    http.get(paths.responses, respondPaged(state)),
  adminOrders: (state: MockState<unknown> = ok(adminOrderFixtures)) =>
    http.get(paths.orders, respondPaged(state)),
  /** The requests, paged as asked, with `overdue_count` counted over them all as the server does. */
  adminBillingRequests: (state: MockState<unknown> = ok(billingRequestFixtures)) =>
    http.get(paths.requests, async ({ request }) => {
      if (state.kind !== 'ok' || !Array.isArray(state.data)) return respond(state)();
      if (state.delayMs) await delay(state.delayMs);
      const items = state.data as { overdue?: boolean }[];
      return HttpResponse.json({
        ...pageFor(request, items),
        overdue_count: items.filter((item) => item.overdue).length,
      });
    }),
  adminResolveRequest: (state: MockState<unknown> = ok(billingRequestResolutionFixture)) =>
    http.post(paths.resolve, respond(state)),
  adminConfirmRenewal: (state: MockState<unknown> = ok({ ...subscriptionFixtures.renewed, account: 116 })) =>
    http.post(paths.renew, respond(state)),
  adminDeclineRenewal: (state: MockState<unknown> = ok({ ...subscriptionFixtures.returned, account: 116 })) =>
    http.post(paths.declineRenewal, respond(state)),
  adminMigrateAccount: (state: MockState<unknown> = ok(accountMigrationFixture)) =>
    http.put(paths.migrate, respond(state)),
  /** The timeline, paged as asked; `kind=` keeps the events of that kind. */
  adminAccountTimeline: (state: MockState<unknown> = ok(timelineFixtures)) =>
    http.get(paths.timeline, async ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      if (!kind || state.kind !== 'ok' || !Array.isArray(state.data)) return respondPaged(state)({ request });
      const data = (state.data as { kind: string }[]).filter((event) => event.kind === kind);
      return respondPaged({ ...state, data })({ request });
    }),
  /** A failed email sent again: by default the failed fixture, queued with its error cleared. */
  adminResendEmail: (
    state: MockState<unknown> = ok({ ...timelineEmailFixtures.failed, status: 'queued', last_error: null }),
  ) => http.post(paths.resendEmail, respond(state)),
} satisfies Record<string, (state?: MockState<unknown>) => HttpHandler>;

/** 409 of a resend of an email that has not failed (`from`: its status, `queued` when someone resent it first). */
export const emailNotFailed = <T>(from = 'queued'): MockState<T> =>
  failing(409, adminErrorBodies.emailResendRefused(from));

/** 409 of a request someone resolved first. */
export const requestAlreadyResolved = <T>(): MockState<T> => failing(409, adminErrorBodies.requestResolved);
/** 409 of a second migration. */
export const alreadyMigrated = <T>(): MockState<T> => failing(409, adminErrorBodies.alreadyMigrated);

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * An account's notes as the server keeps them, for stories that write some: a new note comes first (the
 * count goes up), an edit stays in place, a deleted note goes (the count goes down); an empty or blank
 * text is the server's 400. Notes are written by `author` (Alex Staff by default) at `at`.
 */
export function adminNotesWorldHandlers(
  notes: AccountNote[] = accountNoteFixtures,
  options: { author?: StaffPerson; at?: string } = {},
): HttpHandler[] {
  let list = [...notes];
  let nextId = Math.max(0, ...list.map((note) => note.id)) + 1;
  const author = options.author ?? staffFixtures.staff;
  const at = options.at ?? new Date().toISOString();
  const refused = (text: unknown) =>
    typeof text !== 'string' || text.trim() === ''
      ? HttpResponse.json(adminErrorBodies.noteRequired, { status: 400 })
      : text.trim().length > 2000
        ? HttpResponse.json(adminErrorBodies.noteTooLong, { status: 400 })
        : null;
  return [
    http.get(paths.notes, ({ request }) => HttpResponse.json(pageFor(request, list))),
    http.post(paths.newNote, async ({ request }) => {
      const body = await jsonBody(request);
      const refusal = refused(body.text);
      if (refusal) return refusal;
      const note: AccountNote = {
        id: nextId++,
        account: Number(body.account),
        text: String(body.text).trim(),
        author,
        created_at: at,
        updated_at: at,
        edited: false,
      };
      list = [note, ...list];
      return HttpResponse.json(note, { status: 201 });
    }),
    http.patch(paths.note, async ({ request, params }) => {
      const body = await jsonBody(request);
      const refusal = refused(body.text);
      if (refusal) return refusal;
      const found = list.find((note) => note.id === Number(params.noteId));
      if (!found) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      if (found.author?.id !== author.id)
        return HttpResponse.json(adminErrorBodies.noteAuthorOnly, { status: 403 });
      const updated = { ...found, text: String(body.text).trim(), updated_at: at, edited: true };
      list = list.map((note) => (note.id === updated.id ? updated : note));
      return HttpResponse.json(updated);
    }),
    http.delete(paths.note, ({ params }) => {
      if (!list.some((note) => note.id === Number(params.noteId)))
        return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      list = list.filter((note) => note.id !== Number(params.noteId));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/**
 * An account's timeline as the server keeps it, for stories that resend an email: read as
 * `adminAccountTimeline` reads (paged, `kind=`), and a failed email sent again is queued, its error
 * cleared, on the next read; any other email is the server's 409, one not on the timeline 404.
 */
export function adminTimelineWorldHandlers(
  events: TimelineEvent[] = timelineWithEmailsFixtures,
): HttpHandler[] {
  let list = [...events];
  return [
    http.get(paths.timeline, ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      return HttpResponse.json(pageFor(request, kind ? list.filter((event) => event.kind === kind) : list));
    }),
    http.post(paths.resendEmail, ({ params }) => {
      const found = list.find((event) => event.kind === 'email' && event.email_id === Number(params.emailId));
      if (!found || found.kind !== 'email')
        return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      if (found.status !== 'failed') {
        return HttpResponse.json(adminErrorBodies.emailResendRefused(found.status), { status: 409 });
      }
      const queued = { ...found, status: 'queued', last_error: null };
      list = list.map((event) => (event === found ? queued : event));
      return HttpResponse.json(queued);
    }),
  ];
}

/**
 * Now, or a minute after the newest of `times` when the clock reads earlier (a story's fixed clock is before
 * the fixtures' dates): what is logged now is the newest entry, as on the server.
 */
function newestAfter(times: readonly string[]): string {
  const newest = Math.max(0, ...times.map((time) => Date.parse(time)));
  return new Date(Math.max(Date.now(), newest + 60_000)).toISOString();
}

/** What the staff interactions world starts from, and the states that replace its answers. */
export interface InteractionsWorld {
  /** The account's interactions, newest first (the parent's call and feedback by default). */
  interactions?: CustomerInteraction[];
  /** The rest of the account's timeline (the parent's by default). */
  events?: TimelineEvent[];
  /** OPTIONS answers this instead (loading, a failure). */
  metadata?: MockState<unknown>;
  /** GET of the list answers this instead. */
  list?: MockState<unknown>;
  /** POST answers this instead (a refusal, or slow to show the saving state). */
  record?: MockState<unknown>;
}

/**
 * The customer interactions staff log on an account (issue 28), as the server keeps them: OPTIONS offers
 * staff's kinds, a POST of one of them is recorded by the staff member (first in the list and on the
 * timeline, read as `adminAccountTimeline` reads), any other kind the server's 400.
 */
export function adminInteractionsWorldHandlers(world: InteractionsWorld = {}): HttpHandler[] {
  let interactions = [...(world.interactions ?? customerInteractionFixtures)];
  const events = world.events ?? timelineFixtures;
  const path = '*/api/v1/accounts/:id/customer_interactions/';
  return [
    http.options(path, () =>
      world.metadata ? respond(world.metadata)() : HttpResponse.json(staffInteractionsMetadataFixture),
    ),
    http.get(path, ({ request }) =>
      world.list ? respond(world.list)() : HttpResponse.json(pageFor(request, interactions)),
    ),
    http.post(path, async ({ request }) => {
      if (world.record) {
        if (world.record.kind === 'ok') await delay(world.record.delayMs ?? 0);
        else return respond(world.record)();
      }
      const { kind, summary = '' } = (await request.json()) as { kind: string; summary?: string };
      if (!(staffInteractionKinds as readonly string[]).includes(kind)) {
        return HttpResponse.json({ kind: [`"${kind}" is not a valid choice.`] }, { status: 400 });
      }
      const recorded: CustomerInteraction = {
        id: Math.max(0, ...interactions.map((item) => item.id)) + 1,
        kind,
        summary: summary.trim(),
        user: staffFixtures.staff.id,
        created_at: newestAfter([
          ...events.map((event) => event.at),
          ...interactions.map((item) => item.created_at),
        ]),
      };
      interactions = [recorded, ...interactions];
      return HttpResponse.json(recorded, { status: 201 });
    }),
    http.get(paths.timeline, ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      const all = mergeTimeline([events, interactions.map(interactionEvent)]);
      return HttpResponse.json(pageFor(request, kind ? all.filter((event) => event.kind === kind) : all));
    }),
  ];
}
