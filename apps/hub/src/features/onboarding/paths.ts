import type { OnboardingStep } from '@hub/domain';
import { welcomePath } from '../../shared/paths';

/** One onboarding step (root.user.onboarding.step). */
export function stepPath(step: OnboardingStep): string {
  return `${welcomePath}/${step}`;
}
