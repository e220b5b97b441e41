// A user, their shipping address and help-desk tickets, a player's survey responses and the orders, for
// staff (issue 13): changes by the user form's rules, logged; a new sign-in email told to both addresses;
// a staff member's record left alone; the address's version as the user's own call keeps it.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../account/schema';
import type { DatabaseHandle } from '../db/database';
import { openBody } from '../mail';
import { developmentOutboxKey } from '../config';
import { outboundEmails } from '../platform/schema';
import { players, surveyResponses, surveys } from '../stats/schema';
import { adminActionsOf, adminFingerprint, createAdminFamily } from '../test/admin';
import { databases } from '../test/databases';
import { accessToken, json, send, testApp, type TestApp } from '../test/helpers';

describe.each(databases())('staff’s view of people on $name', (database) => {
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
  const patchUser = (id: number, body: unknown) =>
    send(app, `/api/v2/admin/users/${id}/`, { method: 'PATCH', bearer: staff, json: body });

  describe('a user', () => {
    it('changes the fields sent and logs them', async () => {
      const f = await family();
      const response = await patchUser(f.id, {
        first_name: ' Pat ',
        phone: '+1 202 555 0199',
        language: 'es',
        is_billing_user: false,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        id: f.id,
        first_name: 'Pat',
        last_name: 'User',
        phone: '+12025550199',
        language: 'es',
        is_billing_user: false,
      });
      const [logged] = await adminActionsOf(handle.db, f.accountId);
      expect(logged).toMatchObject({
        action: 'user.update',
        targetType: 'user',
        targetId: f.id,
        actorId: staffId,
        detail: { changes: { first_name: { from: 'Test', to: 'Pat' }, language: { from: null, to: 'es' } } },
      });
    });

    it('changes the sign-in email and tells the old and the new address', async () => {
      const f = await family();
      const newEmail = `moved-${f.id}@example.test`;
      const response = await patchUser(f.id, { email: newEmail });
      expect(response.status).toBe(200);
      const [stored] = await handle.db.select().from(users).where(eq(users.id, f.id));
      expect(stored!.email).toBe(newEmail);
      for (const address of [f.email, newEmail]) {
        const [email] = await handle.db
          .select()
          .from(outboundEmails)
          .where(eq(outboundEmails.toAddress, address));
        expect(email!.subject).toBe('Your sign-in email was changed');
        expect(openBody(developmentOutboxKey, email!)).toContain(
          `Our support team changed the email you sign in with to ${newEmail}.`,
        );
      }
      // Signing in now takes the new email.
      expect(await accessToken(app, newEmail)).toEqual(expect.any(String));
    });

    it('refuses an email another user has, in any case, and changes nothing', async () => {
      const f = await family();
      const before = await adminFingerprint(handle.db);
      const response = await patchUser(f.id, { email: 'PARENT@demo.test' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ email: ['A user with this email already exists.'] });
      expect(await adminFingerprint(handle.db)).toEqual(before);
    });

    it.each([
      { body: {}, errors: { non_field_errors: ['Send at least one of the fields to change.'] } },
      { body: { first_name: '' }, errors: { first_name: ['First name is required'] } },
      { body: { email: 'not-an-email' }, errors: { email: ['Please enter a valid email.'] } },
      { body: { phone: '12' }, errors: { phone: ['Please input a valid phone number'] } },
      { body: { language: 'klingon' }, errors: { language: ['"klingon" is not a valid choice.'] } },
    ])('refuses $body with 400', async ({ body, errors }) => {
      const f = await family();
      const response = await patchUser(f.id, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
    });

    it('leaves a staff member’s record alone (403)', async () => {
      const [support] = await handle.db.select().from(users).where(eq(users.email, 'support@demo.test'));
      const response = await patchUser(support!.id, { email: 'me@example.test' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        detail: 'A staff member’s own details cannot be changed in the admin area.',
      });
    });

    it('lists the user’s help-desk tickets, newest first', async () => {
      const [parent] = await handle.db.select().from(users).where(eq(users.email, 'parent@demo.test'));
      const response = await send(app, `/api/v2/admin/users/${parent!.id}/tickets/`, { bearer: staff });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        count: number;
        results: { subject: string; status: string; channel: string }[];
      };
      expect(body.count).toBe(3);
      expect(body.results[0]).toMatchObject({
        subject: 'When does the yearly plan renew?',
        status: 'open',
        channel: 'chat',
      });
    });
  });

  describe('a user’s shipping address', () => {
    it('reads it with its version, and saves a change on that version, logged', async () => {
      const f = await family();
      const read = await send(app, `/api/v2/admin/${f.id}/shipping/`, { bearer: staff });
      expect(read.status).toBe(200);
      const address = (await read.json()) as { city: string; version: string };
      expect(address.city).toBe('Springfield');
      expect(read.headers.get('etag')).toBe(`"${address.version}"`);
      const saved = await send(app, `/api/v2/admin/${f.id}/shipping/`, {
        method: 'PATCH',
        bearer: staff,
        json: { city: 'Chicago', version: address.version },
      });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({ city: 'Chicago', address1: '1200 Maple Avenue' });
      // The family sees it in their own address.
      const parent = await accessToken(app, f.email);
      expect(await json(await send(app, '/api/v2/user/shipping/', { bearer: parent }))).toMatchObject({
        city: 'Chicago',
      });
      const [logged] = await adminActionsOf(handle.db, f.accountId);
      expect(logged).toMatchObject({
        action: 'shipping.update',
        targetType: 'shipping',
        targetId: f.id,
        detail: { changes: { city: { from: 'Springfield', to: 'Chicago' } } },
      });
    });

    it('answers 412 when the address changed since it was read, and saves nothing', async () => {
      const f = await family();
      const before = await adminFingerprint(handle.db);
      const response = await send(app, `/api/v2/admin/${f.id}/shipping/`, {
        method: 'PATCH',
        bearer: staff,
        headers: { 'If-Match': '"stale"' },
        json: { city: 'Chicago' },
      });
      expect(response.status).toBe(412);
      expect(await adminFingerprint(handle.db)).toEqual(before);
    });

    it('refuses an address the rules refuse (400)', async () => {
      const f = await family();
      const response = await send(app, `/api/v2/admin/${f.id}/shipping/`, {
        method: 'PATCH',
        bearer: staff,
        json: { zipcode: '62-704!' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ zipcode: ['Please input a valid Zipcode'] });
    });
  });

  it('lists a player’s survey responses, newest first', async () => {
    const [maya] = await handle.db
      .select({ id: players.id })
      .from(players)
      .innerJoin(users, eq(users.accountId, players.accountId))
      .where(and(eq(users.email, 'parent@demo.test'), eq(players.name, 'Maya')));
    const expected = await handle.db
      .select({ id: surveyResponses.id, slug: surveys.slug })
      .from(surveyResponses)
      .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
      .where(eq(surveyResponses.playerId, maya!.id))
      .orderBy(sql`${surveyResponses.answeredAt} desc`);
    const response = await send(app, `/api/v2/admin/players/${maya!.id}/responses/?page=1`, {
      bearer: staff,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      count: number;
      results: { id: number; player: number; survey: { slug: string } }[];
    };
    expect(body.count).toBe(expected.length);
    expect(body.results.map((row) => [row.id, row.survey.slug])).toEqual(
      expected.map((row) => [row.id, row.slug]),
    );
    expect(body.results.every((row) => row.player === maya!.id)).toBe(true);
  });

  describe('the orders', () => {
    it.each([
      { by: 'order number', search: 'ORD-' },
      { by: 'email', search: 'PARENT@demo' },
      { by: 'name', search: 'dana rivera' },
    ])('finds the parent’s order by $by', async ({ search }) => {
      const response = await send(app, `/api/v2/admin/orders/?search=${encodeURIComponent(search)}`, {
        bearer: staff,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        results: { id: number; email: string; order_number: string; status: string; total: number }[];
      };
      const order = body.results.find((row) => row.email === 'parent@demo.test');
      // The yearly plan (299.00) with checkout's Illinois tax (6.25%: 18.69), shipped free.
      expect(order).toMatchObject({ status: 'confirmed', total: 31769 });
      expect(order!.order_number).toMatch(/^ORD-\d{4}-\d{4}$/);
    });

    it('lists them newest first and refuses a search past 100 characters', async () => {
      const body = (await json(await send(app, '/api/v2/admin/orders/', { bearer: staff }))) as {
        results: { date_placed: string }[];
      };
      const dates = body.results.map((row) => row.date_placed);
      expect(dates).toEqual([...dates].sort().reverse());
      const bad = await send(app, `/api/v2/admin/orders/?search=${'x'.repeat(101)}`, { bearer: staff });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ search: ['Search must be less than 100 characters'] });
    });
  });
});
