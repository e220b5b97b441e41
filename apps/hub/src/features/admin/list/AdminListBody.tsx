import type { Page } from '@hub/api-client';
import { DataTable, type DataTableColumn, type DataTableSort } from '@hub/ui';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import * as styles from './AdminList.css';
import { pageCountOf } from './list-params';
import { ListFailure } from './ListFailure';
import { sortRows, type SortValue } from './sort-rows';

/** What a staff list reads of its page query (TanStack's `useQuery` result with keepPreviousData). */
export interface ListPageQuery<Row> {
  data: Page<Row> | undefined;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface AdminListBodyProps<Row> {
  query: ListPageQuery<Row>;
  /** The page the address names, and how to go to another (the first, after a 404 past the end). */
  page: number;
  onPageChange: (page: number) => void;
  /** Clears the search and filters (offered when the list failed or found nothing). */
  onClearFilters: () => void;
  /** Shown when the page has no rows: "none match" with a way out, or "none yet". */
  empty: ReactNode;
  /** The count above the table ("3 orders"), announced politely as it changes. */
  count: (count: number) => ReactNode;
  /** The table's (hidden) caption. */
  caption: string;
  columns: DataTableColumn<Row>[];
  /** What each sortable column sorts the loaded page by (a column the server orders has none here). */
  sortBy: Readonly<Record<string, (row: Row) => SortValue>>;
  /**
   * The sort shown, with `onSortChange`, when the page keeps it (a list the server orders: the accounts);
   * without them the body keeps its own and sorts the page shown.
   */
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
}

/**
 * The body every staff list shares under its title and toolbar: the failure with its ways out, the empty
 * state, or the count and the sortable, paged table (the previous page stays, dimmed, while the next loads).
 */
export function AdminListBody<Row extends { id: number }>({
  query,
  page,
  onPageChange,
  onClearFilters,
  empty,
  count,
  caption,
  columns,
  sortBy,
  ...sorting
}: AdminListBodyProps<Row>) {
  const { i18n } = useLingui();
  const [ownSort, setOwnSort] = useState<DataTableSort>();
  const sort = sorting.onSortChange ? sorting.sort : ownSort;
  const setSort = sorting.onSortChange ?? setOwnSort;
  const data = query.data;
  if (query.isError && !data) {
    return (
      <ListFailure
        error={query.error}
        page={page}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        onFirstPage={() => onPageChange(1)}
        onClearFilters={onClearFilters}
      />
    );
  }
  if (data && data.results.length === 0 && !query.isPlaceholderData) return <>{empty}</>;
  const total = data?.count ?? 0;
  return (
    <>
      {data ? (
        <p className={styles.count} aria-live="polite">
          {count(total)}
        </p>
      ) : null}
      <DataTable<Row>
        caption={caption}
        captionHidden
        columns={columns}
        rows={sortRows(data?.results ?? [], sort, sortBy, i18n.locale)}
        getRowId={(row) => String(row.id)}
        sort={sort}
        onSortChange={setSort}
        loading={!data || query.isPlaceholderData}
        page={page}
        pageCount={data && pageCountOf(total) > 1 ? pageCountOf(total) : undefined}
        onPageChange={onPageChange}
      />
    </>
  );
}
