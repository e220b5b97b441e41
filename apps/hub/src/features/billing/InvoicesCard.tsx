import {
  invalidateBilling,
  invoicesInfiniteQueryOptions,
  refundInvoice,
  removeInvoice,
  type Invoice,
} from '@hub/api-client';
import { errorRefundingInvoice, errorRemovingInvoice, whoopsDetail, whoopsTitle } from '@hub/domain';
import { InvoiceList, Notice, Popup, type InvoiceListItem } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useHub } from '../../shared/use-hub';
import { FailureNotice } from './FailureNotice';
import * as styles from './BillingSegment.css';
import { failureOf, type BillingFailure } from './use-billing';

/** The printable page of an invoice (spec section 2: `/invoice?ext_id=&account_id=`). */
export function printInvoicePath(invoice: { external_id: string }, accountId: number): string {
  return `/invoice?${new URLSearchParams({ ext_id: invoice.external_id, account_id: String(accountId) })}`;
}

/** An invoice as the list shows it. */
function toItem(invoice: Invoice): InvoiceListItem {
  return {
    id: invoice.external_id,
    number: invoice.number ?? '—',
    date: invoice.date,
    description: invoice.description,
    amount: invoice.amount,
    currency: invoice.currency,
    status: invoice.status,
  };
}

type StaffAction = { action: 'refund' | 'remove'; invoice: Invoice };

/**
 * The invoices, ten at a time from the server (Show more reads the next page), each with Print. Staff also
 * refund a paid invoice and remove a failed one, each confirmed first; a failure is titled as spec section
 * 8 says ('Error Refunding Invoice', 'Error Removing Invoice').
 */
export function InvoicesCard({ accountId, staff }: { accountId: number; staff: boolean }) {
  const hub = useHub();
  const { i18n } = useLingui();
  const invoices = useInfiniteQuery(invoicesInfiniteQueryOptions(hub.api, accountId));
  const list = invoices.data?.pages.flatMap((page) => page.results) ?? [];
  const [asked, setAsked] = useState<StaffAction | null>(null);
  const [failure, setFailure] = useState<BillingFailure | null>(null);
  const [done, setDone] = useState<StaffAction | null>(null);
  const staffCall = useMutation({
    mutationFn: ({ action, invoice }: StaffAction) =>
      action === 'refund' ? refundInvoice(hub.api, invoice) : removeInvoice(hub.api, invoice),
    onSettled: () => invalidateBilling(hub.queryClient, accountId),
  });

  const find = (item: InvoiceListItem) => list.find((invoice) => invoice.external_id === item.id);
  const ask = (action: StaffAction['action']) => (item: InvoiceListItem) => {
    const invoice = find(item);
    setFailure(null);
    setDone(null);
    if (invoice) setAsked({ action, invoice });
  };

  async function confirm(request: StaffAction) {
    setFailure(null);
    const result = await staffCall.mutateAsync(request);
    if (result.ok) {
      setAsked(null);
      setDone(request);
    } else {
      setFailure(failureOf(result));
    }
  }

  const number = (asked ?? done)?.invoice.number ?? '—';
  return (
    <div className={styles.stack}>
      {done ? (
        <Notice tone="success" onDismiss={() => setDone(null)}>
          {done.action === 'refund' ? (
            <Trans>Invoice {number} is refunded.</Trans>
          ) : (
            <Trans>Invoice {number} is removed.</Trans>
          )}
        </Notice>
      ) : null}
      <InvoiceList
        invoices={list.map(toItem)}
        locale={i18n.locale}
        printHref={(item) => printInvoicePath({ external_id: item.id }, accountId)}
        onShowMore={() => void invoices.fetchNextPage()}
        hasMore={invoices.hasNextPage}
        loadingMore={invoices.isFetchingNextPage}
        loading={invoices.isPending}
        error={invoices.isError && !invoices.data ? i18n._(whoopsDetail) : false}
        onRetry={() => void invoices.refetch()}
        retrying={invoices.isFetching}
        onRefund={staff ? ask('refund') : undefined}
        onRemove={staff ? ask('remove') : undefined}
        pendingAction={
          staffCall.isPending && staffCall.variables
            ? { invoiceId: staffCall.variables.invoice.external_id, action: staffCall.variables.action }
            : undefined
        }
      />
      {invoices.isFetchNextPageError ? (
        <Notice tone="error" title={i18n._(whoopsTitle)}>
          {i18n._(whoopsDetail)}
        </Notice>
      ) : null}
      {asked ? (
        <Popup
          open
          variant="destructive"
          size="sm"
          onOpenChange={(open) => {
            if (!open) setAsked(null);
          }}
          title={
            asked.action === 'refund' ? (
              <Trans>Refund invoice {number}?</Trans>
            ) : (
              <Trans>Remove invoice {number}?</Trans>
            )
          }
          primaryAction={{
            label: asked.action === 'refund' ? <Trans>Refund</Trans> : <Trans>Remove</Trans>,
            pending: staffCall.isPending,
            onClick: (event) => {
              event.preventDefault();
              void confirm(asked);
            },
          }}
          secondaryAction={{ label: <Trans>Not now</Trans> }}
        >
          {failure ? (
            <FailureNotice
              failure={failure}
              title={i18n._(asked.action === 'refund' ? errorRefundingInvoice : errorRemovingInvoice)}
            />
          ) : null}
        </Popup>
      ) : null}
    </div>
  );
}
