import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ImageDropZone } from '@/components/ImageDropZone';
import { UPLOAD_PRESETS, useUploader } from '@/hooks/useUploader';
import { toast } from '@/utils/toast';
import type { BatchProduct } from '../store';
import { useBatchT } from '../i18n';

/**
 * Products straight from the computer (issue 45 §1 'or a multi-upload'): several pictures at once through the one
 * uploader (its multi preset: up to 10 files of 10 MB, checked before sending), each named after its file and kept
 * in the asset library, where a seller finds them again for the next batch.
 */
export function BatchUpload({ onProduct }: { onProduct: (product: BatchProduct) => void }) {
  const t = useBatchT();
  const uploader = useUploader({
    ...UPLOAD_PRESETS.multi,
    library: true,
    onError: (message) => toast.error(message),
    onUploaded: ({ image_id, path }, file) =>
      onProduct({ imageId: image_id, path, name: file.name.replace(/\.[^.]+$/, '') || `#${image_id}` }),
  });
  return (
    <ImageDropZone
      multiple
      onFiles={(files) => void uploader.add(files)}
      disabled={uploader.isFull}
      inputLabel={t('batch.upload')}
      inputTestId="batch-upload"
    >
      {(open) => (
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
            p: 1,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Button variant="outlined" onClick={open} disabled={uploader.isFull}>
            {t('batch.upload')}
          </Button>
          <Typography variant="body2" color="textSecondary" aria-live="polite">
            {uploader.uploading > 0
              ? t('batch.uploading', { count: uploader.uploading })
              : t('batch.uploadHint', { max: UPLOAD_PRESETS.multi.maxFiles })}
          </Typography>
        </Stack>
      )}
    </ImageDropZone>
  );
}
