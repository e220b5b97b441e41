// The server's metrics, in Prometheus's text format (prom-client), served on METRICS_PORT by
// metrics-server.ts. One registry per process, its own rather than prom-client's global one, so a test
// builds as many as it likes. Two kinds of series:
// - counted where the event happens: the modules take this object as they take `log`, each through a
//   small interface of its own (jobs/queue.ts, delivery/deliver.ts, billing/run.ts, http/load-shedding.ts);
// - read when Prometheus asks (collect on scrape): the database pool's counts and the job queue's depth,
//   so nothing polls between scrapes.
// Names and meanings are listed in docs/operations.md "Logs and metrics".
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/database';
import { jobsSchema } from '../jobs/queue';
import type { LogFunction } from './logger';
import type { RequestMetrics } from './requests';

/** What the metrics read when scraped. */
export interface MetricsSources {
  /** The database: its pool (PostgreSQL) and the job queue's table. */
  database?: Pick<DatabaseHandle, 'kind' | 'executeSql' | 'pool'>;
  /** Where a failed read is told (the scrape still answers, without those series). */
  log?: LogFunction;
}

/** The process's metrics: the registry to serve, and the event points the modules call. */
export interface Metrics extends RequestMetrics {
  readonly registry: Registry;
  /** A request answered 503 by load shedding (http/load-shedding.ts). */
  requestShed(): void;
  /** A job's try failed (it will be retried, or becomes a dead letter after its last try). */
  jobFailed(queue: string): void;
  /** How one try at delivering an email ended (delivery/deliver.ts). */
  emailDelivery(outcome: (typeof emailOutcomes)[number]): void;
  /** A billing run finished: its subscriptions by outcome (billing/run.ts). */
  billingRunCompleted(report: Record<BillingOutcome, number>): void;
}

const emailOutcomes = ['sent', 'retrying', 'failed', 'skipped'] as const;
const billingOutcomes = ['paid', 'declined', 'ended', 'expired', 'skipped'] as const;
type BillingOutcome = (typeof billingOutcomes)[number];

/** The job states counted: waiting (created, retry), running (active), and failed for good. */
const jobStates = ['created', 'retry', 'active', 'failed'];

export function createMetrics(sources: MetricsSources = {}): Metrics {
  const registry = new Registry();
  // The process's own: CPU, memory, event loop delay, garbage collection (prom-client's standard names).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const duration = new Histogram({
    name: 'hub_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const inFlight = new Gauge({
    name: 'hub_http_requests_in_flight',
    help: 'Requests being answered now (load shedding answers 503 above MAX_IN_FLIGHT).',
    registers,
  });
  const shed = new Counter({
    name: 'hub_http_requests_shed_total',
    help: 'Requests answered 503 because MAX_IN_FLIGHT were in flight.',
    registers,
  });
  const jobFailures = new Counter({
    name: 'hub_job_failures_total',
    help: 'Failed tries of jobs in this process, by queue (each is retried until its last try).',
    labelNames: ['queue'] as const,
    registers,
  });
  const emails = new Counter({
    name: 'hub_email_deliveries_total',
    help: 'Tries at delivering an email, by outcome: sent, retrying (a temporary failure), failed (for good), skipped (already done).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const billing = new Counter({
    name: 'hub_billing_run_subscriptions_total',
    help: 'Subscriptions the billing run acted on, by outcome: paid, declined, ended (after dunning), expired, skipped (taken by another run).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const billingCompleted = new Gauge({
    name: 'hub_billing_run_last_completed_timestamp_seconds',
    help: 'When a billing run last completed in this process (Unix time).',
    registers,
  });

  // Every outcome is a series from the start, at 0, so a rate or an alert has something to read.
  for (const outcome of emailOutcomes) emails.inc({ outcome }, 0);
  for (const outcome of billingOutcomes) billing.inc({ outcome }, 0);

  const database = sources.database;
  const pool = database?.pool;
  new Gauge({
    name: 'hub_db_pool_connections',
    help: 'Database connections of this process, by state: total (open) and idle. PGlite is one connection.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      if (pool) {
        const { total, idle } = pool.counts();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
      } else if (database) this.set({ state: 'total' }, 1);
    },
  });
  new Gauge({
    name: 'hub_db_pool_max_connections',
    help: 'The most connections the pool opens (PostgreSQL: 10 per process; PGlite: 1).',
    registers,
    collect() {
      if (pool) this.set(pool.max);
      else if (database) this.set(1);
    },
  });
  new Gauge({
    name: 'hub_db_pool_waiting',
    help: 'Queries waiting for a free connection of the pool (PostgreSQL only).',
    registers,
    collect() {
      if (pool) this.set(pool.counts().waiting);
    },
  });
  new Gauge({
    name: 'hub_jobs',
    help: 'Jobs in the queue, by queue and state: created and retry (waiting), active (running), failed (kept for an operator). Dead letters are the created jobs of the <queue>-dead queues.',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      if (!database) return;
      try {
        // One count over the job table's rows that are not completed: no row is read twice a scrape.
        const { rows } = await database.executeSql(
          `select name, state::text as state, count(*)::int as count from ${jobsSchema}.job
            where state in (${jobStates.map((state) => `'${state}'`).join(', ')}) group by name, state`,
          [],
        );
        for (const row of rows as { name: string; state: string; count: number }[])
          this.set({ queue: row.name, state: row.state }, Number(row.count));
      } catch (error) {
        sources.log?.('Metrics: the job queue could not be counted', error);
      }
    },
  });

  return {
    registry,
    requestStarted: () => inFlight.inc(),
    requestEnded({ method, route, status }, seconds) {
      inFlight.dec();
      duration.observe({ method, route, status: String(status) }, seconds);
    },
    requestShed: () => shed.inc(),
    jobFailed: (queue) => jobFailures.inc({ queue }),
    emailDelivery: (outcome) => emails.inc({ outcome }),
    billingRunCompleted(report) {
      for (const outcome of billingOutcomes) billing.inc({ outcome }, report[outcome]);
      billingCompleted.set(Date.now() / 1000);
    },
  };
}
