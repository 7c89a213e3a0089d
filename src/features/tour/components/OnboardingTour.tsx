import { lazy, Suspense } from 'react';
import { useGetUserInfoQuery } from '@/api/endpoints/user';
import { useAppSelector } from '@/app/hooks';
import { useSignedIn } from '@/hooks/useSignedIn';
import { useTourStarts } from '../hooks/useTourStarts';
import { selectTour } from '../tourSlice';
import type { TourRunnerProps } from './TourRunner';

const TourRunner = lazy(() => import('./TourRunner'));

export type OnboardingTourProps = TourRunnerProps;

/**
 * The onboarding tour as mounted in the base and tools layouts (spec 3 §2.9). Only the starts live in the
 * first page's code (once per user, `?tour=1`); the steps, the runner and react-joyride are one lazy chunk
 * loaded when a tour starts. While the runner waits for a step's target the tour is paused and nothing
 * covers the page.
 */
export function OnboardingTour(props: OnboardingTourProps) {
  const signedIn = useSignedIn();
  const user = useGetUserInfoQuery(undefined, { skip: !signedIn });
  useTourStarts(signedIn ? user.data?.email : undefined);
  const { running } = useAppSelector(selectTour);
  if (!running) return null;
  return (
    <Suspense fallback={null}>
      <TourRunner {...props} />
    </Suspense>
  );
}
