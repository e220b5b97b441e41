import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordRequests, testClient, testOrigin } from '../http/test-support';
import { gameProfileFixtures, playerListFixtures } from './fixtures';
import { delinkGameProfile, linkGameProfile } from './game-profile';
import { statsWorldHandlers } from './handlers';
import { getPlayer } from './player';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('linking a game profile', () => {
  it('posts the player and the code to the form service and reads the answer', async () => {
    const seen = recordRequests(server, { player_id: 22, game_profile: gameProfileFixtures.unlinked });
    const result = await linkGameProfile(testClient(), 22, 'HN4R 8WZE');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/forms/link-profile/',
      body: { player_id: 22, profile_code: 'HN4R 8WZE' },
    });
    expect(result).toMatchObject({ ok: true, data: { game_profile: { code: 'HN4R8WZE' } } });
  });

  it('posts the player to unlink', async () => {
    const seen = recordRequests(server, { player_id: 21, game_profile: null });
    expect(await delinkGameProfile(testClient(), 21)).toMatchObject({
      ok: true,
      data: { game_profile: null },
    });
    expect(seen[0]).toMatchObject({ path: '/api/v1/forms/delink-profile/', body: { player_id: 21 } });
  });

  it('gives a 409 with its field errors to the caller', async () => {
    const body = { profile_code: ['This game profile is linked to another child. Unlink it there first.'] };
    server.use(
      http.post(`${testOrigin}/api/v1/forms/link-profile/`, () => HttpResponse.json(body, { status: 409 })),
    );
    expect(await linkGameProfile(testClient(), 22, 'KX7P2QMA')).toMatchObject({
      ok: false,
      errStatus: 409,
      errorObject: body,
    });
  });
});

describe('the family world’s game profiles', () => {
  it('links the free code to Leo, refuses Maya’s code, and unlinks', async () => {
    server.use(...statsWorldHandlers({ players: playerListFixtures.many }));
    const api = testClient();
    expect(await linkGameProfile(api, 22, 'KX7P2QMA')).toMatchObject({ ok: false, errStatus: 409 });
    expect(await linkGameProfile(api, 22, 'zzzz zzzz')).toMatchObject({
      ok: false,
      errStatus: 400,
      errorObject: {
        profile_code: ['No game profile on your tablets has this code. Check the code the game shows.'],
      },
    });
    expect(await linkGameProfile(api, 22, 'hn4r 8wze')).toMatchObject({ ok: true });
    expect(await getPlayer(api, 22)).toMatchObject({ data: { game_profile: { code: 'HN4R8WZE' } } });
    expect(await delinkGameProfile(api, 22)).toMatchObject({ ok: true });
    expect(await getPlayer(api, 22)).toMatchObject({ data: { game_profile: null } });
    expect(await delinkGameProfile(api, 22)).toMatchObject({ ok: false, errStatus: 409 });
  });
});
