import { useEffect } from 'react';
import type { PromptTemplate, VideoModelType } from '@/api/types';
import { VIDEO_COST_LABEL } from '@/components/generator/rules';
import { useCreationSubmit } from '@/features/tasks';
import { useForm } from '@/hooks/useForm';
import { useHandedPrompt } from '@/hooks/useHandedPrompt';
import { toast } from '@/utils/toast';
import { VIDEO_FUNCTION_KEY } from '../constants';
import { useVideoT } from '../i18n';
import type { VideoPicture } from '../utils';
import { NoRecordError, useVideoTasks, type VideoSubmit } from './useVideoTasks';

interface Values {
  prompt: string;
  pictureId: number | null;
  model: string;
  effectId: number | null;
}

export interface VideoGenerationInput {
  scope: string;
  fallbackReason?: string;
  pictures: readonly VideoPicture[];
  /** The offered models (runway and pollo seedance lite already left out); undefined while loading. */
  models: readonly VideoModelType[] | undefined;
  effects: readonly PromptTemplate[];
  /** An upload in the panel's box is on its way. */
  uploading: boolean;
  onSubmitted?: (recordId?: string) => void;
}

const effectText = (effect: PromptTemplate) =>
  (typeof effect.description === 'string' ? effect.description : '') || effect.name;

/**
 * The video panel's form (useForm) and its creation submit (spec 3 §5, §8): the first picture and the
 * first model are chosen by default — without a model the spec ignores a submission silently, so none
 * chosen meant a Generate that did nothing — an animation effect is required ('Choice of animation
 * effects'), an empty prompt takes the effect's own.
 */
export function useVideoGeneration(input: VideoGenerationInput) {
  const { scope, fallbackReason, pictures, models, effects, uploading, onSubmitted } = input;
  const t = useVideoT();
  const tasks = useVideoTasks(scope, fallbackReason);
  const handedPrompt = useHandedPrompt();
  const form = useForm<Values>({
    initial: { prompt: handedPrompt, pictureId: pictures[0]?.image_id ?? null, model: '', effectId: null },
    onSubmit: async (values) => {
      const picture = pictures.find((item) => item.image_id === values.pictureId) ?? pictures[0];
      const effect = effects.find((item) => item.prompt_id === values.effectId);
      // Spec 3 §5: an info message, nothing submitted. (A field rule showed nowhere: the effects row has no
      // helper text, so Generate did nothing and said nothing.)
      if (!effect) {
        toast.info(t('video.msg.needEffect'));
        return;
      }
      // Spec 3 §5: without a model the submission is ignored (the first is chosen by default).
      if (!picture || !values.model) return;
      const recordId = await creation.submit({
        image_id: picture.image_id,
        modelType: values.model,
        prompt: values.prompt.trim() || effectText(effect),
        prompt_id: effect.prompt_id,
        picture: picture.path,
      });
      if (recordId) onSubmitted?.(recordId);
    },
  });

  const { setValue } = form;
  const firstModel = models?.[0]?.value;
  const noModel = form.values.model === '';
  useEffect(() => {
    if (firstModel && noModel) setValue('model', firstModel);
  }, [firstModel, noModel, setValue]);

  const creation = useCreationSubmit<VideoSubmit, string>({
    functionKey: VIDEO_FUNCTION_KEY,
    cost: { fixedLabel: VIDEO_COST_LABEL },
    send: tasks.submit,
    success: t('video.msg.submitted'),
    // The typed prompt, not the effect's own that stands in for an empty one.
    prompt: () => form.values.prompt,
    failure: (error) =>
      error instanceof NoRecordError ? t('video.msg.noRecord') : t('video.msg.requestFailed'),
    blockers: [
      uploading && t('video.waitForUpload'),
      pictures.length === 0 && t('video.msg.needPicture'),
      models === undefined && t('video.loadingModels'),
      models?.length === 0 && t('video.msg.noModels'),
    ],
  });

  return { tasks, form, creation };
}
