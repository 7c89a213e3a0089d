import { memo, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppLoading } from '@/components/AppLoading';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * A layout's screen slot: "APP Loading..." while the screen's chunk loads, the error page if it throws.
 *
 * Memoised: a layout that re-renders (the shell's credits, the sider's collapse) leaves the screen alone. On a page
 * being hydrated that matters most: an update reaching a Suspense boundary whose content is not hydrated yet makes
 * React hydrate that content at once, at the update's priority — one long blocking task instead of the background
 * hydration in slices (React's selective hydration).
 */
export const RouteOutlet = memo(function RouteOutlet({ fullHeight = false }: { fullHeight?: boolean }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<AppLoading fullHeight={fullHeight} />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
});
