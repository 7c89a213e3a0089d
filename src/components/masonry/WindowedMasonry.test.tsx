import { Profiler } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { computeMasonryLayout, visibleIndices } from './layout';
import { WindowedMasonry } from './WindowedMasonry';

interface Item {
  id: number;
  width: number;
  height: number;
}

const items: Item[] = Array.from({ length: 5000 }, (_, id) => ({
  id,
  width: 400,
  height: 300 + ((id * 53) % 400),
}));

function sized(width: number, height: number) {
  const spies = [
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width),
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height),
  ];
  return () => spies.forEach((spy) => spy.mockRestore());
}

function masonry(props: Partial<Parameters<typeof WindowedMasonry<Item>>[0]> = {}) {
  return (
    <WindowedMasonry<Item>
      aria-label="Feed"
      items={items}
      getKey={(item) => item.id}
      getSize={(item) => item}
      renderItem={(item) => <div data-testid="card">{item.id}</div>}
      columnCount={4}
      gap={2}
      height={800}
      overscan={400}
      widthDebounceMs={0}
      {...props}
    />
  );
}

const renderMasonry = (props: Partial<Parameters<typeof WindowedMasonry<Item>>[0]> = {}) =>
  render(masonry(props));

describe('WindowedMasonry', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = sized(1200, 800);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0);
      return 0;
    });
  });
  afterEach(() => {
    restore();
    jest.restoreAllMocks();
  });

  it('renders its cards in one pass when its size is known before mounting', () => {
    const commits = (initialSize?: { width: number; height: number }) => {
      let count = 0;
      const { unmount } = render(
        <Profiler id="masonry" onRender={() => (count += 1)}>
          {masonry({ initialSize })}
        </Profiler>,
      );
      const cards = screen.getAllByTestId('card').length;
      unmount();
      return { count, cards };
    };
    const unknown = commits();
    const known = commits({ width: 1200, height: 800 });
    // Unknown: a pass at width 0 (no cards), then the measured one. Known and right: one pass, same cards.
    expect(unknown.count).toBe(2);
    expect(known.count).toBe(1);
    expect(known.cards).toBe(unknown.cards);
  });

  it('mounts only the cards near the viewport, however many items there are', () => {
    renderMasonry();
    const cards = screen.getAllByTestId('card');
    expect(cards.length).toBeGreaterThan(4);
    expect(cards.length).toBeLessThan(60);
    expect(document.getElementsByTagName('*').length).toBeLessThan(200);
  });

  it('reserves the full height and gives every card a fixed box', () => {
    const { container } = renderMasonry();
    const feed = screen.getByRole('feed', { name: 'Feed' });
    const content = feed.firstElementChild as HTMLElement;
    expect(parseFloat(getComputedStyle(content).height)).toBeGreaterThan(100_000);
    const first = container.querySelector('[data-index="0"]') as HTMLElement;
    expect(first.style.width).toBe(`${(1200 - 6) / 4}px`);
    expect(first.style.height).toBe(`${Math.round(((1200 - 6) / 4) * 0.75)}px`);
  });

  it('swaps the mounted cards while scrolling and keeps the DOM the same size', () => {
    const { container } = renderMasonry();
    const before = screen.getAllByTestId('card').length;
    const feed = screen.getByRole('feed');
    act(() => {
      feed.scrollTop = 200_000;
      fireEvent.scroll(feed);
    });
    const indices = Array.from(container.querySelectorAll('[data-index]')).map((el) =>
      Number(el.getAttribute('data-index')),
    );
    expect(Math.min(...indices)).toBeGreaterThan(1000);
    expect(Math.abs(indices.length - before)).toBeLessThan(20);
  });

  it('asks for more near the end and not before', () => {
    const onEndReached = jest.fn();
    const few = items.slice(0, 40);
    const { height } = computeMasonryLayout(few, 4, 1200, 2);
    renderMasonry({ items: few, onEndReached, endThreshold: 200 });
    const feed = screen.getByRole('feed');
    act(() => {
      feed.scrollTop = height - 800 - 300;
      fireEvent.scroll(feed);
    });
    expect(onEndReached).not.toHaveBeenCalled();
    act(() => {
      feed.scrollTop = height - 800 - 150;
      fireEvent.scroll(feed);
    });
    expect(onEndReached).toHaveBeenCalled();
  });

  it('keeps the card that was at the top in view when the width changes', async () => {
    const callbacks: ResizeObserverCallback[] = [];
    class FakeResizeObserver {
      constructor(callback: ResizeObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: FakeResizeObserver });
    const { container } = renderMasonry();
    const feed = screen.getByRole('feed');
    act(() => {
      feed.scrollTop = 50_000;
      fireEvent.scroll(feed);
    });
    const before = computeMasonryLayout(items, 4, 1200, 2);
    const [anchor] = visibleIndices(before, 50_000, 50_000);

    restore();
    restore = sized(800, 800);
    await act(async () => {
      callbacks.forEach((callback) => callback([], {} as ResizeObserver));
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    const after = computeMasonryLayout(items, 4, 800, 2);
    const box = after.boxes[anchor];
    expect(feed.scrollTop).toBeGreaterThanOrEqual(box.top);
    expect(feed.scrollTop).toBeLessThanOrEqual(box.top + box.height);
    expect(container.querySelector(`[data-index="${anchor}"]`)).not.toBeNull();
  });
});
