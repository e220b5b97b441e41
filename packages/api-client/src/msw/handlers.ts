import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Page } from '../schemas';
import {
  accountFixture,
  globalRemoteConfigsFixture,
  incompleteProfilesFixture,
  playersFixture,
  shippingFixture,
  userDetailsFixture,
  userInfoFixtures,
} from './fixtures';

/** How a mocked call answers: with data, slowly (loading state), or with an error status and body. */
export type MockState<T> =
  { kind: 'ok'; data: T } | { kind: 'loading' } | { kind: 'error'; status: number; body?: unknown };

function respond<T>(state: MockState<T>) {
  return async () => {
    if (state.kind === 'loading') {
      await delay('infinite');
      return HttpResponse.json(null);
    }
    if (state.kind === 'error') {
      return HttpResponse.json((state.body ?? { detail: 'Server error.' }) as Record<string, unknown>, {
        status: state.status,
      });
    }
    return HttpResponse.json(state.data as Record<string, unknown>);
  };
}

/** Wraps a list as one DRF page. */
export function pageOf<T>(results: T[]): Page<T> {
  return { count: results.length, next: null, previous: null, results };
}

export const ok = <T>(data: T): MockState<T> => ({ kind: 'ok', data });
export const loading = <T>(): MockState<T> => ({ kind: 'loading' });
export const failing = <T>(status: number, body?: unknown): MockState<T> => ({ kind: 'error', status, body });

export const handlers = {
  userInfo: (state: MockState<unknown> = ok(userInfoFixtures.parent)) =>
    http.get('*/api/v2/user/info/', respond(state)),
  userDetails: (state: MockState<unknown> = ok(userDetailsFixture)) =>
    http.get('*/api/v2/user/', respond(state)),
  updateUserDetails: (state: MockState<unknown> = ok(userDetailsFixture)) =>
    http.patch('*/api/v2/user/', respond(state)),
  shipping: (state: MockState<unknown> = ok(shippingFixture)) =>
    http.get('*/api/v2/user/shipping/', respond(state)),
  updateShipping: (state: MockState<unknown> = ok(shippingFixture)) =>
    http.patch('*/api/v2/user/shipping/', respond(state)),
  updateLanguage: (state: MockState<unknown> = ok({ language: 'en' })) =>
    http.patch('*/api/v3/users/:id/', respond(state)),
  account: (state: MockState<unknown> = ok(accountFixture)) =>
    http.get('*/api/v2/accounts/:id/', respond(state)),
  accountRemoteConfigs: (state: MockState<unknown> = ok(pageOf([]))) =>
    http.get('*/api/v2/accounts/:id/remote_configs/list/', respond(state)),
  globalRemoteConfigs: (state: MockState<unknown> = ok(pageOf(globalRemoteConfigsFixture))) =>
    http.get('*/api/v2/remote_configs/list/', respond(state)),
  players: (state: MockState<unknown> = ok(pageOf(playersFixture))) =>
    http.get('*/api/v2/player/accounts/:id', respond(state)),
  incompleteProfiles: (state: MockState<unknown> = ok(pageOf(incompleteProfilesFixture))) =>
    http.get('*/api/v2/accounts/:id/incomplete_profiles/', respond(state)),
  sessionLogin: (state: MockState<unknown> = ok({ detail: 'Logged in.' })) =>
    http.post('*/api/v2/auth/session/login/', respond(state)),
  sessionLogout: (state: MockState<unknown> = ok({ detail: 'Logged out.' })) =>
    http.post('*/api/v2/auth/session/logout/', respond(state)),
  token: (
    state: MockState<unknown> = ok({
      access_token: 'story-access-token',
      refresh_token: 'story-refresh-token',
      token_type: 'Bearer',
      expires_in: 36000,
      scope: 'read write groups',
    }),
  ) => http.post('*/api/v2/auth/oauth2/token/', respond(state)),
  revokeToken: (state: MockState<unknown> = ok({})) =>
    http.post('*/api/v2/auth/oauth2/revoke_token/', respond(state)),
} satisfies Record<string, (state?: MockState<unknown>) => HttpHandler>;

/** A signed-in parent's world: every call of the shell and the account tab answers. */
export function signedInHandlers(user: unknown = userInfoFixtures.parent): HttpHandler[] {
  return [
    handlers.userInfo(ok(user)),
    handlers.userDetails(),
    handlers.updateUserDetails(),
    handlers.shipping(),
    handlers.updateShipping(),
    handlers.updateLanguage(),
    handlers.account(),
    handlers.accountRemoteConfigs(),
    handlers.globalRemoteConfigs(),
    handlers.players(),
    handlers.incompleteProfiles(),
    handlers.sessionLogout(),
    handlers.revokeToken(),
  ];
}
