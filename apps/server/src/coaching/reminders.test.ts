// The reminder a day before a coaching call (issue 14), as the family receives it: one email about 23 hours
// ahead in their language and zone with the calendar file, and never a second one, even from two runs at
// once; none for a call still further off, cancelled, or booked (or moved) within the day, since its own
// email just went; a moved call reminded again for its new time. The clock is the test's: calls are booked
// through the API at `at(0)`, and the reminder runs are told the hour they run at.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shippingAddresses, users } from '../account/schema';
import { developmentOutboxKey } from '../config';
import type { Database, DatabaseHandle } from '../db/database';
import { createJobQueue } from '../jobs/queue';
import { openAttachments, openBody } from '../mail';
import { outboundEmails } from '../platform/schema';
import { databases } from '../test/databases';
import { accessToken, createUser, json, send, testApp, type NewUser, type TestApp } from '../test/helpers';
import { icsDate } from './ics';
import { writerFor } from '../mail-language';
import { callRemindersJob, sendDueReminders, startCallReminders } from './reminders';
import { coachingCalls, coachProfiles, sentMessages } from './schema';

const publicUrl = 'https://hub.example.test';
const hour = 3_600_000;
const reminderSubject = 'Reminder: your coaching call is coming up';
// The next whole hour but one: every `at(hours)` is a half-hour slot of the coach, past the hour's notice.
const start = Math.ceil(Date.now() / hour) * hour + hour;
const at = (hours: number) => new Date(start + hours * hour);

