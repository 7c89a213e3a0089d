import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { db } from '@mocks/db';
import { pngFile } from '@/test/imageFiles';
import { renderWithProviders } from '@/test/render';
import { UploadMJSection } from '../components/UploadMJSection';
import { adminSession } from './adminSession';

const log = adminSession('/server/image/');

describe('Bulk upload', () => {
  it('asks for a category before any upload', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UploadMJSection />);
    await user.click(screen.getByRole('button', { name: 'Choose pictures' }));
    expect(screen.getByText('Choose a category first')).toBeInTheDocument();
    await user.upload(screen.getByTestId('bulk-upload-input'), [pngFile('a.png')]);
    expect(screen.getByText('No pictures uploaded yet.')).toBeInTheDocument();
  });

  it('uploads pictures under a category, names each (field messages first), then saves through image/update', async () => {
    const user = userEvent.setup();
    const target = db().categories.find((c) => c.parent_id !== null && c.filter_type === 0)!;
    renderWithProviders(<UploadMJSection />);
    await user.click(await screen.findByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: target.name }));
    await user.upload(screen.getByTestId('bulk-upload-input'), [
      pngFile('ring-a.png'),
      pngFile('ring-b.png'),
    ]);
    const list = await screen.findByRole('list', { name: 'Uploaded pictures' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const ids = db()
      .images.filter((img) => img.name === 'ring-a' || img.name === 'ring-b')
      .map((img) => img.image_id);
    expect(ids).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Save to library' }));
    expect(screen.getAllByText('Name is required')).toHaveLength(2);
    expect(log.sent().filter((r) => r.path === '/server/image/update')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Name of picture 1' }), 'Ring one');
    await user.type(screen.getByRole('textbox', { name: 'Name of picture 2' }), 'Ring two');
    await user.type(screen.getByRole('textbox', { name: 'Prompt of picture 2' }), 'Gold ring, studio light');
    await user.click(screen.getByRole('button', { name: 'Save to library' }));
    expect(await screen.findByText('No pictures uploaded yet.')).toBeInTheDocument();
    const updates = log.sent().filter((r) => r.path === '/server/image/update');
    expect(updates.map((r) => r.body)).toEqual([
      expect.objectContaining({ name: 'Ring one', category_id: target.category_id }),
      expect.objectContaining({
        name: 'Ring two',
        category_id: target.category_id,
        prompt: 'Gold ring, studio light',
      }),
    ]);
    const saved = db().images.filter((img) => ids.includes(img.image_id));
    expect(saved.map((img) => [img.name, img.category_id]).sort()).toEqual([
      ['Ring one', target.category_id],
      ['Ring two', target.category_id],
    ]);
  });
});
