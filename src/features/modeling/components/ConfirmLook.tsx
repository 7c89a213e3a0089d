import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCreateDescImagesMutation } from '@/api/endpoints/generation';
import { useGetModelTemplatesQuery } from '@/api/endpoints/templates';
import { UPLOAD_PRESETS, useUploader } from '@/hooks/useUploader';
import { tasksT, useBatchPolling, useCreationSubmit } from '@/features/tasks';
import type { BatchCreated, DescImageRequest } from '@/api/types';
import { imageUrl } from '@/utils/imageUrl';
import { toast } from '@/utils/toast';
import { DEFAULT_IMAGE_MODEL } from '@/components/generator/rules';
import { IMAGE_WIDTHS, MODELING_FUNCTION_KEY, PHOTOSET_DELAY_MS } from '../constants';
import { useMainImage } from '../hooks/useMainImage';
import { useOutfitRestore } from '../hooks/useOutfitRestore';
import { useModelingT } from '../i18n';
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
import { ClothingUpload } from './ClothingUpload';
import { RetryAlert } from '@/components/RetryAlert';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { PageHeader } from '@/components/PageHeader';

export interface ConfirmLookProps {
  imageId: number | null;
  rawImageId: string | null;
  promptId: number | null;
  /** The outfit batch (after Generate outfit, or from Try On). */
  batchId: string | null;
  /** The user started over on purpose: nothing is restored from the history. */
  reset?: boolean;
  /** The outfit batch to show: just created, or `restored` from the history on load. */
  onOutfitBatch: (batchId: string, recordId: string | null, restored?: boolean) => void;
  onPhotoset: (batchId: string) => void;
  onBack: () => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stage 'Confirm the look' (spec 3 §2.5, §4.3, §5): the main image, an optional clothing upload,
 * Generate outfit (one task per prompt description, placeholders while they run), then Next, which
 * creates the photoset batch, waits 2 s and switches to the photoset view.
 */
export function ConfirmLook({
  imageId,
  rawImageId,
  promptId,
  batchId,
  reset = false,
  onOutfitBatch,
  onPhotoset,
  onBack,
}: ConfirmLookProps) {
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

  // Both steps create a batch and are paid per task (spec 3 §9): one creation submit each.
  const sendBatch = async (items: DescImageRequest[]): Promise<BatchCreated & { batch_id: string }> => {
    const created = await create(items).unwrap();
    const batch_id = created.tasks[0]?.batch_id;
    if (!batch_id) throw new CreateFailedError(t);
    return { ...created, batch_id };
  };
  const batchMessages = {
    success: (created: BatchCreated) => modelingMessages(t).submitted(created.tasks.length),
    failure: (error: unknown) =>
      isCreateFailed(error) ? t('modeling.msg.createFailed') : t('modeling.msg.submitFailed'),
  };
  const outfitCreation = useCreationSubmit({
    functionKey: MODELING_FUNCTION_KEY,
    cost: { multiplier: descriptions.length },
    send: sendBatch,
    ...batchMessages,
    // It counts the outfits on their way, not the pictures uploaded: 'with 2 images' after one garment read wrong.
    success: (created: BatchCreated) => t('modeling.msg.outfitsSubmitted', { count: created.tasks.length }),
    blockers: [
      // The outfit is drawn on the look: not before the user sees it (while it loads, or after it failed).
      Boolean(imageId) && !main.image && (main.errorText ?? t('modeling.loadingLook')),
      outfit.isRunning && t('modeling.msg.creating'),
      uploader.uploading > 0 && t('modeling.waitForUpload'),
    ],
  });
  const photosetCreation = useCreationSubmit({
    functionKey: MODELING_FUNCTION_KEY,
    cost: { multiplier: targets?.length ?? 1 },
    send: sendBatch,
    ...batchMessages,
  });
  const [starting, setStarting] = useState(false);

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

  const next = async () => {
    if (!targets) {
      toast.error(t('modeling.msg.noHistory'));
      return;
    }
    const prompt = defaultOutfitPrompt(t);
    setStarting(true);
    const created = await photosetCreation.submit(
      targets.map((target) => ({
        image_id: target,
        prompt_id: promptId,
        model: DEFAULT_IMAGE_MODEL,
        prompt,
        images: clothing,
      })),
    );
    if (created) {
      // Spec 3 §4.3 / §9: a 2-second wait before the photoset view.
      await wait(PHOTOSET_DELAY_MS);
      onPhotoset(created.batch_id);
    }
    setStarting(false);
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader title={t('modeling.confirmTitle')} sx={{ mb: 0 }} />
      {main.errorText && <RetryAlert message={main.errorText} onRetry={() => void main.refetch()} />}
      <Box
        sx={{
          display: 'grid',
          // Side by side from md, the controls wider than the look: Back, Generate outfit and Next share one row.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
          gap: 2,
        }}
      >
        <Box>
          {main.image ? (
            <Box
              component="img"
              src={imageUrl(main.image.path, { width: IMAGE_WIDTHS.main })}
              alt={main.image.name || t('modeling.theLook')}
              sx={{
                width: '100%',
                maxHeight: 520,
                objectFit: 'contain',
                borderRadius: 2,
                bgcolor: 'grey.100',
                display: 'block',
              }}
            />
          ) : (
            !main.errorText && (
              <Box
                role="status"
                aria-busy="true"
                aria-label={t('modeling.loadingLook')}
                sx={{ width: '100%', aspectRatio: '3 / 4', bgcolor: 'grey.100', borderRadius: 2 }}
              />
            )
          )}
        </Box>
        <Stack spacing={2}>
          <ClothingUpload
            label={t('modeling.uploadClothingImage')}
            images={clothingShown}
            inFlight={uploader.inFlight}
            onFiles={(files) => void uploader.add(files)}
            inputTestId="clothing-input"
          />
          {uploader.error && <Alert severity="error">{uploader.error}</Alert>}
          {photos.length > 0 && (
            <Box
              component="ul"
              aria-label={t('modeling.outfits')}
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}
            >
              {photos.map((photo, index) => (
                <Box component="li" key={photo.key}>
                  {photo.path ? (
                    <Box
                      component="img"
                      src={imageUrl(photo.path, { width: IMAGE_WIDTHS.thumb })}
                      alt={t('modeling.outfit', { number: index + 1 })}
                      sx={{ width: 120, height: 160, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                    />
                  ) : (
                    <Box
                      role="status"
                      aria-label={t('modeling.outfitGenerating', { number: index + 1 })}
                      sx={{
                        width: 120,
                        height: 160,
                        borderRadius: 1,
                        bgcolor: 'grey.200',
                        display: 'grid',
                        placeItems: 'center',
                      }}
                    >
                      <Typography variant="caption">{t('modeling.generating')}</Typography>
                    </Box>
                  )}
                </Box>
              ))}
            </Box>
          )}
          {outfit.isRunning && (
            <Alert severity="info" role="status">
              {t('modeling.msg.creating')}
            </Alert>
          )}
          {/* On a phone one under the other, full width: Next never wraps alone under the other two. */}
          <Stack
            data-testid="look-actions"
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ flexWrap: { sm: 'wrap' }, gap: 1, alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <Button variant="outlined" onClick={onBack}>
              {t('modeling.back')}
            </Button>
            <GenerateButton
              fullWidth={false}
              label={t('modeling.generateOutfit')}
              {...outfitCreation.button}
              onClick={() => void generateOutfit()}
            />
            {results.length > 0 && (
              <GenerateButton
                fullWidth={false}
                label={t('modeling.next')}
                cost={photosetCreation.cost}
                busy={starting || photosetCreation.isSubmitting}
                disabledReason={outfitCreation.isSubmitting ? tasksT('tasks.submitting') : null}
                creditsProblem={photosetCreation.creditsProblem}
                creditsBack={photosetCreation.button.creditsBack}
                onClick={() => void next()}
              />
            )}
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
}
