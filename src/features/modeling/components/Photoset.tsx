import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Carousel, type CarouselItem } from '@/components/Carousel';
import { ThumbStrip, type ThumbItem } from '@/components/ThumbStrip';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { PromptField, promptFieldProps } from '@/components/generator/PromptField';
import { ImageDropZone } from '@/components/ImageDropZone';
import { useDownload } from '@/hooks/useDownload';
import { UseInMenu } from '@/components/catalogue/UseInMenu';
import { DownloadButton } from '@/components/DownloadButton';
import { useForm } from '@/hooks/useForm';
import { UPLOAD_PRESETS, useUploader } from '@/hooks/useUploader';
import { ExportButton } from '@/features/export';
import { TaskPollers, thumbStateOf, useBatchPolling } from '@/features/tasks';
import { imageUrl } from '@/utils/imageUrl';
import { DEFAULT_IMAGE_MODEL } from '@/components/generator/rules';
import { IMAGE_WIDTHS, PHOTOSET_SCOPE, PHOTOSET_SIZE, PHOTOSET_VIEWER_FIT } from '../constants';
import { useModelingT } from '../i18n';
import { useMainImage } from '../hooks/useMainImage';
import { useRelatedGeneration } from '../hooks/useRelatedGeneration';
import { batchPhotos } from '../utils';
import { RetryAlert } from '@/components/RetryAlert';
import { PageHeader } from '@/components/PageHeader';

export interface PhotosetProps {
  batchId: string;
  /** The look the photoset was made from: each photo can be compared with it (issue 29 §1). */
  lookImageId: number | null;
  promptId: number | null;
  onBack: () => void;
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
  const zip = useDownload();
  const look = useMainImage(lookImageId).image;
  // Named after what it shows, as Export names its files: the look's photoset.
  const setName = t('modeling.photosetFileName', { name: look?.name || t('modeling.theLook') });

  const items = photos.map((photo, i): CarouselItem => ({
    key: photo.key,
    kind: 'image',
    src: photo.path ? imageUrl(photo.path, { width: IMAGE_WIDTHS.main }) : undefined,
    thumb: photo.path ? imageUrl(photo.path, { width: IMAGE_WIDTHS.thumb }) : undefined,
    label: photo.running ? t('modeling.generating') : t('modeling.photo', { number: i + 1 }),
    state: photo.running ? 'processing' : 'ready',
    ratio: '3:4',
  }));

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {/* Back and 'Download all' sit with the title, so they are on screen with the viewer at any height. */}
      <PageHeader
        title={t('modeling.photosetTitle')}
        subtitle={t('modeling.photosetSubtitle')}
        sx={{ mb: 0 }}
        actions={
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
          renderDownload={(item) => {
            const photo = photos.find((p) => p.key === item.key);
            return item.src ? (
              <>
                <DownloadButton path={photo?.path ?? ''} label={item.label} download={download} />
                {photo?.imageId != null && photo.path && (
                  <UseInMenu
                    name={item.label}
                    picture={{
                      image_id: photo.imageId,
                      path: photo.path,
                      from: 'photoset',
                      date: new Date().toISOString(),
                    }}
                  />
                )}
              </>
            ) : null;
          }}
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

interface RelatedPanelProps {
  baseImageId: number;
  promptId: number | null;
  initialPrompt: string;
}

/** Related images of the chosen photo and Generate under it (spec 3 §2.5, §4.3, §5). */
function RelatedPanel({ baseImageId, promptId, initialPrompt }: RelatedPanelProps) {
  const t = useModelingT();
  const base = useMainImage(baseImageId);
  const uploader = useUploader({
    ...UPLOAD_PRESETS.single,
    keepLast: 1,
    failureMessage: t('modeling.msg.uploadFailed'),
  });
  const attached = uploader.images.map((image) => image.path);
  const generation = useRelatedGeneration(PHOTOSET_SCOPE(baseImageId), () => void base.refetch(), {
    blockers: [uploader.uploading > 0 && t('modeling.waitForUpload')],
  });
  const form = useForm({
    initial: { prompt: initialPrompt },
    rules: { prompt: (value) => (value.trim() ? undefined : t('modeling.msg.missingPrompt')) },
    onSubmit: ({ prompt }) =>
      generation.creation.submit({
        image_id: baseImageId,
        prompt_id: promptId,
        prompt: prompt.trim(),
        images: attached,
        model: DEFAULT_IMAGE_MODEL,
      }),
  });
  const { reset } = form;
  useEffect(() => reset({ prompt: initialPrompt }), [reset, initialPrompt]);
  const related = (base.image?.images_desc ?? []).filter(
    (desc) => !desc.is_main && desc.image_id !== baseImageId,
  );

  const thumbs: ThumbItem<string>[] = [
    ...related.map((desc, i) => ({
      id: `image:${desc.image_id}`,
      src: imageUrl(desc.path, { width: IMAGE_WIDTHS.history }),
      alt: t('modeling.relatedImage', { number: i + 1 }),
    })),
    ...generation.items.map((item) => ({
      id: item.tempId,
      alt:
        item.phase === 'failure' || item.phase === 'cancel'
          ? t('modeling.failedLower')
          : t('modeling.generating'),
      state: thumbStateOf(item.phase),
      canRetry: item.canRetry,
    })),
  ];

  return (
    <Box
      component="section"
      aria-label={t('modeling.relatedImages')}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('modeling.relatedImages')}
      </Typography>
      {thumbs.length > 0 && (
        <ThumbStrip
          items={thumbs}
          currentId={null}
          onSelect={() => undefined}
          onRetry={(id) => void generation.retry(id)}
          orientation="horizontal"
          size={80}
          label={t('modeling.relatedImages')}
        />
      )}
      <TaskPollers recordIds={generation.items.map((item) => item.recordId)} />
      <Stack
        component="form"
        noValidate
        aria-label={t('modeling.generate')}
        onSubmit={form.handleSubmit}
        spacing={1.5}
        sx={{ mt: 1.5 }}
      >
        <PromptField
          {...promptFieldProps(form, 'prompt')}
          minRows={2}
          placeholder={t('modeling.photoPrompt')}
        />
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <ImageDropZone
            onFiles={(files) => void uploader.add(files)}
            disabled={attached.length > 0}
            inputLabel={t('modeling.addImage')}
            inputTestId="photoset-add-image"
          >
            {(open) => (
              <Button
                variant="outlined"
                onClick={open}
                disabled={attached.length > 0 || uploader.uploading > 0}
              >
                {t('modeling.addImage')}
              </Button>
            )}
          </ImageDropZone>
          {uploader.images.map((image) => (
            <Box
              key={image.image_id}
              component="img"
              src={imageUrl(image.path, { width: IMAGE_WIDTHS.history })}
              alt={t('modeling.attachedImage')}
              sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }}
            />
          ))}
          <GenerateButton
            type="submit"
            {...generation.creation.button}
            fullWidth={false}
            label={t('modeling.generate')}
          />
        </Stack>
        {uploader.error && <Alert severity="error">{uploader.error}</Alert>}
      </Stack>
    </Box>
  );
}
