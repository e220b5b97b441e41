import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  formatMoney,
  invoiceActions,
  invoiceStatusLabels,
  toInvoiceStatus,
  type InvoiceStatus,
} from '@hub/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { isolateCurrencySign } from '../../internal/bidi';
import { PrintIcon } from '../../internal/icons';
import { Button } from '../Button/Button';
import { Card, type HeadingLevel } from '../Card/Card';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './InvoiceList.css';

/** One invoice as the list shows it. */
export interface InvoiceListItem {
  /** The invoice's external_id: stable key, and what print, remove and refund act on. */
  id: string;
  number: string;
  /** ISO date (YYYY-MM-DD) or date-time. */
  date: string;
  description: string;
  /** Integer minor units (cents) of `currency`. */
  amount: number;
  currency: string;
  /** One of UPCOMING, PAID, FAILED, REFUNDED, REMOVED; an unknown status shows as sent. */
  status: InvoiceStatus | string;
}

/** The invoice whose remove or refund is running. */
export interface InvoicePendingAction {
  invoiceId: string;
  action: 'remove' | 'refund';
}

export interface InvoiceListProps {
  /** All invoices, in the order to show them; the list shows `pageSize` at a time. */
  invoices: readonly InvoiceListItem[];
  /** BCP 47 locale for dates and amounts, usually the UI language. */
  locale: string;
  /** Rows shown at first and added by each Show more; 5 by default. Ignored with `onShowMore`. */
  pageSize?: number;
  /**
   * Pages read from the server: every invoice given is shown, and Show more (offered while `hasMore`)
   * calls this to read the next page; focus moves to the first invoice it adds.
   */
  onShowMore?: () => void;
  /** With `onShowMore`: the server has more invoices than those given. */
  hasMore?: boolean;
  /** With `onShowMore`: the next page is being read (Show more shows a spinner). */
  loadingMore?: boolean;
  /** A print action per invoice: a callback, or `printHref` for a link that opens the printable page. */
  onPrint?: (invoice: InvoiceListItem) => void;
  /** The address of an invoice's printable page: Print becomes a link opening it. */
  printHref?: (invoice: InvoiceListItem) => string;
  /** Offered for FAILED invoices only (domain `invoiceActions`). */
  onRemove?: (invoice: InvoiceListItem) => void;
  /** Offered for invoices that can be refunded (domain `invoiceActions`). */
  onRefund?: (invoice: InvoiceListItem) => void;
  /** The remove or refund that is running: its button shows a spinner. */
  pendingAction?: InvoicePendingAction;
  /** Shows placeholder lines while the invoices load. */
  loading?: boolean;
  /** The invoices could not be loaded: `true` for the usual words, or a message. */
  error?: boolean | ReactNode;
  /** With `error`, offered as a Retry button. */
  onRetry?: () => void;
  /** The retry is running: its button shows a spinner. */
  retrying?: boolean;
  /** "Invoices" by default. */
  title?: ReactNode;
  /** Shown when there are no invoices; "No invoices yet" by default. */
  emptyMessage?: ReactNode;
  /** Level of the title's heading, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
}

const statusTones: Record<InvoiceStatus, 'info' | 'success' | 'danger' | 'warning' | 'neutral'> = {
  UPCOMING: 'info',
  PAID: 'success',
  FAILED: 'danger',
  REFUNDED: 'warning',
  REMOVED: 'neutral',
};

function formatDate(date: string, locale: string): string {
  // A bare date is a calendar day: format it in UTC so no time zone moves it to the day before.
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  if (Number.isNaN(parsed.getTime())) return date;
  try {
    return new Intl.DateTimeFormat([locale, 'en'], { dateStyle: 'medium', timeZone: 'UTC' }).format(parsed);
  } catch {
    return date;
  }
}

/** The billing page's invoices: number, date, description, amount and status, with print, remove and refund. */
export function InvoiceList({
  invoices,
  locale,
  pageSize = 5,
  onShowMore,
  hasMore = false,
  loadingMore = false,
  onPrint,
  printHref,
  onRemove,
  onRefund,
  pendingAction,
  loading = false,
  error = false,
  onRetry,
  retrying = false,
  title,
  emptyMessage,
  headingLevel,
  className,
}: InvoiceListProps) {
  const { i18n, t } = useLingui();
  const step = Math.max(1, Math.floor(pageSize));
  const [visibleCount, setVisibleCount] = useState(step);
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  const focusAfterReveal = useRef<string | null>(null);
  // With server paging, the index of the first invoice the next page adds (focus goes there once it has).
  const focusAfterLoad = useRef<number | null>(null);
  const serverPaged = onShowMore !== undefined;
  const visible = serverPaged ? invoices : invoices.slice(0, visibleCount);
  const hiddenCount = invoices.length - visible.length;
  const canShowMore = serverPaged ? hasMore : hiddenCount > 0;

  // After Show more, focus moves to the first revealed invoice, so keyboard users continue from there.
  useEffect(() => {
    const id = focusAfterReveal.current;
    if (!id) return;
    focusAfterReveal.current = null;
    itemRefs.current.get(id)?.focus();
  }, [visibleCount]);

  useEffect(() => {
    const index = focusAfterLoad.current;
    if (index === null || invoices.length <= index) return;
    focusAfterLoad.current = null;
    const id = invoices[index]?.id;
    if (id) itemRefs.current.get(id)?.focus();
  }, [invoices]);

  function showMore() {
    if (onShowMore) {
      focusAfterLoad.current = invoices.length;
      onShowMore();
      return;
    }
    focusAfterReveal.current = invoices[visibleCount]?.id ?? null;
    setVisibleCount((count) => count + step);
  }

  const stateHeadingLevel = Math.min((headingLevel ?? 2) + 1, 4) as HeadingLevel;
  let content: ReactNode;
  if (loading) {
    content = <Skeleton lines={4} label={t`Loading invoices…`} />;
  } else if (error !== false && error !== undefined && error !== null) {
    content = (
      <ErrorState
        title={t`Whoops, an error occurred`}
        description={error === true ? t`Check your connection and try again.` : error}
        onRetry={onRetry}
        retrying={retrying}
        headingLevel={stateHeadingLevel}
      />
    );
  } else if (invoices.length === 0) {
    content = <EmptyState title={emptyMessage ?? t`No invoices yet`} headingLevel={stateHeadingLevel} />;
  } else {
    content = (
      <>
        <ul className={styles.list}>
          {visible.map((invoice) => {
            const status = toInvoiceStatus(invoice.status);
            const allowed = invoiceActions(invoice.status);
            const pending = pendingAction?.invoiceId === invoice.id ? pendingAction.action : undefined;
            const number = invoice.number;
            return (
              <li
                key={invoice.id}
                tabIndex={-1}
                ref={(element) => {
                  if (element) itemRefs.current.set(invoice.id, element);
                  else itemRefs.current.delete(invoice.id);
                }}
                className={styles.item}
              >
                <div className={styles.main}>
                  <p className={styles.description}>{invoice.description}</p>
                  <p className={styles.meta}>
                    <span>{t`Invoice ${number}`}</span>
                    <span>{formatDate(invoice.date, locale)}</span>
                    <span
                      className={`${styles.badge} ${styles.badgeTone[status ? statusTones[status] : 'neutral']}`}
                    >
                      {/* An unknown status shows as sent: no catalog has it, and the production Lingui does not
                          compile messages at run time. */}
                      {status ? i18n._(invoiceStatusLabels[status]) : invoice.status}
                    </span>
                  </p>
                </div>
                <p className={styles.amount}>
                  {isolateCurrencySign(formatMoney(invoice.amount, invoice.currency, locale))}
                </p>
                <div className={styles.actions}>
                  {printHref ? (
                    <a
                      href={printHref(invoice)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.printLink}
                    >
                      <PrintIcon size="1.1em" />
                      {t`Print`}
                      <VisuallyHidden> {t`invoice ${number} (opens in a new tab)`}</VisuallyHidden>
                    </a>
                  ) : onPrint ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t`Print invoice ${number}`}
                      onClick={() => onPrint(invoice)}
                    >
                      <PrintIcon size="1.1em" />
                      {t`Print`}
                    </Button>
                  ) : null}
                  {onRemove && allowed.canRemove ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t`Remove invoice ${number}`}
                      pending={pending === 'remove'}
                      onClick={() => onRemove(invoice)}
                    >
                      {t`Remove`}
                    </Button>
                  ) : null}
                  {onRefund && allowed.canRefund ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t`Refund invoice ${number}`}
                      pending={pending === 'refund'}
                      onClick={() => onRefund(invoice)}
                    >
                      {t`Refund`}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        {canShowMore ? (
          <div className={styles.more}>
            <Button variant="secondary" onClick={showMore} pending={serverPaged && loadingMore}>
              {t`Show more`}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <Card title={title ?? t`Invoices`} headingLevel={headingLevel} className={className}>
      {content}
    </Card>
  );
}
InvoiceList.displayName = 'InvoiceList';
