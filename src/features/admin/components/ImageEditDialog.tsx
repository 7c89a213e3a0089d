import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { GalleryImage, ImageDescription } from '@/api/types';
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

interface Errors {
  name?: string;
  prompt?: string;
  title?: string;
  description?: string;
}

function validate(name: string, prompt: string, text: ImageDescription): Errors {
  const errors: Errors = {};
  if (!name.trim()) errors.name = 'Name is required';
  else if (name.length > IMAGE_NAME_MAX) errors.name = `At most ${IMAGE_NAME_MAX} characters`;
  if (prompt.length > IMAGE_PROMPT_MAX) errors.prompt = `At most ${IMAGE_PROMPT_MAX} characters`;
  const hasTitle = Boolean(text.title.trim());
  const hasBody = Boolean(text.description.trim());
  if (hasBody && !hasTitle) errors.title = 'A description needs a title';
  if (hasTitle && !hasBody) errors.description = 'A title needs a description';
  return errors;
}

/** `image/update` of name, prompt and description ("Describe" drafts them), visibility and related images. */
export function ImageEditDialog({ image, onClose }: { image: GalleryImage; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [name, setName] = useState(image.name ?? '');
  const [prompt, setPrompt] = useState(image.prompt ?? '');
  const [text, setText] = useState(() => descriptionOf(image));
  const [errors, setErrors] = useState<Errors>({});
  const [update] = useUpdateImageMutation();
  const [describe, describing] = useDescribeImageMutation();
  const [setUse] = useSetImageUseMutation();
  const save = useAdminAction();
  const other = useAdminAction();

  const submit = async () => {
    const next = validate(name, prompt, text);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const body = {
      image_id: image.image_id,
      name: name.trim(),
      prompt,
      ...(text.title.trim()
        ? { description: { title: text.title.trim(), description: text.description } }
        : {}),
    };
    if (await save.run(() => update(body).unwrap(), 'Image saved')) onClose();
  };

  const draft = () =>
    void other.run(async () => {
      const result = await describe({
        image_id: image.image_id,
        prompt: describePrompt(name, prompt),
      }).unwrap();
      setText({ title: result.title, description: result.description });
    }, 'Title and description drafted; review them, then save');

  return (
    <Dialog
      open
      onClose={save.busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="image-edit-title"
    >
      <DialogTitle id="image-edit-title">
        Edit “{image.name || `#${image.image_id}`}” (#{image.image_id})
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name}
            required
          />
          <TextField
            label="Prompt"
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            error={Boolean(errors.prompt)}
            helperText={errors.prompt}
            multiline
            minRows={2}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2" sx={{ flex: 1 }}>
              Description
            </Typography>
            <Button onClick={draft} loading={describing.isLoading} variant="outlined" size="small">
              Describe
            </Button>
          </Stack>
          <TextField
            label="Title"
            value={text.title}
            onChange={(event) => setText({ ...text, title: event.target.value })}
            error={Boolean(errors.title)}
            helperText={errors.title}
          />
          <TextField
            label="Description (Markdown)"
            value={text.description}
            onChange={(event) => setText({ ...text, description: event.target.value })}
            error={Boolean(errors.description)}
            helperText={errors.description}
            multiline
            minRows={4}
          />
          {text.description.trim() && (
            <Box
              component="section"
              aria-label="Description preview"
              sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Typography variant="overline" color="text.secondary">
                Preview
              </Typography>
              <SafeMarkdown>{text.description}</SafeMarkdown>
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
                void other.run(
                  () => setUse({ image_id: image.image_id, is_use: true }).unwrap(),
                  'Image shown',
                )
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={save.busy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
