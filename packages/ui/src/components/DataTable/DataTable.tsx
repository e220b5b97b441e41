import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type ReactNode, useId } from 'react';
import {
  ChevronEndIcon,
  ChevronStartIcon,
  SortAscendingIcon,
  SortDescendingIcon,
  SortIcon,
} from '../../internal/icons';
import { scrollEndAttributes, useScrollEnds } from '../../internal/use-scroll-ends';
import { Button } from '../Button/Button';
import { ErrorState } from '../ErrorState/ErrorState';
import * as styles from './DataTable.css';

export const sortDirections = ['ascending', 'descending'] as const;
export type SortDirection = (typeof sortDirections)[number];

export const columnAlignments = ['start', 'end'] as const;
export type ColumnAlignment = (typeof columnAlignments)[number];

/** A column: its header, how to render a row's cell, and whether it can be sorted. */
export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** `end` for numbers and amounts. */
  align?: ColumnAlignment;
}

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableProps<Row> {
  /** Names the table for everyone; `captionHidden` keeps it for screen readers only. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only, when a heading above already names the table. */
  captionHidden?: boolean;
  /** The columns, in order: header, how to render a row's cell, sortable, alignment. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page, already sorted by the caller. */
  rows: readonly Row[];
  /** A stable key for a row. */
  getRowId: (row: Row) => string;
  /** The current sort (the caller sorts, usually on the server). */
  sort?: DataTableSort;
  /** Called with the next sort when a sortable header is pressed: ascending first, then it toggles. */
  onSortChange?: (sort: DataTableSort) => void;
  /** 1-based current page; paging controls show when `pageCount` and `onPageChange` are given. */
  page?: number;
  /** How many pages there are; with `page` and `onPageChange` the paging controls show. */
  pageCount?: number;
  /** Called with the page to show when Previous or Next is pressed. */
  onPageChange?: (page: number) => void;
  /** Shows placeholder rows and marks the table busy. */
  loading?: boolean;
  /** How many placeholder rows show while loading (5 by default). */
  loadingRows?: number;
  /** Shown in a single row when there are no rows; "No results" by default. */
  emptyMessage?: ReactNode;
  /** The rows could not be loaded: `true` for the usual words, or a message. Shown in place of the rows. */
  error?: boolean | ReactNode;
  /** With `error`, offered as a Retry button. */
  onRetry?: () => void;
  /** The retry is running: its button shows a spinner. */
  retrying?: boolean;
  /** Extra class on the outermost element, for the caller's layout (spacing, width). */
  className?: string;
}

function nextSort(current: DataTableSort | undefined, columnId: string): DataTableSort {
  if (current?.columnId === columnId && current.direction === 'ascending') {
    return { columnId, direction: 'descending' };
  }
  return { columnId, direction: 'ascending' };
}

/** A table for staff lists: caption, sortable headers (aria-sort), paging, loading, empty and failed rows. */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  page,
  pageCount,
  onPageChange,
  loading = false,
  loadingRows = 5,
  emptyMessage,
  error = false,
  onRetry,
  retrying = false,
  className,
}: DataTableProps<Row>) {
  const { t } = useLingui();
  const captionId = useId();
  const [measureScroller, hiddenEnds] = useScrollEnds<HTMLDivElement>();
  const scrolls = hiddenEnds.start || hiddenEnds.end;
  const showPaging =
    pageCount !== undefined && pageCount > 0 && page !== undefined && onPageChange !== undefined;
  const failed = !loading && error !== false && error !== undefined && error !== null;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div
        ref={measureScroller}
        className={styles.scroller}
        // A table wider than the screen scrolls here; focusable then, so the keyboard can scroll it.
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}
        // The end that hides columns fades out, so people see there is more.
        {...scrollEndAttributes(hiddenEnds)}
      >
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption id={captionId} className={styles.caption}>
            {captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sort?.columnId === column.id ? sort.direction : undefined;
                const alignment = styles.align[column.align ?? 'start'];
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sorted}
                    className={`${styles.headerCell} ${alignment}`}
                  >
                    {column.sortable && onSortChange ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => onSortChange(nextSort(sort, column.id))}
                      >
                        {column.header}
                        <span className={`${styles.sortIcon} ${sorted ? styles.sortIconActive : ''}`}>
                          {sorted === 'ascending' ? (
                            <SortAscendingIcon size="1em" />
                          ) : sorted === 'descending' ? (
                            <SortDescendingIcon size="1em" />
                          ) : (
                            <SortIcon size="1em" />
                          )}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              Array.from({ length: Math.max(1, loadingRows) }, (_, index) => (
                <tr key={`loading-${index}`} className={styles.row} aria-hidden="true">
                  {columns.map((column) => (
                    <td key={column.id} className={styles.cell}>
                      <span className={styles.skeletonBar} />
                    </td>
                  ))}
                </tr>
              ))
            ) : failed ? (
              <tr className={styles.row}>
                <td colSpan={columns.length} className={styles.failed}>
                  <ErrorState
                    title={t`Whoops, an error occurred`}
                    description={error === true ? t`Check your connection and try again.` : error}
                    onRetry={onRetry}
                    retrying={retrying}
                  />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr className={styles.row}>
                <td colSpan={columns.length} className={styles.empty}>
                  {emptyMessage ?? t`No results`}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={getRowId(row)} className={styles.row}>
                  {columns.map((column) => (
                    <td key={column.id} className={`${styles.cell} ${styles.align[column.align ?? 'start']}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
        {loading ? <VisuallyHidden role="status">{t`Loading…`}</VisuallyHidden> : null}
      </div>
      {showPaging ? (
        <nav aria-label={t`Pagination`} className={styles.paging}>
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1 || loading || failed}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronStartIcon size="1em" />
            {t`Previous page`}
          </Button>
          <span className={styles.pageStatus} aria-live="polite">
            {t`Page ${page} of ${pageCount}`}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pageCount || loading || failed}
            onClick={() => onPageChange(page + 1)}
          >
            {t`Next page`}
            <ChevronEndIcon size="1em" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
DataTable.displayName = 'DataTable';
