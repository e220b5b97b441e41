import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from './NotYetAvailable';

// Resources: a later issue.
export function Component() {
  return <NotYetAvailable inShell title={<Trans>Resources</Trans>} />;
}
Component.displayName = 'ResourcesPage';
