// `node server.mjs migrate`: brings the database up to this release, then exits. The development start
// (src/main.ts without a command) runs the same before it serves.
import { hashPassword } from '../auth/passwords';
import type { DatabaseHandle } from '../db/database';
import { pendingMigrations } from '../db/migrations';
import { sealPlainEmails } from '../mail';
import { demoPassword, seedDemo } from '../seed/demo';
import { describeDatabase, openDatabase, type Runtime } from './runtime';

/**
 * Applies the migrations this database lacks, seals queued emails kept in plain text (from before emails
 * were sealed) and, in demo mode only, seeds the demo world.
 */
export async function migrateDatabase(database: DatabaseHandle, { config, info }: Runtime): Promise<void> {
  const pending = await pendingMigrations(database.db);
  await database.migrate();
  if (pending.length > 0) info(`Applied ${pending.length} migration(s): ${pending.join(', ')}.`);
  const sealed = await sealPlainEmails(database.db, config.outboxKey);
  if (sealed > 0) info(`Sealed ${sealed} queued email(s) kept in plain text before emails were sealed.`);
  if (config.demo)
    await seedDemo(database.db, { passwordHash: () => hashPassword(demoPassword, config.passwordParams) });
}

/** The `migrate` command; answers the exit code. */
export async function migrateCommand(runtime: Runtime): Promise<number> {
  const database = await openDatabase(runtime.config);
  try {
    await migrateDatabase(database, runtime);
    runtime.info(`The database (${describeDatabase(runtime.config)}) is up to date with this release.`);
    return 0;
  } catch (error) {
    runtime.log('The migrations failed', error);
    return 1;
  } finally {
    await database.close().catch((error: unknown) => runtime.log('Closing the database failed', error));
  }
}
