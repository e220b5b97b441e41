// The Jest configuration of `pnpm test:storybook` (@storybook/test-runner against the built Storybook):
// the runner's defaults, in the Chromium that `npm test` installs (scripts/chromium.mjs), with its flags.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const defaults = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      contextOptions: { timezoneId: 'UTC', locale: 'en-US', reducedMotion: 'reduce' },
    },
  },
  // A screen story renders a whole page with its queries; the default 15 s is tight on a busy machine.
  testTimeout: 30_000,
};
