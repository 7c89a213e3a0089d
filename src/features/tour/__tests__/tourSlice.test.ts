import { makeStore } from '@/app/store';
import { TOUR_DISMISSED_KEY, TOUR_STEP_COUNT } from '../constants';
import {
  advanced,
  ended,
  reset,
  selectTour,
  started,
  stopped,
  tourAction,
  tourSlice,
  wentBack,
  type TourState,
} from '../tourSlice';

const reducer = tourSlice.reducer;
const idle: TourState = { running: false, stepIndex: 0, dismissed: false };
const at = (stepIndex: number): TourState => ({ running: true, stepIndex, dismissed: false });
const tourOf = (store: ReturnType<typeof makeStore>) => selectTour(store.getState());

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('tour transitions (spec 3 §4.6)', () => {
  it('start sets index 0 and running', () => {
    expect(reducer({ ...idle, stepIndex: 4 }, started({ force: false }))).toEqual(at(0));
  });

  it('start does nothing once dismissed; a forced start ignores that', () => {
    const dismissed = { ...idle, dismissed: true };
    expect(reducer(dismissed, started({ force: false }))).toEqual(dismissed);
    expect(reducer(dismissed, started({ force: true }))).toEqual({
      running: true,
      stepIndex: 0,
      dismissed: true,
    });
  });

  it('a start while running goes back to step 0', () => {
    expect(reducer(at(6), started({ force: true }))).toEqual(at(0));
  });

  it('Next advances one', () => {
    expect(reducer(at(0), advanced())).toEqual(at(1));
    expect(reducer(at(8), advanced())).toEqual(at(9));
  });

  it('Prev goes back one, not below 0', () => {
    expect(reducer(at(3), wentBack())).toEqual(at(2));
    expect(reducer(at(0), wentBack())).toEqual(at(0));
  });

  it('Next on the last step ends the tour (finish): running off, index 0, dismissed', () => {
    expect(reducer(at(TOUR_STEP_COUNT - 1), advanced())).toEqual({
      running: false,
      stepIndex: 0,
      dismissed: true,
    });
  });

  it('close, skip, overlay click and Escape end it the same way', () => {
    expect(reducer(at(5), ended())).toEqual({ running: false, stepIndex: 0, dismissed: true });
  });

  it('Next and Prev do nothing while the tour is not running', () => {
    expect(reducer(idle, advanced())).toEqual(idle);
    expect(reducer(idle, wentBack())).toEqual(idle);
  });

  it('stop ends it without dismissing; reset forgets the dismissal', () => {
    expect(reducer(at(4), stopped())).toEqual(idle);
    expect(reducer({ ...idle, dismissed: true }, reset())).toEqual(idle);
  });

  it('reads the stored dismissal as its initial state', () => {
    localStorage.setItem(TOUR_DISMISSED_KEY, '1');
    expect(tourOf(makeStore()).dismissed).toBe(true);
  });
});

describe('what the tour stores', () => {
  it('stores tourDismissed = 1 when the tour is ended', () => {
    const store = makeStore();
    store.dispatch(tourAction(started({ force: false })));
    expect(localStorage.getItem(TOUR_DISMISSED_KEY)).toBeNull();
    store.dispatch(tourAction(ended()));
    expect(localStorage.getItem(TOUR_DISMISSED_KEY)).toBe('1');
  });

  it('stores it when Next finishes the last step, not on earlier steps', () => {
    const store = makeStore();
    store.dispatch(tourAction(started({ force: false })));
    for (let i = 0; i < TOUR_STEP_COUNT - 1; i += 1) store.dispatch(tourAction(advanced()));
    expect(tourOf(store)).toEqual(at(TOUR_STEP_COUNT - 1));
    expect(localStorage.getItem(TOUR_DISMISSED_KEY)).toBeNull();
    store.dispatch(tourAction(advanced()));
    expect(tourOf(store).running).toBe(false);
    expect(localStorage.getItem(TOUR_DISMISSED_KEY)).toBe('1');
  });

  it('stop stores nothing; reset removes the stored dismissal', () => {
    const store = makeStore();
    store.dispatch(tourAction(started({ force: false })));
    store.dispatch(tourAction(stopped()));
    expect(localStorage.getItem(TOUR_DISMISSED_KEY)).toBeNull();
    store.dispatch(tourAction(started({ force: false })));
    store.dispatch(tourAction(ended()));
    store.dispatch(tourAction(reset()));
    expect(localStorage.getItem(TOUR_DISMISSED_KEY)).toBeNull();
    store.dispatch(tourAction(started({ force: false })));
    expect(tourOf(store).running).toBe(true);
  });

  it('ignores storage that throws, reading and writing', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const store = makeStore();
    expect(tourOf(store).dismissed).toBe(false);
    store.dispatch(tourAction(started({ force: false })));
    expect(() => store.dispatch(tourAction(ended()))).not.toThrow();
    expect(tourOf(store)).toEqual({ running: false, stepIndex: 0, dismissed: true });
  });
});
