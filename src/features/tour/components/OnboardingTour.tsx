import { lazy, Suspense } from 'react';
import { useGetUserInfoQuery } from '@/api/endpoints/user';
import { useLanguage } from '@/hooks/useLanguage';
import { usePrefersReducedMotion } from '@/hooks/usePrefersReducedMotion';
import { useSignedIn } from '@/hooks/useSignedIn';
import { useTourRunner } from '../hooks/useTourRunner';
import { useTourStarts } from '../hooks/useTourStarts';
import type { TourJoyrideProps } from './TourJoyride';

const TourJoyride = lazy(() => import('./TourJoyride'));

export interface OnboardingTourProps {
  /** A real gallery image for the detail and marketing steps (the layout takes it from the Explore feed). */
  galleryImageId?: number;
  variant?: TourJoyrideProps['variant'];
}

/**
 * The onboarding tour as mounted in the base and tools layouts (spec 3 §2.9): it starts itself (once per
 * user, `?tour=1`), walks the steps and shows react-joyride — a lazy chunk — only while a step's target
 * is on screen. While it waits for one the tour is paused and nothing covers the page.
 */
export function OnboardingTour({ galleryImageId, variant }: OnboardingTourProps) {
  const signedIn = useSignedIn();
  const user = useGetUserInfoQuery(undefined, { skip: !signedIn });
  useTourStarts(signedIn ? user.data?.email : undefined);
  const tour = useTourRunner(galleryImageId);
  const [language] = useLanguage();
  const reducedMotion = usePrefersReducedMotion();

  if (!tour.ready) return null;
  return (
    <Suspense fallback={null}>
      <TourJoyride
        // One Joyride per step: each starts on its step once the target exists.
        key={tour.stepIndex}
        stepIndex={tour.stepIndex}
        language={language}
        reducedMotion={reducedMotion}
        variant={variant}
        onNext={tour.next}
        onPrev={tour.prev}
        onEnd={tour.end}
        onTargetLost={tour.targetLost}
      />
    </Suspense>
  );
}
