// The harness of the hub's screen stories: a fresh hub (memory tokens, a query cache without retries)
// and the real route table in a memory router, so a story shows exactly what a person at that address
// sees, loaders and redirects included. Data comes from MSW handlers of @hub/api-client/msw. The areas'
// stories render it through shared/ScreenStory.tsx; Storybook's preview hands it down (an area never
// imports the route table, which imports every area).
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ScreenStoryProps } from '../shared/ScreenStory';
import { createTestHub } from '../shared/test-hub';
import { AppProviders } from './AppProviders';
import { createRoutes } from './routes';

/** One screen of the hub at an address, on its own hub and router. */
export function ScreenStoryHarness({ path, signedIn = true, clock }: ScreenStoryProps) {
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
