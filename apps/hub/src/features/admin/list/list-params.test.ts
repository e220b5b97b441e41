import { describe, expect, it } from 'vitest';
import { choiceParam, pageCountOf, pageParam, searchParam, withListParams } from './list-params';

describe('the page in the address', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['two', 1],
    ['2.5', 1],
    ['12345678', 1],
  ])('reads %j as page %i', (raw, page) => {
    expect(pageParam(raw)).toBe(page);
  });
});

describe('the search in the address', () => {
  it('is trimmed', () => {
    expect(searchParam('  okafor ')).toBe('okafor');
  });

  it('is cut to the 100 characters the server takes', () => {
    expect(searchParam('a'.repeat(150))).toHaveLength(100);
  });

  it('is empty when absent', () => {
    expect(searchParam(null)).toBe('');
  });
});

describe('a filter in the address', () => {
  it.each([
    ['ACTIVE', 'ACTIVE'],
    ['blocked', 'BLOCKED'],
    ['CLOSED', null],
    [null, null],
  ])('reads %j as %j', (raw, value) => {
    expect(choiceParam(raw, ['ACTIVE', 'BLOCKED'] as const)).toBe(value);
  });
});

describe('changing the address', () => {
  it('goes back to the first page when the search or a filter changes', () => {
    const next = withListParams(new URLSearchParams('search=sam&page=3'), { tag: 'legacy' });
    expect(next.toString()).toBe('search=sam&tag=legacy');
  });

  it('keeps the search and filters when only the page changes', () => {
    const next = withListParams(new URLSearchParams('search=sam&tag=legacy'), { page: 2 });
    expect(next.toString()).toBe('search=sam&tag=legacy&page=2');
  });

  it('leaves out empty values and the first page', () => {
    const next = withListParams(new URLSearchParams('search=sam&status=BLOCKED&page=2'), {
      search: '',
      status: null,
      page: 1,
    });
    expect(next.toString()).toBe('');
  });
});

describe('how many pages a list has', () => {
  it.each([
    [0, 1],
    [1, 1],
    [1000, 1],
    [1001, 2],
    [2345, 3],
  ])('%i items make %i pages of 1000', (count, pages) => {
    expect(pageCountOf(count)).toBe(pages);
  });
});
