import { QueryClient } from '@tanstack/react-query';
import { staleTimes } from '@hub/domain';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getResources, getTutorials, resourcesQuery, tutorialsQuery } from '../content/content';
import { contentFixtures, resourceFixtures, tutorialFixtures } from '../content/fixtures';
import { contentHandlers } from '../content/handlers';
import { contentItemSchema } from '../content/schemas';
import { createApiClient, type ApiClient } from '../http/client';
import { memoryTokenStore } from '../http/storage';
import { personaHandlers } from '../msw/handlers';
import {
  availableHoursQuery,
  bookCall,
  cancelCall,
  coachBookingsQuery,
  coachingCallsQuery,
  getAvailableHours,
  getCoachBookings,
  getCoaches,
  getCoachingCalls,
  rescheduleCall,
} from './bookings';
import { coachAccountQuery, createCoachNote, getCoachAccount, getCoachNotes } from './coach';
import {
  coachFixtures,
  coachingCallFixtures,
  coachingErrorBodies,
  coachNoteFixtures,
  fullWebinarFixture,
  registrantsOf,
  sentMessageFixtures,
  webinarFixtures,
} from './fixtures';
import { coachingHandlers } from './handlers';
import { communicationsQuery, getCommunications, getSmsMessages } from './messages';
import {
  coachNoteResponseSchema,
  coachingCallSchema,
  coachSchema,
  registrantSchema,
  sentMessageSchema,
  webinarSchema,
} from './schemas';
import {
  getWebinarRegistrants,
  getWebinars,
  registerForWebinar,
  unregisterFromWebinar,
  webinarsQuery,
} from './webinars';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api: ApiClient = createApiClient({
  baseUrl: 'http://hub.test',
  tokens: memoryTokenStore({ accessToken: 't' }),
  locks: null,
});
const use = (list: HttpHandler[]) => server.use(...list);
const data = <T>(result: { ok: boolean; data?: T }) => {
  expect(result.ok).toBe(true);
  return result.data as T;
};

describe('the fixtures are what the schemas read', () => {
  it.each([
    ['coaches', coachSchema, Object.values(coachFixtures)],
    ['calls', coachingCallSchema, Object.values(coachingCallFixtures)],
    ['notes', coachNoteResponseSchema, coachNoteFixtures],
    ['webinars', webinarSchema, [...webinarFixtures, fullWebinarFixture]],
    ['registrants', registrantSchema, webinarFixtures.flatMap(registrantsOf)],
    ['messages', sentMessageSchema, sentMessageFixtures],
    [
      'content',
      contentItemSchema,
      contentFixtures.map((fixture) => ({ ...fixture.item, language: 'en', translated: true })),
    ],
  ] as const)('%s', (_name, schema, items) => {
    for (const item of items) expect(v.safeParse(schema, item).success).toBe(true);
  });

  it('a webinar’s registrants are as many as it counts', () => {
    expect(registrantsOf(webinarFixtures[1]!)).toHaveLength(19);
  });
});

describe('the coach’s world', () => {
  it('has the coach account, today’s and upcoming calls, past calls with notes, two families', async () => {
    use(coachingHandlers('coach'));
    expect(data(await getCoachAccount(api))).toEqual(coachFixtures.chris);
    const bookings = data(await getCoachBookings(api));
    expect(bookings.results.map((item) => item.id)).toEqual([1, 2, 3]);
    const past = data(await getCoachingCalls(api, { status: 'completed' }));
    expect(past.results.map((item) => item.id)).toEqual([4, 5]);
    const all = data(await getCoachingCalls(api));
    expect(new Set(all.results.map((item) => item.client.id))).toEqual(new Set([101, 107]));
    expect(data(await getCoachNotes(api, 101)).results).toHaveLength(2);
  });

  it('keeps a new note and counts it on the family’s calls; a blank one is a 400', async () => {
    use(coachingHandlers('coach'));
    expect(await createCoachNote(api, { client_id: 107, body: '  ' })).toMatchObject({
      ok: false,
      errStatus: 400,
      errorObject: coachingErrorBodies.noteBlank,
    });
    data(await createCoachNote(api, { client_id: 107, body: 'Follow up on weekends.' }));
    expect(data(await getCoachNotes(api, 107)).results[0]?.body).toBe('Follow up on weekends.');
    const calls = data(await getCoachingCalls(api, { clientId: 107 }));
    expect(calls.results.every((item) => item.notes_count === 2)).toBe(true);
  });

  it('reads a webinar’s registrants and what was sent to a family', async () => {
    use(coachingHandlers('coach'));
    expect(data(await getWebinarRegistrants(api, 2)).results).toHaveLength(19);
    const sms = data(await getSmsMessages(api, { user: 1 }));
    expect(sms.results.map((message) => message.channel)).toEqual(['sms']);
    expect(data(await getCommunications(api, { user: 1 })).results).toHaveLength(3);
    expect(
      data(await getCommunications(api, { user: 1, type: 'booking_confirmation' })).results,
    ).toHaveLength(2);
  });

  it('a bad status is a 400', async () => {
    use(coachingHandlers('coach'));
    expect(await getCoachingCalls(api, { status: 'later' as never })).toMatchObject({
      ok: false,
      errStatus: 400,
    });
  });
});

