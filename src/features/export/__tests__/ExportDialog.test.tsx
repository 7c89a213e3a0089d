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

describe('export form', () => {
  it('says at once what is wrong with a custom size, keeps what was typed, and exports once it is right', async () => {
    renderWithProviders(<ExportButton variant="button" sources={[ring]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export for…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export for…' });
    const exportButton = () => within(dialog).getByRole('button', { name: /^Export/ });
    expect(exportButton()).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^Instagram post/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Custom size' }));
    const width = within(dialog).getByRole('spinbutton', { name: 'Width (px)' });
    fireEvent.change(width, { target: { value: '9000' } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/between 16 and 8,000/);
    expect(exportButton()).toBeDisabled();
    // A submit while the size is wrong saves nothing and loses nothing.
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Export settings' }));
    expect(width).toHaveValue(9000);
    expect(within(dialog).getByRole('checkbox', { name: /^Instagram post/ })).toBeChecked();
    fireEvent.change(width, { target: { value: '1200' } });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(exportButton()).toHaveAccessibleName('Export 2 files');
    expect(exportButton()).toBeEnabled();
  });
});
