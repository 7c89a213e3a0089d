import { RetryAlert } from '@/components/RetryAlert';
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { useGetCategoryPromptsQuery } from '@/api/endpoints/prompts';
import { ImageDropZone } from '@/components/ImageDropZone';
import { CreationPanel } from '@/components/generator/CreationPanel';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { ModelSelect } from '@/components/generator/ModelSelect';
import { PromptField, promptFieldProps } from '@/components/generator/PromptField';
import { VIDEO_COST_LABEL } from '@/components/generator/rules';
import { TaskPollers } from '@/features/tasks';
import { UPLOAD_PRESETS, useUploader, type UploadedImage } from '@/hooks/useUploader';
import { imageUrl } from '@/utils/imageUrl';
import { toast } from '@/utils/toast';
import { useGetVideoModelTypesQuery } from '../api';
import { EFFECTS_SHOWN, PICTURES_SHOWN, VIDEO_TEMPLATE_TYPE } from '../constants';
import { useVideoT } from '../i18n';
import { useFailureToasts } from '../hooks/useFailureToasts';
import { useVideoGeneration } from '../hooks/useVideoGeneration';
import type { VideoPicture } from '../utils';
import { EffectCard } from './EffectCard';
import { EffectsModal } from './EffectsModal';
import { VideoRecipeMenu } from './VideoRecipeMenu';
import { PickTile, TilePicture } from '@/components/PickTile';

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
  const [showAllPictures, setShowAllPictures] = useState(false);
  const [effectsOpen, setEffectsOpen] = useState(false);

  const models = useGetVideoModelTypesQuery();
  const effectsQuery = useGetCategoryPromptsQuery({
    type: VIDEO_TEMPLATE_TYPE,
    ...(categoryId ? { category_id: categoryId } : {}),
  });
  const effects = useMemo(() => effectsQuery.data ?? [], [effectsQuery.data]);
  const uploader = useUploader({
    ...UPLOAD_PRESETS.single,
    onUploaded: (image) => onUploaded?.(image),
    onError: (message) => toast.error(message),
  });
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
  const shownPictures = showAllPictures ? pictures : pictures.slice(0, PICTURES_SHOWN);
  const shownEffects = effects.slice(0, EFFECTS_SHOWN);
  // An effect picked in the modal beyond the first four is shown first in the row.
  const chosenHidden = effects.find((e) => e.prompt_id === effectId && !shownEffects.includes(e));
  const rowEffects = chosenHidden
    ? [chosenHidden, ...shownEffects.slice(0, EFFECTS_SHOWN - 1)]
    : shownEffects;
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
          <Box>
            <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
              {t('video.picture')}
            </Typography>
            {pictures.length === 0 ? (
              <ImageDropZone
                onFiles={(files) => void uploader.add(files)}
                inputLabel={t('video.upload')}
                inputTestId="video-upload-file"
              >
                {(open) => (
                  <Button
                    variant="outlined"
                    startIcon={uploader.uploading ? <CircularProgress size={16} /> : <CloudUploadIcon />}
                    onClick={open}
                    disabled={uploader.uploading > 0}
                    fullWidth
                  >
                    {uploader.uploading
                      ? t('video.uploadingPercent', { progress: uploader.inFlight[0]?.progress ?? 0 })
                      : t('video.upload')}
                  </Button>
                )}
              </ImageDropZone>
            ) : (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                {shownPictures.map((item, index) => (
                  <PickTile
                    key={item.image_id}
                    selected={item.image_id === picture?.image_id}
                    aria-label={item.label ?? t('video.pictureNumber', { number: index + 1 })}
                    onClick={() => form.setValue('pictureId', item.image_id)}
                    sx={[
                      { width: 60, height: 60 },
                      item.image_id !== picture?.image_id && { borderColor: 'transparent' },
                    ]}
                  >
                    <TilePicture src={imageUrl(item.path, { width: 120 })} />
                  </PickTile>
                ))}
                {!showAllPictures && pictures.length > PICTURES_SHOWN && (
                  <Button size="small" onClick={() => setShowAllPictures(true)}>
                    {t('video.morePictures', { count: pictures.length - PICTURES_SHOWN })}
                  </Button>
                )}
              </Stack>
            )}
          </Box>
        }
        model={
          <Box>
            <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
              {t('video.model')}
            </Typography>
            {models.isLoading ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={16} aria-hidden />
                <Typography variant="body2">{t('video.loading')}</Typography>
              </Stack>
            ) : models.isError ? (
              <RetryAlert message={t('video.modelsError')} onRetry={() => void models.refetch()} />
            ) : !models.data?.length ? (
              <Typography variant="body2">{t('video.msg.noModels')}</Typography>
            ) : (
              <ModelSelect
                label={t('video.modelSelect')}
                options={models.data.map((item) => ({
                  value: item.value,
                  label: item.label,
                  cost: VIDEO_COST_LABEL,
                }))}
                value={form.values.model}
                onChange={(model) => form.setValue('model', model)}
              />
            )}
          </Box>
        }
        choices={
          <Box>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography component="h3" variant="subtitle2">
                {t('video.effects')}
              </Typography>
              {effects.length > EFFECTS_SHOWN && (
                <Button size="small" onClick={() => setEffectsOpen(true)}>
                  {t('video.more', { count: effects.length - EFFECTS_SHOWN })}
                </Button>
              )}
            </Stack>
            {effectsQuery.isLoading ? (
              <Typography variant="body2" role="status">
                {t('video.loading')}
              </Typography>
            ) : effectsQuery.isError ? (
              <RetryAlert message={t('video.effectsError')} onRetry={() => void effectsQuery.refetch()} />
            ) : (
              <Box
                role="group"
                aria-label={t('video.effects')}
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1 }}
              >
                {rowEffects.map((effect) => (
                  <EffectCard
                    key={effect.prompt_id}
                    effect={effect}
                    selected={effect.prompt_id === effectId}
                    onSelect={chooseEffect}
                    height={96}
                  />
                ))}
              </Box>
            )}
          </Box>
        }
        generate={<GenerateButton type="submit" label={t('video.generate')} {...creation.button} />}
      />
      <EffectsModal
        open={effectsOpen}
        effects={effects}
        selectedId={effectId}
        onClose={() => setEffectsOpen(false)}
        onConfirm={(id) => {
          chooseEffect(id);
          setEffectsOpen(false);
        }}
      />
    </>
  );
}
