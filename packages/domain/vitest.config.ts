import { defineConfig } from 'vitest/config';
import { propertySettings } from './test/property-settings.ts';

// Read once per run: the seed of every fast-check property (the commit's, or FC_SEED) and its runs.
// Printed first, so a log (and turbo's cached replay of one) shows which seed the run used.
const properties = propertySettings();
console.log(properties.banner);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./test/fast-check.setup.ts'],
    provide: { properties: properties.settings },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
