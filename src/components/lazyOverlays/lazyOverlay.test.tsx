import { render, screen } from '@testing-library/react';
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
});
