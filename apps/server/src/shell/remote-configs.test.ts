import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { databases } from '../test/databases';
import { signInDemo, testApp, type DemoSignIns } from '../test/helpers';
import { remoteConfigs } from './schema';

interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

describe.each(databases())('remote configs on $name', (database) => {
  let handle: DatabaseHandle;
  let accountOf: DemoSignIns['accountOf'];
  let get: DemoSignIns['get'];

  beforeAll(async () => {
    handle = await database.open();
    ({ accountOf, get } = await signInDemo(testApp(handle), ['parent', 'sunset', 'staff', 'blocked']));
  });
  afterAll(() => handle.close());

  describe('remote configs', () => {
    it('lists the global configs, with the supported account tags', async () => {
      const response = await get('/api/v2/remote_configs/list/?page=1', 'parent');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            config_name: 'customer_dash_supported_account_tags',
            config_value: '["hub-dashboard","early-access"]',
            updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
          },
        ],
      });
    });

    it('lists an account’s own configs, not the global ones', async () => {
      await handle.db
        .insert(remoteConfigs)
        .values({ accountId: accountOf.sunset!, configName: 'metagame', configValue: '{"product":"city"}' });
      const response = await get(`/api/v2/accounts/${accountOf.sunset}/remote_configs/list/`, 'sunset');
      const page = (await response.json()) as Page<{ config_name: string; config_value: string }>;
      expect(page.count).toBe(1);
      expect(page.results[0]).toMatchObject({ config_name: 'metagame', config_value: '{"product":"city"}' });
    });

    it('answers an account without configs with an empty page', async () => {
      const response = await get(`/api/v2/accounts/${accountOf.parent}/remote_configs/list/`, 'parent');
      expect(await response.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    });
  });
});
