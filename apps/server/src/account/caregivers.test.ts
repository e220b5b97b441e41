// Adding a second caregiver (issue 12, docs/decisions.md "Onboarding and account"): an invitation email
// with a set-password link made by the password reset's machinery (single use, a week to live); the
// caregiver then signs in, sees the same children, and is not a billing user.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { outboundEmails } from '../platform/schema';
import { databases } from '../test/databases';
import {
  accessToken,
  Browser,
  fingerprint,
  json,
  send,
  testApp,
  type TestApp,
  htmlRootTag,
} from '../test/helpers';
import { accountInvitations, users } from './schema';

const day = 24 * 60 * 60 * 1000;
const invalidLink = { token: ['This link to set a password is invalid, has expired or was already used.'] };
const password = 'Grand#Parent2026';

interface AccountBody {
  users: { email: string; first_name: string; is_billing_user: boolean; status: string }[];
}

describe.each(databases())('caregivers on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let clock: Date;
  const printed: string[] = [];
  let familyToken: string;
  let familyAccount: number;

  beforeAll(async () => {
    handle = await database.open();
    clock = new Date('2026-11-25T15:00:00Z');
    app = testApp(handle, { now: () => clock, info: (line) => printed.push(line) });
    familyToken = await accessToken(app, 'family@demo.test');
    const info = (await json(await send(app, '/api/v2/user/info/', { bearer: familyToken }))) as {
      account: { id: number };
    };
    familyAccount = info.account.id;
  });
  afterAll(() => handle.close());

  const invite = (body: unknown, token = familyToken, account = familyAccount) =>
    send(app, `/api/v2/accounts/${account}/add_user/`, { method: 'POST', bearer: token, json: body });

  /** The emails to `to` in the development outbox, newest first. */
  async function outbox(to: string) {
    const response = await send(app, `/api/dev/outbox/?to=${encodeURIComponent(to)}`);
    return (
      (await json(response)) as {
        results: { subject: string; body: string; html_url: string | null; attachments: unknown[] }[];
      }
    ).results;
  }

  /** The set-password token in the newest email to `to`, from the development outbox. */
  async function linkTokenFor(to: string): Promise<string> {
    const emails = await outbox(to);
    const match = /\/start\?o=([A-Za-z0-9_-]+)/.exec(emails[0]?.body ?? '');
    if (!match) throw new Error(`No link in the email to ${to}`);
    return match[1]!;
  }

  async function setPassword(token: string, newPassword = password) {
    const browser = new Browser(app);
    await browser.request('/api/health/');
    return browser.request('/api/v2/user/set_password/', {
      method: 'POST',
      json: { token, password: newPassword },
    });
  }

  it('invites a caregiver: 201, an email with a set-password link, listed as invited on the account', async () => {
    const response = await invite({
      email: 'grandpa@example.test',
      first_name: 'Louis',
      last_name: 'Moreau',
    });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({
      id: expect.any(Number),
      email: 'grandpa@example.test',
      first_name: 'Louis',
      last_name: 'Moreau',
      is_billing_user: false,
      status: 'invited',
      detail: 'Invitation sent to grandpa@example.test. The link in it works once, for 7 days.',
    });
    const [email] = await outbox('grandpa@example.test');
    expect(email!.subject).toBe("Tessa Moreau added you to their family's customer hub account");
    expect(email!.body).toMatch(/\nhttp:\/\/localhost:8080\/start\?o=[A-Za-z0-9_-]{43}\n/);
    expect(email!.body).toContain('within 7 days');
    expect(printed.at(-1)).toContain('Email to grandpa@example.test');
    // Its HTML part reads as a page of its own, with the same link, and the email is the account's.
    expect(email!.attachments).toEqual([]);
    const page = await send(app, email!.html_url!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toMatch(/^<!DOCTYPE html/i);
    expect(htmlRootTag(html)).toContain(' lang="en"');
    expect(html).toMatch(/href="http:\/\/localhost:8080\/start\?o=[A-Za-z0-9_-]{43}"/);
    const [row] = await handle.db
      .select({ accountId: outboundEmails.accountId })
      .from(outboundEmails)
      .where(eq(outboundEmails.toAddress, 'grandpa@example.test'));
    expect(row!.accountId).toBe(familyAccount);
    expect((await send(app, '/api/dev/outbox/999999999/html/')).status).toBe(404);
    const account = (await json(
      await send(app, `/api/v2/accounts/${familyAccount}/`, { bearer: familyToken }),
    )) as AccountBody;
    expect(account.users.map((user) => [user.email, user.is_billing_user, user.status])).toEqual([
      ['family@demo.test', true, 'active'],
      ['caregiver@demo.test', false, 'active'],
      ['grandpa@example.test', false, 'invited'],
    ]);
  });

  it('cannot sign in before choosing a password', async () => {
    const browser = new Browser(app);
    const response = await browser.signIn('grandpa@example.test', 'anything-at-all');
    expect(response.status).toBe(400);
  });

  it('sends a new link when invited again before choosing a password (200); the old one stops working', async () => {
    const old = await linkTokenFor('grandpa@example.test');
    const response = await invite({
      email: 'Grandpa@Example.test',
      first_name: 'Louis',
      last_name: 'Moreau',
    });
    expect(response.status).toBe(200);
    const fresh = await linkTokenFor('grandpa@example.test');
    expect(fresh).not.toBe(old);
    expect(await json(await setPassword(old))).toEqual(invalidLink);
  });

  it('the caregiver chooses a password from the link once, signs in, and sees the same children, no billing', async () => {
    const token = await linkTokenFor('grandpa@example.test');
    const set = await setPassword(token);
    expect(set.status).toBe(200);
    expect(await json(set)).toMatchObject({ email: 'grandpa@example.test' });
    // Single use: the same link again is refused.
    const again = await setPassword(token, 'Other#Pass2026');
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual(invalidLink);

    const caregiverToken = await accessToken(app, 'grandpa@example.test', password);
    const info = (await json(await send(app, '/api/v2/user/info/', { bearer: caregiverToken }))) as {
      is_billing_user: boolean;
      checkout_completed: boolean;
      account: { id: number };
    };
    expect(info).toMatchObject({
      is_billing_user: false,
      checkout_completed: true,
      account: { id: familyAccount },
    });
    const players = (path: string, bearer: string) =>
      send(app, path, { bearer }).then(
        async (r) => ((await json(r)) as { results: { name: string }[] }).results,
      );
    const path = `/api/v2/player/accounts/${familyAccount}/`;
    expect((await players(path, caregiverToken)).map((p) => p.name)).toEqual(
      (await players(path, familyToken)).map((p) => p.name),
    );
    const account = (await json(
      await send(app, `/api/v2/accounts/${familyAccount}/`, { bearer: caregiverToken }),
    )) as AccountBody;
    expect(account.users.find((user) => user.email === 'grandpa@example.test')?.status).toBe('active');
  });

  it('an invitation link dies after 7 days, as a reset link after its hour', async () => {
    await invite({ email: 'aunt@example.test', first_name: 'Claire', last_name: 'Moreau' });
    const token = await linkTokenFor('aunt@example.test');
    clock = new Date(clock.getTime() + 7 * day + 1000);
    try {
      const response = await setPassword(token);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual(invalidLink);
    } finally {
      clock = new Date('2026-11-25T15:00:00Z');
    }
  });

  it('refuses an email that already has an account (400) and changes nothing', async () => {
    const before = await fingerprint(handle.db);
    const response = await invite({ email: 'PARENT@demo.test', first_name: 'Dana', last_name: 'Rivera' });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ email: ['A user with this email already exists.'] });
    expect(await fingerprint(handle.db)).toEqual(before);
  });

  it.each([
    {
      body: {},
      errors: {
        email: ['Email is required'],
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
      },
    },
    {
      body: { email: 'nope', first_name: 'A', last_name: 'B' },
      errors: { email: ['Please enter a valid email.'] },
    },
    {
      body: { email: 'x@example.test', first_name: 'A'.repeat(57), last_name: 'B' },
      errors: { first_name: ['First name must be less than 56 characters'] },
    },
  ])('refuses $body with 400 and changes nothing', async ({ body, errors }) => {
    const before = await fingerprint(handle.db);
    const response = await invite(body);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual(errors);
    expect(await fingerprint(handle.db)).toEqual(before);
  });

  it('lets only the billing user (or staff) add caregivers: a caregiver gets 403', async () => {
    const caregiverToken = await accessToken(app, 'caregiver@demo.test');
    const before = await fingerprint(handle.db);
    const response = await invite(
      { email: 'cousin@example.test', first_name: 'Eli', last_name: 'Moreau' },
      caregiverToken,
    );
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({
      detail: 'Only the person who pays for the account can add a caregiver.',
    });
    expect(await fingerprint(handle.db)).toEqual(before);
  });

  it('lets staff add a caregiver to any account', async () => {
    const staffToken = await accessToken(app, 'staff@demo.test');
    const response = await invite(
      { email: 'nanny@example.test', first_name: 'Ines', last_name: 'Roy' },
      staffToken,
    );
    expect(response.status).toBe(201);
    const [row] = await handle.db
      .select({ accountId: users.accountId, isBillingUser: users.isBillingUser })
      .from(users)
      .where(sql`lower(${users.email}) = 'nanny@example.test'`);
    expect(row).toEqual({ accountId: familyAccount, isBillingUser: false });
  });

  it('records who added whom, and when, each time', async () => {
    const rows = await handle.db
      .select({ email: users.email, invitedBy: accountInvitations.invitedBy })
      .from(accountInvitations)
      .innerJoin(users, eq(users.id, accountInvitations.userId))
      .where(eq(accountInvitations.accountId, familyAccount));
    const [family] = await handle.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'family@demo.test'`);
    const grandpa = rows.filter((row) => row.email === 'grandpa@example.test');
    expect(grandpa).toEqual([
      { email: 'grandpa@example.test', invitedBy: family!.id },
      { email: 'grandpa@example.test', invitedBy: family!.id },
    ]);
  });
});
