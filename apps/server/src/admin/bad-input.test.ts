// Bad input on every admin call with a body: a 4xx with a clear body, never a 500, and nothing changed
// (every table a request could write is the same before and after, see `adminFingerprint`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { adminFingerprint, createAdminFamily, type AdminFamily } from '../test/admin';
import { databases } from '../test/databases';
import { accessToken, json, send, testApp, type RequestOptions, type TestApp } from '../test/helpers';

const long = 'x'.repeat(20_000);

interface BodyCall {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: (f: AdminFamily) => string;
  /** A body that would be accepted, for the bad ones to start from. */
  good: (f: AdminFamily) => Record<string, unknown>;
  /** Its fields, each sent with values of every wrong kind. */
  fields: string[];
  /** The kinds of value a field takes after all (a null coach is none; blank optional text is none). */
  accepts?: Record<string, string[]>;
}

const blankIsNone = ['null', 'text of spaces'];

const bodyCalls: BodyCall[] = [
  {
    name: 'replacing an account',
    method: 'PUT',
    path: (f) => `/api/v2/admin/accounts/${f.accountId}/`,
    good: () => ({ account_status: 'ACTIVE', tags: [], coach: null }),
    fields: ['account_status', 'tags', 'coach'],
    accepts: { coach: ['null'] },
  },
  {
    name: 'changing an account',
    method: 'PATCH',
    path: (f) => `/api/v2/admin/accounts/${f.accountId}/`,
    good: () => ({ tags: ['legacy'] }),
    fields: ['account_status', 'tags', 'coach'],
    accepts: { coach: ['null'] },
  },
  {
    name: 'changing a user',
    method: 'PATCH',
    path: (f) => `/api/v2/admin/users/${f.id}/`,
    good: () => ({ first_name: 'Pat' }),
    fields: ['first_name', 'last_name', 'email', 'phone', 'language', 'is_billing_user'],
    accepts: { is_billing_user: ['true'] },
  },
  {
    name: 'a new note',
    method: 'POST',
    path: () => '/api/v2/admin/accounts/notes/',
    good: (f) => ({ account: f.accountId, text: 'Hello' }),
    fields: ['account', 'text'],
  },
  {
    name: 'editing a note',
    method: 'PATCH',
    path: (f) => `/api/v2/admin/accounts/${f.accountId}/notes/${f.noteId}/`,
    good: () => ({ text: 'Hello again' }),
    fields: ['text'],
  },
  {
    name: 'a shipping address',
    method: 'PATCH',
    path: (f) => `/api/v2/admin/${f.id}/shipping/`,
    good: () => ({ city: 'Chicago' }),
    // A missing or blank country is the default country (spec section 3); a version that is text is a
    // stale one (412, src/admin/people.test.ts).
    fields: ['address1', 'city', 'state', 'zipcode', 'country'],
    accepts: { country: blankIsNone },
  },
  {
    name: 'a new shipment',
    method: 'POST',
    path: () => '/api/v2/admin/shipping/',
    good: (f) => ({ account: f.accountId, kind: 'kit' }),
    fields: ['account', 'kind', 'reason'],
    accepts: { reason: blankIsNone },
  },
  {
    name: 'a shipment’s status',
    method: 'PATCH',
    path: (f) => `/api/v2/admin/shipments/${f.shipmentId}/`,
    good: () => ({ status: 'cancelled' }),
    fields: ['status', 'carrier', 'tracking_number'],
    accepts: { carrier: blankIsNone, tracking_number: blankIsNone },
  },
  {
    name: 'resolving a request',
    method: 'POST',
    path: (f) => `/api/v2/admin/billing/requests/${f.requestId}/resolve/`,
    good: () => ({ decision: 'decline' }),
    fields: ['decision', 'note'],
    accepts: { note: blankIsNone },
  },
  {
    name: 'a migration',
    method: 'PUT',
    path: (f) => `/api/v2/admin/transit_account_to_lq/${f.accountId}/`,
    good: (f) => ({ confirm_account: String(f.accountId), confirm_irreversible: true }),
    fields: ['confirm_account', 'confirm_irreversible'],
    accepts: { confirm_irreversible: ['true'] },
  },
];

/** Values of every wrong kind a field may be sent. */
const wrongValues: [string, unknown][] = [
  ['null', null],
  ['a number', 12.5],
  ['a huge number', 1e300],
  ['true', true],
  ['a list', ['a', { b: 1 }]],
  ['an object', { nested: { deeper: [1, 2, 3] } }],
  ['a 20,000-character text', long],
  ['text of spaces', ' '.repeat(20_000)],
];

describe.each(databases())('bad input on the admin calls on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let staff: string;
  let f: AdminFamily;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    staff = await accessToken(app, 'staff@demo.test');
    const staffId = ((await json(await send(app, '/api/v2/user/info/', { bearer: staff }))) as { id: number })
      .id;
    f = await createAdminFamily(handle.db, { state: 'returnRequested', author: staffId });
  });
  afterAll(() => handle.close());

  const call = (endpoint: BodyCall, options: RequestOptions) =>
    send(app, endpoint.path(f), { method: endpoint.method, bearer: staff, ...options });

  /** Sends the request, expects the status (and body, when given), and that no row changed. */
  async function expectRefused(request: () => Promise<Response>, status: number, body?: unknown) {
    const before = await adminFingerprint(handle.db);
    const response = await request();
    expect(response.status).toBe(status);
    const answer = await json(response);
    if (body !== undefined) expect(answer).toEqual(body);
    expect(await adminFingerprint(handle.db)).toEqual(before);
  }

  describe.each(bodyCalls)('$name', (endpoint) => {
    it('answers malformed JSON with 400', async () => {
      await expectRefused(
        () => call(endpoint, { body: '{"text": ', headers: { 'Content-Type': 'application/json' } }),
        400,
        { detail: expect.stringMatching(/^JSON parse error - /) },
      );
    });

    it.each([
      ['a list', [], 'list'],
      ['a string', 'text', 'str'],
    ])('answers a body that is %s with 400', async (_, body, type) => {
      await expectRefused(() => call(endpoint, { json: body }), 400, {
        non_field_errors: [`Invalid data. Expected a dictionary, but got ${type}.`],
      });
    });

    it('answers a form with 415 and a body over 100 kB with 413', async () => {
      await expectRefused(
        () =>
          call(endpoint, { body: 'a=b', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
        415,
      );
      await expectRefused(
        () => call(endpoint, { json: { ...endpoint.good(f), pad: 'x'.repeat(101 * 1024) } }),
        413,
      );
    });

    it.each(
      endpoint.fields.flatMap((field) =>
        wrongValues
          .filter(([kind]) => !endpoint.accepts?.[field]?.includes(kind))
          .map(([kind, value]) => [field, kind, value] as const),
      ),
    )('answers %s as %s with 400 naming the field, changing nothing', async (field, _, value) => {
      const before = await adminFingerprint(handle.db);
      const response = await call(endpoint, { json: { ...endpoint.good(f), [field]: value } });
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()) as object)).toContain(field);
      expect(await adminFingerprint(handle.db)).toEqual(before);
    });
  });
});
