import {
  billingStatusNames,
  canAccessAccount,
  menuRoles,
  roleKind,
  subscriptionStateOf,
  sunsetState,
  supportedTagsFromConfigs,
  type AccessUser,
  type RemoteConfigEntry,
} from '@hub/domain';
import { count, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { playerActivity, remoteConfigs, users } from '../db/schema';
import { databases } from '../test/databases';
import { accessToken, Browser, send, testApp } from '../test/helpers';
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

  interface Info extends AccessUser {
    checkout_completed: boolean;
    account: AccessUser['account'] & { id: number; billing_status: { status_name: string } | null };
  }

  /** What the hub decides for a demo person, by the domain's own rules, from what the server answers. */
  async function seenByTheHub(email: string) {
    const app = testApp(handle);
    const token = await accessToken(app, email);
    const info = (await (await send(app, '/api/v2/user/info/', { bearer: token })).json()) as Info;
    const configs = (await (
      await send(app, '/api/v2/remote_configs/list/?page=1', { bearer: token })
    ).json()) as {
      results: RemoteConfigEntry[];
    };
    const players = await send(app, `/api/v2/player/accounts/${info.account!.id}`, { bearer: token });
    const statusName = info.account?.billing_status?.status_name ?? null;
    return {
      role: roleKind(info),
      menu: menuRoles(info),
      access: canAccessAccount(info),
      sunset: sunsetState({
        supportedTags: supportedTagsFromConfigs(configs.results),
        accountTags: info.account?.tags,
      }),
      billingUser: info.is_billing_user,
      checkoutCompleted: info.checkout_completed,
      subscription: statusName === null ? null : subscriptionStateOf(statusName),
      players: players.status === 200 ? ((await players.json()) as { count: number }).count : null,
    };
  }

  it.each([
    [
      'parent@demo.test',
      {
        role: 'user',
        menu: ['parent'],
        access: true,
        sunset: 'supported',
        billingUser: true,
        checkoutCompleted: true,
        subscription: 'active',
        players: 2,
      },
    ],
    ['sunset@demo.test', { role: 'user', access: true, sunset: 'sunset', checkoutCompleted: true }],
    ['staff@demo.test', { role: 'admin', menu: ['admin'], access: true, sunset: 'supported' }],
    ['coach@demo.test', { role: 'user', menu: ['coach'], access: true, checkoutCompleted: true }],
    ['newcustomer@demo.test', { access: true, checkoutCompleted: false, subscription: 'notPurchased' }],
    ['blocked@demo.test', { role: 'user', access: false, players: null }],
  ])('shows %s as the demo table says, by the domain’s rules', async (email, expected) => {
    expect(await seenByTheHub(email)).toMatchObject(expected);
  });

  it('gives every demo account a billing status the domain knows, or none', () => {
    const known: string[] = Object.values(billingStatusNames);
    for (const person of demoPeople) {
      if (person.account.billingStatus !== null) expect(known).toContain(person.account.billingStatus);
    }
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
