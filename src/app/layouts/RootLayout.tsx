import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { AccessGate } from '@/app/access/AccessGate';
import { useUnauthorizedRedirect } from '@/app/access/unauthorizedHandler';
import { AppLoading } from '@/components/AppLoading';
import { BatchRunnerSlot } from './BatchRunnerSlot';
import { OnboardingTourSlot } from './OnboardingTourSlot';
import { OtherTabsSlot } from './OtherTabsSlot';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Above every layout: the 401 redirect, the access gate, a boundary for lazily loaded layouts, the
 * onboarding tour — spec 3 §2.9: `?tour=1` starts it from any page, the policy pages and the admin area too —,
 * the other tabs' sign-outs and payments, the watch of an order confirmed before a reload (issue 41), and the
 * user's batches, which go on whatever the screen (issue 45).
 */
export function RootLayout() {
  useUnauthorizedRedirect();
  const { pathname } = useLocation();
  return (
    <>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<AppLoading fullHeight />}>
          <AccessGate />
        </Suspense>
      </RouteErrorBoundary>
      <OnboardingTourSlot />
      <OtherTabsSlot />
      <BatchRunnerSlot />
    </>
  );
}
