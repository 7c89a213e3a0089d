import { useState } from 'react';
import { useCreateDescImagesMutation } from '@/api/endpoints/generation';
import { useGetModelTemplatesQuery } from '@/api/endpoints/templates';
import { UPLOAD_PRESETS, useUploader } from '@/hooks/useUploader';
import { useBatchPolling, useCreationSubmit } from '@/features/tasks';
import type { BatchCreated, DescImageRequest } from '@/api/types';
import { toast } from '@/utils/toast';
import { DEFAULT_IMAGE_MODEL } from '@/components/generator/rules';
import { MODELING_FUNCTION_KEY, PHOTOSET_DELAY_MS } from '../constants';
import { useMainImage } from './useMainImage';
import { useOutfitRestore } from './useOutfitRestore';
import { useModelingT, type ModelingTranslate } from '../i18n';
import {
  batchPhotos,
  CreateFailedError,
  defaultOutfitPrompt,
  descriptionsOf,
  isCreateFailed,
  outfitClothing,
  modelingMessages,
  outfitProblem,
  photosetTargets,
} from '../utils';
import type { ConfirmLookProps } from '../components/ConfirmLook';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Both steps create a batch and are paid per task (spec 3 §9): one creation submit each, sending through this
 * (a batch without an id is a failure) and wording the outcome alike.
 */
function batchSubmit(create: ReturnType<typeof useCreateDescImagesMutation>[0], t: ModelingTranslate) {
  return {
    send: async (items: DescImageRequest[]): Promise<BatchCreated & { batch_id: string }> => {
      const created = await create(items).unwrap();
      const batch_id = created.tasks[0]?.batch_id;
      if (!batch_id) throw new CreateFailedError(t);
      return { ...created, batch_id };
    },
    success: (created: BatchCreated) => modelingMessages(t).submitted(created.tasks.length),
    failure: (error: unknown) =>
      isCreateFailed(error) ? t('modeling.msg.createFailed') : t('modeling.msg.submitFailed'),
  };
}

/** Next: the photoset batch of the look and its results, then (spec 3 §4.3 / §9) a 2-second wait before the view. */
function usePhotosetStep({
  targets,
  promptId,
  clothing,
  batch,
  onPhotoset,
}: {
  targets: number[] | null;
  promptId: number | null;
  clothing: string[];
  batch: ReturnType<typeof batchSubmit>;
  onPhotoset: (batchId: string) => void;
}) {
  const t = useModelingT();
  const creation = useCreationSubmit({
    functionKey: MODELING_FUNCTION_KEY,
    cost: { multiplier: targets?.length ?? 1 },
    ...batch,
  });
  const [starting, setStarting] = useState(false);
  const next = async () => {
    if (!targets) {
      toast.error(t('modeling.msg.noHistory'));
      return;
    }
    const prompt = defaultOutfitPrompt(t);
    setStarting(true);
    const created = await creation.submit(
      targets.map((target) => ({
        image_id: target,
        prompt_id: promptId,
        model: DEFAULT_IMAGE_MODEL,
        prompt,
        images: clothing,
      })),
    );
    if (created) {
      await wait(PHOTOSET_DELAY_MS);
      onPhotoset(created.batch_id);
    }
    setStarting(false);
  };
  return { creation, starting, next };
}

/**
 * The state and the two paid steps of 'Confirm the look' (spec 3 §2.5, §4.3, §5): the main image, the clothing
 * uploads, the outfit batch (restored from the history on load), Generate outfit and Next (the photoset batch,
 * then a 2-second wait). Each step is one creation submit.
 */
export function useConfirmLook({
  imageId,
  rawImageId,
  promptId,
  batchId,
  reset = false,
  onOutfitBatch,
  onPhotoset,
}: Omit<ConfirmLookProps, 'onBack'>) {
  const t = useModelingT();
  const main = useMainImage(imageId);
  const templates = useGetModelTemplatesQuery();
  const template = templates.data?.find((item) => item.prompt_id === promptId);
  const descriptions = descriptionsOf(template);
  const uploader = useUploader({ ...UPLOAD_PRESETS.multi, failureMessage: t('modeling.msg.uploadFailed') });
  const [create] = useCreateDescImagesMutation();
  useOutfitRestore({
    imageId,
    promptId,
    batchId,
    reset,
    onRestore: (found, recordId) => onOutfitBatch(found, recordId, true),
  });
  const outfit = useBatchPolling(batchId, t('modeling.msg.unknownError'));
  // The clothing the outfits were made with, kept by their tasks: a reload shows (and Next uses) it again.
  const clothingShown = uploader.images.length > 0 ? uploader.images : outfitClothing(outfit.tasks);
  const clothing = clothingShown.map((image) => image.path);
  const photos = batchPhotos(outfit.tasks);
  const results = photos.filter((photo) => !photo.running && photo.imageId !== null);
  const targets = photosetTargets([imageId ?? 0, ...results.map((photo) => photo.imageId as number)]);

  const batch = batchSubmit(create, t);
  const outfitCreation = useCreationSubmit({
    functionKey: MODELING_FUNCTION_KEY,
    cost: { multiplier: descriptions.length },
    ...batch,
    // It counts the outfits on their way, not the pictures uploaded: 'with 2 images' after one garment read wrong.
    success: (created: BatchCreated) => t('modeling.msg.outfitsSubmitted', { count: created.tasks.length }),
    blockers: [
      // The outfit is drawn on the look: not before the user sees it (while it loads, or after it failed).
      Boolean(imageId) && !main.image && (main.errorText ?? t('modeling.loadingLook')),
      outfit.isRunning && t('modeling.msg.creating'),
      uploader.uploading > 0 && t('modeling.waitForUpload'),
    ],
  });
  const photoset = usePhotosetStep({ targets, promptId, clothing, batch, onPhotoset });

  const generateOutfit = async () => {
    const problem = outfitProblem({ imageId: rawImageId, clothing, descriptions }, t);
    if (problem) {
      toast.error(problem);
      return;
    }
    const created = await outfitCreation.submit(
      descriptions.map((prompt) => ({
        image_id: Number(imageId),
        prompt_id: promptId,
        model: DEFAULT_IMAGE_MODEL,
        prompt,
        images: clothing,
      })),
    );
    if (created) onOutfitBatch(created.batch_id, created.tasks[0]?.record_id ?? null);
  };

  return {
    main,
    uploader,
    clothingShown,
    photos,
    results,
    outfit,
    outfitCreation,
    photosetCreation: photoset.creation,
    starting: photoset.starting,
    generateOutfit,
    next: photoset.next,
  };
}
