import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import CheckroomIcon from '@mui/icons-material/CheckroomOutlined';
import StyleIcon from '@mui/icons-material/StyleOutlined';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { ImageDropZone } from '@/components/ImageDropZone';
import { NextStepPanel } from '@/components/NextStepPanel';
import { UPLOAD_PRESETS, useUploader } from '@/hooks/useUploader';
import { paths } from '@/utils/paths';
import { useModelingT } from '../i18n';

// The library (its grid, pagination and dialog) is fetched when first opened: the route stays within its budget.
const AssetLibraryDialog = lazy(() =>
  import('@/components/AssetLibraryDialog').then((m) => ({ default: m.AssetLibraryDialog })),
);

/** From library: the asset library's dialog, loaded when first opened; a pick opens that image here. */
function FromLibrary({ busy, onPick }: { busy: boolean; onPick: (imageId: number) => void }) {
  const t = useModelingT();
  const [libraryOpen, setLibraryOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PhotoLibraryIcon />}
        onClick={() => setLibraryOpen(true)}
        disabled={busy}
      >
        {t('modeling.start.fromLibrary')}
      </Button>
      {libraryOpen && (
        <Suspense fallback={null}>
          <AssetLibraryDialog
            open
            onPick={(image) => {
              setLibraryOpen(false);
              onPick(image.image_id);
            }}
            onClose={() => setLibraryOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The upload's progress while it runs. */
function UploadStatus({ progress }: { progress: number }) {
  const t = useModelingT();
  return (
    <Box role="status" sx={{ width: '100%' }}>
      <Typography variant="body2">
        {progress > 0 ? t('modeling.uploadingPercent', { progress }) : t('modeling.uploading')}
      </Typography>
      <LinearProgress
        variant={progress > 0 ? 'determinate' : 'indeterminate'}
        value={progress}
        aria-label={t('modeling.uploadProgress')}
      />
    </Box>
  );
}

/**
 * `/modeling/content` without an image (issue 26 defect 4): instead of a panel whose Generate can never
 * work, the ways to bring a product in — upload one or pick one from the asset library (either opens here
 * with its image_id), or start from a look in the Fashion Style gallery.
 */
export function ModelingStart({ promptId }: { promptId: number | null }) {
  const t = useModelingT();
  const navigate = useNavigate();
  const open = (image_id: number) => navigate(paths.modelingContent({ image_id, prompt_id: promptId }));
  const uploader = useUploader({
    ...UPLOAD_PRESETS.single,
    failureMessage: t('modeling.msg.uploadFailed'),
    onUploaded: ({ image_id }) => open(image_id),
  });
  const progress = uploader.inFlight[0]?.progress ?? 0;
  const busy = uploader.uploading > 0;
  return (
    <NextStepPanel
      icon={<CheckroomIcon fontSize="inherit" />}
      title={t('modeling.start.title')}
      actions={
        <>
          <ImageDropZone
            onFiles={(files) => void uploader.add(files)}
            disabled={busy}
            inputLabel={t('modeling.start.uploadProduct')}
            inputTestId="modeling-start-upload"
          >
            {(open) => (
              <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={open} disabled={busy}>
                {t('modeling.start.uploadProduct')}
              </Button>
            )}
          </ImageDropZone>
          <FromLibrary busy={busy} onPick={open} />
          <Button
            variant="outlined"
            startIcon={<StyleIcon />}
            component={RouterLink}
            to={paths.space('avator')}
          >
            {t('modeling.start.browseLooks')}
          </Button>
        </>
      }
      status={
        <>
          {busy && <UploadStatus progress={progress} />}
          {uploader.error && <Alert severity="error">{uploader.error}</Alert>}
        </>
      }
    >
      {t('modeling.start.text')}
    </NextStepPanel>
  );
}
