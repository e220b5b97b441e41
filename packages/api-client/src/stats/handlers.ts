// MSW handlers of the stats area: players and incomplete profiles.
import { http, type HttpHandler } from 'msw';
import { ok, pageOf, respond, type MockState } from '../msw/states';
import { incompleteProfilesFixture, playersFixture } from './fixtures';

export const statsHandlers = {
  players: (state: MockState<unknown> = ok(pageOf(playersFixture))) =>
    http.get('*/api/v2/player/accounts/:id', respond(state)),
  incompleteProfiles: (state: MockState<unknown> = ok(pageOf(incompleteProfilesFixture))) =>
    http.get('*/api/v2/accounts/:id/incomplete_profiles/', respond(state)),
} satisfies Record<string, (state?: MockState<unknown>) => HttpHandler>;
