import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { SCROLL_STORAGE_KEY } from '../constants';

function read(): number {
  try {
    return Number(sessionStorage.getItem(SCROLL_STORAGE_KEY)) || 0;
  } catch {
    return 0;
  }
}

function write(value: number | null) {
  try {
    if (value === null) sessionStorage.removeItem(SCROLL_STORAGE_KEY);
    else sessionStorage.setItem(SCROLL_STORAGE_KEY, String(Math.round(value)));
  } catch {
    // Storage unavailable: the position simply is not remembered.
  }
}

/**
 * Spec 2 §2: the history's scroll position survives navigation in session storage; `reset` (the
 * `reset=true` parameter) forgets it. Restores once, when the content is there to scroll.
 */
export function useScrollMemory(ref: RefObject<HTMLElement | null>, ready: boolean, reset: boolean) {
  const restored = useRef(false);
  const frame = useRef(0);

  useEffect(() => {
    if (reset) write(null);
  }, [reset]);

  useEffect(() => {
    if (!ready || restored.current || !ref.current) return;
    restored.current = true;
    ref.current.scrollTop = reset ? 0 : read();
  }, [ready, reset, ref]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  return useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      if (ref.current) write(ref.current.scrollTop);
    });
  }, [ref]);
}
