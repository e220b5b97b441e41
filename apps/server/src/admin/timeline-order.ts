// How the timeline reads a page's worth of a source (issue 30): the source's newest rows up to the last
// event the page can show, in the order @hub/domain's mergeTimeline puts them, and how many it holds in
// all. Each source's page-and-before is enough: the first `page × size` events of the merged list are
// among the first `page × size` of each source.
import { desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A source's newest rows and the number of its rows in all (0 when it has none). */
export interface Newest<T> {
  rows: T[];
  total: number;
}

/**
 * Newest first as the merge orders one kind: by the moment (to the millisecond, as the events show it),
 * then by id as text, descending (mergeTimeline compares ids as strings, so "10" comes before "9").
 */
export const newestFirst = (at: SQLWrapper, id: SQLWrapper): SQL[] => [
  desc(sql`date_trunc('milliseconds', ${at})`),
  desc(sql`(${id})::text collate "C"`),
];

/** The count of the source's rows beside each row read: a window counted before the limit cuts them. */
export const totalColumn = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The limit of a source's prepared statement (`.limit(pageEnd)`): the page's worth, or null for all of it
 * when the page is not known before the count (`last`); PostgreSQL reads `limit null` as no limit.
 */
export const pageEnd = sql.placeholder('limit');

/** The rows without their count column, and the count (every row carries the same). */
export function newestOf<T extends { total: number }>(rows: T[]): Newest<Omit<T, 'total'>> {
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    total: rows[0]?.total ?? 0,
  };
}
