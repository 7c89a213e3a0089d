import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { overlayEntryOnTop } from '@/hooks/useBackToClose';
import { toast } from '@/utils/toast';
import { useCreateDescImagesMutation, type DescImageItem } from '@/api/endpoints/generation';
import { TRY_ON_MODEL, TRY_ON_PROMPT, type AspectRatio } from '../constants';
import { useTryOnT } from '../i18n';
import { paths } from '@/utils/paths';

export interface TryOnModel {
  image_id: number | string;
  prompt_id?: number | string | null;
}

/**
 * Submits the try-on (spec 1 §2.3, §8, §9) and owns its toasts. Without a batch id the user goes to
 * /modeling/content with image_id and prompt_id (spec 1 §8); with one, to the fashion factory's clothing
 * step, which polls that batch (spec 3 §2.5).
 */
export function useTryOnSubmit(model: TryOnModel | null, onDone: () => void) {
  const t = useTryOnT();
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateDescImagesMutation();
  const busy = useRef(false);

  const trigger = async (images: string[], ratio: AspectRatio) => {
    if (!model || busy.current) return;
    if (images.length === 0) {
      toast.warning(t('tryOn.selectImage'));
      return;
    }
    busy.current = true;
    try {
      // `ar` is the contract's aspect-ratio name (RecordTaskInfo.params.ar); DescImageRequest is open to it.
      const item: DescImageItem = {
        image_id: Number(model.image_id),
        prompt_id: model.prompt_id === undefined || model.prompt_id === null ? null : Number(model.prompt_id),
        model: TRY_ON_MODEL,
        prompt: TRY_ON_PROMPT,
        images,
        ar: ratio,
      };
      const result = await create([item]).unwrap();
      toast.success(t('tryOn.submitted'));
      // Read before onDone closes the dialog: the dialog's history entry gives way to the next page.
      const replace = overlayEntryOnTop();
      onDone();
      const task = result?.tasks?.[0];
      const ids = { image_id: model.image_id, prompt_id: model.prompt_id };
      navigate(
        task?.batch_id
          ? paths.fashionFactory({ ...ids, batch_id: task.batch_id, record_id: task.record_id })
          : paths.modelingContent(ids),
        { replace },
      );
    } catch {
      toast.error(t('tryOn.submitFailed'));
    } finally {
      busy.current = false;
    }
  };

  return { trigger, isLoading, isDisabled: isLoading };
}
