// Starts the server: reads the environment, opens and migrates the database, seeds the demo world
// outside production, serves the app, works the job queue (the coaching call reminders every minute), and
// on SIGINT/SIGTERM lets requests and jobs finish, then closes the database.
import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import type { Context } from 'hono';
import { createApp, socketAddress } from './app';
import { hashPassword } from './auth/passwords';
import { createPaymentGateway } from './billing/gateway';
import { startPasswordResetRequests } from './auth/reset-job';
import { startBillingRun } from './billing/run';
import { startCallReminders } from './coaching/reminders';
import { readConfig } from './config';
import { openPglite, openPostgres, type DatabaseHandle } from './db/database';
import { startMailCatcher, type MailCatcher } from './delivery/catcher';
import { startEmailDelivery } from './delivery/deliver';
import { describeSmtpUrl, smtpTransport, type MailTransport } from './delivery/transport';
import { createJobQueue } from './jobs/queue';
import { sealPlainEmails } from './mail';
import { demoPassword, demoSignIns, seedDemo } from './seed/demo';

/** Behind one reverse proxy: the last X-Forwarded-For hop is the client the proxy saw. */
function forwardedAddress(c: Context): string {
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim());
  return hops.filter(Boolean).at(-1) ?? socketAddress(c);
}

async function main() {
  const began = performance.now();
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig();
  } catch (error) {
    console.error(`The server cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  const database: DatabaseHandle = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openPglite(config.pgliteDataDir);

  let closing: Promise<void> | null = null;
  const close = () => (closing ??= database.close());

  try {
    await database.migrate();
    const sealed = await sealPlainEmails(database.db, config.outboxKey);
    if (sealed > 0)
      console.log(`Sealed ${sealed} queued email(s) kept in plain text before emails were sealed.`);
    if (config.demo)
      await seedDemo(database.db, { passwordHash: () => hashPassword(demoPassword, config.passwordParams) });
  } catch (error) {
    console.error('The server could not prepare its database:', error);
    await close().catch(() => {});
    process.exit(1);
  }

  // The server's one clock: the app's handlers and the jobs read the time from it.
  const now = () => new Date();
  const log = (message: string, error?: unknown) => console.error(message, error ?? '');
  // One gateway for the calls and the billing run (the test gateway keeps its answers per idempotency key).
  const paymentGateway = createPaymentGateway(config.paymentGateway);
  // Shutdown waits this long for running jobs, then hands them back (their next try runs elsewhere).
  const jobs = createJobQueue(database, { log, stopTimeoutMs: 6_000 });
  // Emails go to SMTP_URL; without one (never in production) to a mail catcher on loopback.
  let catcher: MailCatcher | null = null;
  let transport: MailTransport | null = null;
  try {
    if (!config.smtpUrl) catcher = await startMailCatcher();
    transport = smtpTransport(config.smtpUrl ?? catcher!.url);
    await jobs.start();
    const jobSettings = {
      db: database.db,
      outboxKey: config.outboxKey,
      publicUrl: config.publicUrl,
      now,
      log,
    };
    await startEmailDelivery(jobSettings, { transport, from: config.mailFrom }, jobs);
    await startCallReminders({ ...jobSettings, jobs }, jobs);
    await startBillingRun({ ...jobSettings, jobs, paymentGateway }, jobs);
    await startPasswordResetRequests({ ...jobSettings, jobs, demo: config.demo, info: console.log }, jobs);
  } catch (error) {
    console.error('The server could not start its job queue:', error);
    await close().catch(() => {});
    process.exit(1);
  }

  const hubDist = existsSync(config.hubDist) ? config.hubDist : null;
  const app = createApp({
    now,
    log,
    jobs,
    database,
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
    (info) => {
      const shownHost = info.address.includes(':') ? `[${info.address}]` : info.address;
      const where = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.pgliteDataDir}`;
      const seconds = ((performance.now() - began) / 1000).toFixed(2);
      console.log(`Hub server on http://${shownHost}:${info.port}/ (${where}), ready in ${seconds} s`);
      if (!hubDist)
        console.log(`No web app at ${config.hubDist}: serving /api only (build the hub to serve it).`);
      if (config.paymentGateway === 'test')
        console.log('Payments: the test-mode gateway (test cards only, no money moves; PAYMENT_GATEWAY).');
      console.log(
        catcher
          ? `Mail: delivered over SMTP to the mail catcher at ${catcher.url} (nothing leaves this machine; SMTP_URL sends for real).`
          : `Mail: delivered over SMTP to ${describeSmtpUrl(config.smtpUrl!)}, from ${config.mailFrom}.`,
      );
      if (config.demo) console.log(demoSignIns());
    },
  );

  server.on('error', async (error) => {
    console.error('The server could not listen:', error.message);
    await jobs.stop().catch(() => {});
    await close().catch(() => {});
    process.exit(1);
  });

  const shutdown = (signal: string) => {
    console.log(`${signal}: closing…`);
    // Stop taking jobs and connections; let jobs and requests in flight finish, then close the database.
    const jobsStopped = jobs
      .stop()
      .catch((error: unknown) => console.error('Stopping the jobs failed:', error));
    server.close(() => {
      // Work after an answer (a reset email being queued) finishes before the database closes.
      Promise.all([app.background.idle(), jobsStopped])
        .then(() => {
          transport?.close();
          return catcher?.close();
        })
        .then(close)
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error('Closing the database failed:', error);
          process.exit(1);
        });
    });
    // Keep-alive connections would hold `close` open; end them, and give up after a few seconds.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      console.error('Shutdown took too long; closing the database anyway.');
      close().finally(() => process.exit(1));
    }, 10_000).unref();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
