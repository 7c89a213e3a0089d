import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWithPreload } from './lazyWithPreload';
import { whenIdle } from './schedule';

describe('lazyWithPreload', () => {
  it('loads the chunk once, whether preloaded or rendered first', async () => {
    const load = jest.fn(async () => ({ default: () => <p>Loaded overlay</p> }));
    const Overlay = lazyWithPreload(load);
    await Overlay.preload();
    await Overlay.preload();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Overlay />
      </Suspense>,
    );
    expect(await screen.findByText('Loaded overlay')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('whenIdle', () => {
  it('runs the task later, and not at all once cancelled', () => {
    jest.useFakeTimers();
    const ran = jest.fn();
    const cancelled = jest.fn();
    whenIdle(ran);
    whenIdle(cancelled)();
    expect(ran).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});
