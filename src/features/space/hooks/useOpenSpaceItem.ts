import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { inspirationItemTarget, spaceCardTarget, type SpaceTab } from '@/utils/paths';
import { useLazyGetImageActionInfoQuery } from '../api';
import { SELECTED_IMAGE_ID_STORAGE_KEY } from '../constants';
import type { SpaceItem } from '../items';

/** Spec 2 §2: the opened image's id is kept in local storage for the screen it goes to. */
function rememberSelected(imageId: number) {
  try {
    localStorage.setItem(SELECTED_IMAGE_ID_STORAGE_KEY, String(imageId));
  } catch {
    // Storage may be full or blocked; the target URL carries the id anyway.
  }
}

/**
 * Opens a space card (spec 2 §2): an image by its product's production status and the tab; a collection
 * item by its batch id or filter type, a video after looking up its parent image.
 */
export function useOpenSpaceItem(tab: SpaceTab) {
  const navigate = useNavigate();
  const [lookupParent] = useLazyGetImageActionInfoQuery();
  return useCallback(
    async (entry: SpaceItem) => {
      if (entry.kind === 'image') {
        const { image } = entry;
        rememberSelected(image.image_id);
        await navigate(spaceCardTarget(image.product?.production_status, tab, image.image_id));
        return;
      }
      const { item } = entry;
      let imageId = item.image_id ?? item.id;
      if (item.type === 'video') {
        const info = await lookupParent({ image_id: imageId }, true)
          .unwrap()
          .catch(() => null);
        imageId = info?.parent_image_id ?? item.parent_image_id ?? imageId;
      }
      rememberSelected(imageId);
      await navigate(
        inspirationItemTarget({
          image_id: imageId,
          batch_id: item.batch_id,
          filter_type: item.filter_type,
          type: item.type,
        }),
      );
    },
    [lookupParent, navigate, tab],
  );
}
