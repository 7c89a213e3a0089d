import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import type { GalleryImage, InspirationGroup, InspirationItem } from '@/api/types';
import SpacePage from '@/pages/space/SpacePage';
import { SELECTED_IMAGE_ID_STORAGE_KEY } from '@/features/space/constants';
import { renderWithProviders, renderWithProvidersInChinese } from '@/test/render';
import { writeCookie } from '@/utils/cookies';

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });

/** Every request URL the mock sees during the test. */
function recordRequests() {
  const urls: URL[] = [];
  const listener = ({ request }: { request: Request }) => urls.push(new URL(request.url));
  server.events.on('request:start', listener);
  return urls;
}
afterEach(() => {
  server.events.removeAllListeners();
  jest.restoreAllMocks();
});

/** Puts the grid's end `bottom` px below the top of the viewport (jsdom lays nothing out). */
function gridEndAt(bottom: number) {
  const original = HTMLElement.prototype.getBoundingClientRect;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.querySelector(':scope > [role="grid"]')) return { ...original.call(this), bottom } as DOMRect;
    return original.call(this);
  });
}

const image = (id: number, status?: number): GalleryImage => ({
  image_id: id,
  path: `/mock-media/image/${id}.svg`,
  name: `Design ${id}`,
  isLike: false,
  likeNum: 0,
  product: status === undefined ? null : ({ production_status: status } as GalleryImage['product']),
});

function imagesHandler(list: GalleryImage[]) {
  return http.get('*/api/image/self', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const current = Number(query.get('current'));
    const pageSize = Number(query.get('pageSize'));
    return ok({
      list: list.slice((current - 1) * pageSize, current * pageSize),
      current,
      pageSize,
      total: list.length,
    });
  });
}

const collectionEntry = (id: number, extra: Partial<InspirationItem> = {}): InspirationItem => ({
  id,
  image_id: id,
  type: 'image',
  path: `/mock-media/image/${id}.svg`,
  parent_path: '/mock-media/image/1.svg',
  parent_image_id: 1,
  batch_id: null,
  parent_batch_id: null,
  filter_type: '0',
  ...extra,
});

function collectionHandler(groups: InspirationGroup[]) {
  return http.get('*/api/image/getUserInspiration', () =>
    ok({ list: groups, current: 1, pageSize: 6, total: groups.length }),
  );
}

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

function renderSpace(route: string) {
  return renderWithProviders(<SpacePage />, {
    route,
    path: '/space/*',
    routes: [{ path: '*', element: <Location /> }],
  });
}

const grid = (name: string) => screen.findByRole('grid', { name });
const cards = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('[data-selection-id]'));
const location = () => screen.queryByTestId('location')?.textContent;

