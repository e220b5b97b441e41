import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { databases } from '../test/databases';
import { signInDemo, testApp, type DemoSignIns } from '../test/helpers';

describe.each(databases())('the account on $name', (database) => {
  let handle: DatabaseHandle;
  let accountOf: DemoSignIns['accountOf'];
  let get: DemoSignIns['get'];

  beforeAll(async () => {
    handle = await database.open();
    ({ accountOf, get } = await signInDemo(testApp(handle), ['parent', 'sunset', 'staff', 'blocked']));
  });
  afterAll(() => handle.close());

  describe('the account', () => {
    it('gives a parent their own account with tags, status, billing status and devices', async () => {
      const response = await get(`/api/v2/accounts/${accountOf.parent}/`, 'parent');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        id: accountOf.parent,
        tags: ['hub-dashboard'],
        account_status: 'ACTIVE',
        billing_status: { status_name: 'ACTIVE' },
        devices: [{ id: expect.any(Number), name: 'Living-room tablet', is_kiosk_mode: false }],
        users: [
          {
            id: expect.any(Number),
            first_name: 'Dana',
            last_name: 'Rivera',
            email: 'parent@demo.test',
            is_billing_user: true,
            status: 'active',
          },
        ],
        coach_user: null,
      });
    });
  });
});
