// The checkout's loader (routes.tsx), loaded with the route: its rules stay out of the first paint.
import { isAuthenticated, userInfoQueryOptions, type UserInfo } from '@hub/api-client';
import { canAccessAccount, checkoutPlanTag } from '@hub/domain';
import { redirect } from 'react-router';
import type { Hub } from '../../shared/hub';
import { loadDefaultPhoneCountry } from '../../shared/hub-config';
import { blockedPath } from '../../shared/paths';
import { storedPlanTag, storePlanTag } from './checkout-storage';

/** What the checkout page starts from: the plan tag in use and who is signed in (null: a new family). */
export interface CheckoutLoaderData {
  tag: string;
  user: UserInfo | null;
}

/**
 * The checkout's entry (spec section 2): the plan tag from the url, else the stored one, else 'default',
 * stored on entry (the page reads the tag's plans: their schemas stay out of the first paint's bundle). A
 * signed-in visitor is read: a blocked account goes to /blocked, a customer whose checkout is complete to
 * the landing (`/`, the root rule's other side).
 */
export async function loadCheckout(hub: Hub, request: Request): Promise<CheckoutLoaderData> {
  const url = new URL(request.url);
  const tag = checkoutPlanTag(url.searchParams.get('tag'), storedPlanTag());
  storePlanTag(tag);
  // The form's phone starts on the configured country (spec section 9): read before the form starts.
  const phoneCountry = loadDefaultPhoneCountry(hub);
  let user: UserInfo | null = null;
  if (isAuthenticated(hub.api)) {
    // A token that no longer works (401) signs out on the device: the page is then a new family's.
    user = await hub.queryClient.ensureQueryData(userInfoQueryOptions(hub.api)).catch(() => null);
  }
  await phoneCountry;
  if (user && !canAccessAccount(user)) throw redirect(blockedPath);
  if (user?.checkout_completed) throw redirect('/');
  return { tag, user };
}
