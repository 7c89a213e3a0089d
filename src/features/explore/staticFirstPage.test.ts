import { waitFor } from '@testing-library/react';
import type { GalleryImage } from '@/api/types';
import { computeMasonryLayout } from '@/components/masonry/layout';
import { ACCESS_TOKEN_COOKIE, removeCookie, writeCookie } from '@/utils/cookies';
import { EXPLORE_PAGE_SIZE, FEED_GAP_PX } from './constants';
import { feedPicture, toFeedItem } from './feedItems';
import { buildListBody, INITIAL_FILTERS } from './filters';
import { runStaticFirstPage, STATIC_FIRST_PAGE_CAP_MS, takeStaticFirstPage } from './staticFirstPage';

const image = (id: number, width: number, height: number, sort = 0): GalleryImage => ({
  image_id: id,
  path: `/media/${id}.jpg`,
  width,
  height,
  sort,
  isLike: false,
  likeNum: id,
});

const PAGE = [
  image(1, 768, 1024),
  image(2, 683, 1024),
  image(3, 1024, 1024),
  image(4, 1024, 768),
  image(5, 576, 1024),
  image(6, 819, 1024),
  image(7, 1024, 1024),
  image(8, 768, 1024),
];

const answer = (list: GalleryImage[], envelope: Record<string, unknown> = {}, status = 200) =>
  new Response(
    JSON.stringify({
      code: 0,
      message: 'ok',
      data: { current: 1, pageSize: 40, total: 60, list },
      ...envelope,
    }),
    {
      status,
      headers: { 'Content-Type': 'application/json' },
    },
  );

const FEED_WIDTH = 400;
const cards = () => [...document.querySelectorAll<HTMLElement>('.fp-pictures > div')];
const pictures = () => [...document.querySelectorAll<HTMLImageElement>('.fp-pictures img')];
let fetchMock: jest.SpyInstance;

beforeEach(() => {
  document.documentElement.className = 'fp-explore';
  document.body.innerHTML =
    '<div id="root"><div id="fp"><div class="fp-feed"><div class="fp-grid"><div><span></span></div></div></div></div></div>';
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(FEED_WIDTH);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0;
  });
  fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer(PAGE));
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  document.documentElement.className = '';
  delete window.atelierFirstPage;
  removeCookie(ACCESS_TOKEN_COOKIE);
});

