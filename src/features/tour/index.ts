export { OnboardingTour, type OnboardingTourProps } from './components/OnboardingTour';
export { useTourControls } from './hooks/useTourControls';
export { tourSlice, selectTour, type TourState } from './tourSlice';
export { TOUR_TARGETS } from './constants';
