import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { useState } from 'react';
import { renderWithProviders } from '@/test/render';
import { Carousel, type CarouselItem } from './Carousel';
import { ThumbStrip, type ThumbItem } from './ThumbStrip';

const thumbs = (count: number): ThumbItem[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, src: `/t${i + 1}.png`, alt: `Design ${i + 1}` }));

describe('ThumbStrip', () => {
  it('shows its arrows only above six items', () => {
    const { rerender } = renderWithProviders(
      <ThumbStrip items={thumbs(6)} currentId={1} onSelect={() => {}} orientation="horizontal" />,
    );
    expect(screen.queryByRole('button', { name: /Scroll History/ })).toBeNull();
    rerender(<ThumbStrip items={thumbs(7)} currentId={1} onSelect={() => {}} orientation="horizontal" />);
    expect(screen.getByRole('button', { name: 'Scroll History back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll History forward' })).toBeInTheDocument();
  });

  it('moves with the arrow keys of its orientation, skipping items that are not ready', async () => {
    const user = userEvent.setup();
    function Strip() {
      const [current, setCurrent] = useState(1);
      const items: ThumbItem[] = [
        ...thumbs(2),
        { id: 9, alt: 'Pending', state: 'pending' },
        ...thumbs(4).slice(2),
      ];
      return <ThumbStrip items={items} currentId={current} onSelect={setCurrent} keyboard />;
    }
    renderWithProviders(<Strip />);
    await user.click(screen.getByRole('button', { name: 'Design 1' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Design 2' })).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Design 3' })).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Design 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders pending (not clickable), processing and failed items', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const onRetry = jest.fn();
    const items: ThumbItem[] = [
      { id: 1, alt: 'Queued', state: 'pending' },
      { id: 2, alt: 'Running', state: 'processing' },
      { id: 3, alt: 'Broken', state: 'failed', canRetry: true },
      { id: 4, alt: 'Lost', state: 'failed' },
    ];
    renderWithProviders(<ThumbStrip items={items} currentId={null} onSelect={onSelect} onRetry={onRetry} />);
    expect(screen.getByRole('button', { name: 'Queued' })).toBeDisabled();
    expect(screen.getByText('Generating')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Failed. Try again?' }));
    expect(onRetry).toHaveBeenCalledWith(3);
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });
});

const slides: CarouselItem[] = [
  { key: 'a', kind: 'image', src: '/a.png', label: 'Original' },
  { key: 'b', kind: 'video', src: '/b.mp4', poster: '/b.png', label: 'Clip' },
  { key: 'c', kind: 'image', label: 'New result', state: 'processing', progress: 40 },
];

function Slides({ items = slides }: { items?: CarouselItem[] }) {
  const [index, setIndex] = useState(0);
  return (
    <Carousel
      items={items}
      index={index}
      onIndexChange={setIndex}
      renderDownload={(item) => <button aria-label={`Download ${item.label}`} />}
    />
  );
}

describe('Carousel', () => {
  it('moves with the keyboard, the buttons and the strip, with a download slot per item', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Slides />);
    const viewer = screen.getByRole('region', { name: 'Results' });
    expect(within(viewer).getByRole('img', { name: 'Original' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Original' })).toBeInTheDocument();
    viewer.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByLabelText('Clip')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Clip' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(viewer).getByRole('status', { name: 'Generating 40%' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Original' }));
    expect(within(viewer).getByRole('img', { name: 'Original' })).toBeInTheDocument();
  });

  it('shows a result that lands while the screen is open, and leaves the viewer be otherwise', () => {
    const onIndexChange = jest.fn();
    const old: CarouselItem = { key: 'old', kind: 'image', src: '/old.png', label: 'Old' };
    const running: CarouselItem = { key: 'task', kind: 'image', label: 'Generating', state: 'processing' };
    const landed: CarouselItem = { key: 'new', kind: 'image', src: '/new.png', label: 'New' };
    let show: (items: CarouselItem[]) => void = () => {};
    function Harness() {
      const [items, setItems] = useState([old]);
      show = (next) => act(() => setItems(next));
      return <Carousel items={items} index={0} onIndexChange={onIndexChange} label="Results" />;
    }
    renderWithProviders(<Harness />);
    // A history load while nothing runs: the viewer stays.
    show([old, { ...landed, key: 'history' }]);
    expect(onIndexChange).not.toHaveBeenCalled();
    show([old, running]);
    // The task leaves the list a moment before its picture arrives; then the picture lands and is shown.
    show([old]);
    show([old, landed]);
    expect(onIndexChange).toHaveBeenCalledWith(1);
  });

  it('follows a swipe', () => {
    // jsdom has no PointerEvent; a MouseEvent carries the same clientX.
    window.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;
    renderWithProviders(<Slides />);
    const viewer = screen.getByRole('region', { name: 'Results' });
    fireEvent.pointerDown(viewer, { clientX: 300 });
    fireEvent.pointerUp(viewer, { clientX: 100 });
    expect(within(viewer).getByLabelText('Clip')).toBeInTheDocument();
    fireEvent.pointerDown(viewer, { clientX: 100 });
    fireEvent.pointerUp(viewer, { clientX: 110 });
    expect(within(viewer).getByLabelText('Clip')).toBeInTheDocument();
  });

  it('opens the full-screen viewer on the current item', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Slides />);
    await user.click(screen.getByRole('button', { name: 'View full screen' }));
    expect(await screen.findByRole('dialog', { name: 'Original (1 of 2)' })).toBeInTheDocument();
  });
});
