import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from '../../app/NotYetAvailable';

// Onboarding: a later issue.
export function Component() {
  return <NotYetAvailable inShell title={<Trans>Welcome</Trans>} />;
}
Component.displayName = 'OnboardingPage';
