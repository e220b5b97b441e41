import {
  addCalendarDays,
  allowedEvents,
  billingStatusNames,
  calendarDateIn,
  canAccessAccount,
  menuRoles,
  roleKind,
  subscriptionStateOf,
  sunsetState,
  supportedTagsFromConfigs,
  type AccessUser,
  type RemoteConfigEntry,
} from '@hub/domain';
import { count, countDistinct, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import {
  invoices,
  paymentMethods,
  playerActivity,
  players,
  remoteConfigs,
  subscriptionActions,
  subscriptions,
  users,
} from '../db/schema';
import { expectParses } from '../test/billing';
import { databases } from '../test/databases';
import { accessToken, Browser, send, testApp } from '../test/helpers';
import { demoActivity, demoPeople, demoSignIns, seedDemo } from './demo';
import { demoAccountPeople } from './demo-account';

const noHash = () => Promise.reject(new Error('no one should need creating'));

describe.each(databases())('the demo world on $name', (database) => {
  let handle: DatabaseHandle;
  /** When the demo was seeded, to read its days in a zone. */
  let seededAt: Date;

  beforeAll(async () => {
    const opened = await database.open();
    handle = opened;
    seededAt = opened.seededAt;
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
        // Maya, Leo and Noor (deactivated; src/seed/demo-stats.ts).
        players: 3,
      },
    ],
    ['sunset@demo.test', { role: 'user', access: true, sunset: 'sunset', checkoutCompleted: true }],
    ['staff@demo.test', { role: 'admin', menu: ['admin'], access: true, sunset: 'supported' }],
    ['coach@demo.test', { role: 'user', menu: ['coach'], access: true, checkoutCompleted: true }],
    ['newcustomer@demo.test', { access: true, checkoutCompleted: false, subscription: 'notPurchased' }],
    ['blocked@demo.test', { role: 'user', access: false, players: null }],
    ['cancelled@demo.test', { role: 'user', access: true, billingUser: true, subscription: 'cancelled' }],
    ['returned@demo.test', { role: 'user', access: true, billingUser: true, subscription: 'returned' }],
    ['grace@demo.test', { role: 'user', access: true, billingUser: true, subscription: 'cancelRequested' }],
    ['monthly@demo.test', { role: 'user', access: true, billingUser: true, subscription: 'active' }],
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
    const counts = () =>
      Promise.all(
        [users, remoteConfigs, subscriptions, invoices, paymentMethods, subscriptionActions].map((table) =>
          handle.db.select({ n: count() }).from(table),
        ),
      );
    const before = await counts();
    expect(await seedDemo(handle.db, { passwordHash: noHash })).toBe(0);
    expect(await counts()).toEqual(before);
  });

  describe('billing', () => {
    interface Seen {
      token: string;
      accountId: number;
      subscription: Record<string, unknown> & { status: string; started_on: string };
      invoices: { count: number; results: { status: string; date: string; amount: number }[] };
      details: { payment_method: { brand: string; last4: string } | null };
    }

    /** What the hub reads of a demo person's billing, each answer parsed as the client parses it. */
    async function billingOf(email: string): Promise<Seen> {
      const app = testApp(handle);
      const token = await accessToken(app, email);
      const get = async (path: string, schema: string) => {
        const response = await send(app, path, { bearer: token });
        expect(response.status, path).toBe(200);
        const body = await response.json();
        await expectParses(schema, body);
        return body as never;
      };
      const info = (await get('/api/v2/user/info/', 'userInfoSchema')) as {
        id: number;
        account: { id: number };
      };
      const accountId = info.account.id;
      const list = (await get(`/api/v3/subscriptions/?account=${accountId}`, 'subscriptionPageSchema')) as {
        results: Seen['subscription'][];
      };
      expect(list.results).toHaveLength(1);
      await get(`/api/v3/subscription_actions/?account=${accountId}`, 'subscriptionActionPageSchema');
      return {
        token,
        accountId,
        subscription: list.results[0]!,
        invoices: await get(
          `/api/v2/billing/accounts/${accountId}/invoices/?page_size=1000`,
          'invoicePageSchema',
        ),
        details: await get(`/api/v2/billing/users/${info.id}/billing_details/`, 'billingDetailsSchema'),
      };
    }

    /**
     * The day `days` from the seeding's day in a zone: the seed dates its rows from its own today, and a
     * test that ran past midnight after it must not read a day later (so: the day the seeding began).
     */
    const seededDay = (zone: string, days: number) => addCalendarDays(calendarDateIn(seededAt, zone), days);

    it('gives the parent a yearly subscription started 10 days ago, within the grace period', async () => {
      const { subscription, details } = await billingOf('parent@demo.test');
      expect(subscription).toMatchObject({
        status: 'ACTIVE',
        plan: { id: 'yearly', months: 12, price: 29900, currency: 'USD' },
        started_on: seededDay('America/Chicago', -10),
        has_upcoming_invoices: true,
        next_charge: { amount: 29900, currency: 'USD' },
      });
      const domain = toDomainLike(subscription);
      expect(allowedEvents(domain, { now: new Date(), timeZone: 'America/Chicago' })).toContain(
        'CANCEL_REQUEST',
      );
      expect(details.payment_method).toMatchObject({ brand: 'visa', last4: '4242' });
    });

    it('gives the parent at least 18 invoices, newest first: the next UPCOMING, paid terms before, one FAILED', async () => {
      const { invoices: page } = await billingOf('parent@demo.test');
      expect(page.count).toBeGreaterThanOrEqual(18);
      const statuses = page.results.map((invoice) => invoice.status);
      expect(statuses[0]).toBe('UPCOMING');
      expect(statuses.filter((status) => status === 'FAILED')).toHaveLength(1);
      expect(statuses.filter((status) => status === 'PAID').length).toBeGreaterThanOrEqual(16);
      const dates = page.results.map((invoice) => invoice.date);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('shows a cancelled family access ending on a day still ahead, with no upcoming invoice', async () => {
      const { subscription } = await billingOf('cancelled@demo.test');
      expect(subscription).toMatchObject({
        status: 'CANCELLED',
        has_upcoming_invoices: false,
        next_charge: null,
      });
      expect(String(subscription.access_ends_on) > calendarDateIn(new Date(), 'America/New_York')).toBe(true);
      expect(subscription.cancel_reasons).toEqual(['too_expensive', 'other']);
    });

    it('shows a returned family the day the kit came back', async () => {
      const { subscription } = await billingOf('returned@demo.test');
      expect(subscription).toMatchObject({
        status: 'RETURNED',
        returned_on: seededDay('America/New_York', -10),
        return_status: 'received',
      });
    });

    it('shows a family in the grace period with a cancellation to confirm, undo or turn into an offer', async () => {
      const { subscription } = await billingOf('grace@demo.test');
      expect(subscription).toMatchObject({
        status: 'CANCEL_REQUESTED',
        cancel_reasons: ['not_using_enough'],
      });
      const events = allowedEvents(toDomainLike(subscription), {
        now: new Date(),
        timeZone: 'America/New_York',
      });
      expect(events).toEqual(expect.arrayContaining(['CONFIRM_CANCEL', 'UNDO_CANCEL', 'ACCEPT_OFFER']));
    });

    it('shows a monthly family whose last charge failed on an expired card', async () => {
      const { subscription, invoices: page, details } = await billingOf('monthly@demo.test');
      expect(subscription).toMatchObject({ status: 'ACTIVE', plan: { id: 'monthly' } });
      expect(page.results.map((invoice) => invoice.status)).toEqual(['UPCOMING', 'FAILED', 'PAID', 'PAID']);
      expect(details.payment_method).toMatchObject({ brand: 'mastercard', last4: '4444' });
    });

    it('keeps every demo account’s billing status its subscription’s', async () => {
      const rows = await handle.db
        .select({ email: users.email, status: subscriptions.status })
        .from(users)
        .innerJoin(subscriptions, eq(subscriptions.accountId, users.accountId))
        .where(
          inArray(
            users.email,
            demoPeople.map((person) => person.email),
          ),
        );
      for (const person of demoPeople.filter((candidate) => candidate.billing)) {
        expect(rows.find((row) => row.email === person.email)?.status, person.email).toBe(
          person.account.billingStatus,
        );
      }
      expect(rows.map((row) => row.email)).not.toContain('newcustomer@demo.test');
    });

    it('gives a demo database from before billing its subscriptions at the next start', async () => {
      const { accountId } = await billingOf('sunset@demo.test');
      await handle.db.delete(invoices).where(eq(invoices.accountId, accountId));
      await handle.db.delete(subscriptions).where(eq(subscriptions.accountId, accountId));
      await handle.db.delete(paymentMethods).where(eq(paymentMethods.accountId, accountId));
      expect(await seedDemo(handle.db, { passwordHash: noHash })).toBe(0);
      const again = await billingOf('sunset@demo.test');
      expect(again.subscription).toMatchObject({ status: 'ACTIVE', account: accountId });
      expect(again.invoices.count).toBe(2);
    });
  });

  it('tops the activity up to today when started on a later day', async () => {
    // A row today for every demo child still playing, whichever seed made them (demo-*.ts).
    const [active] = await handle.db.select({ n: count() }).from(players).where(eq(players.isActive, true));
    const children = active!.n;
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    // The seed's days are UTC days (demo.ts); its children play at 12:00 or 17:00 UTC. Counted: the
    // children with play on that later day, whatever the hour this test runs at.
    const laterDay = new Date(Date.UTC(later.getUTCFullYear(), later.getUTCMonth(), later.getUTCDate()));
    const childrenPlayingThatDay = async () => {
      const [row] = await handle.db
        .select({ n: countDistinct(playerActivity.playerId) })
        .from(playerActivity)
        .where(gte(playerActivity.periodDatetime, laterDay));
      return row!.n;
    };
    await seedDemo(handle.db, { passwordHash: noHash, now: later });
    expect(await childrenPlayingThatDay()).toBe(children);
    await seedDemo(handle.db, { passwordHash: noHash, now: later });
    expect(await childrenPlayingThatDay()).toBe(children);
  });
});

/** The wire subscription as the domain's machine reads it (what the hub's `toDomainSubscription` does). */
function toDomainLike(subscription: Record<string, unknown>) {
  const plan = subscription.plan as { id: string; months: number };
  return {
    state: subscriptionStateOf(String(subscription.status))!,
    planId: plan.id,
    planMonths: plan.months,
    startedOn: subscription.started_on as string | null,
    paidThrough: subscription.paid_through as string | null,
    accessEndsOn: subscription.access_ends_on as string | null,
    returnedOn: subscription.returned_on as string | null,
    requestedOn: subscription.requested_on as string | null,
    requestedFrom: null,
    offer: null,
    hasUpcomingInvoices: Boolean(subscription.has_upcoming_invoices),
  };
}

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
    for (const person of [...demoPeople, ...demoAccountPeople]) expect(table).toContain(person.email);
  });
});
