import {
  CARD_GAP,
  CARD_MIN_WIDTH,
  GROUP_ITEMS_STEP,
  LOAD_MORE_THRESHOLD_PX,
  WIDE_CARD_MIN_WIDTH,
  WIDE_GRID_FROM,
} from './constants';

/** One row of the windowed space grid: a date heading, a row of cards, or a group's "show more". */
export type GridRow<T> =
  | { kind: 'heading'; key: string; label: string }
  | { kind: 'cards'; key: string; items: T[] }
  | { kind: 'more'; key: string; group: string; remaining: number };

/** A date group of the collection, already labelled. */
export interface RowGroup<T> {
  key: string;
  label: string;
  items: T[];
}

/** How many cards fit side by side in `width` px (at least one; 4 before the width is known). */
export function columnsFor(width: number): number {
  if (width <= 0) return 4;
  const min = width >= WIDE_GRID_FROM ? WIDE_CARD_MIN_WIDTH : CARD_MIN_WIDTH;
  return Math.max(1, Math.floor((width + CARD_GAP) / (min + CARD_GAP)));
}

/** The side of a square card when `columns` cards share `width` px. */
export function cardSizeFor(width: number, columns: number): number {
  const usable = width > 0 ? width : columns * (CARD_MIN_WIDTH + CARD_GAP) - CARD_GAP;
  return Math.floor((usable - (columns - 1) * CARD_GAP) / columns);
}

function cardRows<T>(items: readonly T[], columns: number, prefix: string): GridRow<T>[] {
  const rows: GridRow<T>[] = [];
  for (let start = 0; start < items.length; start += columns) {
    rows.push({ kind: 'cards', key: `${prefix}${start}`, items: items.slice(start, start + columns) });
  }
  return rows;
}

/** A flat list (creations, likes, production) as rows of `columns` cards. */
export function flatRows<T>(items: readonly T[], columns: number): GridRow<T>[] {
  return cardRows(items, columns, 'r');
}

/**
 * The collection as rows (spec 2 §2, §9): each date group's heading, its first `shown[key]` items
 * (36 by default) and a "show more" row while some are hidden.
 */
export function groupedRows<T>(
  groups: readonly RowGroup<T>[],
  shown: Readonly<Record<string, number>>,
  columns: number,
): GridRow<T>[] {
  return groups.flatMap((group) => {
    const visible = shown[group.key] ?? GROUP_ITEMS_STEP;
    const rows: GridRow<T>[] = [
      { kind: 'heading', key: `h${group.key}`, label: group.label },
      ...cardRows(group.items.slice(0, visible), columns, `${group.key}:`),
    ];
    if (group.items.length > visible) {
      rows.push({
        kind: 'more',
        key: `m${group.key}`,
        group: group.key,
        remaining: group.items.length - visible,
      });
    }
    return rows;
  });
}

/** Spec 2 §9: load the next page once the list's bottom is within 200 px of the viewport's bottom. */
export function nearBottom(listBottom: number, viewportHeight: number): boolean {
  return listBottom - viewportHeight <= LOAD_MORE_THRESHOLD_PX;
}
