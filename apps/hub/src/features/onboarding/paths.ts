import type { OnboardingStep } from '@hub/domain';

/** The welcome page (spec section 2: dashboard/welcome, root.user.onboarding). */
export const welcomePath = '/dashboard/welcome';

/** One onboarding step (root.user.onboarding.step). */
export function stepPath(step: OnboardingStep): string {
  return `${welcomePath}/${step}`;
}
