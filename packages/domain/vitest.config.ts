import { defineConfig } from 'vitest/config';
import { propertySettings } from './test/property-settings.ts';

// Read once per run: the seed of every fast-check property (the commit's, or FC_SEED) and its runs.
// Printed first, so a log (and turbo's cached replay of one) shows which seed the run used.
const properties = propertySettings();
/** The tests that time a reader (linear-patterns.test.ts): each file in a process of its own. */
const timedTests = ['src/linear-patterns.test.ts'];
console.log(properties.banner);

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['./test/fast-check.setup.ts'],
    provide: { properties: properties.settings },
    projects: [
      {
        extends: true,
        // The files of a worker share its modules (imported once per worker, not once per file). Safe
        // because no file replaces a module or a global; the setup file (fast-check's settings) runs before
        // each file.
        test: {
          name: 'domain',
          include: ['src/**/*.test.ts'],
          exclude: timedTests,
          isolate: false,
        },
      },
      // Timed against itself (a reader on 100 KiB against a quarter of it): in a process of its own, where
      // no other file's heap makes the garbage collector pause in one reading and not the other (shared,
      // under coverage beside the other packages' tests, the ratio read 11 to 13 where 10 is the limit).
      { extends: true, test: { name: 'domain (timed)', include: timedTests } },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
