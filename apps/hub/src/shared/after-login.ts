import type { UserInfo } from '@hub/api-client';
import { canAccessAccount } from '@hub/domain';
import { blockedPath, checkoutPath, defaultAfterLoginPath, safeNextPath } from './paths';

/**
 * Where a successful login goes (spec section 2): /blocked for a user who fails the account-access check
 * (docs/decisions.md); /checkout for one who has not completed checkout (the root rule: `/` would send
 * them there), keeping a `next` into the checkout itself (`/checkout?tag=spring`); otherwise `next` (a
 * same-origin path only) or /dashboard/.
 */
export function afterLoginPath(
  user: Pick<UserInfo, 'is_staff' | 'account' | 'checkout_completed'>,
  next: string | null,
): string {
  if (!canAccessAccount(user)) return blockedPath;
  const safeNext = safeNextPath(next);
  if (!user.checkout_completed) {
    const intoCheckout =
      safeNext !== null && new URL(safeNext, 'https://hub.invalid').pathname === checkoutPath;
    return intoCheckout ? safeNext : checkoutPath;
  }
  return safeNext ?? defaultAfterLoginPath;
}
