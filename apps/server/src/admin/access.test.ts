// Who may make each admin call (issue 13): staff alone, checked on the server for every call. A parent (on
// their own account too) and a coach get 403, a caller without credentials 401, and none of them changes
// anything; staff get the call's answer; an unknown id in the path is 404 for staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { adminFingerprint, createAdminFamily, type AdminFamily } from '../test/admin';
import { databases } from '../test/databases';
import { accessToken, send, testApp, type TestApp } from '../test/helpers';

interface AdminCall {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (f: AdminFamily) => string;
  json?: (f: AdminFamily) => unknown;
  /** The state the family's subscription needs for staff's call to go through (active by default). */
  state?: 'renewalRequested' | 'returnRequested';
  /** Staff's answer. */
  ok: number;
  /** The path with an id that does not exist (staff get 404); none for calls without a path id. */
  unknown?: (f: AdminFamily) => string;
}

const missing = 999_999;

/** Every admin call. */
const calls: AdminCall[] = [
  { name: 'the account list', method: 'GET', path: () => '/api/v2/admin/accounts/?search=Test', ok: 200 },
  { name: 'the known tags', method: 'GET', path: () => '/api/v2/admin/accounts/tags/', ok: 200 },
  {
    name: 'an account',
    method: 'GET',
    path: (f) => `/api/v2/admin/accounts/${f.accountId}/`,
    ok: 200,
    unknown: () => `/api/v2/admin/accounts/${missing}/`,
  },
  {
    name: 'replacing an account',
    method: 'PUT',
    path: (f) => `/api/v2/admin/accounts/${f.accountId}/`,
    json: () => ({ account_status: 'ACTIVE', tags: ['legacy'], coach: null }),
    ok: 200,
    unknown: () => `/api/v2/admin/accounts/${missing}/`,
  },
  {
    name: 'changing an account',
    method: 'PATCH',
    path: (f) => `/api/v2/admin/accounts/${f.accountId}/`,
    json: () => ({ tags: ['vip-support'] }),
    ok: 200,
    unknown: () => `/api/v2/admin/accounts/${missing}/`,
  },
  {
    name: 'changing a user',
    method: 'PATCH',
    path: (f) => `/api/v2/admin/users/${f.id}/`,
    json: () => ({ first_name: 'Pat' }),
    ok: 200,
    unknown: () => `/api/v2/admin/users/${missing}/`,
  },
  {
    name: 'the notes',
    method: 'GET',
    path: (f) => `/api/v2/admin/accounts/${f.accountId}/notes/`,
    ok: 200,
    unknown: () => `/api/v2/admin/accounts/${missing}/notes/`,
  },
  {
    name: 'an account’s timeline',
    method: 'GET',
    path: (f) => `/api/v2/admin/accounts/${f.accountId}/timeline/?kind=note`,
    ok: 200,
    unknown: () => `/api/v2/admin/accounts/${missing}/timeline/`,
  },
  {
    name: 'a new note',
    method: 'POST',
    path: () => '/api/v2/admin/accounts/notes/',
    json: (f) => ({ account: f.accountId, text: 'Called back.' }),
    ok: 201,
  },
  {
    name: 'editing a note',
    method: 'PATCH',
    path: (f) => `/api/v2/admin/accounts/${f.accountId}/notes/${f.noteId}/`,
    json: () => ({ text: 'Called back twice.' }),
    ok: 200,
    unknown: (f) => `/api/v2/admin/accounts/${f.accountId}/notes/${missing}/`,
  },
  {
    name: 'deleting a note',
    method: 'DELETE',
    path: (f) => `/api/v2/admin/accounts/${f.accountId}/notes/${f.noteId}/`,
    ok: 204,
    unknown: (f) => `/api/v2/admin/accounts/${f.accountId}/notes/${missing}/`,
  },
  {
    name: 'an account’s shipments',
    method: 'GET',
    path: (f) => `/api/v2/admin/billing/account/${f.accountId}/shipments/?page=1`,
    ok: 200,
    unknown: () => `/api/v2/admin/billing/account/${missing}/shipments/`,
  },
  {
    name: 'a user’s shipping address',
    method: 'GET',
    path: (f) => `/api/v2/admin/${f.id}/shipping/`,
    ok: 200,
    unknown: () => `/api/v2/admin/${missing}/shipping/`,
  },
  {
    name: 'changing a user’s shipping address',
    method: 'PATCH',
    path: (f) => `/api/v2/admin/${f.id}/shipping/`,
    json: () => ({ city: 'Chicago' }),
    ok: 200,
    unknown: () => `/api/v2/admin/${missing}/shipping/`,
  },
  {
    name: 'a new shipment',
    method: 'POST',
    path: () => '/api/v2/admin/shipping/',
    json: (f) => ({ account: f.accountId, kind: 'replacement_sensor', reason: 'Stopped charging.' }),
    ok: 201,
  },
  {
    name: 'a shipment’s status',
    method: 'PATCH',
    path: (f) => `/api/v2/admin/shipments/${f.shipmentId}/`,
    json: () => ({ status: 'shipped', carrier: 'UPS', tracking_number: '1Z999' }),
    ok: 200,
    unknown: () => `/api/v2/admin/shipments/${missing}/`,
  },
  { name: 'every shipment', method: 'GET', path: () => '/api/v2/admin/shipments/?status=pending', ok: 200 },
  {
    name: 'a user’s tickets',
    method: 'GET',
    path: (f) => `/api/v2/admin/users/${f.id}/tickets/`,
    ok: 200,
    unknown: () => `/api/v2/admin/users/${missing}/tickets/`,
  },
  {
    name: 'a player’s survey responses',
    method: 'GET',
    path: (f) => `/api/v2/admin/players/${f.playerId}/responses/?page=1`,
    ok: 200,
    unknown: () => `/api/v2/admin/players/${missing}/responses/`,
  },
  {
    name: 'confirming a renewal',
    method: 'POST',
    path: (f) => `/api/v2/admin/billing/account/${f.accountId}/renew/`,
    json: () => ({}),
    state: 'renewalRequested',
    ok: 200,
    unknown: () => `/api/v2/admin/billing/account/${missing}/renew/`,
  },
  {
    name: 'declining a renewal',
    method: 'POST',
    path: (f) => `/api/v2/admin/billing/account/${f.accountId}/renew/decline/`,
    json: () => ({}),
    state: 'renewalRequested',
    ok: 200,
    unknown: () => `/api/v2/admin/billing/account/${missing}/renew/decline/`,
  },
  {
    name: 'moving an account to the other platform',
    method: 'PUT',
    path: (f) => `/api/v2/admin/transit_account_to_lq/${f.accountId}/`,
    json: (f) => ({ confirm_account: String(f.accountId), confirm_irreversible: true }),
    ok: 200,
    unknown: () => `/api/v2/admin/transit_account_to_lq/${missing}/`,
  },
  { name: 'the orders', method: 'GET', path: () => '/api/v2/admin/orders/?search=ORD', ok: 200 },
  {
    name: 'the outstanding billing requests',
    method: 'GET',
    path: () => '/api/v2/admin/billing/requests/',
    ok: 200,
  },
  {
    name: 'resolving a billing request',
    method: 'POST',
    path: (f) => `/api/v2/admin/billing/requests/${f.requestId}/resolve/`,
    json: () => ({ decision: 'decline' }),
    state: 'returnRequested',
    ok: 200,
    unknown: () => `/api/v2/admin/billing/requests/${missing}/resolve/`,
  },
];

