import { useLayoutEffect, useRef, type RefObject } from 'react';
import { visibleIndices, type MasonryLayout } from './layout';

/**
 * A new width re-lays out every card. Before the browser paints, the scroll position moves so the card
 * that was at the top of the viewport is there again, at the same relative offset.
 */
export function useScrollAnchor(
  ref: RefObject<HTMLElement | null>,
  layout: MasonryLayout,
  width: number,
  paused: boolean,
  onMoved: (scrollTop: number) => void,
) {
  const previous = useRef<{ layout: MasonryLayout; width: number } | null>(null);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { layout, width };
    const el = ref.current;
    if (!el || !before || before.width === 0 || before.width === width || paused) return;
    const top = el.scrollTop;
    const [first] = visibleIndices(before.layout, top, top);
    const oldBox = before.layout.boxes[first];
    const newBox = layout.boxes[first];
    if (!oldBox || !newBox) return;
    el.scrollTop = newBox.top + ((top - oldBox.top) / Math.max(1, oldBox.height)) * newBox.height;
    onMoved(el.scrollTop);
  }, [ref, layout, width, paused, onMoved]);
}
