import { baseApi } from '@/api/baseApi';
import { api, unwrap, type SilentOption } from '@/api/http';
import { nextPageOf, type Paged } from '@/api/endpoints/ownImages';
import type { GalleryTab, ImageActionInfo, InspirationGroup } from '@/api/types';
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

/** Creations, Likes, Production: the `/image/self` list of a tab (spec 2 §2, page sizes of §9). */
export const ownImagesOf = (tab: ImageTab) => ({ type: SERVER_TAB[tab], pageSize: SPACE_PAGE_SIZES[tab] });

const silent: SilentOption = { silent: true };

export const spaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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

export { useGetOwnImagesInfiniteQuery } from '@/api/endpoints/ownImages';
export const { useGetCollectionInfiniteQuery, useLazyGetImageActionInfoQuery } = spaceApi;
