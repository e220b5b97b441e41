import {
  changePlan,
  plansQueryOptions,
  reactivateSubscription,
  renewSubscription,
  requestReturn,
  resumeSubscription,
  toPricingPlan,
  type SubscriptionResponse,
} from '@hub/api-client';
import { instructionsEmailHours, instructionsEmailText, planPricing, withValues } from '@hub/domain';
import { Button, Popup, Skeleton, TextField } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Clock } from '../../shared/clock';
import { QueryFailure } from '../../shared/QueryFailure';
import { useHub } from '../../shared/use-hub';
import { FailureNotice } from './FailureNotice';
import * as styles from './BillingSegment.css';
import { failureOf, useSubscriptionChange, type BillingFailure } from './use-billing';
import { useBillingFormat } from '../../shared/billing/use-billing-format';
import { usePlanName } from '../../shared/billing/use-plan-texts';

/** The longest note of a return request (docs/billing-api.md: `reason`, 0 to 500 characters). */
const returnReasonMax = 500;

/** The changes made through a plain confirmation popup. */
export type SimpleChange = 'resume' | 'reactivate' | 'renew' | 'return';

interface ChangePopupBase {
  subscription: SubscriptionResponse;
  clock: Clock;
  onOpenChange: (open: boolean) => void;
  /** Called with the subscription after the change; the popup then closes. */
  onChanged: (subscription: SubscriptionResponse) => void;
}

/** Runs a subscription change from a popup, keeping its failure to show there. */
function usePopupChange(accountId: number) {
  const change = useSubscriptionChange(accountId);
  const [failure, setFailure] = useState<BillingFailure | null>(null);
  async function run(
    call: Parameters<typeof change.mutateAsync>[0],
    onChanged: (subscription: SubscriptionResponse) => void,
  ) {
    setFailure(null);
    const result = await change.mutateAsync(call);
    if (result.ok) onChanged(result.data);
    else setFailure(failureOf(result));
  }
  return { run, failure, pending: change.isPending };
}

/**
 * Resume, reactivate, renew or return, each confirmed in a popup that says what happens: when billing
 * resumes, the new term and its price, or that an email with instructions follows (spec section 4).
 */
export function SimpleChangePopup({
  change: kind,
  subscription,
  clock,
  onOpenChange,
  onChanged,
}: ChangePopupBase & { change: SimpleChange }) {
  const { i18n } = useLingui();
  const format = useBillingFormat();
  const planName = usePlanName();
  const { run, failure, pending } = usePopupChange(subscription.account);
  const [reason, setReason] = useState('');
  const accountId = subscription.account;
  const { plan } = subscription;
  const instructions = i18n._(withValues(instructionsEmailText, { hours: instructionsEmailHours }));

  let title: ReactNode;
  let action: ReactNode;
  let body: ReactNode;
  let call: Parameters<typeof run>[0];
  switch (kind) {
    case 'resume': {
      const date = subscription.paid_through ? format.day(subscription.paid_through) : '';
      title = <Trans>Resume your subscription</Trans>;
      action = <Trans>Resume subscription</Trans>;
      body = date ? (
        <p className={styles.paragraph}>
          <Trans>Your plan continues, and billing resumes on {date}.</Trans>
        </p>
      ) : null;
      call = (api) => resumeSubscription(api, accountId);
      break;
    }
    case 'reactivate': {
      const pricing = planPricing(toPricingPlan(plan), clock);
      const name = planName(plan);
      const price = format.perTerm(format.money(plan.price, plan.currency), plan.months);
      const date = format.day(pricing.nextBillingDate);
      title = <Trans>Reactivate your subscription</Trans>;
      action = <Trans>Reactivate subscription</Trans>;
      body = (
        <>
          <p className={styles.paragraph}>
            <strong>{name}</strong>: {price}
          </p>
          <p className={styles.paragraph}>
            <Trans>A new term starts today. Next billing date: {date}.</Trans>
          </p>
        </>
      );
      call = (api) => reactivateSubscription(api, accountId);
      break;
    }
    case 'renew':
      title = <Trans>Request a renewal</Trans>;
      action = <Trans>Request a renewal</Trans>;
      body = <p className={styles.paragraph}>{instructions}</p>;
      call = (api) => renewSubscription(api, accountId, 'request');
      break;
    case 'return':
      title = <Trans>Request a return</Trans>;
      action = <Trans>Request a return</Trans>;
      body = (
        <>
          <Trans>You send the kit back, and the subscription ends once we have received it.</Trans>{' '}
          {instructions}
        </>
      );
      call = (api) => requestReturn(api, accountId, reason.trim() || undefined);
      break;
  }

  return (
    <Popup
      open
      onOpenChange={onOpenChange}
      title={title}
      primaryAction={{ label: action, pending, onClick: () => void run(call, onChanged) }}
      secondaryAction={{ label: <Trans>Not now</Trans> }}
    >
      <div className={styles.stack}>
        {body}
        {kind === 'return' ? (
          <TextField
            name="reason"
            label={<Trans>Anything we should know?</Trans>}
            optional
            multiline
            rows={3}
            maxLength={returnReasonMax}
            value={reason}
            onValueChange={setReason}
          />
        ) : null}
        {failure ? <FailureNotice failure={failure} /> : null}
      </div>
    </Popup>
  );
}

/** The change-plan popup: every plan that renews with its price and effective monthly price (domain pricing). */
export function ChangePlanPopup({ subscription, clock, onOpenChange, onChanged }: ChangePopupBase) {
  const hub = useHub();
  const format = useBillingFormat();
  const planName = usePlanName();
  const plans = useQuery(plansQueryOptions(hub.api));
  const { run, failure, pending } = usePopupChange(subscription.account);
  const [choosing, setChoosing] = useState<string | null>(null);

  let content: ReactNode;
  if (plans.isPending) {
    content = <Skeleton lines={4} />;
  } else if (plans.isError) {
    content = <QueryFailure query={plans} />;
  } else {
    content = (
      <ul className={styles.options}>
        {plans.data
          .filter((plan) => plan.recurring)
          .map((plan) => {
            const name = planName(plan);
            const pricing = planPricing(toPricingPlan(plan), clock);
            const price = format.perTerm(format.money(pricing.chargeMinor, plan.currency), plan.months);
            const monthly = format.perMonth(format.money(pricing.monthlyEffectiveMinor, plan.currency));
            const current = plan.id === subscription.plan.id;
            return (
              <li key={plan.id} className={styles.option}>
                <div className={styles.optionText}>
                  <p className={styles.optionTitle}>{name}</p>
                  <p className={styles.paragraph}>{price}</p>
                  {plan.months > 1 ? <p className={styles.muted}>{monthly}</p> : null}
                </div>
                {current ? (
                  <span className={styles.badge}>
                    <Trans>Your current plan</Trans>
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    pending={pending && choosing === plan.id}
                    disabled={pending && choosing !== plan.id}
                    onClick={() => {
                      setChoosing(plan.id);
                      void run((api) => changePlan(api, subscription.id, plan.id), onChanged);
                    }}
                  >
                    <Trans>Switch to {name}</Trans>
                  </Button>
                )}
              </li>
            );
          })}
      </ul>
    );
  }

  return (
    <Popup open onOpenChange={onOpenChange} title={<Trans>Change plan</Trans>} size="md">
      <div className={styles.stack}>
        {failure ? <FailureNotice failure={failure} /> : null}
        {content}
      </div>
    </Popup>
  );
}
