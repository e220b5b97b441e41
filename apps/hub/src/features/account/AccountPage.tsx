import { userInfoQueryOptions } from '@hub/api-client';
import { accountTabs } from '@hub/domain';
import { EmptyState, Tabs, type TabItem } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AccountDetails } from './AccountDetails';
import { useHub } from '../../app/use-hub';
import { useNarrowScreen } from '../../app/use-narrow-screen';
import * as styles from './AccountPage.css';

/**
 * The account tab (spec section 2): the details segment for everyone, subscription and billing for
 * billing users (a later issue). The segment is the `segment` query parameter, so it can be linked to.
 */
export function Component() {
  const hub = useHub();
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const narrow = useNarrowScreen();
  const { data: user } = useQuery(userInfoQueryOptions(hub.api));
  const segments = user ? accountTabs(user) : ['details' as const];
  const requested = params.get('segment');
  const segment = segments.find((name) => name === requested) ?? 'details';

  const tabs: TabItem[] = [
    { value: 'details', label: <Trans>Account details</Trans>, content: <AccountDetails titled={!narrow} /> },
    ...(segments.includes('billing')
      ? [
          {
            value: 'billing',
            label: <Trans>Subscription & Billing</Trans>,
            // Subscription and billing: a later issue.
            content: (
              <EmptyState
                title={<Trans>Subscription and billing</Trans>}
                description={<Trans>Your plan, invoices and payment details will show here soon.</Trans>}
              />
            ),
          },
        ]
      : []),
  ];

  // On a phone the mobile menu lists the segments (spec section 2): the page shows the one chosen, under
  // its own name. The same Tabs render either way, so a form being filled in survives a window that
  // narrows or widens (a tablet turned, a window resized).
  const current = tabs.find((tab) => tab.value === segment) ?? tabs[0]!;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{narrow ? current.label : <Trans>Account</Trans>}</h1>
      <Tabs
        label={t`Account`}
        tabs={tabs}
        value={current.value}
        onValueChange={(next) => setParams({ segment: next }, { replace: true })}
        listHidden={narrow}
      />
    </div>
  );
}
Component.displayName = 'AccountPage';
