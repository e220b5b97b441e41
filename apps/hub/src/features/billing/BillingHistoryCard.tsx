import {
  subscriptionActionsInfiniteQueryOptions,
  type SubscriptionAction,
  type SubscriptionPlan,
} from '@hub/api-client';
import {
  billingHistoryActor,
  billingHistoryKind,
  formatDate,
  whoopsDetail,
  whoopsTitle,
  type BillingHistoryKind,
} from '@hub/domain';
import { Card, EmptyState, Notice, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useBillingFormat } from '../../shared/billing/use-billing-format';
import { usePlanName, usePlanTextsSettled } from '../../shared/billing/use-plan-texts';
import { QueryFailure } from '../../shared/QueryFailure';
import { useFamilyClock } from '../../shared/use-family-clock';
import { useHub } from '../../shared/use-hub';
import * as styles from './BillingHistory.css';
import * as segment from './BillingSegment.css';
import { HistoryList } from './HistoryList';

/** A logged plan change's plan, by its id, named as checkout names it; null when the hub cannot name it. */
type PlanOf = (id: unknown) => string | null;

/**
 * The account's billing history (issue 28): each row of the billing log (`GET /api/v3/subscription_actions/`,
 * newest first, 25 at a time with Show more) as its day, what happened in words and who did it.
 */
export function BillingHistoryCard({
  accountId,
  userId,
  plans,
}: {
  accountId: number;
  userId: number;
  /** The plans the hub knows (the current one and the plan list), to name a plan change's plans. */
  plans: readonly Pick<SubscriptionPlan, 'id' | 'months'>[];
}) {
  const hub = useHub();
  const { t, i18n } = useLingui();
  const planName = usePlanName();
  const format = useBillingFormat();
  const actions = useInfiniteQuery(subscriptionActionsInfiniteQueryOptions(hub.api, accountId));
  const list = actions.data?.pages.flatMap((page) => page.results) ?? [];
  const planOf: PlanOf = (id) => {
    if (typeof id !== 'string') return null;
    // The plan texts name any plan by its id; a plan without texts by its term, when the hub knows it.
    const plan = plans.find((known) => known.id === id);
    return format.planTexts(id)?.name ?? (plan ? planName(plan) : null);
  };

  const planTextsSettled = usePlanTextsSettled();

  let body: ReactNode;
  if (actions.isPending || !planTextsSettled) {
    body = <Skeleton lines={4} label={t`Loading your billing history…`} />;
  } else if (actions.isError) {
    body = (
      <QueryFailure
        headingLevel={3}
        title={<Trans>Your billing history could not be loaded</Trans>}
        query={actions}
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        title={<Trans>No billing history yet</Trans>}
        description={<Trans>Changes to your subscription, payments and card show here.</Trans>}
      />
    );
  } else {
    body = (
      <div data-ready="true">
        <HistoryList
          items={list}
          keyOf={(action) => String(action.id)}
          render={(action) => <HistoryEntry action={action} userId={userId} planOf={planOf} />}
          label={t`Billing history`}
          hasMore={actions.hasNextPage}
          loadingMore={actions.isFetchingNextPage}
          onShowMore={() => void actions.fetchNextPage()}
        />
        {actions.isFetchNextPageError ? (
          <Notice tone="error" title={i18n._(whoopsTitle)}>
            {i18n._(whoopsDetail)}
          </Notice>
        ) : null}
      </div>
    );
  }
  return <Card title={<Trans>Billing history</Trans>}>{body}</Card>;
}

/** One row of the log: what happened, the day, and who did it. */
function HistoryEntry({
  action,
  userId,
  planOf,
}: {
  action: SubscriptionAction;
  userId: number;
  planOf: PlanOf;
}) {
  const { i18n } = useLingui();
  const clock = useFamilyClock();
  const date = formatDate(new Date(action.created_at), clock.timeZone, i18n.locale);
  const who = billingHistoryActor(action.actor, userId);
  const name = action.actor?.name ?? '';
  return (
    <>
      <div className={styles.itemHead}>
        <p className={styles.itemTitle}>
          <HistoryText kind={billingHistoryKind(action.event)} action={action} planOf={planOf} />
        </p>
        <span className={segment.muted}>{date}</span>
      </div>
      <p className={segment.muted}>
        {who === 'you' ? (
          <Trans>By you</Trans>
        ) : who === 'staff' ? (
          <Trans>By our family care team</Trans>
        ) : who === 'family' ? (
          <Trans>
            By <bdi>{name}</bdi>
          </Trans>
        ) : (
          <Trans>Automatically</Trans>
        )}
      </p>
    </>
  );
}

/** What happened, in words (never the event's code; an event the hub does not know says so). */
function HistoryText({
  kind,
  action,
  planOf,
}: {
  kind: BillingHistoryKind;
  action: SubscriptionAction;
  planOf: PlanOf;
}) {
  const format = useBillingFormat();
  const detail = action.detail ?? {};
  const amount =
    typeof detail.amount === 'number' && typeof detail.currency === 'string'
      ? format.money(detail.amount, detail.currency)
      : null;
  switch (kind) {
    case 'subscribed':
      return <Trans>Subscription started</Trans>;
    case 'cancelRequested':
      return <Trans>Cancellation requested</Trans>;
    case 'cancelUndone':
      return <Trans>Cancellation withdrawn: the subscription continues</Trans>;
    case 'cancelled':
      return <Trans>Subscription cancelled</Trans>;
    case 'offerAccepted':
      return <Trans>Discount offer accepted</Trans>;
    case 'returnRequested':
      return <Trans>Return of the kit requested</Trans>;
    case 'returnReceived':
      return <Trans>Returned kit received</Trans>;
    case 'returnDeclined':
      return <Trans>Return request declined</Trans>;
    case 'renewalRequested':
      return <Trans>Renewal requested</Trans>;
    case 'renewalConfirmed':
      return <Trans>Renewal confirmed</Trans>;
    case 'renewalRefused':
      return <Trans>Renewal request declined</Trans>;
    case 'resumed':
      return <Trans>Subscription resumed</Trans>;
    case 'reactivated':
      return <Trans>Subscription reactivated</Trans>;
    case 'planChanged': {
      const plan = planOf(detail.plan);
      return plan ? <Trans>Plan changed to {plan}</Trans> : <Trans>Plan changed</Trans>;
    }
    case 'renewed':
      return <Trans>Subscription renewed for a new term</Trans>;
    case 'pastDue':
      return <Trans>Renewal payment failed: the subscription is past due</Trans>;
    case 'endedUnpaid':
      return <Trans>Subscription ended: the renewal could not be paid</Trans>;
    case 'expired':
      return <Trans>Subscription ended with its term</Trans>;
    case 'paymentReceived':
      return amount ? <Trans>Payment of {amount} received</Trans> : <Trans>Payment received</Trans>;
    case 'paymentFailed':
      return amount ? <Trans>Payment of {amount} declined</Trans> : <Trans>Payment declined</Trans>;
    case 'extended':
      return <Trans>Access extended</Trans>;
    case 'cardChanged':
      return <Trans>Card on file updated</Trans>;
    case 'cardEmailSent':
      return <Trans>Card update email sent</Trans>;
    case 'invoiceRefunded':
      return <Trans>Invoice refunded</Trans>;
    case 'invoiceRemoved':
      return <Trans>Invoice removed</Trans>;
    default:
      return <Trans>Other change to your billing</Trans>;
  }
}
