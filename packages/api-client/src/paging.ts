import type * as v from 'valibot';
import type { ApiClient, CallResult } from './client';
import type { Page } from './schemas';

/**
 * Reads a paged list whole: page 1, then each `next` until none; merges the results and sorts them
 * by id when they have one (spec section 7). Stops at the first failure and returns it.
 */
export async function followPages<T>(
  api: ApiClient,
  path: string,
  schema: v.GenericSchema<unknown, Page<T>>,
  signal?: AbortSignal,
): Promise<CallResult<T[]>> {
  const results: T[] = [];
  let next: string | null = path;
  let query: Record<string, number> | undefined = { page: 1 };
  let guard = 0;
  while (next && guard < 10_000) {
    guard += 1;
    const page: CallResult<Page<T>> = await api.call(next, { auth: true, signal, schema, query });
    if (!page.ok) return page;
    results.push(...page.data.results);
    next = page.data.next ? toPath(page.data.next) : null;
    query = undefined; // `next` carries its own page number
  }
  return { ok: true, status: 200, data: sortById(results) };
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

function sortById<T>(items: T[]): T[] {
  if (!items.every((item) => typeof (item as { id?: unknown }).id === 'number')) return items;
  return [...items].sort((a, b) => (a as { id: number }).id - (b as { id: number }).id);
}
