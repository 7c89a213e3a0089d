import { useState } from 'react';
import { UPLOAD_PRESETS, useUploader } from '@/hooks/useUploader';
import { toast } from '@/utils/toast';
import { MAX_KEPT_UPLOADS } from '../constants';
import { useTryOnT } from '../i18n';

/**
 * Spec 1 §5: product pictures for the try-on. Images only, under 5 MB, one at a time; the last 5 paths
 * are kept and the newest is selected.
 */
export function useTryOnUploads() {
  const t = useTryOnT();
  const [selected, setSelected] = useState<string[]>([]);
  const uploader = useUploader({
    ...UPLOAD_PRESETS.single,
    keepLast: MAX_KEPT_UPLOADS,
    failureMessage: t('tryOn.uploadFailed'),
    onError: (message) => toast.error(message),
    onUploaded: ({ path }) => {
      setSelected((current) => [path, ...current.filter((item) => item !== path)].slice(0, MAX_KEPT_UPLOADS));
      toast.success(t('tryOn.uploaded'));
    },
  });
  const paths = uploader.images.map((image) => image.path);

  const toggle = (path: string) =>
    setSelected((current) =>
      current.includes(path) ? current.filter((item) => item !== path) : [...current, path],
    );

  // Selection only ever holds kept paths.
  const chosen = selected.filter((path) => paths.includes(path));
  return {
    paths,
    selected: chosen,
    uploading: uploader.uploading > 0,
    progress: uploader.inFlight[0]?.progress ?? null,
    add: (file: File) => uploader.add([file]),
    toggle,
  };
}
