import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from '../../app/NotYetAvailable';

// Checkout: a later issue.
export function Component() {
  return <NotYetAvailable title={<Trans>Checkout</Trans>} />;
}
Component.displayName = 'CheckoutPage';
