import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from '../../app/NotYetAvailable';

// Admin accounts: a later issue.
export function Component() {
  return <NotYetAvailable title={<Trans>Accounts</Trans>} />;
}
Component.displayName = 'AdminAccountsPage';
