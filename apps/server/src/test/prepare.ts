import { hashPassword, type ScryptParams } from '../auth/passwords';
import type { DatabaseHandle } from '../db/database';
import { demoPassword, seedDemo } from '../seed/demo';

/**
 * Password cost in tests: far below OWASP's (N=2^10 instead of 2^17, about 2 ms instead of 0.5 s) so
 * the many sign-ins of the suites stay fast. The hash format and code path are the same; a test of
 * src/auth/passwords.ts checks the real parameters.
 */
export const testPasswordParams: ScryptParams = { logN: 10, r: 8, p: 1 };

/** Migrates a fresh database and seeds the demo world, as the server does at start. */
export async function prepareTestDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedDemo(handle.db, { passwordHash: () => hashPassword(demoPassword, testPasswordParams) });
}
