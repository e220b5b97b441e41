import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { Hub } from '../../shared/hub';
import { withCatalog } from '../../shared/i18n/i18n';

/** The loaders' module, from one import site (each site carries its own preload list in the entry). */
const welcomeChecks = () => import('./welcome-loader');

/** dashboard/welcome: the user check of spec section 2 (welcome-loader.ts, loaded with the route). */
export function welcomeLoader(hub: Hub) {
  return async ({ request }: LoaderFunctionArgs) => (await welcomeChecks()).checkWelcome(hub, request);
}

/** dashboard/welcome/:step: only the steps there are. */
export async function stepLoader({ params }: LoaderFunctionArgs) {
  return (await welcomeChecks()).checkStep(params.step);
}

/** The onboarding steps in the shell (dashboard/welcome and dashboard/welcome/:step). */
export function onboardingRoutes(hub: Hub): RouteObject[] {
  return [
    {
      id: 'root.user.onboarding',
      path: 'welcome',
      loader: welcomeLoader(hub),
      children: [
        { index: true, lazy: withCatalog('onboarding', () => import('./OnboardingPage')) },
        {
          id: 'root.user.onboarding.step',
          path: ':step',
          loader: stepLoader,
          lazy: withCatalog('onboarding', () => import('./OnboardingStepPage')),
        },
      ],
    },
  ];
}
