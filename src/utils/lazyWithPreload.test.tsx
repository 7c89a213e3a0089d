import { render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { isChunkLoadError, lazyWithPreload } from './lazyWithPreload';
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

  it('renders at once, without suspending, when mounted after its chunk arrived', async () => {
    const Screen = lazyWithPreload(async () => ({ default: () => <p>Loaded screen</p> }));
    await Screen.preload();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loaded screen')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
  });

  it('keeps a screen mounted through the lazy wrapper when its chunk arrives (no remount)', async () => {
    let mounts = 0;
    function Counted() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>Counted screen</p>;
    }
    const Screen = lazyWithPreload(async () => ({ default: Counted }));
    const { rerender } = render(
      <Suspense fallback={<p>Waiting</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('Counted screen')).toBeInTheDocument();
    rerender(
      <Suspense fallback={<p>Waiting</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Counted screen')).toBeInTheDocument();
    expect(mounts).toBe(1);
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

describe('lazyWithPreload after a failed fetch (issue 41 §9)', () => {
  it('fetches the chunk again on the next preload instead of keeping the failure', async () => {
    const load = jest
      .fn<Promise<{ default: () => React.JSX.Element }>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>Loaded after all</p> });
    const Screen = lazyWithPreload(load);
    await expect(Screen.preload()).rejects.toThrow('dynamically imported module');
    await Screen.preload();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loaded after all')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells a chunk that could not be fetched from a bug', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });
});
