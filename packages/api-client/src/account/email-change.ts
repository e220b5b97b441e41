// The two links of an email change (docs/decisions.md "Changing the email"): the new address confirms,
// the old one keeps its email. Opened from a mailbox, maybe signed out: session-less calls that need
// the CSRF cookie, as the password reset's.
import { ensureCsrfCookie } from '../auth/session';
import type { ApiClient, CallResult } from '../http/client';
import { emailChangeResultSchema, type EmailChangeResult } from './schemas';

/** Which link: `confirm` (sent to the new address) or `keep` (sent to the old one). */
export type EmailChangeLink = 'confirm' | 'keep';

/**
 * `POST /api/v2/user/email/confirm/` or `/keep/` {token}: 200 with the sentence to show and the email in
 * use; 400 with `token` when the link expired, was used, or the address now belongs to another account.
 */
export async function openEmailChangeLink(
  api: ApiClient,
  link: EmailChangeLink,
  token: string,
): Promise<CallResult<EmailChangeResult>> {
  await ensureCsrfCookie(api);
  return api.call(`/api/v2/user/email/${link}/`, {
    method: 'POST',
    body: { token },
    schema: emailChangeResultSchema,
    skipUnauthorizedHandler: true,
  });
}
