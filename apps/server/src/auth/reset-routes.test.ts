import { createSecretKey, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../account/schema';
import { outboundEmails } from '../platform/schema';
import { loginFailures, passwordResetTokens } from './schema';
import { secretHash } from './secrets';
import { developmentOutboxKey } from '../config';
import type { DatabaseHandle } from '../db/database';
import { sealPlainEmails } from '../mail';
import { keyRing } from '../sealing';
import { demoPassword } from '../seed/demo';
import { databases } from '../test/databases';
import {
  accessToken,
  Browser,
  createUser,
  fingerprint,
  json,
  send,
  testApp,
  type TestApp,
} from '../test/helpers';

const resetPath = '/api/v2/user/password_reset/';
const setPath = '/api/v2/user/set_password/';
const outboxPath = '/api/dev/outbox/';

// The texts are written out (not read from @hub/domain) so a change of wording fails here.
const requested = {
  detail:
    'If an account uses this email, a link to set a new password is on its way. The link works for one hour.',
};
const invalidLink = { token: ['This link to set a password is invalid, has expired or was already used.'] };
const csrfFailed = { detail: 'CSRF Failed: CSRF token missing or incorrect.' };
const newPassword = 'Fresh#Start2026';

interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  /** Null when the body does not open (another key, or changed in the table). */
  body: string | null;
  created_at: string;
}

const minute = 60 * 1000;

