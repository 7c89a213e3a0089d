import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveFiles } from '@/utils/download/download';
import { renderWithProviders } from '@/test/render';
import { ExportButton } from '../components/ExportButton';

// The pictures are not drawn here (encode.test does that): what is saved, and under which name, is the point.
jest.mock('../encode', () => ({
  ...jest.requireActual('../encode'),
  exportFiles: jest.fn(async () => [
    { name: 'a.jpg', blob: new Blob(['a']) },
    { name: 'b.jpg', blob: new Blob(['b']) },
  ]),
}));
jest.mock('@/utils/download/download', () => ({
  ...jest.requireActual('@/utils/download/download'),
  saveFiles: jest.fn(async () => 'saved'),
}));

const sources = [
  { path: '/images/ring.png', name: 'Gold ring' },
  { path: '/images/coat.png', name: 'Red coat' },
];

describe('export of several pictures as one zip', () => {
  it('names the zip as the caller asks (a batch after itself)', async () => {
    renderWithProviders(<ExportButton variant="button" sources={sources} zipName="Rings 12 Dec.zip" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export for…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export for…' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^Amazon/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export 2 files' }));
    await waitFor(() => expect(saveFiles).toHaveBeenCalledWith(expect.any(Array), 'Rings 12 Dec.zip'));
    expect(await screen.findByText('Saved Rings 12 Dec.zip with 2 files')).toBeVisible();
  });

  it('names it after the pictures otherwise', async () => {
    renderWithProviders(<ExportButton variant="button" sources={sources} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export for…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export for…' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^Amazon/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export 2 files' }));
    await waitFor(() => expect(saveFiles).toHaveBeenCalledWith(expect.any(Array), 'marketplace-export.zip'));
  });
});
