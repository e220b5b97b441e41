// `node server.mjs serve`: the hub's HTTP server (the web app and /api on one port), working the job queue
// too unless JOBS=off. It never migrates: it refuses to start on a database that lacks migrations of this
// release. The development start (src/main.ts without a command) migrates and seeds first, then serves.
import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import type { Context } from 'hono';
import { createApp, socketAddress } from '../app';
import { createPaymentGateway, paymentsLine } from '../billing/create-gateway';
import type { DatabaseHandle } from '../db/database';
import { startMetrics, type StartedMetrics } from '../observability/start';
import { databaseReadiness } from '../platform/readiness';
import { demoSignIns } from '../seed/demo';
import { startJobs, type RunningJobs } from './jobs';
import { migrateDatabase } from './migrate';
import { describeDatabase, openDatabase, schemaProblem, type Runtime } from './runtime';
import { stopOnSignal } from './shutdown';

/** Behind one reverse proxy: the last X-Forwarded-For hop is the client the proxy saw. */
function forwardedAddress(c: Context): string {
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim());
  return hops.filter(Boolean).at(-1) ?? socketAddress(c);
}

export interface ServeOptions {
  /** Migrate (and seed the demo world in demo mode) before serving: the development start only. */
  migrate: boolean;
}

/** Opens the database and starts the jobs and the HTTP server; exits 1 when any of it cannot start. */
export async function serveCommand(runtime: Runtime, options: ServeOptions): Promise<void> {
  const { config, log, info } = runtime;
  const began = performance.now();
  const database: DatabaseHandle = await openDatabase(config);
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= database.close());
  const fail = async (what: string, error?: unknown): Promise<never> => {
    log(what, error);
    await close().catch(() => {});
    process.exit(1);
  };

  let problem: string | null = null;
  try {
    if (options.migrate) await migrateDatabase(database, runtime);
    else problem = await schemaProblem(database);
  } catch (error) {
    return fail('The server could not prepare its database', error);
  }
  if (problem) return fail(`The server cannot start: ${problem}`);

  let observed: StartedMetrics;
  try {
    observed = await startMetrics(config, database, log);
  } catch (error) {
    return fail('The server could not serve its metrics (METRICS_PORT)', error);
  }
  const { metrics } = observed;

  const now = () => new Date();
  const paymentGateway = createPaymentGateway(config.paymentGateway, config.stripe);
  let jobs: RunningJobs;
  try {
    jobs = await startJobs(database, runtime, { works: config.runJobs, now, paymentGateway, metrics });
  } catch (error) {
    return fail('The server could not start its job queue', error);
  }

  const hubDist = existsSync(config.hubDist) ? config.hubDist : null;
  const readiness = databaseReadiness(database.db, log);
  const app = createApp({
    now,
    log,
    logger: runtime.logger,
    metrics,
    jobs: jobs.queue,
    database,
    readiness,
    production: config.production,
    demo: config.demo,
    hubDist,
    publicUrl: config.publicUrl,
    outboxKey: config.outboxKey,
    passwordParams: config.passwordParams,
    maxInFlight: config.maxInFlight,
    paymentGateway,
    defaultPhoneCountry: config.defaultPhoneCountry,
    ...(config.trustProxy ? { clientAddress: forwardedAddress } : {}),
  });

  // Slow clients cannot hold connections: the whole request within REQUEST_TIMEOUT_MS (30 s), headers
  // within 10 s, an idle keep-alive connection closed after 5 s; Node checks every second.
  const timeouts = {
    requestTimeout: config.requestTimeoutMs,
    headersTimeout: Math.min(10_000, config.requestTimeoutMs),
    keepAliveTimeout: 5_000,
    connectionsCheckingInterval: 1_000,
  };
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: timeouts },
    (address) => {
      const shownHost = address.address.includes(':') ? `[${address.address}]` : address.address;
      const seconds = ((performance.now() - began) / 1000).toFixed(2);
      info(
        `Hub server on http://${shownHost}:${address.port}/ (${describeDatabase(config)}), ready in ${seconds} s`,
      );
      if (!hubDist) info(`No web app at ${config.hubDist}: serving /api only (build the hub to serve it).`);
      info(paymentsLine(config.paymentGateway, config.stripe, config.publicUrl));
      info(jobs.mailLine ?? 'Jobs: off in this process (JOBS=off): a worker process works the queue.');
      info(observed.line);
      if (config.demo) info(demoSignIns());
    },
  );

  server.on('error', async (error) => {
    await jobs.stop().catch(() => {});
    await fail(`The server could not listen: ${error.message}`);
  });

  stopOnSignal(
    log,
    info,
    async () => {
      // Not ready from now on: a load balancer sends no new requests. Stop taking jobs and connections; let
      // jobs and requests in flight finish, then close the database.
      readiness.drain();
      const jobsStopped = jobs.stop().catch((error: unknown) => log('Stopping the jobs failed', error));
      const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections would hold `close` open: end the idle ones (busy ones end after their answer).
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      await serverClosed;
      // Work after an answer (a reset email being queued) finishes before the database closes.
      await Promise.all([app.background.idle(), jobsStopped]);
      await close();
    },
    close,
  );
}
