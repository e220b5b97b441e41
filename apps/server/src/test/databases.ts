// The databases the database tests run on: always PGlite in memory (from the snapshot made by
// global-setup.ts), and a real PostgreSQL too when TEST_DATABASE_URL (an admin URL) is set. Use with
// `describe.each(databases())('on $name', (database) => ...)` and open one per test file.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, pgliteHandle, type DatabaseHandle } from '../db/database';
import { prepareTestDatabase } from './prepare';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A migrated database with the demo world, for this test file alone; `close()` disposes of it. */
  open(): Promise<SeededDatabase>;
}

/** A test database, with when its demo world was seeded (the seed dates its rows from that day). */
export type SeededDatabase = DatabaseHandle & { seededAt: Date };

async function openPgliteSnapshot(): Promise<SeededDatabase> {
  const snapshot = await readFile(inject('pgliteSnapshot'));
  const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(snapshot)]) });
  return { ...pgliteHandle(client), seededAt: new Date(inject('pgliteSeededAt')) };
}

/** A fresh database with a random name on the server of `adminUrl`, dropped again on close. */
async function openPostgresDatabase(adminUrl: string): Promise<SeededDatabase> {
  const name = `hub_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  const seededAt = new Date();
  try {
    await prepareTestDatabase(handle);
  } catch (error) {
    await handle.close();
    await dropDatabase(adminUrl, name);
    throw error;
  }
  return {
    ...handle,
    seededAt,
    close: async () => {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

async function dropDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

export function databases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: openPgliteSnapshot }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) list.push({ name: 'postgres', open: () => openPostgresDatabase(adminUrl) });
  return list;
}
