// `pnpm chromatic`: builds Storybook and publishes it to the visual-regression service.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN to the project token from the visual-regression service.');
  process.exit(1);
}
const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--only-changed'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
