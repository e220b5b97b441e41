import type { AdminAccount } from '@hub/api-client';
import { accountStatusLabels, churnRiskLabels, type AccountStatus, type ChurnRiskReason } from '@hub/domain';
import { DateDisplay } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './AccountDetails.css';
import { labelOf, platformLabels, subscriptionStatusLabel } from '../labels';

/**
 * The account at a glance: its holder's name, id, status, platform, billing status, the churn-risk flag
 * with its reasons, and the last play of any of its children.
 */
export function AccountHeader({ account }: { account: AdminAccount }) {
  const { t, i18n } = useLingui();
  const id = account.id;
  const name = account.name.trim() || t`Account #${id}`;
  const status = account.account_status;
  const known = Object.hasOwn(accountStatusLabels, status);
  const billing = account.billing_status?.status_name;
  const risks = account.churn_risk
    .map((reason) =>
      Object.hasOwn(churnRiskLabels, reason) ? i18n._(churnRiskLabels[reason as ChurnRiskReason]) : reason,
    )
    .join(', ');
  const platform = labelOf(i18n, platformLabels, account.platform);
  const statusText = known ? i18n._(accountStatusLabels[status as AccountStatus]) : status;
  const billingText = billing ? subscriptionStatusLabel(i18n, billing) : null;
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>
        <bdi>{name}</bdi>
      </h1>
      <ul className={styles.row} aria-label={t`Account facts`}>
        <li className={styles.badge}>
          <Trans>
            Account <bdi>#{id}</bdi>
          </Trans>
        </li>
        <li className={status === 'BLOCKED' ? styles.dangerBadge : styles.goodBadge}>{statusText}</li>
        <li className={account.platform === 'hub' ? styles.badge : styles.infoBadge}>
          <Trans>Platform: {platform}</Trans>
        </li>
        {billingText ? (
          <li className={styles.badge}>
            <Trans>Subscription: {billingText}</Trans>
          </li>
        ) : null}
        {account.churn_risk.length > 0 ? (
          <li className={styles.warningBadge}>
            <Trans>Churn risk: {risks}</Trans>
          </li>
        ) : null}
      </ul>
      <p className={styles.muted}>
        {account.last_play_at ? (
          <Trans>
            Last play: <DateDisplay value={account.last_play_at} format="date" />
          </Trans>
        ) : (
          <Trans>No play yet</Trans>
        )}
        {account.email ? (
          <>
            {' · '}
            <bdi>{account.email}</bdi>
          </>
        ) : null}
      </p>
    </header>
  );
}
