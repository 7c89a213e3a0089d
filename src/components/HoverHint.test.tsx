import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/theme';
import { HoverHint } from './HoverHint';

const renderHint = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

afterEach(() => {
  jest.useRealTimers();
});

describe('HoverHint', () => {
  it('shows the hint after a short delay on hover and describes the child with it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHint(
      <HoverHint title="Explore" placement="right">
        <button type="button">
          <svg aria-hidden />
        </button>
      </HoverHint>,
    );
    const button = screen.getByRole('button', { name: 'Explore' });
    await user.hover(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    const hint = screen.getByRole('tooltip');
    expect(hint).toHaveTextContent('Explore');
    expect(hint.parentElement).toBe(document.body);
    expect(button).toHaveAttribute('aria-describedby', hint.id);

    await user.unhover(button);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('stays open while the pointer moves onto the hint itself', async () => {
    jest.useFakeTimers();
    renderHint(
      <HoverHint title="Log In">
        <button type="button">in</button>
      </HoverHint>,
    );
    const button = screen.getByRole('button');
    fireEvent.mouseEnter(button);
    act(() => jest.advanceTimersByTime(100));
    fireEvent.mouseLeave(button);
    fireEvent.mouseEnter(screen.getByRole('tooltip'));
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('tooltip'));
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('ignores the mouseenter a tap fires on touch screens', () => {
    jest.useFakeTimers();
    renderHint(
      <HoverHint title="Explore">
        <button type="button">E</button>
      </HoverHint>,
    );
    const button = screen.getByRole('button');
    fireEvent.touchStart(button);
    fireEvent.mouseEnter(button);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows at once on keyboard focus, hides on Escape and on blur', async () => {
    const user = userEvent.setup();
    renderHint(
      <>
        <HoverHint title="Guide" placement="right">
          <button type="button">G</button>
        </HoverHint>
        <button type="button">next</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Guide' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Guide');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guide' })).toHaveFocus();

    await user.tab({ shift: false });
    await user.tab({ shift: true });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides on scroll', async () => {
    const user = userEvent.setup();
    renderHint(
      <HoverHint title="Sign Up">
        <button type="button">S</button>
      </HoverHint>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.scroll(document);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('keeps an aria-label of its own and composes its handlers and ref', async () => {
    const user = userEvent.setup();
    const onFocus = jest.fn();
    const onMouseEnter = jest.fn();
    const ref = { current: null as HTMLButtonElement | null };
    renderHint(
      <HoverHint title="200 credits">
        <button
          type="button"
          ref={ref}
          aria-label="200 credits, open payment"
          onFocus={onFocus}
          onMouseEnter={onMouseEnter}
        >
          C
        </button>
      </HoverHint>,
    );
    const button = screen.getByRole('button', { name: '200 credits, open payment' });
    expect(ref.current).toBe(button);
    await user.tab();
    await user.hover(button);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('200 credits');
  });

  it('renders the child untouched for an empty title, and toggling the title keeps it mounted', async () => {
    const user = userEvent.setup();
    function Toggle() {
      const [title, setTitle] = useState('');
      return (
        <HoverHint title={title}>
          <button type="button" onClick={() => setTitle((value) => (value ? '' : 'Guide'))}>
            toggle
          </button>
        </HoverHint>
      );
    }
    renderHint(<Toggle />);
    const button = screen.getByRole('button', { name: 'toggle' });
    expect(button).not.toHaveAttribute('aria-label');
    await user.hover(button);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Guide' })).toBe(button);
    expect(button).toHaveFocus();
    await user.click(button);
    expect(screen.getByRole('button', { name: 'toggle' })).toBe(button);
    expect(button).toHaveFocus();
  });
});
