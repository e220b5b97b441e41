// MSW handlers of the coaching area (issue 14): one world per story state (`coachingHandlers(state)`),
// answering every coaching, booking, webinar and messages call as the server does for the viewer (Chris
// Coach in `coach`, a family in the others) and keeping what a story changes: a booking appears in the
// bookings and calls and its slot is no longer free, a cancel or reschedule moves it, a registration
// takes a seat and an unregistration gives it back.
import { callActions, callStatuses, freeSlots, isFreeSlot, seatsLeft, type WeeklyHours } from '@hub/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBodies } from '../msw/error-bodies';
import { loading, pageOf, respond, serverError, type MockState } from '../msw/states';
import {
  calendarLinkFixture,
  coachFixtures,
  coachHoursFixtures,
  coachingCallFixtures,
  coachingErrorBodies,
  coachingFamilies,
  coachingFixtureClock,
  coachNoteFixtures,
  fullWebinarFixture,
  registrantsOf,
  sentMessageFixtures,
  webinarFixtures,
} from './fixtures';
import type { Coach, CoachingCall, CoachNote, Registrant, SentMessage, Webinar } from './schemas';

/** The paths of the coaching calls as MSW patterns. */
const paths = {
  coachAccount: '*/api/v2/coaching/coach_account/',
  profile: '*/api/v2/coaching/profile/',
  bookings: '*/api/v2/coaching/bookings/',
  calls: '*/api/v2/coaching/calls/',
  notes: '*/api/v2/coaching/notes/',
  calendarLink: '*/api/v2/coaching/calendar_link/',
  coaches: '*/api/v2/coaching/coaches/',
  availableHours: '*/api/v2/coaching/available_hours/',
  book: '*/api/v2/coaching/book/',
  cancel: '*/api/v2/coaching/bookings/:id/cancel/',
  reschedule: '*/api/v2/coaching/bookings/:id/reschedule/',
  webinars: '*/api/v2/webinars/',
  register: '*/api/v2/webinars/:id/register/',
  registration: '*/api/v2/webinars/registrations/:id/',
  registrants: '*/api/v2/webinars/:id/registrants/',
  sms: '*/api/v2/sms/messages/',
  communications: '*/api/v2/communications/',
} as const;

/** The states stories show. */
export const coachingStates = [
  'coach',
  'parent-with-coaches',
  'no-coach',
  'no-slots',
  'slot-taken',
  'booked',
  'cancelled',
  'webinar-full',
  'loading',
  'failed',
] as const;
export type CoachingState = (typeof coachingStates)[number];

