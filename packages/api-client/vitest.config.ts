import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source (the `@hub/source` export condition); tests in
// the node environment resolve through the server-side conditions, so both are set.
export default defineConfig({
  resolve: { conditions: ['@hub/source', ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: ['@hub/source', ...defaultServerConditions] } } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files of a worker share its modules (@hub/domain, the schemas, MSW): imported once per worker,
    // not once per file (importing was 80 of the 135 s these tests took in `npm test`). Safe because no
    // file replaces a module (vi.mock), and each one that listens with an MSW server closes it after its
    // tests.
    isolate: false,
  },
});
