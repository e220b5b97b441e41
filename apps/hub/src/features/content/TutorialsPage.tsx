import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from '../../app/NotYetAvailable';

// Tutorials: a later issue.
export function Component() {
  return <NotYetAvailable inShell title={<Trans>Tutorials</Trans>} />;
}
Component.displayName = 'TutorialsPage';