describe('the static first page', () => {
  it('elsewhere than Explore starts the app at once and asks for nothing', () => {
    document.documentElement.className = '';
    const startApp = jest.fn();
    runStaticFirstPage(startApp);
    expect(startApp).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for page 1 of Explore's initial list, as the app would", async () => {
    runStaticFirstPage(jest.fn());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/global/images');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(buildListBody(INITIAL_FILTERS, 1, EXPLORE_PAGE_SIZE));
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    await waitFor(() => expect(pictures().length).toBeGreaterThan(0));
  });

  it("sends a signed-in visitor's token, so likes come back as theirs", () => {
    writeCookie(ACCESS_TOKEN_COOKIE, 'token-1');
    runStaticFirstPage(jest.fn());
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it("shows the first screen's cards in the boxes the app's masonry gives them, with the pictures it asks for", async () => {
    runStaticFirstPage(jest.fn());
    await waitFor(() => expect(pictures().length).toBeGreaterThan(0));
    const items = PAGE.map(toFeedItem);
    const layout = computeMasonryLayout(items, 2, FEED_WIDTH, FEED_GAP_PX);
    const fold = window.innerHeight;
    const shown = layout.boxes.map((box, index) => ({ box, index })).filter(({ box }) => box.top < fold);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.length).toBeLessThan(PAGE.length);
    expect(document.querySelector('.fp-grid')).toBeNull();
    expect(document.querySelector('.fp-feed')!.classList.contains('fp-scroller')).toBe(true);
    expect(cards()).toHaveLength(shown.length);
    shown.forEach(({ box, index }, position) => {
      const card = cards()[position];
      expect([card.style.top, card.style.left, card.style.width, card.style.height]).toEqual(
        [box.top, box.left, box.width, box.height].map((value) => `${value}px`),
      );
      const img = card.querySelector('img')!;
      const picture = feedPicture(items[index], box.width);
      expect(img.getAttribute('src')).toBe(picture.src);
      expect(img.getAttribute('srcset')).toBe(picture.srcSet);
      expect(img.getAttribute('sizes')).toBe(picture.sizes);
      expect(img.getAttribute('fetchpriority')).toBe('high');
      expect(img.alt).toBe('');
    });
  });

  it('starts the app once every picture shown has loaded or failed, and only once', async () => {
    jest.useFakeTimers();
    const startApp = jest.fn();
    runStaticFirstPage(startApp);
    await waitFor(() => expect(pictures().length).toBeGreaterThan(1));
    pictures()
      .slice(0, -1)
      .forEach((img) => img.dispatchEvent(new Event('load')));
    jest.advanceTimersByTime(50);
    expect(startApp).not.toHaveBeenCalled();
    pictures().at(-1)!.dispatchEvent(new Event('error'));
    jest.advanceTimersByTime(50);
    expect(startApp).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(STATIC_FIRST_PAGE_CAP_MS);
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it('hands the page it showed to the app, pinned items where it placed them', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const pinned = image(9, 1024, 1024, 1);
    fetchMock.mockResolvedValue(answer([...PAGE, pinned]));
    runStaticFirstPage(jest.fn());
    await waitFor(() => expect(pictures().length).toBeGreaterThan(0));
    const handed = window.atelierFirstPage!;
    expect(handed.body).toEqual(buildListBody(INITIAL_FILTERS, 1, EXPLORE_PAGE_SIZE));
    expect(handed.page).toMatchObject({ current: 1, pageSize: 40, total: 60 });
    expect(handed.page.list.map((item) => item.image_id)).toEqual([9, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pictures()[0].getAttribute('src')).toContain('/media/9.jpg');
  });

  it.each([
    ['the request fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 500', () => Promise.resolve(answer(PAGE, {}, 500))],
    ['the envelope carries an error code', () => Promise.resolve(answer(PAGE, { code: 401 }))],
    ['the page is empty', () => Promise.resolve(answer([]))],
  ])('leaves the page to the app at once when %s', async (_, respond) => {
    fetchMock.mockImplementation(respond);
    const startApp = jest.fn();
    runStaticFirstPage(startApp);
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.fp-pictures')).toBeNull();
    expect(document.querySelector('.fp-grid')).not.toBeNull();
    expect(window.atelierFirstPage).toBeUndefined();
  });

  it(`starts the app after ${STATIC_FIRST_PAGE_CAP_MS} ms when the page never arrives`, () => {
    jest.useFakeTimers();
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const startApp = jest.fn();
    runStaticFirstPage(startApp);
    jest.advanceTimersByTime(STATIC_FIRST_PAGE_CAP_MS - 1);
    expect(startApp).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it('an answer after the cap is left to the app, which is already loading', async () => {
    jest.useFakeTimers();
    let answerNow: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answerNow = resolve)));
    const startApp = jest.fn();
    runStaticFirstPage(startApp);
    jest.advanceTimersByTime(STATIC_FIRST_PAGE_CAP_MS);
    expect(startApp).toHaveBeenCalledTimes(1);
    answerNow(answer(PAGE));
    await jest.runAllTimersAsync();
    expect(document.querySelector('.fp-pictures')).toBeNull();
    expect(window.atelierFirstPage).toBeUndefined();
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it('is taken by the app once, and only for the request it answered', async () => {
    runStaticFirstPage(jest.fn());
    await waitFor(() => expect(window.atelierFirstPage).toBeDefined());
    const page = window.atelierFirstPage!.page;
    const other = buildListBody({ ...INITIAL_FILTERS, sort: 'time' }, 1, EXPLORE_PAGE_SIZE);
    expect(takeStaticFirstPage(other)).toBeUndefined();
    window.atelierFirstPage = { body: buildListBody(INITIAL_FILTERS, 1, EXPLORE_PAGE_SIZE), page };
    expect(takeStaticFirstPage(buildListBody(INITIAL_FILTERS, 1, EXPLORE_PAGE_SIZE))).toBe(page);
    expect(takeStaticFirstPage(buildListBody(INITIAL_FILTERS, 1, EXPLORE_PAGE_SIZE))).toBeUndefined();
  });
});
