// Delivery as a recipient and staff see it: emails go over real SMTP on loopback to the mail catcher
// (smtp-server), once each, with their Message-ID recorded; a server that is down gets the email when it
// is back; a permanent refusal (550) is a failed email with its reason; nothing in a subject can add a
// header. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { developmentOutboxKey } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createJobQueue, type JobQueue } from '../jobs/queue';
import { invitationEmail } from '../account/account-mail';
import { queueEmail, type Email } from '../mail';
import { startPasswordResetRequests } from '../auth/reset-job';
import { outboundEmails } from '../platform/schema';
import { databases } from '../test/databases';
import { Browser, createUser, testApp } from '../test/helpers';
import { startMailCatcher, type MailCatcher } from './catcher';
import { deliverEmail, messageIdFor, startEmailDelivery, type DeliverySettings } from './deliver';
import { smtpTransport } from './transport';

const publicUrl = 'https://hub.example.test';
const from = 'Customer hub <hub@example.test>';

/** An address of its own for each test, so the catcher's mail can be told apart. */
const address = (name: string) => `${name}.${randomBytes(4).toString('hex')}@family.example`;

/** An invitation to `to`; the inviter's name stands in its subject. */
const email = (to: string, inviterName = 'Tessa Moreau'): Email =>
  invitationEmail(
    { email: to, firstName: 'Maya', language: 'en' },
    inviterName,
    `${publicUrl}/start?o=abc`,
    7,
  );

/** The header lines of a raw message (up to the first empty line), unfolded. */
function headersOf(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  return head.split(/\r?\n(?![ \t])/).map((line) => line.replace(/\r?\n(?=[ \t])/g, ''));
}

