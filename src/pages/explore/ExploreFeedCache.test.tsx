import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { server } from '@mocks/node';
import { sharedApi } from '@/api/endpoints';
import { selectExploreFeed } from '@/features/explore/feedCache';
import { renderWithProviders } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import ExplorePage from './ExplorePage';

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

function scrollFeedTo(top: number) {
  const feed = screen.getByRole('feed', { name: 'Explore images' });
  act(() => {
    feed.scrollTop = top;
    fireEvent.scroll(feed);
  });
}

const renderExplore = () =>
  renderWithProviders(<ExplorePage />, {
    route: '/',
    routes: [
      { path: '/', element: <ExplorePage /> },
      { path: '/image/detail', element: <p>Detail page</p> },
    ],
  });

const cards = () => document.querySelectorAll('[data-index]');
/** The machine is shared: give a mocked request more than the default second. */
const WAIT = { timeout: 5000 };

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
});

describe('Explore list cache (RTK Query)', () => {
  it('comes back from a detail page to the same pages and scroll position without a request', async () => {
    const requested = servePages(new Set(), 80);
    const { store, router } = renderExplore();
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), WAIT);
    scrollFeedTo(1_000_000);
    await waitFor(() => expect(selectExploreFeed(store.getState()).list).toHaveLength(80), WAIT);
    expect(await screen.findByText('You have reached the end.', {}, WAIT)).toBeInTheDocument();
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
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), WAIT);
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

  it('retries page 1 after it failed, from the inline Retry', async () => {
    const user = userEvent.setup();
    const failing = new Set([1]);
    const requested = servePages(failing);
    renderExplore();
    const alert = (await screen.findByText(/Couldn't load more images/, {}, WAIT)).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    failing.clear();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), WAIT);
    expect(screen.queryByText(/Couldn't load more images/)).not.toBeInTheDocument();
    expect(requested).toEqual([1, 1]);
  });

  it('retries a failed next page by itself after a second, keeping the pages it has', async () => {
    const failing = new Set([2]);
    const requested = servePages(failing);
    const { store } = renderExplore();
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), WAIT);
    scrollFeedTo(1_000_000);
    expect(
      await screen.findByText("Couldn't load more images. Trying again in 1 s.", {}, WAIT),
    ).toBeInTheDocument();
    expect(selectExploreFeed(store.getState()).list).toHaveLength(40);
    failing.clear();
    await waitFor(() => expect(selectExploreFeed(store.getState()).list).toHaveLength(80), WAIT);
    expect(requested).toEqual([1, 2, 2]);
  });
});
