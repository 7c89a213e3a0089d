import { useEffect, useRef } from 'react';
import type { AspectRatio } from '@/api/types';
import { UPLOAD_PRESETS, useUploader } from '@/hooks/useUploader';
import { imageUrl } from '@/utils/imageUrl';
import { toast } from '@/utils/toast';
import { INSPIRATION_UPLOAD_CATEGORY, MAX_REFERENCE_IMAGES } from '../constants';
import { inspirationT, useInspirationT } from '../i18n';
import { closestRatio, pictureSize, urlPictureSize, type ReferenceImage } from '../utils';

/**
 * Spec 2 §2 / §5 reference pictures: images only, at most five, in the order they were picked; the
 * first picture sets the aspect ratio to the closest offered one — an uploaded file, or the reference a
 * ReCreate link brought (read from its address) when the link named no ratio.
 */
export function useReferenceUpload(
  initial: ReferenceImage[],
  onFirstPictureRatio: (ratio: AspectRatio) => void,
  { readInitialRatio = false }: { readInitialRatio?: boolean } = {},
) {
  const t = useInspirationT();
  const ratioTaken = useRef(false);
  const latest = useRef(onFirstPictureRatio);
  useEffect(() => {
    latest.current = onFirstPictureRatio;
  });

  const readRatio = async (read: () => Promise<{ width: number; height: number }>) => {
    try {
      const { width, height } = await read();
      const ratio = closestRatio(width, height);
      if (!ratio) throw new Error('no offered ratio');
      latest.current(ratio);
    } catch {
      toast.warning(inspirationT('inspiration.pictureSize'));
    }
  };

  const firstPath = initial[0]?.path;
  useEffect(() => {
    if (!readInitialRatio || !firstPath || ratioTaken.current) return;
    ratioTaken.current = true;
    void readRatio(() => urlPictureSize(imageUrl(firstPath)));
  }, [readInitialRatio, firstPath]);

  const uploader = useUploader({
    maxMegabytes: UPLOAD_PRESETS.multi.maxMegabytes,
    multiple: true,
    maxFiles: MAX_REFERENCE_IMAGES,
    category_id: INSPIRATION_UPLOAD_CATEGORY,
    limitMessage: t('inspiration.uploadLimit'),
    failureMessage: t('inspiration.uploadFailed'),
    initial,
    onAccepted: (files) => {
      if (ratioTaken.current) return;
      ratioTaken.current = true;
      void readRatio(() => pictureSize(files[0]));
    },
  });

  return {
    references: uploader.images,
    slots: uploader.slots,
    uploading: uploader.uploading,
    error: uploader.error,
    add: uploader.add,
    remove: uploader.remove,
    isFull: uploader.isFull,
  };
}
