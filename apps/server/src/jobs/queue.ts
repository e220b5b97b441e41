// Work no click starts (emails, reminders, renewals, webhooks) runs as jobs on one PostgreSQL queue:
// pg-boss, in the schema `jobs` of the database the server already uses, PGlite by default or PostgreSQL.
// pg-boss talks to the database through `executeSql` (DatabaseHandle.executeSql), so the embedded PGlite
// carries it as a real PostgreSQL does (docs/decisions.md "Jobs on pg-boss").
//
// What a job gets from the queue:
// - it is a row: it survives a restart, and is claimed by one process (FOR UPDATE SKIP LOCKED);
// - a failure is retried after `retryDelaySeconds`, doubling each time (pg-boss's backoff), and after the
//   last try the job goes to `<queue>-dead`, the dead letters, which no worker reads: an operator sees
//   and replays them (docs/operations.md "Jobs");
// - a schedule (cron, UTC) sends a job each time it comes round, once whatever the number of processes;
// - on shutdown a job finishes, or after `stopTimeoutMs` is failed, so its next try runs elsewhere.
// A handler must be idempotent: a job may run again after a crash between its work and its completion.
//
// pg-boss 10.4 is its last version for Node 20 (11 needs Node 22); its own time (when a retry is due)
// is the database's clock, the work's time is the server's one clock (`Settings.now`).
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../db/database';

/** The schema pg-boss keeps its tables in (created and migrated by `start`). */
export const jobsSchema = 'jobs';

/** How a kind of job is retried. */
export interface JobKind {
  /** The queue's name: letters, digits, hyphens. */
  name: string;
  /** Tries after the first (so `retryLimit + 1` in all) before the job is a dead letter. */
  retryLimit: number;
  /** The wait before the first retry; each next wait is twice the last (pg-boss's `retryBackoff`). */
  retryDelaySeconds: number;
  /** A try running longer than this counts as failed (a process that died mid-job). */
  expireInSeconds: number;
}

export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** Tries before this one. */
  retryCount: number;
  /** Whether this is the last try: a failure now makes the job a dead letter. */
  lastTry: boolean;
}

export interface SendOptions {
  /**
   * What makes the job one of a kind: sending again with the same key adds nothing (an email's event, a
   * renewal's invoice). Without a key every send is a new job.
   */
  key?: string;
  /** Not before this moment. */
  startAfter?: Date;
  /** The transaction of the change the job follows: no change, no job, and no job without the change. */
  in?: Transaction;
}

export interface JobQueueOptions {
  /** How often an idle worker asks for work (at least 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How long `stop` waits for running jobs before handing them back. */
  stopTimeoutMs?: number;
  /** Where failures of the queue itself are told (a job's own failure is stored on the job). */
  log?: (message: string, error?: unknown) => void;
  /** Counts the failed tries of jobs by queue (src/observability/metrics.ts). */
  metrics?: { jobFailed(queue: string): void };
  /**
   * Whether this process works jobs (true by default). A web process with JOBS=off sends and declares
   * jobs but works none, runs no schedule and leaves pg-boss's upkeep to the `worker` processes.
   */
  works?: boolean;
}

export interface JobQueue {
  /** Creates (or migrates) the queue's tables; idempotent, and safe in several processes at once. */
  start(): Promise<void>;
  /** Declares a kind of job with its retries and its dead-letter queue. */
  define(kind: JobKind): Promise<void>;
  /** Queues a job; answers its id, or null when a job with the same key exists already. */
  send<T extends object>(kind: JobKind, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Queues many new jobs of a kind in one statement, in the caller's transaction (`in`), each with the
   * kind's retries. Unlike `send`, a key queued before is an error (pg-boss's insert has no ON CONFLICT):
   * for jobs of rows the same transaction made.
   */
  sendMany<T extends object>(
    kind: JobKind,
    jobs: readonly { data: T; key?: string }[],
    options: { in: Transaction },
  ): Promise<void>;
  /** Runs the kind's jobs in this process, one at a time; a thrown error is a failed try. */
  work<T extends object>(kind: JobKind, handler: (job: Job<T>) => Promise<void>): Promise<void>;
  /** Sends the kind's job on a cron schedule (UTC), once per time, whichever process sees it first. */
  schedule(kind: JobKind, cron: string): Promise<void>;
  /** Stops taking work, waits for running jobs (up to `stopTimeoutMs`), hands back the rest. */
  stop(): Promise<void>;
  /** pg-boss itself, for what an operator or a test looks at (states, dead letters). */
  readonly boss: PgBoss;
}

