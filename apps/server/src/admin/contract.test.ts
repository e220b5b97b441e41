// The server's admin answers read by the client's schemas (@hub/api-client), as the hub reads them: a
// change of either side that breaks the contract fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createAdminFamily, type AdminFamily } from '../test/admin';
import { expectParses } from '../test/billing';
import { databases } from '../test/databases';
import { accessToken, json, send, testApp, type TestApp } from '../test/helpers';

describe.each(databases())('the admin contract on $name', (database) => {
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

  const answer = async (path: string, options: { method?: string; json?: unknown } = {}) => {
    const response = await send(app, path, { bearer: staff, ...options });
    expect(response.status, path).toBeLessThan(300);
    return response.json() as Promise<unknown>;
  };

  it('reads every list of the admin area', async () => {
    const [parent] = (
      (await answer('/api/v2/admin/accounts/?search=parent@demo.test')) as { results: { id: number }[] }
    ).results;
    const detail = (await answer(`/api/v2/admin/accounts/${parent!.id}/`)) as {
      users: { id: number }[];
      players: { id: number }[];
    };
    const lists: [string, string][] = [
      ['adminAccountPageSchema', '/api/v2/admin/accounts/'],
      ['accountTagPageSchema', '/api/v2/admin/accounts/tags/'],
      ['accountNotePageSchema', `/api/v2/admin/accounts/${parent!.id}/notes/`],
      ['timelinePageSchema', `/api/v2/admin/accounts/${parent!.id}/timeline/?page_size=1000`],
      ['shipmentPageSchema', `/api/v2/admin/billing/account/${parent!.id}/shipments/`],
      ['shipmentPageSchema', '/api/v2/admin/shipments/'],
      ['supportTicketPageSchema', `/api/v2/admin/users/${detail.users[0]!.id}/tickets/`],
      ['surveyResponsePageSchema', `/api/v2/admin/players/${detail.players[0]!.id}/responses/`],
      ['adminOrderPageSchema', '/api/v2/admin/orders/'],
      ['billingRequestPageSchema', '/api/v2/admin/billing/requests/'],
    ];
    await expectParses('adminAccountSchema', detail);
    for (const [schema, path] of lists) {
      const page = (await answer(path)) as { count: number };
      expect(page.count, path).toBeGreaterThan(0);
      await expectParses(schema, page);
    }
    await expectParses('adminShippingSchema', await answer(`/api/v2/admin/${detail.users[0]!.id}/shipping/`));
  });

  it('reads the answers of every change', async () => {
    await expectParses(
      'adminAccountSchema',
      await answer(`/api/v2/admin/accounts/${f.accountId}/`, { method: 'PATCH', json: { tags: ['legacy'] } }),
    );
    await expectParses(
      'adminUserSchema',
      await answer(`/api/v2/admin/users/${f.id}/`, { method: 'PATCH', json: { first_name: 'Pat' } }),
    );
    await expectParses(
      'accountNoteSchema',
      await answer('/api/v2/admin/accounts/notes/', {
        method: 'POST',
        json: { account: f.accountId, text: 'Hi' },
      }),
    );
    await expectParses(
      'shipmentSchema',
      await answer('/api/v2/admin/shipping/', {
        method: 'POST',
        json: { account: f.accountId, kind: 'kit' },
      }),
    );
    await expectParses(
      'shipmentSchema',
      await answer(`/api/v2/admin/shipments/${f.shipmentId}/`, {
        method: 'PATCH',
        json: { status: 'cancelled' },
      }),
    );
    await expectParses(
      'billingRequestResolvedSchema',
      await answer(`/api/v2/admin/billing/requests/${f.requestId}/resolve/`, {
        method: 'POST',
        json: { decision: 'confirm' },
      }),
    );
    await expectParses(
      'accountMigrationSchema',
      await answer(`/api/v2/admin/transit_account_to_lq/${f.accountId}/`, {
        method: 'PUT',
        json: { confirm_account: String(f.accountId), confirm_irreversible: true },
      }),
    );
  });
});
