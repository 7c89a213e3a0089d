import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { ExportButton } from '../components/ExportButton';

const ring = { path: '/images/ring.png', name: 'Gold ring' };

describe('export', () => {
  it('labels its two crop sliders on screen, and names them by those labels', async () => {
    renderWithProviders(<ExportButton variant="button" sources={[ring]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export for…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export for…' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^Instagram post/ }));
    const across = within(dialog).getByRole('slider', { name: 'Crop left to right' });
    const down = within(dialog).getByRole('slider', { name: 'Crop top to bottom' });
    // Visible words, not only a name for the ear.
    expect(within(dialog).getByText('Crop left to right')).toBeVisible();
    expect(within(dialog).getByText('Crop top to bottom')).toBeVisible();
    expect(across).not.toHaveAttribute('aria-label');
    expect(down).not.toHaveAttribute('aria-label');
  });
});
