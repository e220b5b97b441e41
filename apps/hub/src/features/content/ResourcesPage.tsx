import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from '../../app/NotYetAvailable';

// Resources: a later issue.
export function Component() {
  return <NotYetAvailable inShell title={<Trans>Resources</Trans>} />;
}
Component.displayName = 'ResourcesPage';
