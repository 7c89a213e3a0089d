import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { ADMIN_ACCESS_TOKEN } from '@mocks/db/seed';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { LibrarySection } from '../components/LibrarySection';

let sent: { method: string; path: string; body: unknown }[] = [];
const record = async ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/server/image/') && !url.pathname.startsWith('/server/video/')) return;
  if (request.method === 'GET') return;
  const text = await request.clone().text();
  sent.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
};

beforeEach(() => {
  writeCookie('accessToken', ADMIN_ACCESS_TOKEN);
  sent = [];
  server.events.on('request:start', record);
});
afterEach(() => server.events.removeListener('request:start', record));

/** The newest image: the first row of the library. */
const newest = () =>
  [...db().images].sort((a, b) => b.create_time - a.create_time || b.image_id - a.image_id)[0];

async function openEditor(id: number) {
  const user = userEvent.setup();
  renderWithProviders(<LibrarySection />);
  const list = await screen.findByRole('list', { name: 'Images' });
  await user.click(within(list).getByRole('button', { name: new RegExp(`^Edit .*\\(#${id}\\)$`) }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('Image library', () => {
  it('windows the list: far fewer rows in the DOM than images loaded', async () => {
    renderWithProviders(<LibrarySection />);
    const list = await screen.findByRole('list', { name: 'Images' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveAttribute('aria-setsize', '100');
    expect(screen.getByText(/images · page 1 of/)).toBeInTheDocument();
  });

  it('searches by name (keyword sent to the list call)', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const spy = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/server/image/list') seen.push(url.searchParams.get('keyword') ?? '');
    };
    server.events.on('request:start', spy);
    const target = newest();
    renderWithProviders(<LibrarySection />);
    await screen.findByRole('list', { name: 'Images' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search name, prompt or id' }),
      String(target.image_id),
    );
    await waitFor(() => expect(seen).toContain(String(target.image_id)));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Images' })).getAllByRole('listitem')).toHaveLength(1),
    );
    server.events.removeListener('request:start', spy);
  });

  it('edits the name and prompt: a field message first, then image/update and the stored image', async () => {
    const target = newest();
    const { user, dialog } = await openEditor(target.image_id);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(name, 'Sapphire Pear Ring');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/server/image/update',
        body: expect.objectContaining({ image_id: target.image_id, name: 'Sapphire Pear Ring' }),
      },
    ]);
    expect(db().images.find((img) => img.image_id === target.image_id)!.name).toBe('Sapphire Pear Ring');
  });

  it('"Describe" drafts the title and Markdown description, previewed, then saved', async () => {
    const target = newest();
    const { user, dialog } = await openEditor(target.image_id);
    await user.click(within(dialog).getByRole('button', { name: 'Describe' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Title' })).not.toHaveValue(''));
    const preview = within(dialog).getByRole('region', { name: 'Description preview' });
    expect(await within(preview).findByRole('heading', { level: 2 })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const stored = db().images.find((img) => img.image_id === target.image_id)!;
    expect(stored.description?.title).toBeTruthy();
    expect(stored.description?.description).toMatch(/^## /);
    expect(sent.map((s) => s.path)).toEqual(['/server/image/genImagesDescription', '/server/image/update']);
  });

  it('deletes an image only after a confirmation that names it; Cancel calls nothing', async () => {
    const user = userEvent.setup();
    const target = newest();
    renderWithProviders(<LibrarySection />);
    const list = await screen.findByRole('list', { name: 'Images' });
    const del = within(list).getByRole('button', {
      name: new RegExp(`^Delete .*\\(#${target.image_id}\\)$`),
    });
    await user.click(del);
    let dialog = await screen.findByRole('dialog', { name: 'Delete image' });
    expect(dialog).toHaveTextContent(`(#${target.image_id})`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await user.click(del);
    dialog = await screen.findByRole('dialog', { name: 'Delete image' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ method: 'DELETE', path: `/server/image/${target.image_id}`, body: undefined }]);
    expect(db().images.some((img) => img.image_id === target.image_id)).toBe(false);
  });

  it('sets the main related image and removes another after confirming', async () => {
    const parent = newest();
    // Give the newest image three related images, the first one main.
    const base = parent.images_desc[0] ?? {
      image_id: 0,
      is_main: false,
      name: '',
      path: parent.path,
      width: 100,
      height: 100,
      type: 3,
      video: null,
      videos: [],
    };
    parent.images_desc = [1, 2, 3].map((n) => ({
      ...base,
      image_id: 990_000 + n,
      name: `Angle ${n}`,
      is_main: n === 1,
    }));
    const { user, dialog } = await openEditor(parent.image_id);
    await user.click(within(dialog).getByRole('button', { name: 'Set Angle 2 as main' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/server/image/setMain',
      body: { image_id: parent.image_id, desc_image_id: 990_002 },
    });
    await waitFor(() => expect(parent.images_desc.find((d) => d.is_main)?.image_id).toBe(990_002));

    await user.click(await within(dialog).findByRole('button', { name: 'Remove Angle 3' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove related image' });
    expect(confirm).toHaveTextContent('Remove “Angle 3” (#990003)');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      method: 'POST',
      path: '/server/image/delDescImage',
      body: { image_id: 990_003 },
    });
    await waitFor(() =>
      expect(
        db()
          .images.find((img) => img.image_id === parent.image_id)!
          .images_desc.map((d) => d.image_id),
      ).toEqual([990_001, 990_002]),
    );
  });
});
