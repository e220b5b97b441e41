import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareIds, initialPaging, mergeById, mergePages, pagingReducer, type ListPage } from './paging';

interface Player {
  id: number;
  name: string;
}
const player = (id: number): Player => ({ id, name: `Player ${id}` });

describe('reading a paged list whole (spec section 7)', () => {
  it('follows next until none, merging the results sorted by id', () => {
    const pages: ListPage<Player>[] = [
      { count: 5, next: '/api/v2/player/accounts/1/?page=2', results: [player(4), player(2)] },
      { count: 5, next: '/api/v2/player/accounts/1/?page=3', results: [player(5), player(1)] },
      { count: 5, next: null, results: [player(3)] },
    ];
    let state = initialPaging<Player>('/api/v2/player/accounts/1/?page=1');
    const read: string[] = [];
    for (const page of pages) {
      expect(state.done).toBe(false);
      read.push(state.next!);
      state = pagingReducer(state, page);
    }
    expect(read).toEqual([
      '/api/v2/player/accounts/1/?page=1',
      '/api/v2/player/accounts/1/?page=2',
      '/api/v2/player/accounts/1/?page=3',
    ]);
    expect(state.done).toBe(true);
    expect(state.next).toBeNull();
    expect(state.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps one item per id, the later page winning', () => {
    expect(mergeById([player(1), { id: 2, name: 'old' }], [{ id: 2, name: 'new' }])).toEqual([
      player(1),
      { id: 2, name: 'new' },
    ]);
  });

  it('stops when a page points back at a page already read', () => {
    let state = initialPaging<Player>('/p?page=1');
    state = pagingReducer(state, { next: '/p?page=2', results: [player(1)] });
    state = pagingReducer(state, { next: '/p?page=1', results: [player(2)] });
    expect(state).toMatchObject({ done: true, next: null });
    expect(state.items).toHaveLength(2);
  });

  it.each([
    { a: 1, b: 2, sign: -1 },
    { a: 10, b: 9, sign: 1 },
    { a: 3, b: 'a', sign: -1 },
    { a: 'a', b: 3, sign: 1 },
    { a: 'b', b: 'a', sign: 1 },
    { a: 'a', b: 'b', sign: -1 },
    { a: 'a', b: 'a', sign: 0 },
  ])('orders id $a against $b as $sign', ({ a, b, sign }) => {
    expect(Math.sign(compareIds(a, b))).toBe(sign);
  });

  const pagesOf = fc.array(
    fc.array(fc.integer({ min: 1, max: 50 }).map(player)).map((results) => ({ next: null, results })),
    { maxLength: 6 },
  );

  it('gives the same list whatever order the pages arrive in', () => {
    const pagesInTwoOrders = pagesOf.chain((pages) =>
      fc.tuple(fc.constant(pages), fc.shuffledSubarray(pages, { minLength: pages.length })),
    );
    fc.assert(
      fc.property(pagesInTwoOrders, ([pages, shuffled]) => {
        expect(mergePages(shuffled)).toEqual(mergePages(pages));
      }),
    );
  });

  it('keeps every id once, sorted', () => {
    fc.assert(
      fc.property(pagesOf, (pages) => {
        const ids = mergePages(pages).map((item) => item.id);
        const expected = [...new Set(pages.flatMap((page) => page.results.map((item) => item.id)))].sort(
          (a, b) => a - b,
        );
        expect(ids).toEqual(expected);
      }),
    );
  });
});
