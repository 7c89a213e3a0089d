import { useEffect, useState, type RefObject } from 'react';

/** True while the element intersects the viewport (or its scroll root). */
export function useOnScreen(ref: RefObject<Element | null>, enabled = true): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return undefined;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return enabled && onScreen;
}
