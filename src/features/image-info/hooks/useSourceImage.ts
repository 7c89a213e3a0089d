import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetImageInfoQuery } from '@/api/endpoints/images';
import type { CompareImage } from '@/components/compare';
import { useGetHistoryQuery } from '@/features/tasks';
import { isSignedIn } from '@/utils/cookies';
import { imageUrl } from '@/utils/imageUrl';
import { THUMB_HISTORY_SIZE } from '../constants';

/**
 * The picture an image was made from, when it is the result of Vary / Upscale (or another edit of an image): its
 * generation record names the source (`params.image_id`). Read from the history the thumbnails already loaded
 * (the same call, so no request of its own), then the source's own details for its path. Undefined for an image
 * made from a prompt alone, someone else's image, or while either call is on its way.
 */
export function useSourceImage(imageId: number | null): CompareImage | undefined {
  const { data } = useGetHistoryQuery({ pageSize: THUMB_HISTORY_SIZE }, { skip: !imageId || !isSignedIn() });
  const record = data?.list.find((item) => item.result?.some((image) => image.image_id === imageId));
  const sourceId = record?.params?.image_id;
  const source = useGetImageInfoQuery(sourceId && sourceId !== imageId ? { image_id: sourceId } : skipToken);
  return source.data
    ? { src: imageUrl(source.data.path, { width: 800 }), label: 'Original image' }
    : undefined;
}
