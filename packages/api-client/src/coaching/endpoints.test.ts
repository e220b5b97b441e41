import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getResources, getTutorials } from '../content/content';
import { resourceFixtures, tutorialFixtures } from '../content/fixtures';
import type { ApiClient, CallResult } from '../http/client';
import { recordRequests, testClient } from '../http/test-support';
import {
  bookCall,
  cancelCall,
  getAvailableHours,
  getCoachBookings,
  getCoaches,
  getCoachingCalls,
  rescheduleCall,
} from './bookings';
import {
  createCoachNote,
  getCalendarLink,
  getCoachAccount,
  getCoachNotes,
  getCoachProfile,
  updateCoachProfile,
} from './coach';
import {
  calendarLinkFixture,
  coachFixtures,
  coachingCallFixtures,
  coachingErrorBodies,
  coachNoteFixtures,
  registrantsOf,
  sentMessageFixtures,
  webinarFixtures,
} from './fixtures';
import { getCommunications, getSmsMessages } from './messages';
import { getWebinarRegistrants, getWebinars, registerForWebinar, unregisterFromWebinar } from './webinars';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const call = coachingCallFixtures.riveraUpcoming;
const registration = { id: 9, webinar: webinarFixtures[0], created_at: '2026-11-25T17:00:00.000Z' };

// One row per call of issue 14's contract: what the client sends for it.
describe('every coaching and content call sends its method, path, query and body, signed in', () => {
  it.each<{
    call: string;
    run: (api: ApiClient) => Promise<CallResult<unknown>>;
    answer: unknown;
    status?: number;
    method: string;
    path: string;
    query?: Record<string, string>;
    body?: unknown;
  }>([
    {
      call: 'getCoachAccount',
      run: (api) => getCoachAccount(api),
      answer: coachFixtures.chris,
      method: 'GET',
      path: '/api/v2/coaching/coach_account/',
    },
    {
      call: 'getCoachProfile',
      run: (api) => getCoachProfile(api),
      answer: coachFixtures.chris,
      method: 'GET',
      path: '/api/v2/coaching/profile/',
    },
    {
      call: 'updateCoachProfile',
      run: (api) => updateCoachProfile(api, { bio: 'New bio', languages: ['en'] }),
      answer: { ...coachFixtures.chris, bio: 'New bio' },
      method: 'PATCH',
      path: '/api/v2/coaching/profile/',
      body: { bio: 'New bio', languages: ['en'] },
    },
    {
      call: 'getCoachBookings',
      run: (api) => getCoachBookings(api),
      answer: page([call]),
      method: 'GET',
      path: '/api/v2/coaching/bookings/',
    },
    {
      call: 'getCoachingCalls with a status and a family',
      run: (api) => getCoachingCalls(api, { status: 'completed', clientId: 101 }),
      answer: page([coachingCallFixtures.riveraPast]),
      method: 'GET',
      path: '/api/v2/coaching/calls/',
      query: { status: 'completed', client_id: '101' },
    },
    {
      call: 'getCoachingCalls of every status',
      run: (api) => getCoachingCalls(api),
      answer: page([]),
      method: 'GET',
      path: '/api/v2/coaching/calls/',
      query: {},
    },
    {
      call: 'getCoachNotes',
      run: (api) => getCoachNotes(api, 101),
      answer: page(coachNoteFixtures.slice(0, 2)),
      method: 'GET',
      path: '/api/v2/coaching/notes/',
      query: { client_id: '101' },
    },
    {
      call: 'createCoachNote',
      run: (api) => createCoachNote(api, { client_id: 101, body: 'Called back.' }),
      answer: coachNoteFixtures[0],
      status: 201,
      method: 'POST',
      path: '/api/v2/coaching/notes/',
      body: { client_id: 101, body: 'Called back.' },
    },
    {
      call: 'getCalendarLink',
      run: (api) => getCalendarLink(api),
      answer: calendarLinkFixture,
      method: 'GET',
      path: '/api/v2/coaching/calendar_link/',
    },
    {
      call: 'getCoaches',
      run: (api) => getCoaches(api),
      answer: page(Object.values(coachFixtures)),
      method: 'GET',
      path: '/api/v2/coaching/coaches/',
    },
    {
      call: 'getAvailableHours',
      run: (api) => getAvailableHours(api, 'chris-coach'),
      answer: {
        widget_id: 'chris-coach',
        coach_id: 4,
        time_zone: 'America/Denver',
        slot_minutes: 30,
        slots: [],
      },
      method: 'GET',
      path: '/api/v2/coaching/available_hours/',
      query: { widget_id: 'chris-coach' },
    },
    {
      call: 'bookCall with a ref',
      run: (api) => bookCall(api, { widget_id: 'chris-coach', starts_at: call.starts_at, ref: 'cancel' }),
      answer: call,
      status: 201,
      method: 'POST',
      path: '/api/v2/coaching/book/',
      body: { widget_id: 'chris-coach', starts_at: call.starts_at, ref: 'cancel' },
    },
    {
      call: 'bookCall without a ref',
      run: (api) => bookCall(api, { widget_id: 'chris-coach', starts_at: call.starts_at, ref: '' }),
      answer: call,
      status: 201,
      method: 'POST',
      path: '/api/v2/coaching/book/',
      body: { widget_id: 'chris-coach', starts_at: call.starts_at },
    },
    {
      call: 'cancelCall',
      run: (api) => cancelCall(api, 2),
      answer: { ...call, status: 'cancelled' },
      method: 'POST',
      path: '/api/v2/coaching/bookings/2/cancel/',
    },
    {
      call: 'rescheduleCall',
      run: (api) => rescheduleCall(api, 2, '2026-11-30T17:00:00.000Z'),
      answer: call,
      method: 'POST',
      path: '/api/v2/coaching/bookings/2/reschedule/',
      body: { starts_at: '2026-11-30T17:00:00.000Z' },
    },
    {
      call: 'getWebinars',
      run: (api) => getWebinars(api),
      answer: page(webinarFixtures),
      method: 'GET',
      path: '/api/v2/webinars/',
    },
    {
      call: 'registerForWebinar',
      run: (api) => registerForWebinar(api, 1),
      answer: registration,
      status: 201,
      method: 'POST',
      path: '/api/v2/webinars/1/register/',
    },
    {
      call: 'unregisterFromWebinar',
      run: (api) => unregisterFromWebinar(api, 9),
      answer: null,
      status: 204,
      method: 'DELETE',
      path: '/api/v2/webinars/registrations/9/',
    },
    {
      call: 'getWebinarRegistrants',
      run: (api) => getWebinarRegistrants(api, 2),
      answer: page(registrantsOf(webinarFixtures[1]!)),
      method: 'GET',
      path: '/api/v2/webinars/2/registrants/',
    },
    {
      call: 'getSmsMessages of a type',
      run: (api) => getSmsMessages(api, { user: 1, type: 'call_reminder' }),
      answer: page(sentMessageFixtures.slice(0, 1)),
      method: 'GET',
      path: '/api/v2/sms/messages/',
      query: { user: '1', type: 'call_reminder' },
    },
    {
      call: 'getCommunications',
      run: (api) => getCommunications(api, { user: 1 }),
      answer: page(sentMessageFixtures),
      method: 'GET',
      path: '/api/v2/communications/',
      query: { user: '1' },
    },
    {
      call: 'getResources with a search and the drafts',
      run: (api) => getResources(api, { language: 'es', search: ' calm ', includeUnpublished: true }),
      answer: page(resourceFixtures),
      method: 'GET',
      path: '/api/v2/content/resources/',
      query: { language: 'es', search: 'calm', include_unpublished: 'true' },
    },
    {
      call: 'getResources without a search',
      run: (api) => getResources(api, { language: 'en', search: '   ' }),
      answer: page(resourceFixtures),
      method: 'GET',
      path: '/api/v2/content/resources/',
      query: { language: 'en' },
    },
    {
      call: 'getTutorials',
      run: (api) => getTutorials(api, { language: 'ar', search: 'sensor' }),
      answer: page(tutorialFixtures),
      method: 'GET',
      path: '/api/v2/content/tutorials/',
      query: { language: 'ar', search: 'sensor' },
    },
  ])('$call', async ({ run, answer, status, method, path, query, body }) => {
    const seen = recordRequests(server, answer, status);
    const result = await run(testClient());
    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method, path, authorization: 'Bearer access-1' });
    if (query) expect(seen[0]!.query).toEqual(query);
    expect(seen[0]!.body).toEqual(body);
  });
});

