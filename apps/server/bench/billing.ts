// `pnpm bench:billing` (issue 26): the billing run over many due subscriptions on PostgreSQL, to show that
// its cost grows linearly with their number (no query per row where one per batch would do). For each size
// (10,000 and 100,000 families by default) it creates a fresh database on the server of the admin URL,
// migrates it as the server does, fills it in a few set-based statements (generate_series, not one insert
// per row through the app), times `runBilling` over all of it, and drops the database. Prints progress to
// stderr with a `[bench]` prefix and a table to stdout: subscriptions, seconds, subscriptions per second and
// the statements sent per subscription. Figures, not a gate: a slow figure never fails the command.
//
//   pnpm bench:billing [--families 1000[,5000]] [--workers 2]
//
// BENCH_DATABASE_URL or TEST_DATABASE_URL  an admin URL of a PostgreSQL (creates and drops databases)
// --families  the sizes measured, one after the other, each on a fresh database (10000,100000)
// --workers   batches the run acts on at once, each in its own transaction (runBilling's default, 2)
//
// The script runs with NODE_ENV=production (unless set), so React renders the emails as the deployed
// server does. "node CPU" is this process's CPU time during the run: unlike the seconds, it hardly moves
// with the load of a shared machine.
//
// Each family: an account, its billing user with a shipping address (four US time zones), a card on file
// (test gateway; one in 50 always declined), an ACTIVE subscription (monthly, one in five yearly) paid
// through a day 1 to 28 days ago, its PAID first invoice and its due UPCOMING one, as checkout and the
// demo leave them (src/test/billing.ts, src/seed/demo-billing.ts). The run charges each through the
// test gateway, as the server's run does: a receipt (or a declined-payment email) is queued in the outbox
// with its delivery job on the job queue (pg-boss; no worker takes them, so the receipts, rendered by their
// delivery job, are not rendered here: `jobs` counts the delivery jobs queued).
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { calendarDateIn } from '@hub/domain';
import pg from 'pg';
import { billingRunWorkers, runBilling, type BillingRunReport } from '../src/billing/run';
import type { BillingRunSettings } from '../src/billing/charge';
import { testPaymentGateway } from '../src/billing/gateway';
import { developmentOutboxKey } from '../src/config';
import { openPostgres, type DatabaseHandle } from '../src/db/database';
import { deliverEmailJob } from '../src/delivery/job-kinds';
import { createJobQueue } from '../src/jobs/queue';
import { seedDemoPlans } from '../src/seed/demo-billing';

const log = (message: string) => console.error(`[bench] ${message}`);

const adminUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
if (!adminUrl) {
  console.error(
    'pnpm bench:billing needs a PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to an admin URL\n' +
      'of a server where it may create and drop databases, e.g.\n' +
      '  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench:billing',
  );
  process.exit(2);
}

/** The sizes measured: `--families 1000` or `--families 1000,5000`; 10,000 and 100,000 by default. */
function sizes(): number[] {
  const at = process.argv.indexOf('--families');
  if (at < 0) return [10_000, 100_000];
  const list = (process.argv[at + 1] ?? '').split(',').map(Number);
  if (list.length === 0 || list.some((n) => !Number.isInteger(n) || n < 1)) {
    console.error('--families takes a whole number of families, or several separated by commas (1000,5000).');
    process.exit(2);
  }
  return list;
}

/** Statements sent to PostgreSQL by this process (BEGIN and COMMIT included), counted at the driver. */
let statements = 0;
const clientPrototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
const sendQuery = clientPrototype.query;
clientPrototype.query = function (this: unknown, ...args: unknown[]) {
  statements += 1;
  return sendQuery.apply(this, args);
};

