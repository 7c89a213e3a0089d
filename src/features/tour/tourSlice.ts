import {
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/app/store';
import { TOUR_STEP_COUNT } from './constants';
import { readDismissed, writeDismissed } from './storage';

/** Spec 3 §4.6: the tour's state. Nothing here comes from the server. */
export interface TourState {
  running: boolean;
  /** 0 … TOUR_STEP_COUNT - 1. */
  stepIndex: number;
  /** `tourDismissed` = 1: the tour was ended once; only a forced start runs it again. */
  dismissed: boolean;
}

const LAST_STEP = TOUR_STEP_COUNT - 1;

const endState = (state: TourState) => {
  state.running = false;
  state.stepIndex = 0;
  state.dismissed = true;
};

export const tourSlice = createSlice({
  name: 'tour',
  initialState: (): TourState => ({ running: false, stepIndex: 0, dismissed: readDismissed() }),
  reducers: {
    /** Index 0 and running, unless dismissed; a forced start ignores that. */
    started(state, action: PayloadAction<{ force: boolean }>) {
      if (state.dismissed && !action.payload.force) return;
      state.running = true;
      state.stepIndex = 0;
    },
    /** Next: one step on; on the last step it ends the tour (finish). */
    advanced(state) {
      if (!state.running) return;
      if (state.stepIndex >= LAST_STEP) endState(state);
      else state.stepIndex += 1;
    },
    /** Prev: one step back, not below 0. */
    wentBack(state) {
      if (!state.running) return;
      state.stepIndex = Math.max(0, state.stepIndex - 1);
    },
    /** Close, skip, finish, an overlay click or Escape: running off, index 0, dismissed. */
    ended(state) {
      endState(state);
    },
    /** Stops the tour without dismissing it (the global stop hook). */
    stopped(state) {
      state.running = false;
      state.stepIndex = 0;
    },
    /** Forgets the dismissal and rewinds (the global reset hook); a later start runs again. */
    reset(state) {
      state.running = false;
      state.stepIndex = 0;
      state.dismissed = false;
    },
  },
  selectors: {
    selectTour: (state) => state,
  },
});

declare module '@/app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface LazyLoadedSlices extends WithSlice<typeof tourSlice> {}
}

/**
 * The tour's state joins the store when this module loads (the tour is a lazy chunk, so the first page's
 * JS does not carry it); before that, and in stores made earlier, the selectors read the initial state.
 */
const injectedTourSlice = tourSlice.injectInto(rootReducer);

export const { started, advanced, wentBack, ended, stopped, reset } = tourSlice.actions;
export const { selectTour } = injectedTourSlice.selectors;

type TourThunk = ThunkAction<void, RootState, unknown, UnknownAction>;

/**
 * Dispatches a tour action and keeps `tourDismissed` in local storage in step with the state: stored
 * when the action ends the tour, removed when it resets it. The reducers stay pure; this is the one writer.
 */
export const tourAction =
  (action: UnknownAction): TourThunk =>
  (dispatch, getState) => {
    const before = selectTour(getState());
    dispatch(action);
    const after = selectTour(getState());
    const finished = advanced.match(action) && before.running && !after.running;
    if (ended.match(action) || finished) writeDismissed(true);
    else if (before.dismissed && !after.dismissed) writeDismissed(false);
  };
