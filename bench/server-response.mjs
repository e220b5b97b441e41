// Measures the server's response times on loopback with autocannon, against a floor measured in the same
// run: a bare Hono JSON route on @hono/node-server in its own process (bench/floor-server.mjs), the same
// Node and stack with no middleware and no database. The machine is shared and noisy, so the floor and
// the endpoints take turns, round after round, and each endpoint is compared with the floor of its own
// round. Prints requests per second, p50 and p99 and the ratios to the floor. Figures, not assertions.
//
//   node bench/server-response.mjs [--json]
//
// DATABASE_URL          run the server on that PostgreSQL (demo world seeded into it) instead of PGlite
// BENCH_SECONDS         seconds measured per endpoint and round (3)
// BENCH_WARMUP_SECONDS  seconds of unmeasured load before each measurement (1)
// BENCH_ROUNDS          rounds; each figure is the median of the rounds (3)
// BENCH_CONNECTIONS     concurrent connections (10)
// BENCH_JSON=1, --json  print a last line `BENCH_JSON {...}` for bench/run.mjs
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const wantJson =
  process.argv.includes('--json') || ['1', 'true', 'yes'].includes(process.env.BENCH_JSON ?? '');
const databaseUrl = process.env.DATABASE_URL?.trim() || null;

/** Starts a child process and resolves with the first match of `pattern` in its output. */
function startProcess(name, args, env, pattern) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
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
  const timeout = new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`${name} was not ready within 120 s:\n${output}`)), 120_000).unref(),
  );
  const first = Promise.race([ready, timeout]);
  // Awaited later; a failure meanwhile must not end the run as an unhandled rejection.
  first.catch(() => {});
  return { child, ready: first };
}

/** Where a DATABASE_URL points, without its user or password. */
function databaseHost(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Load on one URL for `seconds` after an unmeasured warm-up. Latencies come from autocannon's response
 * events (milliseconds as fractions; its own histogram keeps whole milliseconds, too coarse near the floor).
 */
async function load(url, headers) {
  if (warmupSeconds > 0) await autocannon({ url, headers, connections, duration: warmupSeconds });
  const times = [];
  const instance = autocannon({ url, headers, connections, duration: seconds });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: times.length / result.duration,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const floor = startProcess('The floor server', ['bench/floor-server.mjs'], process.env, /FLOOR_PORT (\d+)/);
const server = startProcess(
  'The hub server',
  ['--conditions=@hub/source', '--import', 'tsx', 'apps/server/src/main.ts'],
  {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: 'memory://',
    HUB_DEMO: '1',
    HUB_DIST: '/nonexistent',
  },
  /Hub server on (http:\/\/\S+?)\/ /,
);

try {
  const floorOrigin = `http://127.0.0.1:${(await floor.ready)[1]}`;
  const origin = (await server.ready)[1];
  const tokenResponse = await fetch(`${origin}/api/v2/auth/oauth2/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: 'parent@demo.test',
      password: 'HubDemo#2026',
      client_id: 'hub-web',
      grant_type: 'password',
      scope: 'read write groups',
    }),
  });
  const { access_token: token } = await tokenResponse.json();
  const auth = { Authorization: `Bearer ${token}` };
  const info = await (await fetch(`${origin}/api/v2/user/info/`, { headers: auth })).json();
  const health = await (await fetch(`${origin}/api/health/`)).json();
  const database =
    health.database === 'postgres' && databaseUrl
      ? `postgres (${databaseHost(databaseUrl)})`
      : health.database;

  const targets = [
    { name: 'floor: bare Hono JSON route', url: `${floorOrigin}/api/health/` },
    { name: 'GET /api/health/', url: `${origin}/api/health/` },
    { name: 'GET /api/v2/user/info/', url: `${origin}/api/v2/user/info/`, headers: auth },
    {
      name: `GET /api/v2/player/accounts/${info.account.id}`,
      url: `${origin}/api/v2/player/accounts/${info.account.id}`,
      headers: auth,
    },
  ];
  console.log(
    `server on ${database}, ${connections} connections, ${rounds} round(s) of ${warmupSeconds} s warm-up + ${seconds} s per endpoint (autocannon ${require('autocannon/package.json').version}, Node ${process.version})`,
  );
  const runs = targets.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of targets.entries()) runs[index].push(await load(target.url, target.headers));
    const floorRun = runs[0][round];
    console.log(
      `  round ${round + 1}: ${targets
        .map((_, index) => {
          const run = runs[index][round];
          const ratio = index === 0 ? '' : ` (${(run.rps / floorRun.rps).toFixed(2)}x)`;
          return `${run.rps.toFixed(0)} req/s p99 ${run.p99.toFixed(1)} ms${ratio}`;
        })
        .join(' | ')}`,
    );
  }

  const summary = targets.map((target, index) => {
    const own = runs[index];
    return {
      name: target.name,
      rps: Math.round(median(own.map((run) => run.rps))),
      p50: Number(median(own.map((run) => run.p50)).toFixed(2)),
      p99: Number(median(own.map((run) => run.p99)).toFixed(2)),
      // Against the floor of the same round, then the median of the rounds.
      rpsRatio: Number(median(own.map((run, round) => run.rps / runs[0][round].rps)).toFixed(3)),
      p99Ratio: Number(median(own.map((run, round) => run.p99 / runs[0][round].p99)).toFixed(3)),
      failures: own.reduce((sum, run) => sum + run.failures, 0),
    };
  });
  console.log('median of the rounds; ratios against the floor of the same round:');
  for (const row of summary) {
    const ratios =
      row === summary[0]
        ? ''
        : `   throughput ${row.rpsRatio.toFixed(2)}x floor   p99 ${row.p99Ratio.toFixed(2)}x floor`;
    console.log(
      `  ${row.name.padEnd(34)} ${String(row.rps).padStart(6)} req/s   p50 ${row.p50.toFixed(1).padStart(6)} ms   p99 ${row.p99.toFixed(1).padStart(6)} ms${ratios}${row.failures ? `   failures ${row.failures}` : ''}`,
    );
  }
  if (wantJson) {
    const [floorRow, ...endpoints] = summary;
    console.log(
      `BENCH_JSON ${JSON.stringify({
        database: health.database,
        connections,
        floor: { rps: floorRow.rps, p50: floorRow.p50, p99: floorRow.p99 },
        endpoints: endpoints.map(({ name, rps, p50, p99, rpsRatio, p99Ratio, failures }) => ({
          name,
          rps,
          p50,
          p99,
          rpsRatio,
          p99Ratio,
          failures,
        })),
      })}`,
    );
  }
} finally {
  floor.child.kill('SIGTERM');
  server.child.kill('SIGTERM');
}
