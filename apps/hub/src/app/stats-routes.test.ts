import { personaHandlers } from '@hub/api-client/msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRoutes } from './routes';
import { createTestHub } from '../shared/test-hub';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Opens `path` in a memory router on a fresh signed-in hub; where it lands once the loaders settle. */
async function open(path: string) {
  const hub = createTestHub({ signedIn: true, baseUrl: 'http://hub.test' });
  const router = createMemoryRouter(createRoutes(hub), { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (done()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });
  const { pathname, search } = router.state.location;
  return { at: `${pathname}${search}`, matched: router.state.matches.map((match) => match.route.id) };
}

describe('the stats routes and the remote-config (sunset) check (spec section 2)', () => {
  it.each([
    ['/dashboard/stats?pid=21', 'root.user.player.stats'],
    ['/dashboard/stats/report?pid=21', 'root.user.player.stats.report'],
  ])('opens %s for a supported parent', async (path, routeId) => {
    server.use(...personaHandlers('parent'));
    const { at, matched } = await open(path);
    expect(at).toBe(path);
    expect(matched).toContain(routeId);
  });

  it.each(['/dashboard/stats?pid=21', '/dashboard/stats/report?pid=21', '/dashboard'])(
    'sends a sunset account from %s to the account details',
    async (path) => {
      server.use(...personaHandlers('sunset'));
      expect((await open(path)).at).toBe('/dashboard/account?segment=details');
    },
  );

  it('sends a signed-out visitor of the report to the login with next', async () => {
    server.use(...personaHandlers('parent'));
    const hub = createTestHub({ signedIn: false, baseUrl: 'http://hub.test' });
    const router = createMemoryRouter(createRoutes(hub), {
      initialEntries: ['/dashboard/stats/report?pid=21'],
    });
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe(() => {
        if (router.state.navigation.state !== 'idle') return;
        unsubscribe();
        resolve();
      });
      if (router.state.initialized) resolve();
    });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/login?${new URLSearchParams({ next: '/dashboard/stats/report?pid=21' })}`,
    );
  });
});
