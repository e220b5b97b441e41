// The demo's remote configuration (src/seed/demo.ts runs it on every start): the global list of tags the
// dashboard supports, and one account's own entry for staff to edit on its admin page (issue 28): Morgan
// Lee's (monthly@demo.test) `metagame`, the spec's example value. Each is created once, then kept as staff
// left it.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { remoteConfigs, users } from '../db/schema';

/** Creates the configs that are missing. */
export async function seedDemoRemoteConfigs(
  db: Database,
  supportedTags: { name: string; value: string },
): Promise<void> {
  const [config] = await db
    .select({ id: remoteConfigs.id })
    .from(remoteConfigs)
    .where(and(isNull(remoteConfigs.accountId), eq(remoteConfigs.configName, supportedTags.name)));
  if (!config) {
    await db
      .insert(remoteConfigs)
      .values({ configName: supportedTags.name, configValue: supportedTags.value });
  }
  const [monthly] = await db
    .select({ accountId: users.accountId })
    .from(users)
    .where(eq(sql`lower(${users.email})`, 'monthly@demo.test'));
  if (monthly?.accountId) {
    await db
      .insert(remoteConfigs)
      .values({ accountId: monthly.accountId, configName: 'metagame', configValue: '{"product":"city"}' })
      .onConflictDoNothing();
  }
}
