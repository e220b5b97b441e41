// Runs once before the test files: migrates and seeds an in-memory PGlite and snapshots it to a file,
// so each test file loads a ready database (about 0.6 s) instead of migrating its own. With
// TEST_DATABASE_URL, the same on PostgreSQL: a template database, migrated and seeded once, that each test
// file copies (`create database ... template`) instead of migrating and seeding its own.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteHandle, pgliteOptions } from '../db/database';
import { prepareTestDatabase } from './prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated, seeded PGlite data dir (a tarball from dumpDataDir). */
    pgliteSnapshot: string;
    /** When the snapshot's demo world was seeded (ISO), the day its dates count from. */
    pgliteSeededAt: string;
    /** With TEST_DATABASE_URL: the migrated, seeded template database, and when it was seeded (ISO). */
    postgresTemplate: { name: string; seededAt: string } | null;
  }
}

let folder: string | null = null;
let template: { adminUrl: string; name: string } | null = null;

/** Runs one statement on the server of `adminUrl` (create and drop database run outside a transaction). */
export async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A migrated and seeded database on the server of `adminUrl`, closed so that others can copy it. */
async function preparePostgresTemplate(adminUrl: string) {
  const name = `hub_test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  template = { adminUrl, name };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const seededAt = new Date().toISOString();
  const handle = openPostgres(url.toString(), 2);
  try {
    await prepareTestDatabase(handle);
  } finally {
    await handle.close();
  }
  return { name, seededAt };
}

export async function setup(project: TestProject) {
  const client = await PGlite.create(pgliteOptions);
  const seededAt = new Date().toISOString();
  await prepareTestDatabase(pgliteHandle(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  folder = mkdtempSync(join(tmpdir(), 'hub-server-tests-'));
  const file = join(folder, 'pglite-snapshot.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgliteSeededAt', seededAt);
  const adminUrl = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplate', adminUrl ? await preparePostgresTemplate(adminUrl) : null);
}

export async function teardown() {
  if (folder) rmSync(folder, { recursive: true, force: true });
  if (template) await adminQuery(template.adminUrl, `drop database if exists ${template.name} with (force)`);
}
