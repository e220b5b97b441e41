import { initialPaging, pagingReducer } from '@hub/domain';
import type * as v from 'valibot';
import type { ApiClient, CallResult } from './client';
import type { Page } from './schemas';

/**
 * Reads a paged list whole (spec section 7): page 1, then each `next` until none. Merging, sorting by id
 * and stopping at a `next` already read are @hub/domain's paging fold; items without an `id` are merged
 * by `keyOf` instead. Stops at the first failure and returns it, never a partial list.
 */
export async function followPages<T>(
  api: ApiClient,
  path: string,
  schema: v.GenericSchema<unknown, Page<T>>,
  signal?: AbortSignal,
  keyOf: (item: T) => number | string = (item) => (item as { id: number | string }).id,
): Promise<CallResult<T[]>> {
  let state = initialPaging<{ id: number | string; item: T }>(path);
  let query: Record<string, number> | undefined = { page: 1 };
  while (state.next) {
    const page: CallResult<Page<T>> = await api.call(toPath(state.next), {
      auth: true,
      signal,
      schema,
      query,
    });
    if (!page.ok) return page;
    state = pagingReducer(state, {
      next: page.data.next,
      results: page.data.results.map((item) => ({ id: keyOf(item), item })),
    });
    query = undefined; // `next` carries its own page number
  }
  return { ok: true, status: 200, data: state.items.map((entry) => entry.item) };
}

/**
 * The page parameter (`page`, or `offset` of a limit/offset list) a `next` link asks for, for an infinite
 * query's `getNextPageParam`: undefined when there is no next page; `fallback` when the link carries no
 * readable number.
 */
export function nextPageParam(
  next: string | null | undefined,
  name: 'page' | 'offset',
  fallback: number,
): number | undefined {
  if (!next) return undefined;
  let value: string | null = null;
  try {
    value = new URL(next, 'http://placeholder.invalid').searchParams.get(name);
  } catch {
    value = null;
  }
  const number = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(number) && number >= 0 ? number : fallback;
}

function toPath(next: string): string {
  // DRF gives absolute URLs; the client calls paths on its own origin.
  try {
    const url = new URL(next, 'http://placeholder.invalid');
    return `${url.pathname}${url.search}`;
  } catch {
    return next;
  }
}
