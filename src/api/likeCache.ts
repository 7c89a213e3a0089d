import { isDraft, original } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import type { LikeState } from './types';

/**
 * Provided by every cached list whose pages hold images with a like state (the Explore feed, whatever its
 * filters). Nothing invalidates it: it only lets a confirmed like find the lists to patch.
 */
export const LIKEABLE_LIST_TAG = { type: 'Gallery', id: 'LIKEABLE' } as const;

interface Likeable {
  image_id?: number | string;
  isLike?: boolean | null;
  likeNum?: number | null;
}

/** The shapes a cached entry may have: one image, a page `{ list }`, or an infinite query's `{ pages }`. */
interface LikeableData extends Likeable {
  list?: Likeable[];
  pages?: { list?: Likeable[] }[];
}

const sameImage = (image: Likeable | undefined, like: LikeState) =>
  image !== undefined && String(image.image_id) === String(like.image_id);

function setLikeOn(image: Likeable, like: LikeState) {
  image.isLike = like.isLike;
  image.likeNum = like.likeNum;
}

/**
 * Finds the matching images in the base state and only then touches the draft, so a feed of thousands of
 * cards is not wrapped in a proxy per card for one like.
 */
function patchList(draft: Likeable[], base: readonly Likeable[] | undefined, like: LikeState) {
  base?.forEach((image, index) => {
    if (sameImage(image, like)) setLikeOn(draft[index], like);
  });
}

/** Applies the server's like state to one cached entry, whatever its shape (see `LikeableData`). */
export function patchLikeState(draft: unknown, like: LikeState) {
  if (!draft || typeof draft !== 'object') return;
  const data = draft as LikeableData;
  const base = (isDraft(draft) ? original(draft) : draft) as LikeableData;
  if (sameImage(base, like)) setLikeOn(data, like);
  if (Array.isArray(base.list)) patchList(data.list!, base.list, like);
  base.pages?.forEach((page, index) => {
    if (page.list?.some((image) => sameImage(image, like)))
      patchList(data.pages![index].list!, page.list, like);
  });
}

interface CacheApi {
  dispatch: (patch: ReturnType<typeof baseApi.util.updateQueryData>) => unknown;
  getState: () => unknown;
}

/**
 * Spec 1 §4: a confirmed like changes isLike / likeNum in every cached place that shows the image: each
 * list tagged `LIKEABLE_LIST_TAG` (every Explore feed entry, whatever its filters) and the image's own
 * entry (`getImageInfo`, tagged `Image`). The one place a like is applied to the cache.
 */
export function applyConfirmedLike(like: LikeState, { dispatch, getState }: CacheApi) {
  const state = getState() as Parameters<typeof baseApi.util.selectInvalidatedBy>[0];
  const entries = baseApi.util.selectInvalidatedBy(state, [
    LIKEABLE_LIST_TAG,
    { type: 'Image', id: like.image_id },
  ]);
  for (const { endpointName, originalArgs } of entries) {
    dispatch(
      baseApi.util.updateQueryData(endpointName as never, originalArgs as never, (draft: unknown) =>
        patchLikeState(draft, like),
      ),
    );
  }
}
