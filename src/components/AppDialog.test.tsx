import { useEffect, useRef, useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { renderWithProviders } from '@/test/render';
import { AppDialog, type AppDialogProps } from './AppDialog';

type Props = Partial<AppDialogProps> & { label?: string };

/** An opener button and the dialog it opens; `closes` counts every onClose. */
function Opener({ label = 'Open', title = 'Edit name', onClose, children, ...props }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      <AppDialog
        open={open}
        title={title}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        actions={<Button onClick={() => setOpen(false)}>Cancel</Button>}
        {...props}
      >
        {children ?? <p>Body</p>}
      </AppDialog>
    </>
  );
}

const PAGE = { page: 'explore' };
beforeEach(() => window.history.replaceState(PAGE, ''));

async function openDialog(props: Props = {}) {
  const user = userEvent.setup();
  renderWithProviders(<Opener {...props} />);
  await user.click(screen.getByRole('button', { name: props.label ?? 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: String(props.title ?? 'Edit name') });
  return { user, dialog };
}

/** A click on the dark area around the paper (MUI needs the press and the click to land there). */
function clickBackdrop(dialog: HTMLElement) {
  const container = dialog.parentElement!;
  fireEvent.mouseDown(container);
  fireEvent.click(container);
}

/**
 * What a browser does (jsdom does not): a disabled button takes no focus, so MUI's own restore to an opener that is
 * disabled at that moment does nothing.
 */
function disabledTakesNoFocus() {
  const focus = HTMLElement.prototype.focus;
  return jest.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (
    this: HTMLElement,
    options?: FocusOptions,
  ) {
    if (!(this as HTMLButtonElement).disabled) focus.call(this, options);
  });
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
/** The page's own entry is current again: no overlay entry is left on top of it. */
const backOnPage = () => waitFor(() => expect(window.history.state).toEqual(PAGE));

describe('AppDialog', () => {
  it('is named by its title and always has a ✕ with an accessible name', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName('Edit name');
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  it('closes with the ✕ and returns focus to the opener', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await dialogGone();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = jest.fn();
    const { user } = await openDialog({ onClose });
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('returns focus to an opener that was disabled while the dialog loaded (focus had fallen to the page)', async () => {
    function SlowOpener() {
      const [checking, setChecking] = useState(false);
      const [open, setOpen] = useState(false);
      // What a browser does (jsdom does not): a focused button that becomes disabled loses focus to the body.
      useEffect(() => {
        if (checking) (document.activeElement as HTMLElement | null)?.blur();
      }, [checking]);
      return (
        <>
          <Button
            disabled={checking}
            onClick={() => {
              setChecking(true);
              setTimeout(() => {
                setChecking(false);
                setOpen(true);
              }, 10);
            }}
          >
            Subscribe
          </Button>
          <AppDialog open={open} title="Payment" onClose={() => setOpen(false)}>
            <p>Card form</p>
          </AppDialog>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<SlowOpener />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('dialog', { name: 'Payment' });
    await user.keyboard('{Escape}');
    await dialogGone();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveFocus());
  });

  it('returns focus through a dialog that closed as this one opened, to that dialog opener', async () => {
    function TwoSteps() {
      const [step, setStep] = useState<'none' | 'confirm' | 'pay'>('none');
      return (
        <>
          <Button onClick={() => setStep('confirm')}>Continue</Button>
          <AppDialog open={step === 'confirm'} title="Confirm" onClose={() => setStep('none')}>
            <Button onClick={() => setStep('pay')}>Pay</Button>
          </AppDialog>
          <AppDialog open={step === 'pay'} title="Payment" onClose={() => setStep('none')}>
            <p>Card form</p>
          </AppDialog>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<TwoSteps />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm' });
    await user.click(within(confirm).getByRole('button', { name: 'Pay' }));
    await screen.findByRole('dialog', { name: 'Payment' });
    await user.keyboard('{Escape}');
    await dialogGone();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus());
  });

  it('returns focus to an opener that was disabled while the next dialog was being prepared (the checkout)', async () => {
    function Checkout() {
      const [step, setStep] = useState<'none' | 'confirm' | 'preparing' | 'pay'>('none');
      const locked = step === 'preparing' || step === 'pay';
      // What a browser does (jsdom does not): focus leaves a control that becomes disabled, and the removed Pay.
      useEffect(() => {
        if (locked) (document.activeElement as HTMLElement | null)?.blur();
      }, [locked, step]);
      return (
        <>
          <Button disabled={locked} onClick={() => setStep('confirm')}>
            Continue
          </Button>
          <AppDialog open={step === 'confirm'} title="Confirm" onClose={() => setStep('none')}>
            <Button
              onClick={() => {
                setStep('preparing');
                setTimeout(() => setStep('pay'), 50);
              }}
            >
              Pay
            </Button>
          </AppDialog>
          <AppDialog open={step === 'pay'} title="Payment" onClose={() => setStep('none')}>
            <p>Card form</p>
          </AppDialog>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Checkout />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm' });
    await user.click(within(confirm).getByRole('button', { name: 'Pay' }));
    await screen.findByRole('dialog', { name: 'Payment' });
    await user.keyboard('{Escape}');
    await dialogGone();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus());
  });

  it("returns focus to the checkout's Continue when focus had fallen to the confirmation's frame (Pay disabled)", async () => {
    function Checkout() {
      const [step, setStep] = useState<'none' | 'confirm' | 'preparing' | 'pay' | 'cancelling'>('none');
      const locked = step === 'preparing' || step === 'pay' || step === 'cancelling';
      // What Chromium and MUI's focus trap do (jsdom does neither): the focused Pay, disabled while the order is
      // made, loses focus, and the trap puts it on the dialog's frame (the container around the paper).
      useEffect(() => {
        if (step !== 'preparing') return;
        const pay = document.activeElement as HTMLElement;
        const frame = pay.closest('[role="dialog"]')!.parentElement!;
        pay.blur();
        frame.focus();
      }, [step]);
      return (
        <>
          <Button disabled={locked} onClick={() => setStep('confirm')}>
            Continue
          </Button>
          <AppDialog
            open={step === 'confirm' || step === 'preparing'}
            title="Confirm"
            onClose={() => setStep('none')}
          >
            <Button
              disabled={step === 'preparing'}
              onClick={() => {
                setStep('preparing');
                // The confirmation closes and the payment opens in one render, as the checkout's do.
                setTimeout(() => setStep('pay'), 50);
              }}
            >
              Pay
            </Button>
          </AppDialog>
          <AppDialog
            open={step === 'pay'}
            title="Payment"
            onClose={() => {
              // The open order is cancelled before Continue is enabled again.
              setStep('cancelling');
              setTimeout(() => setStep('none'), 200);
            }}
          >
            <p>Card form</p>
          </AppDialog>
        </>
      );
    }
    const focusSpy = disabledTakesNoFocus();
    try {
      const user = userEvent.setup();
      renderWithProviders(<Checkout />);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const confirm = await screen.findByRole('dialog', { name: 'Confirm' });
      await user.click(within(confirm).getByRole('button', { name: 'Pay' }));
      await screen.findByRole('dialog', { name: 'Payment' });
      await user.keyboard('{Escape}');
      await dialogGone();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus());
    } finally {
      focusSpy.mockRestore();
    }
  });

  it('gives focus to the control that opens it again when it opened with the page or its opener stays disabled', async () => {
    function StatusPage() {
      const [open, setOpen] = useState(true);
      const [applied, setApplied] = useState(false);
      const again = useRef<HTMLButtonElement>(null);
      return (
        <>
          <Button
            disabled={applied}
            onClick={() => {
              setApplied(true);
              setOpen(true);
            }}
          >
            Apply
          </Button>
          <Button ref={again} onClick={() => setOpen(true)}>
            View progress
          </Button>
          <AppDialog
            open={open}
            title="Under review"
            onClose={() => setOpen(false)}
            returnFocusTo={() => again.current}
          >
            <p>Steps</p>
          </AppDialog>
        </>
      );
    }
    const focusSpy = disabledTakesNoFocus();
    try {
      const user = userEvent.setup();
      renderWithProviders(<StatusPage />);
      await screen.findByRole('dialog', { name: 'Under review' });
      await user.keyboard('{Escape}');
      await dialogGone();
      await waitFor(() => expect(screen.getByRole('button', { name: 'View progress' })).toHaveFocus());

      // Opened by Apply, which stays disabled while the review runs.
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await screen.findByRole('dialog', { name: 'Under review' });
      await user.keyboard('{Escape}');
      await dialogGone();
      await waitFor(() => expect(screen.getByRole('button', { name: 'View progress' })).toHaveFocus());
    } finally {
      focusSpy.mockRestore();
    }
  });

  it('stays open while busy: the ✕ is disabled and Escape does nothing', async () => {
    const onClose = jest.fn();
    const { user } = await openDialog({ onClose, busy: true });
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a backdrop click', async () => {
    const onClose = jest.fn();
    const { dialog } = await openDialog({ onClose });
    clickBackdrop(dialog);
    await dialogGone();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps a form open on a backdrop click and submits it with Enter', async () => {
    const onClose = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user, dialog } = await openDialog({
      onClose,
      onSubmit,
      formLabel: 'Name form',
      children: <TextField label="Name" />,
      actions: <Button type="submit">Save</Button>,
    });
    clickBackdrop(dialog);
    expect(onClose).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ring{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('form', { name: 'Name form' })).toContainElement(
      screen.getByRole('button', { name: 'Save' }),
    );
  });

  it('submits only its own form when a dialog opened from a form dialog is confirmed', async () => {
    const user = userEvent.setup();
    const outer = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const inner = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    function Nested() {
      const [confirming, setConfirming] = useState(false);
      return (
        <AppDialog open title="Edit image" onClose={() => undefined} onSubmit={outer}>
          <Button onClick={() => setConfirming(true)}>Remove related</Button>
          <AppDialog
            open={confirming}
            title="Remove related image"
            onClose={() => setConfirming(false)}
            onSubmit={inner}
            actions={<Button type="submit">Remove</Button>}
          />
        </AppDialog>
      );
    }
    renderWithProviders(<Nested />);
    await user.click(await screen.findByRole('button', { name: 'Remove related' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  describe('history (Back on a phone)', () => {
    it('adds one entry while open; Back closes the dialog and stays on the page', async () => {
      const onClose = jest.fn();
      await openDialog({ onClose });
      await waitFor(() => expect(window.history.state).toMatchObject({ ...PAGE, overlayDepth: 1 }));
      window.history.back();
      await dialogGone();
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(window.history.state).toEqual(PAGE);
    });

    it('takes its entry back when closed by the ✕, so no extra entry is left', async () => {
      const { user } = await openDialog();
      await waitFor(() => expect(window.history.state).toMatchObject({ overlayDepth: 1 }));
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await dialogGone();
      await backOnPage();
    });

    it('takes its entry back when closed by Escape', async () => {
      const { user } = await openDialog();
      await waitFor(() => expect(window.history.state).toMatchObject({ overlayDepth: 1 }));
      await user.keyboard('{Escape}');
      await dialogGone();
      await backOnPage();
    });

    it('after navigating from inside a dialog, one Back returns to the page (no dead entry)', async () => {
      const { user } = await openDialog();
      await waitFor(() => expect(window.history.state).toMatchObject({ overlayDepth: 1 }));
      // What the router does on a link inside the dialog: a new entry, then the dialog goes away.
      window.history.pushState({ page: 'next' }, '');
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await dialogGone();
      expect(window.history.state).toEqual({ page: 'next' });
      window.history.back();
      await backOnPage();
    });

    it('closes only the top dialog on Back when one opened another', async () => {
      const user = userEvent.setup();
      function Nested() {
        const [inner, setInner] = useState(false);
        return (
          <AppDialog open title="Outer" onClose={() => undefined}>
            <Button onClick={() => setInner(true)}>More</Button>
            <AppDialog open={inner} title="Inner" onClose={() => setInner(false)} />
          </AppDialog>
        );
      }
      renderWithProviders(<Nested />);
      await user.click(await screen.findByRole('button', { name: 'More' }));
      await screen.findByRole('dialog', { name: 'Inner' });
      await waitFor(() => expect(window.history.state).toMatchObject({ overlayDepth: 2 }));
      window.history.back();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument());
      expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
      expect(window.history.state).toMatchObject({ overlayDepth: 1 });
    });
  });
});
