import { userInfoQueryOptions } from '@hub/api-client';
import { accountTabs } from '@hub/domain';
import { Notice, Skeleton, Tabs, type TabItem } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import { AccountDetails } from './AccountDetails';
import { accountRouteId, type AccountRouteHandle } from './route-handle';
import { withCatalog } from '../../shared/i18n/i18n';
import { useHub } from '../../shared/use-hub';
import { useNarrowScreen } from '../../shared/use-narrow-screen';
import * as styles from './AccountPage.css';

/**
 * The cards below the details (devices, people and caregivers, privacy; issue 12), in a chunk of their
 * own: the account tab is on the signed-in home's path, and its first paint stays the details.
 */
const AccountCards = lazy(
  withCatalog('account', () =>
    import('./cards/AccountCards').then((module) => ({ default: module.AccountCards })),
  ),
);

/**
 * The account tab (spec section 2): the details segment for everyone, subscription and billing for
 * billing users (features/billing, handed in by the router as its own chunk). The segment is the
 * `segment` query parameter, so it can be linked to; a user who is not a billing user and follows a link
 * to the billing segment is told why it is not there.
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
  const { segments: handed } = (useMatches().find((match) => match.id === accountRouteId)?.handle ??
    {}) as Partial<AccountRouteHandle>;
  const BillingSegment = handed?.billing;
  const billingRefused = Boolean(user) && requested === 'billing' && !segments.includes('billing');

  const tabs: TabItem[] = [
    {
      value: 'details',
      label: <Trans>Account details</Trans>,
      content: (
        <div className={styles.details}>
          <AccountDetails titled={!narrow} />
          <Suspense fallback={<Skeleton lines={4} label={t`Loading your devices and privacy settings…`} />}>
            <AccountCards />
          </Suspense>
        </div>
      ),
    },
    ...(segments.includes('billing')
      ? [
          {
            value: 'billing',
            label: <Trans>Subscription & Billing</Trans>,
            content: BillingSegment ? (
              <Suspense fallback={<Skeleton lines={6} label={t`Loading your subscription…`} />}>
                <BillingSegment />
              </Suspense>
            ) : null,
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
      {billingRefused ? (
        <Notice tone="info" title={<Trans>Subscription and billing</Trans>}>
          <Trans>Only the person who pays for the account sees its subscription and billing.</Trans>
        </Notice>
      ) : null}
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
