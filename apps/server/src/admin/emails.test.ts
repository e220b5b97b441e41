// The emails sent to an account, as staff see them (issue 25): on its timeline each with its recipient,
// subject and delivery, never its body, and never another account's; a failed one sent again by staff
// (queued, its last error cleared, its delivery job queued, the admin log's row), any other refused with
// 409; staff only, as every admin call. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { deliverEmailJob } from '../delivery/job-kinds';
import { createJobQueue, jobIdFor } from '../jobs/queue';
import { outboundEmails } from '../platform/schema';
import { adminActionsOf, adminFingerprint, createAdminFamily, type AdminFamily } from '../test/admin';
import { expectParses } from '../test/billing';
import { databases } from '../test/databases';
import { accessToken, Browser, json, send, testApp, type TestApp } from '../test/helpers';

interface Event {
  kind: string;
  id: string;
  at: string;
  [field: string]: unknown;
}
interface EventPage {
  count: number;
  results: Event[];
}

type Status = 'queued' | 'sent' | 'retrying' | 'failed';

/** What a row's sealed parts hold in these tests: a text that must never reach staff. */
const secret = 'SECRET-PART';

const hourMs = 3_600_000;

describe.each(databases())('the emails of an account for staff on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let staff: string;
  let staffId: number;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    staff = await accessToken(app, 'staff@demo.test');
    staffId = ((await json(await send(app, '/api/v2/user/info/', { bearer: staff }))) as { id: number }).id;
  });
  afterAll(() => handle.close());

  const family = () => createAdminFamily(handle.db, { author: staffId });

  /** An outbox row of the account (null: nobody's), as queueEmail and the delivery job leave one. */
  const email = async (
    accountId: number | null,
    status: Status,
    options: { subject?: string; at?: Date; lastError?: string | null; attempts?: number } = {},
  ) => {
    const at = options.at ?? new Date();
    const [row] = await handle.db
      .insert(outboundEmails)
      .values({
        toAddress: `family-${accountId ?? 'nobody'}@example.test`,
        subject: options.subject ?? `An email that is ${status}`,
        body: `${secret} body`,
        html: `<p>${secret} html</p>`,
        attachments: `${secret} attachments`,
        accountId,
        createdAt: at,
        status,
        attempts: options.attempts ?? (status === 'queued' ? 0 : 1),
        lastError: options.lastError ?? null,
        messageId: status === 'sent' ? '<hub-email-test@hub.example.test>' : null,
        sentAt: status === 'sent' ? at : null,
      })
      .returning();
    return row!;
  };

  const rowOf = async (id: number) =>
    (await handle.db.select().from(outboundEmails).where(eq(outboundEmails.id, id)))[0]!;

  const timeline = async (accountId: number, query = '') => {
    const response = await send(app, `/api/v2/admin/accounts/${accountId}/timeline/${query}`, {
      bearer: staff,
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(secret);
    const page = JSON.parse(text) as EventPage;
    await expectParses('timelinePageSchema', page);
    return page;
  };

  const resendPath = (accountId: number, emailId: number) =>
    `/api/v2/admin/accounts/${accountId}/emails/${emailId}/resend/`;
  const resend = (accountId: number, emailId: number, bearer: string | undefined = staff, via = app) =>
    send(via, resendPath(accountId, emailId), { method: 'POST', bearer, json: {} });

  describe('on the timeline', () => {
    it('shows each email of the account with its delivery, in time order with the other events', async () => {
      const f = await family();
      const base = Date.now();
      const ago = (hours: number) => new Date(base - hours * hourMs);
      const sent = await email(f.accountId, 'sent', { subject: 'Welcome to the hub', at: ago(30) });
      const retrying = await email(f.accountId, 'retrying', {
        subject: 'Your invoice',
        at: ago(20),
        attempts: 2,
        lastError: '421 4.7.0 Try again later',
      });
      const failed = await email(f.accountId, 'failed', {
        subject: 'Set your password',
        at: ago(10),
        attempts: 1,
        lastError: '550 5.1.1 No such user',
      });
      const queued = await email(f.accountId, 'queued', { subject: 'Your call is booked', at: ago(1) });

      const page = await timeline(f.accountId, '?kind=email');
      expect(page.results).toEqual([
        {
          kind: 'email',
          id: String(queued.id),
          at: ago(1).toISOString(),
          actor: null,
          email_id: queued.id,
          to: queued.toAddress,
          subject: 'Your call is booked',
          status: 'queued',
          attempts: 0,
          last_error: null,
          sent_at: null,
        },
        {
          kind: 'email',
          id: String(failed.id),
          at: ago(10).toISOString(),
          actor: null,
          email_id: failed.id,
          to: failed.toAddress,
          subject: 'Set your password',
          status: 'failed',
          attempts: 1,
          last_error: '550 5.1.1 No such user',
          sent_at: null,
        },
        {
          kind: 'email',
          id: String(retrying.id),
          at: ago(20).toISOString(),
          actor: null,
          email_id: retrying.id,
          to: retrying.toAddress,
          subject: 'Your invoice',
          status: 'retrying',
          attempts: 2,
          last_error: '421 4.7.0 Try again later',
          sent_at: null,
        },
        {
          kind: 'email',
          id: String(sent.id),
          at: ago(30).toISOString(),
          actor: null,
          email_id: sent.id,
          to: sent.toAddress,
          subject: 'Welcome to the hub',
          status: 'sent',
          attempts: 1,
          last_error: null,
          sent_at: ago(30).toISOString(),
        },
      ]);
      // Among the other kinds: the family's note and shipment (made just now) come first.
      const whole = await timeline(f.accountId, '?page_size=1000');
      expect(whole.results.map((event) => event.kind)).toEqual([
        'shipment',
        'note',
        'email',
        'email',
        'email',
        'email',
      ]);
    });

    it('never shows another account’s email, nor one that is nobody’s', async () => {
      const f = await family();
      const other = await family();
      const own = await email(f.accountId, 'sent');
      const theirs = await email(other.accountId, 'failed', { lastError: '550 No such user' });
      await email(null, 'queued');
      const page = await timeline(f.accountId, '?kind=email');
      expect(page.results.map((event) => event.email_id)).toEqual([own.id]);
      const everything = await timeline(f.accountId, '?page_size=1000');
      expect(everything.results.filter((event) => event.kind === 'email')).toHaveLength(1);
      expect((await timeline(other.accountId, '?kind=email')).results.map((event) => event.email_id)).toEqual(
        [theirs.id],
      );
    });

    it('never shows an email’s body, HTML or attachments', async () => {
      const f = await family();
      await email(f.accountId, 'failed', { lastError: '550 No such user' });
      const page = await timeline(f.accountId, '?kind=email');
      expect(Object.keys(page.results[0]!).sort()).toEqual([
        'actor',
        'at',
        'attempts',
        'email_id',
        'id',
        'kind',
        'last_error',
        'sent_at',
        'status',
        'subject',
        'to',
      ]);
    });
  });

  describe('sent again by staff', () => {
    it('queues a failed email again, clears its error, answers its event and logs who did it', async () => {
      const f = await family();
      const failed = await email(f.accountId, 'failed', { attempts: 3, lastError: '550 No such user' });
      const response = await resend(f.accountId, failed.id);
      expect(response.status, await response.clone().text()).toBe(200);
      const body = (await response.json()) as Event;
      await expectParses('timelineEventSchema', body);
      expect(body).toEqual({
        kind: 'email',
        id: String(failed.id),
        at: failed.createdAt.toISOString(),
        actor: null,
        email_id: failed.id,
        to: failed.toAddress,
        subject: failed.subject,
        status: 'queued',
        attempts: 3,
        last_error: null,
        sent_at: null,
      });
      expect(await rowOf(failed.id)).toMatchObject({ status: 'queued', lastError: null, attempts: 3 });
      const log = await adminActionsOf(handle.db, f.accountId);
      expect(log).toEqual([
        expect.objectContaining({
          actorId: staffId,
          accountId: f.accountId,
          action: 'email.resend',
          targetType: 'email',
          targetId: failed.id,
          detail: { from: 'failed', to: 'queued', attempts: 3, last_error: '550 No such user' },
        }),
      ]);
      const page = await timeline(f.accountId, '?kind=email');
      expect(page.results).toEqual([body]);
    });

    it('queues its delivery job, with a key of its own for each resend', async () => {
      const jobs = createJobQueue(handle, { log: () => {} });
      await jobs.start();
      try {
        await jobs.define(deliverEmailJob);
        const withJobs = testApp(handle, { jobs });
        const f = await family();
        const failed = await email(f.accountId, 'failed', { attempts: 2, lastError: '550 No such user' });
        const response = await resend(f.accountId, failed.id, staff, withJobs);
        expect(response.status, await response.clone().text()).toBe(200);
        const job = await jobs.boss.getJobById(
          deliverEmailJob.name,
          jobIdFor(deliverEmailJob, `${failed.id}:resend:2`),
        );
        expect(job?.data).toEqual({ emailId: failed.id });
      } finally {
        await jobs.stop();
      }
    });

    it.each(['queued', 'sent', 'retrying'] as const)(
      'answers 409 for a %s email and changes nothing',
      async (status) => {
        const f = await family();
        const row = await email(f.accountId, status, {
          lastError: status === 'retrying' ? '421 Try again later' : null,
        });
        const before = await adminFingerprint(handle.db);
        const response = await resend(f.accountId, row.id);
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual({
          detail: 'Only a failed email can be sent again.',
          code: 'illegal_transition',
          from: status,
          event: 'RESEND',
        });
        expect(await adminFingerprint(handle.db)).toEqual(before);
      },
    );

    it('answers a second resend of the same email 409: it is queued already', async () => {
      const f = await family();
      const failed = await email(f.accountId, 'failed', { lastError: '550 No such user' });
      const statuses = await Promise.all([resend(f.accountId, failed.id), resend(f.accountId, failed.id)]);
      expect(statuses.map((response) => response.status).sort()).toEqual([200, 409]);
      expect(await adminActionsOf(handle.db, f.accountId)).toHaveLength(1);
    });

    it('answers 404 for another account’s email, one that is nobody’s and one that does not exist', async () => {
      const f = await family();
      const other = await family();
      const theirs = await email(other.accountId, 'failed', { lastError: '550 No such user' });
      const nobodys = await email(null, 'failed', { lastError: '550 No such user' });
      const before = await adminFingerprint(handle.db);
      for (const path of [
        resendPath(f.accountId, theirs.id),
        resendPath(f.accountId, nobodys.id),
        resendPath(f.accountId, 999_999),
        resendPath(999_999, theirs.id),
        resendPath(f.accountId, 99_999_999_999),
      ]) {
        const response = await send(app, path, { method: 'POST', bearer: staff, json: {} });
        expect(response.status, path).toBe(404);
        expect(await response.json()).toEqual({ detail: 'Not found.' });
      }
      expect(await adminFingerprint(handle.db)).toEqual(before);
    });

    it('answers a parent 403 on their own account, a coach 403, a caller without credentials 401', async () => {
      const f: AdminFamily = await family();
      const failed = await email(f.accountId, 'failed', { lastError: '550 No such user' });
      const parent = await accessToken(app, f.email);
      const coach = await accessToken(app, 'coach@demo.test');
      const before = await adminFingerprint(handle.db);
      for (const bearer of [parent, coach]) {
        const response = await resend(f.accountId, failed.id, bearer);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({
          detail: 'You do not have permission to perform this action.',
        });
      }
      const anonymous = await resend(f.accountId, failed.id, '');
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
      expect(await adminFingerprint(handle.db)).toEqual(before);
    });

    it('refuses a session caller without the CSRF header (403), as every unsafe call', async () => {
      const f = await family();
      const failed = await email(f.accountId, 'failed', { lastError: '550 No such user' });
      const browser = new Browser(app);
      await browser.signIn('staff@demo.test');
      const refused = await browser.request(resendPath(f.accountId, failed.id), {
        method: 'POST',
        json: {},
        csrf: false,
      });
      expect(refused.status).toBe(403);
      expect((await rowOf(failed.id)).status).toBe('failed');
      const allowed = await browser.request(resendPath(f.accountId, failed.id), { method: 'POST', json: {} });
      expect(allowed.status).toBe(200);
    });

    it('answers malformed JSON with 400 and changes nothing', async () => {
      const f = await family();
      const failed = await email(f.accountId, 'failed', { lastError: '550 No such user' });
      const before = await adminFingerprint(handle.db);
      const response = await send(app, resendPath(f.accountId, failed.id), {
        method: 'POST',
        bearer: staff,
        body: '{"oops',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(await adminFingerprint(handle.db)).toEqual(before);
    });

    it('answers other methods 405', async () => {
      const f = await family();
      const failed = await email(f.accountId, 'failed');
      const response = await send(app, resendPath(f.accountId, failed.id), { bearer: staff });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    });
  });
});
