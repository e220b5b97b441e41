// The staff lists keep what they show in the address (`?search=&tag=&status=&kind=&page=`), so a reload, the
// back button and a shared link show the same page. Pure helpers; the pages read and write them through
// react-router's search params.
import { adminLimits, pageSize } from '@hub/domain';

/** The page the address names: a positive whole number, else the first. */
export function pageParam(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The search the address names, bounded as the server bounds it (adminLimits.search), trimmed. */
export function searchParam(raw: string | null): string {
  return (raw ?? '').slice(0, adminLimits.search).trim();
}

/** The value the address names when it is one of `known` (any case), else null. */
export function choiceParam<T extends string>(raw: string | null, known: readonly T[]): T | null {
  if (raw === null) return null;
  const wanted = raw.slice(0, adminLimits.queryValue).toLowerCase();
  return known.find((value) => value.toLowerCase() === wanted) ?? null;
}

/**
 * The address's query with `changes` applied: an empty or null value is left out, and any change other
 * than the page's own goes back to the first page (a new search or filter starts at its beginning).
 */
export function withListParams(
  params: URLSearchParams,
  changes: Readonly<Record<string, string | number | null>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '' || (name === 'page' && value === 1)) next.delete(name);
    else next.set(name, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** How many pages a list of `count` items has, at the spec's page size (section 9: 1000); at least one. */
export function pageCountOf(count: number, size: number = pageSize): number {
  return Math.max(1, Math.ceil(count / size));
}
