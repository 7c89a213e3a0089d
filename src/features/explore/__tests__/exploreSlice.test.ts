import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { server } from '@mocks/node';
import { makeStore } from '@/app/store';
import { imagesApi as sharedApi } from '@/api/endpoints/images';
import { writeCookie } from '@/utils/cookies';
import { exploreApi, type ExploreFeedArg } from '../api';
import { exploreSlice, filtersChanged, resetScroll, scrollSaved } from '../exploreSlice';
import { holdFeedList, loadFeedPage, selectExploreFeed } from '../feedCache';
import { INITIAL_FILTERS } from '../filters';
import type { GalleryImage } from '../types';

const image = (id: number): GalleryImage => ({
  image_id: id,
  path: `/p/${id}.png`,
  width: 100,
  height: 100,
  isLike: false,
  likeNum: 3,
});

function store() {
  return configureStore({
    reducer: { explore: exploreSlice.reducer },
    // RTK's development checks warn when they are slow, as a busy machine makes them (src/test/apiStore.ts).
    middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }),
  });
}

/** Every Explore request gets one page of `ids` (pages of 40, `total` items in all). */
function servePages(ids: number[], total = ids.length) {
  const bodies: { current: number }[] = [];
  server.use(
    http.post('*/api/global/images', async ({ request }) => {
      const body = (await request.clone().json()) as { current: number };
      bodies.push(body);
      const list = ids.slice((body.current - 1) * 40, body.current * 40).map(image);
      return HttpResponse.json({
        code: 0,
        message: 'success',
        data: { list, current: body.current, pageSize: 40, total },
      });
    }),
  );
  return bodies;
}

const feedEntries = (s: ReturnType<typeof makeStore>) =>
  Object.values(s.getState().api.queries).filter((entry) => entry?.endpointName === 'getExploreFeed');

describe('explore slice', () => {
  it('starts a new list at the top when the filters change', () => {
    const s = store();
    s.dispatch(scrollSaved(900));
    s.dispatch(filtersChanged({ ...INITIAL_FILTERS, sort: 'time' }));
    expect(s.getState().explore).toMatchObject({ listId: 1, scrollTop: 0 });
    expect(s.getState().explore.filters.sort).toBe('time');
  });

  it('resetScroll clears the saved position and tells a mounted feed', () => {
    const s = store();
    s.dispatch(scrollSaved(1234));
    s.dispatch(resetScroll());
    expect(s.getState().explore.scrollTop).toBe(0);
    expect(s.getState().explore.scrollResetToken).toBe(1);
  });

  it('holds filters, list id and scroll position only: the pages stay in the RTK Query cache', async () => {
    servePages([1, 2, 3]);
    const s = makeStore();
    const arg = selectExploreFeed(s.getState()).arg;
    holdFeedList(s.dispatch, arg);
    await loadFeedPage(s.dispatch, arg, false);
    expect(selectExploreFeed(s.getState()).list.map((item) => item.key)).toEqual(['1', '2', '3']);
    expect(Object.keys(s.getState().explore).sort()).toEqual([
      'filters',
      'listId',
      'scrollResetToken',
      'scrollTop',
    ]);
    expect(JSON.stringify(s.getState().explore)).not.toContain('/p/1.png');
    const cached = feedEntries(s)[0]?.data as { pages: { list: GalleryImage[] }[] };
    expect(cached.pages[0].list.map((entry) => entry.image_id)).toEqual([1, 2, 3]);
  });
});

describe('explore feed cache', () => {
  it('accumulates pages, knows the next page and the end, and keeps the first of a repeated item', async () => {
    const ids = Array.from({ length: 42 }, (_, i) => i + 1);
    ids[40] = 5; // page 2 repeats an item of page 1 (random order can)
    const bodies = servePages(ids);
    const s = makeStore();
    const arg = selectExploreFeed(s.getState()).arg;
    holdFeedList(s.dispatch, arg);
    await loadFeedPage(s.dispatch, arg, false);
    expect(selectExploreFeed(s.getState())).toMatchObject({ loaded: true, ended: false, nextCurrent: 2 });
    await loadFeedPage(s.dispatch, arg, true);
    const feed = selectExploreFeed(s.getState());
    expect(bodies.map((body) => body.current)).toEqual([1, 2]);
    expect(feed).toMatchObject({ ended: true, total: 42, nextCurrent: 3 });
    expect(feed.list).toHaveLength(41);
    expect(feed.list.at(-1)!.key).toBe('42');
    // Same cache, same list: nothing is derived again.
    expect(selectExploreFeed(s.getState()).list).toBe(feed.list);
  });

  it('drops the list it let go of (a new list per reload) and keeps the one it holds', async () => {
    servePages([1, 2]);
    const s = makeStore();
    const first: ExploreFeedArg = selectExploreFeed(s.getState()).arg;
    holdFeedList(s.dispatch, first);
    await loadFeedPage(s.dispatch, first, false);
    s.dispatch(filtersChanged({ ...INITIAL_FILTERS, sort: 'time' }));
    const second = selectExploreFeed(s.getState()).arg;
    expect(second.listId).toBe(first.listId + 1);
    holdFeedList(s.dispatch, second);
    await loadFeedPage(s.dispatch, second, false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(feedEntries(s).map((entry) => entry?.originalArgs)).toEqual([second]);
  });

  it('applies a confirmed like to every cached list and the image entry, and nothing else', async () => {
    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    servePages([1001, 1002]);
    const s = makeStore();
    const all: ExploreFeedArg = { filters: INITIAL_FILTERS, listId: 0 };
    const styles: ExploreFeedArg = { filters: { ...INITIAL_FILTERS, tabType: 'styles' }, listId: 1 };
    await s.dispatch(exploreApi.endpoints.getExploreFeed.initiate(all));
    await s.dispatch(exploreApi.endpoints.getExploreFeed.initiate(styles));
    const info = await s.dispatch(sharedApi.endpoints.getImageInfo.initiate({ image_id: 1001 }));
    const pages = (arg: ExploreFeedArg) =>
      exploreApi.endpoints.getExploreFeed.select(arg)(s.getState()).data!.pages;
    const untouched = pages(all)[0].list[1];
    const cardsBefore = selectExploreFeed(s.getState()).list;

    // A refused like leaves every copy as it was.
    server.use(
      http.post('*/api/image/setLike', () => HttpResponse.json({ code: 500, message: 'No', data: null }), {
        once: true,
      }),
    );
    await s.dispatch(sharedApi.endpoints.setLike.initiate({ image_id: 1001, isLike: true }));
    expect(pages(all)[0].list[0]).toMatchObject({ isLike: false, likeNum: 3 });

    const liked = await s.dispatch(sharedApi.endpoints.setLike.initiate({ image_id: 1001, isLike: true }));
    const confirmed = { isLike: true, likeNum: liked.data!.likeNum };
    expect(liked.data?.isLike).toBe(true);
    expect(pages(all)[0].list[0]).toMatchObject(confirmed);
    expect(pages(styles)[0].list[0]).toMatchObject(confirmed);
    expect(sharedApi.endpoints.getImageInfo.select({ image_id: 1001 })(s.getState()).data).toMatchObject({
      ...confirmed,
      image_id: info.data!.image_id,
    });
    // The other card is the very same object: the like touched one image only.
    expect(pages(all)[0].list[1]).toBe(untouched);
    // The feed (the `all` list is the slice's current one) shows it.
    const cards = selectExploreFeed(s.getState()).list;
    expect(cards[0].image).toMatchObject(confirmed);
    expect(cards[0]).not.toBe(cardsBefore[0]);
    expect(cards[1].image).toBe(untouched);
  });
});
