// `pnpm test:storybook`: the Storybook that is deployed, tested as QA sees it. Builds the static Storybook
// (unless it is up to date with its sources), serves it on a free local port and runs
// @storybook/test-runner against it in the Chromium that `npm test` installs: every story renders, every
// play function passes, and axe (addon-a11y, `a11y.test: 'error'` in .storybook/preview.tsx) finds
// nothing. `--no-build` tests what storybook-static holds; other arguments go to the test-runner (for
// example `--includeTags`, `--maxWorkers=2` or a story file name pattern).
import { spawn } from 'node:child_process';
import { pnpmCommand, root } from './bootstrap.mjs';
import { chromiumPath, hasChromium } from './chromium.mjs';
import { buildStorybook, builtStories, serveStorybook } from './storybook-static.mjs';

const args = process.argv.slice(2);
const build = args.includes('--no-build') ? 'never' : args.includes('--build') ? 'always' : 'when-stale';
const passOn = args.filter((arg) => arg !== '--no-build' && arg !== '--build');
const workers = process.env.STORYBOOK_WORKERS || '3';

async function main() {
  if (!hasChromium()) {
    console.error(
      `Chromium is not at ${chromiumPath()}: run node scripts/ensure-chromium.mjs or set CHROMIUM_PATH.`,
    );
    return 1;
  }
  if (!buildStorybook(build)) return 1;
  const count = builtStories().length;
  const server = await serveStorybook();
  const began = Date.now();
  console.log(
    `Testing ${count} stories of the built Storybook at ${server.url} with @storybook/test-runner…`,
  );
  try {
    const [command, ...prefix] = pnpmCommand();
    // Not spawnSync: the static server lives in this process and must keep answering.
    const child = spawn(
      command,
      [
        ...prefix,
        'exec',
        'test-storybook',
        '--url',
        server.url,
        '--config-dir',
        '.storybook',
        '--index-json',
        '--ci',
        `--maxWorkers=${workers}`,
        '--disable-telemetry',
        ...passOn,
      ],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', TARGET_URL: server.url, FORCE_COLOR: '0' },
      },
    );
    const status = await new Promise((resolve) => {
      child.on('exit', (code) => resolve(code ?? 1));
      child.on('error', () => resolve(1));
    });
    console.log(`The test-runner took ${((Date.now() - began) / 1000).toFixed(1)} s.`);
    return status;
  } finally {
    await server.close();
  }
}

process.exitCode = await main();
