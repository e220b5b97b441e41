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

function toPath(next: string): string {
  // DRF gives absolute URLs; the client calls paths on its own origin.
  try {
    const url = new URL(next, 'http://placeholder.invalid');
    return `${url.pathname}${url.search}`;
  } catch {
    return next;
  }
}
