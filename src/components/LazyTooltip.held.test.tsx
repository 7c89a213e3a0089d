import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { LazyTooltip } from './LazyTooltip';

// No idle fetch: the hover below is what fetches the Tooltip (its own test file, so the code is not here yet).
jest.mock('@/utils/schedule', () => ({ whenIdle: () => () => undefined }));

describe('LazyTooltip while its element is held', () => {
  it('does not switch an element whose hint was emptied (its popover open) until the hint is back', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <LazyTooltip title={open ? '' : 'History'}>
            <button type="button" aria-label="Recent prompts" onClick={() => setOpen(true)}>
              <span aria-hidden>★</span>
            </button>
          </LazyTooltip>
          {open && (
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          )}
        </>
      );
    }
    render(<Opener />);
    const pressedNode = screen.getByRole('button', { name: 'Recent prompts' });
    fireEvent.mouseOver(pressedNode);
    fireEvent.pointerDown(pressedNode);
    fireEvent.pointerUp(pressedNode);
    fireEvent.click(pressedNode);
    await act(() => import('@mui/material/Tooltip'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // Open: the element is the one the popover was anchored to.
    expect(screen.getByRole('button', { name: 'Recent prompts' })).toBe(pressedNode);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    // Closed: the next hover switches it in.
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Recent prompts' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('History');
  });
});
