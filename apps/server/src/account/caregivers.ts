// Caregivers (issue 12, docs/decisions.md "Onboarding and account"): the account's billing user (or
// staff) adds a second caregiver by email. The caregiver is a user of the same account, so they see the
// same children, and never a billing user; they choose a password from the invitation's link, which is a
// set-password link (`/start?o=`) made by the password reset's machinery: single use, a week to live.
import {
  accountMessages,
  canInviteCaregivers,
  caregiverInviteSchema,
  formatMessage,
  invitationDays,
  withValues,
} from '@hub/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accountExists, assertAccountAccess } from '../auth/access';
import { issueResetToken } from '../auth/password-reset';
import { withUser } from '../auth/principal';
import { setPasswordLink } from '../auth/reset-routes';
import { lifetimes } from '../auth/secrets';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { forbidden, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { printQueued, queueEmail, type Email } from '../mail';
import { invitationEmail } from './account-mail';
import { schemaInput } from './input';
import { accountInvitations, users } from './schema';

/** A unique index said no (two invitations of one email raced); both drivers carry SQLSTATE 23505. */
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

export function caregiverRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/accounts/:id{[0-9]+}/add_user/', {
    POST: withUser(async (c, { user }) => {
      const { settings } = c.var;
      const { db, now } = settings;
      const id = idParam(c);
      await assertAccountAccess(user, id, accountExists(db, id));
      if (!canInviteCaregivers({ is_staff: user.isStaff, is_billing_user: user.isBillingUser })) {
        throw forbidden(formatMessage(accountMessages.onlyBillingUserInvites));
      }
      const invite = schemaInput(caregiverInviteSchema, await readBody(c));
      const at = now();
      try {
        const { caregiver, email, resent } = await db.transaction(async (tx) => {
          // One invitation of an address at a time, from the check to the insert.
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtextextended(${`invite:${invite.email.toLowerCase()}`}, 0))`,
          );
          const [existing] = await tx
            .select()
            .from(users)
            .where(sql`lower(${users.email}) = ${invite.email.toLowerCase()}`)
            .limit(1);
          // Sent again to someone invited here who has not chosen a password yet: a new link (the old
          // one stops working). Anyone else with the address already has an account.
          const resend =
            existing && existing.accountId === id && existing.passwordHash === null && existing.isActive;
          if (existing && !resend) throw emailTaken();
          const [row] = resend
            ? await tx
                .update(users)
                .set({ firstName: invite.first_name, lastName: invite.last_name, updatedAt: at })
                .where(and(eq(users.id, existing.id), isNull(users.passwordHash)))
                .returning()
            : await tx
                .insert(users)
                .values({
                  accountId: id,
                  email: invite.email,
                  passwordHash: null,
                  firstName: invite.first_name,
                  lastName: invite.last_name,
                  language: user.language,
                  isBillingUser: false,
                  // They join a family that has bought the kit: the landing must not send them to checkout.
                  checkoutCompleted: true,
                  createdAt: at,
                  updatedAt: at,
                })
                .returning();
          await tx
            .insert(accountInvitations)
            .values({ accountId: id, userId: row!.id, invitedBy: user.id, createdAt: at });
          const token = await issueResetToken(tx, row!.id, at, lifetimes.invitation);
          const message: Email = invitationEmail(
            { email: row!.email, firstName: row!.firstName, language: row!.language },
            `${user.firstName} ${user.lastName}`,
            setPasswordLink(settings.publicUrl, token),
            invitationDays,
          );
          const queued = await queueEmail(tx, settings, message, at);
          return { caregiver: row!, email: queued, resent: Boolean(resend) };
        });
        printQueued(settings, [email]);
        return c.json(
          {
            id: caregiver.id,
            email: caregiver.email,
            first_name: caregiver.firstName,
            last_name: caregiver.lastName,
            is_billing_user: false,
            status: 'invited',
            detail: formatMessage(
              withValues(accountMessages.inviteSent, { email: caregiver.email, days: invitationDays }),
            ),
          },
          resent ? 200 : 201,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    }),
  });
}
