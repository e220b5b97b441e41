// Sorting a staff list's loaded page in the browser (the admin list calls take no ordering: the server
// answers newest first, the outstanding requests oldest first; only the accounts list's ID, churn risk and
// last play ask the server: account-ordering.ts). docs/decisions.md "Admin screens".
import type { DataTableSort } from '@hub/ui';

/** What a column sorts by: text (compared in the reader's language), a number, or nothing (last). */
export type SortValue = string | number | null;

/**
 * The rows in the order `sort` asks for, by the column's value in `sortBy`; rows without a value stay
 * last in either direction, and equal rows keep the server's order. Without a sort (or for a column
 * without a value) the rows come back as they were.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: DataTableSort | undefined,
  sortBy: Readonly<Record<string, (row: Row) => SortValue>>,
  locale: string,
): Row[] {
  const valueOf = sort ? sortBy[sort.columnId] : undefined;
  if (!sort || !valueOf) return [...rows];
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const direction = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : order * direction;
    })
    .map(({ row }) => row);
}
