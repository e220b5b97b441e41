import type { UserInfo } from '@hub/api-client';
import { canAccessAccount } from '@hub/domain';
import { blockedPath, defaultAfterLoginPath, safeNextPath } from './paths';

/**
 * Where a successful login goes (spec section 2): `next` (a same-origin path only) or /dashboard/ for
 * a user who passes the account-access check; /blocked for one who does not (docs/decisions.md).
 */
export function afterLoginPath(user: Pick<UserInfo, 'is_staff' | 'account'>, next: string | null): string {
  if (!canAccessAccount(user)) return blockedPath;
  return safeNextPath(next) ?? defaultAfterLoginPath;
}