const forbidden = { detail: 'You do not have permission to perform this action.' };

describe.each(databases())('who may make the admin calls on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let staff: string;
  let coach: string;
  let staffId: number;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    staff = await accessToken(app, 'staff@demo.test');
    coach = await accessToken(app, 'coach@demo.test');
    const info = (await (await send(app, '/api/v2/user/info/', { bearer: staff })).json()) as { id: number };
    staffId = info.id;
  });
  afterAll(() => handle.close());

  const family = (call: AdminCall) => createAdminFamily(handle.db, { state: call.state, author: staffId });
  const request = (call: AdminCall, f: AdminFamily, bearer?: string, path = call.path(f)) =>
    send(app, path, { method: call.method, bearer, json: call.json?.(f) });
  const rows = calls.map((call) => [call.name, call] as const);

  it.each(rows)('answers a parent 403 on %s, their own account too, and changes nothing', async (_, call) => {
    const f = await family(call);
    const parent = await accessToken(app, f.email);
    const before = await adminFingerprint(handle.db);
    const response = await request(call, f, parent);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(forbidden);
    expect(await adminFingerprint(handle.db)).toEqual(before);
  });

  it.each(rows)('answers a coach 403 on %s and changes nothing', async (_, call) => {
    const f = await family(call);
    const before = await adminFingerprint(handle.db);
    const response = await request(call, f, coach);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(forbidden);
    expect(await adminFingerprint(handle.db)).toEqual(before);
  });

  it.each(rows)('answers %s without credentials with 401 and changes nothing', async (_, call) => {
    const f = await family(call);
    const before = await adminFingerprint(handle.db);
    const response = await request(call, f);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(await adminFingerprint(handle.db)).toEqual(before);
  });

  it.each(rows)('lets staff make %s', async (_, call) => {
    const f = await family(call);
    const response = await request(call, f, staff);
    expect(response.status, await response.clone().text()).toBe(call.ok);
  });

  it.each(rows.filter(([, call]) => call.unknown))(
    'answers staff 404 for %s of an id that does not exist, and changes nothing',
    async (_, call) => {
      const f = await family(call);
      const before = await adminFingerprint(handle.db);
      const response = await request(call, f, staff, call.unknown!(f));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found.' });
      expect(await adminFingerprint(handle.db)).toEqual(before);
    },
  );

  it('refuses a session caller’s change without the CSRF header (403), as every unsafe call', async () => {
    const f = await createAdminFamily(handle.db, { author: staffId });
    const { Browser } = await import('../test/helpers');
    const browser = new Browser(app);
    await browser.signIn('staff@demo.test');
    const response = await browser.request(`/api/v2/admin/accounts/${f.accountId}/`, {
      method: 'PATCH',
      json: { tags: ['legacy'] },
      csrf: false,
    });
    expect(response.status).toBe(403);
  });
});
