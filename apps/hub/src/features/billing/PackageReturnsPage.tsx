import {
  subscriptionQueryOptions,
  toDomainSubscription,
  userInfoQueryOptions,
  type ReturnStatus,
} from '@hub/api-client';
import {
  instructionsEmailHours,
  instructionsEmailText,
  returnedOnText,
  subscriptionStateLabels,
  withValues,
} from '@hub/domain';
import { Button, EmptyState, Notice, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { billingPath } from '../../shared/paths';
import { QueryFailure } from '../../shared/QueryFailure';
import { useFamilyClock } from '../../shared/use-family-clock';
import { useHub } from '../../shared/use-hub';
import { segmentActions } from './actions';
import { NotBillingUser } from './NotBillingUser';
import { SimpleChangePopup } from './ChangePopups';
import * as styles from './BillingPages.css';
import { returnProgress, returnSteps, type ReturnStepState } from './return-steps';
import { useBillingFormat } from '../../shared/billing/use-billing-format';

/**
 * Package returns (spec section 2: /packagereturns): the kit's return step by step (requested,
 * instructions sent, received) from the subscription's `return_status`, the status staff see too, and the
 * return request when the subscription allows one.
 */
export function Component() {
  const hub = useHub();
  const { i18n, t } = useLingui();
  const format = useBillingFormat();
  const clock = useFamilyClock();
  const user = useQuery(userInfoQueryOptions(hub.api));
  const accountId = user.data?.account.id ?? 0;
  const billingUser = Boolean(user.data?.is_billing_user);
  const subscription = useQuery({ ...subscriptionQueryOptions(hub.api, accountId), enabled: billingUser });
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);

  let content: ReactNode;
  if (!user.data || (billingUser && subscription.isPending)) {
    content = <Skeleton lines={6} />;
  } else if (!billingUser) {
    content = <NotBillingUser />;
  } else if (subscription.isError) {
    content = <QueryFailure query={subscription} headingLevel={2} />;
  } else {
    const data = subscription.data ?? null;
    const state = data ? toDomainSubscription(data) : null;
    const progress = returnProgress(data?.return_status ?? null);
    const canRequest = state ? segmentActions(state, clock).includes('RETURN_REQUEST') : false;
    if (!data || !progress) {
      content = (
        <EmptyState
          headingLevel={2}
          title={<Trans>No return in progress</Trans>}
          action={
            canRequest ? (
              <Button onClick={() => setAsking(true)}>
                <Trans>Request a return</Trans>
              </Button>
            ) : undefined
          }
        />
      );
    } else {
      const date = data.requested_on ? format.day(data.requested_on) : '';
      const titles: Record<ReturnStatus, ReactNode> = {
        requested: i18n._(subscriptionStateLabels.returnRequested),
        instructions_sent: <Trans>Instructions sent</Trans>,
        received: <Trans>Kit received</Trans>,
      };
      const texts: Record<ReturnStatus, ReactNode> = {
        requested: date ? <Trans>Requested on {date}</Trans> : null,
        instructions_sent:
          progress.instructions_sent === 'current' ? (
            i18n._(withValues(instructionsEmailText, { hours: instructionsEmailHours }))
          ) : (
            <Trans>Check your email for how to send the kit back.</Trans>
          ),
        received:
          progress.received === 'done' && data.returned_on
            ? i18n._(withValues(returnedOnText, { date: format.day(data.returned_on) }))
            : null,
      };
      const stateWords: Record<ReturnStepState, ReactNode> = {
        done: <Trans>Done</Trans>,
        current: <Trans>In progress</Trans>,
        upcoming: <Trans>Not yet</Trans>,
      };
      content = (
        <ol className={styles.steps} aria-label={t`Package returns`}>
          {returnSteps.map((step, index) => {
            const stepState = progress[step];
            return (
              <li
                key={step}
                className={styles.step}
                aria-current={stepState === 'current' ? 'step' : undefined}
              >
                <span className={`${styles.marker} ${styles.markerState[stepState]}`} aria-hidden="true">
                  {stepState === 'done' ? '✓' : index + 1}
                </span>
                <div>
                  <h2 className={styles.stepTitle}>{titles[step]}</h2>
                  <p className={styles.stepState}>{stateWords[stepState]}</p>
                  {texts[step] ? <p className={styles.stepText}>{texts[step]}</p> : null}
                </div>
              </li>
            );
          })}
        </ol>
      );
    }
  }

  return (
    <main className={styles.page}>
      <div className={styles.toolbar}>
        <Link className={styles.link} to={billingPath}>
          <Trans>Back to Subscription & Billing</Trans>
        </Link>
      </div>
      <h1 className={styles.title}>
        <Trans>Package returns</Trans>
      </h1>
      {sent ? (
        <Notice tone="success" onDismiss={() => setSent(false)}>
          <Trans>Your request is sent.</Trans>
        </Notice>
      ) : null}
      <section className={styles.sheet}>{content}</section>
      {asking && subscription.data ? (
        <SimpleChangePopup
          change="return"
          subscription={subscription.data}
          clock={clock}
          onOpenChange={(open) => !open && setAsking(false)}
          onChanged={() => {
            setAsking(false);
            setSent(true);
          }}
        />
      ) : null}
    </main>
  );
}
Component.displayName = 'PackageReturnsPage';
