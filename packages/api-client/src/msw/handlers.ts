import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Page } from '../schemas';
import {
  accountFor,
  emptyShippingFixture,
  errorBodies,
  globalRemoteConfigsFixture,
  incompleteProfilesFixture,
  passwordResetFixtures,
  playersFixture,
  shippingFixture,
  userDetailsFor,
  userInfoFixtures,
  type Persona,
} from './fixtures';

/**
 * How a mocked call answers: with data (optionally after a delay), never (the loading state), with an
 * error status, body and headers, or not at all (a network error).
 */
export type MockState<T> =
  | { kind: 'ok'; data: T; delayMs?: number }
  | { kind: 'loading' }
  | { kind: 'error'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'network' };

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function respond<T>(state: MockState<T>) {
  return async () => {
    switch (state.kind) {
      case 'loading':
        await delay('infinite');
        return HttpResponse.json(null);
      case 'network':
        return HttpResponse.error();
      case 'error':
        return HttpResponse.json((state.body ?? errorBodies.serverError) as Record<string, unknown>, {
          status: state.status,
          statusText: reasonPhrases[state.status] ?? '',
          headers: state.headers,
        });
      case 'ok':
        if (state.delayMs) await delay(state.delayMs);
        return HttpResponse.json(state.data as Record<string, unknown>);
    }
  };
}

/** Wraps a list as one DRF page. */
export function pageOf<T>(results: T[]): Page<T> {
  return { count: results.length, next: null, previous: null, results };
}

/** Answers with data. */
export const ok = <T>(data: T): MockState<T> => ({ kind: 'ok', data });
/** Answers with data after `delayMs` (a pending button, a skeleton that resolves). */
export const slow = <T>(data: T, delayMs = 1500): MockState<T> => ({ kind: 'ok', data, delayMs });
/** Never answers: the loading state. */
export const loading = <T>(): MockState<T> => ({ kind: 'loading' });
/** Answers with an error status and body. */
export const failing = <T>(
  status: number,
  body?: unknown,
  headers?: Record<string, string>,
): MockState<T> => ({
  kind: 'error',
  status,
  body,
  headers,
});
/** 400 with field errors (`{field: [messages]}`). */
export const validationFailed = <T>(body: unknown = errorBodies.userValidation): MockState<T> =>
  failing(400, body);
/** 400 of the session login: the email or password is wrong. */
export const wrongPassword = <T>(): MockState<T> => failing(400, errorBodies.wrongPassword);
/** 401: the token is missing, expired or revoked. */
export const unauthorized = <T>(): MockState<T> => failing(401, errorBodies.unauthorized);
/** 403 of a BLOCKED account's user. */
export const blockedAccount = <T>(): MockState<T> => failing(403, errorBodies.blocked);
/** 404. */
export const notFound = <T>(): MockState<T> => failing(404, errorBodies.notFound);
/** 429 with Retry-After, as the server throttles failed sign-ins. */
export const throttled = <T>(seconds = 600): MockState<T> =>
  failing(429, errorBodies.throttled(seconds), { 'Retry-After': String(seconds) });
/** 429 of the password reset request, with Retry-After. */
export const resetThrottled = <T>(seconds = 600): MockState<T> =>
  failing(429, errorBodies.passwordResetThrottled(seconds), { 'Retry-After': String(seconds) });
/** 400 of the set-password call: the link is invalid, expired or used. */
export const invalidResetLink = <T>(): MockState<T> => failing(400, errorBodies.invalidResetLink);
/** 500. */
export const serverError = <T>(): MockState<T> => failing(500, errorBodies.serverError);
/** The request never reaches a server (offline). */
export const networkError = <T>(): MockState<T> => ({ kind: 'network' });

const tokenResponse = {
  access_token: 'story-access-token',
  refresh_token: 'story-refresh-token',
  token_type: 'Bearer',
  expires_in: 36000,
  scope: 'read write groups',
};

