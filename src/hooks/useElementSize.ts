import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

/**
 * The element's client size. The first measurement is taken at once, before the browser paints (a layout
 * effect): a frame laid out at width 0 would show a masonry's footer at the top and then push it down as the
 * cards appear, a layout shift on every first load. Later width changes wait
 * `debounceMs` so a window drag does not re-layout the feed on every frame (spec 1 §9: 200 ms).
 * Height changes apply at once: they only move the visible window, they never re-layout cards.
 * `initial` is a size known before mounting (the placeholder the element replaces): when it is right, the first
 * render already has it and no second render follows.
 */
export function useElementSize(
  ref: RefObject<HTMLElement | null>,
  debounceMs = 0,
  initial?: ElementSize,
): ElementSize {
  const [size, setSize] = useState<ElementSize>(() => initial ?? { width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let current = { width: element.clientWidth, height: element.clientHeight };
    setSize((previous) =>
      previous.width === current.width && previous.height === current.height ? previous : current,
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      const next = { width: element.clientWidth, height: element.clientHeight };
      if (next.height !== current.height) {
        current = { ...current, height: next.height };
        setSize(current);
      }
      if (next.width !== current.width) {
        clearTimeout(timer);
        timer = setTimeout(() => {
          current = { width: element.clientWidth, height: element.clientHeight };
          setSize(current);
        }, debounceMs);
      }
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, debounceMs]);
  return size;
}
