import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { delay, http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { server } from '@mocks/node';
import { baseApi } from '@/api/baseApi';
import { imagesApi as sharedApi } from '@/api/endpoints/images';
import {
  abortFeedLoad,
  selectExploreFeed,
  selectFeedArg,
  startFeedEarly,
} from '@/features/explore/feedCache';
import { makeStore } from '@/app/store';
import { collectCategoryIds } from '@/features/explore/filters';
import { renderWithProviders } from '@/test/render';
import { firstScreen } from '@/utils/firstScreen';
import { writeCookie } from '@/utils/cookies';
import ExplorePage from '../ExplorePage';

type Body = Record<string, unknown>;

/** Records every Explore page request body, then lets the mock backend answer. */
function recordPages() {
  const bodies: Body[] = [];
  server.use(
    http.post('*/api/global/images', async ({ request }) => {
      bodies.push((await request.clone().json()) as Body);
      return undefined;
    }),
  );
  return bodies;
}

function sizeFeed(width = 1200, height = 800) {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
}

function scrollFeedTo(top: number) {
  const feed = screen.getByRole('feed', { name: 'Explore images' });
  act(() => {
    feed.scrollTop = top;
    fireEvent.scroll(feed);
  });
}

const styleIds = () =>
  collectCategoryIds(
    db()
      .categories.filter((c) => c.parent_id === null && c.filter_type === 1)
      .map((parent) => ({
        category_id: parent.category_id,
        children: db().categories.filter((c) => c.parent_id === parent.category_id),
      })),
  );

const renderExplore = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<ExplorePage />, {
    route: '/',
    routes: [
      { path: '/signin', element: <p>Sign-in page</p> },
      { path: '/image/detail', element: <p>Detail page</p> },
      { path: '/tools/inspiration', element: <p>Inspiration page</p> },
    ],
    ...options,
  });

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  sizeFeed();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
});

