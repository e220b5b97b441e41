// The shell area's table: remote configuration, global or per account.
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../account/schema';

/** Remote configuration: global when `account_id` is null, else for that account. */
export const remoteConfigs = pgTable(
  'remote_configs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    configName: text('config_name').notNull(),
    /** JSON text, handed to the client as it is stored. */
    configValue: text('config_value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('remote_configs_global_name_key')
      .on(table.configName)
      .where(sql`${table.accountId} is null`),
    uniqueIndex('remote_configs_account_name_key')
      .on(table.accountId, table.configName)
      .where(sql`${table.accountId} is not null`),
  ],
);
