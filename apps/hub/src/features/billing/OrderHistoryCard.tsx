import {
  orderQueryOptions,
  orderTrialsInfiniteQueryOptions,
  userOrdersQueryOptions,
  type OrderDetail,
  type OrderTrial,
} from '@hub/api-client';
import {
  checkoutAttemptOutcome,
  formatDate,
  orderHistoryState,
  ordersWithLast,
  whoopsDetail,
  whoopsTitle,
} from '@hub/domain';
import { Card, EmptyState, Notice, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useBillingFormat } from '../../shared/billing/use-billing-format';
import { usePlanName, usePlanTextsSettled } from '../../shared/billing/use-plan-texts';
import { QueryFailure } from '../../shared/QueryFailure';
import { useFamilyClock } from '../../shared/use-family-clock';
import { useHub } from '../../shared/use-hub';
import * as styles from './BillingHistory.css';
import * as segment from './BillingSegment.css';
import { HistoryList } from './HistoryList';
import { AddressLines } from './PaymentCards';

/** How many checkout attempts one "Show more" reads. */
export const checkoutAttemptsPageSize = 10;

/** A moment as a day of the family's calendar, in the reader's language. */
function useMomentDay() {
  const { i18n } = useLingui();
  const clock = useFamilyClock();
  return (moment: string) => formatDate(new Date(moment), clock.timeZone, i18n.locale);
}

/**
 * The account's orders and checkout attempts (issue 28): each order with its state, plan, total, card and
 * shipment (where it ships and what shipping cost); the account's last order is among them even when
 * another user of the account placed it. The attempts, newest first, ten at a time with Show more.
 */
export function OrderHistoryCard({ accountId, userId }: { accountId: number; userId: number }) {
  const hub = useHub();
  const { t, i18n } = useLingui();
  const orders = useQuery(userOrdersQueryOptions(hub.api));
  const last = useQuery(orderQueryOptions(hub.api, accountId));
  const trials = useInfiniteQuery(
    // The caller's own attempts, asked by id: without `user`, staff would be answered everyone's.
    orderTrialsInfiniteQueryOptions(hub.api, userId, checkoutAttemptsPageSize),
  );
  const attempts = trials.data?.pages.flatMap((page) => page.results) ?? [];
  const planTextsSettled = usePlanTextsSettled();

  let body;
  if (orders.isPending || last.isPending || trials.isPending || !planTextsSettled) {
    body = <Skeleton lines={4} label={t`Loading your orders…`} />;
  } else if (orders.isError || last.isError || trials.isError) {
    const failed = [orders, last, trials].filter((query) => query.isError);
    body = (
      <QueryFailure
        headingLevel={3}
        title={<Trans>Your orders could not be loaded</Trans>}
        query={{
          refetch: () => failed.forEach((query) => void query.refetch()),
          isFetching: failed.some((query) => query.isFetching),
        }}
      />
    );
  } else {
    const list = ordersWithLast(orders.data.results, last.data);
    body =
      list.length === 0 && attempts.length === 0 ? (
        <EmptyState
          title={<Trans>No orders yet</Trans>}
          description={<Trans>Orders you place at checkout show here.</Trans>}
        />
      ) : (
        <div data-ready="true">
          <h3 className={styles.subheading}>
            <Trans>Orders</Trans>
          </h3>
          {list.length === 0 ? (
            <p className={segment.muted}>
              <Trans>No orders yet</Trans>
            </p>
          ) : (
            <ul className={styles.list} aria-label={t`Orders`}>
              {list.map((order) => (
                <li key={order.order_number} className={styles.item}>
                  <OrderEntry order={order} />
                </li>
              ))}
            </ul>
          )}
          <h3 className={styles.subheading}>
            <Trans>Checkout attempts</Trans>
          </h3>
          {attempts.length === 0 ? (
            <p className={segment.muted}>
              <Trans>No checkout attempts</Trans>
            </p>
          ) : (
            <HistoryList
              items={attempts}
              keyOf={(attempt) => String(attempt.id)}
              render={(attempt) => <AttemptEntry attempt={attempt} />}
              label={t`Checkout attempts`}
              hasMore={trials.hasNextPage}
              loadingMore={trials.isFetchingNextPage}
              onShowMore={() => void trials.fetchNextPage()}
            />
          )}
          {trials.isFetchNextPageError ? (
            <Notice tone="error" title={i18n._(whoopsTitle)}>
              {i18n._(whoopsDetail)}
            </Notice>
          ) : null}
        </div>
      );
  }

  return <Card title={<Trans>Order history</Trans>}>{body}</Card>;
}

/** One order: its number and state, the day, plan and total with the card, and its shipment. */
function OrderEntry({ order }: { order: OrderDetail }) {
  const format = useBillingFormat();
  const planName = usePlanName();
  const day = useMomentDay();
  const number = order.order_number;
  const state = orderHistoryState(order.status);
  const placed = day(order.date_placed);
  const confirmed = order.date_confirmed ? day(order.date_confirmed) : '';
  const plan = planName(order.plan);
  const total = format.money(order.total, order.currency);
  const card = format.card(order.card_type, order.last_four);
  const shipping = format.money(order.shipping, order.currency);
  return (
    <>
      <div className={styles.itemHead}>
        <p className={styles.itemTitle}>
          <Trans>
            Order <bdi>{number}</bdi>
          </Trans>
        </p>
        <span className={segment.badge}>
          {state === 'confirmed' ? (
            <Trans>Confirmed</Trans>
          ) : state === 'placed' ? (
            <Trans>Placed, not confirmed yet</Trans>
          ) : (
            order.status
          )}
        </span>
      </div>
      <p className={segment.muted}>
        {confirmed ? <Trans>Confirmed on {confirmed}</Trans> : <Trans>Placed on {placed}</Trans>}
      </p>
      <p className={segment.paragraph}>
        <Trans>
          {plan}: {total}, paid with <bdi>{card}</bdi>
        </Trans>
      </p>
      <div className={segment.paragraph}>
        <span className={segment.term}>
          {order.shipping === 0 ? (
            <Trans>Ships free to:</Trans>
          ) : (
            <Trans>Ships to (shipping {shipping}):</Trans>
          )}
        </span>
        <AddressLines address={order.shipping_address} />
      </div>
    </>
  );
}

/** One checkout attempt: its day and total, and whether it became an order or why it did not. */
function AttemptEntry({ attempt }: { attempt: OrderTrial }) {
  const format = useBillingFormat();
  const day = useMomentDay();
  const date = day(attempt.created_at);
  const total = format.money(attempt.total, attempt.currency);
  const outcome = checkoutAttemptOutcome(attempt.outcome);
  const number = attempt.order_number ?? '';
  return (
    <>
      <div className={styles.itemHead}>
        <p className={styles.itemTitle}>
          {outcome === 'placed' ? (
            <Trans>
              Order <bdi>{number}</bdi> placed
            </Trans>
          ) : outcome === 'declined' ? (
            <Trans>Payment declined</Trans>
          ) : (
            attempt.outcome
          )}
        </p>
        <span className={segment.muted}>{date}</span>
      </div>
      <p className={segment.paragraph}>{total}</p>
      {outcome === 'declined' && attempt.detail ? <p className={segment.muted}>{attempt.detail}</p> : null}
    </>
  );
}
