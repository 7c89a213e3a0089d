import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImageDesc } from '@/api/types';
import { ThumbStrip, type ThumbItem } from '@/components/ThumbStrip';
import { GenerateButton } from '@/components/generator/GenerateButton';
import { PromptField, promptFieldProps } from '@/components/generator/PromptField';
import { ImageDropZone } from '@/components/ImageDropZone';
import { useForm } from '@/hooks/useForm';
import { UPLOAD_PRESETS, useUploader } from '@/hooks/useUploader';
import { TaskPollers, thumbStateOf } from '@/features/tasks';
import { imageUrl } from '@/utils/imageUrl';
import { DEFAULT_IMAGE_MODEL } from '@/components/generator/rules';
import { IMAGE_WIDTHS, PHOTOSET_SCOPE } from '../constants';
import { useModelingT } from '../i18n';
import { useMainImage } from '../hooks/useMainImage';
import { useRelatedGeneration } from '../hooks/useRelatedGeneration';

interface RelatedPanelProps {
  baseImageId: number;
  promptId: number | null;
  initialPrompt: string;
}

/** The panel's prompt form, its one attached image and the related generations it submits. */
function useRelatedForm({ baseImageId, promptId, initialPrompt }: RelatedPanelProps, refetch: () => void) {
  const t = useModelingT();
  const uploader = useUploader({
    ...UPLOAD_PRESETS.single,
    keepLast: 1,
    failureMessage: t('modeling.msg.uploadFailed'),
  });
  const attached = uploader.images.map((image) => image.path);
  const generation = useRelatedGeneration(PHOTOSET_SCOPE(baseImageId), refetch, {
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
  return { uploader, attached, generation, form };
}

type RelatedGeneration = ReturnType<typeof useRelatedGeneration>;

/** The photo's related images, then the generations under way or failed (with a retry). */
function RelatedThumbs({ related, generation }: { related: ImageDesc[]; generation: RelatedGeneration }) {
  const t = useModelingT();
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
  if (thumbs.length === 0) return null;
  return (
    <ThumbStrip
      items={thumbs}
      currentId={null}
      onSelect={() => undefined}
      onRetry={(id) => void generation.retry(id)}
      orientation="horizontal"
      size={80}
      label={t('modeling.relatedImages')}
    />
  );
}

/** Add image (one at most) and the attached image's preview. */
function AttachImage({
  uploader,
  attached,
}: Pick<ReturnType<typeof useRelatedForm>, 'uploader' | 'attached'>) {
  const t = useModelingT();
  return (
    <>
      <ImageDropZone
        onFiles={(files) => void uploader.add(files)}
        disabled={attached.length > 0}
        inputLabel={t('modeling.addImage')}
        inputTestId="photoset-add-image"
      >
        {(open) => (
          <Button variant="outlined" onClick={open} disabled={attached.length > 0 || uploader.uploading > 0}>
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
    </>
  );
}

/** Related images of the chosen photo and Generate under it (spec 3 §2.5, §4.3, §5). */
export function RelatedPanel(props: RelatedPanelProps) {
  const { baseImageId } = props;
  const t = useModelingT();
  const base = useMainImage(baseImageId);
  const { uploader, attached, generation, form } = useRelatedForm(props, () => void base.refetch());
  const related = (base.image?.images_desc ?? []).filter(
    (desc) => !desc.is_main && desc.image_id !== baseImageId,
  );

  return (
    <Box
      component="section"
      aria-label={t('modeling.relatedImages')}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('modeling.relatedImages')}
      </Typography>
      <RelatedThumbs related={related} generation={generation} />
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
          <AttachImage uploader={uploader} attached={attached} />
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
