// An account's timeline for staff (issue 13, "beyond the anchors"): orders, shipments, notes, billing
// actions, play (one event per player and day of the account's zone) and cancel reasons merged newest
// first, filtered by kind, paged as DRF pages; staff only; and the churn-risk fields of the account list
// and details (no play in 14 days, a cancel requested).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../account/schema';
import { subscriptionActions } from '../billing/schema';
import { orders } from '../checkout/schema';
import type { DatabaseHandle } from '../db/database';
import { playerActivity, players } from '../stats/schema';
import { createAdminFamily, type AdminFamily } from '../test/admin';
import { expectParses } from '../test/billing';
import { databases } from '../test/databases';
import { accessToken, json, send, testApp, type TestApp } from '../test/helpers';
import { accountNotes, shipments } from './schema';

interface Event {
  kind: string;
  id: string;
  at: string;
  actor: { id: number; name: string; email: string } | null;
  [field: string]: unknown;
}
interface EventPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: Event[];
}
interface Summary {
  id: number;
  email: string | null;
  last_play_at: string | null;
  churn_risk: string[];
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** The zone of the admin families' shipping address (src/test/admin.ts). */
const zone = 'America/Chicago';
const localDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
/** `days` UTC days before today, at `hour` UTC. */
const utcAt = (days: number, hour: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour) - days * dayMs);
};

let orderSerial = 0;

