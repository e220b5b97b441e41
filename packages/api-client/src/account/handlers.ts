// MSW handlers of the account area: user info, details, shipping, language and the account.
import { formatMessage, shippingChangedElsewhere } from '@hub/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { ok, respond, type MockState } from '../msw/states';
import {
  accountFor,
  emailChangeFixtures,
  shippingFixture,
  storyPassword,
  userDetailsFor,
  userInfoFixtures,
} from './fixtures';

export const accountHandlers = {
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
  confirmEmail: (state: MockState<unknown> = ok(emailChangeFixtures.confirmed)) =>
    http.post('*/api/v2/user/email/confirm/', respond(state)),
  keepEmail: (state: MockState<unknown> = ok(emailChangeFixtures.kept)) =>
    http.post('*/api/v2/user/email/keep/', respond(state)),
} satisfies Record<string, (state?: MockState<unknown>) => HttpHandler>;

/** The server's 412 text, from the domain's message. */
const shippingChangedText = formatMessage(shippingChangedElsewhere);

/**
 * The user details and shipping address as the server keeps them: a save is what the next read
 * answers (an invalidation after a save reads back what was saved, not the fixture it started from).
 */
export function savedDetailsHandlers(
  initialDetails: Record<string, unknown>,
  initialShipping: Record<string, unknown>,
): HttpHandler[] {
  let details = initialDetails;
  let shipping = initialShipping;
  let version = 1;
  return [
    http.get('*/api/v2/user/', () => HttpResponse.json(details)),
    http.patch('*/api/v2/user/', async ({ request }) => {
      const { current_password, ...changes } = (await request.json()) as Record<string, unknown>;
      // A new email waits for its link, and needs the current password, as on the server.
      const email = typeof changes.email === 'string' ? changes.email : null;
      const current = String(details.email);
      if (email !== null && email.toLowerCase() !== current.toLowerCase()) {
        if (current_password === undefined) {
          return HttpResponse.json(emailChangeFixtures.needsPassword, { status: 400 });
        }
        if (current_password !== storyPassword) {
          return HttpResponse.json(emailChangeFixtures.wrongPassword, { status: 400 });
        }
        details = { ...details, ...changes, email: current, pending_email: email };
      } else {
        details = { ...details, ...changes };
      }
      return HttpResponse.json(details);
    }),
    http.get('*/api/v2/user/shipping/', () => HttpResponse.json({ ...shipping, version: `v${version}` })),
    http.patch('*/api/v2/user/shipping/', async ({ request }) => {
      const { version: expected, ...changes } = (await request.json()) as Record<string, unknown>;
      // A save based on an address changed since is refused, as on the server.
      if (expected !== undefined && expected !== `v${version}`) {
        return HttpResponse.json({ detail: shippingChangedText }, { status: 412 });
      }
      shipping = { ...shipping, ...changes };
      version += 1;
      return HttpResponse.json({ ...shipping, version: `v${version}` });
    }),
  ];
}
