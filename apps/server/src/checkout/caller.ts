// Who places or confirms an order: a signed-in customer, or a new family who has no sign-in yet. Both are
// unsafe calls: without a sign-in (or with the session cookie) the CSRF header is needed, as for the
// session login and the password reset; a Bearer token is exempt, as everywhere (docs/decisions.md).
import { getCookie } from 'hono/cookie';
import { isBlocked } from '../auth/access';
import { authenticate, sessionCookieName, type Principal } from '../auth/principal';
import type { AppContext } from '../http/context';
import { enforceCsrf } from '../http/csrf';
import { HttpError, messages } from '../http/errors';

/** The signed-in caller of an unsafe checkout call, or null for a new family; 403 as `withUser` would. */
export async function checkoutCaller(c: AppContext): Promise<Principal | null> {
  const principal = await authenticate(c);
  if (!principal) {
    enforceCsrf(c);
    return null;
  }
  if (principal.via === 'session') enforceCsrf(c, getCookie(c, sessionCookieName));
  if (!principal.scopes.has('write')) throw new HttpError(403, { detail: messages.permissionDenied });
  if (isBlocked(principal.user, principal.account)) {
    throw new HttpError(403, { detail: messages.accountUnavailable });
  }
  return principal;
}
