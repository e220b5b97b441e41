// Accounts for staff (issue 13): the search by name, email, account id and phone; the filters; bad input
// as 400 with field messages before any pattern runs; one account whole (in demo mode, its test clock); its
// status, tags and coach changed atomically with a row of the admin log; the known tags.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../account/schema';
import type { DatabaseHandle } from '../db/database';
import { accountRow, adminActionsOf, adminFingerprint, createAdminFamily } from '../test/admin';
import { expectParses } from '../test/billing';
import { databases } from '../test/databases';
import { accessToken, json, send, testApp, type TestApp } from '../test/helpers';

interface Listed {
  count: number;
  next: string | null;
  results: { id: number; name: string; email: string | null; tags: string[]; account_status: string }[];
}

describe.each(databases())('staff’s accounts on $name', (database) => {
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

  const get = (path: string) => send(app, path, { bearer: staff });
  const list = async (query: string) => {
    const response = await get(`/api/v2/admin/accounts/?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Listed;
  };
  let serial = 0;
  const uniqueFamily = async () => {
    serial += 1;
    const last = `Zephyrine${serial}x${Date.now() % 100000}`;
    const family = await createAdminFamily(handle.db, { author: staffId, name: { first: 'Ottoline', last } });
    const phone = `+1202555${String(1000 + serial).slice(-4)}`;
    await handle.db.update(users).set({ phone }).where(eq(users.id, family.id));
    return { ...family, last, phone };
  };

  describe('the search', () => {
    it.each([
      { by: 'last name, any case', query: (f: { last: string }) => f.last.toUpperCase() },
      { by: 'full name', query: (f: { last: string }) => `Ottoline ${f.last}` },
      { by: 'email', query: (f: { email: string }) => f.email },
      { by: 'part of the email', query: (f: { email: string }) => f.email.split('@')[0]! },
      { by: 'account id', query: (f: { accountId: number }) => String(f.accountId) },
      { by: 'account id with #', query: (f: { accountId: number }) => `#${f.accountId}` },
      { by: 'phone as stored', query: (f: { phone: string }) => f.phone },
      { by: 'phone as typed', query: (f: { phone: string }) => `(202) 555-${f.phone.slice(-4)}` },
    ])('finds an account by $by', async ({ query }) => {
      const family = await uniqueFamily();
      const found = await list(`search=${encodeURIComponent(query(family as never))}`);
      expect(found.results.map((row) => row.id)).toContain(family.accountId);
      const row = found.results.find((candidate) => candidate.id === family.accountId)!;
      expect(row).toMatchObject({ name: `Ottoline ${family.last}`, email: family.email });
    });

    it('matches % and _ as the characters typed, not as patterns', async () => {
      expect((await list('search=%25')).count).toBe(0);
      expect((await list('search=_')).count).toBe(0);
    });

    it('lists every account, newest first, when nothing is searched', async () => {
      const family = await uniqueFamily();
      const all = await list('page_size=5');
      expect(all.results[0]!.id).toBe(family.accountId);
      const [total] = await handle.db.select({ n: count() }).from(accounts);
      expect(all.count).toBe(total!.n);
      expect(all.next).toBe('/api/v2/admin/accounts/?page_size=5&page=2');
    });

    it('counts the accounts added and removed since (the count the triggers keep, drizzle/0019)', async () => {
      const before = (await list('page_size=1')).count;
      const [first, second] = [await uniqueFamily(), await uniqueFamily()];
      expect((await list('page_size=1')).count).toBe(before + 2);
      await handle.db.delete(accounts).where(eq(accounts.id, first.accountId));
      expect((await list('page_size=1')).count).toBe(before + 1);
      await handle.db.delete(accounts).where(eq(accounts.id, second.accountId));
      const [total] = await handle.db.select({ n: count() }).from(accounts);
      expect((await list('page_size=1')).count).toBe(total!.n);
      expect(total!.n).toBe(before);
    });

    it('filters by tag (any case) and by status', async () => {
      const family = await uniqueFamily();
      await handle.db
        .update(accounts)
        .set({ tags: ['school-pilot'], accountStatus: 'BLOCKED' })
        .where(eq(accounts.id, family.accountId));
      const tagged = await list(`tag=School-Pilot&search=${family.last}`);
      expect(tagged.results.map((row) => row.id)).toEqual([family.accountId]);
      expect((await list(`tag=legacy&search=${family.last}`)).count).toBe(0);
      expect((await list(`status=blocked&search=${family.last}`)).count).toBe(1);
      expect((await list(`status=ACTIVE&search=${family.last}`)).count).toBe(0);
    });

    it.each([
      { input: `search=${'a'.repeat(101)}`, errors: { search: ['Search must be less than 100 characters'] } },
      {
        input: `search=${'%20'.repeat(5000)}`,
        errors: { search: ['Search must be less than 100 characters'] },
      },
      { input: 'page=0', errors: { page: ['Ensure this value is greater than or equal to 1.'] } },
      { input: 'page=two', errors: { page: ['A valid integer is required.'] } },
      { input: 'tag=unheard-of', errors: { tag: ['"unheard-of" is not a valid choice.'] } },
      { input: 'status=GONE', errors: { status: ['"GONE" is not a valid choice.'] } },
    ])('answers $input with 400 and field messages', async ({ input, errors }) => {
      const response = await get(`/api/v2/admin/accounts/?${input}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
    });

    it('answers a page past the last with 404, as every list', async () => {
      const response = await get('/api/v2/admin/accounts/?page=99999');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Invalid page.' });
    });
  });

  describe('one account', () => {
    it('shows its people, devices, players, subscription and notes count', async () => {
      const family = await uniqueFamily();
      const response = await get(`/api/v2/admin/accounts/${family.accountId}/`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        id: family.accountId,
        name: `Ottoline ${family.last}`,
        email: family.email,
        phone: family.phone,
        platform: 'hub',
        notes_count: 1,
        migration: null,
        players: [{ id: family.playerId, name: 'Maya', in_program: true, is_active: true }],
        subscription: { id: family.subscriptionId, status: 'ACTIVE' },
      });
      expect(body.users).toEqual([
        expect.objectContaining({ id: family.id, email: family.email, is_billing_user: true }),
      ]);
    });

    it('changes the status, tags and coach at once on PUT and logs who changed what', async () => {
      const family = await uniqueFamily();
      const [coach] = await handle.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'coach@demo.test'));
      const response = await send(app, `/api/v2/admin/accounts/${family.accountId}/`, {
        method: 'PUT',
        bearer: staff,
        json: { account_status: 'blocked', tags: ['Legacy', 'vip-support'], coach: coach!.id },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        account_status: 'BLOCKED',
        tags: ['legacy', 'vip-support'],
        coach: { id: coach!.id, name: 'Chris Coach', email: 'coach@demo.test' },
      });
      const [logged] = await adminActionsOf(handle.db, family.accountId);
      expect(logged).toMatchObject({
        actorId: staffId,
        action: 'account.update',
        targetType: 'account',
        targetId: family.accountId,
        detail: {
          changes: {
            account_status: { from: 'ACTIVE', to: 'BLOCKED' },
            tags: { from: [], to: ['legacy', 'vip-support'] },
            coach: { from: null, to: coach!.id },
          },
        },
      });
      // The family is blocked now: the access check denies them.
      const parent = await accessToken(app, family.email);
      expect((await send(app, `/api/v2/accounts/${family.accountId}/`, { bearer: parent })).status).toBe(403);
    });

    it('changes only what a PATCH sends, and logs nothing when nothing changed', async () => {
      const family = await uniqueFamily();
      const patch = (body: unknown) =>
        send(app, `/api/v2/admin/accounts/${family.accountId}/`, {
          method: 'PATCH',
          bearer: staff,
          json: body,
        });
      expect((await patch({ tags: ['school-pilot'] })).status).toBe(200);
      expect(await accountRow(handle.db, family.accountId)).toMatchObject({
        tags: ['school-pilot'],
        accountStatus: 'ACTIVE',
      });
      expect((await patch({ tags: ['School-Pilot'] })).status).toBe(200);
      expect(await adminActionsOf(handle.db, family.accountId)).toHaveLength(1);
    });

    it.each([
      {
        rule: 'an empty PATCH',
        method: 'PATCH',
        body: {},
        errors: { non_field_errors: ['Send at least one of the fields to change.'] },
      },
      {
        rule: 'a PUT without every field',
        method: 'PUT',
        body: { tags: [] },
        errors: { account_status: ['Status is required'], coach: ['Coach is required'] },
      },
      {
        rule: 'an unknown tag',
        method: 'PATCH',
        body: { tags: ['legacy', 'platinum'] },
        errors: { tags: ['"platinum" is not a valid choice.'] },
      },
      {
        rule: 'an unknown status',
        method: 'PATCH',
        body: { account_status: 'DELETED' },
        errors: { account_status: ['"DELETED" is not a valid choice.'] },
      },
      {
        rule: 'a coach who does not exist',
        method: 'PATCH',
        body: { coach: 999_999 },
        errors: { coach: ['Invalid pk "999999" - object does not exist.'] },
      },
    ])('refuses $rule with 400 and changes nothing', async ({ method, body, errors }) => {
      const family = await uniqueFamily();
      const before = await adminFingerprint(handle.db);
      const response = await send(app, `/api/v2/admin/accounts/${family.accountId}/`, {
        method,
        bearer: staff,
        json: body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
      expect(await adminFingerprint(handle.db)).toEqual(before);
    });

    describe('the demo’s test clock', () => {
      const day = 86_400_000;

      it('is null outside demo mode', async () => {
        const family = await uniqueFamily();
        const production = testApp(handle, { demo: false });
        const staffThere = await accessToken(production, 'staff@demo.test');
        const response = await send(production, `/api/v2/admin/accounts/${family.accountId}/`, {
          bearer: staffThere,
        });
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ id: family.accountId, test_clock: null });
      });

      it('says 0 days and the server’s time, then the days advanced and the account’s new time', async () => {
        const family = await uniqueFamily();
        const at = new Date();
        const demo = testApp(handle, { demo: true, now: () => at });
        const staffThere = await accessToken(demo, 'staff@demo.test');
        const detail = async () => {
          const response = await send(demo, `/api/v2/admin/accounts/${family.accountId}/`, {
            bearer: staffThere,
          });
          expect(response.status).toBe(200);
          return (await response.json()) as { test_clock: unknown };
        };
        expect((await detail()).test_clock).toEqual({ advanced_days: 0, now: at.toISOString() });
        for (const days of [3, 4]) {
          const advanced = await send(demo, `/api/v2/admin/accounts/${family.accountId}/test_clock/`, {
            method: 'POST',
            bearer: staffThere,
            json: { advance_days: days },
          });
          expect(advanced.status).toBe(200);
        }
        const moved = { advanced_days: 7, now: new Date(at.getTime() + 7 * day).toISOString() };
        const body = await detail();
        expect(body.test_clock).toEqual(moved);
        await expectParses('adminAccountSchema', body);
        // A change answers the account whole, its test clock too (the hub keeps that answer).
        const changed = await send(demo, `/api/v2/admin/accounts/${family.accountId}/`, {
          method: 'PATCH',
          bearer: staffThere,
          json: { tags: ['legacy'] },
        });
        expect(await changed.json()).toMatchObject({ test_clock: moved });
      });
    });

    it('refuses a coach who is not one', async () => {
      const family = await uniqueFamily();
      const response = await send(app, `/api/v2/admin/accounts/${family.accountId}/`, {
        method: 'PATCH',
        bearer: staff,
        json: { coach: family.id },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ coach: ['This user is not a coach.'] });
    });
  });

  it('lists the known tags with their accounts and whether the dashboard supports them', async () => {
    const response = await get('/api/v2/admin/accounts/tags/');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      results: { name: string; supports_dashboard: boolean; account_count: number }[];
    };
    const names = body.results.map((tag) => tag.name);
    expect(names).toEqual(
      expect.arrayContaining(['hub-dashboard', 'early-access', 'legacy', 'school-pilot', 'vip-support']),
    );
    expect(names).toEqual([...names].sort());
    expect(body.results.find((tag) => tag.name === 'hub-dashboard')).toMatchObject({
      supports_dashboard: true,
    });
    expect(body.results.find((tag) => tag.name === 'legacy')).toMatchObject({ supports_dashboard: false });
    expect(body.results.find((tag) => tag.name === 'hub-dashboard')!.account_count).toBeGreaterThan(0);
  });
});
