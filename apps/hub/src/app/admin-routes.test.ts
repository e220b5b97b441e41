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

/** Opens `path` in a memory router on a fresh hub; where it lands once the loaders settle. */
async function open(path: string, { signedIn = true } = {}) {
  const hub = createTestHub({ signedIn, baseUrl: 'http://hub.test' });
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

describe('the admin bar’s pages (docs/decisions.md "Admin screens")', () => {
  it.each([
    ['/admin/accounts?search=okafor&tag=legacy&status=ACTIVE&page=2', 'root.admin.accounts'],
    ['/admin/orders?search=ORD-2026&page=2', 'root.admin.orders'],
    ['/admin/billing-requests?kind=return', 'root.admin.billingRequests'],
    ['/admin/shipments?status=pending', 'root.admin.shipments'],
  ])('opens %s for staff, its query kept (route %s)', async (path, routeId) => {
    server.use(...personaHandlers('staff'));
    const { at, matched } = await open(path);
    expect(at).toBe(path);
    // Inside the signed-in shell (its header, menu and admin bar), under the staff check.
    expect(matched).toEqual(['root', 'root.staffShell', 'root.admin', routeId]);
  });

  it.each(['/admin/orders', '/admin/billing-requests', '/admin/shipments'])(
    'sends a parent from %s to their own landing',
    async (path) => {
      server.use(...personaHandlers('parent'));
      expect((await open(path)).at).toBe('/dashboard');
    },
  );

  it.each(['/admin/orders', '/admin/billing-requests', '/admin/shipments'])(
    'sends a signed-out visitor of %s to the login with next',
    async (path) => {
      expect((await open(path, { signedIn: false })).at).toBe(
        `/login?${new URLSearchParams({ next: path })}`,
      );
    },
  );
});
