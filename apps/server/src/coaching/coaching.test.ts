// The coaching calls (issue 14) as families, coaches and staff see them: the contract's answers, who may see
// what (a family only its own, a coach only the families booked with them, staff all), a slot booked once
// even by two families at the same moment, the emails with their calendar file, the calendar feed, webinars
// with their seats, what was sent to a family, and bad input answered with a 400, never a 500.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../account/schema';
import { developmentOutboxKey } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openAttachments, openBody, openHtml } from '../mail';
import { outboundEmails } from '../platform/schema';
import { databases } from '../test/databases';
import { accessToken, createUser, json, send, testApp, type NewUser, type TestApp } from '../test/helpers';
import { coachProfiles, sentMessages, webinars } from './schema';

const publicUrl = 'https://hub.example.test';
const slotTaken = { detail: 'This time has just been booked by someone else. Please pick another time.' };
const notChangeable = { detail: 'This call can no longer be changed.' };
const forbidden = { detail: 'You do not have permission to perform this action.' };
const notFound = { detail: 'Not found.' };

interface Slot {
  starts_at: string;
  ends_at: string;
}
interface Page<T> {
  count: number;
  results: T[];
}
interface Call {
  id: number;
  status: string;
  starts_at: string;
  client: { id: number; name: string };
  coach: { id: number; name: string };
  notes_count: number;
}

let widgets = 0;

