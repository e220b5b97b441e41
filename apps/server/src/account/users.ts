// The signed-in user: user info, the editable details, the shipping address, the language.
import { createHash } from 'node:crypto';
import {
  emailChangeMessages,
  emptyShippingAddress,
  formatMessage,
  isNewEmail,
  shippingChangedElsewhere,
  shippingFields,
  validationMessages,
  withValues,
  type ShippingAddress,
} from '@hub/domain';
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { checkCredentials } from '../auth/credentials';
import { withUser, type AccountRow, type UserRow } from '../auth/principal';
import { readBody } from '../http/body';
import type { AppContext, AppEnv } from '../http/context';
import { enforceCsrf } from '../http/csrf';
import { forbidden, HttpError, invalid, notFound } from '../http/errors';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { emailChangeTokenInput, languageChange, shippingUpdate, userDetailsChanges } from '../validation';
import {
  confirmEmailChange,
  isAnotherUsersEmail,
  keepOldEmail,
  pendingEmailOf,
  requestEmailChange,
} from './email-change';
import { printQueued } from '../mail';
import { shippingAddresses, users } from './schema';

const emailTaken = 'A user with this email already exists.';

/** `GET /api/v2/user/info/` (docs/decisions.md "User info"). */
export function userInfoJson(user: UserRow, account: AccountRow) {
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

/** The user's details, with the address a change of email waits to have confirmed (or null). */
function userDetailsJson(user: UserRow, pendingEmail: string | null) {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    language: user.language,
    pending_email: pendingEmail,
  };
}

/** A refused link: the same 400 whether the token never existed, expired or was used. */
function emailChangeRefused(reason: 'invalid' | 'taken') {
  const message = reason === 'taken' ? emailChangeMessages.taken : emailChangeMessages.linkInvalid;
  return invalid({ token: [formatMessage(message)] });
}

/** The address fields of a stored row, in the wire's order. */
function shippingJson(row: ShippingAddress): ShippingAddress {
  return Object.fromEntries(shippingFields.map((field) => [field, row[field]])) as ShippingAddress;
}

/**
 * The version of an address: a digest of its fields, so it changes exactly when the address does (no
 * column to keep in step). Sent as `version` and as the ETag.
 */
export function shippingVersion(address: ShippingAddress): string {
  const fields = JSON.stringify(shippingFields.map((field) => address[field]));
  return createHash('sha256').update(fields).digest('base64url').slice(0, 22);
}

/** The address with its version, in the body and as the ETag. */
function versioned(c: AppContext, address: ShippingAddress) {
  const version = shippingVersion(address);
  c.header('ETag', `"${version}"`);
  return c.json({ ...address, version });
}

/**
 * The version a save expects, from `If-Match` (`"v"`, `W/"v"`; `*` is any) or the body's `version`; null
 * when neither is sent. Read with plain string steps, no pattern (the header comes from anyone).
 */
