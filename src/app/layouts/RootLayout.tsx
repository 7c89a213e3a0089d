import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { AccessGate } from '@/app/access/AccessGate';
import { useUnauthorizedRedirect } from '@/app/access/unauthorizedHandler';
import { AppLoading } from '@/components/AppLoading';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Above every layout: the 401 redirect, the access gate, and a boundary for lazily loaded layouts. */
export function RootLayout() {
  useUnauthorizedRedirect();
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<AppLoading fullHeight />}>
        <AccessGate />
      </Suspense>
    </RouteErrorBoundary>
  );
}