describe('a family’s world', () => {
  it('hides the coach account (null) and refuses the coach’s calls', async () => {
    use(coachingHandlers('parent-with-coaches'));
    expect(data(await getCoachAccount(api))).toBeNull();
    expect(await getCoachNotes(api, 101)).toMatchObject({ ok: false, errStatus: 403 });
    expect(await getWebinarRegistrants(api, 2)).toMatchObject({ ok: false, errStatus: 403 });
    expect(await getCommunications(api, { user: 1 })).toMatchObject({ ok: false, errStatus: 403 });
  });

  it('books a free slot, then sees it, and the slot is no longer free; cancelling frees it', async () => {
    use(coachingHandlers('parent-with-coaches'));
    expect(data(await getCoaches(api)).results).toHaveLength(2);
    const hours = data(await getAvailableHours(api, 'chris-coach'));
    expect(hours.time_zone).toBe('America/Denver');
    // Several days, none within the hour's notice (the clock is 10:00 in Denver).
    expect(new Set(hours.slots.map((slot) => slot.starts_at.slice(0, 10))).size).toBeGreaterThan(5);
    expect(hours.slots[0]?.starts_at).toBe('2026-11-25T18:00:00.000Z');
    const slot = hours.slots[0]!;
    const booked = data(
      await bookCall(api, { widget_id: 'chris-coach', starts_at: slot.starts_at, ref: 'cancel' }),
    );
    expect(booked).toMatchObject({ status: 'scheduled', ref: 'cancel', client: { id: 101 } });
    expect(data(await getCoachBookings(api)).results.map((item) => item.id)).toEqual([booked.id]);
    const after = data(await getAvailableHours(api, 'chris-coach'));
    expect(after.slots.map((item) => item.starts_at)).not.toContain(slot.starts_at);
    expect(await bookCall(api, { widget_id: 'chris-coach', starts_at: slot.starts_at })).toMatchObject({
      ok: false,
      errStatus: 400,
      errorObject: coachingErrorBodies.slotNotFree,
    });
    expect(data(await cancelCall(api, booked.id)).status).toBe('cancelled');
    expect(data(await getAvailableHours(api, 'chris-coach')).slots[0]?.starts_at).toBe(slot.starts_at);
  });

  it('sees only its own calls', async () => {
    use(coachingHandlers('parent-with-coaches'));
    const calls = data(await getCoachingCalls(api));
    expect(calls.results.length).toBeGreaterThan(0);
    expect(calls.results.every((item) => item.client.id === 101)).toBe(true);
  });

  it('no-coach: no coach to book', async () => {
    use(coachingHandlers('no-coach'));
    expect(data(await getCoaches(api)).results).toEqual([]);
  });

  it('no-slots: the coach has no free slot', async () => {
    use(coachingHandlers('no-slots'));
    expect(data(await getAvailableHours(api, 'chris-coach')).slots).toEqual([]);
  });

  it('slot-taken: booking answers 409 with the sentence', async () => {
    use(coachingHandlers('slot-taken'));
    const slot = data(await getAvailableHours(api, 'chris-coach')).slots[0]!;
    expect(await bookCall(api, { widget_id: 'chris-coach', starts_at: slot.starts_at })).toMatchObject({
      ok: false,
      errStatus: 409,
      errorText: coachingErrorBodies.slotTaken.detail,
    });
  });

  it('booked: the upcoming call moves to a free slot, then cancels', async () => {
    use(coachingHandlers('booked'));
    const [upcoming] = data(await getCoachBookings(api)).results;
    expect(upcoming?.id).toBe(coachingCallFixtures.riveraUpcoming.id);
    const free = data(await getAvailableHours(api, 'chris-coach')).slots[3]!;
    const moved = data(await rescheduleCall(api, upcoming!.id, free.starts_at));
    expect(moved.starts_at).toBe(free.starts_at);
    const cancelled = data(await cancelCall(api, upcoming!.id));
    expect(cancelled).toMatchObject({ id: upcoming!.id, status: 'cancelled' });
    expect(data(await getCoachBookings(api)).results).toEqual([]);
    expect(await cancelCall(api, upcoming!.id)).toMatchObject({
      ok: false,
      errStatus: 409,
      errorText: coachingErrorBodies.callNotChangeable.detail,
    });
  });

  it('cancelled: the family’s calls show a cancelled call and no booking', async () => {
    use(coachingHandlers('cancelled'));
    expect(data(await getCoachBookings(api)).results).toEqual([]);
    const calls = data(await getCoachingCalls(api));
    expect(calls.results.map((item) => item.status)).toContain('cancelled');
  });

  it('registers for a webinar (a seat taken) and unregisters (the seat back)', async () => {
    use(coachingHandlers('parent-with-coaches'));
    const registration = data(await registerForWebinar(api, 2));
    expect(registration.webinar).toMatchObject({ seats_left: 0, registration: { id: registration.id } });
    const again = data(await registerForWebinar(api, 2));
    expect(again.id).toBe(registration.id);
    expect(data(await unregisterFromWebinar(api, registration.id))).toBeNull();
    const webinar = data(await getWebinars(api)).results.find((item) => item.id === 2);
    expect(webinar).toMatchObject({ seats_left: 1, registered_count: 19, registration: null });
    expect(await unregisterFromWebinar(api, registration.id)).toMatchObject({ ok: false, errStatus: 404 });
  });

  it('webinar-full: registering answers 409 with the sentence', async () => {
    use(coachingHandlers('webinar-full'));
    const [webinar] = data(await getWebinars(api)).results;
    expect(webinar?.seats_left).toBe(0);
    expect(await registerForWebinar(api, webinar!.id)).toMatchObject({
      ok: false,
      errStatus: 409,
      errorText: coachingErrorBodies.webinarFull.detail,
    });
  });

  it('failed: every call answers 500', async () => {
    use(coachingHandlers('failed'));
    expect(await getCoaches(api)).toMatchObject({ ok: false, errStatus: 500 });
    expect(await getCoachAccount(api)).toMatchObject({ ok: false, errStatus: 500 });
  });

  it('loading: no call answers', async () => {
    use(coachingHandlers('loading'));
    const controller = new AbortController();
    const pending = getCoaches(api, controller.signal);
    const early = await Promise.race([
      pending,
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 50)),
    ]);
    expect(early).toBe('waiting');
    controller.abort();
    expect(await pending).toEqual({ ok: false, cancelled: true });
  });

  it('the personas’ worlds: the coach persona is Chris, the parent books for their family', async () => {
    use(personaHandlers('coach'));
    expect(data(await getCoachAccount(api))?.id).toBe(4);
    server.resetHandlers();
    use(personaHandlers('family'));
    expect(data(await getCoachAccount(api))).toBeNull();
    const slot = data(await getAvailableHours(api, 'priya-shah')).slots[0]!;
    expect(data(await bookCall(api, { widget_id: 'priya-shah', starts_at: slot.starts_at })).client).toEqual({
      id: 107,
      name: 'Tessa Moreau',
      user_id: 7,
    });
  });
});