function expectedVersion(ifMatch: string | undefined, body: Record<string, unknown>): string | null {
  if (ifMatch !== undefined) {
    const tag = ifMatch.trim();
    if (tag === '*') return null;
    const strong = tag.startsWith('W/') ? tag.slice(2) : tag;
    return strong.startsWith('"') && strong.endsWith('"') && strong.length >= 2
      ? strong.slice(1, -1)
      : strong;
  }
  const { version } = body;
  if (version === undefined) return null;
  if (typeof version !== 'string') throw invalid({ version: [formatMessage(validationMessages.notAString)] });
  return version;
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
    GET: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      return c.json(userDetailsJson(user, await pendingEmailOf(db, user.id, now())));
    }),
    PATCH: withUser(async (c, { user }) => {
      const { settings } = c.var;
      const { db, now } = settings;
      const { changes, currentPassword } = userDetailsChanges(await readBody(c));
      // A new address (not only another case of this one) is a request, never a change (docs/security.md):
      // it needs the current password, and the email changes only once the new address confirms.
      const newEmail =
        changes.email !== undefined && isNewEmail(changes.email, user.email) ? changes.email : null;
      if (newEmail) {
        delete changes.email;
        if (currentPassword === undefined) {
          throw invalid({ current_password: [formatMessage(emailChangeMessages.needsPassword)] });
        }
        // Throttled as sign-ins are: a stolen session cannot guess the password here either.
        const checked = await checkCredentials(
          settings,
          user.email,
          currentPassword,
          settings.clientAddress(c),
          {
            signIn: false,
          },
        );
        if (checked?.id !== user.id) {
          throw invalid({ current_password: [formatMessage(emailChangeMessages.wrongPassword)] });
        }
      }
      // Nothing this endpoint edits was sent (only unknown fields, as DRF ignores them): nothing is written.
      if (Object.keys(changes).length === 0 && !newEmail) {
        return c.json(userDetailsJson(user, await pendingEmailOf(db, user.id, now())));
      }
      try {
        const { updated, sent } = await db.transaction(async (tx) => {
          if (changes.email !== undefined && (await isAnotherUsersEmail(tx, changes.email, user.id))) {
            throw invalid({ email: [emailTaken] });
          }
          const [row] =
            Object.keys(changes).length > 0
              ? await tx
                  .update(users)
                  .set({ ...changes, updatedAt: now() })
                  .where(eq(users.id, user.id))
                  .returning()
              : [user];
          const emails = newEmail
            ? await requestEmailChange(
                tx,
                row!,
                newEmail,
                { publicUrl: settings.publicUrl, outboxKey: settings.outboxKey, jobs: settings.jobs },
                now(),
              )
            : [];
          return { updated: row!, sent: emails };
        });
        printQueued(settings, sent);
        return c.json(userDetailsJson(updated, newEmail ?? (await pendingEmailOf(db, user.id, now()))));
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid({ email: [emailTaken] });
        throw error;
      }
    }),
  });

  // The two links of an email change (docs/decisions.md "Changing the email"): opened from a mailbox,
  // maybe in another browser, so no sign-in is needed; the token is the proof. Session-less unsafe
  // calls, so the CSRF header is needed as for the session login.
  route(app, '/api/v2/user/email/confirm/', {
    POST: async (c) => {
      enforceCsrf(c);
      const { db, now } = c.var.settings;
      const outcome = await confirmEmailChange(db, emailChangeTokenInput(await readBody(c)), now());
      if (!outcome.ok) throw emailChangeRefused(outcome.reason);
      return c.json({
        detail: formatMessage(withValues(emailChangeMessages.confirmed, { email: outcome.email })),
        email: outcome.email,
      });
    },
  });
  route(app, '/api/v2/user/email/keep/', {
    POST: async (c) => {
      enforceCsrf(c);
      const { db, now } = c.var.settings;
      const outcome = await keepOldEmail(db, emailChangeTokenInput(await readBody(c)), now());
      if (!outcome.ok) throw emailChangeRefused(outcome.reason);
      return c.json({
        detail: formatMessage(withValues(emailChangeMessages.kept, { email: outcome.email })),
        email: outcome.email,
      });
    },
  });

  route(app, '/api/v2/user/shipping/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const [row] = await db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, user.id));
      // A user without an address sees an empty one in the default country and timezone (spec section 9).
      return versioned(c, shippingJson(row ?? emptyShippingAddress));
    }),
    // Merges the fields sent into the stored address (spec section 3), checks the whole, then saves. A
    // `version` (body) or `If-Match` (header) that is not the stored address's is refused with 412, so
    // two tabs cannot overwrite each other unseen; without either, the save goes ahead (older clients).
    PATCH: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      const body = await readBody(c);
      const expected = expectedVersion(c.req.header('if-match'), body);
      const saved = await db.transaction(async (tx) => {
        // One save of this user's address at a time, from the check to the write (also before a row exists).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`shipping:${user.id}`}, 0))`);
        const [row] = await tx.select().from(shippingAddresses).where(eq(shippingAddresses.userId, user.id));
        const stored = row ? shippingJson(row) : null;
        if (expected !== null && expected !== shippingVersion(stored ?? emptyShippingAddress)) {
          throw new HttpError(412, { detail: formatMessage(shippingChangedElsewhere) });
        }
        const address = shippingUpdate(stored, body);
        // The same address again (or only unknown fields sent): nothing is written, not even updated_at.
        if (row && shippingFields.every((field) => row[field] === address[field])) return address;
        const values = { ...address, updatedAt: now() };
        await tx
          .insert(shippingAddresses)
          .values({ ...values, userId: user.id })
          .onConflictDoUpdate({ target: shippingAddresses.userId, set: values });
        return address;
      });
      return versioned(c, saved);
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
