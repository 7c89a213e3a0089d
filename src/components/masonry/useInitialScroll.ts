import { useEffect, useRef, useState, type RefObject } from 'react';

interface InitialScrollOptions {
  scrollTop: number;
  timeoutMs: number;
  contentHeight: number;
  onApplied: (scrollTop: number) => void;
}

/**
 * Returns to a saved scroll position once the content is tall enough to hold it, giving up waiting
 * after `timeoutMs` (spec 1 §4: up to 2 s) and scrolling as far as it can.
 */
export function useInitialScroll(ref: RefObject<HTMLElement | null>, options: InitialScrollOptions) {
  const { scrollTop, timeoutMs, contentHeight } = options;
  const [restoring, setRestoring] = useState(scrollTop > 0);
  const startedAt = useRef(0);
  const onApplied = useRef(options.onApplied);
  onApplied.current = options.onApplied;

  useEffect(() => {
    if (!restoring) return undefined;
    if (startedAt.current === 0) startedAt.current = Date.now();
    const el = ref.current;
    const apply = () => {
      if (!el) return;
      el.scrollTop = scrollTop;
      setRestoring(false);
      onApplied.current(el.scrollTop);
    };
    if (el && contentHeight >= scrollTop + el.clientHeight) {
      apply();
      return undefined;
    }
    const timer = setTimeout(apply, Math.max(0, timeoutMs - (Date.now() - startedAt.current)));
    return () => clearTimeout(timer);
  }, [restoring, contentHeight, scrollTop, timeoutMs, ref]);

  return { restoring };
}