describe.each(databases())('an account’s timeline on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let staff: string;
  let staffId: number;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    staff = await accessToken(app, 'staff@demo.test');
    staffId = ((await json(await send(app, '/api/v2/user/info/', { bearer: staff }))) as { id: number }).id;
  });
  afterAll(() => handle.close());

  const get = (path: string, bearer: string = staff) => send(app, path, { bearer });
  const timeline = async (accountId: number, query = '') => {
    const response = await get(`/api/v2/admin/accounts/${accountId}/timeline/${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    const page = (await response.json()) as EventPage;
    await expectParses('timelinePageSchema', page);
    return page;
  };
  const accountOf = async (email: string) => {
    const [row] = await handle.db
      .select({ accountId: users.accountId, id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    return row!;
  };

  /** Adds play to a player: one activity row per moment. */
  const play = (playerId: number, sessions: { at: Date; seconds: number }[]) =>
    handle.db
      .insert(playerActivity)
      .values(sessions.map(({ at, seconds }) => ({ playerId, periodDatetime: at, secondsPlayed: seconds })));

  /** An order the family's user placed at `at`, as checkout writes one. */
  const placeOrder = async (f: AdminFamily, at: Date) => {
    orderSerial += 1;
    const key = `timeline-${f.id}-${orderSerial}-${Date.now()}`;
    const [row] = await handle.db
      .insert(orders)
      .values({
        number: `ORD-TL-${f.id}-${orderSerial}`,
        idempotencyKey: key,
        requestHash: key,
        confirmTokenHash: key,
        confirmTokenSealed: 'test',
        state: 'confirmed',
        userId: f.id,
        accountId: null,
        planId: 'yearly',
        email: f.email,
        firstName: 'Test',
        lastName: 'User',
        phone: '+12025550100',
        shippingAddress: {},
        currency: 'USD',
        subtotal: 29900,
        discount: 0,
        shipping: 995,
        taxes: 1874,
        total: 32769,
        taxRateBasisPoints: 625,
        gateway: 'test',
        gatewayReference: 'pm_test',
        cardBrand: 'visa',
        cardLast4: '4242',
        cardExpMonth: 4,
        cardExpYear: 2099,
        chargeId: 'ch_test',
        placedAt: at,
      })
      .returning({ id: orders.id, number: orders.number });
    return row!;
  };

  /**
   * A family with one event of every kind at known moments: an order 10 days ago, a shipment staff made 8
   * days ago, a note 6 days ago, a cancel request (with its reasons) 5 days ago that staff undid an hour
   * later, then Maya's play three days ago in Chicago (two morning sessions and one at 03:00 UTC the next
   * UTC day, still that evening in Chicago) and Leo's yesterday.
   */
  const storyFamily = async () => {
    const f = await createAdminFamily(handle.db, { author: staffId });
    const base = Math.floor(Date.now() / hourMs) * hourMs;
    const ago = (hours: number) => new Date(base - hours * hourMs);
    const order = await placeOrder(f, ago(240));
    await handle.db
      .update(shipments)
      .set({
        createdAt: ago(192),
        createdBy: staffId,
        status: 'shipped',
        carrier: 'UPS',
        trackingNumber: '1Z999TL',
        kind: 'replacement_sensor',
      })
      .where(eq(shipments.id, f.shipmentId));
    await handle.db
      .update(accountNotes)
      .set({ createdAt: ago(144) })
      .where(eq(accountNotes.id, f.noteId));
    const [request, undo] = await handle.db
      .insert(subscriptionActions)
      .values([
        {
          accountId: f.accountId,
          subscriptionId: f.subscriptionId,
          actorId: f.id,
          event: 'CANCEL_REQUEST',
          fromStatus: 'ACTIVE',
          toStatus: 'CANCEL_REQUESTED',
          detail: { reasons: ['too_expensive', 'other'], other_reason: 'Moving abroad.' },
          createdAt: ago(120),
        },
        {
          accountId: f.accountId,
          subscriptionId: f.subscriptionId,
          actorId: staffId,
          event: 'UNDO_CANCEL',
          fromStatus: 'CANCEL_REQUESTED',
          toStatus: 'ACTIVE',
          detail: {},
          createdAt: ago(119),
        },
      ])
      .returning({ id: subscriptionActions.id });
    const [leo] = await handle.db
      .insert(players)
      .values({ accountId: f.accountId, name: 'Leo' })
      .returning({ id: players.id });
    const mayaLast = utcAt(2, 3);
    await play(f.playerId, [
      { at: utcAt(3, 15), seconds: 600 },
      { at: utcAt(3, 17), seconds: 900 },
      { at: mayaLast, seconds: 1290 },
    ]);
    const leoLast = utcAt(1, 15);
    await play(leo!.id, [{ at: leoLast, seconds: 1800 }]);
    return { f, ago, order, request: request!.id, undo: undo!.id, leo: leo!.id, mayaLast, leoLast };
  };

  describe('the events', () => {
    it('merges every kind newest first, each with its fields', async () => {
      const s = await storyFamily();
      const page = await timeline(s.f.accountId);
      const staffMember = { id: staffId, name: 'Alex Staff', email: 'staff@demo.test' };
      const mayaDay = localDay(s.mayaLast);
      expect(mayaDay).toBe(localDay(new Date(s.mayaLast.getTime() - 12 * hourMs)));
      expect(page).toEqual({
        count: 8,
        next: null,
        previous: null,
        results: [
          {
            kind: 'play',
            id: `${s.leo}:${localDay(s.leoLast)}`,
            at: s.leoLast.toISOString(),
            actor: null,
            player: { id: s.leo, name: 'Leo' },
            day: localDay(s.leoLast),
            minutes: 30,
            sessions: 1,
          },
          {
            kind: 'play',
            id: `${s.f.playerId}:${mayaDay}`,
            at: s.mayaLast.toISOString(),
            actor: null,
            player: { id: s.f.playerId, name: 'Maya' },
            day: mayaDay,
            // 2790 seconds: 46.5 minutes, rounded.
            minutes: 47,
            sessions: 3,
          },
          {
            kind: 'billing',
            id: String(s.undo),
            at: s.ago(119).toISOString(),
            actor: staffMember,
            action: 'UNDO_CANCEL',
            from_state: 'CANCEL_REQUESTED',
            to_state: 'ACTIVE',
          },
          // The request and its reasons share their moment: billing first (the kinds' order).
          {
            kind: 'billing',
            id: String(s.request),
            at: s.ago(120).toISOString(),
            // The family asked: no staff member.
            actor: null,
            action: 'CANCEL_REQUEST',
            from_state: 'ACTIVE',
            to_state: 'CANCEL_REQUESTED',
          },
          {
            kind: 'cancel_reason',
            id: String(s.request),
            at: s.ago(120).toISOString(),
            actor: null,
            reasons: ['too_expensive', 'other'],
            other_reason: 'Moving abroad.',
          },
          {
            kind: 'note',
            id: String(s.f.noteId),
            at: s.ago(144).toISOString(),
            actor: staffMember,
            text: 'First call.',
          },
          {
            kind: 'shipment',
            id: String(s.f.shipmentId),
            at: s.ago(192).toISOString(),
            actor: staffMember,
            shipment_kind: 'replacement_sensor',
            status: 'shipped',
            tracking_number: '1Z999TL',
          },
          {
            kind: 'order',
            id: String(s.order.id),
            at: s.ago(240).toISOString(),
            actor: null,
            order_number: s.order.number,
            status: 'confirmed',
            total_cents: 32769,
            currency: 'USD',
          },
        ],
      });
    });

    it('shows one kind when asked, in any case', async () => {
      const s = await storyFamily();
      const billing = await timeline(s.f.accountId, '?kind=billing');
      expect(billing.count).toBe(2);
      expect(billing.results.map((event) => [event.kind, event.id])).toEqual([
        ['billing', String(s.undo)],
        ['billing', String(s.request)],
      ]);
      const reasons = await timeline(s.f.accountId, '?kind=Cancel_Reason');
      expect(reasons.results.map((event) => [event.kind, event.id])).toEqual([
        ['cancel_reason', String(s.request)],
      ]);
      for (const kind of ['order', 'shipment', 'note', 'play']) {
        const page = await timeline(s.f.accountId, `?kind=${kind}`);
        expect(page.count, kind).toBeGreaterThan(0);
        expect(new Set(page.results.map((event) => event.kind)), kind).toEqual(new Set([kind]));
      }
    });

    it('shows an account with nothing yet as an empty first page', async () => {
      const f = await createAdminFamily(handle.db, { author: staffId });
      await handle.db.delete(accountNotes).where(eq(accountNotes.accountId, f.accountId));
      await handle.db.delete(shipments).where(eq(shipments.accountId, f.accountId));
      expect(await timeline(f.accountId)).toEqual({ count: 0, next: null, previous: null, results: [] });
      expect(await timeline(f.accountId, '?kind=order')).toEqual({
        count: 0,
        next: null,
        previous: null,
        results: [],
      });
    });

    it('takes a cancel request’s reasons from the subscription’s form when its log row has none', async () => {
      const f = await createAdminFamily(handle.db, { author: staffId, state: 'cancelRequested' });
      await handle.db.execute(
        sql`update subscriptions set cancel_reasons = '{not_using_enough}', cancel_other_reason = 'Busy term.' where id = ${f.subscriptionId}`,
      );
      const page = await timeline(f.accountId, '?kind=cancel_reason');
      expect(page.results).toEqual([
        expect.objectContaining({
          id: String(f.requestId),
          reasons: ['not_using_enough'],
          other_reason: 'Busy term.',
        }),
      ]);
    });
  });

  describe('the demo world', () => {
    it('shows the parent’s orders, shipments, notes, billing and play', async () => {
      const parent = await accountOf('parent@demo.test');
      const orderPage = await timeline(parent.accountId, '?kind=order');
      expect(orderPage.results).toEqual([
        expect.objectContaining({ kind: 'order', status: 'confirmed', currency: 'USD', actor: null }),
      ]);
      expect(orderPage.results[0]!.order_number).toMatch(/^ORD-\d{4}-\d{4,}$/);
      const shipmentPage = await timeline(parent.accountId, '?kind=shipment');
      expect(shipmentPage.results.map((event) => [event.shipment_kind, event.status])).toEqual([
        ['replacement_strap', 'pending'],
        ['replacement_sensor', 'shipped'],
        ['kit', 'delivered'],
      ]);
      const notes = await timeline(parent.accountId, '?kind=note');
      expect(notes.results.map((event) => [event.text, event.actor?.email])).toEqual([
        ['Replacement sensor sent (the old one stopped charging).', 'support@demo.test'],
        [
          'Switched from monthly to yearly on the phone. Reminded them of the 30-day grace period.',
          'support@demo.test',
        ],
        ['Called about the sensor not pairing; walked them through a reset. Working now.', 'staff@demo.test'],
      ]);
      // Maya and Leo played most days of a year (Noor before she was deactivated): the newest 400
      // play-days of the account, each one player's day in Chicago.
      const playPage = await timeline(parent.accountId, '?kind=play&page_size=1000');
      expect(playPage.count).toBe(400);
      const days = playPage.results.map((event) => event.day as string);
      expect([...days].sort().reverse()).toEqual(days);
      for (const event of playPage.results) {
        expect(event.id).toBe(`${(event.player as { id: number }).id}:${event.day as string}`);
        expect(localDay(new Date(event.at))).toBe(event.day);
        expect(event.minutes as number).toBeGreaterThanOrEqual(10);
        expect(event.sessions as number).toBeGreaterThanOrEqual(1);
      }
      expect(new Set(playPage.results.map((event) => (event.player as { name: string }).name))).toEqual(
        new Set(['Maya', 'Leo', 'Noor']),
      );
    });

    it('shows the reasons of the cancelled family’s request next to the billing actions', async () => {
      const cancelled = await accountOf('cancelled@demo.test');
      const page = await timeline(cancelled.accountId, '?kind=cancel_reason');
      expect(page.results).toEqual([
        expect.objectContaining({
          kind: 'cancel_reason',
          actor: null,
          reasons: ['too_expensive', 'other'],
          other_reason: 'We are moving abroad.',
        }),
      ]);
      const billing = await timeline(cancelled.accountId, '?kind=billing');
      const request = billing.results.find((event) => event.action === 'CANCEL_REQUEST')!;
      expect(request.id).toBe(page.results[0]!.id);
      expect(request.at).toBe(page.results[0]!.at);
      expect(billing.results.map((event) => [event.action, event.from_state, event.to_state])).toEqual([
        ['CONFIRM_CANCEL', 'CANCEL_REQUESTED', 'CANCELLED'],
        ['CANCEL_REQUEST', 'ACTIVE', 'CANCEL_REQUESTED'],
      ]);
    });
  });

  describe('the pages', () => {
    it('pages 25 at a time by default and follows next to the end', async () => {
      const parent = await accountOf('parent@demo.test');
      const first = await timeline(parent.accountId);
      expect(first.results).toHaveLength(25);
      expect(first.previous).toBeNull();
      expect(first.next).toBe(`/api/v2/admin/accounts/${parent.accountId}/timeline/?page=2`);
    });

    it('keeps the size and kind in the links, and the pages join up to the whole list', async () => {
      const s = await storyFamily();
      const whole = await timeline(s.f.accountId);
      const seen: Event[] = [];
      let path: string | null = `/api/v2/admin/accounts/${s.f.accountId}/timeline/?page_size=3`;
      const links: (string | null)[] = [];
      while (path) {
        const response = await get(path);
        expect(response.status).toBe(200);
        const page = (await response.json()) as EventPage;
        expect(page.count).toBe(8);
        seen.push(...page.results);
        links.push(page.previous);
        path = page.next;
      }
      expect(seen).toEqual(whole.results);
      expect(links).toEqual([
        null,
        `/api/v2/admin/accounts/${s.f.accountId}/timeline/?page_size=3&page=1`,
        `/api/v2/admin/accounts/${s.f.accountId}/timeline/?page_size=3&page=2`,
      ]);
      const filtered = await timeline(s.f.accountId, '?kind=play&page_size=1');
      expect(filtered.next).toBe(
        `/api/v2/admin/accounts/${s.f.accountId}/timeline/?kind=play&page_size=1&page=2`,
      );
    });

    it('answers a page past the last 404, as the other admin lists', async () => {
      const s = await storyFamily();
      const response = await get(`/api/v2/admin/accounts/${s.f.accountId}/timeline/?page=2`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Invalid page.' });
    });
  });

  describe('bad input', () => {
    it.each([
      { label: 'page=0', query: 'page=0', fields: ['page'] },
      { label: 'page=two', query: 'page=two', fields: ['page'] },
      { label: 'page=-1', query: 'page=-1', fields: ['page'] },
      { label: 'kind=refunds', query: 'kind=refunds', fields: ['kind'] },
      { label: 'a kind of 10,000 characters', query: `kind=${'x'.repeat(10_000)}`, fields: ['kind'] },
      { label: 'a bad kind and page', query: 'kind=play%20time&page=0', fields: ['page', 'kind'] },
    ])('answers $label with 400 and a message per field', async ({ query, fields }) => {
      const s = await storyFamily();
      const response = await get(`/api/v2/admin/accounts/${s.f.accountId}/timeline/?${query}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as Record<string, string[]>;
      expect(Object.keys(body).sort()).toEqual([...fields].sort());
      for (const field of fields) expect(body[field]![0]).toEqual(expect.any(String));
    });

    it('repeats at most 40 characters of a refused kind', async () => {
      const s = await storyFamily();
      const refused = await get(`/api/v2/admin/accounts/${s.f.accountId}/timeline/?kind=refunds`);
      expect(await refused.json()).toEqual({ kind: ['"refunds" is not a valid choice.'] });
      const long = await get(`/api/v2/admin/accounts/${s.f.accountId}/timeline/?kind=${'y'.repeat(5000)}`);
      expect(await long.json()).toEqual({ kind: [`"${'y'.repeat(39)}…" is not a valid choice.`] });
    });
  });

  describe('who may read it', () => {
    it('answers a parent 403 on their own account, a coach 403 and a caller without credentials 401', async () => {
      const s = await storyFamily();
      const path = `/api/v2/admin/accounts/${s.f.accountId}/timeline/`;
      const parent = await accessToken(app, s.f.email);
      const coach = await accessToken(app, 'coach@demo.test');
      const forbidden = { detail: 'You do not have permission to perform this action.' };
      for (const bearer of [parent, coach]) {
        const response = await get(path, bearer);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual(forbidden);
      }
      const anonymous = await send(app, path);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    });

    it('answers staff 404 for an account that does not exist, whatever the query', async () => {
      for (const query of ['', '?kind=refunds']) {
        const response = await get(`/api/v2/admin/accounts/999999/timeline/${query}`);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ detail: 'Not found.' });
      }
    });
  });

  describe('the churn risk of the list and the details', () => {
    const listed = async (email: string) => {
      const response = await get(`/api/v2/admin/accounts/?search=${encodeURIComponent(email)}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as { results: Summary[] };
      await expectParses('adminAccountPageSchema', page);
      const found = page.results.filter((row) => row.email?.toLowerCase() === email.toLowerCase());
      expect(found, email).toHaveLength(1);
      return found[0]!;
    };
    const detail = async (accountId: number) => {
      const response = await get(`/api/v2/admin/accounts/${accountId}/`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Summary;
      await expectParses('adminAccountSchema', body);
      return body;
    };
    const both = async (email: string, accountId: number) => {
      const row = await listed(email);
      const whole = await detail(accountId);
      expect({ last_play_at: whole.last_play_at, churn_risk: whole.churn_risk }).toEqual({
        last_play_at: row.last_play_at,
        churn_risk: row.churn_risk,
      });
      return row;
    };

    it('flags nothing for an account that played yesterday', async () => {
      const s = await storyFamily();
      expect(await both(s.f.email, s.f.accountId)).toMatchObject({
        last_play_at: s.leoLast.toISOString(),
        churn_risk: [],
      });
    });

    it('flags an account whose players have not played for 14 days or more', async () => {
      const f = await createAdminFamily(handle.db, { author: staffId });
      const last = new Date(Date.now() - 15 * dayMs);
      await play(f.playerId, [
        { at: new Date(last.getTime() - 2 * dayMs), seconds: 1200 },
        { at: last, seconds: 900 },
      ]);
      expect(await both(f.email, f.accountId)).toMatchObject({
        last_play_at: last.toISOString(),
        churn_risk: ['no_recent_play'],
      });
    });

    it('flags a player who never played, but not an account without players', async () => {
      const f = await createAdminFamily(handle.db, { author: staffId });
      expect(await both(f.email, f.accountId)).toMatchObject({
        last_play_at: null,
        churn_risk: ['no_recent_play'],
      });
      await handle.db.delete(players).where(eq(players.accountId, f.accountId));
      expect(await both(f.email, f.accountId)).toMatchObject({ last_play_at: null, churn_risk: [] });
    });

    it('flags a cancel requested, with the quiet play beside it', async () => {
      const f = await createAdminFamily(handle.db, { author: staffId, state: 'cancelRequested' });
      await play(f.playerId, [{ at: new Date(Date.now() - dayMs), seconds: 900 }]);
      expect((await both(f.email, f.accountId)).churn_risk).toEqual(['cancel_requested']);
      const quiet = await createAdminFamily(handle.db, { author: staffId, state: 'cancelRequested' });
      await play(quiet.playerId, [{ at: new Date(Date.now() - 20 * dayMs), seconds: 900 }]);
      expect((await both(quiet.email, quiet.accountId)).churn_risk).toEqual([
        'no_recent_play',
        'cancel_requested',
      ]);
    });

    it('flags nothing once the subscription has ended', async () => {
      const f = await createAdminFamily(handle.db, { author: staffId, state: 'cancelled' });
      await play(f.playerId, [{ at: new Date(Date.now() - 30 * dayMs), seconds: 900 }]);
      expect((await both(f.email, f.accountId)).churn_risk).toEqual([]);
    });

    it('answers the fields after a change too', async () => {
      const f = await createAdminFamily(handle.db, { author: staffId, state: 'cancelRequested' });
      const response = await send(app, `/api/v2/admin/accounts/${f.accountId}/`, {
        method: 'PATCH',
        bearer: staff,
        json: { tags: ['legacy'] },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        last_play_at: null,
        churn_risk: ['no_recent_play', 'cancel_requested'],
      });
    });

    it('shows both reasons in the demo world: sunset@ quiet, grace@ cancelling', async () => {
      const sunset = await accountOf('sunset@demo.test');
      const quiet = await both('sunset@demo.test', sunset.accountId);
      expect(quiet.churn_risk).toEqual(['no_recent_play']);
      expect(Date.now() - Date.parse(quiet.last_play_at!)).toBeGreaterThanOrEqual(14 * dayMs);
      const grace = await accountOf('grace@demo.test');
      expect((await both('grace@demo.test', grace.accountId)).churn_risk).toEqual(['cancel_requested']);
      const parent = await accountOf('parent@demo.test');
      expect((await both('parent@demo.test', parent.accountId)).churn_risk).toEqual([]);
    });
  });
});
