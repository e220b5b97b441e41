// Social access (issue 28): the choice to join the community group, saved and read back through the v3
// user info the Privacy card shows.
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../http/client';
import { memoryCookieJar, memoryTokenStore } from '../http/storage';
import { handlers, personaHandlers, serverError } from '../msw';
import { accountKeys } from './keys';
import { socialAccessMutationOptions, userInfoV3QueryOptions } from './privacy';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client() {
  return createApiClient({
    baseUrl: 'http://hub.test',
    tokens: memoryTokenStore({ accessToken: 'story-access-token' }),
    cookies: memoryCookieJar('csrftoken=c; hub_token=1'),
  });
}

async function loadedInfo() {
  const api = client();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await queryClient.fetchQuery(userInfoV3QueryOptions(api));
  const save = new MutationObserver(queryClient, socialAccessMutationOptions(api, queryClient));
  const shown = () => queryClient.getQueryData<{ social_access: boolean }>(accountKeys.userInfoV3());
  return { queryClient, save, shown, api };
}

describe('social access', () => {
  it.each([
    { from: false, to: true },
    { from: true, to: false },
  ])('saved from $from to $to: the user info shows it, and so does a fresh read', async ({ from, to }) => {
    server.use(...personaHandlers('family', { account: { socialAccess: from } }));
    const { save, shown, api } = await loadedInfo();
    expect(shown()?.social_access).toBe(from);
    expect(await save.mutate(to)).toEqual({ social_access: to });
    expect(shown()?.social_access).toBe(to);
    // A reload: another cache reads what the server kept.
    const again = new QueryClient();
    expect((await again.fetchQuery(userInfoV3QueryOptions(api))).social_access).toBe(to);
  });

  it('refused by the server: the call fails and the user info keeps the choice as it was', async () => {
    server.use(handlers.socialAccess(serverError()), ...personaHandlers('family'));
    const { save, shown } = await loadedInfo();
    await expect(save.mutate(true)).rejects.toThrow();
    expect(shown()?.social_access).toBe(false);
  });
});
