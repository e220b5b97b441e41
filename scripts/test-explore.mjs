// `pnpm test:explore`: the domain's property tests with a fresh random seed for every property and 1000
// runs each (FC_NUM_RUNS overrides), to find cases the commit's seed does not reach. Not part of `npm test`
// and never cached. Arguments go to Vitest: `pnpm test:explore src/validation` explores one folder.
// A failure prints its seed and the command that replays it; packages/domain/README.md ("Property tests")
// says how the case becomes a regression row.
import { bootstrap, pnpmCapture } from './bootstrap.mjs';

bootstrap();
process.env.FC_SEED = 'random';
process.env.FC_NUM_RUNS ??= '1000';
const { status, output } = await pnpmCapture([
  '--dir',
  'packages/domain',
  'exec',
  'vitest',
  'run',
  ...process.argv.slice(2),
]);

// eslint-disable-next-line no-control-regex
const replays = [...new Set(output.replace(/\u001b\[[0-9;]*m/g, '').match(/^Replay: .*$/gm) ?? [])];
if (status === 0) {
  console.log(`\nNo property failed with fresh seeds (${process.env.FC_NUM_RUNS} runs each).`);
} else if (replays.length > 0) {
  console.log(`\nSeeds that found a failing case:\n${replays.map((line) => `  ${line}`).join('\n')}`);
  console.log(
    'Keep each case as a row of a table-driven test, its seed in a comment (packages/domain/README.md).',
  );
}
process.exit(status);
