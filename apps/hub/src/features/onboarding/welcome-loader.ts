// The welcome routes' checks, loaded with the route (not with the app): what they need of @hub/domain and
// @hub/api-client stays out of the first paint's bundle.
import { userActionsQueryOptions } from '@hub/api-client';
import { isOnboardingStep, onboardingProgress, welcomeCheckPasses } from '@hub/domain';
import { redirect } from 'react-router';
import type { Hub } from '../../shared/hub';
import { requireAccess } from '../../shared/loaders';
import { homePath, welcomePath } from '../../shared/paths';

/**
 * dashboard/welcome (spec section 2): when the user check passes (a completed customer with no step left
 * to pass, @hub/domain `welcomeCheckPasses`) it goes home; otherwise the steps show.
 */
export async function checkWelcome(hub: Hub, request: Request): Promise<null> {
  const user = await requireAccess(hub, request);
  const actions = await hub.queryClient.ensureQueryData(userActionsQueryOptions(hub.api));
  if (welcomeCheckPasses(user, onboardingProgress(actions.map((row) => row.action))))
    throw redirect(homePath);
  return null;
}

/** dashboard/welcome/:step: a step that does not exist goes back to the welcome page. */
export function checkStep(step: string | undefined): null {
  if (!isOnboardingStep(step)) throw redirect(welcomePath);
  return null;
}
