import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteHandle, pgliteOptions, type DatabaseHandle } from '../db/database';
import { pendingMigrations } from '../db/migrations';
import { databases } from '../test/databases';
import { send, testApp } from '../test/helpers';
import { databaseReadiness } from './readiness';

describe.each(databases())('the readiness check on $name', (database) => {
  let handle: DatabaseHandle | null = null;
  afterEach(async () => {
    await handle?.close().catch(() => {});
    handle = null;
  });

  it('answers 200 when the database answers and has every migration', async () => {
    handle = await database.open();
    const response = await send(testApp(handle), '/api/ready/');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 while the database lacks the newest migration', async () => {
    handle = await database.open();
    const app = testApp(handle);
    // The state of a database a release behind: its newest migration not applied.
    await handle.executeSql(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    const behind = await send(app, '/api/ready/');
    expect(behind.status).toBe(503);
    expect(await behind.json()).toEqual({
      status: 'unavailable',
      detail: 'The database lacks 1 migration(s) of this release: run the migrate command.',
    });
    // Liveness is another question: the process and its database answer.
    expect((await send(app, '/api/health/')).status).toBe(200);
  });

  it('answers 503 once the process starts shutting down, while health still answers 200', async () => {
    handle = await database.open();
    const readiness = databaseReadiness(handle.db, () => {});
    const app = testApp(handle, { readiness });
    expect((await send(app, '/api/ready/')).status).toBe(200);
    readiness.drain();
    const draining = await send(app, '/api/ready/');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'unavailable', detail: 'The server is shutting down.' });
    expect((await send(app, '/api/health/')).status).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    const closed = await database.open();
    const app = testApp(closed);
    await closed.close();
    const response = await send(app, '/api/ready/');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', detail: 'The database is unavailable.' });
  });
});

describe('pending migrations', () => {
  it('lists every migration, oldest first, on a database never migrated, and none once migrated', async () => {
    const fresh = pgliteHandle(await PGlite.create(pgliteOptions));
    try {
      const app = testApp(fresh);
      const pending = await pendingMigrations(fresh.db);
      expect(pending[0]).toBe('0000_init');
      expect(pending.length).toBeGreaterThan(10);
      expect((await send(app, '/api/ready/')).status).toBe(503);
      await fresh.migrate();
      expect(await pendingMigrations(fresh.db)).toEqual([]);
      expect((await send(app, '/api/ready/')).status).toBe(200);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
