import { describe, expect, it } from 'vitest';
import { sortRows } from './sort-rows';

interface Row {
  name: string;
  lastPlay: number | null;
}

const rows: Row[] = [
  { name: 'Sam Okafor', lastPlay: 10 },
  { name: 'blair Blocked', lastPlay: null },
  { name: 'Ávery Kim', lastPlay: 30 },
  { name: 'Dana Rivera', lastPlay: 20 },
];
const sortBy = { name: (row: Row) => row.name, lastPlay: (row: Row) => row.lastPlay };

describe('sorting the loaded page', () => {
  it('keeps the server order without a sort', () => {
    expect(sortRows(rows, undefined, sortBy, 'en')).toEqual(rows);
  });

  it('sorts text in the reader’s language, ignoring case and accents', () => {
    const sorted = sortRows(rows, { columnId: 'name', direction: 'ascending' }, sortBy, 'en');
    expect(sorted.map((row) => row.name)).toEqual([
      'Ávery Kim',
      'blair Blocked',
      'Dana Rivera',
      'Sam Okafor',
    ]);
  });

  it('sorts numbers descending, rows without a value last', () => {
    const sorted = sortRows(rows, { columnId: 'lastPlay', direction: 'descending' }, sortBy, 'en');
    expect(sorted.map((row) => row.lastPlay)).toEqual([30, 20, 10, null]);
  });

  it('keeps rows without a value last when ascending too', () => {
    const sorted = sortRows(rows, { columnId: 'lastPlay', direction: 'ascending' }, sortBy, 'en');
    expect(sorted.map((row) => row.lastPlay)).toEqual([10, 20, 30, null]);
  });

  it('leaves the rows as they were for a column it cannot sort by', () => {
    expect(sortRows(rows, { columnId: 'tags', direction: 'ascending' }, sortBy, 'en')).toEqual(rows);
  });
});
