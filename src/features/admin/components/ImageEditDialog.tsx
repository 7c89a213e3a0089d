import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GalleryImage, ImageDescription } from '@/api/types';
import { AppDialog } from '@/components/AppDialog';
import { useForm, type FormRules } from '@/hooks/useForm';
import { SafeMarkdown } from '@/components/SafeMarkdown';
import { useDescribeImageMutation, useSetImageUseMutation, useUpdateImageMutation } from '../api';
import { describePrompt, IMAGE_NAME_MAX, IMAGE_PROMPT_MAX } from '../constants';
import { withContent } from '@/i18n/content';
import { useAdminAction } from '../hooks/useAdminAction';
import { adminT, useAdminT } from '../i18n';
import { imageTitle } from './fields';
import { RelatedImages } from './RelatedImages';

function descriptionOf(image: GalleryImage): ImageDescription {
  const raw = image.description;
  if (raw && typeof raw === 'object') return raw;
  if (typeof raw === 'string' && raw.trim()) {
    try {
      const parsed = JSON.parse(raw) as Partial<ImageDescription>;
      return { title: parsed.title ?? '', description: parsed.description ?? '' };
    } catch {
      return { title: '', description: raw };
    }
  }
  return { title: '', description: '' };
}

interface Draft {
  name: string;
  prompt: string;
  title: string;
  description: string;
}

const RULES: FormRules<Draft> = {
  name: (name) =>
    !name.trim()
      ? adminT('admin.required', { label: adminT('admin.name') })
      : name.length > IMAGE_NAME_MAX
        ? adminT('admin.atMost', { max: IMAGE_NAME_MAX })
        : undefined,
  prompt: (prompt) =>
    prompt.length > IMAGE_PROMPT_MAX ? adminT('admin.atMost', { max: IMAGE_PROMPT_MAX }) : undefined,
  title: (title, { description }) =>
    description.trim() && !title.trim() ? adminT('admin.image.needsTitle') : undefined,
  description: (description, { title }) =>
    title.trim() && !description.trim() ? adminT('admin.image.needsDescription') : undefined,
};

/** The image's name, prompt and description, saved by `image/update`. */
function useImageForm(image: GalleryImage, onClose: () => void) {
  const t = useAdminT();
  const [update] = useUpdateImageMutation();
  const save = useAdminAction();
  return useForm<Draft>({
    initial: { name: image.name ?? '', prompt: image.prompt ?? '', ...descriptionOf(image) },
    rules: RULES,
    onSubmit: async ({ name, prompt, title, description }) => {
      const body = {
        image_id: image.image_id,
        name: name.trim(),
        prompt,
        ...(title.trim() ? { description: { title: title.trim(), description } } : {}),
      };
      if (await save.run(() => update(body).unwrap(), t('admin.image.saved'))) onClose();
    },
  });
}

/** The Markdown description as it will show. */
function DescriptionPreview({ description }: { description: string }) {
  const t = useAdminT();
  return (
    <Box
      component="section"
      aria-label={t('admin.image.previewLabel')}
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="overline" color="textSecondary">
        {t('admin.image.preview')}
      </Typography>
      <SafeMarkdown>{description}</SafeMarkdown>
    </Box>
  );
}

/** Show or hide the image in the gallery (`image/use`). */
function GalleryVisibility({
  imageId,
  action,
}: {
  imageId: number;
  action: ReturnType<typeof useAdminAction>;
}) {
  const t = useAdminT();
  const [setUse] = useSetImageUseMutation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Typography variant="subtitle2" sx={{ flex: 1 }}>
        {t('admin.image.inGallery')}
      </Typography>
      <Button
        size="small"
        disabled={action.busy}
        onClick={() =>
          void action.run(() => setUse({ image_id: imageId, is_use: true }).unwrap(), t('admin.image.shown'))
        }
      >
        {t('admin.image.show')}
      </Button>
      <Button
        size="small"
        disabled={action.busy}
        onClick={() =>
          void action.run(
            () => setUse({ image_id: imageId, is_use: false }).unwrap(),
            t('admin.image.hidden'),
          )
        }
      >
        {t('admin.image.hide')}
      </Button>
    </Stack>
  );
}

/** `image/update` of name, prompt and description ("Describe" drafts them), visibility and related images. */
export function ImageEditDialog({ image, onClose }: { image: GalleryImage; onClose: () => void }) {
  const t = useAdminT();
  const [describe, describing] = useDescribeImageMutation();
  const other = useAdminAction();
  const form = useImageForm(image, onClose);
  const { name, prompt, description } = form.values;

  const draft = () =>
    void other.run(async () => {
      const result = await describe({
        image_id: image.image_id,
        prompt: describePrompt(name, prompt),
      }).unwrap();
      form.setValues({ title: result.title, description: result.description });
    }, t('admin.image.drafted'));

  return (
    <AppDialog
      open
      onClose={onClose}
      busy={form.submitting}
      maxWidth="md"
      title={withContent(t, 'admin.image.editTitle', { name: imageTitle(image) }, { id: image.image_id })}
      onSubmit={(event) => void form.handleSubmit(event)}
      formLabel={t('admin.image.details')}
      actions={
        <>
          <Button onClick={onClose} disabled={form.submitting}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.submitting}>
            {t('admin.save')}
          </Button>
        </>
      }
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <TextField {...form.field('name')} label={t('admin.name')} required />
        <TextField {...form.field('prompt')} label={t('admin.image.prompt')} multiline minRows={2} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            {t('admin.image.description')}
          </Typography>
          <Button onClick={draft} loading={describing.isLoading} variant="outlined" size="small">
            {t('admin.image.describe')}
          </Button>
        </Stack>
        <TextField {...form.field('title')} label={t('admin.image.titleField')} />
        <TextField {...form.field('description')} label={t('admin.image.markdown')} multiline minRows={4} />
        {description.trim() && <DescriptionPreview description={description} />}
        <Divider />
        <GalleryVisibility imageId={image.image_id} action={other} />
        <Typography variant="subtitle2">{t('admin.image.related')}</Typography>
        <RelatedImages image={image} />
      </Stack>
    </AppDialog>
  );
}
