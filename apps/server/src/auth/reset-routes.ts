// Password reset (docs/decisions.md): asking for a link by email, and setting a new password with it.
// Both are session-less unsafe calls, so they need the CSRF header as the session login does.
import {
  formatMessage,
  passwordResetLinkInvalid,
  passwordResetRequested,
  passwordSetSuccess,
} from '@hub/domain';
import type { Hono } from 'hono';
import {
  recordResetRequest,
  resetThrottledFor,
  setPasswordWithToken,
  userOfResetToken,
} from './password-reset';
import { passwordResetRequestJob, sendPasswordReset, type PasswordResetRequestData } from './reset-job';
import { hashPassword } from './passwords';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { enforceCsrf } from '../http/csrf';
import { HttpError, invalid, messages } from '../http/errors';
import { route } from '../http/route';
import { newPasswordInput, passwordResetEmailInput, resetTokenInput } from '../validation';

export { setPasswordLink } from './reset-job';

const invalidLink = () => invalid({ token: [formatMessage(passwordResetLinkInvalid)] });

export function passwordResetRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/user/password_reset/', {
    POST: async (c) => {
      enforceCsrf(c);
      const { settings } = c.var;
      const email = passwordResetEmailInput(await readBody(c));
      const address = settings.clientAddress(c);
      // Throttled per email whether or not anyone has it, so the limit says nothing about accounts.
      const wait = await resetThrottledFor(
        settings.db,
        settings.resetThrottle,
        email,
        address,
        settings.now(),
      );
      if (wait > 0) {
        throw new HttpError(429, { detail: messages.resetThrottled(wait) }, { 'Retry-After': String(wait) });
      }
      await recordResetRequest(settings.db, settings.resetThrottle, email, address, settings.now());

      // Whether the email has an account is looked up after the answer, on the job queue (reset-job.ts):
      // the answer is the same and comes as fast either way, so neither its text nor its timing tells
      // who has an account.
      const requestedAt = settings.now();
      if (settings.jobs) {
        await settings.jobs.send<PasswordResetRequestData>(passwordResetRequestJob, {
          email,
          requestedAt: requestedAt.toISOString(),
        });
      } else {
        settings.background.run('Sending a password reset email', () =>
          sendPasswordReset(settings, email, requestedAt),
        );
      }
      // The same answer whether or not the email has an account (no enumeration).
      return c.json({ detail: formatMessage(passwordResetRequested) });
    },
  });

  route(app, '/api/v2/user/set_password/', {
    POST: async (c) => {
      enforceCsrf(c);
      const { settings } = c.var;
      const body = await readBody(c);
      const token = resetTokenInput(body);
      const user = await userOfResetToken(settings.db, token, settings.now());
      if (!user) throw invalidLink();
      // The domain's new-password rules, with this user's names (spec section 5).
      const password = newPasswordInput(body, { firstName: user.firstName, lastName: user.lastName });
      const passwordHash = await hashPassword(password, settings.passwordParams);
      // Claimed only now, after the slow hash: the same link may be used again after a refused password.
      if (!(await setPasswordWithToken(settings.db, token, user, passwordHash, settings.now()))) {
        throw invalidLink();
      }
      return c.json({ detail: formatMessage(passwordSetSuccess), email: user.email });
    },
  });
}