/** One handler per call, each answering as its state says (the parent's data by default). */
export const handlers = {
  health: (state: MockState<unknown> = ok({ status: 'ok', database: 'pglite' })) =>
    http.get('*/api/health/', respond(state)),
  userInfo: (state: MockState<unknown> = ok(userInfoFixtures.parent)) =>
    http.get('*/api/v2/user/info/', respond(state)),
  userDetails: (state: MockState<unknown> = ok(userDetailsFor(userInfoFixtures.parent))) =>
    http.get('*/api/v2/user/', respond(state)),
  updateUserDetails: (state?: MockState<unknown>) =>
    http.patch('*/api/v2/user/', async ({ request }) => {
      if (state) return respond(state)();
      // Echo the change onto the parent's details, as the server does.
      const changes = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ ...userDetailsFor(userInfoFixtures.parent), ...changes });
    }),
  shipping: (state: MockState<unknown> = ok(shippingFixture)) =>
    http.get('*/api/v2/user/shipping/', respond(state)),
  updateShipping: (state?: MockState<unknown>) =>
    http.patch('*/api/v2/user/shipping/', async ({ request }) => {
      if (state) return respond(state)();
      const changes = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ ...shippingFixture, ...changes });
    }),
  updateLanguage: (state?: MockState<unknown>) =>
    http.patch('*/api/v3/users/:id/', async ({ request, params }) => {
      if (state) return respond(state)();
      const { language } = (await request.json()) as { language?: unknown };
      return HttpResponse.json({ id: Number(params.id), language });
    }),
  account: (state: MockState<unknown> = ok(accountFor(userInfoFixtures.parent))) =>
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
  token: (state: MockState<unknown> = ok(tokenResponse)) =>
    http.post('*/api/v2/auth/oauth2/token/', respond(state)),
  revokeToken: (state: MockState<unknown> = ok({})) =>
    http.post('*/api/v2/auth/oauth2/revoke_token/', respond(state)),
  passwordReset: (state: MockState<unknown> = ok(passwordResetFixtures.requested)) =>
    http.post('*/api/v2/user/password_reset/', respond(state)),
  setPassword: (state: MockState<unknown> = ok(passwordResetFixtures.set)) =>
    http.post('*/api/v2/user/set_password/', respond(state)),
} satisfies Record<string, (state?: MockState<unknown>) => HttpHandler>;

export interface PersonaOptions {
  /** Whether the account has players; the parent has two by default, everyone else none. */
  players?: boolean;
}

/**
 * A signed-in persona's world: every call of the shell, the account tab, language and sign-out answers
 * as the server does for them. A BLOCKED account's user reads their info, the global config and saves a
 * language; every account-scoped call answers 403.
 */
export function personaHandlers(persona: Persona = 'parent', options: PersonaOptions = {}): HttpHandler[] {
  const user = userInfoFixtures[persona];
  const hasPlayers = options.players ?? persona === 'parent';
  const blocked = persona === 'blocked';
  const scoped = <T>(state: MockState<T>): MockState<T> => (blocked ? blockedAccount() : state);
  return [
    handlers.health(),
    handlers.userInfo(ok(user)),
    handlers.userDetails(scoped(ok(userDetailsFor(user)))),
    handlers.updateUserDetails(blocked ? blockedAccount() : undefined),
    handlers.shipping(scoped(ok(persona === 'parent' ? shippingFixture : emptyShippingFixture))),
    handlers.updateShipping(blocked ? blockedAccount() : undefined),
    handlers.updateLanguage(),
    handlers.account(scoped(ok(accountFor(user)))),
    handlers.accountRemoteConfigs(scoped(ok(pageOf([])))),
    handlers.globalRemoteConfigs(),
    handlers.players(scoped(ok(pageOf(hasPlayers ? playersFixture : [])))),
    handlers.incompleteProfiles(scoped(ok(pageOf(hasPlayers ? incompleteProfilesFixture : [])))),
    handlers.sessionLogout(),
    handlers.revokeToken(),
  ];
}

/**
 * The login sequence for a persona: the session login answers as `session` says (a wrong password,
 * a throttle, a server error...), then the token and the persona's world.
 */
export function loginHandlers(
  persona: Persona = 'parent',
  session: MockState<unknown> = ok({ detail: 'Logged in.' }),
  options: PersonaOptions = {},
): HttpHandler[] {
  return [handlers.sessionLogin(session), handlers.token(), ...personaHandlers(persona, options)];
}
