import { imagesApi } from '@/api/endpoints/images';
import type { AppDispatch } from '@/app/store';
import { preloadImage } from '@/utils/preloadImage';
import { validId } from './hooks/useImageDetail';
import { mainPictureUrl } from './mainPicture';

/**
 * Asks for the picture of `image_id` before the app's first render (ImageDetailPage's `prefetch`, src/app/router.tsx):
 * the request runs while the app hydrates, and the page's query joins it. Once the answer names the picture, its
 * file is fetched at once rather than after the page has rendered it. Nothing for an id that is not one.
 */
export function prefetchImageDetail(
  dispatch: AppDispatch,
  rawId: string | null,
): Promise<unknown> | undefined {
  const imageId = validId(rawId);
  if (imageId === null) return undefined;
  const info = dispatch(
    imagesApi.endpoints.getImageInfo.initiate({ image_id: imageId }, { subscribe: false }),
  );
  return info.then(({ data }) => data && preloadImage(mainPictureUrl(data.path)));
}
