import {
  adminKeys,
  confirmRenewal,
  declineRenewal,
  extendSubscription,
  invalidateAdminAccount,
  toSubscriptionState,
  type AdminAccount,
  type SubscriptionResponse,
} from '@hub/api-client';
import { formatDate } from '@hub/domain';
import { Button, Card, EmptyState, Popup, Select } from '@hub/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountDetails.css';
import { subscriptionStatusLabel } from '../labels';
import { failureOf, FailureNotice, OutcomeNotice, useOutcome, type AdminFailure } from './outcome';
import { timelineOf } from './use-account-change';
import { useAdminFormat } from './use-admin-format';

/** What staff do to a subscription here. */
type SubscriptionWrite = { kind: 'confirm' } | { kind: 'decline' } | { kind: 'extend'; months: number };

/** The months access can be extended by (billing's extend call takes 1 to 24). */
const extendMonths = Array.from({ length: 24 }, (_, index) => index + 1);

/**
 * The account's subscription: status, plan and period. A renewal that waits is confirmed or declined
 * (`POST /api/v2/admin/billing/account/{id}/renew/`, `…/renew/decline/`), and a non-recurring plan's
 * access is extended (billing's extend call); each after a confirmation, a refusal (409) explained by
 * the server's detail.
 */
export function SubscriptionCard({ account }: { account: AdminAccount }) {
  const subscription = account.subscription;
  return (
    <Card title={<Trans>Subscription</Trans>}>
      {subscription ? (
        <SubscriptionDetails account={account} subscription={subscription} />
      ) : (
        <EmptyState
          headingLevel={3}
          title={<Trans>No subscription</Trans>}
          description={<Trans>The family has not bought a plan.</Trans>}
        />
      )}
    </Card>
  );
}

