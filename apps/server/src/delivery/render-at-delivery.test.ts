// Emails rendered by their delivery job (the billing run's receipts, src/mail.ts `renderAtDelivery`): queued
// many at once with their jobs, they carry their subject from the start, arrive over SMTP with their words
// in the recipient's language, and the outbox keeps what was sent, sealed. On PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set.
import { generateKeySync, randomBytes } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentFailedEmail, receiptEmail } from '../billing/mail';
import { developmentOutboxKey } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createJobQueue, type JobQueue } from '../jobs/queue';
import { letter, openBody, openHtml, queueEmailBatch, resealEmails, type Email } from '../mail';
import type { Recipient } from '../mail-language';
import { outboundEmails } from '../platform/schema';
import { keyRing } from '../sealing';
import { databases } from '../test/databases';
import { createUser, htmlRootTag } from '../test/helpers';
import { startMailCatcher, type MailCatcher } from './catcher';
import { deliverEmail, startEmailDelivery, type DeliverySettings } from './deliver';
import { smtpTransport } from './transport';

const publicUrl = 'https://hub.example.test';
const from = 'Customer hub <hub@example.test>';

/** An address of its own for each test, so the catcher's mail can be told apart. */
const address = (name: string) => `${name}.${randomBytes(4).toString('hex')}@family.example`;

const invoice = {
  number: 'HUB-2027-0042',
  date: '2027-03-10',
  description: 'Monthly plan, 2027-03-10 to 2027-04-10',
  amount: 2999,
  currency: 'USD',
  brand: 'visa',
  last4: '4242',
};

describe.each(databases())('emails rendered at delivery on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let catcher: MailCatcher;
  let accountId: number;
  const queues: JobQueue[] = [];
  let settings: DeliverySettings;

  beforeAll(async () => {
    database = await testDatabase.open();
    catcher = await startMailCatcher({ keep: 100 });
    accountId = (await createUser(database.db, { email: address('holder') })).accountId;
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

  const receipt = (to: Recipient): Email & { accountId: number } => ({
    ...receiptEmail(to, invoice),
    accountId,
    renderAtDelivery: true,
  });

  /** Queues emails as the billing run's batch does, answering their rows' ids. */
  async function queue(jobs: JobQueue | null, emails: (Email & { accountId: number })[]): Promise<number[]> {
    const before = new Set(
      (await database.db.select({ id: outboundEmails.id }).from(outboundEmails)).map((r) => r.id),
    );
    await database.db.transaction((tx) =>
      queueEmailBatch(tx, { outboxKey: developmentOutboxKey, jobs, publicUrl }, emails, new Date()),
    );
    const after = await database.db.select({ id: outboundEmails.id }).from(outboundEmails);
    return after.map((row) => row.id).filter((id) => !before.has(id));
  }

  const rowsOf = (ids: number[]) =>
    database.db
      .select()
      .from(outboundEmails)
      .where(inArray(outboundEmails.id, ids))
      .orderBy(outboundEmails.id);

  it('queues receipts with their subject, and their delivery jobs send them in the recipient’s language', async () => {
    const jobs = createJobQueue(database, {
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 2_000,
      log: () => {},
    });
    await jobs.start();
    await startEmailDelivery(settings, { transport: smtpTransport(catcher.url), from }, jobs);
    queues.push(jobs);
    const maya = { email: address('maya'), firstName: 'Maya', language: 'en' };
    const lucia = { email: address('lucia'), firstName: 'Lucía', language: 'es' };
    const ids = await queue(jobs, [
      receipt(maya),
      receipt(lucia),
      { ...paymentFailedEmail(maya, invoice, '2027-03-11', `${publicUrl}/pay`), accountId },
    ]);
    expect(ids).toHaveLength(3);
    const queued = await rowsOf(ids);
    expect(queued.map((row) => row.subject)).toEqual([
      'Receipt for invoice HUB-2027-0042',
      'Recibo de la factura HUB-2027-0042',
      'Your payment did not go through',
    ]);
    expect(queued.map((row) => row.accountId)).toEqual([accountId, accountId, accountId]);
    // The receipts are not written yet; the email rendered when queued is.
    expect(queued.map((row) => openBody(developmentOutboxKey, row) !== null)).toEqual([false, false, true]);

    await vi.waitFor(
      async () => expect((await rowsOf(ids)).every((row) => row.status === 'sent')).toBe(true),
      {
        timeout: 30_000,
        interval: 250,
      },
    );
    const english = await simpleParser(catcher.received().find((mail) => mail.to.includes(maya.email))!.raw);
    expect(english.text).toContain('Thank you: your payment went through.');
    expect(english.text).toContain('Invoice: HUB-2027-0042');
    expect(htmlRootTag(english.html || '')).toContain('lang="en"');
    const spanish = catcher.received().filter((mail) => mail.to.includes(lucia.email));
    expect(spanish).toHaveLength(1);
    expect((await simpleParser(spanish[0]!.raw)).subject).toBe('Recibo de la factura HUB-2027-0042');
    // The outbox keeps what was sent, sealed as any rendered email.
    const [sent] = await rowsOf([ids[0]!]);
    expect(openBody(developmentOutboxKey, sent!)).toContain('Invoice: HUB-2027-0042');
    expect(openHtml(developmentOutboxKey, sent!)).toContain('HUB-2027-0042');
    expect(sent!.body.startsWith('v2.')).toBe(true);
  });

  it('renders a receipt queued before the outbox key was rotated, with the new key', async () => {
    const to = address('rotated');
    const [id] = await queue(null, [receipt({ email: to, firstName: 'Ana', language: 'en' })]);
    const rotated = keyRing(
      generateKeySync('aes', { length: 256 }),
      developmentOutboxKey.keys.map((k) => k.key),
    );
    expect(await resealEmails(database.db, rotated)).toMatchObject({ unopened: 0 });
    const mailer = { transport: smtpTransport(catcher.url), from };
    expect(await deliverEmail({ ...settings, outboxKey: rotated }, mailer, id!, { lastTry: false })).toBe(
      'sent',
    );
    const [row] = await rowsOf([id!]);
    expect(row!.body.startsWith(`v2.${rotated.newest.id}.`)).toBe(true);
    expect(openBody(rotated, row!)).toContain('Thank you: your payment went through.');
  });

  it('marks an email whose kind this server does not know failed, and sends nothing', async () => {
    const to = address('unknown');
    const gone = Object.assign(() => null, {
      subject: () => 'A kind that is gone',
      displayName: 'GoneEmail',
    });
    const [id] = await queue(null, [
      {
        ...letter({ email: to, firstName: 'Ana', language: 'en' }, gone, {}),
        accountId,
        renderAtDelivery: true,
      },
    ]);
    const mailer = { transport: smtpTransport(catcher.url), from };
    expect(await deliverEmail(settings, mailer, id!, { lastTry: false })).toBe('failed');
    expect((await rowsOf([id!]))[0]).toMatchObject({
      status: 'failed',
      lastError: 'Not sent: it could not be written (No email kind is named GoneEmail.)',
    });
    expect(catcher.received().filter((mail) => mail.to.includes(to))).toHaveLength(0);
  });
});
