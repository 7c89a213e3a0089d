import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { theme } from '@/theme';
import { TOAST_AUTO_HIDE_MS, toast, toastStore, type ToastVariant } from '@/utils/toast';
import { ToastHost } from './ToastHost';
import { TOAST_TOP } from './useDialogClearance';
import { HEADER_HEIGHT } from '@/theme/layout';

function renderHost() {
  return render(
    <ThemeProvider theme={theme}>
      <ToastHost />
    </ThemeProvider>,
  );
}

// The stack is a lazy chunk: load it once, so that the timed tests below count from the toast's first paint.
// Transforming MUI's Alert on first import can take seconds on a busy machine, hence the generous waits.
beforeAll(async () => {
  const { unmount } = renderHost();
  act(() => toast.info('Warm-up'));
  await screen.findByText('Warm-up');
  unmount();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('ToastHost', () => {
  it('renders nothing while there is no toast', () => {
    const { container } = renderHost();
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('.MuiAlert-root')).toBeNull();
  });

  it('shows toasts raised before it mounted', async () => {
    toast.warning('Raised early');
    toast.error('Also early');
    renderHost();
    expect(await screen.findByText('Raised early')).toBeInTheDocument();
    expect(screen.getByText('Also early')).toBeInTheDocument();
  });

  it('keeps them through StrictMode remounting its effects', async () => {
    toast.info('Raised before StrictMode mount');
    render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <ToastHost />
        </ThemeProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('Raised before StrictMode mount')).toBeInTheDocument();
  });

  it('announces errors as alerts and the rest politely', async () => {
    renderHost();
    act(() => {
      toast.error('Logout failed');
      toast.success('Prompt copied');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Logout failed');
    const polite = screen.getByText('Prompt copied').closest('[aria-live]');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    // The auth forms' inline notice is the page's one status.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes a toast with its Close button', async () => {
    renderHost();
    act(() => toast.info('Closable'));
    await screen.findByText('Closable');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it(`hides a toast after ${TOAST_AUTO_HIDE_MS} ms`, () => {
    jest.useFakeTimers();
    renderHost();
    act(() => toast.success('Saved'));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps a toast while it is hovered, then finishes the countdown', () => {
    jest.useFakeTimers();
    renderHost();
    act(() => toast.info('Read me'));
    const message = screen.getByText('Read me');
    act(() => jest.advanceTimersByTime(1000));
    fireEvent.mouseEnter(message);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Read me')).toBeInTheDocument();
    fireEvent.mouseLeave(message);
    act(() => jest.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 1000 - 1));
    expect(screen.getByText('Read me')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Read me')).not.toBeInTheDocument();
  });

  it('keeps a toast while focus is inside it', () => {
    jest.useFakeTimers();
    renderHost();
    act(() => toast.error('Upload failed'));
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    act(() => close.blur());
    act(() => jest.advanceTimersByTime(TOAST_AUTO_HIDE_MS));
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
  });

  it('gives a toast at least half its time back after a late pause', () => {
    jest.useFakeTimers();
    renderHost();
    act(() => toast.info('Almost gone'));
    const message = screen.getByText('Almost gone');
    act(() => jest.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 100));
    fireEvent.mouseEnter(message);
    fireEvent.mouseLeave(message);
    act(() => jest.advanceTimersByTime(TOAST_AUTO_HIDE_MS / 2 - 1));
    expect(screen.getByText('Almost gone')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Almost gone')).not.toBeInTheDocument();
  });

  it('takes its toasts along when it unmounts', async () => {
    const { unmount } = renderHost();
    act(() => toast.info('Left behind'));
    await screen.findByText('Left behind');
    unmount();
    await waitFor(() => expect(toastStore.getSnapshot()).toEqual([]));
  });

  it.each<ToastVariant>(['success', 'error', 'info', 'warning'])(
    'gives %s text AA contrast on its background',
    async (variant) => {
      renderHost();
      act(() => toast[variant](`A ${variant} toast`));
      const alert = (await screen.findByText(`A ${variant} toast`)).closest<HTMLElement>('.MuiAlert-root')!;
      const { color, backgroundColor } = getComputedStyle(alert);
      expect(backgroundColor).toMatch(/^rgb/);
      expect(getContrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
    },
  );

  describe('beside an open dialog', () => {
    /** Lays the dialog out as the browser would: its paper's top and its title bar's bottom edge. */
    function layDialogOut(paperTop: number, titleBottom: number) {
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        const bottom = this.classList.contains('MuiDialogTitle-root') ? titleBottom : 0;
        return DOMRect.fromRect({
          x: 0,
          y: this.getAttribute('role') === 'dialog' ? paperTop : 0,
          height: bottom,
        });
      });
    }
    afterEach(() => jest.restoreAllMocks());

    function renderWithDialog(open: boolean) {
      return (
        <ThemeProvider theme={theme}>
          <ToastHost />
          <Dialog open={open}>
            <DialogTitle>Card payment</DialogTitle>
            <DialogContent>Card number</DialogContent>
          </Dialog>
        </ThemeProvider>
      );
    }

    /** A dialog that fills the window (full screen on a phone), its actions' top edge at `actionsTop` if shown. */
    function layFullScreenOut(actionsTop: number | null) {
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        if (this.getAttribute('role') === 'dialog')
          return DOMRect.fromRect({ x: 0, y: 0, width: 390, height: window.innerHeight });
        if (this.classList.contains('MuiDialogActions-root') && actionsTop !== null)
          return DOMRect.fromRect({ x: 0, y: actionsTop, width: 390, height: 52 });
        return DOMRect.fromRect({ x: 0, y: 0, height: 64 });
      });
    }

    function renderFullScreen(withActions: boolean) {
      return (
        <ThemeProvider theme={theme}>
          <ToastHost />
          <Dialog open fullScreen>
            <DialogTitle>Card payment</DialogTitle>
            <DialogContent>$62.70 Card number</DialogContent>
            {withActions && (
              <DialogActions>
                <Button>Try again</Button>
              </DialogActions>
            )}
          </Dialog>
        </ThemeProvider>
      );
    }

    it('goes to the bottom of a dialog that fills the window, keeping its title and first lines in view', async () => {
      layFullScreenOut(null);
      render(renderFullScreen(false));
      act(() => toast.success('Applying for production'));
      await screen.findByText('Applying for production');
      const stack = screen.getByTestId('toast-stack');
      expect(stack).toHaveStyle({ bottom: '24px', flexDirection: 'column-reverse' });
      expect(stack.style.top).toBe('');
    });

    it("sits above a full-screen dialog's actions, also when they appear while it is shown", async () => {
      layFullScreenOut(window.innerHeight - 60);
      const { rerender } = render(renderFullScreen(false));
      act(() => toast.success('Applying for production'));
      await screen.findByText('Applying for production');
      expect(screen.getByTestId('toast-stack')).toHaveStyle({ bottom: '24px' });
      // The payment fails: the dialog shows its actions at the bottom; the toast moves above them.
      rerender(renderFullScreen(true));
      await waitFor(() => expect(screen.getByTestId('toast-stack')).toHaveStyle({ bottom: '68px' }));
    });

    it('starts under the title of a tall dialog that reaches the top of the window, not over it', async () => {
      layDialogOut(0, 64);
      const { rerender } = render(renderWithDialog(true));
      act(() => toast.success('Applying for production'));
      await screen.findByText('Applying for production');
      expect(screen.getByTestId('toast-stack')).toHaveStyle({ top: '72px' });
      // The dialog closes: the toasts go back to the top.
      rerender(renderWithDialog(false));
      await waitFor(() => expect(screen.getByTestId('toast-stack')).toHaveStyle({ top: `${TOAST_TOP}px` }));
    });

    it('stays at the top above a dialog that leaves room for it', async () => {
      layDialogOut(300, 364);
      render(renderWithDialog(true));
      act(() => toast.info('Saved'));
      await screen.findByText('Saved');
      expect(screen.getByTestId('toast-stack')).toHaveStyle({ top: `${TOAST_TOP}px` });
    });

    it("with no dialog open, sits under the app's header, not over its title (issue 42 §10)", async () => {
      render(
        <ThemeProvider theme={theme}>
          <ToastHost />
        </ThemeProvider>,
      );
      act(() => toast.success('Payment successful.'));
      await screen.findByText('Payment successful.');
      const top = parseInt(getComputedStyle(screen.getByTestId('toast-stack')).top, 10);
      expect(top).toBeGreaterThanOrEqual(HEADER_HEIGHT);
    });
  });
});
