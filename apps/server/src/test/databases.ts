// The databases the database tests run on: always PGlite in memory (from the snapshot made by
// global-setup.ts), and a real PostgreSQL too when TEST_DATABASE_URL (an admin URL) is set. Use with
// `describe.each(databases())('on $name', (database) => ...)` and open one per test file.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPostgres, pgliteHandle, pgliteOptions, type DatabaseHandle } from '../db/database';
import { adminQuery } from './global-setup';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A migrated database with the demo world, for this test file alone; `close()` disposes of it. */
  open(): Promise<SeededDatabase>;
}

/** A test database, with when its demo world was seeded (the seed dates its rows from that day). */
export type SeededDatabase = DatabaseHandle & { seededAt: Date };

async function openPgliteSnapshot(): Promise<SeededDatabase> {
  const snapshot = await readFile(inject('pgliteSnapshot'));
  const client = await PGlite.create({
    ...pgliteOptions,
    loadDataDir: new Blob([new Uint8Array(snapshot)]),
  });
  return { ...pgliteHandle(client), seededAt: new Date(inject('pgliteSeededAt')) };
}

/**
 * A fresh database with a random name on the server of `adminUrl`, a copy of the template that
 * global-setup.ts migrated and seeded, dropped again on close.
 */
async function openPostgresDatabase(adminUrl: string): Promise<SeededDatabase> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('TEST_DATABASE_URL was set after global-setup.ts ran: no template.');
  const name = `hub_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${template.name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  return {
    ...handle,
    seededAt: new Date(template.seededAt),
    close: async () => {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export function databases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: openPgliteSnapshot }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) list.push({ name: 'postgres', open: () => openPostgresDatabase(adminUrl) });
  return list;
}
