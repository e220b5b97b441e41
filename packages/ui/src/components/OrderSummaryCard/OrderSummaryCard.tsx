import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@hub/domain';
import type { ReactNode } from 'react';
import { isolateCurrencySign } from '../../internal/bidi';
import { Card, type HeadingLevel } from '../Card/Card';
import * as styles from './OrderSummaryCard.css';

/** The card an order was paid with. */
export interface PaymentCard {
  /** E.g. 'Visa'. */
  type: string;
  lastFour: string;
}

export interface OrderSummaryCardProps {
  /** The order's number as the customer sees it. */
  orderNumber: string;
  /** Amounts in integer minor units (cents) of `currency`. */
  subtotal: number;
  /** What a promo code took off the subtotal, in minor units; shown when above zero. */
  discount?: number;
  /** Names the discount's line ("Promo code WELCOME10"); "Discount" by default. */
  discountLabel?: ReactNode;
  /** Taxes in minor units (cents) of `currency`. */
  taxes: number;
  /** Shipping in minor units; 0 shows as free. */
  shipping: number;
  /** What was charged, in minor units. */
  total: number;
  /** What the subscription costs each period after this order, when it renews. */
  recurringTotal?: number;
  /** ISO 4217 code, e.g. 'USD'. */
  currency: string;
  /** BCP 47 locale to format amounts in, usually the UI language. */
  locale: string;
  /** The card paid with (type and last four digits). */
  card?: PaymentCard;
  /** "Order summary" by default. */
  title?: ReactNode;
  /** Level of the title's heading (2 by default), to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
}

/** The order confirmation's summary: number, amounts (a promo's discount too), the recurring total and the card used. */
export function OrderSummaryCard({
  orderNumber,
  subtotal,
  discount,
  discountLabel,
  taxes,
  shipping,
  total,
  recurringTotal,
  currency,
  locale,
  card,
  title,
  headingLevel,
  className,
}: OrderSummaryCardProps) {
  const { t } = useLingui();
  const money = (amount: number) => isolateCurrencySign(formatMoney(amount, currency, locale));
  // Named variables give translators {cardType} and {lastFour} rather than {0} and {1}.
  const cardType = card?.type;
  const lastFour = card?.lastFour;
  return (
    <Card title={title ?? t`Order summary`} headingLevel={headingLevel} className={className}>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt className={styles.term}>{t`Order number`}</dt>
          <dd className={styles.value}>{orderNumber}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>{t`Subtotal`}</dt>
          <dd className={styles.value}>{money(subtotal)}</dd>
        </div>
        {discount !== undefined && discount > 0 ? (
          <div className={styles.row}>
            <dt className={styles.term}>{discountLabel ?? t`Discount`}</dt>
            <dd className={styles.value}>−{money(discount)}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt className={styles.term}>{t`Taxes`}</dt>
          <dd className={styles.value}>{money(taxes)}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>{t`Shipping`}</dt>
          {/* Free shipping is worded, not shown as a zero amount (our choice; the spec is silent). */}
          <dd className={styles.value}>{shipping === 0 ? t`Free` : money(shipping)}</dd>
        </div>
        <div className={`${styles.row} ${styles.totalRow}`}>
          <dt className={styles.totalTerm}>{t`Total`}</dt>
          <dd className={styles.value}>{money(total)}</dd>
        </div>
        {recurringTotal !== undefined ? (
          <div className={`${styles.row} ${styles.recurringRow}`}>
            <dt className={styles.term}>{t`Recurring total`}</dt>
            <dd className={styles.value}>{money(recurringTotal)}</dd>
          </div>
        ) : null}
        {card ? (
          <div className={styles.row}>
            <dt className={styles.term}>{t`Paid with`}</dt>
            <dd className={styles.value}>{t`${cardType} ending in ${lastFour}`}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
OrderSummaryCard.displayName = 'OrderSummaryCard';
