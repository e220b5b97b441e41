// The account list's columns the server orders (issue 30): `?ordering=` reads an index order of all the
// accounts (100k at scale), so sorting by ID, last play or churn risk lists the whole list in that order, a
// page at a time, where sorting the page shown would only shuffle its 1,000. The other columns (name,
// contact, status) still sort the page shown (sort-rows.ts). DRF style: ascending plain, descending with
// `-`; `-churn_risk` lists the most at risk first. The address keeps the order (`?ordering=`).
import type { AccountOrdering } from '@hub/domain';
import type { DataTableSort } from '@hub/ui';

/** Each server-ordered column and the field of `?ordering=` it sorts by. */
const orderedColumns = { id: 'id', lastPlay: 'last_play_at', risk: 'churn_risk' } as const;
type OrderedColumn = keyof typeof orderedColumns;

function isOrderedColumn(columnId: string): columnId is OrderedColumn {
  return Object.hasOwn(orderedColumns, columnId);
}

/** The ordering the server lists by for a sort of the table, or null for a column that sorts the page. */
export function accountOrderingOf(sort: DataTableSort): AccountOrdering | null {
  if (!isOrderedColumn(sort.columnId)) return null;
  const field = orderedColumns[sort.columnId];
  return sort.direction === 'ascending' ? field : `-${field}`;
}

/** The table's sort for the address's ordering (none when the address names none: newest first). */
export function accountSortOf(ordering: AccountOrdering | null): DataTableSort | undefined {
  if (ordering === null) return undefined;
  const field = ordering.replace(/^-/, '');
  const columnId = (Object.keys(orderedColumns) as OrderedColumn[]).find(
    (column) => orderedColumns[column] === field,
  );
  if (columnId === undefined) return undefined;
  return { columnId, direction: ordering.startsWith('-') ? 'descending' : 'ascending' };
}