describe.each(databases())('coaching on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let coach: NewUser;
  let otherCoach: NewUser;
  let familyA: NewUser;
  let familyB: NewUser;
  let familyC: NewUser;
  const tokens: Record<string, string> = {};
  let widgetId: string;
  let slots: Slot[];

  async function makeCoach(name: string) {
    const user = await createUser(handle.db, { firstName: name, lastName: 'Coach' });
    await handle.db.update(users).set({ isCoach: true }).where(eq(users.id, user.id));
    widgets += 1;
    const widget = `test-widget-${widgets}-${Date.now()}`;
    await handle.db.insert(coachProfiles).values({
      userId: user.id,
      widgetId: widget,
      calendarToken: `${'t'.repeat(30)}${String(widgets).padStart(3, '0')}${'x'.repeat(10)}`,
      timeZone: 'UTC',
      // Every half hour of every day: free slots are always ahead of the test's clock.
      weeklyHours: ([0, 1, 2, 3, 4, 5, 6] as const).map((weekday) => ({
        weekday,
        start: '00:00',
        end: '24:00',
      })),
    });
    return { user, widget };
  }

  const get = (path: string, who: string) => send(app, path, who === 'none' ? {} : { bearer: tokens[who] });
  const post = (path: string, who: string, body: unknown = {}) =>
    send(app, path, { method: 'POST', json: body, ...(who === 'none' ? {} : { bearer: tokens[who] }) });

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle, { publicUrl });
    const made = await makeCoach('Casey');
    coach = made.user;
    widgetId = made.widget;
    otherCoach = (await makeCoach('Other')).user;
    familyA = await createUser(handle.db, { firstName: 'Ana', lastName: 'Family' });
    familyB = await createUser(handle.db, { firstName: 'Ben', lastName: 'Family' });
    familyC = await createUser(handle.db, { firstName: 'Cy', lastName: 'Family' });
    for (const [who, user] of Object.entries({ coach, otherCoach, familyA, familyB, familyC })) {
      tokens[who] = await accessToken(app, user.email);
    }
    tokens.staff = await accessToken(app, 'staff@demo.test');
    const hours = await get(`/api/v2/coaching/available_hours/?widget_id=${widgetId}`, 'familyA');
    expect(hours.status).toBe(200);
    slots = ((await json(hours)) as { slots: Slot[] }).slots;
  });
  afterAll(() => handle.close());

  describe('coaches and profiles', () => {
    it('gives a coach their coach account and a family a 404 (the hub hides it)', async () => {
      const mine = await get('/api/v2/coaching/coach_account/', 'coach');
      expect(mine.status).toBe(200);
      expect(await json(mine)).toMatchObject({
        id: coach.id,
        name: 'Casey Coach',
        widget_id: widgetId,
        time_zone: 'UTC',
      });
      expect((await get('/api/v2/coaching/coach_account/', 'familyA')).status).toBe(404);
      expect((await get('/api/v2/coaching/coach_account/', 'none')).status).toBe(401);
    });

    it('lets a coach change their profile, and refuses others and bad values', async () => {
      const changed = await send(app, '/api/v2/coaching/profile/', {
        method: 'PATCH',
        bearer: tokens.coach,
        json: { bio: 'Hello', languages: ['en', 'ar'], time_zone: 'UTC' },
      });
      expect(changed.status).toBe(200);
      expect(await json(changed)).toMatchObject({ bio: 'Hello', languages: ['en', 'ar'] });
      const family = await send(app, '/api/v2/coaching/profile/', {
        method: 'PATCH',
        bearer: tokens.familyA,
        json: { bio: 'x' },
      });
      expect(family.status).toBe(403);
      expect((await get('/api/v2/coaching/profile/', 'familyA')).status).toBe(403);
      const bad = await send(app, '/api/v2/coaching/profile/', {
        method: 'PATCH',
        bearer: tokens.coach,
        json: { photo_url: 'http://x.test/a.png', languages: ['xx'] },
      });
      expect(bad.status).toBe(400);
      expect(await json(bad)).toEqual({
        photo_url: ['Enter a valid https URL.'],
        languages: ['"xx" is not a valid choice.'],
      });
    });

    it('lists the coaches with a profile for any signed-in user', async () => {
      const response = await get('/api/v2/coaching/coaches/', 'familyA');
      const page = (await json(response)) as Page<{ id: number }>;
      expect(page.results.map((row) => row.id)).toEqual(expect.arrayContaining([coach.id, otherCoach.id]));
    });

    it('offers free slots of the next two weeks, past the hour’s notice; 404 for an unknown widget', async () => {
      expect(slots.length).toBeGreaterThan(600);
      expect(Date.parse(slots[0]!.starts_at)).toBeGreaterThanOrEqual(Date.now() + 59 * 60_000);
      expect((await get('/api/v2/coaching/available_hours/?widget_id=nobody', 'familyA')).status).toBe(404);
      expect(
        (await get(`/api/v2/coaching/available_hours/?widget_id=${'w'.repeat(5000)}`, 'familyA')).status,
      ).toBe(404);
      const missing = await get('/api/v2/coaching/available_hours/', 'familyA');
      expect(missing.status).toBe(400);
      expect(await json(missing)).toEqual({ widget_id: ['Coach is required'] });
    });
  });

  describe('booking', () => {
    let callId: number;

    it('books a free slot, emails the family with a calendar file and records the message', async () => {
      const response = await post('/api/v2/coaching/book/', 'familyA', {
        widget_id: widgetId,
        starts_at: slots[2]!.starts_at,
        ref: 'cancel',
      });
      expect(response.status).toBe(201);
      const call = (await json(response)) as Call & { ref: string };
      callId = call.id;
      expect(call).toMatchObject({
        status: 'scheduled',
        starts_at: slots[2]!.starts_at,
        ref: 'cancel',
        coach: { id: coach.id, name: 'Casey Coach' },
        client: { id: familyA.accountId, name: 'Ana Family', user_id: familyA.id },
        notes_count: 0,
      });
      const emails = await handle.db
        .select()
        .from(outboundEmails)
        .where(eq(outboundEmails.toAddress, familyA.email));
      expect(emails).toHaveLength(1);
      const body = openBody(developmentOutboxKey, emails[0]!)!;
      expect(emails[0]!.subject).toBe('Your coaching call is booked');
      const [calendar] = openAttachments(developmentOutboxKey, emails[0]!)!;
      expect(calendar).toMatchObject({
        filename: 'coaching-call.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      });
      expect(calendar!.content).toContain('BEGIN:VCALENDAR\r\n');
      expect(calendar!.content).toContain(
        `DTSTART:${slots[2]!.starts_at.replace(/[-:]/g, '').replace('.000', '')}`,
      );
      expect(openHtml(developmentOutboxKey, emails[0]!)).toContain(`href="${publicUrl}/dashboard/coaches"`);
      expect(body).toContain(`${publicUrl}/dashboard/coaches`);
      const sent = await handle.db.select().from(sentMessages).where(eq(sentMessages.userId, familyA.id));
      expect(sent.map((row) => [row.channel, row.type])).toEqual([['email', 'coaching_booked']]);
    });

    it('refuses a slot another family holds with 409, and a time that is not a slot with 400', async () => {
      const taken = await post('/api/v2/coaching/book/', 'familyB', {
        widget_id: widgetId,
        starts_at: slots[2]!.starts_at,
      });
      expect(taken.status).toBe(409);
      expect(await json(taken)).toEqual(slotTaken);
      const between = new Date(Date.parse(slots[3]!.starts_at) + 10 * 60_000).toISOString();
      const notFree = await post('/api/v2/coaching/book/', 'familyB', {
        widget_id: widgetId,
        starts_at: between,
      });
      expect(notFree.status).toBe(400);
      expect(await json(notFree)).toEqual({
        starts_at: ['This time is not free. Please pick another time.'],
      });
      const soon = await post('/api/v2/coaching/book/', 'familyB', {
        widget_id: widgetId,
        starts_at: new Date(Date.now() + 60_000).toISOString(),
      });
      expect(soon.status).toBe(400);
    });

    it('gives one booking and one 409 when two families book one slot at the same moment', async () => {
      const body = { widget_id: widgetId, starts_at: slots[5]!.starts_at };
      const answers = await Promise.all([
        post('/api/v2/coaching/book/', 'familyB', body),
        post('/api/v2/coaching/book/', 'familyC', body),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(await json(refused)).toEqual(slotTaken);
    });

    it('lets only families book', async () => {
      for (const who of ['coach', 'staff']) {
        expect(
          (await post('/api/v2/coaching/book/', who, { widget_id: widgetId, starts_at: slots[7]!.starts_at }))
            .status,
        ).toBe(403);
      }
      expect(
        (
          await post('/api/v2/coaching/book/', 'none', {
            widget_id: widgetId,
            starts_at: slots[7]!.starts_at,
          })
        ).status,
      ).toBe(401);
      const unknown = await post('/api/v2/coaching/book/', 'familyA', {
        widget_id: 'nobody',
        starts_at: slots[7]!.starts_at,
      });
      expect(unknown.status).toBe(400);
      expect(await json(unknown)).toEqual({ widget_id: ['This user is not a coach.'] });
    });

    it('shows a family its own calls, the coach theirs, another coach none, staff all', async () => {
      const ids = async (who: string, path = '/api/v2/coaching/bookings/') =>
        ((await json(await get(path, who))) as Page<Call>).results.map((call) => call.id);
      expect(await ids('familyA')).toEqual([callId]);
      expect(await ids('familyB')).not.toContain(callId);
      expect(await ids('coach')).toContain(callId);
      expect(await ids('otherCoach')).toEqual([]);
      expect(await ids('staff')).toContain(callId);
      expect(
        await ids('familyA', `/api/v2/coaching/calls/?status=scheduled&client_id=${familyA.accountId}`),
      ).toEqual([callId]);
      expect(await ids('familyB', `/api/v2/coaching/calls/?client_id=${familyA.accountId}`)).toEqual([]);
      const bad = await get('/api/v2/coaching/calls/?status=done', 'coach');
      expect(bad.status).toBe(400);
      expect(await json(bad)).toEqual({ status: ['"done" is not a valid choice.'] });
    });

    it('lets the family move its call to a free slot, never someone else', async () => {
      const path = `/api/v2/coaching/bookings/${callId}/reschedule/`;
      expect((await post(path, 'familyB', { starts_at: slots[9]!.starts_at })).status).toBe(404);
      expect((await post(path, 'coach', { starts_at: slots[9]!.starts_at })).status).toBe(403);
      const taken = await post(path, 'familyA', { starts_at: slots[5]!.starts_at });
      expect(taken.status).toBe(409);
      expect(await json(taken)).toEqual(slotTaken);
      const bad = await post(path, 'familyA', { starts_at: 'tomorrow' });
      expect(bad.status).toBe(400);
      const moved = await post(path, 'familyA', { starts_at: slots[9]!.starts_at });
      expect(moved.status).toBe(200);
      expect(await json(moved)).toMatchObject({
        id: callId,
        status: 'scheduled',
        starts_at: slots[9]!.starts_at,
      });
    });

    it('keeps notes for the family’s coach and staff only', async () => {
      const note = await post('/api/v2/coaching/notes/', 'coach', {
        client_id: familyA.accountId,
        body: ' Good first call. ',
      });
      expect(note.status).toBe(201);
      expect(await json(note)).toMatchObject({
        client_id: familyA.accountId,
        body: 'Good first call.',
        author: { id: coach.id },
      });
      const path = `/api/v2/coaching/notes/?client_id=${familyA.accountId}`;
      expect(((await json(await get(path, 'coach'))) as Page<unknown>).count).toBe(1);
      expect(((await json(await get(path, 'staff'))) as Page<unknown>).count).toBe(1);
      expect(await json(await get(path, 'familyA'))).toEqual(forbidden);
      expect((await get(path, 'otherCoach')).status).toBe(404);
      expect(
        (await post('/api/v2/coaching/notes/', 'otherCoach', { client_id: familyA.accountId, body: 'x' }))
          .status,
      ).toBe(404);
      expect(
        (await post('/api/v2/coaching/notes/', 'familyA', { client_id: familyA.accountId, body: 'x' }))
          .status,
      ).toBe(403);
      expect((await get('/api/v2/coaching/notes/', 'coach')).status).toBe(400);
      const coachCalls = (await json(await get('/api/v2/coaching/bookings/', 'coach'))) as Page<Call>;
      expect(coachCalls.results.find((call) => call.id === callId)!.notes_count).toBe(1);
      const familyCalls = (await json(await get('/api/v2/coaching/bookings/', 'familyA'))) as Page<Call>;
      expect(familyCalls.results[0]!.notes_count).toBe(0);
    });

    it('shows what was sent to a family to its coach and staff, never to families or other coaches', async () => {
      const path = `/api/v2/communications/?user=${familyA.id}`;
      const types = async (who: string) =>
        ((await json(await get(path, who))) as Page<{ type: string }>).results.map((row) => row.type);
      expect(await types('coach')).toEqual(['coaching_rescheduled', 'coaching_booked']);
      expect(await types('staff')).toEqual(['coaching_rescheduled', 'coaching_booked']);
      expect((await get(path, 'otherCoach')).status).toBe(404);
      expect((await get(path, 'familyA')).status).toBe(403);
      expect(
        ((await json(await get(`/api/v2/sms/messages/?user=${familyA.id}`, 'coach'))) as Page<unknown>).count,
      ).toBe(0);
      expect((await get('/api/v2/communications/?user=abc', 'staff')).status).toBe(400);
    });

    it('lets the coach cancel the call, once', async () => {
      const path = `/api/v2/coaching/bookings/${callId}/cancel/`;
      expect((await post(path, 'otherCoach')).status).toBe(404);
      const cancelled = await post(path, 'coach');
      expect(cancelled.status).toBe(200);
      expect(await json(cancelled)).toMatchObject({ id: callId, status: 'cancelled' });
      const again = await post(path, 'familyA');
      expect(again.status).toBe(409);
      expect(await json(again)).toEqual(notChangeable);
      const emails = await handle.db
        .select()
        .from(outboundEmails)
        .where(eq(outboundEmails.toAddress, familyA.email));
      expect(emails.map((row) => row.subject)).toContain('Your coaching call was cancelled');
      // The slot is free again.
      expect(
        (
          await post('/api/v2/coaching/book/', 'familyC', {
            widget_id: widgetId,
            starts_at: slots[9]!.starts_at,
          })
        ).status,
      ).toBe(201);
    });
  });

  describe('the calendar feed', () => {
    it('gives the coach a link on the public URL, whose feed lists the scheduled calls without sign-in', async () => {
      const response = await send(app, '/api/v2/coaching/calendar_link/', {
        bearer: tokens.coach,
        headers: { Host: 'evil.example' },
      });
      expect(response.status).toBe(200);
      const link = (await json(response)) as { url: string; webcal_url: string };
      expect(link.url).toMatch(
        /^https:\/\/hub\.example\.test\/api\/v2\/coaching\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
      );
      expect(link.webcal_url).toBe(link.url.replace('https://', 'webcal://'));
      expect((await get('/api/v2/coaching/calendar_link/', 'familyA')).status).toBe(403);
      const feed = await send(app, new URL(link.url).pathname, { headers: { Host: 'evil.example' } });
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toContain('text/calendar');
      const text = await feed.text();
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(text).toContain('BEGIN:VEVENT');
      expect(text).not.toContain('evil.example');
      expect((await send(app, `/api/v2/coaching/calendar/${'a'.repeat(43)}.ics`)).status).toBe(404);
      expect((await send(app, `/api/v2/coaching/calendar/${'a'.repeat(5000)}.ics`)).status).toBe(404);
    });
  });

  describe('webinars', () => {
    let webinarId: number;

    beforeAll(async () => {
      const start = new Date(Date.now() + 3 * 24 * 60 * 60_000);
      const [row] = await handle.db
        .insert(webinars)
        .values({
          title: 'Test webinar',
          startsAt: start,
          endsAt: new Date(start.getTime() + 3_600_000),
          timeZone: 'UTC',
          capacity: 1,
          hostUserId: coach.id,
        })
        .returning();
      webinarId = row!.id;
    });

    it('gives a seat, the same seat again, and 409 when full', async () => {
      const path = `/api/v2/webinars/${webinarId}/register/`;
      const first = await post(path, 'familyA');
      expect(first.status).toBe(201);
      const registration = (await json(first)) as {
        id: number;
        webinar: { seats_left: number; registration: { id: number } };
      };
      expect(registration.webinar).toMatchObject({ seats_left: 0, registration: { id: registration.id } });
      expect((await post(path, 'familyA')).status).toBe(200);
      const full = await post(path, 'familyB');
      expect(full.status).toBe(409);
      expect(await json(full)).toEqual({ detail: 'This webinar is full.' });
      const list = (await json(await get('/api/v2/webinars/', 'familyB'))) as Page<{
        id: number;
        registration: unknown;
      }>;
      expect(list.results.find((row) => row.id === webinarId)).toMatchObject({ registration: null });

      const registrants = `/api/v2/webinars/${webinarId}/registrants/`;
      const seen = (await json(await get(registrants, 'coach'))) as Page<{ user_id: number }>;
      expect(seen.results.map((row) => row.user_id)).toEqual([familyA.id]);
      expect((await get(registrants, 'staff')).status).toBe(200);
      expect((await get(registrants, 'familyA')).status).toBe(403);
      expect((await get(registrants, 'otherCoach')).status).toBe(404);

      const remove = `/api/v2/webinars/registrations/${registration.id}/`;
      expect((await send(app, remove, { method: 'DELETE', bearer: tokens.familyB })).status).toBe(404);
      expect((await send(app, remove, { method: 'DELETE', bearer: tokens.familyA })).status).toBe(204);
      expect((await post(path, 'familyB')).status).toBe(201);
    });

    it('refuses a webinar that has taken place, and an unknown one', async () => {
      const [past] = await handle.db
        .insert(webinars)
        .values({
          title: 'Old',
          startsAt: new Date(Date.now() - 7_200_000),
          endsAt: new Date(Date.now() - 3_600_000),
          timeZone: 'UTC',
          capacity: 10,
        })
        .returning();
      const response = await post(`/api/v2/webinars/${past!.id}/register/`, 'familyA');
      expect(response.status).toBe(409);
      expect(await json(response)).toEqual({ detail: 'This webinar has already taken place.' });
      expect(await json(await post('/api/v2/webinars/999999/register/', 'familyA'))).toEqual(notFound);
    });
  });

  describe('content', () => {
    type Item = { slug: string; language: string; translated: boolean; published: boolean; title: string };
    const items = async (path: string, who = 'familyA') =>
      ((await json(await get(path, who))) as Page<Item>).results;

    it('serves the resources in the language asked for, English standing in item by item', async () => {
      const english = await items('/api/v2/content/resources/');
      expect(english.length).toBeGreaterThanOrEqual(6);
      expect(english.every((item) => item.language === 'en' && item.translated && item.published)).toBe(true);
      const arabic = await items('/api/v2/content/resources/?language=ar');
      expect(arabic.map((item) => item.slug)).toEqual(english.map((item) => item.slug));
      expect(arabic.find((item) => item.slug === 'calm-evening-routine')).toMatchObject({
        language: 'ar',
        translated: true,
        title: 'روتين مسائي هادئ',
      });
      expect(arabic.find((item) => item.slug === 'talking-to-teachers')).toMatchObject({
        language: 'en',
        translated: false,
      });
    });

    it('searches without regard to case and accents', async () => {
      expect(
        (await items('/api/v2/content/tutorials/?language=es&search=SENSOR')).map((item) => item.slug),
      ).toEqual(['pairing-the-sensor']);
      expect(
        (await items('/api/v2/content/resources/?language=es&search=cardiaco')).map((item) => item.slug),
      ).toEqual(['understanding-heart-rate']);
    });

    it('shows unpublished resources to staff alone', async () => {
      const drafts = '/api/v2/content/resources/?include_unpublished=true';
      expect((await get(drafts, 'familyA')).status).toBe(403);
      expect((await items(drafts, 'staff')).some((item) => !item.published)).toBe(true);
      expect((await items('/api/v2/content/resources/', 'staff')).some((item) => !item.published)).toBe(
        false,
      );
    });

    it('answers bad queries with 400', async () => {
      const response = await get(
        '/api/v2/content/resources/?language=xx&search=' + 'a'.repeat(101),
        'familyA',
      );
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({
        language: ['"xx" is not a valid choice.'],
        search: ['Search must be less than 100 characters'],
      });
    });
  });

  it('seeds the demo coach with two families, notes and three upcoming webinars', async () => {
    const demo = await accessToken(app, 'coach@demo.test');
    const calls = (await json(await send(app, '/api/v2/coaching/calls/', { bearer: demo }))) as Page<Call>;
    expect(calls.results.map((call) => call.status).sort()).toEqual(['completed', 'scheduled']);
    const past = calls.results.find((call) => call.status === 'completed')!;
    expect(past.notes_count).toBe(2);
    const account = (await json(await send(app, '/api/v2/coaching/coach_account/', { bearer: demo }))) as {
      time_zone: string;
      languages: string[];
    };
    expect(account).toMatchObject({ time_zone: 'America/Denver', languages: ['en', 'es'] });
    const upcoming = (await json(await send(app, '/api/v2/webinars/', { bearer: demo }))) as Page<{
      seats_left: number;
      host: { name: string } | null;
    }>;
    const seeded = upcoming.results.filter((row) => row.host?.name === 'Chris Coach');
    expect(seeded).toHaveLength(3);
    expect(seeded.map((row) => row.seats_left)).toContain(1);
    expect(seeded.map((row) => row.seats_left)).toContain(0);
  });

  it('answers every call signed out with 401', async () => {
    for (const path of [
      '/api/v2/coaching/bookings/',
      '/api/v2/coaching/calls/',
      '/api/v2/coaching/notes/',
      '/api/v2/coaching/coaches/',
      '/api/v2/coaching/calendar_link/',
      '/api/v2/webinars/',
      '/api/v2/sms/messages/',
      '/api/v2/communications/',
      '/api/v2/content/resources/',
      '/api/v2/content/tutorials/',
    ]) {
      expect((await get(path, 'none')).status, path).toBe(401);
    }
  });
});
