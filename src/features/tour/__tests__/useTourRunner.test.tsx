import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { TOUR_POLL_MS } from '../constants';
import { advanced, started } from '../tourSlice';
import { currentRoute, useTourRunner } from '../hooks/useTourRunner';

function Probe({ imageId }: { imageId?: number }) {
  const tour = useTourRunner(imageId);
  return (
    <>
      <output aria-label="tour">
        {tour.running ? `step ${tour.stepIndex} ${tour.ready ? 'ready' : 'paused'}` : 'off'}
      </output>
      <button onClick={tour.targetLost}>target lost</button>
    </>
  );
}
const state = () => screen.getByRole('status', { name: 'tour' }).textContent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.querySelectorAll('[data-tour]').forEach((node) => node.remove());
});

function addTarget(name: string) {
  const element = document.createElement('button');
  element.dataset.tour = name;
  document.body.append(element);
}

describe('currentRoute', () => {
  it('is path plus query, without a pending tour parameter', () => {
    expect(currentRoute({ pathname: '/', search: '' })).toBe('/');
    expect(currentRoute({ pathname: '/a', search: '?x=1&tour=1' })).toBe('/a?x=1');
    expect(currentRoute({ pathname: '/a', search: '?tour=1' })).toBe('/a');
  });
});

describe('the tour runner (spec 3 §4.6)', () => {
  it('does not navigate when the path plus query already match the step', () => {
    const { store, router } = renderWithProviders(<Probe />, { route: '/' });
    const key = router.state.location.key;
    act(() => void store.dispatch(started({ force: true })));
    expect(router.state.location.key).toBe(key);
    // The welcome step's target is body: found at once.
    expect(state()).toBe('step 0 ready');
  });

  it('navigates when only the query differs', () => {
    const { store, router } = renderWithProviders(<Probe />, { route: '/?sort=new' });
    act(() => void store.dispatch(started({ force: true })));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
  });

  it('goes to the step route with the gallery image, and pauses until the target exists, polling every 200 ms', () => {
    const { store, router } = renderWithProviders(<Probe imageId={1234} />, { route: '/' });
    act(() => void store.dispatch(started({ force: true })));
    act(() => void store.dispatch(advanced()));
    expect(state()).toBe('step 1 paused');
    act(() => void store.dispatch(advanced()));
    expect(router.state.location.pathname + router.state.location.search).toBe('/image/detail?image_id=1234');
    act(() => jest.advanceTimersByTime(TOUR_POLL_MS * 10));
    expect(state()).toBe('step 2 paused');
    addTarget('detail-recreate');
    act(() => jest.advanceTimersByTime(TOUR_POLL_MS - 1));
    expect(state()).toBe('step 2 paused');
    act(() => jest.advanceTimersByTime(1));
    expect(state()).toBe('step 2 ready');
  });

  it('keeps one image for the whole run, even when the feed changes', () => {
    function Changing() {
      const [imageId, setImageId] = useState(7);
      return (
        <>
          <button onClick={() => setImageId(8)}>feed changed</button>
          <Probe imageId={imageId} />
        </>
      );
    }
    const { store, router } = renderWithProviders(<Changing />, { route: '/' });
    act(() => void store.dispatch(started({ force: true })));
    act(() => void store.dispatch(advanced()));
    act(() => void store.dispatch(advanced()));
    expect(router.state.location.search).toBe('?image_id=7');
    act(() => screen.getByRole('button', { name: 'feed changed' }).click());
    for (let i = 0; i < 3; i += 1) act(() => void store.dispatch(advanced()));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/marketing/content?image_id=7&tab=Photos',
    );
  });

  it('does not follow a page that rewrites its own URL during a step', () => {
    const { store, router } = renderWithProviders(<Probe />, { route: '/' });
    act(() => void store.dispatch(started({ force: true })));
    act(() => void store.dispatch(advanced()));
    act(() => void router.navigate('/?category=12'));
    addTarget('explore-category');
    act(() => jest.advanceTimersByTime(TOUR_POLL_MS));
    expect(router.state.location.search).toBe('?category=12');
    expect(state()).toBe('step 1 ready');
  });

  it('pauses again when the shown target goes missing, and resumes once polling finds it', () => {
    const { store } = renderWithProviders(<Probe />, { route: '/' });
    act(() => void store.dispatch(started({ force: true })));
    act(() => void store.dispatch(advanced()));
    addTarget('explore-category');
    act(() => jest.advanceTimersByTime(TOUR_POLL_MS));
    expect(state()).toBe('step 1 ready');
    document.querySelector('[data-tour="explore-category"]')?.remove();
    act(() => screen.getByRole('button', { name: 'target lost' }).click());
    act(() => jest.advanceTimersByTime(TOUR_POLL_MS * 5));
    expect(state()).toBe('step 1 paused');
    addTarget('explore-category');
    act(() => jest.advanceTimersByTime(TOUR_POLL_MS));
    expect(state()).toBe('step 1 ready');
  });
});
