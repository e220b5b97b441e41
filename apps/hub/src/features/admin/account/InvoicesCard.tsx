import {
  invalidateBilling,
  invoicesInfiniteQueryOptions,
  refundInvoice,
  removeInvoice,
  type AdminAccount,
  type Invoice,
} from '@hub/api-client';
import { errorRefundingInvoice, errorRemovingInvoice, whoopsDetail, whoopsTitle } from '@hub/domain';
import { InvoiceList, Notice, Popup, type InvoiceListItem } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountDetails.css';
import { failureOf, FailureNotice, OutcomeNotice, useOutcome, type AdminFailure } from './outcome';
import { timelineOf } from './use-account-change';
import { useAdminFormat } from './use-admin-format';

/** The printable page of an invoice (spec section 2: `/invoice?ext_id=&account_id=`). */
function printPath(externalId: string, accountId: number): string {
  return `/invoice?${new URLSearchParams({ ext_id: externalId, account_id: String(accountId) })}`;
}

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

type InvoiceAction = { action: 'refund' | 'remove'; invoice: Invoice };

/**
 * The account's invoices, ten at a time (Show more reads the next page), with billing's staff calls: a
 * paid invoice refunded, a failed one removed, each confirmed first in a popup that names the invoice and
 * its amount; the outcome is said above the list, a failure in the popup titled as spec section 8 says.
 */
export function InvoicesCard({ account }: { account: AdminAccount }) {
  const hub = useHub();
  const { i18n } = useLingui();
  const format = useAdminFormat();
  const invoices = useInfiniteQuery(invoicesInfiniteQueryOptions(hub.api, account.id));
  const list = invoices.data?.pages.flatMap((page) => page.results) ?? [];
  const { outcome, clear, succeeded } = useOutcome();
  const [asked, setAsked] = useState<InvoiceAction | null>(null);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  const staffCall = useMutation({
    mutationFn: ({ action, invoice }: InvoiceAction) =>
      action === 'refund' ? refundInvoice(hub.api, invoice) : removeInvoice(hub.api, invoice),
    onSettled: () =>
      Promise.all([
        invalidateBilling(hub.queryClient, account.id),
        hub.queryClient.invalidateQueries({ queryKey: timelineOf(account.id) }),
      ]),
  });

  const ask = (action: InvoiceAction['action']) => (item: InvoiceListItem) => {
    const invoice = list.find((candidate) => candidate.external_id === item.id);
    clear();
    setFailure(null);
    if (invoice) setAsked({ action, invoice });
  };

  async function confirm(request: InvoiceAction) {
    setFailure(null);
    const result = await staffCall.mutateAsync(request);
    if (!result.ok) {
      setFailure(failureOf(result));
      return;
    }
    setAsked(null);
    const number = request.invoice.number ?? '—';
    const amount = format.money(request.invoice.amount, request.invoice.currency);
    succeeded(
      request.action === 'refund' ? (
        <Trans>
          Invoice {number} is refunded: {amount} goes back to the family.
        </Trans>
      ) : (
        <Trans>
          Invoice {number} ({amount}) is removed.
        </Trans>
      ),
    );
  }

  const number = asked?.invoice.number ?? '—';
  const amount = asked ? format.money(asked.invoice.amount, asked.invoice.currency) : '';
  return (
    <div className={styles.stack}>
      <OutcomeNotice outcome={outcome} onDismiss={clear} />
      <InvoiceList
        invoices={list.map(toItem)}
        locale={i18n.locale}
        printHref={(item) => printPath(item.id, account.id)}
        onShowMore={() => void invoices.fetchNextPage()}
        hasMore={invoices.hasNextPage}
        loadingMore={invoices.isFetchingNextPage}
        loading={invoices.isPending}
        error={invoices.isError && !invoices.data ? i18n._(whoopsDetail) : false}
        onRetry={() => void invoices.refetch()}
        retrying={invoices.isFetching}
        onRefund={ask('refund')}
        onRemove={ask('remove')}
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
          size="sm"
          variant="destructive"
          onOpenChange={(open) => {
            if (!open) setAsked(null);
          }}
          title={
            asked.action === 'refund' ? (
              <Trans>
                Refund invoice {number} of {amount}?
              </Trans>
            ) : (
              <Trans>
                Remove invoice {number} of {amount}?
              </Trans>
            )
          }
          description={
            asked.action === 'refund' ? (
              <Trans>The family gets {amount} back on their card. This cannot be undone.</Trans>
            ) : (
              <Trans>The failed charge is no longer asked for. This cannot be undone.</Trans>
            )
          }
          primaryAction={{
            label: asked.action === 'refund' ? <Trans>Refund {amount}</Trans> : <Trans>Remove invoice</Trans>,
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
