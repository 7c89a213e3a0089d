import { baseApi } from '@/api/baseApi';
import { api, unwrap, type SilentOption } from '@/api/http';
import { LIKEABLE_LIST_TAG } from '@/api/likeCache';
import { EXPLORE_PAGE_SIZE } from './constants';
import { toGalleryPage, type GalleryPage } from './feedItems';
import { buildListBody, isLastPage, type ExploreFilters } from './filters';

export type { GalleryPage };

/**
 * One cached Explore list: the filters it was asked with and which reload of them it is (`listId`), so a
 * reload of the same filters starts a new list from page 1 (spec 1 §4).
 */
export interface ExploreFeedArg {
  filters: ExploreFilters;
  listId: number;
}

/** Spec 1 §4: the feed ends when current * pageSize >= total (or a page comes back empty). */
export const isLastFeedPage = (page: GalleryPage) =>
  isLastPage(page.current, page.pageSize, page.total) || page.list.length === 0;

const silent: SilentOption = { silent: true };

export const exploreApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The Explore feed: one infinite-query entry per list, its pages accumulated by RTK Query (the single
     * copy of them). `useExploreFeed` keeps the current list subscribed while the user is elsewhere (cache
     * restore, spec 1 §4); a list nobody holds is dropped at once and its running request aborted.
     */
    getExploreFeed: build.infiniteQuery<GalleryPage, ExploreFeedArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (isLastFeedPage(last) ? undefined : last.current + 1),
      },
      // Spec 1 §8: list load errors are only logged (the feed shows its own inline retry), hence silent.
      queryFn: async ({ queryArg, pageParam }, { signal }) => {
        const body = buildListBody(queryArg.filters, pageParam, EXPLORE_PAGE_SIZE);
        const result = await unwrap(api.POST('/global/images', { body, signal, ...silent }));
        if ('error' in result) return result;
        return { data: toGalleryPage(result.data, pageParam) };
      },
      providesTags: [LIKEABLE_LIST_TAG],
      keepUnusedDataFor: 0,
    }),
  }),
});
