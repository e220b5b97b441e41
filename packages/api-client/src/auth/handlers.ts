// MSW handlers of the auth area: session sign-in and out, tokens, the password reset calls.
import { http, HttpResponse, type HttpHandler } from 'msw';
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
  /**
   * The session is over: a refresh of the access token is refused (`invalid_grant`), so a 401 signs the
   * person out. Other grants fall through to the next handler (a sign-in still gets its tokens).
   */
  refreshRefused: () =>
    http.post('*/api/v2/auth/oauth2/token/', async ({ request }) => {
      const form = new URLSearchParams(await request.clone().text());
      if (form.get('grant_type') !== 'refresh_token') return undefined;
      return HttpResponse.json(
        { error: 'invalid_grant', error_description: 'The refresh token is invalid, expired or revoked.' },
        { status: 400 },
      );
    }),
} satisfies Record<string, (state?: MockState<unknown>) => HttpHandler>;
