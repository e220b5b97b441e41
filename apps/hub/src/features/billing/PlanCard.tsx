import { toPricingPlan, type SubscriptionResponse } from '@hub/api-client';
import {
  planPricing,
  subscriptionStateLabels,
  subscriptionStatusTexts,
  winBackOffer,
  type Subscription,
} from '@hub/domain';
import { Button, Card, type ButtonVariant } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Clock } from '../../shared/clock';
import type { CustomerAction } from './actions';
import * as styles from './BillingSegment.css';
import { useBillingFormat } from '../../shared/billing/use-billing-format';
import { usePlanName } from '../../shared/billing/use-plan-texts';

export interface PlanCardProps {
  subscription: SubscriptionResponse;
  /** The subscription as the domain reads it; null for a status the hub does not know (no actions). */
  state: Subscription | null;
  actions: readonly CustomerAction[];
  onAction: (action: CustomerAction) => void;
  /** The action running without a popup (keeping the subscription): its button shows a spinner. */
  pendingAction?: CustomerAction | null;
  clock: Clock;
  /** Shown under the plan (the outcome of the last change). */
  children?: ReactNode;
}

const variants: Record<CustomerAction, ButtonVariant> = {
  UNDO_CANCEL: 'primary',
  RESUME: 'primary',
  REACTIVATE: 'primary',
  CHANGE_PLAN: 'secondary',
  ACCEPT_OFFER: 'secondary',
  RENEW_REQUEST: 'secondary',
  RETURN_REQUEST: 'secondary',
  CONFIRM_CANCEL: 'destructive',
  CANCEL_REQUEST: 'secondary',
};

/**
 * The current plan (spec section 2): its name and state, price and effective monthly price, the next
 * charge or the day access ends, is returned or the instructions email follows, the accepted offer, and
 * the actions the state allows.
 */
export function PlanCard({
  subscription,
  state,
  actions,
  onAction,
  pendingAction,
  clock,
  children,
}: PlanCardProps) {
  const { i18n } = useLingui();
  const format = useBillingFormat();
  const planName = usePlanName();
  const { plan } = subscription;
  const pricing = planPricing(toPricingPlan(plan), clock);
  const price = format.money(plan.price, plan.currency);
  const monthly = format.money(pricing.monthlyEffectiveMinor, plan.currency);
  const next = subscription.next_charge;
  const amount = next ? format.money(next.amount, next.currency) : '';
  const date = next ? format.day(next.date) : '';
  const statusTexts = state ? subscriptionStatusTexts(state, { ...clock, locale: format.locale }) : [];
  const labels: Record<CustomerAction, ReactNode> = {
    UNDO_CANCEL: <Trans>Keep my subscription</Trans>,
    RESUME: <Trans>Resume subscription</Trans>,
    REACTIVATE: <Trans>Reactivate subscription</Trans>,
    CHANGE_PLAN: <Trans>Change plan</Trans>,
    ACCEPT_OFFER: <Trans>See your offer</Trans>,
    RENEW_REQUEST: <Trans>Request a renewal</Trans>,
    RETURN_REQUEST: <Trans>Request a return</Trans>,
    CONFIRM_CANCEL: <Trans>Confirm cancellation</Trans>,
    CANCEL_REQUEST: <Trans>Cancel subscription</Trans>,
  };

  return (
    <Card title={<Trans>Your plan</Trans>}>
      <p className={styles.planHeader}>
        <span className={styles.planName}>{planName(plan)}</span>
        <span className={styles.badge}>
          {state ? i18n._(subscriptionStateLabels[state.state]) : subscription.status}
        </span>
        {subscription.offer && state?.offer ? (
          <span className={styles.offerBadge}>{i18n._(winBackOffer(state.offer).label)}</span>
        ) : null}
      </p>
      <ul className={styles.facts}>
        <li>{format.perTerm(price, plan.months)}</li>
        {plan.months > 1 ? <li className={styles.muted}>{format.perMonth(monthly)}</li> : null}
        {next ? (
          <li>
            <Trans>
              Next charge: {amount} on {date}
            </Trans>
          </li>
        ) : null}
        {statusTexts.map((text) => (
          <li key={text.id}>
            <strong>{i18n._(text)}</strong>
          </li>
        ))}
        {subscription.return_status ? (
          <li>
            <Link className={styles.link} to="/packagereturns">
              <Trans>Follow the return of your kit</Trans>
            </Link>
          </li>
        ) : null}
      </ul>
      {children}
      {actions.length > 0 ? (
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={variants[action]}
              pending={pendingAction === action}
              onClick={() => onAction(action)}
            >
              {labels[action]}
            </Button>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
