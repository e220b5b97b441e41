import { isAuthenticated, queryKeys, type Player, type UserInfo } from '@hub/api-client';
import {
  failing,
  handlers,
  loading,
  personaHandlers,
  serverError,
  unauthorized,
  type Persona,
} from '@hub/api-client/msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoutes } from './routes';
import { createTestHub } from '../shared/test-hub';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Opens `path` in a memory router on a fresh hub and waits until every loader has settled. */
async function open(path: string, { signedIn = true } = {}) {
  const hub = createTestHub({ signedIn, baseUrl: 'http://hub.test' });
  const router = createMemoryRouter(createRoutes(hub), { initialEntries: [path] });
  hub.attachNavigator({
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    isNavigating: () => router.state.navigation.state !== 'idle',
    navigate: (to, options) => void router.navigate(to, options),
  });
  await new Promise<void>((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (done()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (done()) {
        unsubscribe();
        resolve();
      }
    });
  });
  const { pathname, search } = router.state.location;
  return { hub, router, at: `${pathname}${search}`, errors: router.state.errors };
}

describe('where each demo user lands at /', () => {
  it.each<{ persona: Persona; lands: string; why: string }>([
    { persona: 'parent', lands: '/dashboard', why: 'a supported account goes home' },
    { persona: 'coach', lands: '/dashboard', why: 'a coach is a supported account' },
    { persona: 'staff', lands: '/dashboard', why: 'staff pass the access check' },
    {
      persona: 'sunset',
      lands: '/dashboard/account?segment=details',
      why: 'a sunset account lands on the account details',
    },
    { persona: 'newCustomer', lands: '/checkout', why: 'checkout is not completed' },
    { persona: 'blocked', lands: '/blocked', why: 'a BLOCKED account fails the access check' },
  ])('$persona lands on $lands: $why', async ({ persona, lands }) => {
    server.use(...personaHandlers(persona));
    expect((await open('/')).at).toBe(lands);
  });

  it('goes to login when the user cannot be loaded (spec: "to login if the load errored")', async () => {
    server.use(handlers.userInfo(serverError()));
    expect((await open('/')).at).toBe('/login');
  });

  it('lands on the account details when the remote config cannot be read', async () => {
    server.use(handlers.globalRemoteConfigs(serverError()), ...personaHandlers('parent'));
    expect((await open('/')).at).toBe('/dashboard/account?segment=details');
  });
});

describe('a signed-out visitor', () => {
  it.each([
    { path: '/dashboard', next: '/dashboard' },
    { path: '/dashboard/account?segment=details', next: '/dashboard/account?segment=details' },
    { path: '/dashboard/stats?pid=21', next: '/dashboard/stats?pid=21' },
    { path: '/admin/accounts', next: '/admin/accounts' },
    { path: '/blocked', next: '/blocked' },
    { path: '/packagereturns', next: '/packagereturns' },
    { path: '/invoice?ext_id=in_1Q2w3E&account_id=101', next: '/invoice?ext_id=in_1Q2w3E&account_id=101' },
  ])('opening $path goes to /login with next=$next, without calling the server', async ({ path, next }) => {
    const { at } = await open(path, { signedIn: false });
    expect(at).toBe(`/login?${new URLSearchParams({ next })}`);
  });

  it('opening / goes to /login without a next', async () => {
    expect((await open('/', { signedIn: false })).at).toBe('/login');
  });

  it.each([
    { path: '/passwordreset?ref=web-login', id: 'passwordreset' },
    { path: '/start?o=a-token', id: 'setpassword' },
  ])('opens $path (route $id) as it is, without calling the server', async ({ path, id }) => {
    const { at, router } = await open(path, { signedIn: false });
    expect(at).toBe(path);
    expect(router.state.matches.map((match) => match.route.id)).toEqual([id]);
  });
});

describe('a user call that ends the session', () => {
  // A refused token (401), or a 4xx of the user-data fetch, which spec section 8 does not show.
  it.each([
    { status: 401, answer: unauthorized() },
    { status: 403, answer: failing(403) },
    { status: 404, answer: failing(404) },
  ])(
    'answering $status signs out on the device and goes to /login with where the visitor was going',
    async ({ answer }) => {
      server.use(handlers.refreshRefused(), handlers.userInfo(answer));
      const { at, hub, errors } = await open('/dashboard/account?segment=details');
      expect(at).toBe(`/login?${new URLSearchParams({ next: '/dashboard/account?segment=details' })}`);
      expect(isAuthenticated(hub.api)).toBe(false);
      expect(errors).toBeNull();
    },
  );
});

