import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/**
 * Every story runs as a test in Chromium (Debian's /usr/bin/chromium): render, play function, and
 * axe with violations failing the test. `pnpm test:stories` runs this project.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: '.storybook/vite.config.ts',
        plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'pnpm storybook' })],
        test: {
          name: 'storybook',
          isolate: false,
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
