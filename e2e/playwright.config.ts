import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/**
 * End-to-end: the built hub (apps/hub/dist) served by the real server on a fresh in-memory database
 * with the demo world, driven in Debian's Chromium. `npm test` builds the hub first. Each worker starts a
 * server of its own (e2e/tests/server.ts, on E2E_PORT and 30 apart), so workers share no world. A worker
 * with its browser and server keeps about one core busy: on two cores, two workers took 256 s against one
 * worker's 287 s, each test 60 % slower, so a two-core machine runs one (less load, fewer races) and a larger
 * one a worker per two cores, up to four. E2E_WORKERS sets another number.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  // The files run side by side; the tests of one file in order, as they build on each other.
  fullyParallel: false,
  workers: Number(
    process.env.E2E_WORKERS ?? Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2))),
  ),
  retries: 0,
  reporter: [['list']],
  // Sized for a loaded two-core machine; a passing test never waits them out (each wait is for a state the
  // page shows), a failing one reports after them.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
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
});
