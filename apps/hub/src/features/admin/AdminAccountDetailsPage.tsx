import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from '../../app/NotYetAvailable';

// Admin account details: a later issue.
export function Component() {
  return <NotYetAvailable title={<Trans>Account details</Trans>} />;
}
Component.displayName = 'AdminAccountDetailsPage';
