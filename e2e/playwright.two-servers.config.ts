import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import base from './playwright.config';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_TWO_PORT ?? 8792);

/**
 * The end-to-end tests against two server processes on one PostgreSQL behind a round-robin balancer
 * (e2e/two-servers.mjs): sessions, throttles, reset links and the outbox must behave as with one process.
 * Needs TEST_DATABASE_URL (a PostgreSQL admin URL); `npm test` runs it when that is set (CI sets it).
 */
export default defineConfig<object, { ownServer: boolean }>({
  ...base,
  outputDir: '../test-results/e2e-two-servers',
  // One world (one PostgreSQL) for every test: one worker, the files in order.
  workers: 1,
  // The tests whose outcome depends on state the processes must share (issue 15), not every test again: a
  // session made by one process and honoured by the other; sign-in throttles and lockouts; links and the
  // outbox (password reset, email change, a caregiver's invitation); idempotency keys and orders (checkout);
  // the job queue (the billing run); the language kept for a user; staff writing notes at once. A screen's
  // rendering does not depend on which process answered its calls: the single-process run covers those.
  // Running all 113 again took about 200 s of every CI run (docs/decisions.md "Two processes, a subset").
  testMatch: [
    'two-servers.spec.ts',
    'sign-in.spec.ts',
    'password-reset.spec.ts',
    'email-change.spec.ts',
    'caregivers.spec.ts',
    'checkout.spec.ts',
    'billing-run.spec.ts',
    'language.spec.ts',
    'admin-interactions.spec.ts',
  ],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}`, ownServer: false },
  projects: (base.projects ?? []).map((project) => ({ ...project, name: 'two-processes' })),
  webServer: {
    command: 'node e2e/two-servers.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: { E2E_PORT: String(port), TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' },
  },
});
