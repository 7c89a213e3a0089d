import { useCallback, useState } from 'react';
import { useSetLikeMutation } from '@/api/endpoints/images';

export interface LikeTarget {
  image_id: number;
  isLike?: boolean | null;
}

export interface LikeConfirmation {
  imageId: string;
  isLike: boolean;
  likeNum: number;
}

/**
 * Spec 1 §4: a like changes isLike / likeNum only after the server confirms. `onConfirmed` gets the
 * server's state; on failure nothing changes (the http layer already showed the error). `pending` holds
 * the ids waiting for an answer, so their hearts can be disabled meanwhile.
 */
export function useLikeToggle(onConfirmed?: (confirmation: LikeConfirmation) => void) {
  const [setLike] = useSetLikeMutation();
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const mark = (id: string, on: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggle = useCallback(
    async (target: LikeTarget) => {
      const id = String(target.image_id);
      mark(id, true);
      try {
        const state = await setLike({ image_id: target.image_id, isLike: !target.isLike }).unwrap();
        onConfirmed?.({ imageId: id, isLike: state.isLike, likeNum: state.likeNum });
        return true;
      } catch {
        return false;
      } finally {
        mark(id, false);
      }
    },
    [setLike, onConfirmed],
  );

  return { toggle, pending };
}