/** Where an admin URL points, without its user or password. */
function serverOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}`;
  } catch {
    return 'the admin URL';
  }
}

/** One connection of its own (no statement timeout: the fill's statements take a while at 100,000). */
async function connected<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The families, in a few set-based statements: ids 1..n in every table (a fresh database). */
const fillStatements = [
  `insert into accounts (id, tags, account_status, billing_status_name)
     select g, '{}', 'ACTIVE', 'ACTIVE' from generate_series(1, $1::int) g`,
  `insert into users (id, account_id, email, first_name, last_name, language, is_billing_user, checkout_completed)
     select g, g, 'family' || g || '@bench.test', 'Parent' || g, 'Bench',
            case when g % 10 = 0 then 'es' else 'en' end, true, true
     from generate_series(1, $1::int) g`,
  `insert into shipping_addresses (user_id, address1, city, state, zipcode, country, timezone)
     select g, g || ' Main Street', 'Springfield', 'IL', '62701', 'US',
            (array['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'])[1 + g % 4]
     from generate_series(1, $1::int) g`,
  `insert into payment_methods (account_id, gateway, gateway_reference, brand, last4, exp_month, exp_year)
     select g, 'test', case when g % 50 = 0 then 'pm_test_declines_bench' else 'pm_test_bench' end || '_' || g,
            'visa', '4242', 4, 2099
     from generate_series(1, $1::int) g`,
  `insert into subscriptions (id, account_id, plan_id, status, started_on, paid_through, grace_ends_on)
     select g, g, plan, 'ACTIVE', started_on, paid_through, started_on + 30
     from generate_series(1, $1::int) g,
          lateral (select case when g % 5 = 0 then 'yearly' else 'monthly' end as plan,
                          $2::date - (1 + g % 28) as paid_through) p,
          lateral (select (paid_through - make_interval(months => case when g % 5 = 0 then 12 else 1 end))::date
                            as started_on) s`,
  `insert into invoices (id, account_id, subscription_id, external_id, billing_entity_name, number, date,
                         description, amount, currency, status, card_brand, card_last4, updated)
     select 2 * s.id - 1 + paid.upcoming, s.account_id, s.id,
            case when paid.upcoming = 1 then 'in_bench_' else 'in_bench_paid_' end || s.id, 'stripe',
            case when paid.upcoming = 1 then null else 'BENCH-' || s.id end, day,
            p.name || ' plan, ' || day || ' to ' || (day + make_interval(months => p.months))::date,
            p.price, p.currency,
            case when paid.upcoming = 1 then 'UPCOMING' else 'PAID' end,
            case when paid.upcoming = 1 then null else 'visa' end,
            case when paid.upcoming = 1 then null else '4242' end,
            now()
     from subscriptions s
     join program_plans p on p.id = s.plan_id
     cross join (values (0), (1)) as paid (upcoming),
     lateral (select case when paid.upcoming = 1 then s.paid_through else s.started_on end as day) d`,
  ...['accounts', 'users', 'subscriptions', 'invoices'].map(
    (table) => `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
  ),
  'vacuum analyze',
];

interface Figures {
  families: number;
  report: BillingRunReport;
  seconds: number;
  cpuMs: number;
  statements: number;
  fillSeconds: number;
  emails: number;
  /** Delivery jobs queued (one per email). */
  jobs: number;
  stillDue: number;
}

/** The database being measured, dropped on Ctrl-C too. */
let current: string | null = null;

const admin = <T>(work: (client: pg.Client) => Promise<T>) => connected(adminUrl!, work);

/**
 * Drops a database of the bench. `settle`: first waits (up to 5 s) for the pool's connections, ended just
 * before, to leave, so that FORCE has none to terminate (each would be logged as an error).
 */
async function dropDatabase(name: string, settle = false) {
  await admin(async (client) => {
    for (let tries = 0; settle && tries < 50; tries += 1) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  });
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopping = true;
    log(`${signal}: dropping ${current ?? 'nothing'} and stopping`);
    void (current ? dropDatabase(current) : Promise.resolve())
      .catch(() => {})
      .finally(() => process.exit(130));
  });
// Dropping the database ends the run's connections under it: their errors are expected then.
process.on('uncaughtException', (error) => {
  if (stopping) return;
  console.error(error);
  process.exit(1);
});

