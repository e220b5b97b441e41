import { calendarDateIn, goalSummary } from '@hub/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { coolDowns, cooldownEvents, hrRises, playerActivity, players, users } from '../db/schema';
import { databases } from '../test/databases';
import { seedDemo } from './demo';

const noHash = () => Promise.reject(new Error('no one should need creating'));

describe.each(databases())('the demo world’s player stats on $name', (database) => {
  let handle: DatabaseHandle;
  // The world was seeded when the suite started, which may have been yesterday: top it up to one
  // fixed moment, so "today" below is the seed's today even when the run crosses midnight.
  const now = new Date();

  beforeAll(async () => {
    handle = await database.open();
    await seedDemo(handle.db, { passwordHash: noHash, now });
  });
  afterAll(() => handle.close());

  async function childrenOf(email: string) {
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    return handle.db.select().from(players).where(eq(players.accountId, user!.accountId)).orderBy(players.id);
  }

  async function playOf(playerId: number) {
    const rows = await handle.db
      .select()
      .from(playerActivity)
      .where(eq(playerActivity.playerId, playerId))
      .orderBy(playerActivity.periodDatetime);
    return rows.map((row) => ({
      period_datetime: row.periodDatetime.toISOString(),
      seconds_played: row.secondsPlayed,
    }));
  }

  it('gives the parent two active children and one deactivated, with play over more than three months', async () => {
    const children = await childrenOf('parent@demo.test');
    expect(children.map((child) => [child.name, child.isActive])).toEqual([
      ['Maya', true],
      ['Leo', true],
      ['Noor', false],
    ]);
    for (const child of children) {
      const play = await playOf(child.id);
      const days =
        (Date.parse(play.at(-1)!.period_datetime) - Date.parse(play[0]!.period_datetime)) / 86_400_000;
      expect(days, child.name).toBeGreaterThan(92);
      // Some days over the 45-minute goal, some under it.
      expect(
        play.some((row) => row.seconds_played > 45 * 60),
        child.name,
      ).toBe(true);
      expect(
        play.some((row) => row.seconds_played < 45 * 60),
        child.name,
      ).toBe(true);
    }
  });

  it('keeps Maya on a streak of six days or more up to today', async () => {
    const [maya] = await childrenOf('parent@demo.test');
    const summary = goalSummary(await playOf(maya!.id), { now, timeZone: 'America/Chicago' });
    expect(summary.currentStreak).toBeGreaterThanOrEqual(6);
    expect(summary.lastGoalDay).toBe(calendarDateIn(now, 'America/Chicago'));
  });

  it('stops Noor’s play at her deactivation', async () => {
    const noor = (await childrenOf('parent@demo.test')).find((child) => child.name === 'Noor')!;
    const play = await playOf(noor.id);
    expect(Date.parse(play.at(-1)!.period_datetime)).toBeLessThanOrEqual(noor.deactivatedAt!.getTime());
  });

  it('gives the second parent’s child another pattern: shorter sessions, never the goal', async () => {
    const [zoe] = await childrenOf('monthly@demo.test');
    expect(zoe!.name).toBe('Zoe');
    const play = await playOf(zoe!.id);
    expect(play.length).toBeGreaterThan(30);
    expect(Math.max(...play.map((row) => row.seconds_played))).toBeLessThanOrEqual(40 * 60);
  });

  it('gives every day played its rises, a cool-down and its events', async () => {
    const [maya] = await childrenOf('parent@demo.test');
    const days = (await playOf(maya!.id)).length;
    const countOf = async (table: typeof hrRises | typeof coolDowns | typeof cooldownEvents) =>
      (await handle.db.select({ n: count() }).from(table).where(eq(table.playerId, maya!.id)))[0]!.n;
    expect(await countOf(coolDowns)).toBe(days);
    expect(await countOf(hrRises)).toBeGreaterThanOrEqual(days);
    expect(await countOf(cooldownEvents)).toBeGreaterThanOrEqual(2 * days);
  });

  it('adds no heart-rate data on a second seeding the same day', async () => {
    const ids = (await childrenOf('parent@demo.test')).map((child) => child.id);
    const counts = () =>
      Promise.all(
        [hrRises, coolDowns, cooldownEvents].map(
          async (table) =>
            (await handle.db.select({ n: count() }).from(table).where(inArray(table.playerId, ids)))[0]!.n,
        ),
      );
    const before = await counts();
    await seedDemo(handle.db, { passwordHash: noHash, now });
    expect(await counts()).toEqual(before);
  });
});