describe('Explore', () => {
  it('loads page 1 of the All tab and shows windowed cards', async () => {
    const bodies = recordPages();
    renderExplore();
    await waitFor(() => expect(document.querySelectorAll('[data-index]').length).toBeGreaterThan(0));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ current: 1, pageSize: 40, sort: 'rand', type: '6,0' });
    expect(bodies[0].custom).toMatchObject({ logic: 'OR' });
    expect(bodies[0]).not.toHaveProperty('category_id');
    expect(document.querySelectorAll('[data-index]').length).toBeLessThan(40);
  });

  it('joins the page 1 request started before the first render instead of asking twice', async () => {
    const bodies = recordPages();
    const store = makeStore();
    startFeedEarly(store.dispatch, store.getState());
    await waitFor(() => expect(bodies).toHaveLength(1));
    renderExplore({ store });
    await waitFor(() => expect(document.querySelectorAll('[data-index]').length).toBeGreaterThan(0));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ current: 1, sort: 'rand' });
  });

  it('asks again, without a failure, when the request it joined is aborted under it (StrictMode remount)', async () => {
    let requests = 0;
    server.use(
      http.post('*/api/global/images', async () => {
        requests += 1;
        // The first answer is slow enough to be aborted while it runs.
        if (requests === 1) await delay(300);
        return undefined;
      }),
    );
    const log = jest.spyOn(console, 'error');
    const store = makeStore();
    renderExplore({ store });
    await waitFor(() => expect(requests).toBe(1));
    abortFeedLoad(store.dispatch, selectFeedArg(store.getState()));
    await waitFor(() => expect(document.querySelectorAll('[data-index]').length).toBeGreaterThan(0));
    expect(requests).toBe(2);
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
    expect(log).not.toHaveBeenCalledWith('[explore] page load failed', expect.anything());
  });

  it('loads the first screenful of pictures first; the cards below wait for them', async () => {
    sizeFeed(1200, 800);
    renderExplore();
    await waitFor(() => expect(document.querySelectorAll('[data-index] img').length).toBeGreaterThan(0));
    const cards = () => [...document.querySelectorAll<HTMLElement>('[data-index]')];
    const first = [...document.querySelectorAll<HTMLImageElement>('[data-index] img')];
    expect(first.every((img) => img.getAttribute('loading') === 'eager')).toBe(true);
    // At high priority where at least half of the card shows; a card the fold cuts lower, at low priority.
    const fold = window.innerHeight; // jsdom: the feed's top is at 0
    for (const img of first) {
      const card = img.closest<HTMLElement>('[data-index]')!;
      const middle = parseFloat(card.style.top) + parseFloat(card.style.height) / 2;
      expect([img.alt, img.getAttribute('fetchpriority')]).toEqual([
        img.alt,
        middle <= fold ? 'high' : 'low',
      ]);
    }
    expect(first.some((img) => img.getAttribute('fetchpriority') === 'low')).toBe(true);
    // The masonry's overscan below the first screen is mounted without its picture for now.
    const waiting = cards().filter((card) => !card.querySelector('img'));
    expect(waiting.length).toBeGreaterThan(0);

    first.forEach((img) => fireEvent.load(img));
    await waitFor(() => expect(cards().every((card) => card.querySelector('img, video'))).toBe(true));
    const later = waiting.map((card) => card.querySelector('img')!);
    expect(later.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it("asks for each picture at its column's width (srcset and sizes), 640 px being the widest", async () => {
    sizeFeed(400, 800);
    renderExplore();
    await waitFor(() => expect(document.querySelectorAll('[data-index] img').length).toBeGreaterThan(0));
    const pictures = [...document.querySelectorAll<HTMLImageElement>('[data-index] img')];
    for (const img of pictures) {
      const column = parseFloat(img.closest<HTMLElement>('[data-index]')!.style.width);
      expect(column).toBeGreaterThan(0);
      expect(img.getAttribute('sizes')).toBe(`${Math.ceil(column)}px`);
      expect(img.getAttribute('src')).toContain('w=640&');
      const widths = img
        .getAttribute('srcset')!
        .split(', ')
        .map((candidate) => {
          const [url, descriptor] = candidate.split(' ');
          expect(url).toContain(`w=${descriptor.slice(0, -1)}&`);
          return descriptor;
        });
      expect(widths).toEqual(['240w', '360w', '480w', '640w']);
    }
  });

  describe('opened on Explore (the first screen loads first)', () => {
    function recordCategoryRequests() {
      const urls: string[] = [];
      server.use(
        http.get('*/api/global/category', ({ request }) => {
          urls.push(request.url);
          return undefined;
        }),
      );
      return urls;
    }

    // Inside act: the feed and the top bar listen to the gate, and are still mounted here.
    afterEach(() => act(() => firstScreen.shown()));

    function renderOpenedOnExplore() {
      firstScreen.await();
      renderExplore();
    }

    it('asks for the category tree once the first screen pictures are in', async () => {
      sizeFeed(1200, 800);
      const categories = recordCategoryRequests();
      renderOpenedOnExplore();
      await waitFor(() => expect(document.querySelectorAll('[data-index] img').length).toBeGreaterThan(0));
      const first = [...document.querySelectorAll<HTMLImageElement>('[data-index] img')];
      expect(categories).toHaveLength(0);
      first.forEach((img) => fireEvent.load(img));
      await waitFor(() => expect(categories).toHaveLength(2));
      expect(categories.some((url) => url.includes('filter_type=1'))).toBe(true);
      expect(firstScreen.isPending()).toBe(false);
    });

    it('asks for it at once when the user reaches for the top bar', async () => {
      const categories = recordCategoryRequests();
      renderOpenedOnExplore();
      await waitFor(() => expect(document.querySelectorAll('[data-index]').length).toBeGreaterThan(0));
      expect(categories).toHaveLength(0);
      fireEvent.pointerEnter(screen.getByRole('navigation', { name: 'Explore filters' }));
      await waitFor(() => expect(categories).toHaveLength(2));
    });

    it('applies the Styles tab with its category ids, fetched first when they have not arrived', async () => {
      const bodies = recordPages();
      const categories = recordCategoryRequests();
      renderOpenedOnExplore();
      await waitFor(() => expect(bodies).toHaveLength(1));
      fireEvent.click(screen.getByRole('tab', { name: 'Styles' }));
      await waitFor(() => expect(bodies).toHaveLength(2));
      expect(categories.some((url) => url.includes('filter_type=1'))).toBe(true);
      expect(bodies[1]).toMatchObject({ type: 6, filter_type: 1, category_id: styleIds().join(',') });
      expect(screen.getByRole('tab', { name: 'Styles' })).toHaveAttribute('aria-selected', 'true');
    });
  });

  it('lets the waiting cards load their pictures as soon as the user scrolls', async () => {
    sizeFeed(1200, 800);
    renderExplore();
    await waitFor(() => expect(document.querySelectorAll('[data-index] img').length).toBeGreaterThan(0));
    const waiting = () =>
      [...document.querySelectorAll('[data-index]')].filter((card) => !card.querySelector('img'));
    expect(waiting().length).toBeGreaterThan(0);
    scrollFeedTo(50);
    await waitFor(() => expect(waiting()).toHaveLength(0));
  });

  it('sends the filters of each tab, the sort and the search text', async () => {
    const user = userEvent.setup();
    const bodies = recordPages();
    renderExplore();
    await waitFor(() => expect(bodies).toHaveLength(1));

    await user.click(screen.getByRole('tab', { name: 'Styles' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    await waitFor(() => expect(bodies[1]).toMatchObject({ type: 6, filter_type: 1 }));
    expect(bodies[1].category_id).toBe(styleIds().join(','));
    expect(bodies[1]).not.toHaveProperty('custom');

    await user.click(screen.getByRole('tab', { name: 'Images' }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toMatchObject({ current: 1, filter_type: 0 });
    expect(bodies[2]).not.toHaveProperty('category_id');
    expect(bodies[2]).not.toHaveProperty('type');

    await user.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(bodies).toHaveLength(4));
    expect(bodies[3]).toMatchObject({ sort: 'time', filter_type: 0 });

    await user.type(screen.getByRole('searchbox', { name: 'Search images' }), 'bracelet{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(5));
    expect(bodies[4]).toMatchObject({ keyword: 'bracelet', name: 'bracelet', q: 'bracelet', sort: 'time' });
  });

  it('filters by categories picked in the panel, shows them as removable chips and closes on outside click', async () => {
    const user = userEvent.setup();
    const bodies = recordPages();
    renderExplore();
    await waitFor(() => expect(bodies).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Category' }));
    const panel = await screen.findByRole('dialog', { name: 'Categories' });
    const [first, second] = within(panel).getAllByRole('button');
    await user.click(first);
    await waitFor(() => expect(bodies).toHaveLength(2));
    await user.click(second);
    await waitFor(() => expect(bodies).toHaveLength(3));
    const firstId = String(db().categories.find((c) => c.name === first.textContent)!.category_id);
    const secondId = String(db().categories.find((c) => c.name === second.textContent)!.category_id);
    expect(bodies[2].category_id).toBe(`${firstId},${secondId}`);

    await user.click(screen.getByTestId('top-bar-spacer'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Categories' })).not.toBeInTheDocument());

    const chip = screen.getByRole('button', { name: first.textContent! });
    await user.click(within(chip).getByTestId('CancelOutlinedIcon'));
    await waitFor(() => expect(bodies).toHaveLength(4));
    expect(bodies[3].category_id).toBe(secondId);

    // The keyboard removes a chip too: Delete (or Backspace) on it.
    screen.getByRole('button', { name: second.textContent! }).focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(bodies).toHaveLength(5));
    expect(bodies[4]).not.toHaveProperty('category_id');
  });

  it('moves focus into the category panel and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderExplore();
    const button = screen.getByRole('button', { name: 'Category' });
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Categories' });
    const first = within(panel).getAllByRole('button')[0];
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{Tab}{Enter}');
    const second = within(panel).getAllByRole('button')[1];
    await waitFor(() => expect(second).toHaveAttribute('aria-pressed', 'true'));
    expect(second).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Categories' })).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('loads the next page near the end and stops when current * pageSize >= total', async () => {
    const all = db()
      .images.filter((img) => img.public)
      .slice(0, 50);
    server.use(
      http.post('*/api/global/images', async ({ request }) => {
        const { current } = (await request.clone().json()) as { current: number };
        const list = all.slice((current - 1) * 40, current * 40).map((img) => ({
          image_id: img.image_id,
          path: img.path,
          width: 100,
          height: 100,
          isLike: false,
          likeNum: 0,
        }));
        return HttpResponse.json({
          code: 0,
          message: 'success',
          data: { list, current, pageSize: 40, total: 50 },
        });
      }),
    );
    // Registered last, so it runs first and then hands over to the handler above.
    const bodies = recordPages();
    renderExplore();
    await waitFor(() => expect(bodies).toHaveLength(1));
    await waitFor(() => expect(document.querySelectorAll('[data-index]').length).toBeGreaterThan(0));
    scrollFeedTo(1_000_000);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ current: 2 });
    expect(await screen.findByText('You have reached the end.')).toBeInTheDocument();
    scrollFeedTo(2_000_000);
    await act(() => delay(50));
    expect(bodies).toHaveLength(2);
  });

  it('shows an inline retry when a page fails and loads it again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.post('*/api/global/images', async ({ request }) => {
        const { current } = (await request.clone().json()) as { current: number };
        if (current === 2 && fail)
          return HttpResponse.json({ code: 500, message: 'Boom', data: null }, { status: 500 });
        return undefined;
      }),
    );
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderExplore();
    await waitFor(() => expect(document.querySelectorAll('[data-index]').length).toBeGreaterThan(0));
    scrollFeedTo(1_000_000);
    const alert = (await screen.findByText(/Couldn't load more images/)).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Couldn't load more images/)).not.toBeInTheDocument());
    expect(log).toHaveBeenCalledWith(
      '[explore] page load failed',
      expect.objectContaining({ message: 'Boom' }),
    );
  });

  it('cancels the request for the old filters when the tab changes', async () => {
    const user = userEvent.setup();
    // The first page for 'All' is held until the test lets it go: no race with the click, however slow the machine.
    const signals: AbortSignal[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/global/images', async ({ request }) => {
        const body = (await request.clone().json()) as Body;
        if (body.tabType === 'all') {
          signals.push(request.signal);
          await held;
        }
        return undefined;
      }),
    );
    const { store } = renderExplore();
    await waitFor(() => expect(signals).toHaveLength(1));
    await user.click(screen.getByRole('tab', { name: 'Images' }));
    await waitFor(() => expect(selectExploreFeed(store.getState()).loaded).toBe(true));
    expect(store.getState().explore.filters.tabType).toBe('images');
    expect(signals[0]!.aborted).toBe(true);
    release();
    expect(
      selectExploreFeed(store.getState()).list.every(
        (item) => item.image.category?.filter_type !== 1 || item.image.type !== 6,
      ),
    ).toBe(true);
  });

  it('ignores a reload for the same filters while their request runs, and reloads on the current tab', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/global/images', async ({ request }) => {
        const body = (await request.clone().json()) as Body;
        if (body.keyword) await delay(200);
        return undefined;
      }),
    );
    const bodies = recordPages();
    const { store } = renderExplore();
    await waitFor(() => expect(selectExploreFeed(store.getState()).loaded).toBe(true));
    const search = screen.getByRole('searchbox', { name: 'Search images' });
    await user.type(search, 'ring{Enter}');
    await user.type(search, '{Enter}');
    await waitFor(() => expect(selectExploreFeed(store.getState()).loaded).toBe(true));
    expect(bodies.filter((body) => body.keyword === 'ring')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toMatchObject({ current: 1, keyword: 'ring', type: '6,0' });
  });

  it('restores a cached list and its scroll position without a request', async () => {
    const bodies = recordPages();
    const first = renderExplore();
    await waitFor(() => expect(selectExploreFeed(first.store.getState()).loaded).toBe(true));
    // RTK Query's cache updates reach the view on the next animation frame (the store's auto-batching).
    await screen.findByRole('feed', { name: 'Explore images' });
    const cached = selectExploreFeed(first.store.getState());
    scrollFeedTo(1500);
    first.unmount();
    expect(first.store.getState().explore.scrollTop).toBe(1500);

    renderExplore({ store: first.store });
    const feed = await screen.findByRole('feed', { name: 'Explore images' });
    await waitFor(() => expect(feed.scrollTop).toBe(1500));
    expect(bodies).toHaveLength(1);
    expect(selectExploreFeed(first.store.getState()).list).toBe(cached.list);
  });

  it('opens the detail with the image in navigation state', async () => {
    const user = userEvent.setup();
    const { router } = renderExplore();
    await waitFor(() => expect(document.querySelectorAll('[data-index]').length).toBeGreaterThan(0));
    const card = Array.from(document.querySelectorAll<HTMLElement>('[data-index]')).find((el) =>
      within(el).queryByRole('button', { name: /^ReCreate / }),
    )!;
    await user.click(within(card).getByRole('button', { name: /^Open / }));
    expect(router.state.location.pathname).toBe('/image/detail');
    const id = new URLSearchParams(router.state.location.search).get('image_id');
    expect((router.state.location.state as { image: { image_id: number } }).image.image_id).toBe(Number(id));
  });

  it('asks visitors to sign in before ReCreate and sends them to /signin with the way back', async () => {
    const user = userEvent.setup();
    const { router } = renderExplore();
    const [recreate] = await screen.findAllByRole('button', { name: /^ReCreate / });
    await user.click(recreate);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe('?redirect=%2F');
  });

  it('opens the Try On dialog for style cards when signed in', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    const user = userEvent.setup();
    renderExplore();
    await user.click(screen.getByRole('tab', { name: 'Styles' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Styles' })).toHaveAttribute('aria-selected', 'true'),
    );
    const [tryOn] = await screen.findAllByRole('button', { name: /^Try On / });
    await user.click(tryOn);
    expect(await screen.findByRole('dialog', { name: 'Marketing - Try On' })).toBeInTheDocument();
  });

  describe('likes', () => {
    beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));

    async function firstUnliked() {
      await waitFor(() => expect(document.querySelectorAll('[data-index]').length).toBeGreaterThan(0));
      return screen
        .getAllByRole('button', { name: /^Like / })
        .find((b) => b.getAttribute('aria-pressed') === 'false')!;
    }

    it('toggle only after the server confirmed', async () => {
      const user = userEvent.setup();
      let release: () => void = () => {};
      server.use(
        http.post('*/api/image/setLike', async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return undefined;
        }),
      );
      renderExplore();
      const like = await firstUnliked();
      const count = Number(like.textContent);
      await user.click(like);
      expect(like).toHaveAttribute('aria-pressed', 'false');
      expect(like).toHaveTextContent(String(count));
      act(() => release());
      await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
      expect(like).toHaveTextContent(String(count + 1));
    });

    it('stay unchanged when the server refuses', async () => {
      const user = userEvent.setup();
      server.use(
        http.post('*/api/image/setLike', () =>
          HttpResponse.json({ code: 500, message: 'Like failed', data: null }, { status: 500 }),
        ),
      );
      renderExplore();
      const like = await firstUnliked();
      const count = Number(like.textContent);
      await user.click(like);
      expect(await screen.findByText('Like failed')).toBeInTheDocument();
      expect(like).toHaveAttribute('aria-pressed', 'false');
      expect(like).toHaveTextContent(String(count));
    });
  });
});

