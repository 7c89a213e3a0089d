import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AppDialog } from '@/components/AppDialog';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { ASPECT_RATIOS, DEFAULT_ASPECT_RATIO, type AspectRatio } from '../constants';
import { useTryOnSubmit, type TryOnModel } from '../hooks/useTryOnSubmit';
import { useTryOnUploads } from '../hooks/useTryOnUploads';
import { useTryOnT } from '../i18n';
import { AspectRatioPicker } from '@/components/AspectRatioPicker';
import { ProductUploader } from './ProductUploader';

interface TryOnDialogProps {
  /** The style (model) image to dress; null keeps the dialog closed. */
  model: TryOnModel | null;
  onClose: () => void;
}

/** Spec 1 §2.3 "Marketing - Try On": product picture, aspect ratio, Generate. */
export function TryOnDialog({ model, onClose }: TryOnDialogProps) {
  const t = useTryOnT();
  const uploads = useTryOnUploads();
  const [ratio, setRatio] = useState<AspectRatio>(DEFAULT_ASPECT_RATIO);
  const submit = useTryOnSubmit(model, onClose, {
    pictures: uploads.selected.length,
    uploading: uploads.uploading,
  });
  return (
    <AppDialog
      open={model !== null}
      onClose={onClose}
      title={t('tryOn.title')}
      busy={submit.isSubmitting}
      actions={
        <>
          <Button onClick={onClose}>{t('tryOn.cancel')}</Button>
          {/* The one Generate (issue 43): with its credit cost, as on every creation screen. */}
          <GenerateButton
            fullWidth={false}
            {...submit.button}
            label={submit.isSubmitting ? t('tryOn.generating') : t('tryOn.generate')}
            onClick={() => void submit.submit(uploads.selected, ratio)}
          />
        </>
      }
    >
      <Stack spacing={3}>
        <ProductUploader
          paths={uploads.paths}
          selected={uploads.selected}
          uploading={uploads.uploading}
          progress={uploads.progress}
          onFile={(file) => void uploads.add(file)}
          onToggle={uploads.toggle}
        />
        <AspectRatioPicker ratios={ASPECT_RATIOS} value={ratio} onChange={setRatio} />
      </Stack>
    </AppDialog>
  );
}
