import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The emails rendered in Node, as the server renders them; what they look like is in the stories. Workspace
// packages resolve to their TypeScript source (the `@hub/source` export condition), in the node environment
// through the server-side conditions.
export default defineConfig({
  resolve: { conditions: ['@hub/source', ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: ['@hub/source', ...defaultServerConditions] } } },
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
