// `pnpm seed:scale` (issue 30): fills a database with the scale world (world.ts) for `pnpm bench:scale`.
//
//   pnpm seed:scale --families 100000 [--seed 1]
//
// DATABASE_URL      the PostgreSQL to fill (migrated first, as the server does; it must hold no account yet)
// PGLITE_DATA_DIR   without DATABASE_URL: the PGlite folder to fill (apps/server/.data/pglite-scale unless
//                   set; serve it with the same PGLITE_DATA_DIR). PGlite takes up to 10,000 families.
//
// Prints progress to stderr, then the rows of each table and the seconds. Two people can sign in with the
// password `scalePassword`: the first staff user and the billing parent of the family with the longest
// play (`benchPeople` finds them again).
import { fileURLToPath } from 'node:url';
import { calendarDateIn } from '@hub/domain';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { users } from '../account/schema';
import { hashPassword } from '../auth/passwords';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/database';
import { seedDemoPlans } from '../seed/demo-billing';
import { benchPeople, scalePassword } from './people';
import { fillWorld, type WorldSql } from './world';

const log = (message: string) => console.error(`[seed:scale] ${message}`);

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} takes a whole number (1 or more).`);
    process.exit(2);
  }
  return value;
}

const families = option('families', 10_000);
const seed = option('seed', 1);
const databaseUrl = process.env.DATABASE_URL?.trim() || null;
const pgliteLimit = 10_000;
if (!databaseUrl && families > pgliteLimit) {
  console.error(
    `PGlite takes up to ${pgliteLimit.toLocaleString('en-US')} families; for more, set DATABASE_URL to a PostgreSQL.`,
  );
  process.exit(2);
}
const dataDir =
  process.env.PGLITE_DATA_DIR?.trim() || fileURLToPath(new URL('../../.data/pglite-scale', import.meta.url));
const where = databaseUrl
  ? `PostgreSQL at ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`
  : dataDir;

const began = performance.now();
log(`${families.toLocaleString('en-US')} families, seed ${seed}, into ${where}`);
const handle: DatabaseHandle = databaseUrl ? openPostgres(databaseUrl, 2) : await openPglite(dataDir);
let client: pg.Client | null = null;
try {
  await handle.migrate();
  const { rows } = (await handle.executeSql('select count(*)::int as n from accounts', [])) as {
    rows: { n: number }[];
  };
  if (rows[0]!.n > 0) {
    console.error(`${where} already holds ${rows[0]!.n} accounts: seed:scale fills an empty database.`);
    process.exit(1);
  }
  await seedDemoPlans(handle.db);
  // One session for the whole fill, with no statement timeout and room to sort and build the indexes.
  let run: WorldSql;
  if (databaseUrl) {
    const session = new pg.Client({ connectionString: databaseUrl });
    client = session;
    await session.connect();
    await session.query("set maintenance_work_mem = '512MB'; set work_mem = '64MB'");
    run = (text) => session.query(text);
  } else {
    run = (text) => handle.executeSql(text);
  }
  const counts = await fillWorld(run, {
    families,
    seed,
    today: calendarDateIn(new Date(), 'UTC'),
    progress: (step, seconds) => log(`${step}: ${seconds.toFixed(1)} s`),
  });
  const people = await benchPeople(handle.db);
  const hash = await hashPassword(scalePassword);
  await handle.db
    .update(users)
    .set({ passwordHash: hash })
    .where(inArray(users.id, [people.staff.id, people.parent.id]));
  const seconds = (performance.now() - began) / 1000;
  const width = Math.max(...Object.keys(counts).map((table) => table.length));
  for (const [table, n] of Object.entries(counts))
    console.log(`${table.padEnd(width)}  ${n.toLocaleString('en-US').padStart(12)}`);
  console.log(
    `${families.toLocaleString('en-US')} families (seed ${seed}) into ${where} in ${seconds.toFixed(0)} s; ` +
      `sign in as ${people.staff.email} (staff) or ${people.parent.email} (parent) with ${scalePassword}`,
  );
} finally {
  await client?.end();
  await handle.close();
}
