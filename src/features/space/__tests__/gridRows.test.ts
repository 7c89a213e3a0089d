/** @jest-environment node */
import { columnsFor, flatRows, groupedRows, nearBottom } from '../gridRows';

const group = (key: string, count: number) => ({
  key,
  label: key,
  items: Array.from({ length: count }, (_, i) => i),
});
const cardCount = (rows: ReturnType<typeof groupedRows<number>>) =>
  rows.reduce((sum, row) => sum + (row.kind === 'cards' ? row.items.length : 0), 0);

describe('space grid rows', () => {
  it('fits cards by width, at least one, four before the width is known', () => {
    expect(columnsFor(0)).toBe(4);
    expect(columnsFor(100)).toBe(1);
    expect(columnsFor(358)).toBe(2); // a 390 px phone
    // Wider screens take larger cards: a 1440 px window's 1200 px grid has 4 columns, not 7 thumbnails.
    expect(columnsFor(1200)).toBe(4);
  });

  it('cuts a flat list into rows of the column count', () => {
    const rows = flatRows([1, 2, 3, 4, 5], 2);
    expect(rows.map((row) => (row.kind === 'cards' ? row.items : []))).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('shows 36 items of a group first and a "show more" row with the rest', () => {
    const rows = groupedRows([group('a', 80), group('b', 3)], {}, 4);
    expect(rows[0]).toEqual({ kind: 'heading', key: 'ha', label: 'a' });
    expect(rows.find((row) => row.kind === 'more')).toEqual({
      kind: 'more',
      key: 'ma',
      group: 'a',
      remaining: 44,
    });
    expect(cardCount(rows)).toBe(36 + 3);
  });

  it('shows 36 more per click and drops "show more" once all are shown', () => {
    expect(cardCount(groupedRows([group('a', 80)], { a: 72 }, 4))).toBe(72);
    const all = groupedRows([group('a', 80)], { a: 108 }, 4);
    expect(cardCount(all)).toBe(80);
    expect(all.some((row) => row.kind === 'more')).toBe(false);
  });

  it('loads more 200 px before the bottom', () => {
    expect(nearBottom(1000, 800)).toBe(true);
    expect(nearBottom(1001, 800)).toBe(false);
  });
});
