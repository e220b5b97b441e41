// Password reset (docs/decisions.md): asking for a link by email, and setting a new password with the
// token of that link (`/start?o=<token>`). Both are session-less calls that need the CSRF cookie.
import { ensureCsrfCookie } from './session';
import type { ApiClient, CallResult } from '../http/client';
import { detailSchema, type DetailResponse } from '../http/schemas';
import { passwordSetSchema, type PasswordSet } from './schemas';

/**
 * `POST /api/v2/user/password_reset/` {email}: 200 whether or not an account has the email; 400 with
 * field errors for an email the rules refuse; 429 with Retry-After when asked too often.
 */
export async function requestPasswordReset(
  api: ApiClient,
  email: string,
): Promise<CallResult<DetailResponse>> {
  await ensureCsrfCookie(api);
  return api.call('/api/v2/user/password_reset/', {
    method: 'POST',
    body: { email },
    schema: detailSchema,
    skipUnauthorizedHandler: true,
  });
}

export interface NewPasswordRequest {
  /** The `o` parameter of the link in the email. */
  token: string;
  password: string;
}

/**
 * `POST /api/v2/user/set_password/` {token, password}: 200 with the account's email; 400 with `token`
 * when the link is invalid, expired or used, or with `password` when the rules refuse it.
 */
export async function setPassword(
  api: ApiClient,
  request: NewPasswordRequest,
): Promise<CallResult<PasswordSet>> {
  await ensureCsrfCookie(api);
  return api.call('/api/v2/user/set_password/', {
    method: 'POST',
    body: { token: request.token, password: request.password },
    schema: passwordSetSchema,
    skipUnauthorizedHandler: true,
  });
}
