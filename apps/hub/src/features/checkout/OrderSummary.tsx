import { toPricingPlan, type ProgramPlan, type PromoCodeResponse } from '@hub/api-client';
import { orderTotals } from '@hub/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useBillingFormat } from '../../shared/billing/use-billing-format';
import * as styles from './CheckoutPage.css';
import { usePlanName } from '../../shared/billing/use-plan-texts';

export interface OrderSummaryProps {
  plan: ProgramPlan | null;
  promo: PromoCodeResponse | null;
  /** The shipping address's country and state so far: taxes and shipping follow them. */
  country: string;
  state: string;
}

/**
 * What the order costs as the form stands: the plan, the promo's discount, shipping and taxes for the
 * address typed so far, the total charged today and what each later term costs. The amounts are
 * @hub/domain's `orderTotals()`, the computation the server charges and invoices with.
 */
export function OrderSummary({ plan, promo, country, state }: OrderSummaryProps) {
  const { t } = useLingui();
  const format = useBillingFormat();
  const planName = usePlanName();
  const titleId = useId();

  if (!plan) {
    return (
      <section className={styles.panel} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.legend}>
          <Trans>Order summary</Trans>
        </h2>
        <p className={styles.hint}>
          <Trans>Choose a plan to see what it costs.</Trans>
        </p>
      </section>
    );
  }

  const totals = orderTotals({
    plan: { ...toPricingPlan(plan), recurring: plan.recurring },
    promo,
    country: country || 'US',
    state,
  });
  const money = (amount: number) => format.money(amount, totals.currency);
  const code = promo?.codeString ?? '';
  const recurring =
    totals.recurringTotal !== null ? format.perTerm(money(totals.recurringTotal), plan.months) : null;
  const renews = format.day(plan.billing_date);

  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-live="polite">
      <h2 id={titleId} className={styles.legend}>
        <Trans>Order summary</Trans>
      </h2>
      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt className={styles.term}>{planName(plan)}</dt>
          <dd className={styles.amount}>{money(totals.subtotal)}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.term}>{t`Subtotal`}</dt>
          <dd className={styles.amount}>{money(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 ? (
          <div className={styles.summaryRow}>
            <dt className={styles.term}>{t`Promo code ${code}`}</dt>
            <dd className={styles.amount}>−{money(totals.discount)}</dd>
          </div>
        ) : null}
        <div className={styles.summaryRow}>
          <dt className={styles.term}>{t`Shipping`}</dt>
          <dd className={styles.amount}>{totals.shipping === 0 ? t`Free` : money(totals.shipping)}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.term}>{t`Taxes`}</dt>
          <dd className={styles.amount}>{money(totals.taxes)}</dd>
        </div>
        <div className={styles.summaryTotal}>
          <dt className={styles.term}>{t`Total today`}</dt>
          <dd className={styles.amount}>{money(totals.total)}</dd>
        </div>
      </dl>
      {recurring ? (
        <p className={styles.hint}>
          <Trans>
            Then {recurring} from {renews}, taxes included, until you cancel.
          </Trans>
        </p>
      ) : null}
      <p className={styles.hint}>
        <Trans>Shipping and taxes follow your shipping address.</Trans>
      </p>
    </section>
  );
}
