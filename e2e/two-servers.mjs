// Two server processes on one PostgreSQL behind a round-robin balancer (issue 15: "two server processes on
// one PostgreSQL behind any balancer behave as one"). Playwright starts this as its web server
// (e2e/playwright.two-servers.config.ts): it creates a fresh database on TEST_DATABASE_URL's server,
// starts the first process (which migrates it and seeds the demo world), then the second, then a balancer
// on E2E_PORT that sends each request to the next process in turn, so one browser's requests alternate
// between them: a session made by one, a throttle counted by the other, an email queued by one and read
// through the other. On exit it stops both and drops the database.
import { spawn } from 'node:child_process';
import { request as httpRequest, createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// node-postgres is the server's dependency, not the root's: resolved from the server's package.
const pg = createRequire(new URL('../apps/server/package.json', import.meta.url))('pg');

const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('two-servers: TEST_DATABASE_URL (a PostgreSQL admin URL) is required.');
  process.exit(1);
}
const port = Number(process.env.E2E_PORT ?? 8792);
const upstreamPorts = [port + 10, port + 11];
const database = `hub_e2e_two_${process.pid}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const children = [];
function startServer(upstreamPort, label) {
  const child = spawn(
    process.execPath,
    ['--conditions=@hub/source', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(upstreamPort),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        HUB_DIST: `${root}apps/hub/dist`,
        HUB_DEMO: '1',
        NODE_ENV: 'test',
        // The browser reaches the hub through the balancer: links in emails point there.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SCRYPT_LOG_N: '14',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  child.stdout.on('data', (chunk) => process.stdout.write(`[${label}] ${chunk}`));
  children.push(child);
  return child;
}

async function healthy(upstreamPort) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${upstreamPort}/api/health/`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server on port ${upstreamPort} did not start within 60 s.`);
}

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await admin(`drop database if exists ${database} with (force)`).catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

await admin(`create database ${database}`);
try {
  // One after the other: the first migrates and seeds, the second finds both done.
  startServer(upstreamPorts[0], 'server 1');
  await healthy(upstreamPorts[0]);
  startServer(upstreamPorts[1], 'server 2');
  await healthy(upstreamPorts[1]);
} catch (error) {
  console.error(error);
  await stop(1);
}
for (const child of children) child.on('exit', () => void stop(1));

// The balancer: each request to the next process, headers and body passed through as they are.
let next = 0;
const served = [0, 0];
createServer((incoming, outgoing) => {
  const index = next;
  next = (next + 1) % upstreamPorts.length;
  served[index] += 1;
  const proxied = httpRequest(
    {
      host: '127.0.0.1',
      port: upstreamPorts[index],
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, 'x-hub-upstream': String(index + 1) },
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, {
        ...answer.headers,
        'x-hub-upstream': String(index + 1),
      });
      answer.pipe(outgoing);
    },
  );
  proxied.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json' });
    outgoing.end('{"detail":"The balancer could not reach a server."}');
  });
  incoming.pipe(proxied);
}).listen(port, '127.0.0.1', () => {
  console.log(`Balancer on http://127.0.0.1:${port}/ -> ports ${upstreamPorts.join(' and ')} (${database})`);
});

// What each process served, printed on the way out: both must have taken part.
process.on('exit', () =>
  console.log(`two-servers: requests served by process 1: ${served[0]}, 2: ${served[1]}`),
);