/** One size: a fresh database, filled, the run timed, the database dropped. */
async function measure(families: number, now: Date, workers: number): Promise<Figures> {
  const name = `hub_bench_billing_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  current = name;
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const handle: DatabaseHandle = openPostgres(url.toString());
  try {
    const began = performance.now();
    log(`${families} families: migrating the fresh database ${name}`);
    await handle.migrate();
    await seedDemoPlans(handle.db);
    log(`${families} families: filling`);
    const today = calendarDateIn(now, 'UTC');
    await connected(url.toString(), async (client) => {
      for (const text of fillStatements)
        await client.query(
          text,
          text.includes('$2') ? [families, today] : text.includes('$1') ? [families] : [],
        );
    });
    const fillSeconds = (performance.now() - began) / 1000;
    log(`${families} families: filled in ${fillSeconds.toFixed(1)} s; starting the job queue`);

    const jobs = createJobQueue(handle, { log: (message, error) => log(`${message} ${error ?? ''}`) });
    await jobs.start();
    try {
      await jobs.define(deliverEmailJob);
      const gateway = testPaymentGateway();
      const settings: BillingRunSettings = {
        db: handle.db,
        paymentGateway: gateway,
        outboxKey: developmentOutboxKey,
        jobs,
        publicUrl: 'https://hub.example.test',
      };
      log(`${families} families: running billing with ${workers} worker(s)`);
      const sent = statements;
      const cpu = process.cpuUsage();
      const start = performance.now();
      // Every minute, the rate of that minute (charges the gateway made): steady if the cost is linear.
      let done = 0;
      const progress = setInterval(() => {
        const charged = gateway.charged.length;
        log(
          `${families} families: ${charged} charged after ${((performance.now() - start) / 1000).toFixed(0)} s, ` +
            `${((charged - done) / 60).toFixed(0)}/s over the last minute, load ${loadavg()[0]!.toFixed(2)}`,
        );
        done = charged;
      }, 60_000);
      const report = await runBilling(settings, now, { workers }).finally(() => clearInterval(progress));
      const seconds = (performance.now() - start) / 1000;
      const used = process.cpuUsage(cpu);
      const count = statements - sent;
      const { rows } = await handle.executeSql(
        `select (select count(*) from outbound_emails)::int as emails,
                (select count(*) from jobs.job where name = $2)::int as jobs,
                (select count(*) from subscriptions
                  where status = 'ACTIVE' and paid_through <= $1::date)::int as still_due`,
        [today, deliverEmailJob.name],
      );
      const {
        emails,
        jobs: queued,
        still_due: stillDue,
      } = rows[0] as { emails: number; jobs: number; still_due: number };
      log(
        `${families} families: ${report.paid} paid, ${report.declined} declined in ${seconds.toFixed(1)} s ` +
          `(${(families / seconds).toFixed(0)}/s), ${emails} emails and ${queued} delivery jobs queued, ` +
          `${stillDue} still due`,
      );
      return {
        families,
        report,
        seconds,
        cpuMs: (used.user + used.system) / 1000,
        statements: count,
        fillSeconds,
        emails,
        jobs: queued,
        stillDue,
      };
    } finally {
      await jobs.stop();
    }
  } finally {
    await handle.close();
    await dropDatabase(name, true);
    current = null;
    log(`${families} families: dropped ${name}`);
  }
}

const workersAt = process.argv.indexOf('--workers');
const workers = workersAt < 0 ? billingRunWorkers : Number(process.argv[workersAt + 1]);
if (!Number.isInteger(workers) || workers < 1) {
  console.error('--workers takes a whole number of workers (1 or more).');
  process.exit(2);
}
const now = new Date();
const loadBefore = loadavg()[0]!;
const machine = `${cpus().length} cores, Node ${process.version}, NODE_ENV=${process.env.NODE_ENV ?? ''}`;
log(`billing run on PostgreSQL at ${serverOf(adminUrl)}; ${machine}; load ${loadBefore.toFixed(2)}`);
const results: Figures[] = [];
for (const families of sizes()) results.push(await measure(families, now, workers));

const goal = { families: 100_000, seconds: 300 };
const table = [
  [
    'subscriptions',
    'paid',
    'declined',
    'seconds',
    'subs/s',
    'statements/sub',
    'node CPU ms/sub',
    'emails',
    'jobs',
  ],
  ...results.map((r) => [
    r.families.toLocaleString('en-US'),
    String(r.report.paid),
    String(r.report.declined),
    r.seconds.toFixed(1),
    (r.families / r.seconds).toFixed(0),
    (r.statements / r.families).toFixed(2),
    (r.cpuMs / r.families).toFixed(2),
    String(r.emails),
    String(r.jobs),
  ]),
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
console.log(
  `billing run on PostgreSQL (${serverOf(adminUrl)}), ${workers} worker(s); ${machine}; ` +
    `load ${loadBefore.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end`,
);
for (const row of table) console.log(row.map((cell, column) => cell.padStart(widths[column]!)).join('  '));
const first = results[0]!;
const last = results.at(-1)!;
if (results.length > 1) {
  const ratio = last.families / last.seconds / (first.families / first.seconds);
  console.log(
    `rate at ${last.families.toLocaleString('en-US')} / rate at ${first.families.toLocaleString('en-US')}: ` +
      `${ratio.toFixed(2)} (1.00: the cost grows linearly)`,
  );
}
const measured = results.find((r) => r.families === goal.families);
const seconds = measured ? measured.seconds : (goal.families * last.seconds) / last.families;
console.log(
  `goal (issue 26): ${goal.families.toLocaleString('en-US')} in ${goal.seconds} s or less: ` +
    `${measured ? 'took' : `at the rate of ${last.families.toLocaleString('en-US')}, would take`} ` +
    `${seconds.toFixed(0)} s, ${seconds <= goal.seconds ? 'met' : 'OVER'}`,
);
const lost = results.filter((r) => r.stillDue > 0 || r.report.paid + r.report.declined !== r.families);
if (lost.length > 0)
  console.log(`note: ${lost.map((r) => `${r.stillDue} of ${r.families}`).join(', ')} left due (see above)`);
