// Outstanding billing requests and staff's renewals (issue 13): the demo's one of each kind oldest first,
// each resolved through the machines (billing's event, its log, the resolution and the admin log in one
// transaction), two staff resolving one request (one 200, one 409), decisions a kind does not allow, and
// renew / renew/decline on billing's subscriptions.
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionActions, subscriptions } from '../billing/schema';
import { developmentOutboxKey } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openBody } from '../mail';
import { outboundEmails } from '../platform/schema';
import { adminActionsOf, adminFingerprint, createAdminFamily, openRequest } from '../test/admin';
import { createFamily } from '../test/billing';
import { databases } from '../test/databases';
import { accessToken, json, send, testApp, type TestApp } from '../test/helpers';
import { billingRequestResolutions } from './schema';

interface Request {
  id: number;
  kind: string;
  account: { id: number; name: string; email: string | null };
  subscription: number | null;
  subscription_status: string | null;
  opened_at: string;
  overdue: boolean;
  decisions: string[];
}
interface RequestPage {
  count: number;
  overdue_count: number;
  results: Request[];
}

describe.each(databases())('outstanding billing requests on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let staff: string;
  let support: string;
  let staffId: number;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    staff = await accessToken(app, 'staff@demo.test');
    support = await accessToken(app, 'support@demo.test');
    staffId = ((await json(await send(app, '/api/v2/user/info/', { bearer: staff }))) as { id: number }).id;
  });
  afterAll(() => handle.close());

  const requests = async (query = '') =>
    (await json(
      await send(app, `/api/v2/admin/billing/requests/${query}`, { bearer: staff }),
    )) as RequestPage;
  const resolve = (id: number | null, body: unknown, bearer = staff) =>
    send(app, `/api/v2/admin/billing/requests/${id}/resolve/`, { method: 'POST', bearer, json: body });
  const statusOf = async (accountId: number) =>
    (await handle.db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId)))[0]!.status;

  it('lists the demo’s request of each kind, oldest first, with the decisions each allows', async () => {
    const page = await requests();
    const demo = page.results.filter((request) => request.account.email?.endsWith('@demo.test'));
    expect(demo.map((request) => [request.kind, request.account.email, request.subscription_status])).toEqual(
      [
        ['update_email', 'monthly@demo.test', 'ACTIVE'],
        ['renewal', 'renewing@demo.test', 'RENEWAL_REQUESTED'],
        ['return', 'returning@demo.test', 'RETURN_REQUESTED'],
        ['cancel', 'grace@demo.test', 'CANCEL_REQUESTED'],
      ],
    );
    expect(demo.map((request) => request.decisions)).toEqual([
      ['resend', 'dismiss'],
      ['confirm', 'decline'],
      ['confirm', 'decline'],
      ['confirm', 'decline'],
    ]);
    const times = page.results.map((request) => request.opened_at);
    expect(times).toEqual([...times].sort());
  });

  describe('flagging what waited longer than the 24 hours promised', () => {
    const hourMs = 3_600_000;
    /** The list as staff see it when the server's clock reads `at` (signed in at that time). */
    const requestsAt = async (at: Date, query = '') => {
      const later = testApp(handle, { now: () => at });
      const bearer = await accessToken(later, 'staff@demo.test');
      const response = await send(later, `/api/v2/admin/billing/requests/${query}`, { bearer });
      expect(response.status).toBe(200);
      return (await json(response)) as RequestPage;
    };

    it.each([
      { state: 'returnRequested', hours: 23, overdue: false },
      { state: 'returnRequested', hours: 25, overdue: true },
      { state: 'renewalRequested', hours: 23, overdue: false },
      { state: 'renewalRequested', hours: 25, overdue: true },
      { state: 'cancelRequested', hours: 24 * 20, overdue: false },
    ] as const)(
      'a $state request after $hours hours: overdue $overdue',
      async ({ state, hours, overdue }) => {
        const f = await createAdminFamily(handle.db, { state, author: staffId });
        const [opened] = await handle.db
          .select({ at: subscriptionActions.createdAt })
          .from(subscriptionActions)
          .where(eq(subscriptionActions.id, f.requestId!));
        const page = await requestsAt(new Date(opened!.at.getTime() + hours * hourMs), '?page_size=1000');
        expect(page.results.find((request) => request.id === f.requestId)?.overdue).toBe(overdue);
      },
    );

    it('never flags a card-update email, however old', async () => {
      const f = await createFamily(handle.db, { state: 'active' });
      const id = await openRequest(handle.db, f, 'PAYMENT_UPDATE_EMAIL');
      const page = await requestsAt(new Date(Date.now() + 30 * 24 * hourMs), '?page_size=1000');
      expect(page.results.find((request) => request.id === id)?.overdue).toBe(false);
    });

    it('counts the overdue ones of the whole list, whatever the page shows', async () => {
      const at = new Date(Date.now() + 30 * 24 * hourMs);
      const all = await requestsAt(at, '?page_size=1000');
      const flagged = all.results.filter((request) => request.overdue);
      expect(flagged.length).toBeGreaterThanOrEqual(2);
      expect(flagged.every((request) => request.kind === 'return' || request.kind === 'renewal')).toBe(true);
      expect(all.overdue_count).toBe(flagged.length);
      expect((await requestsAt(at, '?page_size=1')).overdue_count).toBe(flagged.length);
      expect((await requestsAt(at, '?kind=cancel')).overdue_count).toBe(0);
      // A moment before any request was opened, nothing has waited.
      expect((await requestsAt(new Date(0), '?page_size=1000')).overdue_count).toBe(0);
    });
  });

  it('filters by kind, and refuses an unknown kind', async () => {
    const page = await requests('?kind=return');
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((request) => request.kind === 'return')).toBe(true);
    const bad = await send(app, '/api/v2/admin/billing/requests/?kind=refund', { bearer: staff });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ kind: ['"refund" is not a valid choice.'] });
  });

  it.each([
    { state: 'returnRequested', decision: 'confirm', to: 'RETURNED', event: 'CONFIRM_RETURN' },
    { state: 'returnRequested', decision: 'decline', to: 'ACTIVE', event: 'DECLINE_RETURN' },
    { state: 'cancelRequested', decision: 'confirm', to: 'CANCELLED', event: 'CONFIRM_CANCEL' },
    { state: 'cancelRequested', decision: 'decline', to: 'ACTIVE', event: 'UNDO_CANCEL' },
    { state: 'renewalRequested', decision: 'confirm', to: 'ACTIVE', event: 'CONFIRM_RENEWAL' },
    { state: 'renewalRequested', decision: 'decline', to: 'RETURNED', event: 'DECLINE_RENEWAL' },
  ] as const)(
    'a $state request, $decision: $event, recorded and gone from the list',
    async ({ state, decision, to, event }) => {
      const f = await createAdminFamily(handle.db, { state, author: staffId });
      expect((await requests()).results.map((request) => request.id)).toContain(f.requestId);
      const response = await resolve(f.requestId, { decision, note: 'Spoke to them.' });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        id: f.requestId,
        account: f.accountId,
        decision,
        note: 'Spoke to them.',
        resolved_by: { id: staffId, name: 'Alex Staff' },
        subscription: { status: to },
      });
      expect(await statusOf(f.accountId)).toBe(to);
      const billingLog = await handle.db
        .select()
        .from(subscriptionActions)
        .where(eq(subscriptionActions.accountId, f.accountId))
        .orderBy(subscriptionActions.id);
      expect(billingLog.at(-1)).toMatchObject({
        event,
        actorId: staffId,
        toStatus: to,
        detail: expect.objectContaining({ request: f.requestId, note: 'Spoke to them.' }),
      });
      const [logged] = await adminActionsOf(handle.db, f.accountId);
      expect(logged).toMatchObject({
        actorId: staffId,
        action: 'billing_request.resolve',
        targetType: 'billing_request',
        targetId: f.requestId,
        detail: { decision, event, to_status: to },
      });
      expect((await requests()).results.map((request) => request.id)).not.toContain(f.requestId);
    },
  );

  it('sends the card-update email again on resend, and dismisses without one', async () => {
    for (const decision of ['resend', 'dismiss']) {
      const f = await createFamily(handle.db, { state: 'active' });
      const id = await openRequest(handle.db, f, 'PAYMENT_UPDATE_EMAIL');
      const before = (await handle.db.select({ n: count() }).from(outboundEmails))[0]!.n;
      const response = await resolve(id, { decision });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ kind: 'update_email', decision, subscription: null });
      const after = (await handle.db.select({ n: count() }).from(outboundEmails))[0]!.n;
      expect(after - before).toBe(decision === 'resend' ? 1 : 0);
      if (decision === 'resend') {
        // Its link opens the billing segment with the card popup open.
        const [email] = await handle.db
          .select()
          .from(outboundEmails)
          .where(eq(outboundEmails.accountId, f.accountId))
          .orderBy(desc(outboundEmails.id))
          .limit(1);
        expect(openBody(developmentOutboxKey, email!)).toContain(
          'http://localhost:8080/dashboard/account?segment=billing&update_card=1',
        );
      }
      expect(await statusOf(f.accountId)).toBe('ACTIVE');
    }
  });

  it('takes a card-update request off the list once a new card came', async () => {
    const f = await createFamily(handle.db, { state: 'active' });
    const id = await openRequest(handle.db, f, 'PAYMENT_UPDATE_EMAIL');
    expect((await requests()).results.map((request) => request.id)).toContain(id);
    await openRequest(handle.db, f, 'PAYMENT_METHOD_CHANGE');
    expect((await requests()).results.map((request) => request.id)).not.toContain(id);
    expect((await resolve(id, { decision: 'dismiss' })).status).toBe(409);
  });

  it('lets one of two staff resolving one request at once win; the other gets 409 and nothing doubles', async () => {
    const f = await createAdminFamily(handle.db, { state: 'returnRequested', author: staffId });
    const [first, second] = await Promise.all([
      resolve(f.requestId, { decision: 'confirm' }, staff),
      resolve(f.requestId, { decision: 'decline' }, support),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(await loser.json()).toEqual({ detail: 'This request has already been resolved.' });
    const resolutions = await handle.db
      .select()
      .from(billingRequestResolutions)
      .where(eq(billingRequestResolutions.requestActionId, f.requestId!));
    expect(resolutions).toHaveLength(1);
    expect(await adminActionsOf(handle.db, f.accountId)).toHaveLength(1);
  });

  it('answers 409 for a request the family undid themselves, and changes nothing', async () => {
    const f = await createAdminFamily(handle.db, { state: 'cancelRequested', author: staffId });
    const parent = await accessToken(app, f.email);
    const undo = await send(app, `/api/v2/billing/account/${f.accountId}/subscription/cancel/undo`, {
      method: 'POST',
      bearer: parent,
      json: {},
    });
    expect(undo.status).toBe(200);
    const before = await adminFingerprint(handle.db);
    const response = await resolve(f.requestId, { decision: 'confirm' });
    expect(response.status).toBe(409);
    expect(await adminFingerprint(handle.db)).toEqual(before);
  });

  it.each([
    { body: {}, errors: { decision: ['Decision is required'] } },
    { body: { decision: 'resend' }, errors: { decision: ['"resend" is not a valid choice.'] } },
    {
      body: { decision: 'confirm', note: 'x'.repeat(501) },
      errors: { note: ['Note must be less than 500 characters'] },
    },
  ])('refuses $body with 400 and changes nothing', async ({ body, errors }) => {
    const f = await createAdminFamily(handle.db, { state: 'returnRequested', author: staffId });
    const before = await adminFingerprint(handle.db);
    const response = await resolve(f.requestId, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errors);
    expect(await adminFingerprint(handle.db)).toEqual(before);
  });

  it('answers 404 for an id that is not a request (another event of the log)', async () => {
    const f = await createFamily(handle.db, { state: 'active' });
    const id = await openRequest(handle.db, f, 'INVOICE_REFUND');
    expect((await resolve(id, { decision: 'confirm' })).status).toBe(404);
  });

  describe('renewals', () => {
    it.each([
      { path: 'renew/', to: 'ACTIVE', decision: 'confirm' },
      { path: 'renew/decline/', to: 'RETURNED', decision: 'decline' },
    ])('POST $path moves a renewal request to $to and resolves it', async ({ path, to, decision }) => {
      const f = await createAdminFamily(handle.db, { state: 'renewalRequested', author: staffId });
      const response = await send(app, `/api/v2/admin/billing/account/${f.accountId}/${path}`, {
        method: 'POST',
        bearer: staff,
        json: {},
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ account: f.accountId, status: to });
      const [resolution] = await handle.db
        .select()
        .from(billingRequestResolutions)
        .where(eq(billingRequestResolutions.requestActionId, f.requestId!));
      expect(resolution).toMatchObject({ kind: 'renewal', decision, resolvedBy: staffId });
      expect(await adminActionsOf(handle.db, f.accountId)).toHaveLength(1);
    });

    it('renews a family whose request was never logged, and logs the renewal', async () => {
      const f = await createFamily(handle.db, { state: 'renewalRequested' });
      const response = await send(app, `/api/v2/admin/billing/account/${f.accountId}/renew/`, {
        method: 'POST',
        bearer: staff,
        json: {},
      });
      expect(response.status).toBe(200);
      const [logged] = await adminActionsOf(handle.db, f.accountId);
      expect(logged).toMatchObject({
        action: 'subscription.renew',
        detail: { event: 'CONFIRM_RENEWAL', to_status: 'ACTIVE' },
      });
    });

    it('answers 409 with billing’s refusal when no renewal waits, and changes nothing', async () => {
      const f = await createAdminFamily(handle.db, { author: staffId });
      const before = await adminFingerprint(handle.db);
      const response = await send(app, `/api/v2/admin/billing/account/${f.accountId}/renew/`, {
        method: 'POST',
        bearer: staff,
        json: {},
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({
        detail: 'Confirming a renewal is not possible: the subscription is active.',
        code: 'illegal_transition',
        event: 'CONFIRM_RENEWAL',
      });
      expect(await adminFingerprint(handle.db)).toEqual(before);
    });
  });
});
