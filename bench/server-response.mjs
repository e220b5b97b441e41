// Measures the server's response times on loopback: starts it on a fresh in-memory database with the
// demo world, signs in, then sends bounded rounds of requests at a fixed concurrency and prints
// requests per second and p50/p95/p99 latency per endpoint. Figures, not assertions.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 8795);
const origin = `http://127.0.0.1:${port}`;
const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);

const server = spawn(
  process.execPath,
  ['--conditions=@hub/source', '--import', 'tsx', 'apps/server/src/main.ts'],
  {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DATA_DIR: 'memory://',
      HUB_DEMO: '1',
      HUB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not start within 60 s.');
}

async function measure(name, makeRequest) {
  const times = [];
  let next = 0;
  let failures = 0;
  const began = performance.now();
  async function worker() {
    while (next < requests) {
      next += 1;
      const start = performance.now();
      const response = await makeRequest();
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
      times.push(performance.now() - start);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - began) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(
    `  ${name.padEnd(34)} ${(times.length / seconds).toFixed(0).padStart(6)} req/s   p50 ${pct(50).padStart(6)} ms   p95 ${pct(95).padStart(6)} ms   p99 ${pct(99).padStart(6)} ms   failures ${failures}`,
  );
}

try {
  await waitForServer();
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
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const info = await (await fetch(`${origin}/api/v2/user/info/`, auth)).json();
  console.log(`server on PGlite (in memory), ${requests} requests per endpoint, ${concurrency} at a time`);
  await measure('GET /api/health/', () => fetch(`${origin}/api/health/`));
  await measure('GET /api/v2/user/info/', () => fetch(`${origin}/api/v2/user/info/`, auth));
  await measure(`GET /api/v2/player/accounts/${info.account.id}`, () =>
    fetch(`${origin}/api/v2/player/accounts/${info.account.id}`, auth),
  );
} finally {
  server.kill('SIGTERM');
}
