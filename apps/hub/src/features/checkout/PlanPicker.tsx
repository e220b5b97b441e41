import type { ProgramPlan } from '@hub/api-client';
import { ErrorState, Skeleton, useFormField, useRenderMessage } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useBillingFormat } from '../../shared/billing/use-billing-format';
import { usePlanName } from '../../shared/billing/use-plan-texts';
import * as styles from './CheckoutPage.css';

export interface PlanPickerProps {
  /** The tag's plans; undefined while they load. */
  plans: ProgramPlan[] | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * The tag's plans as one choice (radio buttons, bound to the form's `plan`): each with its name and
 * description (the locale's program plan texts), its price for the term and per month, a lower discounted
 * price beside the list price, and when it renews. Loading shows a placeholder; a failure, a retry.
 */
export function PlanPicker({ plans, failed, retrying, onRetry }: PlanPickerProps) {
  const { t } = useLingui();
  const format = useBillingFormat();
  const planName = usePlanName();
  const renderMessage = useRenderMessage();
  const field = useFormField<string>('plan');
  const legendId = useId();
  const errorId = useId();
  const errors = field?.errors ?? [];

  return (
    <fieldset className={styles.fieldset} aria-describedby={errors.length > 0 ? errorId : undefined}>
      <legend id={legendId} className={styles.legend}>
        <Trans>Choose your plan</Trans>
      </legend>
      {failed ? (
        <ErrorState
          title={<Trans>The plans could not be loaded</Trans>}
          description={<Trans>Please try again. If it persists, contact support.</Trans>}
          onRetry={onRetry}
          retrying={retrying}
          retryLabel={<Trans>Try again</Trans>}
          headingLevel={3}
        />
      ) : !plans ? (
        <Skeleton variant="lines" lines={4} label={t`Loading the plans…`} />
      ) : plans.length === 0 ? (
        <p className={styles.hint}>
          <Trans>No plans are available right now. Please come back later.</Trans>
        </p>
      ) : (
        <div className={styles.plans}>
          {plans.map((plan) => {
            const texts = format.planTexts(plan.id);
            const charge = plan.discounted_price ?? plan.price;
            const price = format.money(charge, plan.currency);
            const listPrice = plan.discounted_price !== null ? format.money(plan.price, plan.currency) : null;
            const monthly = format.money(plan.monthly_effective_price, plan.currency);
            const renews = format.day(plan.billing_date);
            return (
              <label key={plan.id} className={styles.plan}>
                <input
                  type="radio"
                  className={styles.radio}
                  name="plan"
                  value={plan.id}
                  checked={field?.value === plan.id}
                  onChange={() => field?.setValue(plan.id)}
                  onBlur={() => field?.blur()}
                  disabled={field?.locked || field?.disabled}
                  required
                />
                <span className={styles.planText}>
                  <span className={styles.planName}>{planName(plan)}</span>
                  {texts?.description ? <span className={styles.muted}>{texts.description}</span> : null}
                  <span className={styles.planPrice}>
                    {listPrice ? (
                      <del className={styles.listPrice}>
                        <Trans>was {listPrice}</Trans>
                      </del>
                    ) : null}
                    {format.perTerm(price, plan.months)}
                  </span>
                  <span className={styles.muted}>{format.perMonth(monthly)}</span>
                  <span className={styles.muted}>
                    {plan.recurring ? <Trans>Renews on {renews}</Trans> : <Trans>Does not renew</Trans>}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
      {errors.length > 0 ? (
        <p id={errorId} className={styles.error}>
          {errors.map(renderMessage)}
        </p>
      ) : null}
    </fieldset>
  );
}
