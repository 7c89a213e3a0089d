import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { TOUR_FALLBACK_IMAGE_ID, TOUR_QUERY_PARAM } from '../constants';
import { stepRoute, TOUR_STEPS } from '../steps';
import { advanced, ended, selectTour, tourAction, wentBack } from '../tourSlice';
import { waitForTarget } from '../waitForTarget';

/** Where the user is, as a step route is written: path plus query (a pending `?tour=1` does not count). */
export function currentRoute({ pathname, search }: Pick<Location, 'pathname' | 'search'>): string {
  const params = new URLSearchParams(search);
  params.delete(TOUR_QUERY_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * Spec 3 §4.6: drives a running tour. On each step it navigates to the step's route when the current
 * path plus query differs, then waits for the target (polling every 200 ms); until the target exists the
 * tour is paused (`ready` false). A target that goes missing pauses it again and polling restarts.
 *
 * `galleryImageId` is a real gallery image for the detail and marketing steps (the first image of the
 * Explore feed); it is fixed once per run, so the three marketing steps stay on one image.
 */
export function useTourRunner(galleryImageId?: number) {
  const dispatch = useAppDispatch();
  const { running, stepIndex } = useAppSelector(selectTour);
  const location = useLocation();
  const navigate = useNavigate();
  const [readyIndex, setReadyIndex] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  // Read at the moment a step begins, not followed: a page that rewrites its own URL while a step is
  // showing must not be navigated back, and a new image in the feed must not move the tour.
  const here = useRef('');
  here.current = currentRoute(location);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const galleryImage = useRef(galleryImageId);
  galleryImage.current = galleryImageId;
  const runImageId = useRef<number | null>(null);

  useEffect(() => {
    if (!running) {
      runImageId.current = null;
      setReadyIndex(null);
      return;
    }
    const step = TOUR_STEPS[stepIndex];
    if (!step) return;
    if (typeof step.route !== 'string' && runImageId.current === null) {
      runImageId.current = galleryImage.current ?? TOUR_FALLBACK_IMAGE_ID;
    }
    const route = stepRoute(step, { imageId: runImageId.current ?? TOUR_FALLBACK_IMAGE_ID });
    if (here.current !== route) void navigateRef.current(route);
  }, [running, stepIndex]);

  useEffect(() => {
    const step = TOUR_STEPS[stepIndex];
    if (!running || !step) return;
    return waitForTarget(step.target, () => setReadyIndex(stepIndex));
  }, [running, stepIndex, attempt]);

  const ready = running && readyIndex === stepIndex;

  const next = useCallback(() => dispatch(tourAction(advanced())), [dispatch]);
  const prev = useCallback(() => dispatch(tourAction(wentBack())), [dispatch]);
  const end = useCallback(() => dispatch(tourAction(ended())), [dispatch]);
  const targetLost = useCallback(() => {
    setReadyIndex(null);
    setAttempt((value) => value + 1);
  }, []);

  return { running, stepIndex, ready, paused: running && !ready, next, prev, end, targetLost };
}
