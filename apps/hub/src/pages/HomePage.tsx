import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from './NotYetAvailable';

// Built with sign-in (issue 5).
export function Component() {
  return <NotYetAvailable inShell title={<Trans>Home</Trans>} />;
}
Component.displayName = 'HomePage';
