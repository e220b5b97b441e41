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
    // The files of a worker share its modules: the app, @hub/domain and the emails are imported once per
    // worker, not once per file (the whole suite: 212 s instead of 300 s, a third less CPU). Safe because
    // no server test mocks a module or keeps state in one: each file opens its own database and app, and
    // takes its clock and settings as arguments. A test that must replace a module (vi.mock) belongs in a
    // project of its own with isolation.
    isolate: false,
    hookTimeout: 120_000,
  },
});