describe('the redirects of spec section 2', () => {
  it.each<{ persona: Persona; path: string; lands: string; rule: string }>([
    { persona: 'staff', path: '/admin', lands: '/admin/accounts', rule: '/admin goes to the admin accounts' },
    { persona: 'parent', path: '/admin/accounts', lands: '/dashboard', rule: 'the admin area is for staff' },
    {
      persona: 'blocked',
      path: '/invoice?ext_id=in_1Q2w3E&account_id=101',
      lands: '/blocked',
      rule: 'the printable invoice is behind the access check',
    },
    {
      persona: 'parent',
      path: '/packagereturns',
      lands: '/packagereturns',
      rule: 'package returns open for a signed-in parent, outside the shell',
    },
    {
      persona: 'parent',
      path: '/account/manage/billing',
      lands: '/dashboard/account',
      rule: 'account/manage/* goes to the account tab',
    },
    {
      persona: 'family',
      path: '/dashboard/welcome',
      lands: '/dashboard',
      rule: 'welcome goes home when the user check passes (no onboarding step left)',
    },
    {
      persona: 'welcome',
      path: '/dashboard/welcome',
      lands: '/dashboard/welcome',
      rule: 'welcome stays while onboarding steps are left to pass',
    },
    {
      persona: 'welcome',
      path: '/dashboard/welcome/player_profiles',
      lands: '/dashboard/welcome/player_profiles',
      rule: 'an onboarding step opens',
    },
    {
      persona: 'welcome',
      path: '/dashboard/welcome/not_a_step',
      lands: '/dashboard/welcome',
      rule: 'a step that does not exist goes back to welcome',
    },
    {
      persona: 'family',
      path: '/dashboard/welcome/kit_setup',
      lands: '/dashboard',
      rule: 'a step goes home too once every step is passed',
    },
    {
      persona: 'newCustomer',
      path: '/dashboard/welcome',
      lands: '/dashboard/welcome',
      rule: 'welcome stays for a customer who has not completed checkout',
    },
    {
      persona: 'coach',
      path: '/dashboard/booking?ref=email',
      lands: '/dashboard/coaching?ref=email',
      rule: 'booking takes a coach to coaching with ref',
    },
    {
      persona: 'parent',
      path: '/dashboard/booking?ref=email',
      lands: '/dashboard/coaches?ref=email',
      rule: 'booking takes a parent to the booking page with ref (coaching would send them home)',
    },
    { persona: 'coach', path: '/dashboard/coaching', lands: '/dashboard/coaching', rule: 'a coach stays' },
    {
      persona: 'parent',
      path: '/dashboard/coaching?ref=email',
      lands: '/dashboard',
      rule: 'coaching sends a valid non-coach home',
    },
    {
      persona: 'parent',
      path: '/dashboard/coaches?ref=cancel',
      lands: '/dashboard/coaches?ref=cancel',
      rule: 'the booking page stays for a parent, with ref',
    },
    {
      persona: 'coach',
      path: '/dashboard/coaches',
      lands: '/dashboard/coaches',
      rule: 'the booking page stays for a coach too',
    },
    {
      persona: 'sunset',
      path: '/dashboard/stats?pid=21',
      lands: '/dashboard/account?segment=details',
      rule: 'stats go to the account page while the dashboard is sunset',
    },
    {
      persona: 'sunset',
      path: '/dashboard',
      lands: '/dashboard/account?segment=details',
      rule: 'home goes to the account page while the dashboard is sunset',
    },
    {
      persona: 'parent',
      path: '/dashboard/stats?pid=21',
      lands: '/dashboard/stats?pid=21',
      rule: 'stats stay',
    },
    {
      persona: 'blocked',
      path: '/dashboard/account',
      lands: '/blocked',
      rule: 'a BLOCKED account is stopped on every protected page',
    },
    {
      persona: 'parent',
      path: '/blocked',
      lands: '/',
      rule: 'the blocked page is only for blocked accounts',
    },
    { persona: 'blocked', path: '/blocked', lands: '/blocked', rule: 'a blocked account stays on it' },
  ])('$rule ($persona: $path -> $lands)', async ({ persona, path, lands }) => {
    server.use(...personaHandlers(persona));
    const { at } = await open(path);
    // "/" itself redirects on: the blocked page sends a parent to their landing.
    expect(at).toBe(lands === '/' ? '/dashboard' : lands);
  });
});

describe('the dashboard’s uaction (spec section 2, docs/decisions.md "Issue 28")', () => {
  it.each<{ persona: Persona; path: string; lands: string; rule: string }>([
    {
      persona: 'welcome',
      path: '/dashboard/?uaction=welcome',
      lands: '/dashboard/welcome',
      rule: 'a family with steps left lands on the welcome page after sign-in',
    },
    {
      persona: 'parent',
      path: '/dashboard/?uaction=welcome',
      lands: '/dashboard/',
      rule: 'an onboarded family lands Home, the uaction dropped',
    },
    {
      persona: 'staff',
      path: '/dashboard/?uaction=welcome',
      lands: '/dashboard/',
      rule: 'staff land Home (onboarding is not for them)',
    },
    {
      persona: 'coach',
      path: '/dashboard/?uaction=welcome',
      lands: '/dashboard/',
      rule: 'a coach lands Home',
    },
    {
      persona: 'welcome',
      path: '/dashboard?uaction=player_profiles&pid=91',
      lands: '/dashboard/welcome/player_profiles',
      rule: 'a step’s name opens that step while it is left',
    },
    {
      persona: 'family',
      path: '/dashboard?uaction=kit_setup&pid=31',
      lands: '/dashboard?pid=31',
      rule: 'a step already passed stays Home, keeping pid',
    },
    {
      persona: 'welcome',
      path: '/dashboard?uaction=watched_tutorial',
      lands: '/dashboard',
      rule: 'an unknown uaction stays Home',
    },
    {
      persona: 'sunset',
      path: '/dashboard/?uaction=welcome',
      lands: '/dashboard/account?segment=details',
      rule: 'a sunset account lands on its account details',
    },
  ])('$rule ($persona: $path -> $lands)', async ({ persona, path, lands }) => {
    server.use(...personaHandlers(persona));
    expect((await open(path)).at).toBe(lands);
  });

  it('a sunset family with steps left lands on its account details all the same (spec section 2)', async () => {
    server.use(...personaHandlers('sunset', { onboarding: { done: [] } }));
    expect((await open('/dashboard/?uaction=welcome')).at).toBe('/dashboard/account?segment=details');
  });

  it('a family whose actions cannot be read lands Home: a sign-in never fails on them', async () => {
    server.use(handlers.userActions(serverError()), ...personaHandlers('welcome'));
    const { at, errors } = await open('/dashboard/?uaction=welcome');
    expect(at).toBe('/dashboard/');
    expect(errors).toBeNull();
  });
});

