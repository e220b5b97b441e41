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
import { adminHandlers } from '../admin/handlers';
import { authHandlers } from '../auth/handlers';
import {
  accountBillingCalls,
  billingHandlers,
  billingWorldFor,
  billingWorldHandlers,
  type BillingWorld,
} from '../billing/handlers';
import { checkoutHandlers } from '../checkout/handlers';
import { coachingHandlers, type CoachingState } from '../coaching/handlers';
import { contentHandlers, type ContentState } from '../content/handlers';
import { accountCallHandlers, accountWorldHandlers, type AccountWorld } from '../account/world';
import { onboardingHandlers, onboardingWorld, type OnboardingWorld } from '../onboarding/handlers';
import { shellHandlers } from '../shell/handlers';
import { incompleteProfilesFixture, playersFixture } from '../stats/fixtures';
import { statsHandlers, statsWorldHandlers } from '../stats/handlers';
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
  ...checkoutHandlers,
  ...accountCallHandlers,
  ...onboardingHandlers,
  ...adminHandlers,
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
  /** The account world's starting point over the persona's own (devices, users, privacy choices). */
  account?: AccountWorld;
  /** The onboarding world's starting point over the persona's own (steps done, incomplete profiles). */
  onboarding?: OnboardingWorld;
  /**
   * The coaching world's state (`coachingHandlers`): the coach persona's is `coach` (Chris Coach's calls,
   * notes, webinars' registrants), everyone else's `parent-with-coaches` for their own family.
   */
  coaching?: CoachingState;
  /** The content world's state (`contentHandlers`): staff's is `dev` (drafts too), everyone else's `content`. */
  content?: ContentState;
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
  // Onboarding and the rest of the account (issue 12): stateful, and before the fixed account and
  // incomplete-profiles answers below, which they replace.
  const onboarding = onboardingWorld(
    user,
    // An account shown without players has no incomplete profile either.
    options.players === false ? { incompleteProfiles: [], ...options.onboarding } : options.onboarding,
  );
  return [
    handlers.health(),
    handlers.hubConfig(),
    handlers.userInfo(ok(user)),
    ...accountWorldHandlers(user, onboarding.progress, options.account),
    ...onboarding.handlers,
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
    // Player stats (issue 12): each child's profile, play, heart rate and summaries, as the server has them.
    ...(blocked ? [] : statsWorldHandlers({ players: hasPlayers ? playersFixture : [] })),
    ...(blocked
      ? [
          handlers.plans(),
          handlers.billingRules(),
          ...accountBillingCalls.map((call) => billingHandlers[call](blockedAccount())),
        ]
      : billingWorldHandlers({ ...billingWorldFor(user), ...options.billing })),
    // Coaching, webinars and content (issue 14): stateful, as the server answers this persona.
    ...(blocked
      ? []
      : coachingHandlers(options.coaching ?? (persona === 'coach' ? 'coach' : 'parent-with-coaches'), {
          family: { id: user.account.id, name: user.name, userId: user.id },
        })),
    ...(blocked ? [] : contentHandlers(options.content ?? (user.is_staff ? 'dev' : 'content'))),
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
