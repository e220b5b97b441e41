// `pnpm --filter @hub/server jobs <command>`: what an operator sees of the job queue, and replaying a dead
// letter (docs/operations.md "Jobs"). It opens the database the server is configured with (DATABASE_URL,
// or PGLITE_DATA_DIR: PGlite is one process, so stop the server first).
//
//   jobs list            how many jobs each queue holds, by state
//   jobs dead            the dead letters: jobs that failed their last try, with the last error
//   jobs replay ID       sends a dead letter's job again to its queue (a new try, with its retries)
//   jobs reseal          seals again with the newest OUTBOX_KEY what older keys of the ring sealed
//                        (docs/operations.md "Rotating OUTBOX_KEY")
import { pathToFileURL } from 'node:url';
import { resealConfirmTokens } from '../checkout/store';
import { readConfig, type Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/database';
import { resealEmails } from '../mail';
import type { KeyRing } from '../sealing';
import { createJobQueue, jobsSchema } from './queue';

type Row = Record<string, unknown>;

/** Runs a command; `outboxKey` (the configured ring) is needed by `reseal` alone. */
export async function runJobsCommand(
  database: DatabaseHandle,
  args: string[],
  print: (line: string) => void,
  outboxKey?: KeyRing,
): Promise<number> {
  const [command, id] = args;
  const rows = async (text: string, values: unknown[] = []) =>
    (await database.executeSql(text, values)).rows as Row[];
  if (command === 'list') {
    const counts = await rows(
      `select name, state, count(*)::int as jobs from ${jobsSchema}.job group by name, state order by name, state`,
    );
    if (counts.length === 0) print('The queue is empty.');
    for (const row of counts)
      print(`${String(row.name).padEnd(32)} ${String(row.state).padEnd(10)} ${row.jobs}`);
    return 0;
  }
  if (command === 'dead') {
    const dead = await rows(
      `select dead.id, dead.name, dead.created_on, failed.output->>'message' as error
         from ${jobsSchema}.job dead
         left join ${jobsSchema}.job failed
           on failed.name || '-dead' = dead.name and failed.state = 'failed' and failed.data = dead.data
        where dead.name like '%-dead' and dead.state in ('created', 'retry')
        order by dead.created_on`,
    );
    if (dead.length === 0) print('No dead letters.');
    for (const row of dead)
      print(
        `${String(row.id)}  ${String(row.name)}  ${new Date(String(row.created_on)).toISOString()}  ${row.error ?? ''}`,
      );
    return 0;
  }
  if (command === 'replay' && id && /^[0-9a-f-]{36}$/i.test(id)) {
    const [dead] = await rows(
      `select name, data from ${jobsSchema}.job where id = $1 and name like '%-dead' and state in ('created', 'retry')`,
      [id],
    );
    if (!dead) {
      print(`No dead letter ${id} (jobs dead lists them).`);
      return 1;
    }
    const queue = createJobQueue(database, {
      log: (message, error) => print(`${message} ${String(error ?? '')}`),
    });
    await queue.start();
    try {
      const original = String(dead.name).slice(0, -'-dead'.length);
      const sent = await queue.boss.send(original, dead.data as object);
      // Done with: cancelled (a dead letter is never worked, so it cannot be completed), kept for the record.
      await queue.boss.cancel(String(dead.name), id);
      print(`Replayed ${id} on ${original} as job ${sent}.`);
    } finally {
      await queue.stop();
    }
    return 0;
  }
  if (command === 'reseal' && outboxKey) {
    const emails = await resealEmails(database.db, outboxKey);
    const tokens = await resealConfirmTokens(database.db, outboxKey);
    print(
      `Sealed again with key ${outboxKey.newest.id}: ${emails.resealed} outbox emails, ${tokens.resealed} order confirmation tokens.`,
    );
    if (emails.unopened + tokens.unopened > 0) {
      // Unreadable before as well: dropping an old key loses nothing more.
      print(
        `Left as they are, since no key of the ring opens them: ${emails.unopened} outbox emails, ${tokens.unopened} order confirmation tokens.`,
      );
    }
    return 0;
  }
  print('Usage: jobs list | jobs dead | jobs replay <dead letter id> | jobs reseal');
  return 2;
}

async function main() {
  let config: Config;
  try {
    config = readConfig();
  } catch (error) {
    // A wrong setting (a key that is not one, say) is a sentence for the operator, not a stack.
    console.error(`The jobs command cannot start: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl, 2)
    : await openPglite(config.pgliteDataDir);
  try {
    process.exitCode = await runJobsCommand(
      database,
      process.argv.slice(2),
      (line) => console.log(line),
      config.outboxKey,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
