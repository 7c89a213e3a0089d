import { api, unwrap, type ApiResult } from '../http';
import { baseApi, type TagType } from '../baseApi';
import { LIKEABLE_LIST_TAG } from '../likeCache';
import type { GalleryImage, GalleryPage, GalleryTab } from '../types';

/** A page of a list, with the numbers that say whether another one follows. */
export interface Paged<T> {
  list: T[];
  current: number;
  pageSize: number;
  total: number;
}

/** Spec 1 §4: a list ends when current * pageSize reaches total or a page comes back empty. */
export const nextPageOf = <T>(page: Paged<T>) =>
  page.list.length === 0 || page.current * page.pageSize >= page.total ? undefined : page.current + 1;

export interface OwnImagesList {
  /** Which list (spec 1 §3 tab kinds): creations, likes, product, inspiration (the asset library), model. */
  type: GalleryTab;
  pageSize: number;
}

export interface OwnImagesPageArgs extends OwnImagesList {
  current: number;
}

/**
 * What each list is tagged with (the one tag policy of `/image/self`, docs/architecture.md): its own
 * LIST, `History` where a finished generation adds to it, and the likeable tag so a confirmed like
 * patches it in place.
 */
const LIST_TAG: Record<GalleryTab, TagType> = {
  creations: 'Creations',
  likes: 'Likes',
  product: 'Product',
  inspiration: 'Inspiration',
  model: 'Creations',
};
const GROWS_WITH_HISTORY: ReadonlySet<GalleryTab> = new Set(['creations', 'inspiration', 'model']);

export const ownImagesTags = (type: GalleryTab) => [
  { type: LIST_TAG[type], id: 'LIST' },
  ...(GROWS_WITH_HISTORY.has(type) ? (['History'] as const) : []),
  LIKEABLE_LIST_TAG,
];

/** The one request of `GET /image/self`; silent, since every list shows its own error with a retry. */
async function requestOwnImages(
  { type, current, pageSize }: OwnImagesPageArgs,
  signal?: AbortSignal,
): Promise<ApiResult<Paged<GalleryImage>>> {
  const query = { current, pageSize, type };
  const result = await unwrap(api.GET('/image/self', { params: { query }, signal, silent: true }));
  if ('error' in result) return result;
  const page: GalleryPage = result.data;
  return {
    data: {
      list: page.list ?? [],
      current: page.current || current,
      pageSize: page.pageSize || pageSize,
      total: page.total,
    },
  };
}

/**
 * Spec 1 §7.1 / spec 2 §7 / spec 3 §7 `GET /image/self`, the user's own images by list: one request and
 * one tag policy, in the two shapes screens read it — page by page (the asset library's pagination, the
 * Lab landing's first page) and as an endless list (the personal space tabs).
 */
export const ownImagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnImagesPage: build.query<Paged<GalleryImage>, OwnImagesPageArgs>({
      queryFn: (args, { signal }) => requestOwnImages(args, signal),
      providesTags: (_result, _error, { type }) => ownImagesTags(type),
    }),
    getOwnImages: build.infiniteQuery<Paged<GalleryImage>, OwnImagesList, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPageOf },
      queryFn: ({ queryArg, pageParam }, { signal }) =>
        requestOwnImages({ ...queryArg, current: pageParam }, signal),
      providesTags: (_result, _error, { type }) => ownImagesTags(type),
    }),
  }),
});

export const { useGetOwnImagesPageQuery, useGetOwnImagesInfiniteQuery } = ownImagesApi;
