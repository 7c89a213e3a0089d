import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectExploreFeed } from '@/features/explore';
import { useFirstScreenPending } from '@/hooks/useFirstScreenPending';

// The tour's starts are a small chunk of their own (the first page's JS does not grow); the steps, the
// runner and react-joyride are a second one, fetched only when a tour starts.
const OnboardingTour = lazy(() =>
  import('@/features/tour/components/OnboardingTour').then((module) => ({ default: module.OnboardingTour })),
);

/**
 * Where the onboarding tour (spec 3 §2.9, §4.6) mounts in the base and tools layouts. The layout is
 * where features meet: the tour's detail and marketing steps open the first image of the Explore feed
 * the user has just been shown (the tour falls back to a seed image when the feed is not loaded).
 */
export function OnboardingTourSlot() {
  const firstImageId = useAppSelector((state) => selectExploreFeed(state).list[0]?.image.image_id);
  // The tour's chunk is not fetched while the page's first screen is loading.
  if (useFirstScreenPending()) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingTour galleryImageId={firstImageId ?? undefined} />
    </Suspense>
  );
}
