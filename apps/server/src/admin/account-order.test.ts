// The accounts list's orders (issue 30): `?ordering=` by id, last play and churn risk, either way, with a 400
// naming the known values for any other; and the account's last play as play is written and removed (the
// stored column the orders read, kept by triggers on player_activity and players).
import { churnGroupStatuses, type SubscriptionState } from '@hub/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import { accounts, churnGroupSql } from '../account/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { playerActivity, players } from '../stats/schema';
import { createAdminFamily } from '../test/admin';
import { databases } from '../test/databases';
import { accessToken, json, send, testApp, type TestApp } from '../test/helpers';
import { accountOrderings } from '@hub/domain';

interface Listed {
  count: number;
  results: { id: number; last_play_at: string | null; churn_risk: string[] }[];
}

const dayMs = 86_400_000;

/** The families of the orders: each a subscription state and how many days ago it last played. */
const families = {
  quiet: { state: 'active', playedDaysAgo: 30 },
  recent: { state: 'active', playedDaysAgo: 1 },
  cancelling: { state: 'cancelRequested', playedDaysAgo: 2 },
  ended: { state: 'cancelled', playedDaysAgo: 60 },
  never: { state: 'active', playedDaysAgo: null },
} satisfies Record<string, { state: SubscriptionState; playedDaysAgo: number | null }>;
type FamilyName = keyof typeof families;

describe.each(databases())('the accounts list’s orders on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let staff: string;
  const accountOf = new Map<FamilyName, number>();
  const playerOf = new Map<FamilyName, number>();

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    staff = await accessToken(app, 'staff@demo.test');
    const staffId = ((await json(await send(app, '/api/v2/user/info/', { bearer: staff }))) as { id: number })
      .id;
    // Created in this order, so `-id` lists them the other way round.
    for (const [name, family] of Object.entries(families) as [FamilyName, (typeof families)[FamilyName]][]) {
      const created = await createAdminFamily(handle.db, { state: family.state, author: staffId });
      accountOf.set(name, created.accountId);
      playerOf.set(name, created.playerId);
      if (family.playedDaysAgo !== null) {
        await handle.db.insert(playerActivity).values({
          playerId: created.playerId,
          periodDatetime: new Date(Date.now() - family.playedDaysAgo * dayMs),
          secondsPlayed: 600,
        });
      }
    }
  });
  afterAll(() => handle.close());

  const get = (path: string) => send(app, path, { bearer: staff });
  /** The list in an ordering, whole (the test world is far under a page). */
  const list = async (ordering: string) => {
    const response = await get(`/api/v2/admin/accounts/?${new URLSearchParams({ ordering })}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Listed;
  };
  /** Our families in the order the list gives them. */
  const ourOrder = (listed: Listed) => {
    const names = new Map([...accountOf].map(([name, id]) => [id, name]));
    return listed.results.flatMap((row) => names.get(row.id) ?? []);
  };

  /** Each ordering with our families in the order it lists them ('' is the default). */
  const orders: [string, FamilyName[]][] = [
    ['', ['never', 'ended', 'cancelling', 'recent', 'quiet']],
    ['-id', ['never', 'ended', 'cancelling', 'recent', 'quiet']],
    ['id', ['quiet', 'recent', 'cancelling', 'ended', 'never']],
    ['-last_play_at', ['recent', 'cancelling', 'quiet', 'ended', 'never']],
    ['last_play_at', ['never', 'ended', 'quiet', 'cancelling', 'recent']],
    // A requested cancel, then the others from the longest without play, then ended subscriptions.
    ['-churn_risk', ['cancelling', 'never', 'quiet', 'recent', 'ended']],
    ['churn_risk', ['ended', 'recent', 'quiet', 'never', 'cancelling']],
  ];

  it.each(orders)('orders the list by ordering=%s', async (ordering, expected) => {
    const listed = await list(ordering);
    expect(ourOrder(listed)).toEqual(expected);
    expect(listed.count).toBe((await list('')).count);
  });

  it('has a row above for every ordering the server knows', () => {
    expect(
      orders
        .map(([ordering]) => ordering)
        .filter(Boolean)
        .sort(),
    ).toEqual([...accountOrderings].sort());
  });

  it('lists the most at risk first by -churn_risk, as the churn_risk of each row says', async () => {
    const listed = await list('-churn_risk');
    const ours = new Set(accountOf.values());
    const reasons = listed.results.filter((row) => ours.has(row.id)).map((row) => row.churn_risk);
    expect(reasons).toEqual([['cancel_requested'], ['no_recent_play'], ['no_recent_play'], [], []]);
  });

  it.each(['churn', '--id', 'name', '-created_at', 'id,-id', 'ID', 'x'.repeat(300)])(
    'refuses ordering=%s with 400 naming the known orderings',
    async (ordering) => {
      const response = await get(`/api/v2/admin/accounts/?${new URLSearchParams({ ordering })}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { ordering: string[] };
      expect(body.ordering).toHaveLength(1);
      expect(body.ordering[0]).toContain('is not a valid ordering');
      for (const known of accountOrderings) expect(body.ordering[0]).toContain(known);
      expect(body.ordering[0]!.length).toBeLessThan(200);
    },
  );

  it('groups by the status names of the domain’s churn order (churnGroupStatuses)', () => {
    const { sql: text } = new PgDialect().sqlToQuery(churnGroupSql(accounts.billingStatusName));
    const names = (group: 0 | 2) =>
      [...text.matchAll(/'([A-Z_]+)'/g)]
        .filter((match) => text.slice(match.index).match(/ then (\d)/)?.[1] === String(group))
        .map((match) => match[1]);
    expect(names(0)).toEqual(churnGroupStatuses.first);
    expect(names(2)).toEqual(churnGroupStatuses.last);
  });

  describe('the last play the orders read', () => {
    const lastPlayOf = async (account: number) => {
      const response = await get(`/api/v2/admin/accounts/${account}/`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { last_play_at: string | null }).last_play_at;
    };

    it('follows play as it is written, moved and removed, and a player as it is removed', async () => {
      const account = accountOf.get('quiet')!;
      const player = playerOf.get('quiet')!;
      const before = await lastPlayOf(account);
      expect(before).not.toBeNull();

      const later = new Date(Date.now() - 3 * dayMs);
      const earlier = new Date(Date.now() - 90 * dayMs);
      // Several rows in one statement: the newest is the account's.
      await handle.db.insert(playerActivity).values([
        { playerId: player, periodDatetime: earlier, secondsPlayed: 60 },
        { playerId: player, periodDatetime: later, secondsPlayed: 60 },
      ]);
      expect(await lastPlayOf(account)).toBe(later.toISOString());

      const moved = new Date(Date.now() - 2 * dayMs);
      await handle.db
        .update(playerActivity)
        .set({ periodDatetime: moved })
        .where(and(eq(playerActivity.playerId, player), eq(playerActivity.periodDatetime, later)));
      expect(await lastPlayOf(account)).toBe(moved.toISOString());

      await handle.db
        .delete(playerActivity)
        .where(and(eq(playerActivity.playerId, player), eq(playerActivity.periodDatetime, moved)));
      expect(await lastPlayOf(account)).toBe(before);

      await handle.db.delete(players).where(eq(players.id, player));
      expect(await lastPlayOf(account)).toBeNull();
    });
  });
});
