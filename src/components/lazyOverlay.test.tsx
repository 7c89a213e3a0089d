import { render, screen, waitFor } from '@testing-library/react';
import { lazyOverlay } from './lazyOverlay';

interface ProbeProps {
  open: boolean;
  keepMounted?: boolean;
  label: string;
}

/** A stand-in whose "real" component counts how often its code was asked for. */
function probe() {
  const load = jest.fn(async () => ({
    default: ({ open, label }: ProbeProps) => <div role="dialog" aria-label={label} hidden={!open} />,
  }));
  return { load, Overlay: lazyOverlay<ProbeProps>(load, 'Probe') };
}

describe('lazyOverlay', () => {
  it('renders nothing and loads nothing while closed, then the real component once opened', async () => {
    const { load, Overlay } = probe();
    const { rerender } = render(<Overlay open={false} label="Pick" />);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(load).not.toHaveBeenCalled();

    rerender(<Overlay open label="Pick" />);
    expect(await screen.findByRole('dialog', { name: 'Pick' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);

    // Closed again: the real component stays mounted (its closing transition and focus return run).
    rerender(<Overlay open={false} label="Pick" />);
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
  });

  it('renders the real component at once when kept mounted', async () => {
    const { Overlay } = probe();
    render(<Overlay open={false} keepMounted label="Kept" />);
    expect(await screen.findByRole('dialog', { hidden: true })).toHaveAttribute('aria-label', 'Kept');
  });

  it('once its code was fetched while idle, opens at once, without a suspense, and keeps one tree', async () => {
    const { load, Overlay } = probe();
    const { rerender } = render(<Overlay open={false} label="Later" />);
    // The idle preload fetches the code while the overlay is still closed.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await load.mock.results[0].value;

    rerender(<Overlay open label="Later" />);
    // Synchronously: no fallback frame on the way.
    const dialog = screen.getByRole('dialog', { name: 'Later' });
    rerender(<Overlay open label="Later" />);
    expect(screen.getByRole('dialog', { name: 'Later' })).toBe(dialog);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
