// Opens the database the server runs on: PGlite (embedded PostgreSQL in WASM) by default, or a real
// PostgreSQL through a node-postgres pool when DATABASE_URL is set. Both speak the same pg-core schema.
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../platform/paths';
import { withStatementCache } from './pglite-statements';
import * as schema from './schema';

/** The schema-typed database every query goes through, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The transaction handed to `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed migrations in apps/server/drizzle that are not applied yet. */
  migrate(): Promise<void>;
  /** Flushes and closes (PGlite) or ends the pool (PostgreSQL). */
  close(): Promise<void>;
  /**
   * Runs SQL as written, outside Drizzle: with values, one statement with `$n` parameters; without, a
   * script of several statements. The job queue speaks to the database through it (src/jobs/queue.ts).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PostgreSQL's pool, for the metrics (src/observability/metrics.ts); PGlite has none: one connection. */
  pool?: { max: number; counts(): { total: number; idle: number; waiting: number } };
}

/**
 * Wraps an open PGlite instance (tests hand in one loaded from a snapshot). Queries outside transactions
 * run as named prepared statements (src/db/pglite-statements.ts).
 */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client: withStatementCache(client), schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    async executeSql(text, values = []) {
      if (values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * What every PGlite of the server is opened with: the extensions the migrations create (pg_trgm, for the
 * staff search's trigram indexes, issue 30). PGlite ships them but loads only those named here.
 */
export const pgliteOptions = { extensions: { pg_trgm } } satisfies PGliteOptions;

/**
 * PGlite in a folder (created when missing), or in memory for `memory://`. One connection: queries
 * queue, which is why the app sheds load (src/http/load-shedding.ts).
 */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, pgliteOptions);
  return pgliteHandle(client);
}

/** Limits every connection of the pool gets (docs/security.md "Resource exhaustion"). */
export const postgresLimits = {
  /** A statement running longer is cancelled: no query holds a connection and its locks for long. */
  statementTimeoutMs: 10_000,
  /** A transaction left open and idle is ended, releasing its locks. */
  idleInTransactionTimeoutMs: 30_000,
  /** Waiting for a free connection of the pool. */
  connectionTimeoutMs: 10_000,
};

/** The advisory lock every server process takes around its migrations, so two starting at once take turns. */
export const migrationLockId = 7_340_116;

/** A real PostgreSQL through a pool. */
export function openPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    statement_timeout: postgresLimits.statementTimeoutMs,
    idle_in_transaction_session_timeout: postgresLimits.idleInTransactionTimeoutMs,
    connectionTimeoutMillis: postgresLimits.connectionTimeoutMs,
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that
  // would crash the process. The pool replaces the client on the next checkout.
  pool.on('error', (error) => console.error('PostgreSQL pool: idle client error', error));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: async () => {
      // One connection holds a session-level advisory lock for the whole run: another process starting
      // at the same moment waits, then finds everything applied.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockId]);
        try {
          await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [migrationLockId]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    pool: {
      max: poolSize,
      counts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    },
    // Without values node-postgres uses the simple protocol, which runs a script of several statements.
    executeSql: (text, values = []) => pool.query(text, values),
  };
}