describe('content', () => {
  it('serves published items in the language, English standing in item by item', async () => {
    use(contentHandlers('content'));
    const english = data(await getResources(api, { language: 'en' }));
    expect(english.results.map((item) => item.id)).toEqual(resourceFixtures.map((item) => item.id));
    expect(english.results.every((item) => item.published && item.translated)).toBe(true);
    const spanish = data(await getTutorials(api, { language: 'es' }));
    expect(spanish.results).toHaveLength(tutorialFixtures.length);
    expect(spanish.results.find((item) => item.slug === 'pairing-the-sensor')).toMatchObject({
      language: 'es',
      translated: true,
      title: 'Emparejar el sensor de ritmo cardíaco',
    });
    expect(spanish.results.find((item) => item.slug === 'adding-a-player')).toMatchObject({
      language: 'en',
      translated: false,
    });
    expect(new Set(english.results.map((item) => item.kind))).toEqual(
      new Set(['article', 'video', 'game_directions']),
    );
  });

  it('filters by the search, every word, any case and accent', async () => {
    use(contentHandlers('search'));
    const found = data(await getResources(api, { language: 'en', search: 'GAME directions' }));
    expect(found.results.map((item) => item.slug)).toEqual([
      'acorn-chase-directions',
      'cool-down-cove-directions',
    ]);
    const spanish = data(await getResources(api, { language: 'es', search: 'mananas' }));
    expect(spanish.results.map((item) => item.slug)).toEqual(['calm-mornings']);
  });

  it('shows drafts to staff only (dev); anyone else asking gets 403', async () => {
    use(contentHandlers('content'));
    expect(await getResources(api, { language: 'en', includeUnpublished: true })).toMatchObject({
      ok: false,
      errStatus: 403,
    });
    server.resetHandlers();
    use(contentHandlers('dev'));
    const all = data(await getResources(api, { language: 'en', includeUnpublished: true }));
    expect(all.results.some((item) => !item.published)).toBe(true);
    expect(data(await getResources(api, { language: 'en' })).results.every((item) => item.published)).toBe(
      true,
    );
  });

  it('empty and failed', async () => {
    use(contentHandlers('empty'));
    expect(data(await getTutorials(api, { language: 'en' })).results).toEqual([]);
    server.resetHandlers();
    use(contentHandlers('failed'));
    expect(await getTutorials(api, { language: 'en' })).toMatchObject({ ok: false, errStatus: 500 });
  });
});

