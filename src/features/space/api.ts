import { baseApi } from '@/api/baseApi';
import { api, unwrap, type SilentOption } from '@/api/http';
import { LIKEABLE_LIST_TAG } from '@/api/likeCache';
import type { GalleryImage, GalleryTab, ImageActionInfo, InspirationGroup } from '@/api/types';
import type { SpaceTab } from '@/utils/paths';
import { SPACE_PAGE_SIZES } from './constants';

/** The tabs that list the user's own images (the collection has its own call). */
export type ImageTab = Exclude<SpaceTab, 'inspiration'>;

/** Which list `/image/self` returns for a tab (spec 1 §3 tab kinds: the production tab is `product`). */
export const SERVER_TAB: Readonly<Record<ImageTab, GalleryTab>> = {
  creations: 'creations',
  likes: 'likes',
  production: 'product',
};

/** What each list entry is tagged with, so a like, a new creation or a product change refetches it. */
const TAB_TAG = { creations: 'Creations', likes: 'Likes', production: 'Product' } as const;

interface Paged<T> {
  list: T[];
  current: number;
  pageSize: number;
  total: number;
}

/** Spec 1 §4: a list ends when current * pageSize reaches total or a page comes back empty. */
export const nextPageOf = <T>(page: Paged<T>) =>
  page.list.length === 0 || page.current * page.pageSize >= page.total ? undefined : page.current + 1;

const silent: SilentOption = { silent: true };

export const spaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Creations, Likes, Production: pages of the user's images (spec 2 §2, page sizes of §9). */
    getSpaceImages: build.infiniteQuery<Paged<GalleryImage>, ImageTab, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPageOf },
      // The screen shows its own error with a retry, hence silent.
      queryFn: async ({ queryArg, pageParam }, { signal }) => {
        const pageSize = SPACE_PAGE_SIZES[queryArg];
        const query = { current: pageParam, pageSize, type: SERVER_TAB[queryArg] };
        const result = await unwrap(api.GET('/image/self', { params: { query }, signal, ...silent }));
        if ('error' in result) return result;
        const page = result.data;
        return {
          data: {
            list: page.list ?? [],
            current: page.current || pageParam,
            pageSize: page.pageSize || pageSize,
            total: page.total,
          },
        };
      },
      // A finished generation invalidates 'History' (features/tasks), which brings new creations in.
      providesTags: (_result, _error, tab) => [
        { type: TAB_TAG[tab], id: 'LIST' },
        ...(tab === 'creations' ? (['History'] as const) : []),
        LIKEABLE_LIST_TAG,
      ],
    }),
    /** The collection: pages of date groups (spec 2 §2; 6 groups a page). */
    getCollection: build.infiniteQuery<Paged<InspirationGroup>, void, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPageOf },
      queryFn: async ({ pageParam }, { signal }) => {
        const pageSize = SPACE_PAGE_SIZES.inspiration;
        const query = { current: pageParam, pageSize };
        const result = await unwrap(
          api.GET('/image/getUserInspiration', { params: { query }, signal, ...silent }),
        );
        if ('error' in result) return result;
        const page = result.data;
        return {
          data: {
            list: page.list,
            current: page.current || pageParam,
            pageSize: page.pageSize || pageSize,
            total: page.total,
          },
        };
      },
      providesTags: [{ type: 'Inspiration', id: 'LIST' }, 'History'],
    }),
    /** Spec 2 §2 "parent id lookup": a collection video opens its parent image's marketing page. */
    getImageActionInfo: build.query<ImageActionInfo, { image_id: number }>({
      queryFn: ({ image_id }) =>
        unwrap(api.GET('/action/getImageActionInfo', { params: { query: { image_id } } })),
    }),
  }),
});

export const {
  useGetSpaceImagesInfiniteQuery,
  useGetCollectionInfiniteQuery,
  useLazyGetImageActionInfoQuery,
} = spaceApi;
