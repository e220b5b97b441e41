import type { OnboardingStep } from '@hub/domain';
import { Trans } from '@lingui/react/macro';

/** The title of an onboarding step. */
export function StepTitle({ step }: { step: OnboardingStep }) {
  switch (step) {
    case 'kit_setup':
      return <Trans>Set up the kit</Trans>;
    case 'player_profiles':
      return <Trans>Complete your children’s profiles</Trans>;
    case 'family_survey':
      return <Trans>Tell us about your family</Trans>;
  }
}

/** What an onboarding step asks for, in a line. */
export function StepDescription({ step }: { step: OnboardingStep }) {
  switch (step) {
    case 'kit_setup':
      return <Trans>Charge the tablet, pair the heart-rate sensor and play the first game together.</Trans>;
    case 'player_profiles':
      return <Trans>Add each child’s birth year, so the games fit their age.</Trans>;
    case 'family_survey':
      return <Trans>Two questions about what you hope the games help with and when your family plays.</Trans>;
  }
}
