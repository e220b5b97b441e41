// Shipments for staff (issue 13): an account's, newest first and paged (the client follows `next`); every
// shipment filtered by status; a new one to the holder's address; status changes through the shipment
// machine (409 when it forbids one); each change logged.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingAddresses } from '../account/schema';
import type { DatabaseHandle } from '../db/database';
import { adminActionsOf, adminFingerprint, createAdminFamily } from '../test/admin';
import { databases } from '../test/databases';
import { accessToken, json, send, testApp, type TestApp } from '../test/helpers';

interface Shipment {
  id: number;
  account: number;
  kind: string;
  status: string;
  carrier: string | null;
  tracking_number: string | null;
  address: Record<string, string>;
  created_by: { id: number; name: string } | null;
  shipped_at: string | null;
  delivered_at: string | null;
}
interface ShipmentPage {
  count: number;
  next: string | null;
  results: Shipment[];
}

describe.each(databases())('staff’s shipments on $name', (database) => {
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

  const family = () => createAdminFamily(handle.db, { author: staffId });
  const ship = (body: unknown) =>
    send(app, '/api/v2/admin/shipping/', { method: 'POST', bearer: staff, json: body });
  const change = (id: number, body: unknown) =>
    send(app, `/api/v2/admin/shipments/${id}/`, { method: 'PATCH', bearer: staff, json: body });
  const pageOf = async (path: string) =>
    (await json(await send(app, path, { bearer: staff }))) as ShipmentPage;

  it('sends a replacement sensor to the holder’s address and lists it first', async () => {
    const f = await family();
    const response = await ship({
      account: f.accountId,
      kind: 'replacement_sensor',
      reason: 'Stopped charging.',
    });
    expect(response.status).toBe(201);
    const made = (await response.json()) as Shipment;
    expect(made).toMatchObject({
      account: f.accountId,
      kind: 'replacement_sensor',
      status: 'pending',
      carrier: null,
      address: {
        name: 'Test User',
        address1: '1200 Maple Avenue',
        city: 'Springfield',
        state: 'IL',
        country: 'US',
      },
      created_by: { id: staffId, name: 'Alex Staff' },
    });
    const listed = await pageOf(`/api/v2/admin/billing/account/${f.accountId}/shipments/`);
    expect(listed.count).toBe(2);
    expect(listed.results.map((row) => row.id)).toEqual([made.id, f.shipmentId]);
    const [logged] = await adminActionsOf(handle.db, f.accountId);
    expect(logged).toMatchObject({
      action: 'shipment.create',
      targetId: made.id,
      detail: { kind: 'replacement_sensor' },
    });
  });

  it('pages an account’s shipments with next links the client follows', async () => {
    const f = await family();
    for (const kind of ['replacement_sensor', 'replacement_strap'])
      await ship({ account: f.accountId, kind });
    const first = await pageOf(`/api/v2/admin/billing/account/${f.accountId}/shipments/?page_size=2`);
    expect(first.results.map((row) => row.kind)).toEqual(['replacement_strap', 'replacement_sensor']);
    expect(first.next).toBe(`/api/v2/admin/billing/account/${f.accountId}/shipments/?page_size=2&page=2`);
    const second = await pageOf(first.next!);
    expect(second.results.map((row) => row.kind)).toEqual(['kit']);
    expect(second.next).toBeNull();
  });

  it('walks a shipment through the machine: shipped with tracking, then delivered', async () => {
    const f = await family();
    const shipped = await change(f.shipmentId, {
      status: 'shipped',
      carrier: 'UPS',
      tracking_number: '1Z999',
    });
    expect(shipped.status).toBe(200);
    expect(await shipped.json()).toMatchObject({
      status: 'shipped',
      carrier: 'UPS',
      tracking_number: '1Z999',
      shipped_at: expect.any(String),
    });
    const delivered = await change(f.shipmentId, { status: 'delivered' });
    expect(await delivered.json()).toMatchObject({
      status: 'delivered',
      carrier: 'UPS',
      delivered_at: expect.any(String),
    });
    expect((await adminActionsOf(handle.db, f.accountId)).map((row) => row.detail)).toEqual([
      { from: 'pending', to: 'shipped', carrier: 'UPS', tracking_number: '1Z999' },
      { from: 'shipped', to: 'delivered' },
    ]);
  });

  it.each([
    { to: 'delivered', body: { status: 'delivered' } },
    { to: 'returned', body: { status: 'returned' } },
    { to: 'pending', body: { status: 'pending' } },
  ])('answers 409 for a pending shipment marked $to, and changes nothing', async ({ to, body }) => {
    const f = await family();
    const before = await adminFingerprint(handle.db);
    const response = await change(f.shipmentId, body);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      detail: `A shipment that is pending cannot be marked ${to}.`,
      code: 'illegal_transition',
      from: 'pending',
      to,
    });
    expect(await adminFingerprint(handle.db)).toEqual(before);
  });

  it.each([
    {
      rule: 'shipped without tracking',
      body: { status: 'shipped' },
      errors: { tracking_number: ['A shipment that is shipped needs its carrier and tracking number.'] },
    },
    {
      rule: 'an unknown status',
      body: { status: 'lost' },
      errors: { status: ['"lost" is not a valid choice.'] },
    },
  ])('refuses $rule with 400', async ({ body, errors }) => {
    const f = await family();
    const response = await change(f.shipmentId, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errors);
  });

  it.each([
    {
      rule: 'an unknown kind',
      body: (a: number) => ({ account: a, kind: 'puppy' }),
      errors: { kind: ['"puppy" is not a valid choice.'] },
    },
    { rule: 'no account', body: () => ({ kind: 'kit' }), errors: { account: ['Account is required'] } },
    {
      rule: 'an account that does not exist',
      body: () => ({ account: 999_999, kind: 'kit' }),
      errors: { account: ['Invalid pk "999999" - object does not exist.'] },
    },
  ])('refuses a new shipment with $rule (400), making nothing', async ({ body, errors }) => {
    const f = await family();
    const before = await adminFingerprint(handle.db);
    const response = await ship(body(f.accountId));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errors);
    expect(await adminFingerprint(handle.db)).toEqual(before);
  });

  it('refuses a shipment to an account without an address', async () => {
    const f = await family();
    await handle.db.delete(shippingAddresses).where(eq(shippingAddresses.userId, f.id));
    const response = await ship({ account: f.accountId, kind: 'kit' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      account: ['This account has no shipping address to send a shipment to.'],
    });
  });

  it('lists every shipment for the admin bar, filtered by status', async () => {
    const f = await family();
    await change(f.shipmentId, { status: 'cancelled' });
    const cancelled = await pageOf('/api/v2/admin/shipments/?status=Cancelled');
    expect(cancelled.results.every((row) => row.status === 'cancelled')).toBe(true);
    expect(cancelled.results.map((row) => row.id)).toContain(f.shipmentId);
    const all = await pageOf('/api/v2/admin/shipments/');
    expect(all.count).toBeGreaterThan(cancelled.count);
    const bad = await send(app, '/api/v2/admin/shipments/?status=lost', { bearer: staff });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ status: ['"lost" is not a valid choice.'] });
  });
});
