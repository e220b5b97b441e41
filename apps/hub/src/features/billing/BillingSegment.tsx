import {
  billingDetailsQueryOptions,
  invoicesInfiniteQueryOptions,
  subscriptionQueryOptions,
  toDomainSubscription,
  undoCancel,
  userInfoQueryOptions,
  type Invoice,
  type SubscriptionResponse,
  type UserInfo,
} from '@hub/api-client';
import { toInvoiceStatus } from '@hub/domain';
import { EmptyState, Notice, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { checkoutPath } from '../../shared/paths';
import { QueryFailure } from '../../shared/QueryFailure';
import { useFamilyClock } from '../../shared/use-family-clock';
import { useHub } from '../../shared/use-hub';
import { segmentActions, type CustomerAction } from './actions';
import { CancelPopups } from './CancelPopups';
import { CardPopup, type CardOutcome } from './CardPopup';
import { ChangePlanPopup, SimpleChangePopup, type SimpleChange } from './ChangePopups';
import { BillingHistoryCard } from './BillingHistoryCard';
import { BillingRulesNote } from './BillingRulesNote';
import { FailedPaymentNotice } from './FailedPaymentNotice';
import { FailureNotice } from './FailureNotice';
import { InvoicesCard } from './InvoicesCard';
import { OrderHistoryCard } from './OrderHistoryCard';
import { NotBillingUser } from './NotBillingUser';
import { BillingDetailsCard, PaymentMethodCard } from './PaymentCards';
import { PlanCard } from './PlanCard';
import * as styles from './BillingSegment.css';
import { failureOf, useSubscriptionChange, type BillingFailure } from './use-billing';
import { useBillingFormat } from '../../shared/billing/use-billing-format';
import { usePlanName, useProgramPlanTexts } from '../../shared/billing/use-plan-texts';
import { useCancelFlow, type CancelOutcome } from './use-cancel-flow';
import { useCardLink } from './use-card-link';

/** What the segment says after a change: what happened, or why it did not. */
type Outcome = { tone: 'success'; text: ReactNode } | { tone: 'error'; failure: BillingFailure };

/** The popup open besides the cancel flow's. */
type Dialog =
  { kind: 'plan' } | { kind: 'simple'; change: SimpleChange } | { kind: 'card'; invoice: Invoice | null };

const simpleChanges: Partial<Record<CustomerAction, SimpleChange>> = {
  RESUME: 'resume',
  REACTIVATE: 'reactivate',
  RENEW_REQUEST: 'renew',
  RETURN_REQUEST: 'return',
};

/**
 * The account tab's Subscription & Billing segment (spec section 2): the current plan with what its state
 * allows (the domain's `allowedEvents` on the injectable clock), the popups of each change, the invoices
 * with Show more and Print, a failed payment's "Update card and pay now" (or the card update email, whose
 * link `?update_card=1` opens the card popup), the payment method and the billing details, the order and
 * billing history (issue 28). Plans are named by the program plan texts, as checkout names them.
 */
export function BillingSegment() {
  const hub = useHub();
  const { t } = useLingui();
  const user = useQuery(userInfoQueryOptions(hub.api));
  if (!user.data) return <Skeleton lines={6} label={t`Loading your subscription…`} />;
  if (!user.data.is_billing_user) return <NotBillingUser />;
  return <BillingOverview user={user.data} />;
}

function BillingOverview({ user }: { user: UserInfo }) {
  const hub = useHub();
  const { t } = useLingui();
  const format = useBillingFormat();
  const clock = useFamilyClock();
  const accountId = user.account.id;
  const subscription = useQuery(subscriptionQueryOptions(hub.api, accountId));
  const invoices = useInfiniteQuery(invoicesInfiniteQueryOptions(hub.api, accountId));
  const details = useQuery(billingDetailsQueryOptions(hub.api, { accountId, userId: user.id }));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const keep = useSubscriptionChange(accountId);
  useProgramPlanTexts();
  const planName = usePlanName();

  const activeAgain = <Trans>Your subscription is active again.</Trans>;
  const cancelFlow = useCancelFlow(accountId, (ended: CancelOutcome) => {
    if (ended.kind === 'kept') return setOutcome({ tone: 'success', text: activeAgain });
    if (ended.kind === 'cancelled') {
      return setOutcome({ tone: 'success', text: <Trans>Your subscription is cancelled.</Trans> });
    }
    const next = ended.subscription.next_charge;
    const amount = next ? format.money(next.amount, next.currency) : '';
    const date = next ? format.day(next.date) : '';
    setOutcome({
      tone: 'success',
      text: next ? (
        <Trans>
          Offer accepted. Your next charge is {amount} on {date}.
        </Trans>
      ) : (
        activeAgain
      ),
    });
  });

  const failedInvoice =
    invoices.data?.pages
      .flatMap((page) => page.results)
      .find((invoice) => toInvoiceStatus(invoice.status) === 'FAILED') ?? null;

  // The card update email's link: the card popup, for the failed invoice if there is one.
  useCardLink(!invoices.isPending, () => setDialog({ kind: 'card', invoice: failedInvoice }));

  function start(action: CustomerAction) {
    setOutcome(null);
    switch (action) {
      case 'UNDO_CANCEL':
        void keep
          .mutateAsync((api) => undoCancel(api, accountId))
          .then((result) => {
            const failed = failureOf(result);
            if (result.ok) setOutcome({ tone: 'success', text: activeAgain });
            else if (failed) setOutcome({ tone: 'error', failure: failed });
          });
        return;
      case 'CANCEL_REQUEST':
        return cancelFlow.goTo('reasons');
      case 'ACCEPT_OFFER':
        return cancelFlow.goTo('offer');
      case 'CONFIRM_CANCEL':
        return cancelFlow.goTo('confirm');
      case 'CHANGE_PLAN':
        return setDialog({ kind: 'plan' });
      default: {
        const change = simpleChanges[action];
        if (change) setDialog({ kind: 'simple', change });
      }
    }
  }

  function changed(kind: 'plan' | SimpleChange, next: SubscriptionResponse) {
    setDialog(null);
    const name = planName(next.plan);
    const text =
      kind === 'plan' ? (
        <Trans>Your plan is now {name}.</Trans>
      ) : kind === 'renew' || kind === 'return' ? (
        <Trans>Your request is sent.</Trans>
      ) : (
        activeAgain
      );
    setOutcome({ tone: 'success', text });
  }

  function cardDone(ended: CardOutcome) {
    setDialog(null);
    if (ended.kind === 'payFailed') setOutcome({ tone: 'error', failure: ended.failure });
    else if (ended.kind === 'paid')
      setOutcome({ tone: 'success', text: <Trans>Payment received. Thank you.</Trans> });
    else setOutcome({ tone: 'success', text: <Trans>Your card is saved.</Trans> });
  }

  let plan: ReactNode;
  if (subscription.isPending) {
    plan = <Skeleton lines={5} label={t`Loading your subscription…`} />;
  } else if (subscription.isError) {
    plan = <QueryFailure query={subscription} headingLevel={2} />;
  } else if (!subscription.data) {
    plan = (
      <EmptyState
        headingLevel={2}
        title={<Trans>No subscription yet</Trans>}
        action={
          <Link className={styles.link} to={checkoutPath}>
            <Trans>Choose a plan</Trans>
          </Link>
        }
      />
    );
  } else {
    const state = toDomainSubscription(subscription.data);
    plan = (
      <PlanCard
        subscription={subscription.data}
        state={state}
        actions={state ? segmentActions(state, clock) : []}
        onAction={start}
        pendingAction={keep.isPending ? 'UNDO_CANCEL' : null}
        clock={clock}
      >
        <BillingRulesNote />
      </PlanCard>
    );
  }

  let payment: ReactNode;
  if (details.isPending) {
    payment = <Skeleton lines={4} />;
  } else if (details.isError) {
    payment = <QueryFailure query={details} headingLevel={2} />;
  } else {
    payment = (
      <div className={styles.pair}>
        <PaymentMethodCard
          details={details.data}
          onUpdate={() => setDialog({ kind: 'card', invoice: null })}
        />
        <BillingDetailsCard details={details.data} />
      </div>
    );
  }

  return (
    <div className={styles.segment}>
      {outcome?.tone === 'success' ? (
        <Notice tone="success" onDismiss={() => setOutcome(null)}>
          {outcome.text}
        </Notice>
      ) : null}
      {outcome?.tone === 'error' ? <FailureNotice failure={outcome.failure} /> : null}
      {failedInvoice ? (
        <FailedPaymentNotice
          invoice={failedInvoice}
          accountId={accountId}
          onPay={() => setDialog({ kind: 'card', invoice: failedInvoice })}
        />
      ) : null}
      {plan}
      <InvoicesCard accountId={accountId} staff={user.is_staff} />
      {payment}
      <OrderHistoryCard accountId={accountId} userId={user.id} />
      <BillingHistoryCard
        accountId={accountId}
        userId={user.id}
        plans={subscription.data ? [subscription.data.plan] : []}
      />
      {subscription.data ? (
        <CancelPopups
          flow={cancelFlow}
          subscription={subscription.data}
          onRequestReturn={() => {
            cancelFlow.goTo(null);
            setDialog({ kind: 'simple', change: 'return' });
          }}
        />
      ) : null}
      {dialog?.kind === 'plan' && subscription.data ? (
        <ChangePlanPopup
          subscription={subscription.data}
          clock={clock}
          onOpenChange={(open) => !open && setDialog(null)}
          onChanged={(next) => changed('plan', next)}
        />
      ) : null}
      {dialog?.kind === 'simple' && subscription.data ? (
        <SimpleChangePopup
          change={dialog.change}
          subscription={subscription.data}
          clock={clock}
          onOpenChange={(open) => !open && setDialog(null)}
          onChanged={(next) => changed(dialog.change, next)}
        />
      ) : null}
      <CardPopup
        open={dialog?.kind === 'card'}
        onOpenChange={(open) => !open && setDialog(null)}
        accountId={accountId}
        userId={user.id}
        invoice={dialog?.kind === 'card' ? dialog.invoice : null}
        now={clock.now}
        onDone={cardDone}
      />
    </div>
  );
}
