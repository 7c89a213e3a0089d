import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ImageDetail } from '@/api/types';
import { Carousel, type CarouselItem } from '@/components/Carousel';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { ModelSelect } from '@/components/generator/ModelSelect';
import { PromptField, promptFieldProps } from '@/components/generator/PromptField';
import {
  DEFAULT_IMAGE_MODEL,
  IMAGE_MODELS,
  isImageModel,
  promptProblem,
  type ImageModelValue,
} from '@/components/generator/rules';
import { useDownload } from '@/hooks/useDownload';
import { CreationColumns } from '@/components/CreationColumns';
import { RecipeMenu } from '@/components/catalogue/RecipeMenu';
import { UseInMenu } from '@/components/catalogue/UseInMenu';
import { CreationPanel } from '@/components/generator/CreationPanel';
import { EmptyState } from '@/components/EmptyState';
import { DownloadButton } from '@/components/DownloadButton';
import { useForm } from '@/hooks/useForm';
import { UPLOAD_PRESETS, useUploader } from '@/hooks/useUploader';
import { TaskPollers, thumbStateOf } from '@/features/tasks';
import { useRestoreRunning } from '@/features/tasks';
import { imageUrl } from '@/utils/imageUrl';
import { toast } from '@/utils/toast';
import { GENERATOR_VIEWER_FIT, IMAGE_WIDTHS, MODELING_FUNCTION_KEY, MODELING_SCOPE } from '../constants';
import { useModelingT } from '../i18n';
import { useRelatedGeneration } from '../hooks/useRelatedGeneration';
import { ClothingUpload } from './ClothingUpload';
import { BatchButton, batchT } from '@/features/batch';

export interface GeneratorPanelProps {
  /** The loaded product image; null while it loads (Generate waits, disabled). */
  image: ImageDetail | null;
  imageId: number | null;
  promptId: number | null;
  onGenerated: () => void;
}

/**
 * Spec 3 §2.4 image generator panel: on the left the generated images with a download icon each and
 * their thumbnails (pending not clickable, 'Generating', 'Failed. Try again?'); on the right the form —
 * required prompt, product thumbnail, model, clothing uploads (selectable) and Generate with its cost.
 */
interface Values {
  prompt: string;
  model: ImageModelValue;
  /** Clothing uploads attached to the generation. */
  selected: number[];
}

