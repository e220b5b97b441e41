// Privacy (issue 12, docs/decisions.md "Onboarding and account"): opting out of marketing, and erasing
// one's personal data with one's password: every session and token revoked, the personal data gone, the
// invoices kept, an email to confirm.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../auth/schema';
import { invoices, paymentMethods, subscriptionActions, subscriptions } from '../billing/schema';
import type { DatabaseHandle } from '../db/database';
import { userActions } from '../onboarding/schema';
import { outboundEmails } from '../platform/schema';
import { playerActivity, players } from '../stats/schema';
import { createFamily } from '../test/billing';
import { databases } from '../test/databases';
import { accessToken, Browser, fingerprint, json, send, testApp, type TestApp } from '../test/helpers';
import { accounts, dataErasures, devices, shippingAddresses, users } from './schema';

const demoPassword = 'HubDemo#2026';

describe.each(databases())('privacy on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  const printed: string[] = [];

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle, { info: (line) => printed.push(line) });
  });
  afterAll(() => handle.close());

  async function userInfo(token: string) {
    return (await json(await send(app, '/api/v3/user_info/', { bearer: token }))) as {
      id: number;
      marketing_opt_out: boolean;
      account: { id: number };
    };
  }

  async function outbox(to: string) {
    const response = await send(app, `/api/dev/outbox/?to=${encodeURIComponent(to)}`);
    return ((await json(response)) as { results: { subject: string; body: string }[] }).results;
  }

  describe('marketing opt-out', () => {
    it('opts the user out, says so, and confirms once by email however often it is pressed', async () => {
      const token = await accessToken(app, 'family@demo.test');
      const { id } = await userInfo(token);
      const path = `/api/v3/users/${id}/marketing_opt_out/`;
      const response = await send(app, path, { method: 'POST', bearer: token, json: {} });
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({
        marketing_opt_out: true,
        marketing_opt_out_at: expect.any(String),
        detail: 'You will no longer get marketing emails from us.',
      });
      await send(app, path, { method: 'POST', bearer: token });
      expect(await userInfo(token)).toMatchObject({ marketing_opt_out: true });
      const emails = (await outbox('family@demo.test')).filter((email) =>
        email.subject.includes('no longer get marketing'),
      );
      expect(emails).toHaveLength(1);
    });

    it('opts in again with marketing_opt_out false', async () => {
      const token = await accessToken(app, 'family@demo.test');
      const { id } = await userInfo(token);
      const response = await send(app, `/api/v3/users/${id}/marketing_opt_out/`, {
        method: 'POST',
        bearer: token,
        json: { marketing_opt_out: false },
      });
      expect(await json(response)).toMatchObject({ marketing_opt_out: false, marketing_opt_out_at: null });
    });

    it('lets staff opt a family out on their request, and answers 404 for a user who does not exist', async () => {
      const staff = await accessToken(app, 'staff@demo.test');
      const { id } = await userInfo(await accessToken(app, 'welcome@demo.test'));
      expect(
        (await send(app, `/api/v3/users/${id}/marketing_opt_out/`, { method: 'POST', bearer: staff })).status,
      ).toBe(200);
      expect(
        (await send(app, '/api/v3/users/999999/marketing_opt_out/', { method: 'POST', bearer: staff }))
          .status,
      ).toBe(404);
    });

    it('refuses a choice that is not a boolean (400)', async () => {
      const token = await accessToken(app, 'family@demo.test');
      const { id } = await userInfo(token);
      const response = await send(app, `/api/v3/users/${id}/marketing_opt_out/`, {
        method: 'POST',
        bearer: token,
        json: { marketing_opt_out: 'please' },
      });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ marketing_opt_out: ['Must be a valid boolean.'] });
    });
  });

  describe('erasing personal data', () => {
    const forget = (id: number, token: string, body: unknown) =>
      send(app, `/api/v3/users/${id}/gdpr_forget/`, { method: 'POST', bearer: token, json: body });

    it.each([
      { body: { password: 'not-my-password' }, answer: { password: ['That is not your password.'] } },
      { body: {}, answer: { password: ['Current password is required'] } },
    ])('refuses $body (400) and erases nothing', async ({ body, answer }) => {
      const token = await accessToken(app, 'caregiver@demo.test');
      const { id } = await userInfo(token);
      // A wrong password is counted as a failed sign-in is (throttled): only that may change.
      const withoutFailures = async () => ({
        ...((await fingerprint(handle.db)) as object),
        loginFailures: null,
      });
      const before = await withoutFailures();
      const response = await forget(id, token, body);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual(answer);
      expect(await withoutFailures()).toEqual(before);
    });

    it('is only for oneself: staff get 403 for someone else', async () => {
      const staff = await accessToken(app, 'staff@demo.test');
      const { id } = await userInfo(await accessToken(app, 'caregiver@demo.test'));
      expect((await forget(id, staff, { password: demoPassword })).status).toBe(403);
    });

    it('waits while the billing user’s subscription still runs (409)', async () => {
      const token = await accessToken(app, 'family@demo.test');
      const { id } = await userInfo(token);
      const before = await fingerprint(handle.db);
      const response = await forget(id, token, { password: demoPassword });
      expect(response.status).toBe(409);
      expect(await json(response)).toEqual({
        detail:
          'Your subscription is still running. Cancel it under Subscription & Billing, or ask support, before erasing your data.',
      });
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it('erases a caregiver: signed out everywhere, their data gone, the family untouched, an email confirms', async () => {
      const browser = new Browser(app);
      expect((await browser.signIn('caregiver@demo.test')).status).toBe(200);
      const token = await accessToken(app, 'caregiver@demo.test');
      const other = await accessToken(app, 'caregiver@demo.test');
      const { id, account } = await userInfo(token);
      const familyPlayers = await handle.db.select().from(players).where(eq(players.accountId, account.id));

      const response = await forget(id, token, { password: demoPassword });
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({
        detail:
          'Your personal data has been erased and everyone is signed out. A confirmation is on its way to caregiver@demo.test.',
      });

      // Every token and session revoked.
      for (const bearer of [token, other]) {
        expect((await send(app, '/api/v2/user/info/', { bearer })).status).toBe(401);
      }
      expect((await browser.request('/api/v2/user/info/')).status).toBe(401);
      const live = await handle.db.select().from(sessions).where(eq(sessions.userId, id));
      expect(live.every((session) => session.revokedAt !== null)).toBe(true);
      expect((await new Browser(app).signIn('caregiver@demo.test')).status).toBe(400);

      // Personal data gone; the row stays, anonymised and switched off.
      const [row] = await handle.db.select().from(users).where(eq(users.id, id));
      expect(row).toMatchObject({
        email: `erased-${id}@erased.invalid`,
        firstName: '',
        lastName: '',
        phone: null,
        passwordHash: null,
        isActive: false,
      });
      expect(await handle.db.select().from(userActions).where(eq(userActions.userId, id))).toEqual([]);
      expect(
        await handle.db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, id)),
      ).toEqual([]);

      // The family keeps its children; the confirmation is the only email left to the address.
      expect(await handle.db.select().from(players).where(eq(players.accountId, account.id))).toEqual(
        familyPlayers,
      );
      expect(
        (await send(app, '/api/v2/user/info/', { bearer: await accessToken(app, 'family@demo.test') }))
          .status,
      ).toBe(200);
      const emails = await outbox('caregiver@demo.test');
      expect(emails.map((email) => email.subject)).toEqual(['Your personal data has been erased']);
      const [erasure] = await handle.db.select().from(dataErasures).where(eq(dataErasures.userId, id));
      expect(erasure).toMatchObject({ accountId: account.id, scope: 'user' });
    });

    it('erases a billing user’s whole family once the subscription has ended, and keeps the invoices', async () => {
      const family = await createFamily(handle.db, { state: 'cancelled' });
      await handle.db.update(users).set({ isBillingUser: true }).where(eq(users.id, family.id));
      await handle.db
        .insert(shippingAddresses)
        .values({ userId: family.id, address1: '1 Main St', city: 'Austin' });
      const [child] = await handle.db
        .insert(players)
        .values({ accountId: family.accountId, name: 'Robin' })
        .returning({ id: players.id });
      await handle.db
        .insert(playerActivity)
        .values({ playerId: child!.id, periodDatetime: new Date(), secondsPlayed: 600 });
      await handle.db.insert(devices).values({ accountId: family.accountId, name: 'Tablet' });
      await handle.db.insert(subscriptionActions).values({
        accountId: family.accountId,
        subscriptionId: family.subscriptionId,
        actorId: family.id,
        event: 'CANCEL_REQUEST',
        detail: { other_reason: 'We are moving to Lyon.' },
        createdAt: new Date(),
      });
      await handle.db
        .update(subscriptions)
        .set({ cancelOtherReason: 'We are moving to Lyon.' })
        .where(eq(subscriptions.id, family.subscriptionId));
      const token = await accessToken(app, family.email);
      const invited = await send(app, `/api/v2/accounts/${family.accountId}/add_user/`, {
        method: 'POST',
        bearer: token,
        json: { email: 'helper@example.test', first_name: 'Sam', last_name: 'Helper' },
      });
      expect(invited.status).toBe(201);
      const invoicesBefore = await handle.db
        .select()
        .from(invoices)
        .where(eq(invoices.accountId, family.accountId));
      expect(invoicesBefore.length).toBeGreaterThan(0);

      const response = await forget(family.id, token, { password: demoPassword });
      expect(response.status).toBe(200);

      expect((await send(app, '/api/v2/user/info/', { bearer: token })).status).toBe(401);
      const people = await handle.db.select().from(users).where(eq(users.accountId, family.accountId));
      expect(people.map((person) => [person.email, person.isActive, person.firstName])).toEqual(
        people.map((person) => [`erased-${person.id}@erased.invalid`, false, '']),
      );
      expect(await handle.db.select().from(players).where(eq(players.accountId, family.accountId))).toEqual(
        [],
      );
      expect(
        await handle.db.select().from(playerActivity).where(eq(playerActivity.playerId, child!.id)),
      ).toEqual([]);
      expect(await handle.db.select().from(devices).where(eq(devices.accountId, family.accountId))).toEqual(
        [],
      );
      expect(
        await handle.db.select().from(paymentMethods).where(eq(paymentMethods.accountId, family.accountId)),
      ).toEqual([]);
      expect(
        await handle.db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, family.id)),
      ).toEqual([]);
      const [subscription] = await handle.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, family.subscriptionId));
      expect(subscription).toMatchObject({ status: 'CANCELLED', cancelOtherReason: null });
      const log = await handle.db
        .select()
        .from(subscriptionActions)
        .where(eq(subscriptionActions.accountId, family.accountId));
      expect(log.map((action) => action.detail)).toEqual(log.map(() => ({})));
      // The law keeps the invoices: amounts, numbers and dates as they were.
      expect(await handle.db.select().from(invoices).where(eq(invoices.accountId, family.accountId))).toEqual(
        invoicesBefore,
      );
      const [account] = await handle.db.select().from(accounts).where(eq(accounts.id, family.accountId));
      expect(account!.accountStatus).toBe('ERASED');

      const toFamily = await outbox(family.email);
      expect(toFamily.map((email) => email.subject)).toEqual(['Your personal data has been erased']);
      expect(toFamily[0]!.body).toContain("erased the personal data of your family's account");
      expect((await outbox('helper@example.test')).map((email) => email.subject)).toEqual([
        'The family account you were on has been closed',
      ]);
      const rows = await handle.db
        .select()
        .from(outboundEmails)
        .where(sql`lower(${outboundEmails.toAddress}) = ${family.email.toLowerCase()}`);
      expect(rows).toHaveLength(1);
    });
  });
});
