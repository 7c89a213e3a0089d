import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { http, HttpResponse } from 'msw';
import { db, findImage } from '@mocks/db';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { server } from '@mocks/node';
import type { GalleryImage } from '@/api/types';
import { renderWithProviders } from '@/test/render';
import { hangingGet } from '@/test/requests';
import { writeCookie } from '@/utils/cookies';
import { firstScreen } from '@/utils/firstScreen';
import ImageDetailPage from '../ImageDetailPage';

const routes = [
  { path: '/', element: <p>Explore page</p> },
  { path: '/tools/inspiration', element: <p>Inspiration page</p> },
  { path: '/signin', element: <p>Sign-in page</p> },
];

const renderDetail = (url: string) =>
  renderWithProviders(<ImageDetailPage />, {
    path: '/image/detail',
    route: url,
    routes,
  });

function stateImage(overrides: Partial<GalleryImage> = {}): GalleryImage {
  return {
    image_id: 1001,
    path: '/mock-media/art/state_1x1.svg',
    name: 'From state',
    prompt: 'A prompt passed along by Explore',
    isLike: false,
    likeNum: 5,
    ...overrides,
  };
}

describe('Image detail', () => {
  it('loads the image by id and shows the prompt, title and meta description', async () => {
    const row = findImage(1001)!;
    renderDetail('/image/detail?image_id=1001');
    // While it loads, a named live region (a name on a plain div is not allowed: axe's aria-prohibited-attr).
    expect(screen.getByRole('status', { name: 'Loading image' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('button', { name: 'ReCreate' })).toBeInTheDocument();
    expect(await screen.findByText(row.prompt.slice(0, 30), { exact: false })).toBeInTheDocument();
    const category = db().categories.find((c) => c.category_id === row.category_id)!;
    expect(row.description).toBeNull();
    expect(document.title).toBe(category.name);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      row.prompt.slice(0, 160),
    );
  });

  it("asks for the main picture first: it is the page's largest paint", async () => {
    renderDetail('/image/detail?image_id=1001');
    await screen.findByRole('button', { name: 'ReCreate' });
    const main = screen.getByRole('img', { name: document.title });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading', 'lazy');
  });

  it('uses the image passed in navigation state without a request', async () => {
    let requests = 0;
    server.use(
      http.get('*/api/image/info', () => {
        requests += 1;
        return undefined;
      }),
    );
    const view = renderWithProviders(<ImageDetailPage />, { path: '/image/detail', route: '/', routes });
    await act(() => view.router.navigate('/image/detail?image_id=1001', { state: { image: stateImage() } }));
    expect(await screen.findByText('A prompt passed along by Explore')).toBeInTheDocument();
    expect(requests).toBe(0);
  });

  it('renders title and Markdown description, with the description title as document title', async () => {
    const image = stateImage({
      description: {
        title: 'Silver cuff',
        description: '**Hand made** [maker](https://example.com) <b>raw</b>',
      },
      category: { category_id: 7, name: 'Bracelets' },
    });
    const view = renderWithProviders(<ImageDetailPage />, { path: '/image/detail', route: '/', routes });
    await act(() => view.router.navigate('/image/detail?image_id=1001', { state: { image } }));
    expect(await screen.findByRole('heading', { name: 'Silver cuff' })).toBeInTheDocument();
    expect(await screen.findByText('Hand made')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'maker' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/<b>raw<\/b>/)).toBeInTheDocument();
    expect(document.title).toBe('Silver cuff');
  });

  it('shows the title once when the description repeats it as its first line (issue 43 §4)', async () => {
    const image = stateImage({
      description: { title: 'Silver cuff', description: '**Silver cuff**\n\nHand made in Lisbon.' },
    });
    const view = renderWithProviders(<ImageDetailPage />, { path: '/image/detail', route: '/', routes });
    await act(() => view.router.navigate('/image/detail?image_id=1001', { state: { image } }));
    expect(await screen.findByRole('heading', { name: 'Silver cuff' })).toBeInTheDocument();
    expect(await screen.findByText('Hand made in Lisbon.')).toBeInTheDocument();
    expect(screen.getAllByText('Silver cuff')).toHaveLength(1);
  });

  it('falls back to the category name for the title', async () => {
    const image = stateImage({ category: { category_id: 7, name: 'Bracelets' } });
    const view = renderWithProviders(<ImageDetailPage />, { path: '/image/detail', route: '/', routes });
    await act(() => view.router.navigate('/image/detail?image_id=1001', { state: { image } }));
    await screen.findByRole('button', { name: 'ReCreate' });
    expect(document.title).toBe('Bracelets');
  });

  it('shows a not-found state for an unknown or malformed id', async () => {
    renderDetail('/image/detail?image_id=987654');
    expect(await screen.findByRole('heading', { name: 'Image not found' })).toBeInTheDocument();
    renderDetail('/image/detail?image_id=abc');
    expect(await screen.findAllByRole('heading', { name: 'Image not found' })).toHaveLength(2);
  });

  it('offers a retry when loading fails', async () => {
    server.use(
      http.get('*/api/image/info', () =>
        HttpResponse.json({ code: 500, message: 'Down', data: null }, { status: 500 }),
      ),
    );
    renderDetail('/image/detail?image_id=1001');
    expect(await screen.findByRole('heading', { name: "Couldn't load this image" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('ReCreate sends only the non-empty of prompt, image_id, url and category_child_id', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    const user = userEvent.setup();
    const image = stateImage({ prompt: '', category: { category_id: 31, name: 'Rings' } });
    const view = renderWithProviders(<ImageDetailPage />, { path: '/image/detail', route: '/', routes });
    await act(() => view.router.navigate('/image/detail?image_id=1001', { state: { image } }));
    await user.click(await screen.findByRole('button', { name: 'ReCreate' }));
    expect(view.router.state.location.pathname).toBe('/tools/inspiration');
    const params = new URLSearchParams(view.router.state.location.search);
    expect([...params.keys()]).toEqual(['image_id', 'url', 'category_child_id']);
    expect(params.get('image_id')).toBe('1001');
    expect(params.get('url')).toBe('/mock-media/art/state_1x1.svg');
    expect(params.get('category_child_id')).toBe('31');
  });

  it('asks a visitor to sign in before ReCreate', async () => {
    const user = userEvent.setup();
    renderDetail('/image/detail?image_id=1001');
    await user.click(await screen.findByRole('button', { name: 'ReCreate' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to continue' })).toBeInTheDocument();
  });

  it('likes only after the server confirmed', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    const user = userEvent.setup();
    renderDetail('/image/detail?image_id=1001');
    const like = await screen.findByRole('button', { name: /^Like / });
    const count = Number(like.textContent);
    const wasLiked = like.getAttribute('aria-pressed') === 'true';
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', String(!wasLiked)));
    expect(like).toHaveTextContent(String(wasLiked ? count - 1 : count + 1));
  });

  it('Download saves the full-size picture redrawn through a canvas, not a plain link', async () => {
    const loaded: string[] = [];
    jest.spyOn(window, 'Image').mockImplementation(() => {
      const image = { naturalWidth: 64, naturalHeight: 64 } as HTMLImageElement;
      Object.defineProperty(image, 'src', {
        set(value: string) {
          loaded.push(value);
          void Promise.resolve().then(() => image.onload?.(new Event('load')));
        },
      });
      return image;
    });
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({ drawImage: () => {} } as unknown as CanvasRenderingContext2D);
    jest
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) => callback(new Blob(['png'], { type: 'image/png' })));
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const view = renderWithProviders(<ImageDetailPage />, { path: '/image/detail', route: '/', routes });
    await act(() => view.router.navigate('/image/detail?image_id=1001', { state: { image: stateImage() } }));
    const download = await screen.findByRole('button', { name: 'Download' });
    expect(download).not.toHaveAttribute('href');
    await userEvent.setup().click(download);
    await waitFor(() => expect(saved).toEqual(['From state.png']));
    expect(loaded).toEqual(['/mock-media/art/state_1x1.svg']);
    jest.restoreAllMocks();
  });

  it('closes to /', async () => {
    const user = userEvent.setup();
    const { router } = renderDetail('/image/detail?image_id=1001');
    await screen.findByRole('button', { name: 'ReCreate' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('opened on this page, shows its picture first: the text and the gallery wait until it has painted', async () => {
    firstScreen.await();
    const image = stateImage({
      description: { title: 'Pear ring', description: 'A **rose gold** band.' },
      images_desc: [{ image_id: 2, path: '/mock-media/art/b_1x1.svg', name: 'Second' }],
    });
    const view = renderWithProviders(<ImageDetailPage />, { path: '/image/detail', route: '/', routes });
    await act(() => view.router.navigate('/image/detail?image_id=1001', { state: { image } }));
    const gallery = await screen.findByRole('region', { name: 'Gallery' });
    // The grid's squares are there, without their thumbnails; the Markdown's renderer is not asked for yet.
    expect(within(gallery).getByRole('button', { name: 'View Second' }).querySelector('img')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('rose gold')).not.toBeInTheDocument();

    fireEvent.load(screen.getByRole('img', { name: 'Pear ring' }));
    expect(await screen.findByText('rose gold')).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'View Second' }).querySelector('img')).not.toBeNull();
    expect(firstScreen.isPending()).toBe(false);
  });

  it('releases what waited when there is no picture to wait for (an unknown image)', async () => {
    firstScreen.await();
    renderDetail('/image/detail?image_id=abc');
    expect(await screen.findByRole('button', { name: /back/i })).toBeInTheDocument();
    expect(firstScreen.isPending()).toBe(false);
  });

  it('closes to / while the image is still loading', async () => {
    server.use(hangingGet('/api/image/info'));
    const user = userEvent.setup();
    const { router } = renderDetail('/image/detail?image_id=1001');
    const loading = screen.getByRole('status', { name: 'Loading image' });
    await user.click(within(loading).getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('lists videos before images and the viewer moves with the arrows, wraps and closes on Escape', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const image = stateImage({
      videos: [{ path: '/media/clip-1.webm', name: 'Clip one' }],
      images_desc: [
        { image_id: 1, path: '/mock-media/art/a_1x1.svg', name: 'First', is_main: true },
        { image_id: 2, path: '/mock-media/art/b_1x1.svg', name: 'Second' },
      ],
    });
    const view = renderWithProviders(<ImageDetailPage />, { path: '/image/detail', route: '/', routes });
    await act(() => view.router.navigate('/image/detail?image_id=1001', { state: { image } }));
    const gallery = await screen.findByRole('region', { name: 'Gallery' });
    const tiles = within(gallery).getAllByRole('button');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'View Clip one',
      'View First',
      'View Second',
    ]);

    await user.click(tiles[1]);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    const viewer = await screen.findByRole('dialog');
    expect(viewer).toHaveAccessibleName('First (2 of 3)');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Second (3 of 3)');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Clip one (1 of 3)');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Second (3 of 3)');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
