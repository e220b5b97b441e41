import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@hub/source'] },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
