// Onboarding's steps (spec sections 2, 3 and 4: `root.user.onboarding`, `passedSteps` and `stepsToPass`):
// which there are, what counts as having passed one, who onboarding is for and where the dashboard's
// `uaction` leads. Apart from onboarding.ts (the steps' forms and texts), so that sign-in's landing and
// Home's card load these few rules without the forms' schemas.
//
// Choices where the spec is silent (docs/decisions.md "Onboarding and account"):
// - Three steps, in this order: setting up the kit, completing the children's profiles, a short family
//   survey (answered through the form service, `GET/POST /api/v2/user/form_responses/`).
// - A step is passed when the user has done the action of the same name (`GET /api/v1/user_actions/`);
//   actions of no step are ignored. The order of stepsToPass is the steps' order, whatever the order done.
// - The welcome page's "user check" passes (and it redirects home) when a completed customer has no step
//   left; a customer who has not finished checkout is not onboarded yet (the landing sends them there).
// - Onboarding is ahead of a family (a customer who completed checkout, neither staff nor a coach: their
//   hub is a place of work) while a step is left. Signing in then lands on the welcome page, through the
//   dashboard's `uaction` (below), and Home shows a "finish setting up" card. A sunset account lands on
//   its account details as spec section 2 says; the welcome page stays open to it by link.
// - The dashboard's `uaction` (spec section 2 names it, not what it does) is the user action the visit
//   comes for: `welcome` (what sign-in sends) leads to the welcome page, a step's name to that step, while
//   onboarding is ahead and that step is left; anything else, or nothing left, stays Home. docs/decisions.md
//   "Issue 28: menu, booking, onboarding landing".
import { menuRoles, type AccessUser, type SunsetState } from './access';

/** The onboarding steps, in the order they are taken. */
export const onboardingSteps = ['kit_setup', 'player_profiles', 'family_survey'] as const;

/** One onboarding step; also the name of the user action that records it. */
export type OnboardingStep = (typeof onboardingSteps)[number];

/** Whether a value names an onboarding step (a route parameter, an action). */
export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return typeof value === 'string' && (onboardingSteps as readonly string[]).includes(value);
}

/** The onboarding state of a user (spec section 3), steps in their order. */
export interface OnboardingProgress {
  passedSteps: OnboardingStep[];
  stepsToPass: OnboardingStep[];
}

/** Passed and remaining steps from the names of the actions the user has done. */
export function onboardingProgress(doneActions: Iterable<string>): OnboardingProgress {
  const done = new Set(doneActions);
  return {
    passedSteps: onboardingSteps.filter((step) => done.has(step)),
    stepsToPass: onboardingSteps.filter((step) => !done.has(step)),
  };
}

/** The step to take next: the first one left, or null when every step is passed. */
export function nextOnboardingStep(progress: Pick<OnboardingProgress, 'stepsToPass'>): OnboardingStep | null {
  return onboardingSteps.find((step) => progress.stepsToPass.includes(step)) ?? null;
}

/**
 * The welcome page's user check (spec section 2: when it passes, /dashboard/welcome goes to Home): a
 * customer who completed checkout and has no step left.
 */
export function welcomeCheckPasses(
  user: { checkout_completed?: boolean | null },
  progress: Pick<OnboardingProgress, 'stepsToPass'>,
): boolean {
  return Boolean(user.checkout_completed) && progress.stepsToPass.length === 0;
}

/** The parts of the user record that say whether onboarding is for them. */
export type OnboardingUser = Pick<AccessUser, 'is_staff' | 'is_coach' | 'user_kind'> & {
  checkout_completed?: boolean | null;
};

/** Whether onboarding is for a user: a family (a customer who completed checkout), not staff or a coach. */
export function isOnboardingFamily(user: OnboardingUser): boolean {
  const roles = menuRoles(user);
  return Boolean(user.checkout_completed) && !roles.includes('admin') && !roles.includes('coach');
}

/**
 * Whether onboarding is still ahead of a user: a family (a customer who completed checkout, neither staff
 * nor a coach) with a step left to pass. Sign-in lands them on the welcome page; Home asks them to finish.
 */
export function onboardingAhead(
  user: OnboardingUser,
  progress: Pick<OnboardingProgress, 'stepsToPass'>,
): boolean {
  return isOnboardingFamily(user) && progress.stepsToPass.length > 0;
}

/** The dashboard's `uaction` that sign-in sends a family with: the welcome page while a step is left. */
export const welcomeUaction = 'welcome';

/** Where the dashboard's `uaction` leads, read by `uactionDestination`. */
export interface UactionInput {
  /** The `uaction` parameter of the dashboard (spec section 2), or null without one. */
  uaction: string | null | undefined;
  user: OnboardingUser;
  /** The dashboard's sunset state: a sunset account lands on its account details instead. */
  sunset: SunsetState;
  progress: Pick<OnboardingProgress, 'stepsToPass'>;
}

/**
 * Where the dashboard's `uaction` leads (spec section 2, docs/decisions.md): `welcome` to the welcome
 * page and a step's name to that step, while the dashboard is supported and onboarding is ahead of the
 * user with that step left; null (Home) for anything else.
 */
export function uactionDestination({
  uaction,
  user,
  sunset,
  progress,
}: UactionInput): typeof welcomeUaction | OnboardingStep | null {
  if (sunset !== 'supported' || !onboardingAhead(user, progress)) return null;
  if (uaction === welcomeUaction) return welcomeUaction;
  if (isOnboardingStep(uaction) && progress.stepsToPass.includes(uaction)) return uaction;
  return null;
}
