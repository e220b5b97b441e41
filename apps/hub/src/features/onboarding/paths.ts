import type { OnboardingStep } from '@hub/domain';
import { welcomePath } from '../../shared/paths';

export { welcomePath };

/** One onboarding step (root.user.onboarding.step). */
export function stepPath(step: OnboardingStep): string {
  return `${welcomePath}/${step}`;
}
