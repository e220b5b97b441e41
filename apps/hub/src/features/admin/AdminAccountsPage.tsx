import {
  accountTagsQueryOptions,
  adminAccountsQueryOptions,
  type AdminAccountSummary,
} from '@hub/api-client';
import {
  accountOrderings,
  accountStatuses,
  accountStatusLabels,
  adminLimits,
  churnRiskLabels,
} from '@hub/domain';
import { Button, DateDisplay, EmptyState, Select, type DataTableColumn, type DataTableSort } from '@hub/ui';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useHub } from '../../shared/use-hub';
import * as styles from './list/AdminList.css';
import { labelOf } from './labels';
import { accountOrderingOf, accountSortOf } from './list/account-ordering';
import { choiceParam, searchParam } from './list/list-params';
import { AdminListBody } from './list/AdminListBody';
import { adminAccountPath } from './list/paths';
import { SearchBox } from './list/SearchBox';
import type { SortValue } from './list/sort-rows';
import { useListParams } from './list/use-list-params';

/** The Select's value for "no filter" (a Radix Select value cannot be empty; no tag has a colon). */
const everything = ':all';

/** What each column sorting the loaded page sorts it by; ID, churn risk and last play the server orders. */
const sortBy: Record<string, (row: AdminAccountSummary) => SortValue> = {
  name: (row) => row.name,
  contact: (row) => row.email,
  status: (row) => row.account_status,
};

/**
 * The account list (route root.admin.accounts, `/admin/accounts?search=&tag=&status=&ordering=&page=`): a
 * search by name, email, account id or phone, filters by tag and status, a page of accounts, each row leading
 * to the account's details. Newest first; ID, churn risk and last play order the whole list on the server
 * (list/account-ordering.ts), the other columns sort the page shown. The address keeps the search, the
 * filters, the order and the page, so a reload and Back show the same list.
 */
export function Component() {
  const hub = useHub();
  const { t, i18n } = useLingui();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { params, page, change } = useListParams();
  const search = searchParam(params.get('search'));
  const tag = params.get('tag')?.slice(0, adminLimits.tagName) || null;
  const status = choiceParam(params.get('status'), accountStatuses);
  const ordering = choiceParam(params.get('ordering'), accountOrderings);
  const filtered = search !== '' || tag !== null || status !== null;
  const accounts = useQuery({
    ...adminAccountsQueryOptions(hub.api, { search, tag, status, ordering, page }),
    placeholderData: keepPreviousData,
  });
  // A column sorting the page shown, until one the server orders is chosen (that order is the address's).
  const [pageSort, setPageSort] = useState<DataTableSort>();
  const changeSort = (next: DataTableSort) => {
    const serverOrdering = accountOrderingOf(next);
    setPageSort(serverOrdering === null ? next : undefined);
    if (serverOrdering !== null) change({ ordering: serverOrdering });
  };
  const tags = useQuery(accountTagsQueryOptions(hub.api));

  const accountName = (id: number) => t`Account #${id}`;

  const clearFilters = () => {
    change({ search: null, tag: null, status: null });
    titleRef.current?.focus();
  };

  const tagNames = tags.data?.results.map((known) => known.name) ?? [];
  if (tag !== null && !tagNames.includes(tag)) tagNames.push(tag);
  const tagOptions = [
    { value: everything, label: t`All tags` },
    ...tagNames.map((name) => ({ value: name, label: name })),
  ];
  const statusOptions = [
    { value: everything, label: t`All statuses` },
    ...accountStatuses.map((value) => ({ value, label: i18n._(accountStatusLabels[value]) })),
  ];

  const columns: DataTableColumn<AdminAccountSummary>[] = [
    { id: 'id', header: t`ID`, sortable: true, cell: (row) => `#${row.id}` },
    {
      id: 'name',
      header: t`Name`,
      sortable: true,
      cell: (row) => (
        <Link className={styles.link} to={adminAccountPath(row.id)}>
          {row.name || accountName(row.id)}
        </Link>
      ),
    },
    {
      id: 'contact',
      header: t`Email and phone`,
      sortable: true,
      cell: (row) => (
        <span className={styles.stack}>
          <span dir="ltr">{row.email ?? '—'}</span>
          {row.phone ? (
            <span className={styles.muted} dir="ltr">
              {row.phone}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'tags',
      header: t`Tags`,
      cell: (row) =>
        row.tags.length > 0 ? (
          <ul className={styles.badges}>
            {row.tags.map((name) => (
              <li key={name} className={styles.badge}>
                {name}
              </li>
            ))}
          </ul>
        ) : (
          <span className={styles.muted}>
            <Trans>None</Trans>
          </span>
        ),
    },
    {
      id: 'status',
      header: t`Status`,
      sortable: true,
      cell: (row) => (
        <span className={row.account_status === 'ACTIVE' ? styles.goodBadge : styles.dangerBadge}>
          {labelOf(i18n, accountStatusLabels, row.account_status)}
        </span>
      ),
    },
    {
      id: 'risk',
      header: t`Churn risk`,
      sortable: true,
      cell: (row) =>
        row.churn_risk.length > 0 ? (
          <ul className={styles.badges}>
            {row.churn_risk.map((reason) => (
              <li key={reason} className={styles.warningBadge}>
                {labelOf(i18n, churnRiskLabels, reason)}
              </li>
            ))}
          </ul>
        ) : (
          <span className={styles.muted}>
            <Trans>None</Trans>
          </span>
        ),
    },
    {
      id: 'lastPlay',
      header: t`Last play`,
      sortable: true,
      cell: (row) => <DateDisplay value={row.last_play_at} format="date" fallback={t`Never`} />,
    },
  ];

  const list = (
    <AdminListBody
      query={accounts}
      page={page}
      onPageChange={(next) => change({ page: next })}
      onClearFilters={clearFilters}
      empty={
        filtered ? (
          <EmptyState
            headingLevel={2}
            title={<Trans>No accounts match</Trans>}
            description={
              search ? (
                <Trans>
                  Nothing matches “{search}” with these filters. Try a name, email, account id or phone, or
                  clear the filters.
                </Trans>
              ) : (
                <Trans>No account has this tag and status. Clear the filters to see every account.</Trans>
              )
            }
            action={
              <Button variant="secondary" onClick={clearFilters}>
                <Trans>Clear filters</Trans>
              </Button>
            }
          />
        ) : (
          <EmptyState
            headingLevel={2}
            title={<Trans>No accounts yet</Trans>}
            description={<Trans>Families’ accounts show here once they sign up.</Trans>}
          />
        )
      }
      count={(count) => <Plural value={count} one="# account" other="# accounts" />}
      caption={t`Accounts`}
      columns={columns}
      sortBy={sortBy}
      sort={pageSort ?? accountSortOf(ordering)}
      onSortChange={changeSort}
    />
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
          <Trans>Accounts</Trans>
        </h1>
      </header>
      <div className={styles.toolbar}>
        <SearchBox
          value={search}
          onSearch={(next, options) => change({ search: next }, options)}
          label={<Trans>Search accounts</Trans>}
          hint={<Trans>Name, email, account id or phone</Trans>}
        />
        <Select
          className={styles.filter}
          label={<Trans>Tag</Trans>}
          options={tagOptions}
          value={tag ?? everything}
          onValueChange={(value) => change({ tag: value === everything ? null : value })}
        />
        <Select
          className={styles.filter}
          label={<Trans>Status</Trans>}
          options={statusOptions}
          value={status ?? everything}
          onValueChange={(value) => change({ status: value === everything ? null : value })}
        />
      </div>
      {list}
    </div>
  );
}
Component.displayName = 'AdminAccountsPage';
