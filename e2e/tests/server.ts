// The server each Playwright worker drives: the real server (apps/server/src/main.ts) serving the built hub
// on a fresh in-memory database with the demo world, one per worker, so that two workers never share a
// world (a test in one cannot change an account a test in the other reads). Every spec imports `test`
// from here. A project that brings its own server (e2e/playwright.two-servers.config.ts: two processes
// on one PostgreSQL behind a balancer) sets `ownServer: false`, and its `baseURL` is used as it is.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The first worker's port; the others' follow 30 apart (the two-process run keeps 8792 and 8802-8803). */
const basePort = Number(process.env.E2E_PORT ?? 8791);

interface HubServer {
  url: string;
}

/** Starts the server on `port` and resolves once its health check answers; rejects with its output if it exits. */
async function startServer(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=@hub/source', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        HUB_DIST: process.env.HUB_DIST ?? `${root}apps/hub/dist`,
        PGLITE_DATA_DIR: 'memory://',
        HUB_DEMO: '1',
        NODE_ENV: 'test',
        // A cheaper scrypt for the many sign-ins here (apps/server/README.md); the server's tests keep OWASP's.
        SCRYPT_LOG_N: '14',
      },
    },
  );
  // The last lines the server printed, to explain a start that failed.
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`The e2e server exited (${code}):\n${printed}`))),
  );
  const healthy = (async () => {
    const health = `http://127.0.0.1:${port}/api/health/`;
    for (;;) {
      const ok = await fetch(health).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      // The server announces readiness only by answering: ask again shortly.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  await Promise.race([healthy, exited]);
  exited.catch(() => {});
  return { child, output: () => printed };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
}

export const test = base.extend<object, { ownServer: boolean; hubServer: HubServer }>({
  ownServer: [true, { option: true, scope: 'worker' }],
  hubServer: [
    async ({ ownServer }, provide, workerInfo) => {
      if (!ownServer) {
        await provide({ url: String(workerInfo.project.use.baseURL) });
        return;
      }
      const port = basePort + 30 * workerInfo.parallelIndex;
      const { child } = await startServer(port);
      try {
        await provide({ url: `http://127.0.0.1:${port}` });
      } finally {
        await stopServer(child);
      }
    },
    // Migrating and seeding a fresh PGlite takes seconds, more on a loaded machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ hubServer }, provide) => {
    await provide(hubServer.url);
  },
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
