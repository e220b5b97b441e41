// Whether this process should get traffic, for /api/ready/ (a load balancer's or an orchestrator's
// readiness probe). /api/health/ is the liveness check: it says the process and its database answer; ready
// says more: the database's migrations are current, and the process is not shutting down.
import type { Database } from '../db/database';
import { pendingMigrations } from '../db/migrations';

export interface Readiness {
  /** Why the process should not get traffic now, or null when it should. */
  problem(): Promise<string | null>;
  /** The process is shutting down: from now on it is not ready (requests in flight still get answers). */
  drain(): void;
}

/** Ready when the database answers, lacks none of the committed migrations, and no shutdown has begun. */
export function databaseReadiness(db: Database, log: (message: string, error?: unknown) => void): Readiness {
  let draining = false;
  return {
    async problem() {
      if (draining) return 'The server is shutting down.';
      let pending: string[];
      try {
        pending = await pendingMigrations(db);
      } catch (error) {
        log('Readiness check: the database did not answer', error);
        return 'The database is unavailable.';
      }
      if (pending.length > 0)
        return `The database lacks ${pending.length} migration(s) of this release: run the migrate command.`;
      return null;
    },
    drain() {
      draining = true;
    },
  };
}