describe('SpacePage', () => {
  beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

  it('lists creations 10 a page from the seeded mock and loads the next page on request', async () => {
    const urls = recordRequests();
    renderSpace('/space/creations');
    const list = await grid('My creations');
    expect(cards(list).length).toBeGreaterThan(0);
    const first = urls.find((url) => url.pathname.endsWith('/image/self'))!;
    expect(first.searchParams.get('type')).toBe('creations');
    expect(first.searchParams.get('pageSize')).toBe('10');
    expect(first.searchParams.get('current')).toBe('1');
  });

  it('asks for 10 likes and 20 production items a page, of the right kinds', async () => {
    const urls = recordRequests();
    const { router } = renderSpace('/space/likes');
    await grid('My likes');
    await act(() => router.navigate('/space/production'));
    await screen.findByRole('grid', { name: 'Production' });
    const asked = urls
      .filter((url) => url.pathname.endsWith('/image/self'))
      .map((url) => `${url.searchParams.get('type')}:${url.searchParams.get('pageSize')}`);
    expect(asked).toEqual(expect.arrayContaining(['likes:10', 'product:20']));
  });

  it('loads the next page with Load more and appends it', async () => {
    server.use(imagesHandler(Array.from({ length: 25 }, (_, i) => image(100 + i))));
    // Far below the viewport, so only the button loads more.
    gridEndAt(5000);
    const urls = recordRequests();
    renderSpace('/space/creations');
    const list = await grid('My creations');
    expect(list).toHaveAttribute('aria-rowcount', '3'); // 10 items, 4 a row
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '5'));
    expect(
      urls.filter((url) => url.pathname.endsWith('/image/self')).map((u) => u.searchParams.get('current')),
    ).toEqual(['1', '2']);
  });

  it('loads the next page by itself when the end is within 200 px of the viewport', async () => {
    server.use(imagesHandler(Array.from({ length: 15 }, (_, i) => image(100 + i))));
    gridEndAt(window.innerHeight + 150);
    renderSpace('/space/creations');
    const list = await grid('My creations');
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '4'));
  });

  it.each([
    [1, '/tools/costAssessment/11'],
    [2, '/tools/generate/12'],
    [3, '/tools/deliver/13'],
    [4, '/tools/pre-sale/14'],
  ])('opens a card with production status %i at its page and stores the id', async (status, target) => {
    server.use(imagesHandler([image(10 + status, status)]));
    renderSpace('/space/creations');
    const list = await grid('My creations');
    await userEvent.setup().click(cards(list)[0]);
    await waitFor(() => expect(location()).toBe(target));
    expect(localStorage.getItem(SELECTED_IMAGE_ID_STORAGE_KEY)).toBe(String(10 + status));
  });

  it.each([
    ['/space/production', 'Production', '/tools/generate/7'],
    ['/space/likes', 'My likes', '/tools/info/7'],
    ['/space/creations', 'My creations', '/tools/info/7'],
  ])('opens a card without status from %s at its default page', async (route, name, target) => {
    server.use(imagesHandler([image(7)]));
    renderSpace(route);
    const list = await grid(name);
    fireEvent.keyDown(cards(list)[0], { key: 'Enter' });
    await waitFor(() => expect(location()).toBe(target));
  });

  it('shows each production card with its status in words, and its round marker selects it', async () => {
    server.use(imagesHandler([image(21, 1), image(22, 3), image(23, 4)]));
    renderSpace('/space/production');
    const list = await grid('Production');
    expect(within(list).getByText('Under review')).toBeInTheDocument();
    expect(within(list).getByText('In production')).toBeInTheDocument();
    expect(within(list).getByText('Dispatched')).toBeInTheDocument();
    expect(cards(list)[1]).toHaveAccessibleName('Design 22, In production');
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Select Design 22' }));
    expect(cards(list)[1]).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('region', { name: 'Selection' })).getByRole('status')).toHaveTextContent(
      '1 selected',
    );
  });

  it('says the status in 中文 too', async () => {
    server.use(imagesHandler([image(22, 3)]));
    await renderWithProvidersInChinese(<SpacePage />, { route: '/space/production', path: '/space/*' });
    expect(await screen.findByText('生产中')).toBeInTheDocument();
  });

  it('shows an error with a retry that reloads the list', async () => {
    let fail = true;
    server.use(
      http.get('*/api/image/self', () =>
        fail
          ? HttpResponse.json({ code: 500, message: 'boom', data: null }, { status: 500 })
          : ok({ list: [image(5)], current: 1, pageSize: 10, total: 1 }),
      ),
    );
    renderSpace('/space/creations');
    expect(await screen.findByText('My creations could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(cards(await grid('My creations'))).toHaveLength(1);
  });

  it.each([
    ['/space/creations', 'Go to Inspiration', '/tools/inspiration'],
    ['/space/likes', 'Browse Explore', '/'],
    ['/space/production', 'Open the Lab', '/marketing/pre-sale'],
  ])('an empty %s says what to do next', async (route, action, href) => {
    server.use(imagesHandler([]));
    renderSpace(route);
    expect(await screen.findByRole('link', { name: action })).toHaveAttribute('href', href);
  });

  it('switches tabs through the URL', async () => {
    renderSpace('/space/creations');
    await grid('My creations');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Likes' }));
    expect(await grid('My likes')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Likes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects with Ctrl-click, Space and Ctrl+A, counts, and clears with Escape or Clear', async () => {
    server.use(imagesHandler([image(1), image(2), image(3), image(4)]));
    renderSpace('/space/creations');
    const list = await grid('My creations');
    const [a, b, c] = cards(list);
    fireEvent.click(a, { ctrlKey: true });
    expect(await screen.findByText('1 selected')).toBeInTheDocument();
    fireEvent.keyDown(b, { key: ' ' });
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    // While something is selected a plain click toggles instead of opening.
    fireEvent.click(c);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download as zip' })).toBeInTheDocument();
    fireEvent.keyDown(a, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
    fireEvent.keyDown(a, { key: 'a', ctrlKey: true });
    expect(screen.getByText('4 selected')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('keeps the DOM small over 500 loaded items (windowed)', async () => {
    server.use(
      http.get('*/api/image/self', () =>
        ok({
          list: Array.from({ length: 500 }, (_, i) => image(1000 + i)),
          current: 1,
          pageSize: 10,
          total: 500,
        }),
      ),
    );
    renderSpace('/space/creations');
    const list = await grid('My creations');
    const mounted = cards(list).length;
    // Printed, not asserted as a time: the figure the issue asks to watch.
    console.info(
      `space grid: ${mounted} cards and ${document.querySelectorAll('*').length} elements for 500 items`,
    );
    expect(mounted).toBeLessThan(100);
  });
});

describe('SpacePage collection', () => {
  const today = new Date();
  const day = (offset: number) => {
    const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() - offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };

  it('a visitor sees an empty collection with a sign-in prompt and no call is made', async () => {
    const urls = recordRequests();
    renderSpace('/space/inspiration');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Fspace%2Finspiration',
    );
    expect(urls.some((url) => url.pathname.endsWith('/getUserInspiration'))).toBe(false);
  });

  describe('signed in', () => {
    beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

    it('groups by date, 6 groups a page, 36 items of a group first', async () => {
      const many = Array.from({ length: 80 }, (_, i) => collectionEntry(2000 + i));
      server.use(
        collectionHandler([
          { date_group: day(0), items: many },
          { date_group: day(1), items: [collectionEntry(3001)] },
          { date_group: day(3), items: [collectionEntry(3002)] },
        ]),
      );
      const urls = recordRequests();
      renderSpace('/space/inspiration');
      const list = await grid('Collection');
      expect(within(list).getByRole('heading', { name: 'Today' })).toBeInTheDocument();
      expect(urls.find((u) => u.pathname.endsWith('/getUserInspiration'))!.searchParams.get('pageSize')).toBe(
        '6',
      );
      // Rows (4 cards each): Today's heading, 36 of 80 items in 9 rows, "Show more"; two one-item days.
      expect(list).toHaveAttribute('aria-rowcount', '15');
      expect(document.querySelector('[data-tour="collection-list"]')).toContainElement(list);
    });

    it.each([
      [
        collectionEntry(41, { batch_id: 'bat_1' }),
        '/modeling/fashionFactory?batch_id=bat_1&mode=photoset',
        '41',
      ],
      [collectionEntry(42, { filter_type: '1' }), '/modeling/content?image_id=42', '42'],
      [collectionEntry(43), '/marketing/content?image_id=43&type=image', '43'],
    ])('opens a collection item at its screen (%#)', async (entry, target, stored) => {
      server.use(collectionHandler([{ date_group: day(0), items: [entry] }]));
      renderSpace('/space/inspiration');
      const list = await grid('Collection');
      await userEvent.setup().click(cards(list)[0]);
      await waitFor(() => expect(location()).toBe(target));
      expect(localStorage.getItem(SELECTED_IMAGE_ID_STORAGE_KEY)).toBe(stored);
    });

    it('looks up the parent image of a video before opening its marketing page', async () => {
      server.use(
        collectionHandler([
          {
            date_group: day(0),
            items: [collectionEntry(50, { type: 'video', path: '/clip.mp4', parent_image_id: null })],
          },
        ]),
        http.get('*/api/action/getImageActionInfo', () => ok({ image_id: 50, parent_image_id: 777 })),
      );
      renderSpace('/space/inspiration');
      const list = await grid('Collection');
      await userEvent.setup().click(cards(list)[0]);
      await waitFor(() => expect(location()).toBe('/marketing/content?image_id=777&type=video'));
      expect(localStorage.getItem(SELECTED_IMAGE_ID_STORAGE_KEY)).toBe('777');
    });

    it('an empty collection points to Inspiration', async () => {
      server.use(collectionHandler([]));
      renderSpace('/space/inspiration');
      expect(await screen.findByRole('link', { name: 'Go to Inspiration' })).toHaveAttribute(
        'href',
        '/tools/inspiration',
      );
    });
  });
});

describe('SpacePage in 中文', () => {
  it('shows the tabs, titles, selection and empty states in Chinese', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    server.use(imagesHandler([image(1), image(2)]));
    await renderWithProvidersInChinese(<SpacePage />, { route: '/space/creations', path: '/space/*' });
    expect(await screen.findByRole('heading', { name: '我的作品' })).toBeInTheDocument();
    const list = await grid('我的作品');
    expect(screen.getByRole('tab', { name: '作品集' })).toBeInTheDocument();
    const [a, b] = cards(list);
    fireEvent.click(a, { ctrlKey: true });
    fireEvent.keyDown(b, { key: ' ' });
    expect(await screen.findByText('已选 2 项')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打包下载' })).toBeInTheDocument();
    server.use(imagesHandler([]));
    await userEvent.setup().click(screen.getByRole('tab', { name: '喜欢' }));
    expect(await screen.findByText('还没有喜欢的图片')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '浏览探索' })).toBeInTheDocument();
  });

  it('heads the collection days in Chinese', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    const now = new Date();
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    server.use(
      collectionHandler([
        { date_group: iso(now), items: [collectionEntry(3000)] },
        { date_group: iso(yesterday), items: [collectionEntry(3001)] },
      ]),
    );
    await renderWithProvidersInChinese(<SpacePage />, { route: '/space/inspiration', path: '/space/*' });
    const list = await grid('作品集');
    expect(within(list).getByRole('heading', { name: '今天' })).toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: '昨天' })).toBeInTheDocument();
  });
});
