import { useNavigate } from 'react-router-dom';
import { overlayEntryOnTop } from '@/hooks/useBackToClose';
import { toast } from '@/utils/toast';
import { useCreateDescImagesMutation, type DescImageItem } from '@/api/endpoints/generation';
import type { BatchCreated } from '@/api/types';
import { useCreationSubmit } from '@/features/tasks';
import { TRY_ON_MODEL, TRY_ON_PROMPT, type AspectRatio } from '../constants';
import { useTryOnT } from '../i18n';
import { paths } from '@/utils/paths';

export interface TryOnModel {
  image_id: number | string;
  prompt_id?: number | string | null;
}

interface TryOnInput {
  model: TryOnModel;
  images: string[];
  ratio: AspectRatio;
}

/**
 * Submits the try-on (spec 1 §2.3, §8, §9) through the one creation submit and owns its toasts: one submission at
 * a time, the balance checked against the cost of every picture sent before anything is sent (and the server's
 * 402 the same way), 'Add a product picture' while an upload runs. Without a batch id the user goes to
 * /modeling/content with image_id and prompt_id (spec 1 §8); with one, to the fashion factory's clothing step,
 * which polls that batch (spec 3 §2.5). The result is the creation submit's shape.
 */
export function useTryOnSubmit(
  model: TryOnModel | null,
  onDone: () => void,
  { pictures, uploading }: { pictures: number; uploading: boolean },
) {
  const t = useTryOnT();
  const navigate = useNavigate();
  const [create] = useCreateDescImagesMutation();
  const creation = useCreationSubmit<TryOnInput, BatchCreated>({
    functionKey: 'descImageGeneration',
    // Spec 3 §9: a product image costs its points once per picture sent.
    cost: { multiplier: pictures, skip: model === null },
    send: ({ model: { image_id, prompt_id }, images, ratio }) => {
      // `ar` is the contract's aspect-ratio name (RecordTaskInfo.params.ar); DescImageRequest is open to it.
      const item: DescImageItem = {
        image_id: Number(image_id),
        prompt_id: prompt_id === undefined || prompt_id === null ? null : Number(prompt_id),
        model: TRY_ON_MODEL,
        prompt: TRY_ON_PROMPT,
        images,
        ar: ratio,
      };
      return create([item]).unwrap();
    },
    success: t('tryOn.submitted'),
    failure: t('tryOn.submitFailed'),
    blockers: [uploading && t('tryOn.uploading')],
  });

  const submit = async (images: string[], ratio: AspectRatio) => {
    if (!model) return undefined;
    if (images.length === 0) {
      toast.warning(t('tryOn.selectImage'));
      return undefined;
    }
    const result = await creation.submit({ model, images, ratio });
    if (!result) return undefined;
    // Read before onDone closes the dialog: the dialog's history entry gives way to the next page.
    const replace = overlayEntryOnTop();
    onDone();
    const task = result.tasks?.[0];
    const ids = { image_id: model.image_id, prompt_id: model.prompt_id };
    navigate(
      task?.batch_id
        ? paths.fashionFactory({ ...ids, batch_id: task.batch_id, record_id: task.record_id })
        : paths.modelingContent(ids),
      { replace },
    );
    return result;
  };

  return { ...creation, submit };
}
