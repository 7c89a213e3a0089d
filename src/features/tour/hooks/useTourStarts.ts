import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TOUR_FIRST_ROUTE, TOUR_QUERY_PARAM, TOUR_QUERY_VALUE } from '../constants';
import { hasSeenTour, markTourSeen } from '../storage';
import { useTourControls } from './useTourControls';

/**
 * The ways the tour starts by itself (spec 1 §4, spec 3 §2.9):
 * - once per user, the first time they are seen signed in on Explore, where the tour begins
 *   (`tourSeen:{email}`). Elsewhere it waits: starting would take the user to Explore, away from the page
 *   they opened — or were sent to by a sign-in's `?redirect=`, which must end where they asked to go. This
 *   start is forced: `tourDismissed` is one flag per browser, and another user's dismissal must not keep a
 *   new user from their first tour;
 * - `?tour=1` on any page (the Guide item sets it): forced, and the parameter leaves the URL.
 */
export function useTourStarts(email: string | undefined) {
  const { forceStart } = useTourControls();
  const location = useLocation();
  const navigate = useNavigate();

  const { pathname, search, hash } = location;
  const onFirstPage = pathname === TOUR_FIRST_ROUTE;
  useEffect(() => {
    if (!email || !onFirstPage || hasSeenTour(email)) return;
    markTourSeen(email);
    forceStart();
  }, [email, onFirstPage, forceStart]);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get(TOUR_QUERY_PARAM) !== TOUR_QUERY_VALUE) return;
    params.delete(TOUR_QUERY_PARAM);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    forceStart();
  }, [pathname, search, hash, navigate, forceStart]);
}
