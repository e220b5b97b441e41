import { adminOrdersQueryOptions, type AdminOrder } from '@hub/api-client';
import { formatMoney, isUiLanguage, languageDirection } from '@hub/domain';
import {
  Button,
  DataTable,
  DateDisplay,
  EmptyState,
  type DataTableColumn,
  type DataTableSort,
} from '@hub/ui';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { isolateCurrencySign } from '../../app/billing/use-billing-format';
import { useHub } from '../../app/use-hub';
import * as styles from './list/AdminList.css';
import { labelOf, orderStatusLabels } from './labels';
import { pageCountOf, searchParam } from './list/list-params';
import { ListFailure } from './list/ListFailure';
import { adminAccountPath } from './list/paths';
import { SearchBox } from './list/SearchBox';
import { sortRows, type SortValue } from './list/sort-rows';
import { useListParams } from './list/use-list-params';

const sortBy: Record<string, (row: AdminOrder) => SortValue> = {
  number: (row) => row.order_number,
  customer: (row) => `${row.first_name} ${row.last_name}`.trim() || null,
  placed: (row) => Date.parse(row.date_placed),
  total: (row) => row.total,
};

/**
 * The admin bar's Orders (route root.admin.orders, `/admin/orders?search=&page=`): every order, newest
 * first, searched by order number, email, name or phone; each customer leads to their account.
 */
export function Component() {
  const hub = useHub();
  const { t, i18n } = useLingui();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { params, page, change } = useListParams();
  const search = searchParam(params.get('search'));
  const orders = useQuery({
    ...adminOrdersQueryOptions(hub.api, { search, page }),
    placeholderData: keepPreviousData,
  });
  const [sort, setSort] = useState<DataTableSort>();
  // Arabic writes "29.99 US$": the sign is kept with its letters in a right-to-left line.
  const rtl = isUiLanguage(i18n.locale) && languageDirection(i18n.locale) === 'rtl';
  const money = (amountMinor: number, currency: string) => {
    const text = formatMoney(amountMinor, currency, i18n.locale);
    return rtl ? isolateCurrencySign(text) : text;
  };

  const clearSearch = () => {
    change({ search: null });
    titleRef.current?.focus();
  };

  const columns: DataTableColumn<AdminOrder>[] = [
    {
      id: 'number',
      header: t`Order`,
      sortable: true,
      cell: (row) => <span dir="ltr">{row.order_number}</span>,
    },
    {
      id: 'customer',
      header: t`Customer`,
      sortable: true,
      cell: (row) => {
        const name = `${row.first_name} ${row.last_name}`.trim() || row.email;
        return (
          <span className={styles.stack}>
            {row.account !== null ? (
              <Link className={styles.link} to={adminAccountPath(row.account)}>
                {name}
              </Link>
            ) : (
              <span>{name}</span>
            )}
            <span className={styles.muted} dir="ltr">
              {row.email}
            </span>
          </span>
        );
      },
    },
    {
      id: 'placed',
      header: t`Date`,
      sortable: true,
      cell: (row) => <DateDisplay value={row.date_placed} format="date" />,
    },
    {
      id: 'total',
      header: t`Total`,
      sortable: true,
      align: 'end',
      cell: (row) => money(row.total, row.currency),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (row) => (
        <span className={row.status === 'confirmed' ? styles.goodBadge : styles.infoBadge}>
          {labelOf(i18n, orderStatusLabels, row.status)}
        </span>
      ),
    },
  ];

  const data = orders.data;
  let list;
  if (orders.isError && !data) {
    list = (
      <ListFailure
        error={orders.error}
        page={page}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
        onFirstPage={() => change({ page: 1 })}
        onClearFilters={clearSearch}
      />
    );
  } else if (data && data.results.length === 0 && !orders.isPlaceholderData) {
    list = search ? (
      <EmptyState
        headingLevel={2}
        title={<Trans>No orders match</Trans>}
        description={<Trans>Nothing matches “{search}”. Try an order number, email, name or phone.</Trans>}
        action={
          <Button variant="secondary" onClick={clearSearch}>
            <Trans>Clear search</Trans>
          </Button>
        }
      />
    ) : (
      <EmptyState
        headingLevel={2}
        title={<Trans>No orders yet</Trans>}
        description={<Trans>Orders placed at checkout show here.</Trans>}
      />
    );
  } else {
    const count = data?.count ?? 0;
    list = (
      <>
        {data ? (
          <p className={styles.count} aria-live="polite">
            <Plural value={count} one="# order" other="# orders" />
          </p>
        ) : null}
        <DataTable<AdminOrder>
          caption={t`Orders`}
          captionHidden
          columns={columns}
          rows={sortRows(data?.results ?? [], sort, sortBy, i18n.locale)}
          getRowId={(row) => String(row.id)}
          sort={sort}
          onSortChange={setSort}
          loading={!data || orders.isPlaceholderData}
          page={page}
          pageCount={data && pageCountOf(count) > 1 ? pageCountOf(count) : undefined}
          onPageChange={(next) => change({ page: next })}
        />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
          <Trans>Orders</Trans>
        </h1>
      </header>
      <div className={styles.toolbar}>
        <SearchBox
          value={search}
          onSearch={(next, options) => change({ search: next }, options)}
          label={<Trans>Search orders</Trans>}
          hint={<Trans>Order number, email, name or phone</Trans>}
        />
      </div>
      {list}
    </div>
  );
}
Component.displayName = 'AdminOrdersPage';