// Spec section 9: the coach account is who the caller is (user info: an hour); everything else "other".
describe('query options: keys and staleness', () => {
  it.each([
    {
      options: coachAccountQuery(api),
      key: ['hub', 'coaching', 'coach-account'],
      stale: staleTimes.userInfo,
    },
    { options: coachBookingsQuery(api), key: ['hub', 'coaching', 'bookings'], stale: staleTimes.other },
    {
      options: coachingCallsQuery(api, { status: 'completed' }),
      key: ['hub', 'coaching', 'calls', { status: 'completed', client_id: null }],
      stale: staleTimes.other,
    },
    {
      options: availableHoursQuery(api, 'chris-coach'),
      key: ['hub', 'coaching', 'available-hours', 'chris-coach'],
      stale: staleTimes.other,
    },
    { options: webinarsQuery(api), key: ['hub', 'webinars', 'list'], stale: staleTimes.other },
    {
      options: communicationsQuery(api, { user: 1 }),
      key: ['hub', 'coaching', 'messages', 'all', { user: 1, type: null }],
      stale: staleTimes.other,
    },
    {
      options: resourcesQuery(api, { language: 'es', search: ' calm ' }),
      key: ['hub', 'content', 'resources', { language: 'es', search: 'calm', include_unpublished: false }],
      stale: staleTimes.other,
    },
    {
      options: tutorialsQuery(api, { language: 'en' }),
      key: ['hub', 'content', 'tutorials', { language: 'en', search: null, include_unpublished: false }],
      stale: staleTimes.other,
    },
  ])('$key', ({ options, key, stale }) => {
    expect(options.queryKey).toEqual(key);
    expect(options.staleTime).toBe(stale);
  });

  it('the coach account query caches null for a non-coach, not an error', async () => {
    use(coachingHandlers('parent-with-coaches'));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery(coachAccountQuery(api))).resolves.toBeNull();
  });
});
