// The hub's real server over a built hub, for measurements in a browser (bench/lighthouse.mjs, and the
// budget check scripts/check-bundle-budget.mjs): as `npm start` starts it, on a fresh in-memory database
// with the demo world.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The demo parent's sign-in (apps/server/src/seed/demo.ts). */
export const demoParent = { email: 'parent@demo.test', password: 'HubDemo#2026' };

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the hub's server as `npm start` does, on a fresh in-memory database with the demo world, serving
 * the built hub in `dist`; resolves once /api/health/ answers, to `{ origin, close }`.
 */
export async function startHubServer(dist) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--conditions=@hub/source', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        PGLITE_DATA_DIR: 'memory://',
        HUB_DEMO: '1',
        HUB_DIST: dist,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 480; i += 1) {
    if (child.exitCode !== null) throw new Error(`The hub's server exited:\n${errors}`);
    try {
      if ((await fetch(`${origin}/api/health/`)).ok) return { origin, close };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await close();
  throw new Error(`The hub's server did not start within 120 s:\n${errors}`);
}
