import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppLoading } from '@/components/AppLoading';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** A layout's screen slot: "APP Loading..." while the screen's chunk loads, the error page if it throws. */
export function RouteOutlet({ fullHeight = false }: { fullHeight?: boolean }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<AppLoading fullHeight={fullHeight} />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
