import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from './NotYetAvailable';

// The login page: issue 5.
export function Component() {
  return <NotYetAvailable title={<Trans>Sign in</Trans>} />;
}
Component.displayName = 'LoginPage';
