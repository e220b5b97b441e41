// Home's `uaction` (spec section 2; docs/decisions.md "Issue 28: menu, booking, onboarding landing"),
// loaded only when the address has one, so what it needs of the onboarding calls stays out of the first
// paint's bundle: `welcome` (a family signing in) leads to the welcome page and a step's name to that step
// while onboarding is ahead of them; otherwise Home opens without it.
import { userActionsQueryOptions } from '@hub/api-client';
import { onboardingProgress, uactionDestination, welcomeUaction } from '@hub/domain';
import { redirect } from 'react-router';
import type { Hub } from '../../shared/hub';
import { loadSunset, requireAccess } from '../../shared/loaders';
import { welcomePath } from '../../shared/paths';

/** Follows the dashboard's `uaction`: a redirect to the welcome page, a step, or Home without it. */
export async function followUaction(hub: Hub, request: Request): Promise<never> {
  const url = new URL(request.url);
  const user = await requireAccess(hub, request);
  const [sunset, actions] = await Promise.all([
    loadSunset(hub, user),
    // Unread actions leave the family Home (where the card is missing too): a sign-in never fails on them.
    hub.queryClient.ensureQueryData(userActionsQueryOptions(hub.api)).catch(() => null),
  ]);
  const destination = actions
    ? uactionDestination({
        uaction: url.searchParams.get('uaction'),
        user,
        sunset,
        progress: onboardingProgress(actions.map((row) => row.action)),
      })
    : null;
  if (destination === welcomeUaction) throw redirect(welcomePath);
  if (destination) throw redirect(`${welcomePath}/${destination}`);
  url.searchParams.delete('uaction');
  throw redirect(`${url.pathname}${url.search}`);
}
