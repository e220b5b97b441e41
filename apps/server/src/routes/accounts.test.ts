import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { remoteConfigs } from '../db/schema';
import { databases } from '../test/databases';
import { accessToken, send, testApp, type TestApp } from '../test/helpers';

interface Info {
  id: number;
  account: { id: number };
}
interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
interface Player {
  id: number;
  name: string;
}
interface Activity {
  period_datetime: string;
  seconds_played: number;
}

const forbidden = { detail: 'You do not have permission to perform this action.' };
const unavailable = { detail: 'This account is unavailable. Please contact support.' };
const notFound = { detail: 'Not found.' };

describe.each(databases())('accounts, players and configs on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const accountOf: Record<string, number> = {};
  let players: Player[];

  async function get(path: string, who: string) {
    return send(app, path, { bearer: tokens[who] });
  }

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    for (const who of ['parent', 'sunset', 'staff', 'blocked']) {
      tokens[who] = await accessToken(app, `${who}@demo.test`);
      const info = (await (await get('/api/v2/user/info/', who)).json()) as Info;
      accountOf[who] = info.account.id;
    }
    const page = (await (
      await get(`/api/v2/player/accounts/${accountOf.parent}`, 'parent')
    ).json()) as Page<Player>;
    players = page.results;
  });
  afterAll(() => handle.close());

  describe('who reaches an account', () => {
    it('gives a parent their own account with tags, status, billing status and devices', async () => {
      const response = await get(`/api/v2/accounts/${accountOf.parent}/`, 'parent');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        id: accountOf.parent,
        tags: ['hub-dashboard'],
        account_status: 'ACTIVE',
        billing_status: { status_name: 'ACTIVE' },
        devices: [{ id: expect.any(Number), name: 'Living-room tablet', is_kiosk_mode: false }],
        coach_user: null,
      });
    });

    it.each([
      ['the account', (id: number) => `/api/v2/accounts/${id}/`],
      ['its remote configs', (id: number) => `/api/v2/accounts/${id}/remote_configs/list/`],
      ['its players', (id: number) => `/api/v2/player/accounts/${id}`],
      ['its incomplete profiles', (id: number) => `/api/v2/accounts/${id}/incomplete_profiles/`],
    ])('answers 403 to a parent asking for another account’s %s, and 200 to staff', async (_, path) => {
      const other = await get(path(accountOf.parent!), 'sunset');
      expect(other.status).toBe(403);
      expect(await other.json()).toEqual(forbidden);
      expect((await get(path(accountOf.parent!), 'staff')).status).toBe(200);
    });

    it('answers 403 to a parent for an account id that does not exist, and 404 to staff', async () => {
      const parent = await get('/api/v2/accounts/999999/', 'parent');
      expect(parent.status).toBe(403);
      const staff = await get('/api/v2/accounts/999999/', 'staff');
      expect(staff.status).toBe(404);
      expect(await staff.json()).toEqual(notFound);
      expect((await get('/api/v2/player/accounts/999999/', 'staff')).status).toBe(404);
    });

    it.each([
      ['a word', '/api/v2/accounts/abc/'],
      ['a negative number', '/api/v2/accounts/-1/'],
      ['a number past the integer range', '/api/v2/accounts/99999999999/'],
      ['zero', '/api/v2/accounts/0/'],
      ['a decimal', '/api/v2/player/accounts/1.5'],
      ['a word for a player', '/api/v2/player/abc/activity/'],
    ])('answers an id that is %s with 404', async (_, path) => {
      const response = await get(path, 'staff');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFound);
    });

    it('answers 403 to a blocked account’s user on every account-scoped endpoint', async () => {
      const id = accountOf.blocked!;
      for (const path of [
        `/api/v2/accounts/${id}/`,
        `/api/v2/accounts/${id}/remote_configs/list/`,
        `/api/v2/player/accounts/${id}`,
        `/api/v2/accounts/${id}/incomplete_profiles/`,
        '/api/v2/user/',
        '/api/v2/user/shipping/',
      ]) {
        const response = await get(path, 'blocked');
        expect(response.status, path).toBe(403);
        expect(await response.json()).toEqual(unavailable);
      }
    });

    it('still lets a blocked account’s user read their user info and the global configs', async () => {
      const info = await get('/api/v2/user/info/', 'blocked');
      expect(info.status).toBe(200);
      expect(await info.json()).toMatchObject({ account: { account_status: 'BLOCKED' } });
      expect((await get('/api/v2/remote_configs/list/', 'blocked')).status).toBe(200);
    });
  });

  describe('remote configs', () => {
    it('lists the global configs, with the supported account tags', async () => {
      const response = await get('/api/v2/remote_configs/list/?page=1', 'parent');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            config_name: 'customer_dash_supported_account_tags',
            config_value: '["hub-dashboard","early-access"]',
            updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
          },
        ],
      });
    });

    it('lists an account’s own configs, not the global ones', async () => {
      await handle.db
        .insert(remoteConfigs)
        .values({ accountId: accountOf.sunset!, configName: 'metagame', configValue: '{"product":"city"}' });
      const response = await get(`/api/v2/accounts/${accountOf.sunset}/remote_configs/list/`, 'sunset');
      const page = (await response.json()) as Page<{ config_name: string; config_value: string }>;
      expect(page.count).toBe(1);
      expect(page.results[0]).toMatchObject({ config_name: 'metagame', config_value: '{"product":"city"}' });
    });

    it('answers an account without configs with an empty page', async () => {
      const response = await get(`/api/v2/accounts/${accountOf.parent}/remote_configs/list/`, 'parent');
      expect(await response.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    });
  });

  describe('players', () => {
    it('lists an account’s players sorted by id, with and without the trailing slash', async () => {
      for (const path of [
        `/api/v2/player/accounts/${accountOf.parent}`,
        `/api/v2/player/accounts/${accountOf.parent}/`,
      ]) {
        const response = await get(path, 'parent');
        expect(response.status).toBe(200);
        const page = (await response.json()) as Page<Player>;
        expect(page.count).toBe(2);
        expect(page.results.map((player) => player.name)).toEqual(['Maya', 'Leo']);
        expect(page.results[0]!.id).toBeLessThan(page.results[1]!.id);
        expect(page.results[0]).toEqual({
          id: expect.any(Number),
          name: 'Maya',
          in_program: true,
          role: 'player',
          is_active: true,
          statistic: { first_play_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
        });
      }
    });

    it('pages with page and page_size, linking next and previous by absolute path', async () => {
      const base = `/api/v2/player/accounts/${accountOf.parent}`;
      const first = (await (await get(`${base}?page_size=1`, 'parent')).json()) as Page<Player>;
      expect(first).toMatchObject({ count: 2, next: `${base}?page_size=1&page=2`, previous: null });
      expect(first.results.map((player) => player.name)).toEqual(['Maya']);
      const second = (await (await get(first.next!, 'parent')).json()) as Page<Player>;
      expect(second).toMatchObject({ count: 2, next: null, previous: `${base}?page_size=1&page=1` });
      expect(second.results.map((player) => player.name)).toEqual(['Leo']);
    });

    it.each([
      ['past the last page', '?page=3'],
      ['a word', '?page=abc'],
      ['zero', '?page=0'],
      ['negative', '?page=-1'],
    ])('answers a page that is %s with 404 Invalid page.', async (_, query) => {
      const response = await get(`/api/v2/player/accounts/${accountOf.parent}${query}`, 'parent');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Invalid page.' });
    });

    it.each([
      ['a word', 'abc'],
      ['zero', '0'],
      ['too large', '5000'],
    ])('ignores a page_size that is %s', async (_, size) => {
      const response = await get(`/api/v2/player/accounts/${accountOf.parent}?page_size=${size}`, 'parent');
      expect(((await response.json()) as Page<Player>).results).toHaveLength(2);
    });

    it('lists the players whose profile is incomplete as {id, player_name}', async () => {
      const response = await get(`/api/v2/accounts/${accountOf.parent}/incomplete_profiles/`, 'parent');
      const leo = players.find((player) => player.name === 'Leo')!;
      expect(await response.json()).toEqual({
        count: 1,
        next: null,
        previous: null,
        results: [{ id: leo.id, player_name: 'Leo' }],
      });
    });
  });

  describe('activity', () => {
    it('lists a year of daily activity in time order with the total', async () => {
      const maya = players.find((player) => player.name === 'Maya')!;
      const response = await get(`/api/v2/player/${maya.id}/activity/`, 'parent');
      expect(response.status).toBe(200);
      const page = (await response.json()) as Page<Activity> & { total_seconds_played: number };
      expect(page.count).toBeGreaterThan(250);
      expect(page.count).toBeLessThanOrEqual(366);
      const times = page.results.map((row) => Date.parse(row.period_datetime));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.abs(Date.now() - times.at(-1)!)).toBeLessThan(24 * 60 * 60 * 1000);
      expect(page.total_seconds_played).toBe(page.results.reduce((sum, row) => sum + row.seconds_played, 0));
    });

    it('filters by start_timestamp__gte and totals only what matches', async () => {
      const maya = players.find((player) => player.name === 'Maya')!;
      const since = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const response = await get(
        `/api/v2/player/${maya.id}/activity/?start_timestamp__gte=${since}T00:00:00`,
        'parent',
      );
      const page = (await response.json()) as Page<Activity> & { total_seconds_played: number };
      expect(page.count).toBeGreaterThan(0);
      expect(page.count).toBeLessThanOrEqual(8);
      expect(page.results.every((row) => row.period_datetime >= `${since}T00:00:00`)).toBe(true);
      expect(page.total_seconds_played).toBe(page.results.reduce((sum, row) => sum + row.seconds_played, 0));
    });

    it.each([
      ['a word', 'yesterday'],
      ['an impossible date', '2026-02-31'],
      ['an impossible hour', '2026-01-01T25:00:00'],
      ['an empty value', ''],
    ])('answers a start_timestamp__gte that is %s with 400', async (_, value) => {
      const maya = players.find((player) => player.name === 'Maya')!;
      const response = await get(
        `/api/v2/player/${maya.id}/activity/?start_timestamp__gte=${value}`,
        'parent',
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ start_timestamp__gte: ['Enter a valid date/time.'] });
    });

    it('answers 403 for another account’s player, and 404 to staff for one that does not exist', async () => {
      const maya = players.find((player) => player.name === 'Maya')!;
      expect((await get(`/api/v2/player/${maya.id}/activity/`, 'sunset')).status).toBe(403);
      expect((await get(`/api/v2/player/${maya.id}/activity/`, 'staff')).status).toBe(200);
      expect((await get('/api/v2/player/999999/activity/', 'sunset')).status).toBe(403);
      expect((await get('/api/v2/player/999999/activity/', 'staff')).status).toBe(404);
      expect((await get(`/api/v2/player/${maya.id}/activity/`, 'blocked')).status).toBe(403);
    });
  });
});
