import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { demoPassword } from '../seed/demo';
import { databases } from '../test/databases';
import {
  accessToken,
  Browser,
  createUser,
  fingerprint,
  send,
  testApp,
  type NewUser,
  type TestApp,
} from '../test/helpers';
import { emailChanges, users } from './schema';

// The texts are written out (not read from @hub/domain) so a change of wording fails here.
const texts = {
  needsPassword: { current_password: ['Enter your current password to change your email.'] },
  wrongPassword: { current_password: ['That is not your current password.'] },
  linkInvalid: { token: ['This link has expired or has already been used.'] },
  taken: { token: ['This email now belongs to another account, so your email has not changed.'] },
};

interface OutboxEmail {
  to: string;
  subject: string;
  body: string | null;
}

const hour = 60 * 60 * 1000;

describe.each(databases())('changing the email on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let clock: Date;
  let user: NewUser;
  let token: string;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle, { now: () => clock, publicUrl: 'https://hub.example' });
  });
  afterAll(() => handle.close());

  beforeEach(async () => {
    clock = new Date('2026-11-25T10:00:00Z');
    user = await createUser(handle.db, { firstName: 'Ana' });
    token = await accessToken(app, user.email);
  });

  const newAddress = () => `new-${user.id}@example.test`;

  function patch(body: unknown, bearer = token) {
    return send(app, '/api/v2/user/', { method: 'PATCH', json: body, bearer });
  }

  async function storedEmail(): Promise<string> {
    const [row] = await handle.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    return row!.email;
  }

  async function outbox(to: string): Promise<OutboxEmail[]> {
    const response = await send(app, `/api/dev/outbox/?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { results: OutboxEmail[] }).results;
  }

  /** The token of the newest link of this kind mailed to the address. */
  async function linkToken(to: string, kind: 'confirm' | 'keep'): Promise<string> {
    for (const email of await outbox(to)) {
      const match = new RegExp(`https://hub\\.example/email/${kind}\\?token=([A-Za-z0-9_-]+)`).exec(
        email.body ?? '',
      );
      if (match) return match[1]!;
    }
    throw new Error(`No ${kind} link mailed to ${to}`);
  }

  /** A browser that has loaded a page, so it holds the CSRF cookie the link pages send. */
  async function openLink(kind: 'confirm' | 'keep', linkToken: unknown) {
    const browser = new Browser(app);
    await browser.request('/api/health/');
    return browser.request(`/api/v2/user/email/${kind}/`, { method: 'POST', json: { token: linkToken } });
  }

  it('needs the current password, and changes nothing without it', async () => {
    const before = await fingerprint(handle.db);
    const response = await patch({ email: newAddress() });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(texts.needsPassword);
    expect(await fingerprint(handle.db)).toEqual(before);
  });

  it('refuses a wrong current password, and changes nothing else sent with it', async () => {
    const response = await patch({ email: newAddress(), first_name: 'Changed', current_password: 'wrong' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(texts.wrongPassword);
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect([row!.email, row!.firstName]).toEqual([user.email, 'Ana']);
    expect(await outbox(newAddress())).toEqual([]);
  });

  it('throttles guesses of the current password as sign-ins are', async () => {
    const guesses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      guesses.push(
        await send(app, '/api/v2/user/', {
          method: 'PATCH',
          json: { email: newAddress(), current_password: `guess-${attempt}` },
          bearer: token,
          headers: { 'X-Test-Address': `guesser-${user.id}` },
        }),
      );
    }
    expect(guesses.map((response) => response.status)).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('keeps the email until the new address confirms, saying which address waits', async () => {
    const response = await patch({ email: newAddress(), first_name: 'Anna', current_password: demoPassword });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      email: user.email,
      first_name: 'Anna',
      pending_email: newAddress(),
    });
    expect(await storedEmail()).toBe(user.email);
    const details = await send(app, '/api/v2/user/', { bearer: token });
    expect(await details.json()).toMatchObject({ email: user.email, pending_email: newAddress() });
    // The old address is told at once, with a way to keep it.
    const [notice] = await outbox(user.email);
    expect(notice?.subject).toBe('The email of your customer hub account is being changed');
    expect(notice?.body).toContain(newAddress());
  });

  it('changes the email once the new address opens its link, and only once', async () => {
    await patch({ email: newAddress(), current_password: demoPassword });
    const confirmToken = await linkToken(newAddress(), 'confirm');
    const confirmed = await openLink('confirm', confirmToken);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      detail: `Your email is now ${newAddress()}.`,
      email: newAddress(),
    });
    expect(await storedEmail()).toBe(newAddress());
    // The new email signs in; the old one no longer does.
    expect(await accessToken(app, newAddress())).toEqual(expect.any(String));
    const again = await openLink('confirm', confirmToken);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(texts.linkInvalid);
    const details = await send(app, '/api/v2/user/', { bearer: token });
    expect(await details.json()).toMatchObject({ email: newAddress(), pending_email: null });
  });

  it('lets the confirm link expire after 24 hours', async () => {
    await patch({ email: newAddress(), current_password: demoPassword });
    const confirmToken = await linkToken(newAddress(), 'confirm');
    clock = new Date(clock.getTime() + 24 * hour);
    const response = await openLink('confirm', confirmToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(texts.linkInvalid);
    expect(await storedEmail()).toBe(user.email);
    const details = await send(app, '/api/v2/user/', { bearer: await accessToken(app, user.email) });
    expect(await details.json()).toMatchObject({ pending_email: null });
  });

  it('answers the same for an address that has an account, which only hears that nothing changed', async () => {
    const other = await createUser(handle.db);
    const taken = await patch({ email: other.email, current_password: demoPassword });
    const free = await patch({ email: newAddress(), current_password: demoPassword });
    expect(taken.status).toBe(free.status);
    expect(Object.keys((await taken.json()) as object)).toEqual(Object.keys((await free.json()) as object));
    const [note] = await outbox(other.email);
    expect(note?.subject).toBe('Your email was entered in a customer hub account');
    expect(note?.body).not.toMatch(/email\/confirm/);
    expect(await storedEmail()).toBe(user.email);
  });

  it('refuses to confirm an address someone took since the request', async () => {
    await patch({ email: newAddress(), current_password: demoPassword });
    const confirmToken = await linkToken(newAddress(), 'confirm');
    await createUser(handle.db, { email: newAddress() });
    const response = await openLink('confirm', confirmToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(texts.taken);
    expect(await storedEmail()).toBe(user.email);
  });

  it('lets a newer request replace a pending one: the older link no longer works', async () => {
    await patch({ email: newAddress(), current_password: demoPassword });
    const older = await linkToken(newAddress(), 'confirm');
    const second = `second-${user.id}@example.test`;
    await patch({ email: second, current_password: demoPassword });
    expect((await openLink('confirm', older)).status).toBe(400);
    expect((await openLink('confirm', await linkToken(second, 'confirm'))).status).toBe(200);
    expect(await storedEmail()).toBe(second);
  });

  it('lets the old address keep its email before confirmation, signing everyone out', async () => {
    await patch({ email: newAddress(), current_password: demoPassword });
    const kept = await openLink('keep', await linkToken(user.email, 'keep'));
    expect(kept.status).toBe(200);
    expect(await kept.json()).toEqual({
      detail: `Your email stays ${user.email}, and everyone signed in to your account has been signed out. To be safe, choose a new password.`,
      email: user.email,
    });
    expect((await send(app, '/api/v2/user/', { bearer: token })).status).toBe(401);
    expect((await openLink('confirm', await linkToken(newAddress(), 'confirm'))).status).toBe(400);
    expect(await storedEmail()).toBe(user.email);
  });

  it('lets the old address take its email back within 7 days of a confirmed change', async () => {
    await patch({ email: newAddress(), current_password: demoPassword });
    await openLink('confirm', await linkToken(newAddress(), 'confirm'));
    const keepToken = await linkToken(user.email, 'keep');
    clock = new Date(clock.getTime() + 7 * 24 * hour - 1000);
    const taken = await openLink('keep', keepToken);
    expect(taken.status).toBe(200);
    expect(await storedEmail()).toBe(user.email);
    expect((await send(app, '/api/v2/user/', { bearer: token })).status).toBe(401);
    const [row] = await handle.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(row?.state).toBe('reverted');
  });

  it('refuses the keep link after 7 days, and a made-up or malformed token', async () => {
    await patch({ email: newAddress(), current_password: demoPassword });
    const keepToken = await linkToken(user.email, 'keep');
    clock = new Date(clock.getTime() + 7 * 24 * hour);
    expect(await (await openLink('keep', keepToken)).json()).toEqual(texts.linkInvalid);
    expect(await (await openLink('keep', 'not-a-token')).json()).toEqual(texts.linkInvalid);
    const malformed = await openLink('confirm', 42);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ token: ['Not a valid string.'] });
  });

  it('needs the CSRF header on the link calls', async () => {
    const browser = new Browser(app);
    await browser.request('/api/health/');
    const response = await browser.request('/api/v2/user/email/confirm/', {
      method: 'POST',
      json: { token: 'x' },
      csrf: false,
    });
    expect(response.status).toBe(403);
  });

  it('changes only the case of the same address at once, without a password', async () => {
    const response = await patch({ email: user.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(await storedEmail()).toBe(user.email.toUpperCase());
  });

  it('keeps the stored rows free of the link tokens', async () => {
    await patch({ email: newAddress(), current_password: demoPassword });
    const confirmToken = await linkToken(newAddress(), 'confirm');
    const rows = await handle.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(JSON.stringify(rows)).not.toContain(confirmToken);
  });
});