export interface CoachingWorldOptions {
  /** The family a parent viewer belongs to (the Rivera family, account 101, by default). */
  family?: { id: number; name: string; userId: number };
  /** The server's now (the fixtures' clock by default). */
  now?: Date;
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });
const forbidden = () => json(errorBodies.forbidden, 403);
const missing = () => json(errorBodies.notFound, 404);

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A scheduled call first, soonest first; the others newest first (the server's order). */
function byCallOrder(a: CoachingCall, b: CoachingCall): number {
  const aScheduled = a.status === 'scheduled';
  const bScheduled = b.status === 'scheduled';
  if (aScheduled !== bScheduled) return aScheduled ? -1 : 1;
  const diff = Date.parse(a.starts_at) - Date.parse(b.starts_at);
  return aScheduled ? diff : -diff;
}

/** The calls a state starts with (Chris's, for every family). */
function callsOf(state: CoachingState): CoachingCall[] {
  const { today, riveraUpcoming, moreauUpcoming, riveraPast, moreauPast, moreauMissed, riveraCancelled } =
    coachingCallFixtures;
  const base = [today, moreauUpcoming, riveraPast, moreauPast, moreauMissed];
  if (state === 'coach' || state === 'booked') return [...base, riveraUpcoming];
  if (state === 'cancelled') return [...base, riveraCancelled];
  return base;
}

/**
 * The coaching world of a story state: `coach` is Chris Coach's (his profile, today's and upcoming calls,
 * past calls with notes, two families, his webinars' registrants and what was sent to the families); the
 * others a family's (a parent: the coach account is 404, coach-only calls 403): `parent-with-coaches` two
 * coaches with free slots over the next two weeks; `no-coach` none; `no-slots` no free slot; `slot-taken`
 * booking (or moving to) a slot answers 409; `booked` the family has an upcoming call; `cancelled` its call
 * list shows a cancelled call; `webinar-full` one webinar with no seat (registering answers 409);
 * `loading` never answers; `failed` answers 500.
 */
export function coachingHandlers(
  state: CoachingState = 'parent-with-coaches',
  options: CoachingWorldOptions = {},
): HttpHandler[] {
  if (state === 'loading' || state === 'failed') {
    const answer: MockState<unknown> = state === 'loading' ? loading() : serverError();
    return Object.values(paths).map((path) => http.all(path, respond(answer)));
  }
  const now = options.now ?? coachingFixtureClock.now;
  const isCoach = state === 'coach';
  const family = options.family ?? {
    id: coachingFamilies.rivera.id,
    name: coachingFamilies.rivera.name,
    userId: coachingFamilies.rivera.userId,
  };
  const coachMe: Coach = { ...coachFixtures.chris };
  const coaches: Coach[] = state === 'no-coach' ? [] : [coachMe, coachFixtures.priya];
  let calls = callsOf(state);
  let notes: CoachNote[] = [...coachNoteFixtures];
  let webinars: Webinar[] =
    state === 'webinar-full' ? [fullWebinarFixture] : webinarFixtures.map((w) => ({ ...w }));
  const registrants = new Map<number, Registrant[]>(webinars.map((w) => [w.id, registrantsOf(w)]));
  let nextCallId = 100;
  let nextNoteId = 100;
  let nextRegistrationId = 1000;

  const visible = (item: CoachingCall) =>
    isCoach ? item.coach.id === coachMe.id : item.client.id === family.id;
  const coachOf = (widgetId: string | null) =>
    [coachMe, coachFixtures.priya].find((coach) => coach.widget_id === widgetId && coaches.includes(coach));
  const slotInput = (coach: Coach, except?: number) => ({
    hours: coachHoursFixtures[coach.widget_id] ?? ([] as WeeklyHours[]),
    timeZone: coach.time_zone,
    now,
    taken: calls
      .filter((item) => item.coach.id === coach.id && item.status === 'scheduled' && item.id !== except)
      .map((item) => item.starts_at),
  });
  const notesCountOf = (clientId: number) => notes.filter((note) => note.client_id === clientId).length;
  const changeable = (item: CoachingCall) => callActions(item.status, item.starts_at, now);
  const replace = (changed: CoachingCall) => {
    calls = calls.map((item) => (item.id === changed.id ? changed : item));
    return changed;
  };
  const messagesFor = (request: Request, channel: SentMessage['channel'] | null) => {
    if (!isCoach) return forbidden();
    const url = new URL(request.url);
    const user = url.searchParams.get('user');
    if (!user) return json(coachingErrorBodies.userRequired, 400);
    const type = url.searchParams.get('type');
    return json(
      pageOf(
        sentMessageFixtures.filter(
          (message) =>
            message.user_id === Number(user) &&
            (!type || message.type === type) &&
            (!channel || message.channel === channel),
        ),
      ),
    );
  };

  return [
    http.get(paths.coachAccount, () => (isCoach ? json(coachMe) : missing())),
    http.get(paths.profile, () => (isCoach ? json(coachMe) : forbidden())),
    http.patch(paths.profile, async ({ request }) => {
      if (!isCoach) return forbidden();
      const body = await jsonBody(request);
      for (const field of ['bio', 'photo_url', 'languages', 'time_zone'] as const) {
        if (field in body) Object.assign(coachMe, { [field]: body[field] });
      }
      return json(coachMe);
    }),
    http.get(paths.bookings, () =>
      json(
        pageOf(
          calls
            .filter(
              (item) =>
                visible(item) && item.status === 'scheduled' && Date.parse(item.starts_at) > now.getTime(),
            )
            .sort(byCallOrder),
        ),
      ),
    ),
    http.get(paths.calls, ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const clientId = url.searchParams.get('client_id');
      if (status && !(callStatuses as readonly string[]).includes(status))
        return json(coachingErrorBodies.badStatus(status), 400);
      return json(
        pageOf(
          calls
            .filter(
              (item) =>
                visible(item) &&
                (!status || item.status === status) &&
                (!clientId || item.client.id === Number(clientId)),
            )
            .sort(byCallOrder),
        ),
      );
    }),
    http.get(paths.notes, ({ request }) => {
      if (!isCoach) return forbidden();
      const clientId = Number(new URL(request.url).searchParams.get('client_id'));
      if (!calls.some((item) => item.client.id === clientId)) return missing();
      return json(pageOf(notes.filter((note) => note.client_id === clientId)));
    }),
    http.post(paths.notes, async ({ request }) => {
      if (!isCoach) return forbidden();
      const body = await jsonBody(request);
      const clientId = Number(body.client_id);
      if (!calls.some((item) => item.client.id === clientId)) return missing();
      if (typeof body.body !== 'string' || body.body.trim() === '')
        return json(coachingErrorBodies.noteBlank, 400);
      const note: CoachNote = {
        id: nextNoteId++,
        client_id: clientId,
        author: { id: coachMe.id, name: coachMe.name },
        body: body.body.trim(),
        created_at: now.toISOString(),
      };
      notes = [note, ...notes];
      calls = calls.map((item) =>
        item.client.id === clientId ? { ...item, notes_count: notesCountOf(clientId) } : item,
      );
      return json(note, 201);
    }),
    http.get(paths.calendarLink, () => (isCoach ? json(calendarLinkFixture) : forbidden())),
    http.get(paths.coaches, () => json(pageOf(coaches))),
    http.get(paths.availableHours, ({ request }) => {
      const coach = coachOf(new URL(request.url).searchParams.get('widget_id'));
      if (!coach) return missing();
      const slots =
        state === 'no-slots'
          ? []
          : freeSlots(slotInput(coach)).map((slot) => ({ starts_at: slot.startsAt, ends_at: slot.endsAt }));
      return json({
        widget_id: coach.widget_id,
        coach_id: coach.id,
        time_zone: coach.time_zone,
        slot_minutes: 30,
        slots,
      });
    }),
    http.post(paths.book, async ({ request }) => {
      if (isCoach) return forbidden();
      const body = await jsonBody(request);
      const coach = coachOf(typeof body.widget_id === 'string' ? body.widget_id : null);
      if (!coach) return missing();
      if (state === 'slot-taken') return json(coachingErrorBodies.slotTaken, 409);
      const startsAt = typeof body.starts_at === 'string' ? body.starts_at : '';
      if (!isFreeSlot(slotInput(coach), startsAt)) return json(coachingErrorBodies.slotNotFree, 400);
      const start = Date.parse(startsAt);
      const booked: CoachingCall = {
        id: nextCallId++,
        coach: { id: coach.id, name: coach.name },
        client: { id: family.id, name: family.name, user_id: family.userId },
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(start + 30 * 60_000).toISOString(),
        status: 'scheduled',
        ref: typeof body.ref === 'string' && body.ref ? body.ref : null,
        created_at: now.toISOString(),
        notes_count: notesCountOf(family.id),
      };
      calls = [...calls, booked];
      return json(booked, 201);
    }),
    http.post(paths.cancel, ({ params }) => {
      const found = calls.find((item) => item.id === Number(params.id) && visible(item));
      if (!found) return missing();
      if (!changeable(found).cancel) return json(coachingErrorBodies.callNotChangeable, 409);
      return json(replace({ ...found, status: 'cancelled' }));
    }),
    http.post(paths.reschedule, async ({ request, params }) => {
      if (isCoach) return forbidden();
      const found = calls.find((item) => item.id === Number(params.id) && visible(item));
      if (!found) return missing();
      if (!changeable(found).reschedule) return json(coachingErrorBodies.callNotChangeable, 409);
      if (state === 'slot-taken') return json(coachingErrorBodies.slotTaken, 409);
      const body = await jsonBody(request);
      const startsAt = typeof body.starts_at === 'string' ? body.starts_at : '';
      const coach = [coachMe, coachFixtures.priya].find((item) => item.id === found.coach.id)!;
      if (!isFreeSlot(slotInput(coach, found.id), startsAt))
        return json(coachingErrorBodies.slotNotFree, 400);
      const start = Date.parse(startsAt);
      return json(
        replace({
          ...found,
          starts_at: new Date(start).toISOString(),
          ends_at: new Date(start + 30 * 60_000).toISOString(),
        }),
      );
    }),
    http.get(paths.webinars, () =>
      json(pageOf(webinars.filter((item) => Date.parse(item.ends_at) > now.getTime()))),
    ),
    http.post(paths.register, ({ params }) => {
      const found = webinars.find((item) => item.id === Number(params.id));
      if (!found) return missing();
      if (found.registration)
        return json({ id: found.registration.id, webinar: found, created_at: now.toISOString() });
      if (Date.parse(found.starts_at) <= now.getTime()) return json(coachingErrorBodies.webinarPast, 409);
      if (found.seats_left <= 0) return json(coachingErrorBodies.webinarFull, 409);
      const registered = found.registered_count + 1;
      const changed: Webinar = {
        ...found,
        registered_count: registered,
        seats_left: seatsLeft({ capacity: found.capacity, registered }),
        registration: { id: nextRegistrationId++ },
      };
      webinars = webinars.map((item) => (item.id === changed.id ? changed : item));
      return json({ id: changed.registration!.id, webinar: changed, created_at: now.toISOString() }, 201);
    }),
    http.delete(paths.registration, ({ params }) => {
      const found = webinars.find((item) => item.registration?.id === Number(params.id));
      if (!found) return missing();
      const registered = Math.max(0, found.registered_count - 1);
      webinars = webinars.map((item) =>
        item.id === found.id
          ? {
              ...found,
              registered_count: registered,
              seats_left: seatsLeft({ capacity: found.capacity, registered }),
              registration: null,
            }
          : item,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(paths.registrants, ({ params }) => {
      const found = webinars.find((item) => item.id === Number(params.id));
      if (!found) return missing();
      if (!isCoach || found.host.id !== coachMe.id) return forbidden();
      return json(pageOf(registrants.get(found.id) ?? []));
    }),
    http.get(paths.sms, ({ request }) => messagesFor(request, 'sms')),
    http.get(paths.communications, ({ request }) => messagesFor(request, null)),
  ];
}
