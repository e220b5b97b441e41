import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { databases } from '../test/databases';
import { accessToken, createUser, send, testApp, type TestApp } from '../test/helpers';
import { accountExperiments, playerChanges, players as playersTable } from './schema';

interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
interface Player {
  id: number;
  name: string;
  is_active: boolean;
  in_program: boolean;
  birth_date?: string | null;
  profile_complete?: boolean;
}

describe.each(databases())('the player calls on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const accountOf: Record<string, number> = {};
  let byName: Record<string, Player> = {};

  /** A call as one of the demo people (a bearer token: CSRF does not apply, as for the hub). */
  const call = (who: string, path: string, init: { method?: string; json?: unknown } = {}) =>
    send(app, path, { ...init, bearer: tokens[who] });

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    for (const who of ['parent', 'sunset', 'staff', 'blocked', 'monthly']) {
      tokens[who] = await accessToken(app, `${who}@demo.test`);
      const info = (await (await call(who, '/api/v2/user/info/')).json()) as { account: { id: number } };
      accountOf[who] = info.account.id;
    }
    const page = (await (
      await call('parent', `/api/v2/player/accounts/${accountOf.parent}`)
    ).json()) as Page<Player>;
    byName = Object.fromEntries(page.results.map((player) => [player.name, player]));
  });
  afterAll(() => handle.close());

  /** Every read of the stats area for a player, as the hub makes them. */
  const playerReads = (id: number) => [
    `/api/v2/player/${id}/`,
    `/api/v2/player/${id}/activity/`,
    `/api/v2/player/${id}/hr_rises/?page=1&page_size=1000`,
    `/api/v2/player/${id}/cool_downs/?page=1`,
    `/api/v2/player/${id}/cooldown_events/?page=1&page_size=1000`,
    `/api/v1/dashboard/player/${id}/overview/`,
    `/api/v1/dashboard/player/${id}/details/`,
    `/api/v2/player/surveys/?player_id=${id}`,
    `/api/v2/player/experiment_variant/?player_id=${id}`,
  ];

  /** Every change of the stats area for a player, with a body that would be valid. */
  const playerWrites = (id: number) => [
    { method: 'PUT', path: `/api/v2/player/${id}/`, json: { name: 'Changed', birth_date: null } },
    { method: 'PATCH', path: `/api/v1/accounts/players/${id}`, json: { in_program: false } },
    { method: 'POST', path: `/api/v2/player/${id}/hr_gauge/`, json: { low_bpm: 90, high_bpm: 150 } },
    { method: 'POST', path: `/api/v2/player/${id}/chase_speed/`, json: { speed: 'slow' } },
    { method: 'POST', path: `/api/v2/player/${id}/acorns/`, json: { amount: 5 } },
  ];

  describe('who may call them', () => {
    it('answers every read of a player to the parent and to staff', async () => {
      for (const path of playerReads(byName.Maya!.id)) {
        expect((await call('parent', path)).status, path).toBe(200);
        expect((await call('staff', path)).status, path).toBe(200);
      }
    });

    it('answers 403 to another parent for every read, whether the player exists or not', async () => {
      for (const path of [...playerReads(byName.Maya!.id), ...playerReads(999_999)]) {
        const response = await call('sunset', path);
        expect(response.status, path).toBe(403);
        expect(await response.json()).toEqual({
          detail: 'You do not have permission to perform this action.',
        });
      }
    });

    it('answers 404 to staff for a player that does not exist', async () => {
      for (const path of playerReads(999_999)) expect((await call('staff', path)).status, path).toBe(404);
    });

    it('answers 403 to a blocked account for every read', async () => {
      for (const path of playerReads(byName.Maya!.id))
        expect((await call('blocked', path)).status, path).toBe(403);
    });

    it('answers 403 to another parent for every change, before looking at the body, and changes nothing', async () => {
      const maya = byName.Maya!.id;
      const before = await handle.db.select().from(playersTable).where(eq(playersTable.id, maya));
      for (const write of [...playerWrites(maya), ...playerWrites(999_999)]) {
        for (const json of [write.json, { nonsense: true }]) {
          const response = await call('sunset', write.path, { method: write.method, json });
          expect(response.status, `${write.method} ${write.path}`).toBe(403);
        }
      }
      expect(await handle.db.select().from(playersTable).where(eq(playersTable.id, maya))).toEqual(before);
      const [changes] = await handle.db
        .select({ n: count() })
        .from(playerChanges)
        .where(eq(playerChanges.playerId, maya));
      expect(changes!.n).toBe(0);
    });

    it.each([
      ['a word', 'abc'],
      ['zero', '0'],
      ['past the integer range', '2147483648'],
      ['eleven digits', '12345678901'],
    ])('answers 404 for a player id that is %s', async (_, id) => {
      for (const path of [`/api/v2/player/${id}/`, `/api/v1/dashboard/player/${id}/overview/`]) {
        expect((await call('parent', path)).status, path).toBe(404);
      }
    });

    it('asks for a sign-in without credentials', async () => {
      const response = await send(app, `/api/v2/player/${byName.Maya!.id}/`);
      expect(response.status).toBe(401);
    });
  });

  describe('one player: GET and PUT /api/v2/player/{id}/', () => {
    it('reads a player with the profile fields', async () => {
      const response = await call('parent', `/api/v2/player/${byName.Maya!.id}/`);
      expect(await response.json()).toEqual({
        id: byName.Maya!.id,
        name: 'Maya',
        in_program: true,
        role: 'player',
        is_active: true,
        statistic: { first_play_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
        birth_date: null,
        profile_complete: true,
        deactivated_at: null,
        // The demo's tablet profile linked to her (issue 28).
        game_profile: { code: 'KX7P2QMA', nickname: 'Star', linked_at: expect.any(String) },
      });
    });

    it('shows the deactivated player as deactivated, with the time', async () => {
      const noor = (await (await call('parent', `/api/v2/player/${byName.Noor!.id}/`)).json()) as Player & {
        deactivated_at: string;
      };
      expect(noor).toMatchObject({ name: 'Noor', is_active: false, in_program: false });
      expect(Date.parse(noor.deactivated_at)).toBeLessThan(Date.now());
    });

    it('puts a profile: a birth date completes it, and the change is logged', async () => {
      const leo = byName.Leo!.id;
      const incomplete = async () =>
        (
          (await (
            await call('parent', `/api/v2/accounts/${accountOf.parent}/incomplete_profiles/`)
          ).json()) as Page<{ id: number }>
        ).results.map((row) => row.id);
      expect(await incomplete()).toContain(leo);
      const response = await call('parent', `/api/v2/player/${leo}/`, {
        method: 'PUT',
        json: { name: '  Leo  ', birth_date: '2017-09-14' },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        id: leo,
        name: 'Leo',
        birth_date: '2017-09-14',
        profile_complete: true,
        in_program: true,
      });
      expect(await incomplete()).not.toContain(leo);
      const changes = await handle.db.select().from(playerChanges).where(eq(playerChanges.playerId, leo));
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({
        action: 'update',
        detail: { name: 'Leo', birth_date: '2017-09-14' },
      });
      // A later PUT without a birth date keeps the profile complete.
      const again = await call('parent', `/api/v2/player/${leo}/`, {
        method: 'PUT',
        json: { name: 'Leo', birth_date: null },
      });
      expect(await again.json()).toMatchObject({ birth_date: null, profile_complete: true });
    });

    it.each([
      [{}, { name: ['Name is required'], birth_date: ['Birth date is required'] }],
      [{ name: '', birth_date: null }, { name: ['Name is required'] }],
      [{ name: 'x'.repeat(57), birth_date: null }, { name: ['Name must be less than 56 characters'] }],
      [
        { name: 'Maya', birth_date: '2999-01-01' },
        { birth_date: ['The birth date cannot be in the future.'] },
      ],
      [
        { name: 'Maya', birth_date: '2016-02-30' },
        { birth_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] },
      ],
      [{ name: 'Maya', birth_date: null, in_program: 'yes' }, { in_program: ['Must be a valid boolean.'] }],
    ])('refuses the profile %j with 400 and changes nothing', async (json, errors) => {
      const maya = byName.Maya!.id;
      const before = await handle.db.select().from(playersTable).where(eq(playersTable.id, maya));
      const response = await call('parent', `/api/v2/player/${maya}/`, { method: 'PUT', json });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
      expect(await handle.db.select().from(playersTable).where(eq(playersTable.id, maya))).toEqual(before);
    });

    it('refuses a body that is not JSON, or a list', async () => {
      const path = `/api/v2/player/${byName.Maya!.id}/`;
      const text = await send(app, path, {
        method: 'PUT',
        body: 'name=Maya',
        headers: { 'Content-Type': 'text/plain' },
        bearer: tokens.parent,
      });
      expect(text.status).toBe(415);
      const list = await call('parent', path, { method: 'PUT', json: [] });
      expect(list.status).toBe(400);
    });
  });

  describe('a new player: POST /api/v2/player/', () => {
    it('adds a player to the account, up to ten', async () => {
      const { email, accountId } = await createUser(handle.db);
      const token = await accessToken(app, email);
      const post = (json: unknown) => send(app, '/api/v2/player/', { method: 'POST', json, bearer: token });
      const first = await post({ account: accountId, name: 'Robin', birth_date: '2018-04-01' });
      expect(first.status).toBe(201);
      expect(await first.json()).toMatchObject({
        name: 'Robin',
        birth_date: '2018-04-01',
        is_active: true,
        in_program: true,
        profile_complete: true,
        statistic: { first_play_date: null },
      });
      const second = (await (
        await post({ account: String(accountId), name: 'Kim', birth_date: null })
      ).json()) as Player;
      expect(second.profile_complete).toBe(false);
      for (let index = 2; index < 10; index += 1) {
        expect((await post({ account: accountId, name: `Child ${index}`, birth_date: null })).status).toBe(
          201,
        );
      }
      const eleventh = await post({ account: accountId, name: 'One too many', birth_date: null });
      expect(eleventh.status).toBe(400);
      expect(await eleventh.json()).toEqual({
        non_field_errors: ['An account can have at most 10 players.'],
      });
      const list = (await (
        await send(app, `/api/v2/player/accounts/${accountId}`, { bearer: token })
      ).json()) as Page<Player>;
      expect(list.count).toBe(10);
    });

    it.each([
      [{ name: 'Robin', birth_date: null }, { account: ['This field is required.'] }],
      [{ account: 'me', name: 'Robin', birth_date: null }, { account: ['A valid integer is required.'] }],
      [{ account: 0, name: 'Robin', birth_date: null }, { account: ['A valid integer is required.'] }],
      [{ account: 1e12, name: 'Robin', birth_date: null }, { account: ['A valid integer is required.'] }],
    ])('refuses %j with 400', async (json, errors) => {
      const response = await call('parent', '/api/v2/player/', { method: 'POST', json });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
    });

    it('refuses a bad name in the parent’s own account with 400, and another account with 403', async () => {
      const own = await call('parent', '/api/v2/player/', {
        method: 'POST',
        json: { account: accountOf.parent, name: '   ', birth_date: null },
      });
      expect(own.status).toBe(400);
      expect(await own.json()).toEqual({ name: ['Name may not contain only empty characters'] });
      const other = await call('sunset', '/api/v2/player/', {
        method: 'POST',
        json: { account: accountOf.parent, name: 'Intruder', birth_date: null },
      });
      expect(other.status).toBe(403);
      const missing = await call('staff', '/api/v2/player/', {
        method: 'POST',
        json: { account: 999_999, name: 'Nobody', birth_date: null },
      });
      expect(missing.status).toBe(404);
    });
  });

  describe('deactivating: PATCH /api/v1/accounts/players/{id}', () => {
    it('deactivates and reactivates a player, with and without the trailing slash', async () => {
      const created = (await (
        await call('parent', '/api/v2/player/', {
          method: 'POST',
          json: { account: accountOf.parent, name: 'Sky', birth_date: null },
        })
      ).json()) as Player;
      const off = await call('parent', `/api/v1/accounts/players/${created.id}`, {
        method: 'PATCH',
        json: { is_active: false },
      });
      expect(off.status).toBe(200);
      const offBody = (await off.json()) as Player & { deactivated_at: string | null };
      expect(offBody).toMatchObject({ is_active: false, name: 'Sky' });
      expect(offBody.deactivated_at).not.toBeNull();
      const on = await call('parent', `/api/v1/accounts/players/${created.id}/`, {
        method: 'PATCH',
        json: { is_active: true, in_program: false },
      });
      expect(await on.json()).toMatchObject({ is_active: true, in_program: false, deactivated_at: null });
      const logged = await handle.db
        .select()
        .from(playerChanges)
        .where(eq(playerChanges.playerId, created.id));
      expect(logged.map((row) => row.action)).toEqual(['create', 'patch', 'patch']);
    });

    it.each([
      [{}, { non_field_errors: ['Send at least one of the fields to change.'] }],
      [{ is_active: 'no' }, { is_active: ['Must be a valid boolean.'] }],
      [{ name: 'Ма' }, { name: ['Please include valid characters'] }],
    ])('refuses %j with 400', async (json, errors) => {
      const response = await call('parent', `/api/v1/accounts/players/${byName.Maya!.id}`, {
        method: 'PATCH',
        json,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
    });

    it('answers 405 to a method the path does not take', async () => {
      const response = await call('parent', `/api/v1/accounts/players/${byName.Maya!.id}`, {
        method: 'DELETE',
      });
      expect(response.status).toBe(405);
    });
  });

  describe('game settings: hr_gauge, chase_speed and acorns', () => {
    it('sets the gauge and the speed, keeping the other, and adds acorns to the balance', async () => {
      const leo = byName.Leo!.id;
      const gauge = await call('parent', `/api/v2/player/${leo}/hr_gauge/`, {
        method: 'POST',
        json: { low_bpm: 95, high_bpm: 165 },
      });
      expect(gauge.status).toBe(200);
      expect(await gauge.json()).toEqual({
        player_id: leo,
        hr_gauge: { low_bpm: 95, high_bpm: 165 },
        chase_speed: 'normal',
        acorns: 0,
      });
      const speed = await call('parent', `/api/v2/player/${leo}/chase_speed/`, {
        method: 'POST',
        json: { speed: 'fast' },
      });
      expect(await speed.json()).toMatchObject({
        hr_gauge: { low_bpm: 95, high_bpm: 165 },
        chase_speed: 'fast',
      });
      await call('parent', `/api/v2/player/${leo}/acorns/`, { method: 'POST', json: { amount: 30 } });
      const acorns = await call('parent', `/api/v2/player/${leo}/acorns/`, {
        method: 'POST',
        json: { amount: 12, note: 'Great week' },
      });
      expect(await acorns.json()).toMatchObject({ acorns: 42 });
      const details = (await (await call('parent', `/api/v1/dashboard/player/${leo}/details/`)).json()) as {
        game_settings: unknown;
      };
      expect(details.game_settings).toEqual({
        hr_gauge: { low_bpm: 95, high_bpm: 165 },
        chase_speed: 'fast',
        acorns: 42,
      });
    });

    it.each([
      [
        'hr_gauge',
        { low_bpm: 150, high_bpm: 120 },
        { high_bpm: ['The upper heart rate must be above the lower one.'] },
      ],
      [
        'hr_gauge',
        { low_bpm: 30, high_bpm: 120 },
        { low_bpm: ['Enter a heart rate from 60 to 220 beats per minute.'] },
      ],
      ['hr_gauge', { low_bpm: '90', high_bpm: 120 }, { low_bpm: ['A valid integer is required.'] }],
      ['chase_speed', { speed: 'ludicrous' }, { speed: ['"ludicrous" is not a valid choice.'] }],
      ['acorns', { amount: 10_000 }, { amount: ['Give from 1 to 500 acorns at a time.'] }],
      ['acorns', { amount: 5, note: 'n'.repeat(201) }, { note: ['Note must be less than 200 characters'] }],
    ])('refuses %s %j with 400', async (setting, json, errors) => {
      const response = await call('parent', `/api/v2/player/${byName.Maya!.id}/${setting}/`, {
        method: 'POST',
        json,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
    });

    it('keeps a deactivated player’s game as it is (409)', async () => {
      for (const write of playerWrites(byName.Noor!.id).filter((entry) => entry.method === 'POST')) {
        const response = await call('parent', write.path, { method: write.method, json: write.json });
        expect(response.status, write.path).toBe(409);
        expect(await response.json()).toEqual({
          detail: 'This player is deactivated: reactivate them to change their game.',
        });
      }
    });
  });

  describe('heart-rate moments', () => {
    it('lists rises newest first, 1000 a page, fewer when asked', async () => {
      const path = `/api/v2/player/${byName.Maya!.id}/hr_rises/`;
      const all = (await (await call('parent', `${path}?page=1&page_size=1000`)).json()) as Page<{
        started_at: string;
        start_bpm: number;
        peak_bpm: number;
        duration_seconds: number;
      }>;
      expect(all.count).toBeGreaterThan(200);
      const times = all.results.map((row) => row.started_at);
      expect(times).toEqual([...times].sort().reverse());
      expect(all.results.every((row) => row.peak_bpm > row.start_bpm && row.duration_seconds > 0)).toBe(true);
      const small = (await (await call('parent', `${path}?page=2&page_size=5`)).json()) as Page<unknown>;
      expect(small.results).toHaveLength(5);
      expect(small).toMatchObject({ count: all.count, previous: `${path}?page=1&page_size=5` });
      expect(small.next).toBe(`${path}?page=3&page_size=5`);
      const capped = (await (await call('parent', `${path}?page_size=100000`)).json()) as Page<unknown>;
      expect(capped.results.length).toBeLessThanOrEqual(1000);
    });

    it('lists cool-downs newest first', async () => {
      const page = (await (
        await call('parent', `/api/v2/player/${byName.Maya!.id}/cool_downs/?page=1`)
      ).json()) as Page<{ started_at: string; from_bpm: number; to_bpm: number }>;
      expect(page.count).toBeGreaterThan(200);
      expect(page.results[0]!.from_bpm).toBeGreaterThan(page.results[0]!.to_bpm);
    });

    it('filters cooldown events by kind, cool-down and time', async () => {
      const base = `/api/v2/player/${byName.Maya!.id}/cooldown_events/`;
      type Event = { id: number; kind: string; cool_down: number | null; occurred_at: string };
      const all = (await (await call('parent', `${base}?page=1&page_size=1000`)).json()) as Page<Event>;
      expect(new Set(all.results.map((event) => event.kind))).toEqual(
        new Set(['prompted', 'started', 'completed', 'skipped']),
      );
      const completed = (await (await call('parent', `${base}?kind=completed`)).json()) as Page<Event>;
      expect(completed.count).toBeGreaterThan(0);
      expect(completed.results.every((event) => event.kind === 'completed')).toBe(true);
      const one = all.results[0]!;
      const ofCoolDown = (await (
        await call('parent', `${base}?cool_down=${one.cool_down}`)
      ).json()) as Page<Event>;
      expect(ofCoolDown.results.every((event) => event.cool_down === one.cool_down)).toBe(true);
      expect(ofCoolDown.count).toBeGreaterThanOrEqual(2);
      const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
      const recent = (await (
        await call('parent', `${base}?occurred_at__gte=${encodeURIComponent(since)}&kind=prompted`)
      ).json()) as Page<Event>;
      expect(recent.count).toBeGreaterThan(0);
      expect(recent.count).toBeLessThanOrEqual(8);
      expect(recent.results.every((event) => event.occurred_at >= since)).toBe(true);
    });

    it.each([
      ['kind=bogus', { kind: ['"bogus" is not a valid choice.'] }],
      [`kind=${'k'.repeat(100)}`, { kind: [`"${'k'.repeat(39)}…" is not a valid choice.`] }],
      ['cool_down=abc', { cool_down: ['A valid integer is required.'] }],
      ['cool_down=0', { cool_down: ['A valid integer is required.'] }],
      [`cool_down=${'9'.repeat(70)}`, { cool_down: ['A valid integer is required.'] }],
      ['occurred_at__gte=yesterday', { occurred_at__gte: ['Enter a valid date/time.'] }],
      [
        `occurred_at__lt=2026-01-01T00:00:00Z${'0'.repeat(60)}`,
        { occurred_at__lt: ['Enter a valid date/time.'] },
      ],
    ])('answers the cooldown event filter %s with 400', async (query, errors) => {
      const response = await call('parent', `/api/v2/player/${byName.Maya!.id}/cooldown_events/?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
    });

    it('answers an activity filter longer than 64 characters with 400', async () => {
      const response = await call(
        'parent',
        `/api/v2/player/${byName.Maya!.id}/activity/?start_timestamp__gte=2026-01-01${'T'.repeat(80)}`,
      );
      expect(response.status).toBe(400);
    });

    it.each(['hr_rises', 'cool_downs', 'cooldown_events'])(
      'answers a %s page past the last with 404',
      async (list) => {
        const response = await call('parent', `/api/v2/player/${byName.Maya!.id}/${list}/?page=999`);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ detail: 'Invalid page.' });
      },
    );
  });

  describe('the dashboard summaries', () => {
    it('gives Maya’s overview: this week against the goal, her streak and totals', async () => {
      const overview = (await (
        await call('parent', `/api/v1/dashboard/player/${byName.Maya!.id}/overview/`)
      ).json()) as {
        goal_minutes: number;
        time_zone: string;
        week: { date: string; minutes: number; reached_goal: boolean }[];
        current_streak_days: number;
        longest_streak_days: number;
        total_seconds_played: number;
        days_at_goal_this_week: number;
      };
      expect(overview.goal_minutes).toBe(45);
      expect(overview.time_zone).toBe('America/Chicago');
      expect(overview.week).toHaveLength(7);
      expect(overview.current_streak_days).toBeGreaterThanOrEqual(6);
      expect(overview.longest_streak_days).toBeGreaterThanOrEqual(overview.current_streak_days);
      expect(overview.days_at_goal_this_week).toBe(overview.week.filter((day) => day.reached_goal).length);
      const activity = (await (
        await call('parent', `/api/v2/player/${byName.Maya!.id}/activity/`)
      ).json()) as { total_seconds_played: number };
      expect(overview.total_seconds_played).toBe(activity.total_seconds_played);
    });

    it('gives the details: profile, heart-rate summary matching the lists, game settings', async () => {
      const maya = byName.Maya!.id;
      const details = (await (await call('parent', `/api/v1/dashboard/player/${maya}/details/`)).json()) as {
        hr_rises: { count: number; average_peak_bpm: number };
        cool_downs: { count: number };
        cooldown_events: { count: number; completed: number; skipped: number };
        game_settings: { chase_speed: string; acorns: number };
      };
      const rises = (await (
        await call('parent', `/api/v2/player/${maya}/hr_rises/`)
      ).json()) as Page<unknown>;
      const events = (await (
        await call('parent', `/api/v2/player/${maya}/cooldown_events/`)
      ).json()) as Page<unknown>;
      expect(details.hr_rises.count).toBe(rises.count);
      expect(details.hr_rises.average_peak_bpm).toBeGreaterThan(100);
      expect(details.cooldown_events.count).toBe(events.count);
      expect(details.cooldown_events.completed).toBeGreaterThan(details.cooldown_events.skipped);
      expect(details.game_settings).toMatchObject({ chase_speed: 'fast', acorns: 65 });
    });

    it('gives the account’s statistics to the parent and staff, 403 to another parent', async () => {
      const path = `/api/v2/accounts/${accountOf.parent}/statistics/`;
      const response = await call('parent', path);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        account_id: accountOf.parent,
        players: expect.any(Number),
        active_players: expect.any(Number),
        total_seconds_played: expect.any(Number),
        week_start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect((await call('staff', path)).status).toBe(200);
      expect((await call('sunset', path)).status).toBe(403);
      expect((await call('blocked', path)).status).toBe(403);
      expect((await call('staff', '/api/v2/accounts/999999/statistics/')).status).toBe(404);
    });

    it('counts the second parent’s child apart: shorter play, never the goal', async () => {
      const page = (await (
        await call('monthly', `/api/v2/player/accounts/${accountOf.monthly}`)
      ).json()) as Page<Player>;
      expect(page.results.map((player) => player.name)).toEqual(['Zoe']);
      const overview = (await (
        await call('monthly', `/api/v1/dashboard/player/${page.results[0]!.id}/overview/`)
      ).json()) as { longest_streak_days: number };
      expect(overview.longest_streak_days).toBe(0);
      const statistics = (await (
        await call('monthly', `/api/v2/accounts/${accountOf.monthly}/statistics/`)
      ).json()) as { players: number; active_players: number };
      expect(statistics).toMatchObject({ players: 1, active_players: 1 });
    });
  });

  describe('surveys and experiment variants', () => {
    it('lists every survey with when the player answered it', async () => {
      const page = (await (
        await call('parent', `/api/v2/player/surveys/?player_id=${byName.Maya!.id}&page=1`)
      ).json()) as Page<{ slug: string; answered_at: string | null }>;
      expect(page.count).toBe(3);
      expect(
        page.results.filter((survey) => survey.answered_at !== null).map((survey) => survey.slug),
      ).toEqual(['play-routine', 'after-play']);
    });

    it('gives the newest campaign variant of the player, or the named one, or nulls', async () => {
      const maya = byName.Maya!.id;
      const path = `/api/v2/player/experiment_variant/?player_id=${maya}`;
      expect(await (await call('parent', path)).json()).toEqual({
        player_id: maya,
        campaign_name: null,
        variant_name: null,
      });
      await handle.db.insert(accountExperiments).values([
        { accountId: accountOf.parent!, playerId: maya, campaignName: 'calm_prompts', variantName: 'A' },
        { accountId: accountOf.parent!, playerId: maya, campaignName: 'streak_badges', variantName: 'on' },
      ]);
      expect(await (await call('parent', path)).json()).toEqual({
        player_id: maya,
        campaign_name: 'streak_badges',
        variant_name: 'on',
      });
      expect(await (await call('parent', `${path}&campaign_name=calm_prompts`)).json()).toMatchObject({
        variant_name: 'A',
      });
    });

    it.each([
      ['/api/v2/player/surveys/', { player_id: ['This field is required.'] }],
      ['/api/v2/player/surveys/?player_id=me', { player_id: ['A valid integer is required.'] }],
      ['/api/v2/player/experiment_variant/', { player_id: ['This field is required.'] }],
      ['/api/v2/player/experiment_variant/?player_id=-3', { player_id: ['A valid integer is required.'] }],
    ])('answers %s with 400', async (path, errors) => {
      const response = await call('parent', path);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
    });

    it('answers a campaign name that is not a name with 400', async () => {
      const response = await call(
        'parent',
        `/api/v2/player/experiment_variant/?player_id=${byName.Maya!.id}&campaign_name=${encodeURIComponent('a b')}`,
      );
      expect(response.status).toBe(400);
    });
  });
});
