// Moving an account to the other game platform (issue 13: `PUT /api/v2/admin/transit_account_to_lq/{id}/`).
// It cannot be undone, so the request carries both of @hub/domain's confirmations (`confirm_account`: the
// account's id or its holder's full name; `confirm_irreversible: true`), else 400 with their messages. The
// move is recorded once (`account_migrations`, keyed by the account, under the account's row lock) with who
// confirmed it and what they typed, and logged in the admin log in the same transaction; a second
// migration answers 409 and changes nothing.
import {
  adminMessages,
  formatMessage,
  migrationConfirmationSchema,
  migrationPlatform,
  migrationTransition,
} from '@hub/domain';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accounts } from '../account/schema';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { accountMigrations } from './schema';
import { checked, recordAdminAction, staffCall } from './staff';
import { fullName, holdersOf, personJson } from './store';

const alreadyMigrated = () =>
  new HttpError(409, { detail: formatMessage(adminMessages.alreadyMigrated), code: 'already_migrated' });

export function adminMigrationRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/admin/transit_account_to_lq/:id{[0-9]+}/', {
    PUT: staffCall(async (c, staff) => {
      const { db, now } = c.var.settings;
      const accountId = idParam(c);
      const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
      if (!account) throw notFound();
      const holder = (await holdersOf(db, [accountId])).get(accountId);
      const target = { id: accountId, name: holder ? fullName(holder) : '' };
      const body = await readBody(c);
      const confirmation = checked(migrationConfirmationSchema(target), body);
      const at = now();
      const row = await db.transaction(async (tx) => {
        await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
        const [done] = await tx
          .select()
          .from(accountMigrations)
          .where(eq(accountMigrations.accountId, accountId));
        const result = migrationTransition(done ? 'migrated' : 'hub');
        if (!result.ok) throw alreadyMigrated();
        const [created] = await tx
          .insert(accountMigrations)
          .values({
            accountId,
            platform: migrationPlatform,
            migratedBy: staff.id,
            migratedAt: at,
            confirmation: confirmation.confirm_account,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) throw alreadyMigrated();
        await recordAdminAction(tx, {
          actor: staff,
          accountId,
          action: 'account.migrate',
          targetType: 'account',
          targetId: accountId,
          detail: {
            platform: migrationPlatform,
            confirm_account: confirmation.confirm_account,
            confirm_irreversible: true,
          },
          at,
        });
        return created;
      });
      return c.json({
        account: accountId,
        platform: row.platform,
        migrated_at: row.migratedAt.toISOString(),
        migrated_by: personJson(staff),
      });
    }),
  });
}
