import { useNavigate } from 'react-router-dom';
import { readApiError } from '@/api/http';
import type { DescImageRequest } from '@/api/types';
import { TASK_SCOPES, usePendingTasks } from '@/features/tasks';
import { toast } from '@/utils/toast';
import { useCreateDescImagesMutation } from '@/api/endpoints/generation';
import {
  PRESET_PROMPTS,
  VARIATION_FUNCTION_KEY,
  VARIATION_MODEL,
  VARIATION_PLATFORM,
  type VariationPreset,
} from '../constants';
import { infoT } from '../i18n';
import { paths } from '@/utils/paths';

/** What the inspiration list shows for the pending item until the history lists it. */
type Submitted = Omit<DescImageRequest, 'ar'> & { ar?: string };

/**
 * Spec 2 §2 'More Creations': one imageChat item with the preset prompt, added to the inspiration
 * view's pending tasks so it is already polling when the user lands there.
 */
export function useVariation(imageId: number | null, ratio: string | null | undefined) {
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateDescImagesMutation();
  const tasks = usePendingTasks<Submitted>(TASK_SCOPES.inspiration, {
    label: infoT('info.task'),
    submit: async ({ ar: _ar, ...item }) => {
      const created = await create([item]).unwrap();
      const recordId = created.tasks[0]?.record_id;
      if (!recordId) throw new Error(infoT('info.submitFailed'));
      return recordId;
    },
  });

  const trigger = async (preset: VariationPreset) => {
    if (!imageId) {
      toast.error(infoT('info.invalidImage'));
      return;
    }
    try {
      await tasks.submit({
        image_id: imageId,
        prompt: PRESET_PROMPTS[preset],
        model: VARIATION_MODEL,
        api_platform: VARIATION_PLATFORM,
        function_key: VARIATION_FUNCTION_KEY,
        ...(ratio ? { ar: ratio } : {}),
      });
      navigate(paths.inspiration({ reset: true }));
    } catch (error) {
      const { code, message } = readApiError(error);
      toast.error(code === 402 && message ? message : infoT('info.submitFailed'));
    }
  };

  return { trigger, isLoading };
}
