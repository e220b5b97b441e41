// `npm test`: every test of the project, the slow browser levels last. Prints each step's time.
// TEST_DATABASE_URL (a PostgreSQL admin URL) also runs the server's database tests on PostgreSQL.
import { bootstrap, pnpm } from './bootstrap.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const started = Date.now();
const timings = [];

function step(name, args) {
  const begun = Date.now();
  console.log(`\n▶ ${name}`);
  const status = pnpm(args, { allowFailure: true });
  const seconds = ((Date.now() - begun) / 1000).toFixed(1);
  timings.push(`${status === 0 ? '✓' : '✗'} ${name.padEnd(44)} ${seconds.padStart(6)} s`);
  if (status !== 0) finish(status);
}

function finish(status) {
  console.log(`\n${timings.join('\n')}`);
  console.log(
    `${status === 0 ? 'All tests passed' : 'Tests failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(status);
}

bootstrap();
ensureChromium();
step('lint (eslint, prettier)', ['run', 'lint']);
step('typecheck', ['run', 'typecheck']);
step('unit and server tests (vitest)', ['exec', 'turbo', 'run', 'test', '--output-logs=new-only']);
step('stories as tests in Chromium (vitest browser)', ['run', 'test:stories']);
step('build the hub for end-to-end tests', [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@hub/hub',
  '--output-logs=errors-only',
]);
step('end-to-end in Chromium (playwright)', ['run', 'test:e2e']);
finish(0);
