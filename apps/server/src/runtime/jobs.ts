// The job queue as a process runs it: `serve` (unless JOBS=off) and `worker` work every kind of job (each
// email's delivery, password reset requests, call reminders, the billing run); a web process with JOBS=off
// only declares the kinds, so that what it sends waits in the queue for a worker.
import { startPasswordResetRequests, passwordResetRequestJob } from '../auth/reset-job';
import { billingRunJob, startBillingRun } from '../billing/run';
import { startStripeWebhooks, stripeWebhookJob } from '../billing/stripe-webhooks';
import type { PaymentGateway } from '../billing/gateway';
import { callRemindersJob, startCallReminders } from '../coaching/reminders';
import type { DatabaseHandle } from '../db/database';
import { startMailCatcher, type MailCatcher } from '../delivery/catcher';
import { startEmailDelivery } from '../delivery/deliver';
import { deliverEmailJob } from '../delivery/job-kinds';
import { describeSmtpUrl, smtpTransport, type MailTransport } from '../delivery/transport';
import { createJobQueue, type JobQueue } from '../jobs/queue';
import type { Metrics } from '../observability/metrics';
import type { Runtime } from './runtime';

/** Every kind of job the hub sends: a process that works none still declares them (pg-boss needs a queue). */
const jobKinds = [
  deliverEmailJob,
  passwordResetRequestJob,
  callRemindersJob,
  billingRunJob,
  stripeWebhookJob,
];

export interface RunningJobs {
  queue: JobQueue;
  /** Where this process delivers emails, for a start-up line; null when it works no jobs. */
  mailLine: string | null;
  /** Stops taking jobs, lets running ones finish (up to 6 s, then hands them back), closes the mail side. */
  stop(): Promise<void>;
}

export interface JobsOptions {
  /** Work the jobs in this process (false: declare the kinds and send only). */
  works: boolean;
  /** The server's one clock: the app's handlers and the jobs read the time from it. */
  now: () => Date;
  /** The process's one gateway (the test gateway keeps its answers per idempotency key). */
  paymentGateway: PaymentGateway;
  /** Counts failed jobs, emails and the billing run's outcomes (METRICS_PORT); none when off. */
  metrics?: Metrics;
}

/** Starts the job queue on `database`; throws when it cannot (the caller closes the database). */
export async function startJobs(
  database: DatabaseHandle,
  { config, log, info }: Runtime,
  { works, now, paymentGateway, metrics }: JobsOptions,
): Promise<RunningJobs> {
  // Shutdown waits this long for running jobs, then hands them back (their next try runs elsewhere).
  const queue = createJobQueue(database, { log, stopTimeoutMs: 6_000, works, metrics });
  await queue.start();
  if (!works) {
    for (const kind of jobKinds) await queue.define(kind);
    return { queue, mailLine: null, stop: () => queue.stop() };
  }
  // Emails go to SMTP_URL; without one (never in production) to a mail catcher on loopback.
  let catcher: MailCatcher | null = null;
  let transport: MailTransport | null = null;
  const stop = async () => {
    await queue.stop();
    transport?.close();
    await catcher?.close();
  };
  try {
    if (!config.smtpUrl) catcher = await startMailCatcher();
    transport = smtpTransport(config.smtpUrl ?? catcher!.url);
    const settings = {
      db: database.db,
      outboxKey: config.outboxKey,
      publicUrl: config.publicUrl,
      now,
      log,
      metrics,
    };
    await startEmailDelivery(settings, { transport, from: config.mailFrom }, queue);
    await startCallReminders({ ...settings, jobs: queue }, queue);
    await startBillingRun({ ...settings, jobs: queue, paymentGateway }, queue);
    await startStripeWebhooks({ ...settings, jobs: queue, paymentGateway }, queue);
    await startPasswordResetRequests({ ...settings, jobs: queue, demo: config.demo, info }, queue);
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
  const mailLine = catcher
    ? `Mail: delivered over SMTP to the mail catcher at ${catcher.url} (nothing leaves this machine; SMTP_URL sends for real).`
    : `Mail: delivered over SMTP to ${describeSmtpUrl(config.smtpUrl!)}, from ${config.mailFrom}.`;
  return { queue, mailLine, stop };
}
