// Every call's handler in one object, and the worlds stories sign in to: a persona's calls, the login.
import { http, type HttpHandler } from 'msw';
import {
  emptyShippingFixture,
  shippingFixture,
  accountFor,
  userDetailsFor,
  userInfoFixtures,
  type Persona,
} from '../account/fixtures';
import { accountHandlers, savedDetailsHandlers } from '../account/handlers';
import { authHandlers } from '../auth/handlers';
import {
  accountBillingCalls,
  billingHandlers,
  billingWorldFor,
  billingWorldHandlers,
  type BillingWorld,
} from '../billing/handlers';
import { shellHandlers } from '../shell/handlers';
import { incompleteProfilesFixture, playersFixture } from '../stats/fixtures';
import { statsHandlers } from '../stats/handlers';
import { blockedAccount, ok, pageOf, respond, type MockState } from './states';

/** One handler per call, each answering as its state says (the parent's data by default). */
export const handlers = {
  health: (state: MockState<unknown> = ok({ status: 'ok', database: 'pglite' })) =>
    http.get('*/api/health/', respond(state)),
  ...accountHandlers,
  ...shellHandlers,
  ...statsHandlers,
  ...authHandlers,
  ...billingHandlers,
} satisfies Record<string, (state?: MockState<unknown>) => HttpHandler>;

export interface PersonaOptions {
  /** Whether the account has players; the parent has two by default, everyone else none. */
  players?: boolean;
  /**
   * The billing world's starting point over the persona's own (`billingWorldFor`: a billing user with
   * an ACTIVE account has the active subscription within its grace period, the visa 4242 and two
   * invoices; staff, coaches and new customers have no subscription), e.g.
   * `{ subscription: subscriptionFixtures.cancelled }`.
   */
  billing?: BillingWorld;
}

/**
 * A signed-in persona's world: every call of the shell, the account tab, subscription and billing,
 * language and sign-out answers as the server does for them (billing changes are kept: see
 * `billingWorldHandlers`). A BLOCKED account's user reads their info, the global config, the plans and
 * rules, and saves a language; every account-scoped call answers 403.
 */
export function personaHandlers(persona: Persona = 'parent', options: PersonaOptions = {}): HttpHandler[] {
  const user = userInfoFixtures[persona];
  const hasPlayers = options.players ?? persona === 'parent';
  const blocked = persona === 'blocked';
  const scoped = <T>(state: MockState<T>): MockState<T> => (blocked ? blockedAccount() : state);
  return [
    handlers.health(),
    handlers.userInfo(ok(user)),
    ...(blocked
      ? [
          handlers.userDetails(blockedAccount()),
          handlers.updateUserDetails(blockedAccount()),
          handlers.shipping(blockedAccount()),
          handlers.updateShipping(blockedAccount()),
        ]
      : savedDetailsHandlers(
          userDetailsFor(user),
          persona === 'parent' ? shippingFixture : emptyShippingFixture,
        )),
    handlers.updateLanguage(),
    handlers.account(scoped(ok(accountFor(user)))),
    handlers.accountRemoteConfigs(scoped(ok(pageOf([])))),
    handlers.globalRemoteConfigs(),
    handlers.players(scoped(ok(pageOf(hasPlayers ? playersFixture : [])))),
    handlers.incompleteProfiles(scoped(ok(pageOf(hasPlayers ? incompleteProfilesFixture : [])))),
    ...(blocked
      ? [
          handlers.plans(),
          handlers.billingRules(),
          ...accountBillingCalls.map((call) => billingHandlers[call](blockedAccount())),
        ]
      : billingWorldHandlers({ ...billingWorldFor(user), ...options.billing })),
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
