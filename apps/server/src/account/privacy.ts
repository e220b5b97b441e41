// Privacy (issue 12, docs/decisions.md "Onboarding and account"): opting out of marketing emails, and
// erasing one's personal data (`gdpr_forget`), both under the user's own id.
import {
  accountMessages,
  eraseDataSchema,
  erasureBlockedBySubscription,
  formatMessage,
  marketingOptOutSchema,
  withValues,
} from '@hub/domain';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { checkCredentials } from '../auth/credentials';
import { sessionCookieName, withUser } from '../auth/principal';
import type { Database } from '../db/database';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { forbidden, HttpError, invalid, notFound } from '../http/errors';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { printQueued, queueEmail } from '../mail';
import { marketingEmail } from './account-mail';
import { erasePersonalData } from './erase';
import { schemaInput } from './input';
import { users, userSettings } from './schema';

/** A user's choices: opted out of marketing (and since when) or not, and social access. */
export async function marketingChoiceOf(db: Database, userId: number) {
  const [row] = await db
    .select({ at: userSettings.marketingOptOutAt, socialAccess: userSettings.socialAccess })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return {
    marketing_opt_out: Boolean(row?.at),
    marketing_opt_out_at: row?.at?.toISOString() ?? null,
    social_access: row?.socialAccess ?? false,
  };
}

export function privacyRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v3/users/:id{[0-9]+}/marketing_opt_out/', {
    // The user themselves, or staff acting on a family's request (by phone, by letter).
    POST: withUser(async (c, { user }) => {
      const { settings } = c.var;
      const { db, now } = settings;
      const id = idParam(c);
      if (id !== user.id && !user.isStaff) throw forbidden();
      const { marketing_opt_out } = schemaInput(marketingOptOutSchema, await readBody(c));
      const at = now();
      const email = await db.transaction(async (tx) => {
        const [target] = await tx.select().from(users).where(eq(users.id, id));
        if (!target || !target.isActive) throw notFound();
        const [before] = await tx
          .select()
          .from(userSettings)
          .where(eq(userSettings.userId, id))
          .for('update');
        const wasOut = Boolean(before?.marketingOptOutAt);
        const values = {
          marketingOptOutAt: marketing_opt_out ? (before?.marketingOptOutAt ?? at) : null,
          updatedAt: at,
        };
        await tx
          .insert(userSettings)
          .values({ userId: id, ...values })
          .onConflictDoUpdate({ target: userSettings.userId, set: values });
        // A confirmation only when the choice changed: pressing the button twice sends one email.
        if (wasOut === marketing_opt_out) return null;
        const message = marketingEmail(
          { email: target.email, firstName: target.firstName, language: target.language },
          marketing_opt_out,
        );
        return queueEmail(tx, settings, message, at);
      });
      if (email) printQueued(settings, [email]);
      const choice = await marketingChoiceOf(db, id);
      return c.json({
        marketing_opt_out: choice.marketing_opt_out,
        marketing_opt_out_at: choice.marketing_opt_out_at,
        detail: formatMessage(choice.marketing_opt_out ? accountMessages.optedOut : accountMessages.optedIn),
      });
    }),
  });

  route(app, '/api/v3/users/:id{[0-9]+}/gdpr_forget/', {
    // Only the person themselves, with their password: no one erases someone else's data by this call.
    POST: withUser(async (c, { user, account }) => {
      const { settings } = c.var;
      const id = idParam(c);
      if (id !== user.id) throw forbidden();
      const { password } = schemaInput(eraseDataSchema, await readBody(c));
      // Checked as sign-ins are (throttled): a stolen session cannot guess the password here either.
      const checked = await checkCredentials(settings, user.email, password, settings.clientAddress(c), {
        signIn: false,
      });
      if (checked?.id !== user.id)
        throw invalid({ password: [formatMessage(accountMessages.wrongPassword)] });
      const scope = user.isBillingUser ? 'account' : 'user';
      if (scope === 'account' && erasureBlockedBySubscription(account.billingStatusName)) {
        throw new HttpError(409, { detail: formatMessage(accountMessages.subscriptionRunning) });
      }
      const emails = await settings.db.transaction(async (tx) => {
        // One erasure at a time per account, and the user read again under the lock.
        const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
        if (!current?.isActive) throw notFound();
        return erasePersonalData(tx, current, scope, {
          outboxKey: settings.outboxKey,
          jobs: settings.jobs,
          publicUrl: settings.publicUrl,
          now: settings.now(),
        });
      });
      printQueued(settings, emails);
      deleteCookie(c, sessionCookieName, { path: '/', secure: settings.secureCookies });
      return c.json({ detail: formatMessage(withValues(accountMessages.dataErased, { email: user.email })) });
    }),
  });
}
