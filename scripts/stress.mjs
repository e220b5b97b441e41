// `pnpm test:stress`: the whole suite under stress, as a change is tried before it is called done (issue 29).
//
//   pnpm test:stress            `npm test` three times in a row, none from turbo's cache; stops at the first failure
//   pnpm test:stress --runs=5   five times
//   pnpm test:stress --hog      once, with a CPU hog beside it (one busy thread per core)
//
// Prints each run's time and status, and the total. Exits non-zero if any run failed: a run that passes only
// on a second try is a failure (Playwright's retries stay 0).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { root } from './bootstrap.mjs';

const args = process.argv.slice(2);
const hog = args.includes('--hog');
const runsArg = args.find((arg) => arg.startsWith('--runs='));
const runs = hog ? 1 : runsArg ? Number(runsArg.slice('--runs='.length)) : 3;
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  console.error('--runs takes a whole number from 1 to 20.');
  process.exit(2);
}

/** One busy thread per core: each spins until it is terminated. */
function startHog() {
  const threads = Array.from(
    { length: availableParallelism() },
    () => new Worker('for (;;) { Math.sqrt(Math.random()); }', { eval: true }),
  );
  console.log(`A CPU hog runs beside the suite: ${threads.length} busy threads.`);
  return () => Promise.all(threads.map((thread) => thread.terminate()));
}

function npmTest() {
  return new Promise((resolve) => {
    const child = spawn('npm', ['test'], {
      cwd: root,
      // Every run does the whole work: without it, turbo would replay the second run's lint, typecheck, unit
      // tests and builds from its cache, and only the browsers' steps would run again.
      env: { ...process.env, TURBO_FORCE: 'true' },
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

const results = [];
const began = Date.now();
const stopHog = hog ? startHog() : null;
try {
  for (let run = 1; run <= runs; run += 1) {
    console.log(`\n━━ npm test, run ${run} of ${runs}${hog ? ' beside the CPU hog' : ''} ━━`);
    const start = Date.now();
    const status = await npmTest();
    results.push({ run, status, seconds: (Date.now() - start) / 1000 });
    if (status !== 0) break;
  }
} finally {
  await stopHog?.();
}

console.log('\n━━ Stress run ━━');
for (const { run, status, seconds } of results) {
  console.log(`${status === 0 ? '✓' : '✗'} run ${run}: ${seconds.toFixed(1)} s`);
}
const failed = results.some((result) => result.status !== 0) || results.length < runs;
console.log(
  `${failed ? 'Failed' : `All ${runs} runs passed`} in ${((Date.now() - began) / 1000).toFixed(1)} s in total.`,
);
process.exit(failed ? 1 : 0);