// Spec section 8: "coach account hides 404".
describe('the coach account', () => {
  it('is null, not an error, for a non-coach (404)', async () => {
    recordRequests(server, { detail: 'Not found.' }, 404);
    expect(await getCoachAccount(testClient())).toEqual({ ok: true, data: null, status: 404 });
  });

  it('is the coach for a coach', async () => {
    recordRequests(server, coachFixtures.chris);
    expect(await getCoachAccount(testClient())).toMatchObject({ ok: true, data: coachFixtures.chris });
  });

  it.each([403, 500])('stays a failure on %i', async (status) => {
    recordRequests(server, { detail: 'Server error.' }, status);
    expect(await getCoachAccount(testClient())).toMatchObject({ ok: false, errStatus: status });
  });
});

describe('refusals read as the server wrote them', () => {
  it('a slot someone else took is a 409 with its sentence', async () => {
    recordRequests(server, coachingErrorBodies.slotTaken, 409);
    const result = await bookCall(testClient(), { widget_id: 'chris-coach', starts_at: call.starts_at });
    expect(result).toMatchObject({
      ok: false,
      errStatus: 409,
      errorText: coachingErrorBodies.slotTaken.detail,
    });
  });

  it('a slot that is not free is a field message on starts_at', async () => {
    recordRequests(server, coachingErrorBodies.slotNotFree, 400);
    const result = await bookCall(testClient(), { widget_id: 'chris-coach', starts_at: call.starts_at });
    expect(result).toMatchObject({ ok: false, errStatus: 400, errorObject: coachingErrorBodies.slotNotFree });
  });

  it('a call of an unknown status is an unreadable answer, not a call', async () => {
    recordRequests(server, page([{ ...call, status: 'postponed' }]));
    expect(await getCoachBookings(testClient())).toMatchObject({ ok: false, errStatus: 200 });
  });
});
