import { invalidateBilling, requestPaymentUpdateEmail, type Invoice } from '@hub/api-client';
import { Button, Notice } from '@hub/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useBillingFormat } from '../../shared/billing/use-billing-format';
import { useHub } from '../../shared/use-hub';
import * as styles from './BillingSegment.css';
import { FailureNotice } from './FailureNotice';
import { failureOf } from './use-billing';

/**
 * A charge that failed (spec section 4: FAILED), with the two ways to pay it: a new card, charged at once,
 * or the secure card update email (`request_update_email`), whose link opens the card popup here.
 */
export function FailedPaymentNotice({
  invoice,
  accountId,
  onPay,
}: {
  invoice: Invoice;
  accountId: number;
  onPay: () => void;
}) {
  const hub = useHub();
  const format = useBillingFormat();
  const email = useMutation({
    mutationFn: () => requestPaymentUpdateEmail(hub.api, accountId),
    // The ask is a row of the billing log: the history shows it.
    onSettled: () => invalidateBilling(hub.queryClient, accountId),
  });
  const failure = email.data ? failureOf(email.data) : null;
  const number = invoice.number ?? '—';
  const date = format.day(invoice.date);
  const amount = format.money(invoice.amount, invoice.currency);
  return (
    <div className={styles.stack}>
      <Notice tone="warning" title={<Trans>A payment did not go through</Trans>}>
        <Trans>
          Invoice {number} of {date}: {amount}.
        </Trans>
        <span className={styles.actions}>
          <Button size="sm" onClick={onPay}>
            <Trans>Update card and pay now</Trans>
          </Button>
          <Button size="sm" variant="secondary" pending={email.isPending} onClick={() => email.mutate()}>
            <Trans>Email me a secure link instead</Trans>
          </Button>
        </span>
      </Notice>
      {email.data?.ok ? (
        <Notice tone="success" onDismiss={() => email.reset()}>
          <Trans>
            We emailed you a secure link to update your card. It opens this page with the card form.
          </Trans>
        </Notice>
      ) : null}
      {failure ? <FailureNotice failure={failure} /> : null}
    </div>
  );
}
