// Backup and restore as docs/operations.md "Backup and restore" tells an operator to do them: a custom-format
// pg_dump of a hub's database, the database dropped, created again empty and filled by pg_restore, and the
// hub serves the same answers, signed-in session included. Only with TEST_DATABASE_URL (CI starts one),
// with the pg_dump and pg_restore of the newest PostgreSQL installed, as .ci/run finds them.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareTestDatabase } from '../test/prepare';
import { Browser, testApp } from '../test/helpers';
import { openPostgres, type DatabaseHandle } from './database';

const adminUrl = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);

/** The bin folder of the newest PostgreSQL installed (/usr/lib/postgresql/<version>/bin). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'pg_dump')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (versions.length === 0)
    throw new Error(`No pg_dump under ${root}/<version>/bin: install postgresql-client.`);
  return join(root, versions.at(-1)!, 'bin');
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The migrations drizzle recorded as applied, by hash. */
async function appliedMigrations(database: DatabaseHandle): Promise<unknown[]> {
  const { rows } = await database.executeSql('select hash from drizzle.__drizzle_migrations order by id', []);
  return rows;
}

describe.runIf(adminUrl)('backing up the database with pg_dump and restoring it with pg_restore', () => {
  const name = `hub_backup_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl ?? 'postgres://localhost');
  url.pathname = `/${name}`;
  const folder = mkdtempSync(join(tmpdir(), 'hub-backup-'));
  const dump = join(folder, 'hub.dump');
  /** One instant for both apps, so an answer that counts days counts the same ones. */
  const now = new Date();
  let handle: DatabaseHandle | null = null;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    handle = openPostgres(url.toString(), 4);
    await prepareTestDatabase(handle);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(folder, { recursive: true, force: true });
  });

  /** What a parent and staff see of the parent's account: the user, the players, the invoices, the staff list. */
  async function answers(parent: Browser, staff: Browser) {
    const info = (await (await parent.request('/api/v2/user/info/')).json()) as { account: { id: number } };
    const accountId = info.account.id;
    const read = async (browser: Browser, path: string) => {
      const response = await browser.request(path);
      return { path, status: response.status, body: (await response.json()) as unknown };
    };
    return [
      { path: '/api/v2/user/info/', status: 200, body: info },
      await read(parent, `/api/v2/player/accounts/${accountId}/`),
      await read(parent, `/api/v2/billing/accounts/${accountId}/invoices/`),
      await read(staff, `/api/v2/admin/accounts/${accountId}/`),
      await read(staff, '/api/v2/admin/accounts/?search=demo.test'),
    ];
  }

  it('serves the same accounts, players, invoices and sessions after a dump, a drop and a restore', async () => {
    const app = testApp(handle!, { now: () => now });
    const parent = new Browser(app);
    const staff = new Browser(app);
    expect((await parent.signIn('parent@demo.test')).status).toBe(200);
    expect((await staff.signIn('staff@demo.test')).status).toBe(200);
    const before = await answers(parent, staff);
    // The demo parent has players and invoices, so the comparison below compares something.
    expect(before.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200]);
    expect(before[1]!.body).toMatchObject({ count: 3 });
    expect((before[2]!.body as { count: number }).count).toBeGreaterThan(0);
    const migrations = await appliedMigrations(handle!);

    const bin = postgresBin();
    await run(join(bin, 'pg_dump'), ['--format=custom', `--file=${dump}`, `--dbname=${url}`]);
    expect(statSync(dump).size).toBeGreaterThan(0);

    await handle!.close();
    handle = null;
    await admin(`drop database ${name} with (force)`);
    await admin(`create database ${name}`);
    await run(join(bin, 'pg_restore'), [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      `--dbname=${url}`,
      dump,
    ]);

    handle = openPostgres(url.toString(), 4);
    const restored = testApp(handle, { now: () => now });
    // The same browsers, with the cookies they had: their sessions were in the dump.
    const sessions = [new Browser(restored), new Browser(restored)];
    sessions.forEach((browser, index) => {
      for (const [cookie, value] of [parent, staff][index]!.cookies) browser.cookies.set(cookie, value);
    });
    expect(await answers(sessions[0]!, sessions[1]!)).toEqual(before);
    // The migrations it had, so `serve` starts on it without a `migrate`.
    expect(await appliedMigrations(handle)).toEqual(migrations);
    // And the passwords: a new sign-in works.
    expect((await new Browser(restored).signIn('parent@demo.test')).status).toBe(200);
  }, 120_000);
});
