import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@/utils/schedule';

interface OverlayProps {
  open?: boolean;
  keepMounted?: boolean;
}

/**
 * An overlay (MUI's Modal, Menu, Popper) whose code loads the first time it opens, not with the screen that holds
 * it (docs/performance.md, "Route weight"). Until then it renders nothing, as the real one does while closed; from
 * the first opening on it renders the real component, so closing transitions and focus return work as before. The
 * code is also fetched once the page's first screen is shown and the browser is idle, so the first opening rarely
 * waits for it.
 */
export function lazyOverlay<P extends OverlayProps>(
  load: () => Promise<{ default: ComponentType<P> }>,
  displayName: string,
) {
  let fetched: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchOnce = () => (fetched ??= load());
  const Real = lazy(fetchOnce);
  let preloadScheduled = false;

  function LazyOverlay(props: P) {
    const wanted = Boolean(props.open || props.keepMounted);
    const [used, setUsed] = useState(wanted);
    if (wanted && !used) setUsed(true);
    useEffect(() => {
      if (preloadScheduled) return;
      preloadScheduled = true;
      whenIdle(() => void fetchOnce().catch(() => undefined));
    }, []);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        <Real {...props} />
      </Suspense>
    );
  }
  LazyOverlay.displayName = `Lazy${displayName}`;
  return LazyOverlay;
}
