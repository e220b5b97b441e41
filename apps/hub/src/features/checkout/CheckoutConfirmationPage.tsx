import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from '../../app/NotYetAvailable';

// Order confirmation: a later issue.
export function Component() {
  return <NotYetAvailable title={<Trans>Order confirmation</Trans>} />;
}
Component.displayName = 'CheckoutConfirmationPage';
