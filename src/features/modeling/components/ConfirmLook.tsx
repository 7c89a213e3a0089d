import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { tasksT } from '@/features/tasks';
import { RetryAlert } from '@/components/RetryAlert';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { PageHeader } from '@/components/PageHeader';
import { useConfirmLook } from '../hooks/useConfirmLook';
import { useModelingT } from '../i18n';
import { ClothingUpload } from './ClothingUpload';
import { LookImage } from './LookImage';
import { OutfitThumbs } from './OutfitThumbs';

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

/**
 * Stage 'Confirm the look' (spec 3 §2.5, §4.3, §5): the main image, an optional clothing upload,
 * Generate outfit (one task per prompt description, placeholders while they run), then Next, which
 * creates the photoset batch, waits 2 s and switches to the photoset view.
 */
export function ConfirmLook(props: ConfirmLookProps) {
  const { onBack } = props;
  const t = useModelingT();
  const {
    main,
    uploader,
    clothingShown,
    photos,
    results,
    outfit,
    outfitCreation,
    photosetCreation,
    starting,
    generateOutfit,
    next,
  } = useConfirmLook(props);

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
        <LookImage image={main.image} failed={Boolean(main.errorText)} />
        <Stack spacing={2}>
          <ClothingUpload
            label={t('modeling.uploadClothingImage')}
            images={clothingShown}
            inFlight={uploader.inFlight}
            onFiles={(files) => void uploader.add(files)}
            inputTestId="clothing-input"
          />
          {uploader.error && <Alert severity="error">{uploader.error}</Alert>}
          {photos.length > 0 && <OutfitThumbs photos={photos} />}
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
