// `node server.mjs worker`: works the job queue (each email's delivery, password reset requests, call
// reminders, the billing run) and serves no HTTP, so web processes (JOBS=off) and workers scale apart. Like
// `serve`, it refuses a database that lacks migrations of this release.
import { createPaymentGateway } from '../billing/create-gateway';
import { startMetrics } from '../observability/start';
import { startJobs, type RunningJobs } from './jobs';
import { describeDatabase, openDatabase, schemaProblem, type Runtime } from './runtime';
import { stopOnSignal } from './shutdown';

/** Opens the database and works the jobs until SIGTERM or SIGINT; exits 1 when it cannot start. */
export async function workerCommand(runtime: Runtime): Promise<void> {
  const { config, log, info } = runtime;
  const database = await openDatabase(config);
  const fail = async (what: string, error?: unknown): Promise<never> => {
    log(what, error);
    await database.close().catch(() => {});
    process.exit(1);
  };
  let jobs: RunningJobs;
  try {
    const problem = await schemaProblem(database);
    if (problem) return fail(`The worker cannot start: ${problem}`);
    const paymentGateway = createPaymentGateway(config.paymentGateway, config.stripe);
    const { metrics, line } = await startMetrics(config, database, log);
    info(line);
    jobs = await startJobs(database, runtime, {
      works: true,
      now: () => new Date(),
      paymentGateway,
      metrics,
    });
  } catch (error) {
    return fail('The worker could not start its job queue', error);
  }
  // Listening for the signals before saying it works: whoever waits for that line may stop it at once.
  stopOnSignal(
    log,
    info,
    async () => {
      await jobs.stop();
      await database.close();
    },
    () => database.close(),
  );
  info(`Hub worker working the job queue (${describeDatabase(config)}).`);
  if (jobs.mailLine) info(jobs.mailLine);
}
