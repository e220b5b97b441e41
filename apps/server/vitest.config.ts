import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source (the `@hub/source` export condition).
const conditions = ['@hub/source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  // The environment Vitest runs globalSetup in (it seeds the snapshot, which imports @hub/domain).
  environments: { __vitest__: { resolve: { conditions } } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds PGlite once and snapshots it; every test file starts from the snapshot.
    globalSetup: ['src/test/global-setup.ts'],
    // PGlite takes about 2 s to start, a PostgreSQL database a little longer to create and migrate.
    testTimeout: 30_000,
    // A test file spends much of its time waiting on its database: one file per core, not cores - 1.
    maxWorkers: '100%',
    hookTimeout: 120_000,
  },
});
