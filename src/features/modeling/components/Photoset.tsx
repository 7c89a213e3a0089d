import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Carousel, type CarouselItem } from '@/components/Carousel';
import { useDownload } from '@/hooks/useDownload';
import { UseInMenu } from '@/components/catalogue/UseInMenu';
import { DownloadButton } from '@/components/DownloadButton';
import { ExportButton } from '@/features/export';
import { useBatchPolling } from '@/features/tasks';
import { imageUrl } from '@/utils/imageUrl';
import { IMAGE_WIDTHS, PHOTOSET_SIZE, PHOTOSET_VIEWER_FIT } from '../constants';
import { useModelingT, type ModelingTranslate } from '../i18n';
import { useMainImage } from '../hooks/useMainImage';
import { batchPhotos, type BatchPhoto } from '../utils';
import { RelatedPanel } from './RelatedPanel';
import { RetryAlert } from '@/components/RetryAlert';
import { PageHeader } from '@/components/PageHeader';

export interface PhotosetProps {
  batchId: string;
  /** The look the photoset was made from: each photo can be compared with it (issue 29 §1). */
  lookImageId: number | null;
  promptId: number | null;
  onBack: () => void;
}

/** The photos as the viewer's items: a placeholder while one is being generated. */
const carouselItems = (photos: BatchPhoto[], t: ModelingTranslate) =>
  photos.map((photo, i): CarouselItem => ({
    key: photo.key,
    kind: 'image',
    src: photo.path ? imageUrl(photo.path, { width: IMAGE_WIDTHS.main }) : undefined,
    thumb: photo.path ? imageUrl(photo.path, { width: IMAGE_WIDTHS.thumb }) : undefined,
    label: photo.running ? t('modeling.generating') : t('modeling.photo', { number: i + 1 }),
    state: photo.running ? 'processing' : 'ready',
    ratio: '3:4',
  }));

interface PhotosetActionsProps {
  ready: BatchPhoto[];
  asked: number;
  failed: number;
  setName: string;
  onBack: () => void;
}

/** Beside the title: the count, Back, Download all (a zip) and Export all. */
function PhotosetActions({ ready, asked, failed, setName, onBack }: PhotosetActionsProps) {
  const t = useModelingT();
  const zip = useDownload();
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {/* Counted against the photos asked for (12), not the ones left once failures drop out. */}
        {t('modeling.photosCount', { ready: ready.length, total: asked })}
        {failed > 0 && ` · ${t('modeling.photosFailed', { count: failed })}`}
      </Typography>
      <Button variant="outlined" onClick={onBack}>
        {t('modeling.back')}
      </Button>
      <Button
        variant="contained"
        disabled={!ready.length || zip.isDisabled}
        onClick={() =>
          void zip.trigger(
            ready.map((photo) => photo.path as string),
            { name: setName },
          )
        }
      >
        {t('modeling.downloadAll')}
      </Button>
      <ExportButton
        variant="button"
        label={t('modeling.exportAll')}
        sources={ready.map((photo, i) => ({ path: photo.path as string, name: `${setName} ${i + 1}` }))}
      />
    </>
  );
}

/** The shown photo's download, and the tools it can be used in once it has an id. */
function PhotoActions({
  photo,
  label,
  download,
}: {
  photo: BatchPhoto | undefined;
  label: string;
  download: ReturnType<typeof useDownload>;
}) {
  return (
    <>
      <DownloadButton path={photo?.path ?? ''} label={label} download={download} />
      {photo?.imageId != null && photo.path && (
        <UseInMenu
          name={label}
          picture={{
            image_id: photo.imageId,
            path: photo.path,
            from: 'photoset',
            date: new Date().toISOString(),
          }}
        />
      )}
    </>
  );
}

/**
 * Stage 'Get your photoset' (spec 3 §2.5, §4.3): the batch polled every 3 s while any task runs (failed
 * tasks drop out), a large viewer with download and thumbnails, Download all (a zip), and under the
 * chosen photo its related images with an editable prompt, an add-image upload and Generate.
 */
export function Photoset({ batchId, lookImageId, promptId, onBack }: PhotosetProps) {
  const t = useModelingT();
  const batch = useBatchPolling(batchId, t('modeling.msg.unknownError'));
  const photos = useMemo(() => batchPhotos(batch.tasks), [batch.tasks]);
  const ready = photos.filter((photo) => !photo.running && photo.path);
  const asked = Math.max(batch.tasks.length, photos.length) || PHOTOSET_SIZE;
  const failed = batch.tasks.filter((task) => task.status === 'failure' || task.status === 'cancel').length;
  const [index, setIndex] = useState(0);
  const current = photos[Math.min(index, Math.max(0, photos.length - 1))];
  const download = useDownload();
  const look = useMainImage(lookImageId).image;
  // Named after what it shows, as Export names its files: the look's photoset.
  const setName = t('modeling.photosetFileName', { name: look?.name || t('modeling.theLook') });

  const items = carouselItems(photos, t);

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {/* Back and 'Download all' sit with the title, so they are on screen with the viewer at any height. */}
      <PageHeader
        title={t('modeling.photosetTitle')}
        subtitle={t('modeling.photosetSubtitle')}
        sx={{ mb: 0 }}
        actions={
          <PhotosetActions ready={ready} asked={asked} failed={failed} setName={setName} onBack={onBack} />
        }
      />
      {batch.isRunning && (
        <Alert severity="info" role="status">
          {t('modeling.msg.creating')}
        </Alert>
      )}
      {batch.error ? (
        <RetryAlert message={t('modeling.msg.imageDetailsFailed')} onRetry={() => void batch.refetch()} />
      ) : (
        <Carousel
          fit={PHOTOSET_VIEWER_FIT}
          items={items}
          index={index}
          onIndexChange={setIndex}
          label={t('modeling.photoset')}
          original={
            look
              ? { src: imageUrl(look.path, { width: IMAGE_WIDTHS.main }), label: t('modeling.originalImage') }
              : undefined
          }
          renderDownload={(item) =>
            item.src ? (
              <PhotoActions
                photo={photos.find((p) => p.key === item.key)}
                label={item.label}
                download={download}
              />
            ) : null
          }
          empty={
            batch.isLoading ? (
              <CircularProgress aria-label={t('modeling.loadingPhotoset')} />
            ) : (
              <Typography>{t('modeling.msg.noHistory')}</Typography>
            )
          }
        />
      )}
      {current && !current.running && current.imageId !== null && (
        <RelatedPanel
          key={current.imageId}
          baseImageId={current.imageId}
          promptId={promptId}
          initialPrompt={current.prompt}
        />
      )}
    </Stack>
  );
}
