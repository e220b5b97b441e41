// Moving an account to the other game platform (issue 13): only with the confirmation that names the
// account (its id or the holder's full name) and the second confirmation; recorded with who and when in
// the admin log; a second migration answers 409; a refused one changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { adminActionsOf, adminFingerprint, createAdminFamily } from '../test/admin';
import { databases } from '../test/databases';
import { accessToken, json, send, testApp, type TestApp } from '../test/helpers';
import { accountMigrations } from './schema';

describe.each(databases())('moving an account to the other platform on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let staff: string;
  let staffId: number;
  const at = new Date('2026-04-01T12:00:00.000Z');

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle, { now: () => at });
    staff = await accessToken(app, 'staff@demo.test');
    staffId = ((await json(await send(app, '/api/v2/user/info/', { bearer: staff }))) as { id: number }).id;
  });
  afterAll(() => handle.close());

  const family = () =>
    createAdminFamily(handle.db, { author: staffId, name: { first: 'Dana', last: 'Rivera' } });
  const migrate = (accountId: number, body: unknown) =>
    send(app, `/api/v2/admin/transit_account_to_lq/${accountId}/`, {
      method: 'PUT',
      bearer: staff,
      json: body,
    });

  it.each([
    { named: 'by its id', confirm: (id: number) => String(id) },
    { named: 'by the holder’s full name, any case', confirm: () => ' dana  RIVERA ' },
  ])('moves an account named $named, once, and records who did it and when', async ({ confirm }) => {
    const f = await family();
    const response = await migrate(f.accountId, {
      confirm_account: confirm(f.accountId),
      confirm_irreversible: true,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      account: f.accountId,
      platform: 'lq',
      migrated_at: at.toISOString(),
      migrated_by: { id: staffId, name: 'Alex Staff', email: 'staff@demo.test' },
    });
    const [row] = await handle.db
      .select()
      .from(accountMigrations)
      .where(eq(accountMigrations.accountId, f.accountId));
    expect(row).toMatchObject({ platform: 'lq', migratedBy: staffId, migratedAt: at });
    const [logged] = await adminActionsOf(handle.db, f.accountId);
    expect(logged).toMatchObject({
      actorId: staffId,
      action: 'account.migrate',
      targetId: f.accountId,
      detail: { platform: 'lq', confirm_irreversible: true },
      createdAt: at,
    });
    const account = (await json(
      await send(app, `/api/v2/admin/accounts/${f.accountId}/`, { bearer: staff }),
    )) as Record<string, unknown>;
    expect(account).toMatchObject({
      platform: 'lq',
      migration: { platform: 'lq', migrated_by: { id: staffId } },
    });
  });

  it('answers a second migration 409 and changes nothing', async () => {
    const f = await family();
    const body = { confirm_account: String(f.accountId), confirm_irreversible: true };
    expect((await migrate(f.accountId, body)).status).toBe(200);
    const before = await adminFingerprint(handle.db);
    const again = await migrate(f.accountId, body);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      detail: 'This account has already been moved to the other game platform.',
      code: 'already_migrated',
    });
    expect(await adminFingerprint(handle.db)).toEqual(before);
  });

  it('moves the demo’s migrated account no further', async () => {
    const [moved] = await handle.db.select().from(accountMigrations);
    expect(
      (
        await migrate(moved!.accountId, {
          confirm_account: String(moved!.accountId),
          confirm_irreversible: true,
        })
      ).status,
    ).toBe(409);
  });

  it.each([
    {
      rule: 'no confirmation at all',
      body: () => ({}),
      errors: {
        confirm_account: ['Account to migrate is required'],
        confirm_irreversible: ['Confirm that moving the account to the other platform cannot be undone.'],
      },
    },
    {
      rule: 'another account’s id',
      body: (id: number) => ({ confirm_account: String(id + 1), confirm_irreversible: true }),
      errors: {
        confirm_account: ['Type the account’s id or the account holder’s full name exactly to confirm.'],
      },
    },
    {
      rule: 'the first name alone',
      body: () => ({ confirm_account: 'Dana', confirm_irreversible: true }),
      errors: {
        confirm_account: ['Type the account’s id or the account holder’s full name exactly to confirm.'],
      },
    },
    {
      rule: 'the account named but not the second confirmation',
      body: (id: number) => ({ confirm_account: String(id), confirm_irreversible: false }),
      errors: {
        confirm_irreversible: ['Confirm that moving the account to the other platform cannot be undone.'],
      },
    },
    {
      rule: 'the second confirmation as text',
      body: (id: number) => ({ confirm_account: String(id), confirm_irreversible: 'yes' }),
      errors: {
        confirm_irreversible: ['Confirm that moving the account to the other platform cannot be undone.'],
      },
    },
  ])('refuses $rule with 400 and moves nothing', async ({ body, errors }) => {
    const f = await family();
    const before = await adminFingerprint(handle.db);
    const response = await migrate(f.accountId, body(f.accountId));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errors);
    expect(await adminFingerprint(handle.db)).toEqual(before);
  });
});
