import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 8791);

/**
 * End-to-end: the built hub (apps/hub/dist) served by the real server on a fresh in-memory database
 * with the demo world, driven in Debian's Chromium. `npm test` builds the hub first.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Sized for a loaded two-core machine; a passing test never waits them out (each wait is for a state the
  // page shows), a failing one reports after them.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failing test keeps its trace: each action's DOM snapshot, network and console. Not the screencast
    // (a frame every few milliseconds) nor the sources: on two cores they made every test a quarter slower
    // (billing and account: 5.1 s a test with them, 3.9 s without). The failure's screenshot stays.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node --conditions=@hub/source --import tsx apps/server/src/main.ts`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
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
});
