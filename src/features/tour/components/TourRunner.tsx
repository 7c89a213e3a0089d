import useMediaQuery from '@mui/material/useMediaQuery';
import { useTourRunner } from '../hooks/useTourRunner';
import TourJoyride, { type TourJoyrideProps } from './TourJoyride';

export interface TourRunnerProps {
  galleryImageId?: number;
  variant?: TourJoyrideProps['variant'];
}

/**
 * A running tour: the runner (navigation, waiting for the target) and react-joyride, shown only while the
 * step's target is on screen. This module is the tour's lazy chunk, fetched when a tour starts.
 */
export default function TourRunner({ galleryImageId, variant }: TourRunnerProps) {
  const tour = useTourRunner(galleryImageId);
  // (MUI's media query rather than usePrefersReducedMotion: sharing that hook with Explore's chunk would
  // split it into a chunk of its own on the first page.)
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  if (!tour.ready) return null;
  return (
    <TourJoyride
      // One Joyride per step: each starts on its step once the target exists.
      key={tour.stepIndex}
      stepIndex={tour.stepIndex}
      reducedMotion={reducedMotion}
      variant={variant}
      onNext={tour.next}
      onPrev={tour.prev}
      onEnd={tour.end}
      onTargetLost={tour.targetLost}
    />
  );
}
