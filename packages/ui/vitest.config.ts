import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Pure logic of components only; everything a person sees is tested through the stories (root config).
// Workspace packages resolve to their TypeScript source (the `@hub/source` export condition); tests in
// the node environment resolve through the server-side conditions, so both are set (else a stale or
// missing `dist` of @hub/domain would be read).
export default defineConfig({
  resolve: { conditions: ['@hub/source', ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: ['@hub/source', ...defaultServerConditions] } } },
  test: { include: ['src/**/*.test.ts'], environment: 'node', passWithNoTests: true },
});
