import { defineConfig } from 'vitest/config';

// Pure logic of components only; everything a person sees is tested through the stories (root config).
export default defineConfig({
  resolve: { conditions: ['@hub/source'] },
  test: { include: ['src/**/*.test.ts'], environment: 'node', passWithNoTests: true },
});
