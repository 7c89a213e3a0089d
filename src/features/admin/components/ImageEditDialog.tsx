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
import { useAdminAction } from '../hooks/useAdminAction';
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
      ? 'Name is required'
      : name.length > IMAGE_NAME_MAX
        ? `At most ${IMAGE_NAME_MAX} characters`
        : undefined,
  prompt: (prompt) =>
    prompt.length > IMAGE_PROMPT_MAX ? `At most ${IMAGE_PROMPT_MAX} characters` : undefined,
  title: (title, { description }) =>
    description.trim() && !title.trim() ? 'A description needs a title' : undefined,
  description: (description, { title }) =>
    title.trim() && !description.trim() ? 'A title needs a description' : undefined,
};

/** `image/update` of name, prompt and description ("Describe" drafts them), visibility and related images. */
export function ImageEditDialog({ image, onClose }: { image: GalleryImage; onClose: () => void }) {
  const [update] = useUpdateImageMutation();
  const [describe, describing] = useDescribeImageMutation();
  const [setUse] = useSetImageUseMutation();
  const save = useAdminAction();
  const other = useAdminAction();
  const form = useForm<Draft>({
    initial: { name: image.name ?? '', prompt: image.prompt ?? '', ...descriptionOf(image) },
    rules: RULES,
    onSubmit: async ({ name, prompt, title, description }) => {
      const body = {
        image_id: image.image_id,
        name: name.trim(),
        prompt,
        ...(title.trim() ? { description: { title: title.trim(), description } } : {}),
      };
      if (await save.run(() => update(body).unwrap(), 'Image saved')) onClose();
    },
  });
  const { name, prompt, description } = form.values;

  const draft = () =>
    void other.run(async () => {
      const result = await describe({
        image_id: image.image_id,
        prompt: describePrompt(name, prompt),
      }).unwrap();
      form.setValues({ title: result.title, description: result.description });
    }, 'Title and description drafted; review them, then save');

  return (
    <AppDialog
      open
      onClose={onClose}
      busy={form.submitting}
      maxWidth="md"
      title={`Edit “${image.name || `#${image.image_id}`}” (#${image.image_id})`}
      onSubmit={(event) => void form.handleSubmit(event)}
      formLabel="Image details"
      actions={
        <>
          <Button onClick={onClose} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={form.submitting}>
            Save
          </Button>
        </>
      }
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <TextField {...form.field('name')} label="Name" required />
        <TextField {...form.field('prompt')} label="Prompt" multiline minRows={2} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            Description
          </Typography>
          <Button onClick={draft} loading={describing.isLoading} variant="outlined" size="small">
            Describe
          </Button>
        </Stack>
        <TextField {...form.field('title')} label="Title" />
        <TextField {...form.field('description')} label="Description (Markdown)" multiline minRows={4} />
        {description.trim() && (
          <Box
            component="section"
            aria-label="Description preview"
            sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Typography variant="overline" color="text.secondary">
              Preview
            </Typography>
            <SafeMarkdown>{description}</SafeMarkdown>
          </Box>
        )}
        <Divider />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            In the gallery
          </Typography>
          <Button
            size="small"
            disabled={other.busy}
            onClick={() =>
              void other.run(() => setUse({ image_id: image.image_id, is_use: true }).unwrap(), 'Image shown')
            }
          >
            Show
          </Button>
          <Button
            size="small"
            disabled={other.busy}
            onClick={() =>
              void other.run(
                () => setUse({ image_id: image.image_id, is_use: false }).unwrap(),
                'Image hidden',
              )
            }
          >
            Hide
          </Button>
        </Stack>
        <Typography variant="subtitle2">Related images</Typography>
        <RelatedImages image={image} />
      </Stack>
    </AppDialog>
  );
}
