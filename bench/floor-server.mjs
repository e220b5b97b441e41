// The floor of bench/server-response.mjs: what one JSON answer costs on the hub server's own stack (the
// same Node, the same hono and @hono/node-server, resolved from apps/server and loaded as the ESM builds
// the server loads) with nothing else: one route, no middleware, no database. It listens on a free
// loopback port and prints `FLOOR_PORT <port>` once it does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const fromServer = createRequire(new URL('../apps/server/package.json', import.meta.url));

/** The ESM entry of a package installed for apps/server (its `exports['.'].import`). */
async function importFromServer(name) {
  const cjsEntry = fromServer.resolve(name);
  const marker = `/node_modules/${name}/`;
  const root = cjsEntry.slice(0, cjsEntry.lastIndexOf(marker) + marker.length);
  const entry = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).exports['.'].import;
  return import(pathToFileURL(`${root}${typeof entry === 'string' ? entry : entry.default}`).href);
}

const { Hono } = await importFromServer('hono');
const { serve } = await importFromServer('@hono/node-server');

const app = new Hono();
app.get('/api/health/', (c) => c.json({ status: 'ok', database: 'none' }));

// The keep-alive and timeout settings of apps/server/src/main.ts, so connections live as long there.
const serverOptions = {
  requestTimeout: 30_000,
  headersTimeout: 10_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions }, (info) =>
  console.log(`FLOOR_PORT ${info.port}`),
);
process.once('SIGTERM', () => server.close(() => process.exit(0)));
