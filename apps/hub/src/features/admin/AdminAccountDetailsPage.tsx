import { adminAccountQueryOptions, ApiError, type AdminAccount } from '@hub/api-client';
import { EmptyState, Skeleton, Tabs } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useHub } from '../../shared/use-hub';
import { AccountHeader } from './account/AccountHeader';
import { AccountSettingsCard } from './account/AccountSettingsCard';
import * as styles from './account/AccountDetails.css';
import { InteractionsCard } from './account/InteractionsCard';
import { InvoicesCard } from './account/InvoicesCard';
import { MigrationCard } from './account/MigrationCard';
import { NotesCard } from './account/NotesCard';
import { OrdersCard } from './account/OrdersCard';
import { QueryFailure } from '../../shared/QueryFailure';
import { PlayersCard } from './account/PlayersCard';
import { RemoteConfigsCard } from './account/RemoteConfigsCard';
import { ShipmentsCard } from './account/ShipmentsCard';
import { ShippingAddressCard } from './account/ShippingAddressCard';
import { SubscriptionCard } from './account/SubscriptionCard';
import { TestClockCard } from './account/TestClockCard';
import { TicketsCard } from './account/TicketsCard';
import { TimelineCard } from './account/TimelineCard';
import { UsersCard } from './account/UsersCard';

/** The list's address (root.admin.accounts). */
const accountsPath = '/admin/accounts';

/** The tabs of the details, in order; `?tab=` keeps the one open across a reload or a shared link. */
const tabIds = ['overview', 'notes', 'shipments', 'billing', 'support', 'timeline'] as const;
type TabId = (typeof tabIds)[number];

function isTabId(value: string | null): value is TabId {
  return tabIds.some((id) => id === value);
}

/** An account id from the address: a positive whole number, else null. */
function accountIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * Staff's details of one account (root.admin.accounts.details, issue 13): the header (name, id, status,
 * platform, churn risk) over six tabs: overview (the account, its users, its remote configuration, the
 * migration), notes, shipments and orders (with the shipping address), billing (subscription and invoices;
 * the test clock in the demo), support (contacts with the family, tickets, players and their survey
 * responses) and the timeline.
 */
export function Component() {
  const params = useParams();
  const accountId = accountIdOf(params.accountId);
  return (
    <div className={styles.page}>
      <Link className={styles.back} to={accountsPath}>
        <Trans>Back to all accounts</Trans>
      </Link>
      {accountId === null ? <NoSuchAccount /> : <AccountDetails accountId={accountId} />}
    </div>
  );
}
Component.displayName = 'AdminAccountDetailsPage';

function NoSuchAccount() {
  return (
    <EmptyState
      headingLevel={2}
      title={<Trans>This account does not exist</Trans>}
      description={<Trans>Check the address, or find the account in the list.</Trans>}
      action={
        <Link className={styles.link} to={accountsPath}>
          <Trans>Find an account</Trans>
        </Link>
      }
    />
  );
}

function AccountDetails({ accountId }: { accountId: number }) {
  const hub = useHub();
  const { t } = useLingui();
  const account = useQuery(adminAccountQueryOptions(hub.api, accountId));
  // A failed refetch keeps the account read before: it stays on screen.
  if (account.data) return <AccountTabs account={account.data} />;
  const heading = (
    <h1 className={styles.title}>
      <Trans>Account #{accountId}</Trans>
    </h1>
  );
  if (account.isError) {
    const missing = account.error instanceof ApiError && account.error.status === 404;
    return (
      <>
        {heading}
        {missing ? (
          <NoSuchAccount />
        ) : (
          <QueryFailure
            query={account}
            headingLevel={2}
            title={<Trans>The account could not be loaded</Trans>}
          />
        )}
      </>
    );
  }
  return (
    <>
      {heading}
      <Skeleton variant="lines" lines={8} label={t`Loading the account…`} />
    </>
  );
}

function AccountTabs({ account }: { account: AdminAccount }) {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: TabId = isTabId(asked) ? asked : 'overview';
  const notes = account.notes_count;
  const panels: Record<TabId, { label: ReactNode; content: ReactNode }> = {
    overview: {
      label: <Trans>Overview</Trans>,
      content: (
        <div className={styles.stack}>
          <AccountSettingsCard account={account} />
          <UsersCard account={account} />
          <RemoteConfigsCard account={account} />
          <MigrationCard account={account} />
        </div>
      ),
    },
    notes: { label: <Trans>Notes ({notes})</Trans>, content: <NotesCard account={account} /> },
    shipments: {
      label: <Trans>Shipments & orders</Trans>,
      content: (
        <div className={styles.stack}>
          <ShipmentsCard account={account} />
          <ShippingAddressCard account={account} />
          <OrdersCard account={account} />
        </div>
      ),
    },
    billing: {
      label: <Trans>Billing</Trans>,
      content: (
        <div className={styles.stack}>
          <SubscriptionCard account={account} />
          <InvoicesCard account={account} />
          <TestClockCard account={account} />
        </div>
      ),
    },
    support: {
      label: <Trans>Support</Trans>,
      content: (
        <div className={styles.stack}>
          <InteractionsCard account={account} />
          <TicketsCard account={account} />
          <PlayersCard account={account} />
        </div>
      ),
    },
    timeline: { label: <Trans>Timeline</Trans>, content: <TimelineCard account={account} /> },
  };
  return (
    <>
      <AccountHeader account={account} />
      <Tabs
        label={t`Account sections`}
        value={tab}
        onValueChange={(next) => {
          setSearch(
            (current) => {
              const params = new URLSearchParams(current);
              if (next === 'overview') params.delete('tab');
              else params.set('tab', next);
              return params;
            },
            { replace: true },
          );
        }}
        tabs={tabIds.map((id) => ({ value: id, ...panels[id] }))}
      />
    </>
  );
}
