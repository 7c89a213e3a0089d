import { useRef, useState } from 'react';
import { useUploadImageMutation } from '@/api/endpoints/uploads';
import { uploadErrorText, validateImageFile } from '@/utils/files';
import { toast } from '@/utils/toast';
import { MAX_REFERENCE_IMAGES, MESSAGES } from '../constants';
import { closestRatio, pictureSize, type ReferenceImage } from '../utils';
import type { AspectRatio } from '@/api/types';

/** The mock backend and the real one accept pictures up to 10 MB. */
const MAX_UPLOAD_MB = 10;

/** The server's own words from a failed upload (message, msg, error or detail). */
function failureText(error: unknown): string {
  const body = (error as { data?: unknown } | null)?.data ?? error;
  return uploadErrorText(body, MESSAGES.uploadFailed);
}

/**
 * Spec 2 §2 / §5 reference pictures: images only, at most five; the first uploaded picture sets the
 * aspect ratio to the closest offered one.
 */
export function useReferenceUpload(
  initial: ReferenceImage[],
  onFirstPictureRatio: (ratio: AspectRatio) => void,
) {
  const [upload] = useUploadImageMutation();
  const [references, setReferences] = useState<ReferenceImage[]>(initial);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
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

  const add = async (files: File[]) => {
    setError(null);
    const room = MAX_REFERENCE_IMAGES - references.length - uploading;
    if (files.length > room) setError(MESSAGES.uploadLimit);
    const accepted: File[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      const problem = validateImageFile(file, MAX_UPLOAD_MB);
      if (problem) setError(problem);
      else accepted.push(file);
    }
    if (!accepted.length) return;
    if (!ratioTaken.current) {
      ratioTaken.current = true;
      void readRatio(accepted[0]);
    }
    setUploading((count) => count + accepted.length);
    await Promise.all(
      accepted.map(async (file) => {
        try {
          const { path, image_id } = await upload({ file }).unwrap();
          setReferences((current) =>
            current.length >= MAX_REFERENCE_IMAGES ? current : [...current, { image_id, path }],
          );
        } catch (failure) {
          setError(failureText(failure));
        } finally {
          setUploading((count) => count - 1);
        }
      }),
    );
  };

  const remove = (imageId: number) =>
    setReferences((current) => current.filter((reference) => reference.image_id !== imageId));

  return {
    references,
    uploading,
    error,
    add,
    remove,
    isFull: references.length + uploading >= MAX_REFERENCE_IMAGES,
  };
}