/** `total` images in pages of 40; `failing` pages answer 500 while listed. Returns the requested page numbers. */
function servePages(failing: Set<number> = new Set(), total = 200) {
  const requested: number[] = [];
  server.use(
    http.post('*/api/global/images', async ({ request }) => {
      const { current } = (await request.clone().json()) as { current: number };
      requested.push(current);
      if (failing.has(current))
        return HttpResponse.json({ code: 500, message: 'Boom', data: null }, { status: 500 });
      const list = Array.from({ length: 40 }, (_, i) => {
        const image_id = 1001 + (current - 1) * 40 + i;
        return { image_id, path: `/p/${image_id}.png`, width: 100, height: 100, isLike: false, likeNum: 7 };
      });
      return HttpResponse.json({
        code: 0,
        message: 'success',
        data: { list, current, pageSize: 40, total },
      });
    }),
  );
  return requested;
}

const cards = () => document.querySelectorAll('[data-index]');

describe('Explore list cache (RTK Query)', () => {
  it('comes back from a detail page to the same pages and scroll position without a request', async () => {
    const requested = servePages(new Set(), 80);
    const { store, router } = renderExplore();
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    scrollFeedTo(1_000_000);
    await waitFor(() => expect(selectExploreFeed(store.getState()).list).toHaveLength(80));
    expect(await screen.findByText('You have reached the end.')).toBeInTheDocument();
    scrollFeedTo(1500);
    const before = selectExploreFeed(store.getState()).list;

    await act(() => router.navigate('/image/detail?image_id=1001'));
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
    await act(() => router.navigate(-1));

    const feed = await screen.findByRole('feed', { name: 'Explore images' });
    await waitFor(() => expect(feed.scrollTop).toBe(1500));
    expect(cards().length).toBeGreaterThan(0);
    expect(requested).toEqual([1, 2]);
    expect(selectExploreFeed(store.getState()).list).toBe(before);
  });

  it('shows a like made elsewhere on the cached card when the user comes back', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    servePages();
    const { store, router } = renderExplore();
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const card = () => document.querySelector<HTMLElement>('[data-index="0"]')!;
    const imageId = Number(selectExploreFeed(store.getState()).list[0].key);
    expect(within(card()).getByRole('button', { name: /^Like / })).toHaveAttribute('aria-pressed', 'false');

    await act(() => router.navigate(`/image/detail?image_id=${imageId}`));
    // The detail page likes the image; the server confirms.
    const liked = await act(() =>
      store.dispatch(sharedApi.endpoints.setLike.initiate({ image_id: imageId, isLike: true })),
    );
    expect(liked.data?.isLike).toBe(true);
    await act(() => router.navigate(-1));

    await waitFor(() => expect(card()).toBeInTheDocument());
    const like = within(card()).getByRole('button', { name: /^Like / });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent(String(liked.data!.likeNum));
  });

  it('loads page 1 again, at the top, when the cache was reset meanwhile (sign-in), and keeps it', async () => {
    const requested = servePages(new Set(), 80);
    const { store, router } = renderExplore();
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    scrollFeedTo(1500);
    await act(() => router.navigate('/image/detail?image_id=1001'));
    act(() => {
      store.dispatch(baseApi.util.resetApiState());
    });
    await act(() => router.navigate(-1));

    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(requested).toEqual([1, 1]);
    expect(screen.getByRole('feed', { name: 'Explore images' }).scrollTop).toBe(0);
    // The new list is held like the first one: still cached once its request has settled.
    await act(() => delay(50));
    expect(selectExploreFeed(store.getState()).list).toHaveLength(40);
  });

  it("retries page 1 after it failed, from the inline Retry (it says it could not load images, not 'more')", async () => {
    const user = userEvent.setup();
    const failing = new Set([1]);
    const requested = servePages(failing);
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderExplore();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Couldn't load images\./);
    expect(screen.queryByText(/more images/)).not.toBeInTheDocument();
    failing.clear();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(screen.queryByText(/Couldn't load/)).not.toBeInTheDocument();
    expect(requested).toEqual([1, 1]);
    expect(log).toHaveBeenCalledWith('[explore] page load failed', expect.objectContaining({ status: 500 }));
  });

  it('says an empty gallery has no images yet, and suggests another search only after one (issue 26 defect 12)', async () => {
    const user = userEvent.setup();
    servePages(new Set(), 0);
    server.use(
      http.post('*/api/global/images', () =>
        HttpResponse.json({
          code: 0,
          message: 'success',
          data: { list: [], current: 1, pageSize: 40, total: 0 },
        }),
      ),
    );
    renderExplore();
    expect(await screen.findByText('No images yet')).toBeInTheDocument();
    expect(screen.queryByText('Try another category or search.')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search images' }), 'bracelet{Enter}');
    expect(await screen.findByText('No images found')).toBeInTheDocument();
    expect(screen.getByText('Try another category or search.')).toBeInTheDocument();
  });

  it('retries a failed next page by itself after a second, keeping the pages it has', async () => {
    const failing = new Set([2]);
    const requested = servePages(failing, 80);
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = renderExplore();
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    scrollFeedTo(1_000_000);
    expect(await screen.findByText("Couldn't load more images. Trying again in 1 s.")).toBeInTheDocument();
    expect(selectExploreFeed(store.getState()).list).toHaveLength(40);
    failing.clear();
    await waitFor(() => expect(selectExploreFeed(store.getState()).list).toHaveLength(80));
    expect(requested).toEqual([1, 2, 2]);
    expect(log).toHaveBeenCalledWith('[explore] page load failed', expect.objectContaining({ status: 500 }));
  });
});
