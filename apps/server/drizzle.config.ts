import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @hub/server db:generate` writes a migration for schema changes into drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
