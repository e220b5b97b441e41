// Staff's edit of an account's remote config (issue 28): the call, the cached list after it (the spec's
// rule: the entry replaced where it stands) and the stories' world that keeps the edits.
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../http/client';
import { queryKeys } from '../http/query-keys';
import { memoryCookieJar, memoryTokenStore } from '../http/storage';
import { failing } from '../msw/states';
import { accountRemoteConfigsFixture } from './fixtures';
import { remoteConfigWorld } from './handlers';
import { applyRemoteConfigUpdate, updateAccountRemoteConfig } from './remote-config-update';
import { accountRemoteConfigsQueryOptions } from './remote-configs';
import { remoteConfigSchema } from './schemas';

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

describe('editing an account’s remote config', () => {
  it('sends PATCH {config_value} to the entry’s path, with the token, and reads the entry back', async () => {
    let seen: { method: string; path: string; body: unknown; auth: string | null } | null = null;
    server.use(
      http.patch('*/api/v2/accounts/:id/remote_configs/:name/', async ({ request }) => {
        seen = {
          method: request.method,
          path: new URL(request.url).pathname,
          body: await request.json(),
          auth: request.headers.get('Authorization'),
        };
        return HttpResponse.json({
          config_name: 'metagame',
          config_value: '{"product":"forest"}',
          updated_at: '2026-11-25T17:00:00.000Z',
        });
      }),
    );
    const result = await updateAccountRemoteConfig(client(), 101, 'metagame', '{"product":"forest"}');
    expect(result).toMatchObject({
      ok: true,
      data: {
        config_name: 'metagame',
        config_value: '{"product":"forest"}',
        updated_at: '2026-11-25T17:00:00.000Z',
      },
    });
    expect(seen).toEqual({
      method: 'PATCH',
      path: '/api/v2/accounts/101/remote_configs/metagame/',
      body: { config_value: '{"product":"forest"}' },
      auth: 'Bearer story-access-token',
    });
  });

  it('gives the server’s refusal as a failed result', async () => {
    server.use(...remoteConfigWorld(undefined, { update: failing(403, { detail: 'No.' }) }));
    const result = await updateAccountRemoteConfig(client(), 101, 'metagame', '1');
    expect(result).toMatchObject({ ok: false, errStatus: 403 });
  });

  it('replaces the entry in the cached list where it stands, and marks the list to be read again', async () => {
    server.use(...remoteConfigWorld(accountRemoteConfigsFixture, { accountId: 101 }));
    const api = client();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery(accountRemoteConfigsQueryOptions(api, 101));
    const updated = { config_name: 'metagame', config_value: '{"product":"forest"}', updated_at: 'now' };
    const applied = applyRemoteConfigUpdate(queryClient, 101, updated);
    // At once, before the list is read again: the same names, in the same order.
    expect(
      queryClient
        .getQueryData<{ config_name: string }[]>(queryKeys.accountRemoteConfigs(101))
        ?.map((c) => c.config_name),
    ).toEqual(['metagame', 'sensor_poll_seconds']);
    expect(
      queryClient.getQueryData<{ config_value: string }[]>(queryKeys.accountRemoteConfigs(101))?.[0],
    ).toEqual(updated);
    await applied;
    // Marked to be read again (at once by a screen that shows it, else at its next use).
    expect(queryClient.getQueryState(queryKeys.accountRemoteConfigs(101))?.isInvalidated).toBe(true);
  });
});

describe('the stories’ remote-config world', () => {
  it('keeps an edit for the next read, the entry where it stood', async () => {
    server.use(...remoteConfigWorld(accountRemoteConfigsFixture, { accountId: 101 }));
    const api = client();
    expect((await updateAccountRemoteConfig(api, 101, 'sensor_poll_seconds', '10')).ok).toBe(true);
    const list = await new QueryClient().fetchQuery(accountRemoteConfigsQueryOptions(api, 101));
    expect(list.map((config) => [config.config_name, config.config_value])).toEqual([
      ['metagame', '{"product":"city"}'],
      ['sensor_poll_seconds', '10'],
    ]);
  });

  it('gives another account no configs, and 404 for an entry it does not have', async () => {
    server.use(...remoteConfigWorld(accountRemoteConfigsFixture, { accountId: 101 }));
    const api = client();
    expect(await new QueryClient().fetchQuery(accountRemoteConfigsQueryOptions(api, 3))).toEqual([]);
    expect(await updateAccountRemoteConfig(api, 101, 'missing', '1')).toMatchObject({
      ok: false,
      errStatus: 404,
    });
  });

  it('answers what the schema reads', () => {
    for (const config of accountRemoteConfigsFixture)
      expect(v.safeParse(remoteConfigSchema, config).success).toBe(true);
  });
});
