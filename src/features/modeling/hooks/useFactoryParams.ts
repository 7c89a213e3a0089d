import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { paths, type FashionFactoryParams } from '@/utils/paths';

/** Spec 3 §2.5 query: image_id, prompt_id, batch_id, mode (photoset), record_id. */
export function useFactoryParams() {
  const [params, setSearchParams] = useSearchParams();
  const { id } = useParams();
  const value = useMemo(() => {
    const imageId = params.get('image_id') ?? id ?? null;
    const promptId = params.get('prompt_id');
    return {
      imageId: imageId && /^\d+$/.test(imageId) ? Number(imageId) : null,
      rawImageId: imageId,
      promptId: promptId && /^\d+$/.test(promptId) ? Number(promptId) : null,
      batchId: params.get('batch_id'),
      recordId: params.get('record_id'),
      photoset: params.get('mode') === 'photoset',
    };
  }, [params, id]);
  /** Replaces the query (the path stays); values left out are cleared. */
  const set = useCallback(
    (next: FashionFactoryParams) =>
      setSearchParams(new URLSearchParams(paths.fashionFactory(next).split('?')[1] ?? '')),
    [setSearchParams],
  );
  return { ...value, set };
}
