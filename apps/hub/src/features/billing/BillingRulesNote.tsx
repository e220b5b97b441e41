import { billingRulesQueryOptions } from '@hub/api-client';
import { Button, Skeleton } from '@hub/ui';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useHub } from '../../shared/use-hub';
import * as styles from './BillingHistory.css';
import * as segment from './BillingSegment.css';

/**
 * The billing rules under the plan (`GET /api/v2/billing/rules/`, spec sections 4 and 9): the days a plan
 * can be cancelled in, and the hours within which a return's instructions email follows; the numbers are
 * the server's, never the hub's own.
 */
export function BillingRulesNote() {
  const hub = useHub();
  const { t } = useLingui();
  const rules = useQuery(billingRulesQueryOptions(hub.api));
  if (rules.isPending) return <Skeleton lines={2} label={t`Loading the billing rules…`} />;
  if (rules.isError) {
    return (
      <p className={segment.muted} role="alert">
        <Trans>The billing rules could not be loaded.</Trans>{' '}
        <Button size="sm" variant="secondary" pending={rules.isFetching} onClick={() => void rules.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </p>
    );
  }
  const days = rules.data.grace_period_days;
  const hours = rules.data.instructions_email_hours;
  return (
    <ul className={styles.rules} aria-label={t`Billing rules`} data-ready="true">
      <li>
        <Trans>
          You can cancel within <Plural value={days} one="# day" other="# days" /> of your plan starting.
        </Trans>
      </li>
      <li>
        <Trans>
          After that, you can ask to return the kit: an email with instructions follows within{' '}
          <Plural value={hours} one="# hour" other="# hours" />.
        </Trans>
      </li>
    </ul>
  );
}
