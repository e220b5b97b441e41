import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from './NotYetAvailable';

// Built with sign-in (issue 5): the signed-in shell with header, side menu and content.
export function Component() {
  return <NotYetAvailable title={<Trans>Dashboard</Trans>} />;
}
Component.displayName = 'UserShell';
