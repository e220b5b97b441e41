// The signed-in user: user info, the editable details, the shipping address, the language.
import { emptyShippingAddress, shippingFields, type ShippingAddress } from '@hub/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { withUser, type AccountRow, type UserRow } from '../auth/principal';
import { shippingAddresses, users } from '../db/schema';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { forbidden, invalid, notFound } from '../http/errors';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { languageChange, shippingUpdate, userDetailsChanges } from '../validation';

const emailTaken = 'A user with this email already exists.';

/** `GET /api/v2/user/info/` (docs/decisions.md "User info"). */
function userInfoJson(user: UserRow, account: AccountRow) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    phone: user.phone,
    language: user.language,
    is_staff: user.isStaff,
    is_billing_user: user.isBillingUser,
    is_coach: user.isCoach,
    user_kind: user.userKind,
    checkout_completed: user.checkoutCompleted,
    account: {
      id: account.id,
      tags: account.tags,
      account_status: account.accountStatus,
      billing_status: account.billingStatusName === null ? null : { status_name: account.billingStatusName },
    },
  };
}

function userDetailsJson(user: UserRow) {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    language: user.language,
  };
}

/** The address fields of a stored row, in the wire's order. */
function shippingJson(row: ShippingAddress): ShippingAddress {
  return Object.fromEntries(shippingFields.map((field) => [field, row[field]])) as ShippingAddress;
}

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

export function userRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/user/info/', {
    // A blocked account's user still reads this: the hub shows them the account-unavailable page.
    GET: withUser((c, { user, account }) => c.json(userInfoJson(user, account)), { allowBlocked: true }),
  });

  route(app, '/api/v2/user/', {
    GET: withUser((c, { user }) => c.json(userDetailsJson(user))),
    PATCH: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      const changes = userDetailsChanges(await readBody(c));
      // Nothing this endpoint edits was sent (only unknown fields, as DRF ignores them): nothing is written.
      if (Object.keys(changes).length === 0) return c.json(userDetailsJson(user));
      try {
        const updated = await db.transaction(async (tx) => {
          if (changes.email !== undefined) {
            const [other] = await tx
              .select({ id: users.id })
              .from(users)
              .where(and(sql`lower(${users.email}) = ${changes.email.toLowerCase()}`, ne(users.id, user.id)));
            if (other) throw invalid({ email: [emailTaken] });
          }
          const [row] = await tx
            .update(users)
            .set({ ...changes, updatedAt: now() })
            .where(eq(users.id, user.id))
            .returning();
          return row!;
        });
        return c.json(userDetailsJson(updated));
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid({ email: [emailTaken] });
        throw error;
      }
    }),
  });

  route(app, '/api/v2/user/shipping/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const [row] = await db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, user.id));
      // A user without an address sees an empty one in the default country and timezone (spec section 9).
      return c.json(shippingJson(row ?? emptyShippingAddress));
    }),
    // Merges the fields sent into the stored address (spec section 3), checks the whole, then saves.
    PATCH: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      const body = await readBody(c);
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(shippingAddresses).where(eq(shippingAddresses.userId, user.id));
        const address = shippingUpdate(row ? shippingJson(row) : null, body);
        // The same address again (or only unknown fields sent): nothing is written, not even updated_at.
        if (row && shippingFields.every((field) => row[field] === address[field])) return address;
        const values = { ...address, updatedAt: now() };
        await tx
          .insert(shippingAddresses)
          .values({ ...values, userId: user.id })
          .onConflictDoUpdate({ target: shippingAddresses.userId, set: values });
        return address;
      });
      return c.json(saved);
    }),
  });

  route(app, '/api/v3/users/:id{[0-9]+}/', {
    // The language selector also shows on the account-unavailable page, so blocked users may save it.
    PATCH: withUser(
      async (c, { user }) => {
        const { db, now } = c.var.settings;
        const id = idParam(c);
        if (id !== user.id && !user.isStaff) throw forbidden();
        const language = languageChange(await readBody(c));
        const [row] = await db
          .update(users)
          .set({ language, updatedAt: now() })
          .where(eq(users.id, id))
          .returning({ id: users.id, language: users.language });
        if (!row) throw notFound();
        return c.json(row);
      },
      { allowBlocked: true },
    ),
  });
}
