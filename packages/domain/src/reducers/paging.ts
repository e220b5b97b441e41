// Reading a paged list whole (spec section 7: follow `next` until none, merge, sort by id) as a pure fold:
// the caller fetches, this decides what the merged list is and whether to fetch again.
//
// Choices: an item whose id is already in the list replaces it (the later page is the fresher); a `next`
// that was already read ends the fold, so a server that loops cannot keep the client fetching forever.

/** Anything with an id. */
export interface Identified {
  id: number | string;
}

/** One page of a DRF list. */
export interface ListPage<T> {
  count?: number;
  next: string | null;
  results: readonly T[];
}

/** The fold's state: the merged items, the next page to read, and whether it is done. */
export interface PagingState<T> {
  items: T[];
  next: string | null;
  done: boolean;
  /** The page addresses read or about to be read, to stop a loop. */
  visited: string[];
}

/** Orders ids: numbers numerically, before strings; strings by code unit. */
export function compareIds(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Two lists merged: one item per id (the later list wins), sorted by id. */
export function mergeById<T extends Identified>(current: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map<number | string, T>();
  for (const item of current) byId.set(item.id, item);
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => compareIds(a.id, b.id));
}

/** The state before the first page: nothing merged, the first page's address to read. */
export function initialPaging<T>(firstPage: string): PagingState<T> {
  return { items: [], next: firstPage, done: false, visited: [firstPage] };
}

/** Folds one page in: merges its results and moves on to its `next`, or ends when there is none. */
export function pagingReducer<T extends Identified>(
  state: PagingState<T>,
  page: ListPage<T>,
): PagingState<T> {
  const items = mergeById(state.items, page.results);
  const next = page.next && !state.visited.includes(page.next) ? page.next : null;
  return { items, next, done: next === null, visited: next ? [...state.visited, next] : state.visited };
}

/** All pages merged at once: one item per id, sorted by id. */
export function mergePages<T extends Identified>(pages: readonly ListPage<T>[]): T[] {
  return pages.reduce<T[]>((items, page) => mergeById(items, page.results), []);
}
