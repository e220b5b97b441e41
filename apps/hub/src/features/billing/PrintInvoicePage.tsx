import { Trans } from '@lingui/react/macro';
import { NotYetAvailable } from '../../app/NotYetAvailable';

// Printable invoice: a later issue.
export function Component() {
  return <NotYetAvailable title={<Trans>Invoice</Trans>} />;
}
Component.displayName = 'PrintInvoicePage';
