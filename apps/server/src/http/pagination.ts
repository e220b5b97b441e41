// DRF page-number pagination (docs/decisions.md): `?page=N` from 1, page size 1000 that `page_size`
// may lower, `{count, next, previous, results}` with absolute-path links that keep the other params.
import { pageSize as specPageSize } from '@hub/domain';
import type { Context } from 'hono';
import { HttpError, messages } from './errors';

/** The page size of the spec (section 9), which `page_size` may lower but not raise. */
export const maxPageSize = specPageSize;

export interface PageRequest {
  /** 1-based; -1 for `page=last`, resolved once the count is known. */
  page: number;
  pageSize: number;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * The page asked for. A `page` that is not a positive integer (or `last`, or empty for the first) is
 * 404 'Invalid page.' (as DRF); a `page_size` that is not a positive integer is ignored, and one above
 * 1000 is capped.
 */
export function pageRequest(c: Context): PageRequest {
  const rawPage = c.req.query('page');
  let page = 1;
  // An empty `page=` is page 1, as DRF reads it.
  if (rawPage !== undefined && rawPage !== '' && rawPage !== 'last') {
    if (!/^\d{1,9}$/.test(rawPage) || Number(rawPage) < 1) {
      throw new HttpError(404, { detail: messages.invalidPage });
    }
    page = Number(rawPage);
  }
  const rawSize = c.req.query('page_size');
  let pageSize = maxPageSize;
  if (rawSize !== undefined && /^\d{1,9}$/.test(rawSize) && Number(rawSize) >= 1) {
    pageSize = Math.min(Number(rawSize), maxPageSize);
  }
  if (rawPage === 'last') page = -1;
  return { page, pageSize };
}

function linkTo(c: Context, page: number | null): string | null {
  if (page === null) return null;
  const url = new URL(c.req.url);
  url.searchParams.set('page', String(page));
  return `${url.pathname}?${url.searchParams.toString()}`;
}

/**
 * Runs a counted, paged read: `count()` first, then `rows(limit, offset)` for the page. A page past
 * the last (other than page 1 of an empty list) is 404 'Invalid page.'.
 */
export async function paginate<T>(
  c: Context,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const request = pageRequest(c);
  const total = await count();
  const lastPage = Math.max(1, Math.ceil(total / request.pageSize));
  const page = request.page === -1 ? lastPage : request.page;
  if (page > lastPage) throw new HttpError(404, { detail: messages.invalidPage });
  const results = total === 0 ? [] : await rows(request.pageSize, (page - 1) * request.pageSize);
  return {
    count: total,
    next: linkTo(c, page < lastPage ? page + 1 : null),
    previous: linkTo(c, page > 1 ? page - 1 : null),
    results,
  };
}

/** A page of rows, each carrying the count of the whole list (`count(*) over ()`). */
export interface CountedRow {
  total: number;
}

/**
 * A paged read in one statement: `rows(limit, offset)` returns the page with the whole list's count on
 * each row (`count(*) over ()`), so a page costs one round trip instead of two. A page that comes back
 * empty past page 1 lies past the last: 404 as `paginate` answers. Only `page=last` needs the count
 * first, and takes it from `count()`.
 */
export async function paginateCounted<T extends CountedRow>(
  c: Context,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<Omit<T, 'total'>>> {
  const request = pageRequest(c);
  if (request.page === -1) {
    const page = await paginate(c, count, rows);
    return { ...page, results: page.results.map(withoutTotal) };
  }
  const found = await rows(request.pageSize, (request.page - 1) * request.pageSize);
  if (found.length === 0 && request.page > 1) throw new HttpError(404, { detail: messages.invalidPage });
  const total = found[0]?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / request.pageSize));
  return {
    count: total,
    next: linkTo(c, request.page < lastPage ? request.page + 1 : null),
    previous: linkTo(c, request.page > 1 ? request.page - 1 : null),
    results: found.map(withoutTotal),
  };
}

function withoutTotal<T extends CountedRow>({ total: _total, ...row }: T): Omit<T, 'total'> {
  return row;
}
