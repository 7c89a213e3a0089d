import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/utils/toast';
import type { DownloadOptions, NamedFile, DownloadOutcome } from '@/utils/download';
import { uiT } from '@/components/i18n';

/** The download code (fetching, naming, zipping) loads on the first download, not with every screen that offers one. */
const downloads = () => import('@/utils/download/download');

export type DownloadTrigger = (
  files: readonly (string | null | undefined)[] | null | undefined,
  options?: DownloadOptions,
) => Promise<DownloadOutcome | 'failed' | 'busy'>;

/** Makes files in the page (an export) and saves them: one as itself, several as `zipName`. */
export type SaveTrigger = (
  make: () => Promise<readonly NamedFile[]>,
  zipName: string,
) => Promise<DownloadOutcome | 'failed' | 'busy'>;

/**
 * The download helper for screens (spec 3 §4.7): `isLoading` is set on start and cleared on finish,
 * and the hook owns the messages — 'At least one file' for an empty list, 'Download Fail' when a
 * download throws. A zip that fails is only logged (spec 3 §8). One download at a time per caller.
 */
export function useDownload(): {
  trigger: DownloadTrigger;
  save: SaveTrigger;
  isLoading: boolean;
  isDisabled: boolean;
} {
  const [isLoading, setLoading] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (work: () => Promise<DownloadOutcome>) => {
    if (busy.current) return 'busy' as const;
    busy.current = true;
    setLoading(true);
    try {
      const outcome = await work();
      if (outcome === 'empty') toast.warning(uiT('ui.download.atLeastOne'));
      return outcome;
    } catch (error) {
      console.error('Download failed', error);
      toast.error(uiT('ui.download.fail'));
      return 'failed' as const;
    } finally {
      busy.current = false;
      if (mounted.current) setLoading(false);
    }
  }, []);
  const trigger = useCallback<DownloadTrigger>(
    (files, options) => run(async () => (await downloads()).downloadFiles(files, options)),
    [run],
  );
  const save = useCallback<SaveTrigger>(
    (make, zipName) =>
      run(async () => {
        const { saveFiles } = await downloads();
        return saveFiles(await make(), zipName);
      }),
    [run],
  );

  return { trigger, save, isLoading, isDisabled: isLoading };
}
