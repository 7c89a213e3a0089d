import { TOUR_POLL_MS } from '../constants';
import { waitForTarget } from '../waitForTarget';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

const addTarget = () => {
  const element = document.createElement('button');
  element.dataset.tour = 'explore-category';
  document.body.append(element);
};

describe('waitForTarget (spec 3 §4.6)', () => {
  it('counts body as found at once', () => {
    const found = jest.fn();
    waitForTarget('body', found);
    expect(found).toHaveBeenCalledTimes(1);
  });

  it('polls every 200 ms until the element exists', () => {
    const found = jest.fn();
    waitForTarget('[data-tour="explore-category"]', found);
    jest.advanceTimersByTime(TOUR_POLL_MS * 5);
    expect(found).not.toHaveBeenCalled();
    addTarget();
    jest.advanceTimersByTime(TOUR_POLL_MS - 1);
    expect(found).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(found).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(TOUR_POLL_MS * 5);
    expect(found).toHaveBeenCalledTimes(1);
  });

  it('finds a target that is already there on the first poll', () => {
    addTarget();
    const found = jest.fn();
    waitForTarget('[data-tour="explore-category"]', found);
    expect(found).not.toHaveBeenCalled();
    jest.advanceTimersByTime(TOUR_POLL_MS);
    expect(found).toHaveBeenCalledTimes(1);
  });

  it('keeps polling for a missing target however long it takes, and stops when cancelled', () => {
    const found = jest.fn();
    const cancel = waitForTarget('#tour-tab-static', found);
    jest.advanceTimersByTime(60_000);
    expect(found).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(1);
    cancel();
    expect(jest.getTimerCount()).toBe(0);
  });
});
