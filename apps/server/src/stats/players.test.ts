import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { databases } from '../test/databases';
import { createUser, signInDemo, testApp, type DemoSignIns } from '../test/helpers';

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

describe.each(databases())('players and activity on $name', (database) => {
  let handle: DatabaseHandle;
  let accountOf: DemoSignIns['accountOf'];
  let get: DemoSignIns['get'];
  let players: Player[];

  beforeAll(async () => {
    handle = await database.open();
    ({ accountOf, get } = await signInDemo(testApp(handle), ['parent', 'sunset', 'staff', 'blocked']));
    const page = (await (
      await get(`/api/v2/player/accounts/${accountOf.parent}`, 'parent')
    ).json()) as Page<Player>;
    players = page.results;
  });
  afterAll(() => handle.close());

  describe('players', () => {
    it('lists an account’s players sorted by id, with and without the trailing slash', async () => {
      for (const path of [
        `/api/v2/player/accounts/${accountOf.parent}`,
        `/api/v2/player/accounts/${accountOf.parent}/`,
      ]) {
        const response = await get(path, 'parent');
        expect(response.status).toBe(200);
        const page = (await response.json()) as Page<Player>;
        expect(page.count).toBe(3);
        expect(page.results.map((player) => player.name)).toEqual(['Maya', 'Leo', 'Noor']);
        expect(page.results[0]!.id).toBeLessThan(page.results[1]!.id);
        expect(page.results[1]!.id).toBeLessThan(page.results[2]!.id);
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
      const first = (await (await get(`${base}?page_size=2`, 'parent')).json()) as Page<Player>;
      expect(first).toMatchObject({ count: 3, next: `${base}?page_size=2&page=2`, previous: null });
      expect(first.results.map((player) => player.name)).toEqual(['Maya', 'Leo']);
      const second = (await (await get(first.next!, 'parent')).json()) as Page<Player>;
      expect(second).toMatchObject({ count: 3, next: null, previous: `${base}?page_size=2&page=1` });
      expect(second.results.map((player) => player.name)).toEqual(['Noor']);
    });

    it.each([
      ['past the last page', '?page=2'],
      ['a word', '?page=abc'],
      ['zero', '?page=0'],
      ['negative', '?page=-1'],
    ])('answers a page that is %s with 404 Invalid page.', async (_, query) => {
      const response = await get(`/api/v2/player/accounts/${accountOf.parent}${query}`, 'parent');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Invalid page.' });
    });

    it('answers page=last with the last page, and an empty page= with the first', async () => {
      const base = `/api/v2/player/accounts/${accountOf.parent}`;
      const last = (await (await get(`${base}?page_size=1&page=last`, 'parent')).json()) as Page<Player>;
      expect(last).toMatchObject({ count: 3, next: null, previous: `${base}?page_size=1&page=2` });
      expect(last.results.map((player) => player.name)).toEqual(['Noor']);
      const first = (await (await get(`${base}?page_size=1&page=`, 'parent')).json()) as Page<Player>;
      expect(first).toMatchObject({ count: 3, next: `${base}?page_size=1&page=2`, previous: null });
      expect(first.results.map((player) => player.name)).toEqual(['Maya']);
    });

    it('answers an account without players with an empty first page, and 404 past it', async () => {
      const { accountId } = await createUser(handle.db);
      const base = `/api/v2/player/accounts/${accountId}`;
      for (const query of ['', '?page=1', '?page=last']) {
        const response = await get(`${base}${query}`, 'staff');
        expect(response.status, query).toBe(200);
        expect(await response.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
      }
      const past = await get(`${base}?page=2`, 'staff');
      expect(past.status).toBe(404);
      expect(await past.json()).toEqual({ detail: 'Invalid page.' });
    });

    it.each([
      ['a word', 'abc'],
      ['zero', '0'],
      ['too large', '5000'],
    ])('ignores a page_size that is %s', async (_, size) => {
      const response = await get(`/api/v2/player/accounts/${accountOf.parent}?page_size=${size}`, 'parent');
      expect(((await response.json()) as Page<Player>).results).toHaveLength(3);
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