describe.each(databases())('email delivery on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let catcher: MailCatcher;
  const refusals = new Map<string, { code: number; message: string }>();
  const queues: JobQueue[] = [];
  let settings: DeliverySettings;

  beforeAll(async () => {
    database = await testDatabase.open();
    catcher = await startMailCatcher({ refuse: (to) => refusals.get(to) ?? null, keep: 500 });
    settings = {
      db: database.db,
      outboxKey: developmentOutboxKey,
      publicUrl,
      now: () => new Date(),
      log: () => {},
    };
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await catcher.close();
    await database.close();
  });

  /** A process's queue, delivering to `smtpUrl` (the catcher unless told). */
  async function process(smtpUrl = catcher.url, work = true): Promise<JobQueue> {
    const jobs = createJobQueue(database, {
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 2_000,
      log: () => {},
    });
    await jobs.start();
    if (work) await startEmailDelivery(settings, { transport: smtpTransport(smtpUrl), from }, jobs);
    queues.push(jobs);
    return jobs;
  }

  /** Queues emails as a change does: in its transaction, with their jobs. */
  async function queue(jobs: JobQueue | null, emails: Email[]): Promise<number[]> {
    const before = await database.db.select({ id: outboundEmails.id }).from(outboundEmails);
    await database.db.transaction(async (tx) => {
      for (const each of emails)
        await queueEmail(tx, { outboxKey: developmentOutboxKey, jobs, publicUrl }, each, new Date());
    });
    const after = await database.db.select({ id: outboundEmails.id }).from(outboundEmails);
    const known = new Set(before.map((row) => row.id));
    return after.map((row) => row.id).filter((id) => !known.has(id));
  }

  const rowsOf = (ids: number[]) =>
    database.db.select().from(outboundEmails).where(inArray(outboundEmails.id, ids));
  const caughtFor = (to: string) => catcher.received().filter((mail) => mail.to.includes(to));

  it('delivers a queued email over SMTP: the recipient gets it once, and its Message-ID is recorded', async () => {
    const jobs = await process();
    const to = address('maya');
    const [id] = await queue(jobs, [email(to)]);
    await vi.waitFor(async () => expect((await rowsOf([id!]))[0]?.status).toBe('sent'), { timeout: 20_000 });
    const [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ attempts: 1, lastError: null, messageId: messageIdFor(id!, publicUrl) });
    expect(row!.sentAt).toBeInstanceOf(Date);
    const caught = caughtFor(to);
    expect(caught).toHaveLength(1);
    const headers = headersOf(caught[0]!.raw);
    expect(headers).toContain(`Message-ID: ${messageIdFor(id!, publicUrl)}`);
    expect(headers).toContain("Subject: Tessa Moreau added you to their family's customer hub account");
    expect(headers).toContain(`From: ${from}`);
    // Both parts, the text and the HTML, each with the link.
    const mail = await simpleParser(caught[0]!.raw);
    expect(mail.text).toContain(`${publicUrl}/start?o=abc`);
    expect(mail.html).toContain(`href="${publicUrl}/start?o=abc"`);
  });

  it('keeps an email while the SMTP server is down (retrying, with the reason) and delivers it once when back', async () => {
    const down = await startMailCatcher();
    const downUrl = down.url;
    await down.close();
    const to = address('down');
    const [id] = await queue(null, [email(to)]);
    const mailer = { transport: smtpTransport(downUrl), from };
    await expect(deliverEmail(settings, mailer, id!, { lastTry: false })).rejects.toThrow(/ECONNREFUSED/);
    const [waiting] = await rowsOf([id!]);
    expect(waiting).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(waiting!.lastError).toMatch(/^ESOCKET: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);

    // Back up (the next try, on the queue, after its backoff).
    const back = await startMailCatcher({ port: Number(new URL(downUrl).port) });
    try {
      const up = { transport: smtpTransport(back.url), from };
      expect(await deliverEmail(settings, up, id!, { lastTry: false })).toBe('sent');
      // A try that runs again (a crash before the job completed) sends nothing again.
      expect(await deliverEmail(settings, up, id!, { lastTry: false })).toBe('skipped');
      expect(back.received().filter((mail) => mail.to.includes(to))).toHaveLength(1);
      expect((await rowsOf([id!]))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      await back.close();
    }
  });

  it('marks an email refused for good (550) failed with the server’s reason, and does not try again', async () => {
    const jobs = await process();
    const to = address('nobody');
    refusals.set(to, { code: 550, message: 'No such user here' });
    const [id] = await queue(jobs, [email(to)]);
    await vi.waitFor(async () => expect((await rowsOf([id!]))[0]?.status).toBe('failed'), {
      timeout: 20_000,
    });
    const [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ attempts: 1, messageId: null });
    expect(row!.lastError).toBe('550 No such user here');
    expect(caughtFor(to)).toHaveLength(0);
  });

  it('tries a temporary refusal (451) again, and on the last try marks the email failed with why', async () => {
    const to = address('busy');
    refusals.set(to, { code: 451, message: 'Mailbox busy, try later' });
    const [id] = await queue(null, [email(to)]);
    const mailer = { transport: smtpTransport(catcher.url), from };
    await expect(deliverEmail(settings, mailer, id!, { lastTry: false })).rejects.toThrow('451 Mailbox busy');
    expect((await rowsOf([id!]))[0]).toMatchObject({
      status: 'retrying',
      lastError: '451 Mailbox busy, try later',
    });
    expect(await deliverEmail(settings, mailer, id!, { lastTry: true })).toBe('failed');
    expect((await rowsOf([id!]))[0]).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'Gave up after the last try: 451 Mailbox busy, try later',
    });
  });

  it('does not let an email that keeps failing hold up the ones queued after it', async () => {
    const jobs = await process();
    const stuck = address('stuck');
    refusals.set(stuck, { code: 451, message: 'Mailbox busy, try later' });
    const others = Array.from({ length: 3 }, (_, n) => address(`after${n}`));
    const [stuckId, ...ids] = await queue(jobs, [email(stuck), ...others.map((to) => email(to))]);
    await vi.waitFor(
      async () => {
        expect((await rowsOf(ids)).every((row) => row.status === 'sent')).toBe(true);
        expect((await rowsOf([stuckId!]))[0]?.status).toBe('retrying');
      },
      { timeout: 30_000, interval: 250 },
    );
    // Waiting for its next try (30 s away), while the others went.
    expect((await rowsOf([stuckId!]))[0]).toMatchObject({
      status: 'retrying',
      lastError: '451 Mailbox busy, try later',
    });
    for (const to of others) expect(caughtFor(to)).toHaveLength(1);
    await jobs.stop();
  });

  it('delivers each email exactly once with two processes working the queue', async () => {
    const one = await process();
    const two = await process();
    const people = Array.from({ length: 10 }, (_, n) => address(`twin${n}`));
    const ids = await queue(
      one,
      people.map((to) => email(to)),
    );
    await vi.waitFor(
      async () => expect((await rowsOf(ids)).every((row) => row.status === 'sent')).toBe(true),
      { timeout: 30_000, interval: 250 },
    );
    for (const to of people) expect(caughtFor(to)).toHaveLength(1);
    expect((await rowsOf(ids)).every((row) => row.attempts === 1)).toBe(true);
    await Promise.all([one.stop(), two.stop()]);
  });

  it('loses nothing queued while no process delivered (a restart): the next process delivers it', async () => {
    const before = await process(catcher.url, false);
    const to = address('restart');
    const [id] = await queue(before, [email(to)]);
    await before.stop();
    expect((await rowsOf([id!]))[0]?.status).toBe('queued');
    await process();
    await vi.waitFor(async () => expect((await rowsOf([id!]))[0]?.status).toBe('sent'), { timeout: 20_000 });
    expect(caughtFor(to)).toHaveLength(1);
  });

  it('sends a reset link asked for on the queue: the answer first, the email delivered over SMTP once', async () => {
    const jobs = await process();
    await startPasswordResetRequests(
      { db: database.db, outboxKey: developmentOutboxKey, jobs, publicUrl, demo: false, info: () => {} },
      jobs,
    );
    const app = testApp(database, { jobs, publicUrl });
    const user = await createUser(database.db);
    const browser = new Browser(app);
    await browser.request('/api/health/');
    const answer = await browser.request('/api/v2/user/password_reset/', {
      method: 'POST',
      json: { email: user.email },
    });
    expect(answer.status).toBe(200);
    await vi.waitFor(() => expect(caughtFor(user.email)).toHaveLength(1), { timeout: 20_000, interval: 250 });
    const mail = await simpleParser(caughtFor(user.email)[0]!.raw);
    expect(mail.subject).toBe('Set a new password for your customer hub account');
    expect(mail.text).toMatch(new RegExp(`${publicUrl.replace(/\./g, '\\.')}/start\\?o=[A-Za-z0-9_-]{43}`));
    // An address nobody has: the same answer, and nothing is sent.
    const nobody = address('nobody');
    expect(
      (await browser.request('/api/v2/user/password_reset/', { method: 'POST', json: { email: nobody } }))
        .status,
    ).toBe(200);
    await jobs.stop();
    expect(caughtFor(nobody)).toHaveLength(0);
    expect(caughtFor(user.email)).toHaveLength(1);
  });

  it('lets no line break in a subject add a header', async () => {
    const jobs = await process();
    const to = address('inject');
    const [id] = await queue(jobs, [email(to, 'Tessa\r\nBcc: everyone@example.com\nX-Evil: 1')]);
    await vi.waitFor(async () => expect((await rowsOf([id!]))[0]?.status).toBe('sent'), { timeout: 20_000 });
    const [caught] = caughtFor(to);
    expect(caught!.to).toEqual([to]);
    const headers = headersOf(caught!.raw);
    expect(headers).toContain(
      "Subject: Tessa Bcc: everyone@example.com X-Evil: 1 added you to their family's customer hub account",
    );
    expect(headers.some((line) => /^(Bcc|X-Evil):/i.test(line))).toBe(false);
  });

  it('skips an email erased before its turn, and fails one whose body does not open, sending neither', async () => {
    const erasedTo = address('erased');
    const brokenTo = address('broken');
    const [erased, broken] = await queue(null, [email(erasedTo), email(brokenTo)]);
    await database.db.delete(outboundEmails).where(eq(outboundEmails.id, erased!));
    await database.db
      .update(outboundEmails)
      .set({ body: 'v1.tampered' })
      .where(eq(outboundEmails.id, broken!));
    const mailer = { transport: smtpTransport(catcher.url), from };
    expect(await deliverEmail(settings, mailer, erased!, { lastTry: false })).toBe('skipped');
    expect(await deliverEmail(settings, mailer, broken!, { lastTry: false })).toBe('failed');
    expect((await rowsOf([broken!]))[0]).toMatchObject({
      status: 'failed',
      lastError: 'Not sent: its body does not open with this OUTBOX_KEY',
    });
    expect(caughtFor(erasedTo)).toHaveLength(0);
    expect(caughtFor(brokenTo)).toHaveLength(0);
  });

  it('keeps one email per event: the same event queued twice is one email', async () => {
    const to = address('event');
    const before = (await database.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, to)))
      .length;
    for (let n = 0; n < 2; n += 1)
      await database.db.transaction((tx) =>
        queueEmail(
          tx,
          { outboxKey: developmentOutboxKey, jobs: null, publicUrl },
          email(to),
          new Date(),
          `reset:${to}`,
        ),
      );
    const rows = await database.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, to));
    expect(rows.length - before).toBe(1);
  });
});
