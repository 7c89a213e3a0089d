/** A card's box inside the masonry, in pixels relative to the feed's content box. */
export interface MasonryBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface MasonryLayout {
  boxes: MasonryBox[];
  /** Item indices per column, in ascending `top` order (what the binary search of `visibleIndices` needs). */
  columns: number[][];
  height: number;
}

export interface SizedItem {
  width?: number | null;
  height?: number | null;
}

/** Cards without usable dimensions are shown square, so the box is still known before the image loads. */
export function itemHeight(item: SizedItem, columnWidth: number): number {
  const { width, height } = item;
  if (!width || !height || width <= 0 || height <= 0) return Math.round(columnWidth);
  return Math.round((columnWidth * height) / width);
}

export function columnWidthFor(containerWidth: number, columnCount: number, gap: number): number {
  return Math.max(0, (containerWidth - gap * (columnCount - 1)) / columnCount);
}

/**
 * Places every item in the currently shortest column. The placement of item n depends only on items
 * 0..n-1, so appending a page never moves a card that is already on screen (zero layout shift).
 */
export function computeMasonryLayout(
  items: readonly SizedItem[],
  columnCount: number,
  containerWidth: number,
  gap: number,
): MasonryLayout {
  const count = Math.max(1, columnCount);
  const columnWidth = columnWidthFor(containerWidth, count, gap);
  const heights = new Array<number>(count).fill(0);
  const columns: number[][] = Array.from({ length: count }, () => []);
  const boxes: MasonryBox[] = new Array(items.length);
  for (let i = 0; i < items.length; i += 1) {
    let column = 0;
    for (let c = 1; c < count; c += 1) if (heights[c] < heights[column]) column = c;
    const top = columns[column].length === 0 ? 0 : heights[column] + gap;
    const height = itemHeight(items[i], columnWidth);
    boxes[i] = { top, left: column * (columnWidth + gap), width: columnWidth, height };
    heights[column] = top + height;
    columns[column].push(i);
  }
  return { boxes, columns, height: Math.max(0, ...heights) };
}

/** First position in `column` whose box ends at or below `y`. */
function firstEndingBelow(column: number[], boxes: MasonryBox[], y: number): number {
  let low = 0;
  let high = column.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const box = boxes[column[mid]];
    if (box.top + box.height < y) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Indices of the items intersecting [start, end], in item order; O(columns · log n + visible). */
export function visibleIndices(layout: MasonryLayout, start: number, end: number): number[] {
  const result: number[] = [];
  for (const column of layout.columns) {
    for (let p = firstEndingBelow(column, layout.boxes, start); p < column.length; p += 1) {
      const index = column[p];
      if (layout.boxes[index].top > end) break;
      result.push(index);
    }
  }
  return result.sort((a, b) => a - b);
}
