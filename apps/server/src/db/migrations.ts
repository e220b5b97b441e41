// Which of the committed migrations a database lacks: `serve` and `worker` refuse to start on a database
// that is behind, and /api/ready/ answers 503 while it is (docs/operations.md "Deploying"). Only `migrate`
// (or the development start) applies them. A database ahead of the code (a rollback to the previous
// release after an expand-only migration) is not behind: the code it has was written for it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../platform/paths';
import type { Database } from './database';

interface JournalEntry {
  tag: string;
  /** The migration's timestamp: Drizzle records it as `created_at` of the row it adds when it applies it. */
  when: number;
}

const journals = new Map<string, JournalEntry[]>();

/** The migrations of a folder, from Drizzle's journal (meta/_journal.json), read once. */
function journal(folder: string): JournalEntry[] {
  let entries = journals.get(folder);
  if (!entries) {
    const text = readFileSync(join(folder, 'meta', '_journal.json'), 'utf8');
    entries = (JSON.parse(text) as { entries: JournalEntry[] }).entries;
    journals.set(folder, entries);
  }
  return entries;
}

/**
 * The tags of the committed migrations the database has not applied, oldest first (none when current).
 * Drizzle applies a migration when it is newer than the newest row of `drizzle.__drizzle_migrations`, so
 * that row is what is compared. Throws when the database does not answer.
 */
export async function pendingMigrations(db: Database, folder = migrationsFolder): Promise<string[]> {
  const entries = journal(folder);
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!table.rows[0]?.present) return entries.map((entry) => entry.tag);
  const newest = (await db.execute(
    sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: string | null }[] };
  const applied = Number(newest.rows[0]?.applied ?? -1);
  return entries.filter((entry) => entry.when > applied).map((entry) => entry.tag);
}
