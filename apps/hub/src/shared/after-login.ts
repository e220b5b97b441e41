import type { UserInfo } from '@hub/api-client';
import { canAccessAccount, isOnboardingFamily } from '@hub/domain';
import {
  blockedPath,
  checkoutPath,
  defaultAfterLoginPath,
  familyAfterLoginPath,
  safeNextPath,
} from './paths';

/**
 * Where a successful login goes (spec section 2): /blocked for a user who fails the account-access check
 * (docs/decisions.md); /checkout for one who has not completed checkout (the root rule: `/` would send
 * them there), keeping a `next` into the checkout itself (`/checkout?tag=spring`); otherwise `next` (a
 * same-origin path only) or /dashboard/: for a family with `uaction=welcome`, so that onboarding still
 * ahead of them opens first (docs/decisions.md "Issue 28"); staff and coaches go to work.
 */
export function afterLoginPath(
  user: Pick<UserInfo, 'is_staff' | 'is_coach' | 'user_kind' | 'account' | 'checkout_completed'>,
  next: string | null,
): string {
  if (!canAccessAccount(user)) return blockedPath;
  const safeNext = safeNextPath(next);
  if (!user.checkout_completed) {
    const intoCheckout =
      safeNext !== null && new URL(safeNext, 'https://hub.invalid').pathname === checkoutPath;
    return intoCheckout ? safeNext : checkoutPath;
  }
  if (safeNext) return safeNext;
  return isOnboardingFamily(user) ? familyAfterLoginPath : defaultAfterLoginPath;
}