/** The dead letters of a kind: where its jobs go after their last try. */
export function deadLetterQueue(kind: Pick<JobKind, 'name'>): string {
  return `${kind.name}-dead`;
}

/**
 * A job's id made from its kind and key (a UUID, as pg-boss keeps ids): the same key gives the same id,
 * which the queue refuses twice.
 */
export function jobIdFor(kind: Pick<JobKind, 'name'>, key: string): string {
  const hex = createHash('sha256').update(`${kind.name}\u0000${key}`).digest('hex');
  // Laid out as a version 8 (custom) UUID with the RFC 9562 variant.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * pg-boss's statement with its `$n` parameters, as a Drizzle query: the transaction of the caller runs it,
 * whichever driver it is on.
 */
export function statementOf(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

function inTransaction(tx: Transaction) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = (await tx.execute(statementOf(text, values))) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions = {}): JobQueue {
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const works = options.works ?? true;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: jobsSchema,
    // Keep what ended for a week, so staff and operators can see what happened.
    archiveCompletedAfterSeconds: 60 * 60 * 24 * 7,
    deleteAfterDays: 30,
    supervise: works,
    schedule: works,
  });
  boss.on('error', (error) => log('The job queue failed', error));
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  let started = false;

  return {
    boss,
    async start() {
      if (started) return;
      await boss.start();
      started = true;
    },
    async define(kind) {
      const dead = deadLetterQueue(kind);
      // No worker reads the dead letters; they wait 90 days for an operator (docs/operations.md "Jobs").
      if (!(await boss.getQueue(dead)))
        await boss.createQueue(dead, { name: dead, retentionDays: 90 }).catch(ignoreExisting);
      const policy = {
        name: kind.name,
        retryLimit: kind.retryLimit,
        retryDelay: kind.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: kind.expireInSeconds,
        deadLetter: dead,
      };
      if (await boss.getQueue(kind.name)) await boss.updateQueue(kind.name, policy);
      else await boss.createQueue(kind.name, policy).catch(ignoreExisting);
    },
    async sendMany(kind, jobs, sendOptions) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map(({ data, key }) => ({
          name: kind.name,
          data,
          ...(key === undefined ? {} : { id: jobIdFor(kind, key) }),
        })),
        { db: inTransaction(sendOptions.in) },
      );
    },
    async send(kind, data, sendOptions = {}) {
      return boss.send(kind.name, data, {
        ...(sendOptions.key === undefined ? {} : { id: jobIdFor(kind, sendOptions.key) }),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.in ? { db: inTransaction(sendOptions.in) } : {}),
      });
    },
    async work(kind, handler) {
      if (!works) return;
      // pg-boss waits its polling interval after every fetch, even one that found a job: one job per 2 s
      // and kind, 1,800 emails an hour. A worker that found a job asks again at once (`notifyWorker`), so
      // a queue drains as fast as its jobs run, and only an empty one waits the interval.
      let workerId: string | null = null;
      workerId = await boss.work<Parameters<typeof handler>[0]['data']>(
        kind.name,
        { ...polling, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          if (jobs.length > 0 && workerId) boss.notifyWorker(workerId);
          for (const job of jobs) {
            try {
              await handler({
                id: job.id,
                name: job.name,
                data: job.data,
                retryCount: job.retryCount,
                lastTry: job.retryCount >= job.retryLimit,
              });
            } catch (error) {
              options.metrics?.jobFailed(kind.name);
              throw error;
            }
          }
        },
      );
    },
    async schedule(kind, cron) {
      if (!works) return;
      await boss.schedule(kind.name, cron, {}, { tz: 'UTC' });
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}

/** Two processes declaring the same queue at once: the second finds it made. */
function ignoreExisting(error: unknown) {
  if (!/already exists|duplicate key/i.test(String((error as Error)?.message))) throw error;
}
