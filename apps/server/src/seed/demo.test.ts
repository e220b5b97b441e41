import { count, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { playerActivity, remoteConfigs, users } from '../db/schema';
import { databases } from '../test/databases';
import { Browser, testApp } from '../test/helpers';
import { demoActivity, demoPeople, demoSignIns, seedDemo } from './demo';

const noHash = () => Promise.reject(new Error('no one should need creating'));

describe.each(databases())('the demo world on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  it.each(demoPeople.map((person) => person.email))('signs %s in with the demo password', async (email) => {
    const response = await new Browser(testApp(handle)).signIn(email);
    expect(response.status).toBe(200);
  });

  it('creates nothing on a second seeding', async () => {
    const before = await Promise.all([
      handle.db.select({ n: count() }).from(users),
      handle.db.select({ n: count() }).from(remoteConfigs),
    ]);
    expect(await seedDemo(handle.db, { passwordHash: noHash })).toBe(0);
    const after = await Promise.all([
      handle.db.select({ n: count() }).from(users),
      handle.db.select({ n: count() }).from(remoteConfigs),
    ]);
    expect(after).toEqual(before);
  });

  it('tops the activity up to today when started on a later day', async () => {
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await seedDemo(handle.db, { passwordHash: noHash, now: later });
    const [row] = await handle.db
      .select({ n: count() })
      .from(playerActivity)
      .where(gte(playerActivity.periodDatetime, new Date(later.getTime() - 12 * 60 * 60 * 1000)));
    expect(row!.n).toBe(2);
    await seedDemo(handle.db, { passwordHash: noHash, now: later });
    const [again] = await handle.db
      .select({ n: count() })
      .from(playerActivity)
      .where(gte(playerActivity.periodDatetime, new Date(later.getTime() - 12 * 60 * 60 * 1000)));
    expect(again!.n).toBe(2);
  });
});

describe('demo activity', () => {
  const from = new Date('2025-01-01T00:00:00Z');
  const to = new Date('2025-12-31T18:00:00Z');

  it('plays most days of a year, at noon UTC, around the 45-minute goal', () => {
    const rows = demoActivity(7, from, to);
    expect(rows.length).toBeGreaterThan(250);
    expect(rows.length).toBeLessThanOrEqual(365);
    expect(rows.every((row) => row.periodDatetime.toISOString().endsWith('T12:00:00.000Z'))).toBe(true);
    expect(rows.every((row) => row.secondsPlayed >= 600 && row.secondsPlayed <= 4200)).toBe(true);
    expect(rows.at(-1)!.periodDatetime.toISOString()).toBe('2025-12-31T12:00:00.000Z');
  });

  it('is the same on every run', () => {
    expect(demoActivity(7, from, to)).toEqual(demoActivity(7, from, to));
  });

  it('prints every sign-in with the password', () => {
    const table = demoSignIns();
    expect(table).toContain('HubDemo#2026');
    for (const person of demoPeople) expect(table).toContain(person.email);
  });
});
