import { ApiError, invoiceQueryOptions } from '@hub/api-client';
import { invoiceStatusLabels, toInvoiceStatus } from '@hub/domain';
import { Button, ErrorState, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { billingPath } from '../../shared/paths';
import { QueryFailure } from '../../shared/QueryFailure';
import { useHub } from '../../shared/use-hub';
import { AddressLines } from './PaymentCards';
import * as styles from './BillingPages.css';
import { useBillingFormat } from '../../shared/billing/use-billing-format';

/** The invoice the address names: `ext_id` and a whole positive `account_id`, or null. */
function invoiceOf(params: URLSearchParams): { externalId: string; accountId: number } | null {
  const externalId = params.get('ext_id')?.trim();
  const accountId = Number(params.get('account_id'));
  return externalId && Number.isInteger(accountId) && accountId > 0 ? { externalId, accountId } : null;
}

/**
 * The printable invoice (spec section 2: `/invoice?ext_id=&account_id=`), without the shell and with a
 * print stylesheet: number, date, description, amount, status, the account billed and the card. The
 * account is the address's, so staff print any account's invoice; the server refuses anyone else.
 */
export function Component() {
  const hub = useHub();
  const { i18n } = useLingui();
  const format = useBillingFormat();
  const [params] = useSearchParams();
  const wanted = invoiceOf(params);
  const invoice = useQuery({
    ...invoiceQueryOptions(hub.api, wanted?.accountId ?? 0, wanted?.externalId ?? ''),
    enabled: wanted !== null,
  });

  let content: ReactNode;
  if (!wanted) {
    content = <ErrorState headingLevel={2} title={<Trans>We could not find this invoice</Trans>} />;
  } else if (invoice.isPending) {
    content = <Skeleton lines={8} />;
  } else if (invoice.isError) {
    const status = invoice.error instanceof ApiError ? invoice.error.status : 0;
    content =
      status === 403 || status === 404 ? (
        <ErrorState
          headingLevel={2}
          title={
            status === 403 ? (
              <Trans>You do not have access to this invoice</Trans>
            ) : (
              <Trans>We could not find this invoice</Trans>
            )
          }
        />
      ) : (
        <QueryFailure query={invoice} headingLevel={2} />
      );
  } else {
    const data = invoice.data;
    const number = data.number;
    const status = toInvoiceStatus(data.status);
    const card = data.payment_method;
    content = (
      <article className={styles.sheet} aria-labelledby="invoice-title">
        <p className={styles.brand}>
          <Trans>Customer hub</Trans>
        </p>
        <h1 id="invoice-title" className={styles.title}>
          {number ? <Trans>Invoice {number}</Trans> : <Trans>Upcoming invoice</Trans>}
        </h1>
        <dl className={styles.facts}>
          <dt className={styles.term}>
            <Trans>Date</Trans>
          </dt>
          <dd className={styles.value}>{format.day(data.date)}</dd>
          <dt className={styles.term}>
            <Trans>Description</Trans>
          </dt>
          <dd className={styles.value}>
            <bdi>{data.description}</bdi>
          </dd>
          <dt className={styles.term}>
            <Trans>Amount</Trans>
          </dt>
          <dd className={`${styles.value} ${styles.amount}`}>
            <bdi>{format.money(data.amount, data.currency)}</bdi>
          </dd>
          <dt className={styles.term}>
            <Trans>Status</Trans>
          </dt>
          {/* An unknown status shows as sent (no catalog has it). */}
          <dd className={styles.value}>{status ? i18n._(invoiceStatusLabels[status]) : data.status}</dd>
          <dt className={styles.term}>
            <Trans>Billed to</Trans>
          </dt>
          <dd className={styles.value}>
            <bdi>{data.account.name}</bdi>
            <br />
            <bdi>{data.account.email}</bdi>
            {data.account.billing_address ? <AddressLines address={data.account.billing_address} /> : null}
          </dd>
          <dt className={styles.term}>
            <Trans>Paid with</Trans>
          </dt>
          <dd className={styles.value}>
            {card ? <bdi>{format.card(card.brand, card.last4)}</bdi> : <Trans>No card on file</Trans>}
          </dd>
        </dl>
      </article>
    );
  }

  return (
    <main className={styles.page}>
      {invoice.data ? null : (
        <h1 className={styles.title}>
          <Trans>Invoice</Trans>
        </h1>
      )}
      <div className={styles.toolbar}>
        <Link className={styles.link} to={billingPath}>
          <Trans>Back to Subscription & Billing</Trans>
        </Link>
        {invoice.data ? (
          <Button variant="secondary" onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        ) : null}
      </div>
      {content}
    </main>
  );
}
Component.displayName = 'PrintInvoicePage';
