import { useNavigate } from 'react-router-dom';
import type { DescImageRequest } from '@/api/types';
import { TASK_SCOPES, usePendingTasks, useCreationSubmit } from '@/features/tasks';
import { useSignedIn } from '@/hooks/useSignedIn';
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
 * view's pending tasks so it is already polling when the user lands there. Paid work, so it goes through the
 * one creation submit (a click while one is on its way does nothing; a balance below the cost stops it before
 * anything is sent, as the server's 402 does, with the way to /payment); the result is that submit's shape.
 */
export function useVariation(imageId: number | null, ratio: string | null | undefined) {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [create] = useCreateDescImagesMutation();
  const tasks = usePendingTasks<Submitted>(TASK_SCOPES.inspiration, {
    label: infoT('info.task'),
    submit: async ({ ar: _ar, ...item }) => {
      const created = await create([item]).unwrap();
      const recordId = created.tasks[0]?.record_id;
      if (!recordId) throw new Error(infoT('info.submitFailed'));
      return recordId;
    },
  });
  const creation = useCreationSubmit<{ imageId: number; preset: VariationPreset }, string>({
    functionKey: VARIATION_FUNCTION_KEY,
    // A visitor has no balance to check (the call sends them to sign in); the detail page asks nothing for them.
    cost: { skip: !signedIn },
    send: ({ imageId: image_id, preset }) =>
      tasks.submit({
        image_id,
        prompt: PRESET_PROMPTS[preset],
        model: VARIATION_MODEL,
        api_platform: VARIATION_PLATFORM,
        function_key: VARIATION_FUNCTION_KEY,
        ...(ratio ? { ar: ratio } : {}),
      }),
    failure: infoT('info.submitFailed'),
  });

  const submit = async (preset: VariationPreset) => {
    if (!imageId) {
      toast.error(infoT('info.invalidImage'));
      return undefined;
    }
    const recordId = await creation.submit({ imageId, preset });
    if (recordId !== undefined) navigate(paths.inspiration({ reset: true }));
    return recordId;
  };

  return { ...creation, submit };
}
