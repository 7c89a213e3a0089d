import { useCallback, useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { paths, type FashionFactoryParams } from '@/utils/paths';

/** The history state of an entry the user reset on purpose (Back in the photoset view). */
const FACTORY_RESET_STATE = 'factoryReset';

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
  /**
   * Replaces the query (the path stays); values left out are cleared. `replace` swaps the history entry (a
   * restore is not a step the user took); `reset` marks a deliberate start over, which the restore leaves be.
   */
  const set = useCallback(
    (next: FashionFactoryParams, options: { replace?: boolean; reset?: boolean } = {}) =>
      setSearchParams(new URLSearchParams(paths.fashionFactory(next).split('?')[1] ?? ''), {
        replace: options.replace,
        state: options.reset ? { [FACTORY_RESET_STATE]: true } : undefined,
      }),
    [setSearchParams],
  );
  const location = useLocation();
  const reset = Boolean((location.state as Record<string, unknown> | null)?.[FACTORY_RESET_STATE]);
  return { ...value, reset, set };
}
