// `pnpm chromatic`: builds Storybook and publishes it to Chromatic, with the options of
// chromatic.config.json: only the stories a change can affect (TurboSnap; the catalogs in locales/ are
// fetched at run time, so a change there re-tests every story), and a failing exit while a visual change
// waits for review. Changes are accepted automatically only on main (after their pull request was
// reviewed). .github/workflows/chromatic.yml runs it on pull requests and on main.
import { spawnSync } from 'node:child_process';
import { pnpmCommand, root } from './bootstrap.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'Set CHROMATIC_PROJECT_TOKEN to the project token from Chromatic (the project’s Manage page).',
  );
  process.exit(1);
}
const [command, ...prefix] = pnpmCommand();
const result = spawnSync(
  command,
  [...prefix, 'exec', 'chromatic', '--config-file', 'chromatic.config.json', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
