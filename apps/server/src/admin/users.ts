// A user for staff (issue 13): `PATCH /api/v2/admin/users/{id}/` (names, email, phone, language, whether
// they pay) and their help-desk tickets. A staff member's own record is not changed here. A new sign-in
// email is told to the old and the new address (the outbox), in the change's transaction.
import {
  accountMessages,
  adminMessages,
  adminUserPatchSchema,
  formatMessage,
  pageQuerySchema,
} from '@hub/domain';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { users } from '../account/schema';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { forbidden, invalid, notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { printQueued, queueEmail, type QueuedEmail } from '../mail';
import { adminUserJson } from './accounts';
import { emailChangedByStaffEmail } from './mail';
import { supportTickets } from './schema';
import { changesOf, checked, checkedQuery, recordAdminAction, staffCall } from './staff';
import { userOr404 } from './store';

/** A unique index said no (two requests raced past the check); both drivers carry SQLSTATE 23505. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const emailTaken = () => invalid({ email: [formatMessage(accountMessages.emailTaken)] });

export function adminUserRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/admin/users/:id{[0-9]+}/', {
    PATCH: staffCall(async (c, staff) => {
      const settings = c.var.settings;
      const { db } = settings;
      const target = await userOr404(db, idParam(c));
      if (target.isStaff) throw forbidden(formatMessage(adminMessages.staffUserLocked));
      const changes = checked(adminUserPatchSchema, await readBody(c));
      const at = settings.now();
      const sent: QueuedEmail[] = [];
      try {
        const updated = await db.transaction(async (tx) => {
          const [locked] = await tx.select().from(users).where(eq(users.id, target.id)).for('update');
          if (!locked) throw notFound();
          const before = {
            first_name: locked.firstName,
            last_name: locked.lastName,
            email: locked.email,
            phone: locked.phone,
            language: locked.language,
            is_billing_user: locked.isBillingUser,
          };
          const after = { ...before };
          for (const [field, value] of Object.entries(changes)) {
            if (value !== undefined) Object.assign(after, { [field]: value });
          }
          // Another case of the same address is the same sign-in: nobody needs telling.
          const newEmail = after.email.toLowerCase() !== locked.email.toLowerCase();
          if (newEmail) {
            const [taken] = await tx
              .select({ id: users.id })
              .from(users)
              .where(and(sql`lower(${users.email}) = ${after.email.toLowerCase()}`, ne(users.id, locked.id)));
            if (taken) throw emailTaken();
          }
          const changed = changesOf(before, after);
          if (Object.keys(changed).length === 0) return locked;
          const [row] = await tx
            .update(users)
            .set({
              firstName: after.first_name,
              lastName: after.last_name,
              email: after.email,
              phone: after.phone,
              language: after.language,
              isBillingUser: after.is_billing_user,
              updatedAt: at,
            })
            .where(eq(users.id, locked.id))
            .returning();
          await recordAdminAction(tx, {
            actor: staff,
            accountId: locked.accountId,
            action: 'user.update',
            targetType: 'user',
            targetId: locked.id,
            detail: { changes: changed },
            at,
          });
          if (newEmail) {
            for (const address of [locked.email, after.email]) {
              const email = emailChangedByStaffEmail(
                { email: address, firstName: row!.firstName, language: row!.language },
                after.email,
              );
              sent.push(await queueEmail(tx, settings, email, at));
            }
          }
          return row!;
        });
        printQueued(settings, sent);
        return c.json(adminUserJson(updated));
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    }),
  });

  route(app, '/api/v2/admin/users/:id{[0-9]+}/tickets/', {
    GET: staffCall(async (c) => {
      const { db } = c.var.settings;
      const user = await userOr404(db, idParam(c));
      checkedQuery(c, pageQuerySchema);
      const where = eq(supportTickets.userId, user.id);
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(supportTickets).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select()
            .from(supportTickets)
            .where(where)
            .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({
        ...page,
        results: page.results.map((ticket) => ({
          id: ticket.id,
          external_id: ticket.externalId,
          user: ticket.userId,
          subject: ticket.subject,
          status: ticket.status,
          channel: ticket.channel,
          created_at: ticket.createdAt.toISOString(),
          updated_at: ticket.updatedAt.toISOString(),
        })),
      });
    }),
  });
}
