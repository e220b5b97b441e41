// The Jest configuration of `pnpm test:storybook` (@storybook/test-runner against the built Storybook):
// the runner's defaults, in the Chromium that `npm test` installs (scripts/chromium.mjs), with its flags, the
// fonts the screenshots pin (visual/fonts.conf) and the window and colours they are taken in.
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const defaults = getJestConfig();
/**
 * `pnpm test:storybook --screens` / `--no-screens` (STORYBOOK_PART): the runner writes one test file per
 * component, named by its id, so the hub's screens are the files `screens-….test.js`.
 */
const ignored = {
  screens: '/(?!screens-)[^/]*\\.test\\.js$',
  others: '/screens-[^/]*\\.test\\.js$',
}[process.env.STORYBOOK_PART ?? ''];
const fontsConf = fileURLToPath(new URL('../visual/fonts.conf', import.meta.url));

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: chromiumPath(),
        args: [...chromiumArgs, '--hide-scrollbars', '--force-color-profile=srgb'],
        env: { ...process.env, FONTCONFIG_FILE: fontsConf },
      },
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        timezoneId: 'UTC',
        locale: 'en-US',
        colorScheme: 'light',
        reducedMotion: 'reduce',
      },
    },
  },
  // A screen story renders a whole page with its queries, then up to three screenshots: sized for a loaded
  // two-core machine, not a fast laptop.
  testTimeout: 90_000,
  ...(ignored && { testPathIgnorePatterns: [...(defaults.testPathIgnorePatterns ?? []), ignored] }),
};