function SubscriptionDetails({
  account,
  subscription,
}: {
  account: AdminAccount;
  subscription: SubscriptionResponse;
}) {
  const hub = useHub();
  const { t, i18n } = useLingui();
  const format = useAdminFormat();
  const { outcome, clear, succeeded } = useOutcome();
  const [asked, setAsked] = useState<SubscriptionWrite | null>(null);
  const [months, setMonths] = useState('1');
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  const write = useMutation({
    mutationFn: (request: SubscriptionWrite) =>
      request.kind === 'confirm'
        ? confirmRenewal(hub.api, account.id)
        : request.kind === 'decline'
          ? declineRenewal(hub.api, account.id)
          : extendSubscription(hub.api, account.id, request.months),
    onSuccess: (result) => {
      if (!result.ok) return;
      hub.queryClient.setQueryData<AdminAccount>(adminKeys.adminAccount(account.id), (current) =>
        current
          ? { ...current, subscription: result.data, billing_status: { status_name: result.data.status } }
          : current,
      );
    },
    onSettled: () =>
      Promise.all([
        invalidateAdminAccount(hub.queryClient, account.id),
        hub.queryClient.invalidateQueries({ queryKey: timelineOf(account.id) }),
      ]),
  });

  const day = (date: string | null) =>
    date ? formatDate(new Date(`${date}T00:00:00Z`), 'UTC', i18n.locale) : null;
  const state = toSubscriptionState(subscription.status);
  const renewalWaits = state === 'renewalRequested';
  const plan = subscription.plan;
  const id = account.id;
  const name = account.name.trim() || t`Account #${id}`;
  const planName = format.planName(plan.months);
  const price = format.money(plan.price, plan.currency);
  const term = plural(plan.months, { one: 'every month', other: 'every # months' });

  async function run(request: SubscriptionWrite) {
    setFailure(null);
    clear();
    const result = await write.mutateAsync(request);
    if (!result.ok) {
      setFailure(failureOf(result));
      return;
    }
    setAsked(null);
    const next = result.data;
    const until = day(next.access_ends_on ?? next.paid_through) ?? '';
    if (request.kind === 'confirm') succeeded(<Trans>Renewal confirmed: a new term has started.</Trans>);
    else if (request.kind === 'decline') succeeded(<Trans>Renewal declined.</Trans>);
    else {
      const added = plural(request.months, { one: '# month', other: '# months' });
      succeeded(
        <Trans>
          Access extended by {added}: it now runs until {until}.
        </Trans>,
      );
    }
  }

  const nextCharge = subscription.next_charge;
  const nextAmount = nextCharge ? format.money(nextCharge.amount, nextCharge.currency) : '';
  const nextDay = nextCharge ? day(nextCharge.date) : '';
  const facts: [string, ReactNode][] = [
    [t`Status`, subscriptionStatusLabel(i18n, subscription.status)],
    [
      t`Plan`,
      plan.recurring ? (
        <Trans>
          {planName}, {price} {term}
        </Trans>
      ) : (
        <Trans>
          {planName}, {price} once (does not renew)
        </Trans>
      ),
    ],
    [t`Started on`, day(subscription.started_on)],
    [t`Paid through`, day(subscription.paid_through)],
    [t`Access ends on`, day(subscription.access_ends_on)],
    [t`Asked for on`, day(subscription.requested_on)],
    [t`Returned on`, day(subscription.returned_on)],
    [
      t`Next charge`,
      nextCharge ? (
        <Trans>
          {nextAmount} on {nextDay}
        </Trans>
      ) : null,
    ],
  ];

  return (
    <div className={styles.stack}>
      <OutcomeNotice outcome={outcome} onDismiss={clear} />
      <dl className={styles.facts}>
        {facts
          .filter(([, value]) => value !== null && value !== '')
          .map(([term, value]) => (
            <FactRow key={term} term={term} value={value} />
          ))}
      </dl>
      {renewalWaits ? (
        <p className={styles.value}>
          <Trans>The family asked to renew. Confirm it to start a new term, or decline it.</Trans>
        </p>
      ) : null}
      <div className={styles.actions}>
        {renewalWaits ? (
          <>
            <Button
              pending={write.isPending && write.variables?.kind === 'confirm'}
              disabled={write.isPending}
              onClick={() => {
                setFailure(null);
                setAsked({ kind: 'confirm' });
              }}
            >
              <Trans>Confirm renewal</Trans>
            </Button>
            <Button
              variant="secondary"
              pending={write.isPending && write.variables?.kind === 'decline'}
              disabled={write.isPending}
              onClick={() => {
                setFailure(null);
                setAsked({ kind: 'decline' });
              }}
            >
              <Trans>Decline renewal</Trans>
            </Button>
          </>
        ) : null}
        {plan.recurring ? null : (
          <Button
            variant="secondary"
            pending={write.isPending && write.variables?.kind === 'extend'}
            disabled={write.isPending}
            onClick={() => {
              setFailure(null);
              setAsked({ kind: 'extend', months: Number(months) });
            }}
          >
            <Trans>Extend access</Trans>
          </Button>
        )}
      </div>
      {asked ? (
        <Popup
          open
          size="sm"
          onOpenChange={(open) => {
            if (!open) setAsked(null);
          }}
          title={
            asked.kind === 'confirm' ? (
              <Trans>Confirm the renewal of {name}?</Trans>
            ) : asked.kind === 'decline' ? (
              <Trans>Decline the renewal of {name}?</Trans>
            ) : (
              <Trans>Extend the access of {name}?</Trans>
            )
          }
          description={
            asked.kind === 'confirm' ? (
              <Trans>
                A new term of the {planName} starts today and {price} is charged.
              </Trans>
            ) : asked.kind === 'decline' ? (
              <Trans>The subscription goes back to where it was before the family asked.</Trans>
            ) : (
              <Trans>The paid term and the end of access move later; nothing is charged.</Trans>
            )
          }
          primaryAction={{
            label:
              asked.kind === 'confirm' ? (
                <Trans>Confirm renewal</Trans>
              ) : asked.kind === 'decline' ? (
                <Trans>Decline renewal</Trans>
              ) : (
                <Trans>Extend access</Trans>
              ),
            pending: write.isPending,
            onClick: () =>
              void run(asked.kind === 'extend' ? { kind: 'extend', months: Number(months) } : asked),
          }}
          secondaryAction={{ label: <Trans>Not now</Trans> }}
        >
          <div className={styles.stack}>
            {asked.kind === 'extend' ? (
              <Select
                label={<Trans>Extend by</Trans>}
                options={extendMonths.map((count) => {
                  const label = plural(count, { one: '# month', other: '# months' });
                  return { value: String(count), label, textValue: label };
                })}
                value={months}
                onValueChange={setMonths}
              />
            ) : null}
            {failure ? <FailureNotice failure={failure} /> : null}
          </div>
        </Popup>
      ) : null}
    </div>
  );
}

function FactRow({ term, value }: { term: ReactNode; value: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );
}
