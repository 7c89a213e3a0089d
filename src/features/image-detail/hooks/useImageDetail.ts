import { useCallback, useDeferredValue, useState } from 'react';
import { useGetImageInfoQuery } from '@/api/endpoints/images';
import { useLikeToggle, type LikeConfirmation } from '@/hooks/useLikeToggle';
import type { DetailImage } from '../types';

export type DetailStatus = 'loading' | 'ready' | 'notFound' | 'error';

export function validId(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Spec 1 §2.4: the image handed over in navigation state when it matches `image_id`, otherwise loaded
 * from `/image/info`. Likes are applied on top once the server confirmed them.
 */
export function useImageDetail(rawId: string | null, stateImage: DetailImage | undefined) {
  const imageId = validId(rawId);
  const fromState = stateImage && String(stateImage.image_id) === rawId ? stateImage : undefined;
  const query = useGetImageInfoQuery(
    { image_id: imageId ?? 0 },
    { skip: imageId === null || Boolean(fromState) },
  );
  const [liked, setLiked] = useState<LikeConfirmation | null>(null);
  const onConfirmed = useCallback((change: LikeConfirmation) => setLiked(change), []);
  const { toggle, pending } = useLikeToggle(onConfirmed);

  // The answer is rendered as a transition, in slices: a store update alone re-renders at once, in one task.
  const answer = useDeferredValue(query.data);
  const loaded = (fromState ?? answer) as DetailImage | undefined;
  // A like made here is applied once confirmed, whether the image came from state or from the query.
  const image =
    loaded && liked && liked.imageId === String(loaded.image_id)
      ? { ...loaded, isLike: liked.isLike, likeNum: liked.likeNum }
      : loaded;

  let status: DetailStatus = 'loading';
  if (imageId === null) status = 'notFound';
  else if (image) status = 'ready';
  else if (query.isError) {
    const code = (query.error as { code?: number; status?: unknown } | undefined)?.code;
    status = code === 404 ? 'notFound' : 'error';
  }

  return {
    image,
    status,
    retry: query.refetch,
    likePending: image ? pending.has(String(image.image_id)) : false,
    toggleLike: () => (image ? toggle(image) : Promise.resolve(false)),
  };
}
