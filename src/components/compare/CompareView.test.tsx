import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { useState } from 'react';
import { renderWithProviders } from '@/test/render';
import { Carousel, type CarouselItem } from '../Carousel';
import { CompareView } from './CompareView';
import { COMPARE_MODE_STORAGE_KEY } from './useCompareMode';

const original = { src: '/original.png', label: 'Original image' };
const result = { src: '/result.png', label: 'Generated image 1' };

beforeEach(() => window.localStorage.clear());

describe('CompareView', () => {
  it('is a slider named for what it does, moved by the arrow, page, Home and End keys', async () => {
    const user = userEvent.setup();
    // The wipe is a CSS rule (asserted at the end): the styles go into the document.
    renderWithProviders(<CompareView original={original} result={result} mode="slider" />, {
      attachStyles: true,
    });
    const slider = screen.getByRole('slider', { name: 'Compare with the original' });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('aria-valuetext', '50% original, 50% result');
    act(() => slider.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '54');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '52');
    await user.keyboard('{PageDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '32');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    // The original is clipped to the wipe's position.
    expect(screen.getByAltText('Original image')).toHaveStyle({ clipPath: 'inset(0 100% 0 0)' });
  });

  it('follows a drag (pointer or touch) across the picture and stops when released', () => {
    window.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;
    renderWithProviders(<CompareView original={original} result={result} mode="slider" />);
    const wipe = screen.getByTestId('compare-wipe');
    jest.spyOn(wipe, 'getBoundingClientRect').mockReturnValue({
      left: 100,
      width: 400,
      top: 0,
      height: 300,
    } as DOMRect);
    const slider = screen.getByRole('slider', { name: 'Compare with the original' });
    fireEvent.pointerDown(wipe, { clientX: 200, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '25');
    fireEvent.pointerMove(wipe, { clientX: 400, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '75');
    fireEvent.pointerMove(wipe, { clientX: 900, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    fireEvent.pointerUp(wipe, { clientX: 900, pointerId: 1 });
    fireEvent.pointerMove(wipe, { clientX: 100, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows both pictures side by side', () => {
    renderWithProviders(<CompareView original={original} result={result} mode="side" />);
    const group = screen.getByRole('group', { name: 'Original and result side by side' });
    expect(within(group).getByAltText('Original image')).toBeInTheDocument();
    expect(within(group).getByAltText('Generated image 1')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).toBeNull();
  });
});

describe('Carousel compare mode', () => {
  const items: CarouselItem[] = [
    { key: 'o', kind: 'image', src: original.src, label: original.label },
    { key: 'r', kind: 'image', src: result.src, label: result.label },
  ];
  function Demo() {
    const [index, setIndex] = useState(1);
    return <Carousel items={items} index={index} onIndexChange={setIndex} original={original} />;
  }

  it('is off by default, remembered when switched on, and its keys do not page the carousel', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Demo />);
    expect(screen.queryByRole('slider')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Compare with original' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(window.localStorage.getItem(COMPARE_MODE_STORAGE_KEY)).toBe('slider');
    // The compare view's code comes on its first showing.
    const slider = await screen.findByRole('slider', { name: 'Compare with the original' });
    act(() => slider.focus());
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuenow', '48');
    unmount();

    // A new viewer (another screen, a reload) opens in the remembered mode.
    renderWithProviders(<Demo />);
    expect(await screen.findByRole('slider', { name: 'Compare with the original' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Compare with original' }));
    expect(screen.queryByRole('slider')).toBeNull();
    expect(window.localStorage.getItem(COMPARE_MODE_STORAGE_KEY)).toBe('off');
  });

  it('offers no compare on the original itself', () => {
    renderWithProviders(<Carousel items={items} index={0} onIndexChange={() => {}} original={original} />);
    expect(screen.queryByRole('button', { name: 'Compare with original' })).toBeNull();
  });
});
