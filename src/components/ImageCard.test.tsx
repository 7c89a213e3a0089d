import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { ImageCard } from './ImageCard';

type Observer = { callback: IntersectionObserverCallback; element?: Element };
const observers: Observer[] = [];

class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observers.push({ callback: this.callback, element });
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function setReducedMotion(reduce: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const props = {
  title: 'Silver cuff',
  imageSrc: '/a.svg?w=640',
  liked: false,
  likeCount: 2,
  actionLabel: 'ReCreate',
  openLabel: 'Open Silver cuff',
  onOpen: jest.fn(),
  onLike: jest.fn(),
  onAction: jest.fn(),
};

function showOnScreen() {
  for (const { callback, element } of observers) {
    callback(
      [{ isIntersecting: true, target: element! } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  }
}

describe('ImageCard', () => {
  beforeEach(() => {
    observers.length = 0;
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a lazy image with alt text and names its controls', async () => {
    const user = userEvent.setup();
    render(<ImageCard {...props} />);
    const img = screen.getByRole('img', { name: 'Silver cuff' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    await user.click(screen.getByRole('button', { name: 'Like Silver cuff' }));
    await user.click(screen.getByRole('button', { name: 'ReCreate Silver cuff' }));
    await user.click(screen.getByRole('button', { name: 'Open Silver cuff' }));
    expect(props.onLike).toHaveBeenCalledTimes(1);
    expect(props.onAction).toHaveBeenCalledTimes(1);
    expect(props.onOpen).toHaveBeenCalledTimes(1);
  });

  it('fetches its picture at once and first when it is on the first screen (priority)', () => {
    render(<ImageCard {...props} priority="high" />);
    const img = screen.getByRole('img', { name: 'Silver cuff' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('fetches its picture at once but after the others when the window cuts it (low priority)', () => {
    render(<ImageCard {...props} priority="low" />);
    const img = screen.getByRole('img', { name: 'Silver cuff' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'low');
  });

  it('plays its video muted and looping only once on screen', () => {
    setReducedMotion(false);
    const { container } = render(<ImageCard {...props} videoSrc="/clip.webm" />);
    expect(container.querySelector('video')).toBeNull();
    act(() => showOnScreen());
    const video = container.querySelector('video')!;
    expect(video).not.toBeNull();
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('autoplay');
  });

  it('never plays video when the user prefers reduced motion', () => {
    setReducedMotion(true);
    const { container } = render(<ImageCard {...props} videoSrc="/clip.webm" />);
    act(() => showOnScreen());
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: 'Silver cuff' })).toBeInTheDocument();
  });

  it('reads the same while its picture is held back: a picture named by the title, marked as content', () => {
    const { container, rerender } = render(<ImageCard {...props} deferPicture />);
    expect(container.querySelector('img')).toBeNull();
    const held = screen.getByRole('img', { name: 'Silver cuff' });
    expect(held).toHaveAttribute('translate', 'no');
    rerender(<ImageCard {...props} />);
    expect(screen.getByRole('img', { name: 'Silver cuff' }).tagName).toBe('IMG');
  });

  // Issue 42: a walk found an Explore card with no visible picture (a dark box, or the browser's broken-image mark).
  it('shows its title on the card when its picture fails to load, and can still be opened', async () => {
    const user = userEvent.setup();
    const settled = jest.fn();
    const { container } = render(<ImageCard {...props} onPictureSettled={settled} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    const stand = screen.getByRole('img', { name: 'Silver cuff' });
    expect(stand).toHaveTextContent('Silver cuff');
    expect(stand).toHaveClass('card-missing');
    expect(settled).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Open Silver cuff' }));
    expect(props.onOpen).toHaveBeenCalled();
  });

  it('shows its title when it has no picture at all', () => {
    const { container } = render(<ImageCard {...props} imageSrc="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Silver cuff' })).toHaveTextContent('Silver cuff');
  });

  it('falls back to its picture when its video fails, and tries a new picture again', () => {
    setReducedMotion(false);
    const { container, rerender } = render(<ImageCard {...props} videoSrc="/clip.webm" />);
    act(() => showOnScreen());
    fireEvent.error(container.querySelector('video')!);
    expect(container.querySelector('video')).toBeNull();
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('.card-missing')).not.toBeNull();
    rerender(<ImageCard {...props} imageSrc="/b.svg?w=640" />);
    expect(screen.getByRole('img', { name: 'Silver cuff' }).tagName).toBe('IMG');
  });
});
