import { adminOrdersQueryOptions, type AdminOrder } from '@hub/api-client';
import { formatMoney, isUiLanguage, languageDirection } from '@hub/domain';
import { Button, DateDisplay, EmptyState, type DataTableColumn } from '@hub/ui';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { isolateCurrencySign } from '../../shared/billing/use-billing-format';
import { useHub } from '../../shared/use-hub';
import * as styles from './list/AdminList.css';
import { labelOf, orderStatusLabels } from './labels';
import { searchParam } from './list/list-params';
import { AdminListBody } from './list/AdminListBody';
import { adminAccountPath } from './list/paths';
import { SearchBox } from './list/SearchBox';
import type { SortValue } from './list/sort-rows';
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

  const list = (
    <AdminListBody
      query={orders}
      page={page}
      onPageChange={(next) => change({ page: next })}
      onClearFilters={clearSearch}
      empty={
        search ? (
          <EmptyState
            headingLevel={2}
            title={<Trans>No orders match</Trans>}
            description={
              <Trans>Nothing matches “{search}”. Try an order number, email, name or phone.</Trans>
            }
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
        )
      }
      count={(count) => <Plural value={count} one="# order" other="# orders" />}
      caption={t`Orders`}
      columns={columns}
      sortBy={sortBy}
    />
  );

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
