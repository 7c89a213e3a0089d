import { useRef, type PointerEvent } from 'react';

export interface PointerDragOptions {
  /** Stop the drag's events at the element, so a carousel or swipe around it does not move too. */
  contain?: boolean;
}

/**
 * A drag on one element, by mouse, pen or touch: the pointer is captured on press (the drag follows it outside
 * the element) and the drag ends on release or cancel. `begin` returns what the drag starts from, or null for no
 * drag; `move` gets each move with that start. Spread the returned handlers on the element.
 */
export function usePointerDrag<T, E extends Element = HTMLDivElement>(
  begin: (event: PointerEvent<E>) => T | null,
  move: (event: PointerEvent<E>, start: T) => void,
  { contain = false }: PointerDragOptions = {},
) {
  const start = useRef<T | null>(null);
  const end = (event: PointerEvent<E>) => {
    if (contain) event.stopPropagation();
    start.current = null;
  };
  return {
    onPointerDown: (event: PointerEvent<E>) => {
      if (contain) event.stopPropagation();
      const from = begin(event);
      if (from === null) return;
      start.current = from;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<E>) => {
      if (start.current === null) return;
      if (contain) event.stopPropagation();
      move(event, start.current);
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
}
