import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, users } from '../account/schema';
import type { DatabaseHandle } from '../db/database';
import { demoGameProfiles } from '../seed/demo-stats';
import { databases } from '../test/databases';
import { demoPassword } from '../seed/demo';
import { accessToken, createUser, send, testApp, type TestApp } from '../test/helpers';
import { gameProfiles, playerChanges } from './schema';

interface Family {
  token: string;
  accountId: number;
}

describe.each(databases())('linking game profiles on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let family: Family;
  let stranger: Family;
  let staff: string;

  const call = (token: string, path: string, init: { method?: string; json?: unknown } = {}) =>
    send(app, path, { ...init, bearer: token });
  const link = (token: string, json: unknown) =>
    call(token, '/api/v1/forms/link-profile/', { method: 'POST', json });
  const delink = (token: string, json: unknown) =>
    call(token, '/api/v1/forms/delink-profile/', { method: 'POST', json });

  async function newFamily(): Promise<Family> {
    const user = await createUser(handle.db);
    return { token: await accessToken(app, user.email), accountId: user.accountId };
  }

  async function addChild(who: Family, name: string): Promise<number> {
    const response = await call(who.token, '/api/v2/player/', {
      method: 'POST',
      json: { account: who.accountId, name, birth_date: null },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  async function tabletProfile(who: Family, code: string, nickname = 'Tiger') {
    await handle.db.insert(gameProfiles).values({ accountId: who.accountId, code, nickname });
  }

  const profileOf = async (token: string, playerId: number) =>
    ((await (await call(token, `/api/v2/player/${playerId}/`)).json()) as { game_profile: unknown })
      .game_profile;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    stranger = await newFamily();
    staff = await accessToken(app, 'staff@demo.test');
  });
  // A family of its own for each test: an account holds ten players at most.
  beforeEach(async () => {
    family = await newFamily();
  });
  afterAll(() => handle.close());

  it('links a code of the family’s tablet to a child, typed with a space in lower case', async () => {
    const child = await addChild(family, 'Ada');
    await tabletProfile(family, 'BC3D4EFG', 'Bee');
    const response = await link(family.token, { player_id: child, profile_code: 'bc3d 4efg' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      player_id: child,
      game_profile: { code: 'BC3D4EFG', nickname: 'Bee', linked_at: expect.any(String) },
    });
    expect(await profileOf(family.token, child)).toMatchObject({ code: 'BC3D4EFG', nickname: 'Bee' });
    const changes = await handle.db.select().from(playerChanges).where(eq(playerChanges.playerId, child));
    expect(changes.map((row) => [row.action, row.detail])).toContainEqual([
      'link_profile',
      { profile_code: 'BC3D4EFG' },
    ]);
  });

  it('answers the same when the same code is linked to the same child again', async () => {
    const child = await addChild(family, 'Ben');
    await tabletProfile(family, 'CD4E5FGH');
    const first = await link(family.token, { player_id: child, profile_code: 'CD4E5FGH' });
    const again = await link(family.token, { player_id: child, profile_code: 'CD4E-5FGH' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
  });

  it('refuses a code linked to another child with 409 and keeps it where it was', async () => {
    const first = await addChild(family, 'Cleo');
    const second = await addChild(family, 'Dan');
    await tabletProfile(family, 'DE5F6GHJ');
    await link(family.token, { player_id: first, profile_code: 'DE5F6GHJ' });
    const response = await link(family.token, { player_id: second, profile_code: 'DE5F6GHJ' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      profile_code: ['This game profile is linked to another child. Unlink it there first.'],
    });
    expect(await profileOf(family.token, first)).toMatchObject({ code: 'DE5F6GHJ' });
    expect(await profileOf(family.token, second)).toBeNull();
  });

  it('refuses a second profile for a child who has one with 409', async () => {
    const child = await addChild(family, 'Eve');
    await tabletProfile(family, 'EF6G7HJK');
    await tabletProfile(family, 'FG7H8JKL');
    await link(family.token, { player_id: child, profile_code: 'EF6G7HJK' });
    const response = await link(family.token, { player_id: child, profile_code: 'FG7H8JKL' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      non_field_errors: ['This child already has a game profile. Unlink it first.'],
    });
  });

  it('refuses a code no tablet of the family made, another family’s among them, with 400', async () => {
    const child = await addChild(family, 'Finn');
    await tabletProfile(stranger, 'GH8J9KLM');
    for (const code of ['GH8J9KLM', 'ZZZZZZZZ']) {
      const response = await link(family.token, { player_id: child, profile_code: code });
      expect(response.status, code).toBe(400);
      expect(await response.json()).toEqual({
        profile_code: ['No game profile on your tablets has this code. Check the code the game shows.'],
      });
    }
    const [theirs] = await handle.db.select().from(gameProfiles).where(eq(gameProfiles.code, 'GH8J9KLM'));
    expect(theirs?.playerId).toBeNull();
  });

  it.each([
    {
      rule: 'a code of the wrong shape',
      body: (id: number) => ({ player_id: id, profile_code: 'KX7P_2QMA' }),
      errors: { profile_code: ['Enter the 8 letters and digits the game shows, for example KX7P 2QMA.'] },
    },
    {
      rule: 'a very long code, before any pattern',
      body: (id: number) => ({ player_id: id, profile_code: 'A'.repeat(100_000) }),
      errors: { profile_code: ['Enter the 8 letters and digits the game shows, for example KX7P 2QMA.'] },
    },
    {
      rule: 'no code',
      body: (id: number) => ({ player_id: id }),
      errors: { profile_code: ['Game profile code is required'] },
    },
    {
      rule: 'a player id as text',
      body: () => ({ player_id: 'x', profile_code: 'KX7P2QMA' }),
      errors: { player_id: ['A valid integer is required.'] },
    },
  ])('refuses $rule with 400', async ({ body, errors }) => {
    const child = await addChild(family, 'Gus');
    const response = await link(family.token, body(child));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errors);
  });

  it('answers 403 to another family for a child not theirs, whether the code exists or not', async () => {
    const child = await addChild(family, 'Hana');
    await tabletProfile(family, 'HJ9K2LMN');
    for (const code of ['HJ9K2LMN', 'ZZZZZZZZ']) {
      expect((await link(stranger.token, { player_id: child, profile_code: code })).status).toBe(403);
    }
    expect((await delink(stranger.token, { player_id: child })).status).toBe(403);
    expect((await link(stranger.token, { player_id: 999_999, profile_code: 'HJ9K2LMN' })).status).toBe(403);
    expect(await profileOf(family.token, child)).toBeNull();
  });

  it('lets staff link and unlink for a family, and answers 404 to staff for no such child', async () => {
    const child = await addChild(family, 'Ivy');
    await tabletProfile(family, 'JK2L3MNP');
    expect((await link(staff, { player_id: child, profile_code: 'JK2L3MNP' })).status).toBe(200);
    expect((await delink(staff, { player_id: child })).status).toBe(200);
    expect((await delink(staff, { player_id: 999_999 })).status).toBe(404);
  });

  it('refuses to link a deactivated child with 409', async () => {
    const child = await addChild(family, 'Jay');
    await tabletProfile(family, 'KL3M4NPQ');
    await call(family.token, `/api/v1/accounts/players/${child}`, {
      method: 'PATCH',
      json: { is_active: false },
    });
    const response = await link(family.token, { player_id: child, profile_code: 'KL3M4NPQ' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      detail: 'This player is deactivated: reactivate them to change their game.',
    });
  });

  it('unlinks a child’s profile, which another child may then take', async () => {
    const first = await addChild(family, 'Kai');
    const second = await addChild(family, 'Lou');
    await tabletProfile(family, 'LM4N5PQR');
    await link(family.token, { player_id: first, profile_code: 'LM4N5PQR' });
    const response = await delink(family.token, { player_id: first });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ player_id: first, game_profile: null });
    expect(await profileOf(family.token, first)).toBeNull();
    expect((await link(family.token, { player_id: second, profile_code: 'LM4N5PQR' })).status).toBe(200);
    const changes = await handle.db.select().from(playerChanges).where(eq(playerChanges.playerId, first));
    expect(changes.map((row) => row.action)).toContain('delink_profile');
  });

  it('refuses to unlink a child without a profile with 409, and a body without a player with 400', async () => {
    const child = await addChild(family, 'Mo');
    const response = await delink(family.token, { player_id: child });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ non_field_errors: ['This child has no game profile linked.'] });
    const empty = await delink(family.token, {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ player_id: ['This field is required.'] });
  });

  it('shows the demo parent’s Maya with her linked profile', async () => {
    const parent = await accessToken(app, 'parent@demo.test');
    const info = (await (await call(parent, '/api/v2/user/info/')).json()) as { account: { id: number } };
    const list = (await (await call(parent, `/api/v2/player/accounts/${info.account.id}`)).json()) as {
      results: { id: number; name: string }[];
    };
    const maya = list.results.find((player) => player.name === 'Maya')!;
    expect(await profileOf(parent, maya.id)).toMatchObject({
      code: demoGameProfiles.linked,
      nickname: 'Star',
    });
  });

  it('erases the tablets’ game profiles with the account when its billing user is forgotten', async () => {
    const child = await addChild(family, 'Nia');
    await tabletProfile(family, 'MN5P6QRS', 'Nia on the tablet');
    await link(family.token, { player_id: child, profile_code: 'MN5P6QRS' });
    // The billing user of an account whose subscription has ended may erase the whole account.
    await handle.db.update(users).set({ isBillingUser: true }).where(eq(users.accountId, family.accountId));
    await handle.db
      .update(accounts)
      .set({ billingStatusName: 'CANCELLED' })
      .where(eq(accounts.id, family.accountId));
    const info = (await (await call(family.token, '/api/v2/user/info/')).json()) as { id: number };
    const response = await call(family.token, `/api/v3/users/${info.id}/gdpr_forget/`, {
      method: 'POST',
      json: { password: demoPassword },
    });
    expect(response.status).toBe(200);
    const left = await handle.db
      .select()
      .from(gameProfiles)
      .where(eq(gameProfiles.accountId, family.accountId));
    expect(left).toEqual([]);
  });
});