export function GeneratorPanel({ image, imageId, promptId, onGenerated }: GeneratorPanelProps) {
  const t = useModelingT();
  const download = useDownload();
  const [index, setIndex] = useState(0);
  const form = useForm<Values>({
    initial: { prompt: '', model: DEFAULT_IMAGE_MODEL, selected: [] },
    rules: { prompt: (value) => promptProblem(value) ?? undefined },
    onSubmit: async ({ prompt, model }) => {
      if (!imageId) return;
      const recordId = await generation.creation.submit({
        image_id: imageId,
        prompt_id: promptId,
        prompt: prompt.trim(),
        images: attached,
        model,
      });
      if (recordId) setIndex(0);
    },
  });
  const uploader = useUploader({
    ...UPLOAD_PRESETS.models,
    failureMessage: t('modeling.msg.uploadFailed'),
    onUploaded: (uploaded) => {
      toast.success(t('modeling.msg.uploaded'));
      form.setValues((current) => ({ selected: [...current.selected, uploaded.image_id] }));
    },
    onError: (message) => toast.error(message),
  });
  const attached = uploader.images
    .filter((item) => form.values.selected.includes(item.image_id))
    .map((item) => item.path);
  const generation = useRelatedGeneration(MODELING_SCOPE(imageId ?? 'none'), onGenerated, {
    attached: attached.length,
    blockers: [!image && t('modeling.loadingProduct'), uploader.uploading > 0 && t('modeling.waitForUpload')],
  });
  const { creation } = generation;
  // Spec 3 §4.1: running records of this image from the history are restored and polled on load.
  useRestoreRunning(MODELING_FUNCTION_KEY, imageId, generation.restore, { label: t('modeling.taskLabel') });

  const related = (image?.images_desc ?? []).filter((desc) => !desc.is_main && desc.image_id !== imageId);
  const items: CarouselItem[] = [
    ...generation.items.map((item): CarouselItem => ({
      key: item.tempId,
      kind: 'image',
      label:
        item.phase === 'failure' || item.phase === 'cancel'
          ? (item.reason ?? t('modeling.failed'))
          : t('modeling.generating'),
      state: thumbStateOf(item.phase),
      canRetry: item.canRetry,
      ratio: '3:4',
    })),
    ...related.map((desc, i): CarouselItem => ({
      key: `image:${desc.image_id}`,
      kind: 'image',
      src: imageUrl(desc.path, { width: IMAGE_WIDTHS.main }),
      thumb: imageUrl(desc.path, { width: IMAGE_WIDTHS.thumb }),
      label: t('modeling.generatedImage', { number: i + 1 }),
    })),
  ];
  const pictureOf = (key: string) => {
    const desc = related.find((candidate) => `image:${candidate.image_id}` === key);
    return desc ? { image_id: desc.image_id, path: desc.path } : null;
  };
  const pathOf = (key: string) => pictureOf(key)?.path ?? '';

  return (
    <CreationColumns panelWidth={340} sideFrom="lg">
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Carousel
          fit={GENERATOR_VIEWER_FIT}
          items={items}
          index={index}
          onIndexChange={setIndex}
          label={t('modeling.generatedImages')}
          original={
            image
              ? {
                  src: imageUrl(image.path, { width: IMAGE_WIDTHS.main }),
                  label: t('modeling.originalImage'),
                }
              : undefined
          }
          onRetry={(item) => void generation.retry(item.key)}
          renderDownload={(item) => (
            <>
              <DownloadButton path={pathOf(item.key)} label={item.label} download={download} />
              {pictureOf(item.key) && (
                <UseInMenu
                  name={item.label}
                  picture={{ ...pictureOf(item.key)!, from: 'modeling', date: new Date().toISOString() }}
                />
              )}
            </>
          )}
          empty={
            <EmptyState
              title={t('modeling.generatedEmpty')}
              example={image && <img src={imageUrl(image.path, { width: IMAGE_WIDTHS.main })} alt="" />}
            />
          }
        />
        <TaskPollers recordIds={generation.items.map((item) => item.recordId)} />
        {generation.items.some((item) => item.phase === 'pending' || item.phase === 'processing') && (
          <Alert severity="info" role="status" sx={{ mt: 1 }}>
            {t('modeling.msg.creating')}
          </Alert>
        )}
      </Box>
      <CreationPanel
        aria-label={t('modeling.generate')}
        onSubmit={form.handleSubmit}
        header={
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <RecipeMenu
              tool="modeling"
              current={() => ({
                prompt: form.values.prompt,
                templateIds: promptId ? [promptId] : [],
                model: form.values.model,
              })}
              onApply={(recipe) =>
                form.setValues({
                  prompt: recipe.prompt,
                  ...(isImageModel(recipe.model) ? { model: recipe.model } : {}),
                })
              }
            />
          </Stack>
        }
        prompt={
          <PromptField
            {...promptFieldProps(form, 'prompt')}
            required
            placeholder={t('modeling.lookPrompt')}
          />
        }
        source={
          <>
            <Box>
              <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
                {t('modeling.product')}
              </Typography>
              {image ? (
                <Box
                  component="img"
                  src={imageUrl(image.path, { width: IMAGE_WIDTHS.thumb })}
                  alt={image.name || t('modeling.product')}
                  sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                />
              ) : (
                <Skeleton
                  variant="rounded"
                  width={96}
                  height={96}
                  aria-label={t('modeling.loadingProductPicture')}
                />
              )}
            </Box>
            <ClothingUpload
              label={t('modeling.uploadClothing')}
              images={uploader.images}
              inFlight={uploader.inFlight}
              onFiles={(files) => void uploader.add(files)}
              disabled={uploader.isFull}
              selected={form.values.selected}
              onToggle={(id) =>
                form.setValues(({ selected }) => ({
                  selected: selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id],
                }))
              }
              inputTestId="modeling-clothing-input"
            />
          </>
        }
        model={
          <ModelSelect
            options={IMAGE_MODELS}
            value={form.values.model}
            onChange={(model) => form.setValue('model', model)}
          />
        }
        generate={
          <>
            <GenerateButton type="submit" label={t('modeling.generate')} {...creation.button} />
            <BatchButton
              tool="modeling"
              functionKey={MODELING_FUNCTION_KEY}
              perProduct={1}
              blocked={form.values.prompt.trim() ? null : batchT('batch.noPrompt')}
              settings={{ prompt: form.values.prompt, templateIds: [], model: form.values.model, promptId }}
            />
          </>
        }
      />
    </CreationColumns>
  );
}
