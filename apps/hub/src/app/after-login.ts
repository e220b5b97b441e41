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

/** Seconds until a throttled login may be tried again, in whole minutes when a minute or more. */
export function retryWait(seconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? { unit: 'seconds', count: whole } : { unit: 'minutes', count: Math.ceil(whole / 60) };
}
