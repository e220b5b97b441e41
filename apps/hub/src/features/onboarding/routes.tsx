import { redirect, type RouteObject } from 'react-router';
import type { Hub } from '../../app/hub';
import { requireAccess, type LoaderArgs } from '../../app/loaders';
import { homePath } from '../../app/paths';

/** dashboard/welcome: a completed customer has nothing to onboard and goes home. */
export function welcomeLoader(hub: Hub) {
  return async ({ request }: LoaderArgs) => {
    const user = await requireAccess(hub, request);
    if (user.checkout_completed) throw redirect(homePath);
    return null;
  };
}

/** The onboarding steps in the shell (dashboard/welcome and dashboard/welcome/:step). */
export function onboardingRoutes(hub: Hub): RouteObject[] {
  return [
    {
      id: 'root.user.onboarding',
      path: 'welcome',
      loader: welcomeLoader(hub),
      lazy: () => import('./OnboardingPage'),
      children: [{ id: 'root.user.onboarding.step', path: ':step', lazy: () => import('./OnboardingPage') }],
    },
  ];
}
