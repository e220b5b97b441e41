import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from '../../app/NotYetAvailable';

// Coaching: a later issue.
export function Component() {
  return <NotYetAvailable inShell title={<Trans>Coaching</Trans>} />;
}
Component.displayName = 'CoachingPage';