describe('the shell loads the account data into the query cache', () => {
  it('keeps the players, merged and sorted, and the remote configs', async () => {
    server.use(...personaHandlers('parent'));
    const { hub } = await open('/dashboard/account?segment=details');
    const accountId = hub.queryClient.getQueryData<UserInfo>(queryKeys.userInfo())?.account.id ?? 0;
    expect(hub.queryClient.getQueryData(queryKeys.globalRemoteConfigs())).toHaveLength(1);
    // Started by the loader, not waited for (issue 30): the list lands in the cache after the page opens.
    await vi.waitFor(() => {
      const players = hub.queryClient.getQueryData<Player[]>(queryKeys.players(accountId));
      expect(players?.map((player) => player.id)).toEqual([21, 22]);
    });
  });

  it('opens Home before the player list answers', async () => {
    server.use(handlers.players(loading()), ...personaHandlers('parent'));
    const { hub, at, errors } = await open('/dashboard/');
    expect(at).toBe('/dashboard/');
    expect(errors).toBeNull();
    const accountId = hub.queryClient.getQueryData<UserInfo>(queryKeys.userInfo())?.account.id ?? 0;
    expect(hub.queryClient.getQueryState(queryKeys.players(accountId))?.fetchStatus).toBe('fetching');
  });

  it('opens even when the player list fails, leaving the players unknown', async () => {
    server.use(handlers.players(serverError()), ...personaHandlers('parent'));
    const { hub, at, errors } = await open('/dashboard/account');
    expect(at).toBe('/dashboard/account');
    expect(errors).toBeNull();
    const accountId = hub.queryClient.getQueryData<UserInfo>(queryKeys.userInfo())?.account.id ?? 0;
    await vi.waitFor(() =>
      expect(hub.queryClient.getQueryState(queryKeys.players(accountId))?.status).toBe('error'),
    );
    expect(hub.queryClient.getQueryData(queryKeys.players(accountId))).toBeUndefined();
  });

  it('shows the error page when the user cannot be loaded on a page other than /', async () => {
    server.use(handlers.userInfo(failing(503)));
    const { errors, at } = await open('/dashboard/account');
    expect(at).toBe('/dashboard/account');
    expect(Object.keys(errors ?? {})).toEqual(['root']);
  });
});

describe('/logout', () => {
  it('signs nobody out when opened by a link: a signed-in visitor is asked', async () => {
    server.use(...personaHandlers('parent'));
    const { at, hub, errors } = await open('/logout?next=/dashboard/account');
    expect(at).toBe('/logout?next=/dashboard/account');
    expect(errors).toBeNull();
    expect(isAuthenticated(hub.api)).toBe(true);
  });

  it('sends a signed-out visitor on to /login, keeping a safe next', async () => {
    expect((await open('/logout?next=/dashboard/account', { signedIn: false })).at).toBe(
      `/login?${new URLSearchParams({ next: '/dashboard/account' })}`,
    );
  });

  it('signs out on a POST and goes to /login, keeping a safe next', async () => {
    server.use(...personaHandlers('parent'));
    const { router, hub } = await open('/dashboard/account');
    await router.navigate('/logout?next=/dashboard/account', {
      formMethod: 'post',
      formData: new FormData(),
    });
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(`/login?${new URLSearchParams({ next: '/dashboard/account' })}`);
    expect(isAuthenticated(hub.api)).toBe(false);
    // The cache is cleared once the sign-out's calls settled.
    await vi.waitFor(() => expect(hub.queryClient.getQueryData(queryKeys.userInfo())).toBeUndefined());
  });

  it('drops a next that leaves the hub', async () => {
    server.use(...personaHandlers('parent'));
    const { router } = await open('/dashboard/account');
    await router.navigate('/logout?next=//evil.example/', { formMethod: 'post', formData: new FormData() });
    expect(router.state.location.pathname + router.state.location.search).toBe('/login');
  });
});
