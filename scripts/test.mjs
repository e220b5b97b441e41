// `npm test`: every test of the project, the slow browser levels last. Prints each step's time and,
// last, the number of tests that passed and failed across Vitest and Playwright.
// TEST_DATABASE_URL (a PostgreSQL admin URL) also runs the server's database tests on PostgreSQL.
import { bootstrap, pnpmCapture } from './bootstrap.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const started = Date.now();
const timings = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * Adds up "Tests  3 failed | 40 passed (43)" (Vitest), "  12 passed (9.1s)" (Playwright) and
 * "Tests:  2 failed, 464 passed, 466 total" (the Storybook test-runner's Jest) lines.
 */
function countTests(output) {
  for (const untrimmed of stripAnsi(output).split('\n')) {
    // Trimmed first, so the patterns need no optional white space at either end (they stay linear).
    const line = untrimmed.trim();
    const vitest = line.match(/^(?:\S+:\s*)?Tests\s([^(]*)\(\d+\)$/);
    const playwright = line.match(/^(\d+) (passed|failed|skipped|flaky)(?: \([\d.]+(?:ms|s|m|h)\))?$/);
    const jest = line.startsWith('Tests:') && line.endsWith(' total') ? line.slice('Tests:'.length) : null;
    if (jest) {
      // "2 failed, 464 passed, 466 total": read as words, like Vitest's.
      for (const part of jest.split(',')) {
        const [n, kind] = part.trim().split(' ');
        if (kind in counts && /^\d+$/.test(n)) counts[kind] += Number(n);
      }
    } else if (vitest) {
      // "3 failed | 40 passed": read as words, no pattern over the whole text.
      for (const part of vitest[1].split('|')) {
        const [n, kind] = part.trim().split(' ');
        if (kind in counts && /^\d+$/.test(n)) counts[kind] += Number(n);
      }
    } else if (playwright) {
      const kind = playwright[2] === 'flaky' ? 'failed' : playwright[2];
      counts[kind] += Number(playwright[1]);
    }
  }
}

async function step(name, args, { count = false, beside = [] } = {}) {
  const others = beside.map((other) => other.name).join('", "');
  console.log(`\n▶ ${name}${others ? ` (with "${others}" beside it: their output follows)` : ''}`);
  const besideRuns = beside.map((other) => run(other, { stream: false }));
  let { status } = await run({ name, args, count });
  for (const [index, besideRun] of besideRuns.entries()) {
    const ended = await besideRun;
    console.log(`\n▶ ${beside[index].name}\n${ended.output}`);
    if (status === 0) status = ended.status;
  }
  if (status !== 0) finish(status);
}

/** Runs one step, streaming its output or keeping it for later; records its time. */
async function run({ name, args, count = false }, { stream = true } = {}) {
  const begun = Date.now();
  const { status, output } = await pnpmCapture(args, { stream });
  if (count) countTests(output);
  const seconds = ((Date.now() - begun) / 1000).toFixed(1);
  timings.push(`${status === 0 ? '✓' : '✗'} ${name.padEnd(56)} ${seconds.padStart(6)} s`);
  return { status, output };
}

function finish(status) {
  console.log(`\n${timings.join('\n')}`);
  console.log(
    `${status === 0 ? 'All tests passed' : 'Tests failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (status !== 0 && counts.failed === 0) counts.failed = 1; // a step failed before any test could count
  console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  process.exit(status);
}

bootstrap();
ensureChromium();
// Lint and typecheck side by side: each leaves a core idle for much of its run.
await step('lint (eslint, prettier)', ['run', 'lint'], {
  beside: [{ name: 'typecheck', args: ['run', 'typecheck'] }],
});
await step('unit and server tests (vitest)', ['exec', 'turbo', 'run', 'test', '--output-logs=full'], {
  count: true,
});
// The two builds side by side: each spends much of its time in one thread (Rollup), so two cores take both.
await step(
  'build the hub for end-to-end tests',
  ['exec', 'turbo', 'run', 'build', '--filter=@hub/hub', '--output-logs=errors-only'],
  { beside: [{ name: 'build Storybook', args: ['exec', 'node', 'scripts/storybook-static.mjs'] }] },
);
// The one hard size check (issue 15): what a first visit to /login and the home downloads, in bytes.
await step('initial JavaScript within its budget', ['exec', 'node', 'scripts/check-bundle-budget.mjs']);
// The end-to-end tests spend most of their time waiting on the server and the page: one worker keeps about
// one core busy. Beside them on the other core: the consumer check (mostly npm install and a small build)
// and, with a PostgreSQL (TEST_DATABASE_URL, as CI has), the same end-to-end tests against two server
// processes on PostgreSQL behind a balancer (issue 15: they behave as one). The two runs share nothing: their
// own ports, servers, databases and result folders.
const twoServers = process.env.TEST_DATABASE_URL
  ? [
      {
        name: 'end-to-end against two server processes on PostgreSQL',
        args: ['run', 'test:e2e:two'],
        count: true,
      },
    ]
  : [];
if (twoServers.length === 0) {
  console.log('\n(end-to-end against two server processes skipped: TEST_DATABASE_URL is not set)');
}
await step('end-to-end in Chromium (playwright)', ['run', 'test:e2e'], {
  count: true,
  beside: [
    { name: 'a fresh app installs and renders @hub/ui and @hub/domain', args: ['run', 'check:consumer'] },
    ...twoServers,
  ],
});
// The production bundle as an operator deploys it (issue 27): `pnpm bundle`, its migrate, serve and worker
// commands from a copy of deploy/ on PostgreSQL with the production secrets. The hub built above is reused.
if (process.env.TEST_DATABASE_URL) {
  await step('the production bundle migrates, serves and stops cleanly', ['run', 'test:bundle']);
} else {
  console.log('\n(the production bundle check skipped: TEST_DATABASE_URL is not set)');
}
// The Storybook that is deployed, as QA sees it, in one pass: every story renders, plays, passes axe and
// matches its screenshots (the hub's screens also narrow and in Arabic). Each story is rendered once.
await step(
  'built Storybook: stories, axe and screenshots (@storybook/test-runner)',
  ['run', 'test:storybook', '--no-build'],
  {
    count: true,
  },
);
finish(0);
