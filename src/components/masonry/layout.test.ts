/** @jest-environment node */
import { computeMasonryLayout, itemHeight, visibleIndices } from './layout';

describe('masonry layout', () => {
  it('derives each height from width/height and falls back to a square', () => {
    expect(itemHeight({ width: 400, height: 600 }, 200)).toBe(300);
    expect(itemHeight({ width: 0, height: 600 }, 200)).toBe(200);
    expect(itemHeight({}, 150)).toBe(150);
  });

  it('places items in the shortest column with the gap both ways', () => {
    const layout = computeMasonryLayout(
      [
        { width: 100, height: 200 },
        { width: 100, height: 100 },
        { width: 100, height: 100 },
      ],
      2,
      202,
      2,
    );
    expect(layout.boxes[0]).toEqual({ top: 0, left: 0, width: 100, height: 200 });
    expect(layout.boxes[1]).toEqual({ top: 0, left: 102, width: 100, height: 100 });
    expect(layout.boxes[2]).toEqual({ top: 102, left: 102, width: 100, height: 100 });
    expect(layout.height).toBe(202);
  });

  it('never moves placed items when more are appended (no layout shift)', () => {
    const items = Array.from({ length: 50 }, (_, i) => ({ width: 100, height: 80 + ((i * 37) % 120) }));
    const before = computeMasonryLayout(items.slice(0, 20), 4, 800, 2);
    const after = computeMasonryLayout(items, 4, 800, 2);
    expect(after.boxes.slice(0, 20)).toEqual(before.boxes);
  });

  it('finds exactly the items intersecting a window', () => {
    const items = Array.from({ length: 1000 }, () => ({ width: 100, height: 100 }));
    const layout = computeMasonryLayout(items, 4, 406, 2);
    const visible = visibleIndices(layout, 1020, 1530);
    const brute = layout.boxes
      .map((box, i) => (box.top <= 1530 && box.top + box.height >= 1020 ? i : -1))
      .filter((i) => i >= 0);
    expect(visible).toEqual(brute);
    expect(visible.length).toBeLessThan(40);
  });
});
