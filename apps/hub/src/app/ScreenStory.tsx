// The harness of the hub's screen stories: a fresh hub (memory tokens, a query cache without retries)
// and the real route table in a memory router, so a story shows exactly what a person at that address
// sees, loaders and redirects included. Data comes from MSW handlers of @hub/api-client/msw.
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import type { Clock } from './clock';
import { createRoutes } from './routes';
import { createTestHub } from './test-hub';

export interface ScreenStoryProps {
  /** The address the story opens, e.g. `/dashboard/account?segment=details`. */
  path: string;
  /** Starts with a stored token and the token cookie. */
  signedIn?: boolean;
  /** Pins the clock screens reckon with (e.g. `billingFixtureClock`), so the story reads the same on any day. */
  clock?: Clock;
}

/** One screen of the hub at an address, on its own hub and router. */
export function ScreenStory({ path, signedIn = true, clock }: ScreenStoryProps) {
  const [{ hub, router }] = useState(() => {
    const storyHub = createTestHub({ signedIn });
    const storyRouter = createMemoryRouter(createRoutes(storyHub), { initialEntries: [path] });
    storyHub.attachNavigator({
      currentPath: () => `${storyRouter.state.location.pathname}${storyRouter.state.location.search}`,
      isNavigating: () => storyRouter.state.navigation.state !== 'idle',
      navigate: (to, options) => void storyRouter.navigate(to, options),
    });
    return { hub: storyHub, router: storyRouter };
  });
  return (
    <AppProviders hub={hub} clock={clock}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
