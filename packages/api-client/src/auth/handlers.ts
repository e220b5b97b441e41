// MSW handlers of the auth area: session sign-in and out, tokens, the password reset calls.
import { http, type HttpHandler } from 'msw';
import { ok, respond, type MockState } from '../msw/states';
import { passwordResetFixtures, tokenResponseFixture } from './fixtures';

export const authHandlers = {
  sessionLogin: (state: MockState<unknown> = ok({ detail: 'Logged in.' })) =>
    http.post('*/api/v2/auth/session/login/', respond(state)),
  sessionLogout: (state: MockState<unknown> = ok({ detail: 'Logged out.' })) =>
    http.post('*/api/v2/auth/session/logout/', respond(state)),
  token: (state: MockState<unknown> = ok(tokenResponseFixture)) =>
    http.post('*/api/v2/auth/oauth2/token/', respond(state)),
  revokeToken: (state: MockState<unknown> = ok({})) =>
    http.post('*/api/v2/auth/oauth2/revoke_token/', respond(state)),
  passwordReset: (state: MockState<unknown> = ok(passwordResetFixtures.requested)) =>
    http.post('*/api/v2/user/password_reset/', respond(state)),
  setPassword: (state: MockState<unknown> = ok(passwordResetFixtures.set)) =>
    http.post('*/api/v2/user/set_password/', respond(state)),
} satisfies Record<string, (state?: MockState<unknown>) => HttpHandler>;
