import { useState } from 'react';
import { useUploadImageMutation } from '@/api/endpoints/uploads';
import { uploadErrorText, validateImageFile } from '@/utils/files';
import { toast } from '@/utils/toast';
import {
  MAX_KEPT_UPLOADS,
  MAX_UPLOAD_MB,
  UPLOAD_FAILURE_MESSAGE,
  UPLOAD_SUCCESS_MESSAGE,
} from '../constants';

/**
 * Spec 1 §8: the server's own words (message, msg, error or detail) when it gave any, else the spec text.
 * The http layer's generic "request fail: …" and network errors are not the server's words.
 */
function failureText(error: unknown): string {
  const text = uploadErrorText(error, UPLOAD_FAILURE_MESSAGE);
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 'NETWORK' || status === 'TIMEOUT' || text.startsWith('request fail:'))
    return UPLOAD_FAILURE_MESSAGE;
  return text;
}

/**
 * Spec 1 §5: product pictures for the try-on. Images only, under 5 MB, one at a time; the last 5 paths
 * are kept and the newest is selected.
 */
export function useTryOnUploads() {
  const [upload, { isLoading: uploading }] = useUploadImageMutation();
  const [paths, setPaths] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);

  const add = async (file: File) => {
    if (uploading) return;
    const problem = validateImageFile(file, MAX_UPLOAD_MB);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      const { path } = await upload({ file }).unwrap();
      setPaths((current) => [path, ...current.filter((item) => item !== path)].slice(0, MAX_KEPT_UPLOADS));
      setSelected((current) => [path, ...current.filter((item) => item !== path)].slice(0, MAX_KEPT_UPLOADS));
      toast.success(UPLOAD_SUCCESS_MESSAGE);
    } catch (error) {
      toast.error(failureText(error));
    }
  };

  const toggle = (path: string) =>
    setSelected((current) =>
      current.includes(path) ? current.filter((item) => item !== path) : [...current, path],
    );

  // Selection only ever holds kept paths.
  const chosen = selected.filter((path) => paths.includes(path));
  return { paths, selected: chosen, uploading, add, toggle };
}
