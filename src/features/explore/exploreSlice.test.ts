import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { DEMO_ACCESS_TOKEN } from '@mocks/db/seed';
import { server } from '@mocks/node';
import { makeStore } from '@/app/store';
import { writeCookie } from '@/utils/cookies';
import { sharedApi } from '@/api/endpoints';
import { exploreSlice, filtersChanged, pageLoaded, resetScroll, scrollSaved } from './exploreSlice';
import { toFeedItem } from './feedItems';
import { INITIAL_FILTERS } from './filters';

const item = (id: number) => toFeedItem({ image_id: id, path: `/p/${id}.png`, isLike: false, likeNum: 3 });

function store() {
  return configureStore({ reducer: { explore: exploreSlice.reducer } });
}

describe('explore list cache', () => {
  it('appends pages, remembers the next page and the end', () => {
    const s = store();
    s.dispatch(pageLoaded({ current: 1, pageSize: 40, total: 42, items: [item(1), item(2)], ended: false }));
    s.dispatch(pageLoaded({ current: 2, pageSize: 40, total: 42, items: [item(2), item(3)], ended: true }));
    const state = s.getState().explore;
    expect(state.list.map((entry) => entry.key)).toEqual(['1', '2', '3']);
    expect(state).toMatchObject({ nextCurrent: 3, total: 42, ended: true, loaded: true });
  });

  it('starts again from page 1 with an empty list when the filters change', () => {
    const s = store();
    s.dispatch(pageLoaded({ current: 1, pageSize: 40, total: 80, items: [item(1)], ended: false }));
    s.dispatch(scrollSaved(900));
    s.dispatch(filtersChanged({ ...INITIAL_FILTERS, sort: 'time' }));
    expect(s.getState().explore).toMatchObject({
      list: [],
      nextCurrent: 1,
      loaded: false,
      ended: false,
      scrollTop: 0,
    });
    expect(s.getState().explore.filters.sort).toBe('time');
  });

  it('resetScroll clears the saved position and tells a mounted feed', () => {
    const s = store();
    s.dispatch(scrollSaved(1234));
    s.dispatch(resetScroll());
    expect(s.getState().explore.scrollTop).toBe(0);
    expect(s.getState().explore.scrollResetToken).toBe(1);
  });

  it('applies a like to the cached card only when the server confirmed it', async () => {
    const s = makeStore();
    s.dispatch(pageLoaded({ current: 1, pageSize: 40, total: 1, items: [item(1001)], ended: true }));
    const before = s.getState().explore.list[0].image;

    writeCookie('accessToken', DEMO_ACCESS_TOKEN);
    server.use(
      http.post('*/api/image/setLike', () => HttpResponse.json({ code: 500, message: 'No', data: null }), {
        once: true,
      }),
    );
    // A refused like leaves the card as it was.
    await s.dispatch(sharedApi.endpoints.setLike.initiate({ image_id: 1001, isLike: !before.isLike }));
    expect(s.getState().explore.list[0].image).toMatchObject({
      isLike: before.isLike,
      likeNum: before.likeNum,
    });

    const result = await s.dispatch(sharedApi.endpoints.setLike.initiate({ image_id: 1001, isLike: true }));
    expect(result.data?.isLike).toBe(true);
    expect(s.getState().explore.list[0].image).toMatchObject({ isLike: true, likeNum: result.data!.likeNum });
  });
});
