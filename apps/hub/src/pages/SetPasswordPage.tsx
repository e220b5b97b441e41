import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from './NotYetAvailable';

// Set password: a later issue.
export function Component() {
  return <NotYetAvailable title={<Trans>Set your password</Trans>} />;
}
Component.displayName = 'SetPasswordPage';
