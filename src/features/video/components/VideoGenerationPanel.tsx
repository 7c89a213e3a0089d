import { useMemo } from 'react';
import { useGetCategoryPromptsQuery } from '@/api/endpoints/prompts';
import { CreationPanel } from '@/components/generator/CreationPanel';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { PromptField, promptFieldProps } from '@/components/generator/PromptField';
import { TaskPollers } from '@/features/tasks';
import { UPLOAD_PRESETS, useUploader, type UploadedImage } from '@/hooks/useUploader';
import { toast } from '@/utils/toast';
import { useGetVideoModelTypesQuery } from '../api';
import { VIDEO_TEMPLATE_TYPE } from '../constants';
import { useVideoT } from '../i18n';
import { useFailureToasts } from '../hooks/useFailureToasts';
import { useVideoGeneration } from '../hooks/useVideoGeneration';
import type { VideoPicture } from '../utils';
import { VideoEffectsChoice } from './VideoEffectsChoice';
import { VideoModelChoice } from './VideoModelChoice';
import { VideoPictureChoice } from './VideoPictureChoice';
import { VideoRecipeMenu } from './VideoRecipeMenu';

export interface VideoGenerationPanelProps {
  /** The pending-task scope of this view's video tasks (e.g. `marketing-video:1001`). */
  scope: string;
  /** Pictures the clip may start from; the first is chosen by default. */
  pictures: readonly VideoPicture[];
  /** The product category (effects are shared by every category when absent). */
  categoryId?: number | null;
  /**
   * Called with a picture uploaded in the panel's upload box, shown when there is no picture
   * (marketing moves to the content route with its image_id, spec 3 §4.2).
   */
  onUploaded?: (image: UploadedImage) => void;
  /** Called with the record id after a submission was accepted. */
  onSubmitted?: (recordId?: string) => void;
  /** Failure reason when the record gives none (marketing: 'unknown reason'). */
  fallbackReason?: string;
}

/** The models and the category's animation effects the panel offers. */
function useVideoChoices(categoryId: number | null | undefined) {
  const models = useGetVideoModelTypesQuery();
  const effectsQuery = useGetCategoryPromptsQuery({
    type: VIDEO_TEMPLATE_TYPE,
    ...(categoryId ? { category_id: categoryId } : {}),
  });
  const effects = useMemo(() => effectsQuery.data ?? [], [effectsQuery.data]);
  return { models, effectsQuery, effects };
}

/** The upload box's uploader (one picture, as the single preset allows); a problem is said in a toast. */
function usePictureUploader(onUploaded: VideoGenerationPanelProps['onUploaded']) {
  return useUploader({
    ...UPLOAD_PRESETS.single,
    onUploaded: (image) => onUploaded?.(image),
    onError: (message) => toast.error(message),
  });
}

/**
 * The shared video generator (spec 3 §2.1 Video tab; reused by modeling): Prompt, 'Choice of picture',
 * Generate ('10+ credits'), 'Choice of model' and 'Choice of animation effects', submitted through the
 * task engine. Key it by the image so a new image resets the form.
 */
export function VideoGenerationPanel({
  scope,
  pictures,
  categoryId,
  onUploaded,
  onSubmitted,
  fallbackReason,
}: VideoGenerationPanelProps) {
  const t = useVideoT();

  const { models, effectsQuery, effects } = useVideoChoices(categoryId);
  const uploader = usePictureUploader(onUploaded);
  const { tasks, form, creation } = useVideoGeneration({
    scope,
    fallbackReason,
    pictures,
    models: models.data,
    effects,
    uploading: uploader.uploading > 0,
    onSubmitted,
  });
  useFailureToasts(tasks.items, 'video');
  const { pictureId, effectId } = form.values;

  const picture = pictures.find((item) => item.image_id === pictureId) ?? pictures[0];
  const chooseEffect = (id: number | null) => form.setValues({ effectId: id });

  return (
    <>
      <TaskPollers recordIds={tasks.items.map((item) => item.recordId)} />
      <CreationPanel
        aria-label={t('video.form')}
        onSubmit={form.handleSubmit}
        header={
          <VideoRecipeMenu
            values={form.values}
            onApply={form.setValues}
            effectIds={effects.map((effect) => effect.prompt_id)}
            models={(models.data ?? []).map((item) => item.value)}
          />
        }
        prompt={
          <PromptField
            {...promptFieldProps(form, 'prompt')}
            label={t('video.prompt')}
            placeholder={t('video.promptPlaceholder')}
            minRows={3}
          />
        }
        source={
          <VideoPictureChoice
            pictures={pictures}
            picture={picture}
            onPick={(id) => form.setValue('pictureId', id)}
            uploader={uploader}
          />
        }
        model={
          <VideoModelChoice
            models={models}
            value={form.values.model}
            onChange={(model) => form.setValue('model', model)}
          />
        }
        choices={
          <VideoEffectsChoice
            effectsQuery={effectsQuery}
            effects={effects}
            effectId={effectId}
            chooseEffect={chooseEffect}
          />
        }
        generate={<GenerateButton type="submit" label={t('video.generate')} {...creation.button} />}
      />
    </>
  );
}
