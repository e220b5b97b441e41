import { EmptyState } from '@hub/ui';
import { Trans } from '@lingui/react/macro';

/** Said to a user who is not the account's billing user (spec section 6: billing is for billing users). */
export function NotBillingUser() {
  return (
    <EmptyState
      headingLevel={2}
      title={<Trans>Subscription and billing</Trans>}
      description={<Trans>Only the person who pays for the account sees its subscription and billing.</Trans>}
    />
  );
}