describe.each(databases())('password reset on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let clock: Date;
  const printed: string[] = [];

  beforeAll(async () => {
    handle = await database.open();
    clock = new Date('2026-03-02T10:00:00Z');
    app = testApp(handle, { now: () => clock, info: (line) => printed.push(line) });
  });
  afterAll(() => handle.close());

  /** A browser that has loaded a page (it holds the CSRF cookie). */
  async function browser(on: TestApp = app): Promise<Browser> {
    const fresh = new Browser(on);
    await fresh.request('/api/health/');
    return fresh;
  }

  async function requestReset(email: string, options: { on?: TestApp; address?: string } = {}) {
    const headers: Record<string, string> = options.address ? { 'X-Test-Address': options.address } : {};
    return (await browser(options.on)).request(resetPath, { method: 'POST', json: { email }, headers });
  }

  async function outbox(to?: string, on: TestApp = app): Promise<OutboxEmail[]> {
    const response = await send(
      on,
      to === undefined ? outboxPath : `${outboxPath}?to=${encodeURIComponent(to)}`,
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as { results: OutboxEmail[] }).results;
  }

  /** The token of the newest email to this address. */
  async function latestToken(to: string): Promise<string> {
    const [email] = await outbox(to);
    const match = /\/start\?o=([A-Za-z0-9_-]+)/.exec(email?.body ?? '');
    if (!match) throw new Error(`No link in the newest email to ${to}`);
    return match[1]!;
  }

  async function setPassword(body: unknown, on: TestApp = app) {
    return (await browser(on)).request(setPath, { method: 'POST', json: body });
  }

  describe('asking for a link (POST /api/v2/user/password_reset/)', () => {
    it('emails a known user a single-use link to /start?o=<token> and answers 200', async () => {
      const user = await createUser(handle.db, { firstName: 'Robin' });
      const response = await requestReset(user.email);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(requested);

      const emails = await outbox(user.email);
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({
        to: user.email,
        subject: 'Set a new password for your customer hub account',
      });
      expect(emails[0]!.body).toMatch(/^Customer hub\n\nHello Robin,\n/);
      expect(emails[0]!.body).toMatch(/\nhttp:\/\/localhost:8080\/start\?o=[A-Za-z0-9_-]{43}\n/);
      expect(emails[0]!.body).toContain('within one hour');
    });

    it('writes the email in the user’s language', async () => {
      const user = await createUser(handle.db, { firstName: 'Layla' });
      await handle.db.update(users).set({ language: 'ar' }).where(eq(users.id, user.id));
      expect((await requestReset(user.email)).status).toBe(200);

      const [email] = await outbox(user.email);
      expect(email?.subject).toBe('عيّن كلمة مرور جديدة لحسابك في بوابة العملاء');
      expect(email?.body).toMatch(/\nمرحبًا Layla،\n/);
      expect(email?.body).toMatch(/\nhttp:\/\/localhost:8080\/start\?o=[A-Za-z0-9_-]{43}\n/);
    });

    it('keeps only a SHA-256 of the token, live for exactly one hour', async () => {
      const user = await createUser(handle.db);
      await requestReset(user.email);
      const token = await latestToken(user.email);
      const rows = await handle.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).toBe(secretHash(token));
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows[0]!.expiresAt.getTime() - clock.getTime()).toBe(60 * minute);
    });

    it('gives an unknown email the same answer, and sends nothing', async () => {
      const before = (await outbox()).length;
      const response = await requestReset('nobody-at-all@demo.test');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(requested);
      expect(await outbox('nobody-at-all@demo.test')).toEqual([]);
      expect((await outbox()).length).toBe(before);
    });

    it('answers before it looks the email up, so the answer takes as long for an account as for none', async () => {
      // A background that holds its work: what the request did before answering is all there is.
      const held: (() => Promise<void>)[] = [];
      const holding = testApp(handle, {
        now: () => clock,
        background: {
          run: (_what, task) => void held.push(task),
          idle: async () => {},
        },
      });
      const user = await createUser(handle.db);
      const known = await requestReset(user.email, { on: holding });
      const unknown = await requestReset('nobody-either@demo.test', { on: holding });
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(await known.json()).toEqual(await unknown.json());
      // Nothing about the account was done before the answer: no token, no email, one task each.
      expect(held).toHaveLength(2);
      expect(
        await handle.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
      ).toEqual([]);
      expect(await outbox(user.email)).toEqual([]);
      // Run after the answers, the work emails the account and nobody else.
      for (const task of held) await task();
      expect(await outbox(user.email)).toHaveLength(1);
      expect(await outbox('nobody-either@demo.test')).toEqual([]);
    });

    it('gives a deactivated user the same answer, and sends nothing', async () => {
      const user = await createUser(handle.db, { isActive: false });
      const response = await requestReset(user.email);
      expect(await response.json()).toEqual(requested);
      expect(await outbox(user.email)).toEqual([]);
    });

    it('finds the user whatever the case and spaces of the email', async () => {
      const user = await createUser(handle.db);
      const response = await requestReset(`  ${user.email.toUpperCase()} `);
      expect(response.status).toBe(200);
      expect(await outbox(user.email)).toHaveLength(1);
    });

    it('revokes the earlier link when a newer one is sent', async () => {
      const user = await createUser(handle.db);
      await requestReset(user.email);
      const first = await latestToken(user.email);
      await requestReset(user.email);
      const second = await latestToken(user.email);
      expect(second).not.toBe(first);
      const old = await setPassword({ token: first, password: newPassword });
      expect(old.status).toBe(400);
      expect(await old.json()).toEqual(invalidLink);
      expect((await setPassword({ token: second, password: newPassword })).status).toBe(200);
    });

    it('prints the email to the console outside production', async () => {
      const user = await createUser(handle.db);
      await requestReset(user.email);
      const token = await latestToken(user.email);
      expect(printed.at(-1)).toContain(`Email to ${user.email}`);
      expect(printed.at(-1)).toContain(`/start?o=${token}`);
    });

    it('links to PUBLIC_URL when it is set, whatever Host the request names', async () => {
      const withPublicUrl = testApp(handle, { now: () => clock, publicUrl: 'https://hub.example' });
      const user = await createUser(handle.db);
      const client = await browser(withPublicUrl);
      await client.request(resetPath, {
        method: 'POST',
        json: { email: user.email },
        headers: { Host: 'evil.example' },
      });
      const [email] = await outbox(user.email);
      expect(email!.body).toMatch(/\nhttps:\/\/hub\.example\/start\?o=[A-Za-z0-9_-]{43}\n/);
    });

    it('never builds a link from the Host the request names, PUBLIC_URL set or not', async () => {
      const user = await createUser(handle.db);
      const client = await browser();
      await client.request(resetPath, {
        method: 'POST',
        json: { email: user.email },
        headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
      });
      const [email] = await outbox(user.email);
      expect(email!.body).not.toContain('evil.example');
      expect(email!.body).toMatch(/\nhttp:\/\/localhost:8080\/start\?o=[A-Za-z0-9_-]{43}\n/);
    });

    it('needs the CSRF header, as the session login does', async () => {
      const user = await createUser(handle.db);
      const client = await browser();
      const before = await fingerprint(handle.db);
      const response = await client.request(resetPath, {
        method: 'POST',
        json: { email: user.email },
        csrf: false,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(csrfFailed);
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it.each([
      ['no email', {}, 'Email is required'],
      ['an empty email', { email: '' }, 'Email is required'],
      ['spaces only', { email: '   ' }, 'Email is required'],
      ['an email without a domain', { email: 'parent@demo' }, 'Please enter a valid email.'],
      [
        'an email of 255 characters',
        { email: `${'a'.repeat(242)}@example.test` },
        'Email must be less than 254 characters',
      ],
      ['a number', { email: 42 }, 'Not a valid string.'],
      ['null', { email: null }, 'This field may not be null.'],
      ['a list', { email: ['parent@demo.test'] }, 'Not a valid string.'],
    ])('answers %s with 400 under email, counting nothing', async (_, body, message) => {
      const client = await browser();
      const before = await fingerprint(handle.db);
      const response = await client.request(resetPath, { method: 'POST', json: body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ email: [message] });
      expect(await fingerprint(handle.db)).toEqual(before);
    });
  });

  describe('throttling the requests', () => {
    it('allows 5 per email in 15 minutes, then answers 429 with Retry-After, known email or not', async () => {
      const user = await createUser(handle.db);
      for (const email of [user.email, 'unknown-throttled@demo.test']) {
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          expect((await requestReset(email)).status, `request ${attempt}`).toBe(200);
        }
        const refused = await requestReset(email.toUpperCase());
        expect(refused.status).toBe(429);
        expect(refused.headers.get('Retry-After')).toBe('900');
        expect(await refused.json()).toEqual({
          detail:
            'Too many password reset requests. Request was throttled. Expected available in 900 seconds.',
        });
      }
      expect(await outbox(user.email)).toHaveLength(5);
    });

    it('counts down Retry-After and lets the email ask again once the window has passed', async () => {
      const user = await createUser(handle.db);
      const start = clock;
      for (let attempt = 0; attempt < 5; attempt += 1) await requestReset(user.email);
      clock = new Date(start.getTime() + 10 * minute);
      const refused = await requestReset(user.email);
      expect(refused.headers.get('Retry-After')).toBe('300');
      clock = new Date(start.getTime() + 15 * minute);
      expect((await requestReset(user.email)).status).toBe(200);
      clock = start;
    });

    it('allows 20 per client address in 15 minutes, whatever the emails', async () => {
      const address = `reset-address-${Date.now()}`;
      for (let attempt = 0; attempt < 20; attempt += 1) {
        expect((await requestReset(`someone${attempt}@demo.test`, { address })).status).toBe(200);
      }
      const refused = await requestReset('someone-else@demo.test', { address });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('900');
      // Another address is not held back.
      expect((await requestReset('someone-else@demo.test')).status).toBe(200);
    });
  });

  describe('setting the password (POST /api/v2/user/set_password/)', () => {
    it('sets the password: the new one signs in, the old one no longer does', async () => {
      const user = await createUser(handle.db);
      await requestReset(user.email);
      const response = await setPassword({ token: await latestToken(user.email), password: newPassword });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        detail: 'Your new password is set. You can log in with it now.',
        email: user.email,
      });
      expect((await new Browser(app).signIn(user.email, newPassword)).status).toBe(200);
      expect((await new Browser(app).signIn(user.email, demoPassword)).status).toBe(400);
    });

    it('works once: the same link again is refused', async () => {
      const user = await createUser(handle.db);
      await requestReset(user.email);
      const token = await latestToken(user.email);
      expect((await setPassword({ token, password: newPassword })).status).toBe(200);
      const again = await setPassword({ token, password: 'Another#Pass99' });
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual(invalidLink);
      expect((await new Browser(app).signIn(user.email, newPassword)).status).toBe(200);
    });

    it('of two requests with one link at the same time, only one sets a password', async () => {
      const user = await createUser(handle.db);
      await requestReset(user.email);
      const token = await latestToken(user.email);
      const answers = await Promise.all([
        setPassword({ token, password: 'First#Pass2026' }),
        setPassword({ token, password: 'Second#Pass2026' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    });

    it('ends every session and token of the user', async () => {
      const user = await createUser(handle.db);
      const session = new Browser(app);
      await session.signIn(user.email);
      const grant = (await (
        await send(app, '/api/v2/auth/oauth2/token/', {
          method: 'POST',
          form: {
            grant_type: 'password',
            username: user.email,
            password: demoPassword,
            client_id: 'hub-web',
            scope: 'read write groups',
          },
        })
      ).json()) as { access_token: string; refresh_token: string };
      expect((await session.request('/api/v2/user/info/')).status).toBe(200);

      await requestReset(user.email);
      expect(
        (await setPassword({ token: await latestToken(user.email), password: newPassword })).status,
      ).toBe(200);

      expect((await session.request('/api/v2/user/info/')).status).toBe(401);
      expect((await send(app, '/api/v2/user/info/', { bearer: grant.access_token })).status).toBe(401);
      const refreshed = await send(app, '/api/v2/auth/oauth2/token/', {
        method: 'POST',
        form: { grant_type: 'refresh_token', refresh_token: grant.refresh_token, client_id: 'hub-web' },
      });
      expect(refreshed.status).toBe(400);
      expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('forgives the failed sign-ins of the email: a throttled user signs in at once', async () => {
      const user = await createUser(handle.db);
      for (let attempt = 0; attempt < 5; attempt += 1) await new Browser(app).signIn(user.email, 'wrong');
      expect((await new Browser(app).signIn(user.email, demoPassword)).status).toBe(429);
      await requestReset(user.email);
      await setPassword({ token: await latestToken(user.email), password: newPassword });
      const failures = await handle.db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.email, user.email));
      expect(failures).toEqual([]);
      expect((await new Browser(app).signIn(user.email, newPassword)).status).toBe(200);
    });

    it('works for 59 minutes and is refused after the hour', async () => {
      const user = await createUser(handle.db);
      const start = clock;
      await requestReset(user.email);
      const token = await latestToken(user.email);
      clock = new Date(start.getTime() + 60 * minute);
      const late = await setPassword({ token, password: newPassword });
      expect(late.status).toBe(400);
      expect(await late.json()).toEqual(invalidLink);
      clock = new Date(start.getTime() + 59 * minute);
      expect((await setPassword({ token, password: newPassword })).status).toBe(200);
      clock = start;
    });

    it('refuses the link of a user deactivated since it was sent', async () => {
      const user = await createUser(handle.db);
      await requestReset(user.email);
      const token = await latestToken(user.email);
      await handle.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      const response = await setPassword({ token, password: newPassword });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(invalidLink);
    });

    it('keeps the link usable after a password the rules refuse', async () => {
      const user = await createUser(handle.db);
      await requestReset(user.email);
      const token = await latestToken(user.email);
      const weak = await setPassword({ token, password: 'password' });
      expect(weak.status).toBe(400);
      expect(await weak.json()).toEqual({
        password: ['Password must include letters, numbers, and special symbols'],
      });
      expect((await setPassword({ token, password: newPassword })).status).toBe(200);
    });

    it.each([
      ['an unknown token', { token: 'x'.repeat(43), password: newPassword }, invalidLink],
      ['an empty token', { token: '', password: newPassword }, invalidLink],
      ['a 20,000-character token', { token: 'x'.repeat(20_000), password: newPassword }, invalidLink],
      ['no token', { password: newPassword }, { token: ['This field is required.'] }],
      ['a null token', { token: null, password: newPassword }, { token: ['This field may not be null.'] }],
      ['a number for the token', { token: 7, password: newPassword }, { token: ['Not a valid string.'] }],
      ['a list for the token', { token: ['x'], password: newPassword }, { token: ['Not a valid string.'] }],
    ])('answers %s with 400 under token and changes nothing', async (_, body, errors) => {
      const before = await fingerprint(handle.db);
      const response = await setPassword(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it.each([
      ['no password', {}, 'Password is required'],
      ['a null password', { password: null }, 'This field may not be null.'],
      ['a number for the password', { password: 12345678 }, 'Not a valid string.'],
    ])('answers %s with a live link with 400 under password', async (_, extra, message) => {
      const user = await createUser(handle.db);
      await requestReset(user.email);
      const token = await latestToken(user.email);
      const before = await fingerprint(handle.db);
      const response = await setPassword({ token, ...extra });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ password: [message] });
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it('needs the CSRF header', async () => {
      const user = await createUser(handle.db);
      await requestReset(user.email);
      const client = await browser();
      const response = await client.request(setPath, {
        method: 'POST',
        json: { token: await latestToken(user.email), password: newPassword },
        csrf: false,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(csrfFailed);
    });
  });

  describe('the development outbox (GET /api/dev/outbox/)', () => {
    it('lists the newest emails first, to one address in any case with ?to=', async () => {
      const user = await createUser(handle.db);
      await requestReset(user.email);
      clock = new Date(clock.getTime() + 1000);
      await requestReset(user.email);
      const emails = await outbox(user.email.toUpperCase());
      expect(emails).toHaveLength(2);
      expect(emails[0]!.id).toBeGreaterThan(emails[1]!.id);
      expect(emails.every((email) => email.to === user.email)).toBe(true);
    });

    it('shows at most the 20 newest', async () => {
      expect((await outbox()).length).toBeLessThanOrEqual(20);
      expect((await outbox()).length).toBeGreaterThan(0);
    });

    it('answers an address without emails with an empty list', async () => {
      expect(await json(await send(app, `${outboxPath}?to=nobody%40demo.test`))).toEqual({
        count: 0,
        results: [],
      });
    });
  });

  describe('the outbox table keeps bodies sealed', () => {
    const subject = 'Set a new password for your customer hub account';

    /** The rows of the outbox table to this address, read straight from the database. */
    async function rawRows(to: string): Promise<unknown[]> {
      const result = await handle.db.execute(sql`select * from outbound_emails where to_address = ${to}`);
      return (result as unknown as { rows: unknown[] }).rows;
    }

    it('stores neither the link nor its token in the table, while the outbox shows both', async () => {
      const user = await createUser(handle.db, { firstName: 'Robin' });
      await requestReset(user.email);
      const token = await latestToken(user.email);
      const rows = await rawRows(user.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ to_address: user.email, subject });
      const stored = JSON.stringify(rows);
      for (const secret of [token, '/start?o=', 'localhost:8080', 'Hello Robin']) {
        expect(stored).not.toContain(secret);
      }
      expect((rows[0] as { body: string }).body).toMatch(
        /^v2\.[0-9a-f]{8}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/,
      );
      const [email] = await outbox(user.email);
      expect(email!.body).toContain(`http://localhost:8080/start?o=${token}\n`);
    });

    it('shows a body changed in the table as null and logs it, never a 500, and still lists the others', async () => {
      const logged: string[] = [];
      const logging = testApp(handle, { now: () => clock, log: (line) => logged.push(line) });
      const user = await createUser(handle.db);
      await requestReset(user.email);
      await requestReset(user.email);
      const [newest, older] = await outbox(user.email, logging);
      const [row] = await handle.db.select().from(outboundEmails).where(eq(outboundEmails.id, older!.id));
      const parts = row!.body.split('.');
      parts[2] = (parts[2]!.startsWith('A') ? 'B' : 'A') + parts[2]!.slice(1);
      await handle.db
        .update(outboundEmails)
        .set({ body: parts.join('.') })
        .where(eq(outboundEmails.id, older!.id));

      const response = await send(logging, `${outboxPath}?to=${encodeURIComponent(user.email)}`);
      expect(response.status).toBe(200);
      const { results } = (await response.json()) as { results: OutboxEmail[] };
      expect(results.map((email) => [email.id, email.body])).toEqual([
        [newest!.id, newest!.body],
        [older!.id, null],
      ]);
      expect(results[1]).toMatchObject({ to: user.email, subject });
      expect(logged).toEqual([
        `Outbox email ${older!.id} does not open with this OUTBOX_KEY: shown without its body.`,
      ]);
    });

    it('shows bodies sealed with another OUTBOX_KEY as null, never a 500', async () => {
      const user = await createUser(handle.db);
      await requestReset(user.email);
      const otherKey = testApp(handle, { outboxKey: keyRing(createSecretKey(randomBytes(32))) });
      const response = await send(otherKey, `${outboxPath}?to=${encodeURIComponent(user.email)}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        count: 1,
        results: [{ to: user.email, subject, body: null }],
      });
      expect((await outbox(user.email))[0]!.body).toContain('/start?o=');
    });

    it('seals the bodies left in plain text from before, once; until then they do not open', async () => {
      const to = `plain-${Date.now()}@example.test`;
      const body = 'Hello,\n\nhttp://localhost:8080/start?o=an-old-link\n';
      await handle.db.insert(outboundEmails).values({ toAddress: to, subject, body, createdAt: clock });
      expect((await outbox(to))[0]!.body).toBeNull();

      expect(await sealPlainEmails(handle.db, developmentOutboxKey)).toBe(1);
      expect(await sealPlainEmails(handle.db, developmentOutboxKey)).toBe(0);
      expect(JSON.stringify(await rawRows(to))).not.toContain('an-old-link');
      expect((await outbox(to))[0]!.body).toBe(body);
    });
  });

  describe('in production', () => {
    let production: TestApp;
    const productionPrinted: string[] = [];

    beforeAll(() => {
      production = testApp(handle, {
        now: () => clock,
        production: true,
        info: (line) => productionPrinted.push(line),
      });
    });

    it('has no outbox: the path is not found', async () => {
      const response = await send(production, outboxPath);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found.' });
    });

    it('queues the email but prints nothing', async () => {
      const user = await createUser(handle.db);
      const response = await requestReset(user.email, { on: production });
      expect(response.status).toBe(200);
      expect(productionPrinted).toEqual([]);
      // The development app over the same database sees the queued email.
      expect(await outbox(user.email)).toHaveLength(1);
    });
  });

  it('a token for one user cannot set another user’s password', async () => {
    const owner = await createUser(handle.db);
    const other = await createUser(handle.db);
    await requestReset(owner.email);
    const response = await setPassword({ token: await latestToken(owner.email), password: newPassword });
    expect(await response.json()).toMatchObject({ email: owner.email });
    expect((await new Browser(app).signIn(other.email, demoPassword)).status).toBe(200);
    await accessToken(app, owner.email, newPassword);
  });
});
