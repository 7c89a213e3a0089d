import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LazyTooltip } from './LazyTooltip';

// No idle fetch: the hover below is what fetches the Tooltip (its own test file, so the code is not here yet).
jest.mock('@/utils/schedule', () => ({ whenIdle: () => () => undefined }));

describe('LazyTooltip during a press', () => {
  it('waits for the click before wrapping the element, so the click reaches the element pressed', async () => {
    const onClick = jest.fn();
    render(
      <LazyTooltip title="Explore">
        <button type="button" onClick={onClick}>
          <span aria-hidden>★</span>
        </button>
      </LazyTooltip>,
    );
    const pressedNode = screen.getByRole('button', { name: 'Explore' });
    fireEvent.pointerDown(pressedNode);
    fireEvent.mouseOver(pressedNode);
    // The Tooltip's code arrives while the button is held down: the element stays the same node.
    await act(() => import('@mui/material/Tooltip'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('button', { name: 'Explore' })).toBe(pressedNode);

    fireEvent.pointerUp(pressedNode);
    fireEvent.click(pressedNode);
    expect(onClick).toHaveBeenCalledTimes(1);
    // Then it is wrapped (a new node), and the hover that asked shows the hint.
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Explore');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Explore' })).not.toBe(pressedNode));
  });
});
