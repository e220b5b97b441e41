import { adminOrdersQueryOptions, type AdminAccount, type AdminOrder } from '@hub/api-client';
import { Card, DateDisplay, EmptyState, Skeleton } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAdminFormat } from './use-admin-format';
import { useHub } from '../../../shared/use-hub';
import * as styles from './AccountDetails.css';
import { labelOf, orderStatusLabels } from '../labels';
import { QueryFailure } from '../../../shared/QueryFailure';

/**
 * Whether an order is the account's: confirmed into it, or (placed, not confirmed yet) by one of its
 * users' emails. The orders call searches by text, so an email that is part of another also matches.
 */
function belongsTo(order: AdminOrder, account: AdminAccount): boolean {
  if (order.account !== null) return order.account === account.id;
  const emails = account.users.map((user) => user.email.toLowerCase());
  return emails.includes(order.email.toLowerCase());
}

/**
 * The account's orders: the admin bar's order search (`GET /api/v2/admin/orders/?search=`) by the account
 * holder's email (the contract has no orders-of-an-account call), its first page kept to the orders of this
 * account.
 */
export function OrdersCard({ account }: { account: AdminAccount }) {
  const hub = useHub();
  const { t, i18n } = useLingui();
  const format = useAdminFormat();
  const email = account.email ?? '';
  const orders = useQuery({ ...adminOrdersQueryOptions(hub.api, { search: email }), enabled: email !== '' });

  let body;
  if (!email) {
    body = <EmptyState headingLevel={3} title={<Trans>No email to find orders by</Trans>} />;
  } else if (orders.isPending) {
    body = <Skeleton variant="lines" lines={3} label={t`Loading the orders…`} />;
  } else if (orders.isError) {
    body = <QueryFailure query={orders} title={<Trans>The orders could not be loaded</Trans>} />;
  } else {
    const mine = orders.data.results.filter((order) => belongsTo(order, account));
    body =
      mine.length === 0 ? (
        <EmptyState headingLevel={3} title={<Trans>No orders</Trans>} />
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.muted}>
              <Trans>
                Orders found by <bdi>{email}</bdi>, newest first
              </Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>
                  <Trans>Order</Trans>
                </th>
                <th scope="col" className={styles.headCell}>
                  <Trans>Date</Trans>
                </th>
                <th scope="col" className={styles.headCell}>
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className={styles.headCell}>
                  <Trans>Plan</Trans>
                </th>
                <th scope="col" className={styles.numeric}>
                  <Trans>Total</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {mine.map((order) => (
                <tr key={order.id}>
                  <th scope="row" className={styles.cell}>
                    <bdi dir="ltr">{order.order_number}</bdi>
                  </th>
                  <td className={styles.cell}>
                    <DateDisplay value={order.date_confirmed ?? order.date_placed} format="date" />
                  </td>
                  <td className={styles.cell}>{labelOf(i18n, orderStatusLabels, order.status)}</td>
                  <td className={styles.cell}>{format.planName(order.plan.months)}</td>
                  <td className={styles.numeric}>{format.money(order.total, order.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }

  return <Card title={<Trans>Orders</Trans>}>{body}</Card>;
}
