import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@/utils/schedule';

interface OverlayProps {
  open?: boolean;
  keepMounted?: boolean;
}

/**
 * One of our own overlays (a dialog, a menu, a drawer) whose code loads the first time it opens, not with the
 * screen that holds it: `React.lazy` behind the open state, at the app level (docs/architecture.md, "Forms and
 * dialogs"). Until then it renders nothing, as a closed MUI overlay does; from the first opening on it stays
 * mounted, so closing transitions and focus return work as usual. The code is also fetched once the page's first
 * screen is shown and the browser is idle, and once it is here the overlay renders at once, without a suspense.
 */
export function lazyOverlay<P extends OverlayProps>(
  load: () => Promise<{ default: ComponentType<P> }>,
  displayName: string,
) {
  let loaded: ComponentType<P> | undefined;
  let fetched: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchOnce = () =>
    (fetched ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(fetchOnce);
  let preloadScheduled = false;

  function LazyOverlay(props: P) {
    const wanted = Boolean(props.open || props.keepMounted);
    // At the first opening: the code already here (rendered at once) or not yet (behind a suspense). Kept for the
    // overlay's life, so its tree never changes shape and it is never remounted.
    const [used, setUsed] = useState<{ Real?: ComponentType<P> } | null>(wanted ? { Real: loaded } : null);
    if (wanted && !used) setUsed({ Real: loaded });
    useEffect(() => {
      if (preloadScheduled) return;
      preloadScheduled = true;
      whenIdle(() => void fetchOnce().catch(() => undefined));
    }, []);
    if (!used) return null;
    const { Real } = used;
    if (Real) return <Real {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyOverlay.displayName = `Lazy${displayName}`;
  return LazyOverlay;
}
