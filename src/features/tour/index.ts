export { OnboardingTour, type OnboardingTourProps } from './components/OnboardingTour';
export { type TourState } from './tourSlice';
