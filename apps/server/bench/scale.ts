// `pnpm bench:scale` (issue 30): the budget calls on the scale world (`pnpm seed:scale`), on PostgreSQL. It
// starts the real server (`main.ts serve`, no job queue) on DATABASE_URL and the floor of
// bench/server-response.mjs (a bare Hono JSON route on the same stack, its own process), signs in as the
// world's staff user and parent, and for each call sends a fixed number of requests from 10 concurrent
// clients (autocannon) after an unmeasured warm-up, taking the call's paths in turn (200 accounts, players
// and people spread over the world: src/scale/calls.ts). Prints p50 and p99 beside each budget with met or
// OVER, the floor at the same concurrency, and user info's requests per second beside the floor's.
// Figures, not a gate: an OVER never fails the command.
//
//   DATABASE_URL=postgres://.../hub_scale pnpm bench:scale [--requests 2000] [--connections 10] [--only search]
//
// Progress goes to stderr with a `[bench]` prefix, the table to stdout.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { openPostgres } from '../src/db/database';
import { budgetCalls, sampleTargets } from '../src/scale/calls';
import { benchPeople, scalePassword } from '../src/scale/people';

const log = (message: string) => console.error(`[bench] ${message}`);
const root = fileURLToPath(new URL('../../../', import.meta.url));
// autocannon is the workspace's (bench/server-response.mjs uses it too), not a dependency of the server.
const autocannon = createRequire(`${root}package.json`)('autocannon') as Autocannon;

interface AutocannonInstance extends PromiseLike<{ duration: number; non2xx: number; errors: number }> {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
type Autocannon = (options: Record<string, unknown>) => AutocannonInstance;

const databaseUrl = process.env.DATABASE_URL?.trim();
if (!databaseUrl) {
  console.error(
    'pnpm bench:scale needs the scale world on a PostgreSQL: set DATABASE_URL, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/hub_scale pnpm bench:scale\n' +
      '(fill it first with DATABASE_URL=... pnpm seed:scale --families 100000).',
  );
  process.exit(2);
}

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at < 0 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} takes a whole number (1 or more).`);
    process.exit(2);
  }
  return value;
}
const requests = option('requests', 2000);
const connections = option('connections', 10);
const warmup = Math.max(connections * 10, Math.round(requests / 10));
/** `--only search`: measures only the calls whose name contains the text (while working on one plan). */
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt < 0 ? null : (process.argv[onlyAt + 1] ?? '').toLowerCase();

/** Starts a process and resolves with the first match of `pattern` in its output. */
function start(name: string, args: string[], env: NodeJS.ProcessEnv, pattern: RegExp) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise<RegExpExecArray>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(match);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`${name} exited with ${code} before it was ready:\n${output}`)),
    );
  });
  return { child, ready };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  failures: number;
}

/** `amount` requests over the paths in turn from `connections` clients; latencies of the 2xx answers. */
async function measure(
  origin: string,
  paths: string[],
  token: string | null,
  amount: number,
): Promise<Figures> {
  let next = 0;
  const run = (count: number) =>
    autocannon({
      url: origin,
      connections,
      amount: count,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      requests: [
        {
          method: 'GET',
          setupRequest: (request: Record<string, unknown>) => ({
            ...request,
            path: paths[next++ % paths.length],
          }),
        },
      ],
    });
  await run(warmup);
  const times: number[] = [];
  const instance = run(amount);
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) times.push(ms);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    rps: times.length / result.duration,
    failures: result.non2xx + result.errors,
  };
}

async function token(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/v2/auth/oauth2/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: email,
      password: scalePassword,
      client_id: 'hub-web',
      grant_type: 'password',
      scope: 'read write groups',
    }),
  });
  if (response.status !== 200)
    throw new Error(`No token for ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

const children: ChildProcess[] = [];
const stopAll = () => children.forEach((child) => child.kill());
process.once('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const handle = openPostgres(databaseUrl, 2);
try {
  const people = await benchPeople(handle.db);
  const [{ n: families } = { n: 0 }] = (
    (await handle.executeSql('select count(*)::int as n from accounts', [])) as { rows: { n: number }[] }
  ).rows;
  const calls = budgetCalls(await sampleTargets(handle.db, 200)).filter(
    (call) => only === null || call.name.includes(only),
  );

  const floor = start('The floor server', ['bench/floor-server.mjs'], process.env, /FLOOR_PORT (\d+)/);
  const server = start(
    'The hub server',
    ['--conditions=@hub/source', '--import', 'tsx', 'apps/server/src/main.ts', 'serve'],
    {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      HUB_DEMO: '0',
      JOBS: 'off',
      HUB_DIST: '/nonexistent',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    /Hub server on (http:\/\/\S+?)\/ /,
  );
  children.push(floor.child, server.child);
  const floorOrigin = `http://127.0.0.1:${(await floor.ready)[1]}`;
  const origin = (await server.ready)[1]!;
  const tokens = {
    staff: await token(origin, people.staff.email),
    parent: await token(origin, people.parent.email),
  };
  const database = new URL(databaseUrl);
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}`;
  log(`${families.toLocaleString('en-US')} accounts at ${database.host}${database.pathname}; ${machine}`);

  const loadBefore = loadavg()[0]!;
  const rows: string[][] = [];
  const floorFigures = await measure(floorOrigin, ['/api/health/'], null, requests);
  log(`floor: p50 ${floorFigures.p50.toFixed(1)} ms, p99 ${floorFigures.p99.toFixed(1)} ms`);
  let userInfo: Figures | null = null;
  for (const call of calls) {
    const figures = await measure(origin, call.paths, tokens[call.as], requests);
    if (call.name === 'user info') userInfo = figures;
    log(`${call.name}: p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms`);
    rows.push([
      call.name,
      figures.p50.toFixed(1),
      figures.p99.toFixed(1),
      String(call.budgetMs),
      figures.failures > 0 ? `${figures.failures} failed` : figures.p99 <= call.budgetMs ? 'met' : 'OVER',
      figures.rps.toFixed(0),
    ]);
  }
  rows.push([
    'floor: bare Hono route',
    floorFigures.p50.toFixed(1),
    floorFigures.p99.toFixed(1),
    '',
    '',
    floorFigures.rps.toFixed(0),
  ]);
  const table = [['call', 'p50 ms', 'p99 ms', 'p99 budget', '', 'req/s'], ...rows];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  console.log(
    `scale bench: ${families.toLocaleString('en-US')} accounts on PostgreSQL (${database.host}${database.pathname}), ` +
      `${connections} clients, ${requests} requests per call after ${warmup} unmeasured; ${machine}; ` +
      `load ${loadBefore.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end`,
  );
  for (const row of table)
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
        .join('  '),
    );
  if (userInfo)
    console.log(
      `user info: ${userInfo.rps.toFixed(0)} req/s beside the bare route's ${floorFigures.rps.toFixed(0)} req/s ` +
        `(${((100 * userInfo.rps) / floorFigures.rps).toFixed(0)}%)`,
    );
} finally {
  stopAll();
  await handle.close();
}
