import { useRef } from 'react';
import type { AspectRatio } from '@/api/types';
import { UPLOAD_PRESETS, useUploader } from '@/hooks/useUploader';
import { toast } from '@/utils/toast';
import { INSPIRATION_UPLOAD_CATEGORY, MAX_REFERENCE_IMAGES, MESSAGES } from '../constants';
import { closestRatio, pictureSize, type ReferenceImage } from '../utils';

/**
 * Spec 2 §2 / §5 reference pictures: images only, at most five; the first uploaded picture sets the
 * aspect ratio to the closest offered one.
 */
export function useReferenceUpload(
  initial: ReferenceImage[],
  onFirstPictureRatio: (ratio: AspectRatio) => void,
) {
  // Only the first picture the user uploads sets the ratio; a ReCreate reference has no size to read.
  const ratioTaken = useRef(false);

  const readRatio = async (file: File) => {
    try {
      const { width, height } = await pictureSize(file);
      const ratio = closestRatio(width, height);
      if (!ratio) throw new Error(MESSAGES.pictureSize);
      onFirstPictureRatio(ratio);
    } catch {
      toast.warning(MESSAGES.pictureSize);
    }
  };

  const uploader = useUploader({
    maxMegabytes: UPLOAD_PRESETS.multi.maxMegabytes,
    multiple: true,
    maxFiles: MAX_REFERENCE_IMAGES,
    category_id: INSPIRATION_UPLOAD_CATEGORY,
    limitMessage: MESSAGES.uploadLimit,
    failureMessage: MESSAGES.uploadFailed,
    initial,
    onAccepted: (files) => {
      if (ratioTaken.current) return;
      ratioTaken.current = true;
      void readRatio(files[0]);
    },
  });

  return {
    references: uploader.images,
    uploading: uploader.uploading,
    inFlight: uploader.inFlight,
    error: uploader.error,
    add: uploader.add,
    remove: uploader.remove,
    isFull: uploader.isFull,
  };
}
