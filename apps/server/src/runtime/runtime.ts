// What every command of src/main.ts gets (the settings and where its lines go), and what they share: the
// database, opened as configured, and the check that it is not behind this release.
import type { Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/database';
import { pendingMigrations } from '../db/migrations';
import type { Logger } from '../observability/logger';

export interface Runtime {
  config: Config;
  /** The modules' `log(message, error?)`: something an operator should see, with its error. */
  log: (message: string, error?: unknown) => void;
  /** A line for the operator: the URL, where mail goes, the demo sign-ins. */
  info: (message: string) => void;
  /** The process's one logger (src/observability/logger.ts), under `log` and the requests' lines. */
  logger: Logger;
}

/** PostgreSQL at DATABASE_URL, else PGlite in PGLITE_DATA_DIR. */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.pgliteDataDir);
}

/** Where the database is, for a start-up line (never DATABASE_URL itself: it holds a password). */
export function describeDatabase(config: Config): string {
  return config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.pgliteDataDir}`;
}

/**
 * What keeps `serve` and `worker` from starting on this database, or null: the migrations of this release
 * it lacks. They never migrate by themselves (docs/operations.md "Deploying": migrate, then deploy).
 */
export async function schemaProblem(database: DatabaseHandle): Promise<string | null> {
  const pending = await pendingMigrations(database.db);
  if (pending.length === 0) return null;
  const named = pending.length > 3 ? `${pending[0]} to ${pending.at(-1)}` : pending.join(', ');
  return (
    `the database lacks ${pending.length} migration(s) of this release (${named}). ` +
    'Run the migrate command first: node server.mjs migrate.'
  );
}
