// PostgreSQL's limits and the migration lock: only with TEST_DATABASE_URL (CI starts one).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './database';

const adminUrl = process.env.TEST_DATABASE_URL;

/** The rows of a raw statement (node-postgres answers `{rows}`). */
async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

describe.runIf(adminUrl)('on PostgreSQL', () => {
  async function withFreshDatabase(test: (url: string) => Promise<void>) {
    const name = `hub_db_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      await test(url.toString());
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }

  it('gives every connection a statement timeout and an idle-in-transaction timeout', async () => {
    await withFreshDatabase(async (url) => {
      const handle = openPostgres(url, 2);
      try {
        const rows = await rowsOf<{ statement: string; idle: string }>(
          handle.db.execute(
            "select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle",
          ),
        );
        expect(rows[0]).toEqual({ statement: '10s', idle: '30s' });
        const error = (await handle.db.execute('select pg_sleep(11)').then(
          () => null,
          (reason: unknown) => reason,
        )) as { message: string; cause?: { message: string } } | null;
        expect(error?.cause?.message ?? error?.message).toMatch(/statement timeout/);
      } finally {
        await handle.close();
      }
    });
  }, 30_000);

  it('lets two processes that start at once migrate one after the other, both successfully', async () => {
    await withFreshDatabase(async (url) => {
      const first = openPostgres(url, 2);
      const second = openPostgres(url, 2);
      try {
        const results = await Promise.allSettled([first.migrate(), second.migrate()]);
        expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
        const rows = await rowsOf<{ n: number }>(first.db.execute('select count(*)::int as n from users'));
        expect(rows[0]).toEqual({ n: 0 });
      } finally {
        await first.close();
        await second.close();
      }
    });
  }, 60_000);
});
