import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from './NotYetAvailable';

// Account details: issue 5; subscription and billing: a later issue.
export function Component() {
  return <NotYetAvailable inShell title={<Trans>Account</Trans>} />;
}
Component.displayName = 'AccountPage';