describe.each(databases())('call reminders on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let clock = at(0);
  let widgetId: string;
  const settings = () => ({ db: handle.db, outboxKey: developmentOutboxKey, jobs: null, publicUrl });

  /** A family of its own; its holder writes in `language`, its shipping address in `timeZone`. */
  async function family(firstName: string, language = 'en', timeZone = 'America/New_York') {
    const user = await createUser(handle.db, { firstName, lastName: 'Family' });
    await handle.db.update(users).set({ language }).where(eq(users.id, user.id));
    await handle.db.insert(shippingAddresses).values({ userId: user.id, timezone: timeZone });
    return user;
  }

  /** Sends a call as the user at the test's clock (a fresh token, since the clock moves). */
  async function post(user: NewUser, path: string, body: unknown = {}) {
    return send(app, path, { method: 'POST', json: body, bearer: await accessToken(app, user.email) });
  }

  async function book(user: NewUser, startsAt: Date): Promise<number> {
    const response = await post(user, '/api/v2/coaching/book/', {
      widget_id: widgetId,
      starts_at: startsAt.toISOString(),
    });
    expect(response.status).toBe(201);
    return ((await json(response)) as { id: number }).id;
  }

  /** The reminders the family got: the outbox's emails (opened) and the `coaching_reminder` records. */
  async function remindersOf(user: NewUser) {
    const sent = await handle.db
      .select()
      .from(sentMessages)
      .where(and(eq(sentMessages.userId, user.id), eq(sentMessages.type, 'coaching_reminder')));
    const emails = await handle.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.toAddress, user.email))
      .orderBy(outboundEmails.id);
    const bodies = emails.map((row) => ({
      subject: row.subject,
      body: openBody(developmentOutboxKey, row)!,
      // The call's calendar file, attached.
      calendar: openAttachments(developmentOutboxKey, row)!.find(
        (file) => file.filename === 'coaching-call.ics',
      ),
    }));
    return {
      sent,
      emails: bodies,
      reminders: bodies.filter((email) => sent.some((row) => row.body === email.body)),
    };
  }

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle, { publicUrl, now: () => clock });
    const coach = await createUser(handle.db, { firstName: 'Casey', lastName: 'Coach' });
    await handle.db.update(users).set({ isCoach: true }).where(eq(users.id, coach.id));
    widgetId = `reminders-widget-${Date.now()}`;
    await handle.db.insert(coachProfiles).values({
      userId: coach.id,
      widgetId,
      calendarToken: `${'r'.repeat(33)}${'x'.repeat(10)}`,
      timeZone: 'UTC',
      weeklyHours: ([0, 1, 2, 3, 4, 5, 6] as const).map((weekday) => ({
        weekday,
        start: '00:00',
        end: '24:00',
      })),
    });
  });
  afterAll(() => handle.close());

  it('reminds the family once, 23 hours ahead, in its language and zone with the calendar file', async () => {
    clock = at(0);
    const ana = await family('Ana', 'es', 'America/Los_Angeles');
    const callStart = at(30);
    await book(ana, callStart);
    await sendDueReminders(settings(), at(7));
    const { sent, emails, reminders } = await remindersOf(ana);
    expect(emails).toHaveLength(2); // the confirmation, then the reminder
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', sentAt: at(7) });
    expect(reminders).toHaveLength(1);
    const body = reminders[0]!.body;
    expect(body).toContain('Hola, Ana:');
    expect(body).toContain(writerFor('es').dateTime(callStart, 'America/Los_Angeles'));
    expect(body).toContain('(America/Los_Angeles)');
    const calendar = reminders[0]!.calendar!;
    expect(calendar.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(calendar.content).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0');
    expect(calendar.content).toContain('METHOD:REQUEST');
    expect(calendar.content).toContain(`DTSTART:${icsDate(callStart)}`);
    // The calendar entry's title is in the family's language too.
    expect(calendar.content).toContain('SUMMARY:Llamada de asesoría con Casey Coach');
    expect(body).toContain('coaching-call.ics');
    expect(body).toContain(`${publicUrl}/dashboard/coaches`);

    // Later runs, at the same minute or after, send nothing more.
    await sendDueReminders(settings(), at(7));
    await sendDueReminders(settings(), at(12));
    expect((await remindersOf(ana)).emails).toHaveLength(2);
  });

  it('writes the reminder in English for an English family', async () => {
    clock = at(0);
    const eve = await family('Eve');
    const callStart = at(31);
    await book(eve, callStart);
    await sendDueReminders(settings(), at(8));
    const { reminders } = await remindersOf(eve);
    expect(reminders.map((email) => email.subject)).toEqual([reminderSubject]);
    expect(reminders[0]!.body).toContain('Hello Eve,');
    expect(reminders[0]!.body).toContain(
      `This is a reminder of your 30-minute coaching call with Casey Coach on ${writerFor('en').dateTime(callStart, 'America/New_York')}.`,
    );
  });

  it('sends nothing yet for a call 30 hours ahead, and the reminder once it is a day ahead', async () => {
    clock = at(0);
    const ben = await family('Ben');
    await book(ben, at(32));
    await sendDueReminders(settings(), at(2));
    expect((await remindersOf(ben)).sent).toHaveLength(0);
    await sendDueReminders(settings(), at(8));
    expect((await remindersOf(ben)).sent).toHaveLength(1);
  });

  it('sends no reminder for a cancelled call', async () => {
    clock = at(0);
    const cy = await family('Cy');
    const id = await book(cy, at(33));
    expect((await post(cy, `/api/v2/coaching/bookings/${id}/cancel/`)).status).toBe(200);
    await sendDueReminders(settings(), at(10));
    const { sent, emails } = await remindersOf(cy);
    expect(sent).toHaveLength(0);
    expect(emails).toHaveLength(2); // booked, cancelled
  });

  it('reminds a moved call again for its new time', async () => {
    clock = at(0);
    const dee = await family('Dee');
    const id = await book(dee, at(34));
    await sendDueReminders(settings(), at(11));
    expect((await remindersOf(dee)).sent).toHaveLength(1);

    clock = at(12);
    const moved = await post(dee, `/api/v2/coaching/bookings/${id}/reschedule/`, {
      starts_at: at(40).toISOString(),
    });
    expect(moved.status).toBe(200);
    await sendDueReminders(settings(), at(13)); // 27 hours ahead: not yet
    expect((await remindersOf(dee)).sent).toHaveLength(1);
    await sendDueReminders(settings(), at(17));
    const { reminders } = await remindersOf(dee);
    expect(reminders).toHaveLength(2);
    expect(reminders[1]!.calendar!.content).toContain(`DTSTART:${icsDate(at(40))}`);
  });

  it('sends no reminder for a call moved to within the day: the email about the move stands for it', async () => {
    clock = at(0);
    const fay = await family('Fay');
    const id = await book(fay, at(35));
    clock = at(1);
    const moved = await post(fay, `/api/v2/coaching/bookings/${id}/reschedule/`, {
      starts_at: at(6).toISOString(),
    });
    expect(moved.status).toBe(200);
    await sendDueReminders(settings(), at(1));
    await sendDueReminders(settings(), at(5));
    const { sent, emails } = await remindersOf(fay);
    expect(sent).toHaveLength(0);
    expect(emails).toHaveLength(2); // booked, moved
  });

  it('sends no reminder for a call booked 2 hours ahead: the confirmation just went', async () => {
    clock = at(0);
    const gus = await family('Gus');
    await book(gus, at(2));
    await sendDueReminders(settings(), at(0));
    await sendDueReminders(settings(), at(1));
    const { sent, emails } = await remindersOf(gus);
    expect(sent).toHaveLength(0);
    expect(emails).toHaveLength(1);
  });

  it('sends one email when two runs claim the same reminder at once', async () => {
    clock = at(0);
    const hal = await family('Hal');
    const id = await book(hal, at(36));
    const runs = await Promise.all([
      sendDueReminders(settings(), at(13)),
      sendDueReminders(settings(), at(13)),
      sendDueReminders(settings(), at(13)),
    ]);
    const { sent, reminders } = await remindersOf(hal);
    expect(sent).toHaveLength(1);
    expect(reminders).toHaveLength(1);
    expect(runs.filter((count) => count > 0)).toHaveLength(1);
    const [call] = await handle.db.select().from(coachingCalls).where(eq(coachingCalls.id, id));
    expect(call!.remindedAt).toEqual(at(13));
  });

  it('runs as a job of the queue: a run sends the due reminders; a failing run is kept with its error', async () => {
    clock = at(0);
    const ida = await family('Ida');
    await book(ida, at(37));
    const jobs = createJobQueue(handle, { pollingIntervalSeconds: 0.5, log: () => {} });
    await jobs.start();
    await startCallReminders({ ...settings(), now: () => at(14) }, jobs);
    const schedules = await jobs.boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: callRemindersJob.name, cron: '* * * * *' }),
    );
    // The schedule sends this job each minute; here it is sent at once.
    const run = (await jobs.send(callRemindersJob, {}))!;
    await vi.waitFor(async () => expect((await remindersOf(ida)).sent).toHaveLength(1), { timeout: 20_000 });
    await vi.waitFor(async () =>
      expect((await jobs.boss.getJobById(callRemindersJob.name, run))?.state).toBe('completed'),
    );
    await jobs.stop();

    const broken = { transaction: () => Promise.reject(new Error('the database is down')) };
    const failing = createJobQueue(handle, { pollingIntervalSeconds: 0.5, log: () => {} });
    await failing.start();
    await startCallReminders(
      { ...settings(), db: broken as unknown as Database, now: () => at(15) },
      failing,
    );
    const failed = (await failing.send(callRemindersJob, {}))!;
    await vi.waitFor(
      async () => {
        const job = await failing.boss.getJobById(callRemindersJob.name, failed);
        expect(job?.state).toBe('retry');
        expect(job?.output).toMatchObject({ message: 'the database is down' });
      },
      { timeout: 20_000 },
    );
    await failing.stop();
    expect((await remindersOf(ida)).sent).toHaveLength(1);
  });
});
