import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { databases } from '../test/databases';
import { signInDemo, testApp, type DemoSignIns } from '../test/helpers';

const forbidden = { detail: 'You do not have permission to perform this action.' };
const unavailable = { detail: 'This account is unavailable. Please contact support.' };
const notFound = { detail: 'Not found.' };

describe.each(databases())('who reaches an account on $name', (database) => {
  let handle: DatabaseHandle;
  let accountOf: DemoSignIns['accountOf'];
  let get: DemoSignIns['get'];

  beforeAll(async () => {
    handle = await database.open();
    ({ accountOf, get } = await signInDemo(testApp(handle), ['parent', 'sunset', 'staff', 'blocked']));
  });
  afterAll(() => handle.close());

  describe('who reaches an account', () => {
    it.each([
      ['the account', (id: number) => `/api/v2/accounts/${id}/`],
      ['its remote configs', (id: number) => `/api/v2/accounts/${id}/remote_configs/list/`],
      ['its players', (id: number) => `/api/v2/player/accounts/${id}`],
      ['its incomplete profiles', (id: number) => `/api/v2/accounts/${id}/incomplete_profiles/`],
    ])('answers 403 to a parent asking for another account’s %s, and 200 to staff', async (_, path) => {
      const other = await get(path(accountOf.parent!), 'sunset');
      expect(other.status).toBe(403);
      expect(await other.json()).toEqual(forbidden);
      expect((await get(path(accountOf.parent!), 'staff')).status).toBe(200);
    });

    it('answers 403 to a parent for an account id that does not exist, and 404 to staff', async () => {
      const parent = await get('/api/v2/accounts/999999/', 'parent');
      expect(parent.status).toBe(403);
      const staff = await get('/api/v2/accounts/999999/', 'staff');
      expect(staff.status).toBe(404);
      expect(await staff.json()).toEqual(notFound);
      expect((await get('/api/v2/player/accounts/999999/', 'staff')).status).toBe(404);
    });

    it.each([
      ['a word', '/api/v2/accounts/abc/'],
      ['a negative number', '/api/v2/accounts/-1/'],
      ['a number past the integer range', '/api/v2/accounts/99999999999/'],
      ['zero', '/api/v2/accounts/0/'],
      ['a decimal', '/api/v2/player/accounts/1.5'],
      ['a word for a player', '/api/v2/player/abc/activity/'],
    ])('answers an id that is %s with 404', async (_, path) => {
      const response = await get(path, 'staff');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFound);
    });

    it('answers 403 to a blocked account’s user on every account-scoped endpoint', async () => {
      const id = accountOf.blocked!;
      for (const path of [
        `/api/v2/accounts/${id}/`,
        `/api/v2/accounts/${id}/remote_configs/list/`,
        `/api/v2/player/accounts/${id}`,
        `/api/v2/accounts/${id}/incomplete_profiles/`,
        '/api/v2/user/',
        '/api/v2/user/shipping/',
      ]) {
        const response = await get(path, 'blocked');
        expect(response.status, path).toBe(403);
        expect(await response.json()).toEqual(unavailable);
      }
    });

    it('still lets a blocked account’s user read their user info and the global configs', async () => {
      const info = await get('/api/v2/user/info/', 'blocked');
      expect(info.status).toBe(200);
      expect(await info.json()).toMatchObject({ account: { account_status: 'BLOCKED' } });
      expect((await get('/api/v2/remote_configs/list/', 'blocked')).status).toBe(200);
    });
  });
});
