import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useAppDispatch } from '@/app/hooks';
import { ImageDropZone } from '@/components/ImageDropZone';
import { UPLOAD_PRESETS, useUploader } from '@/hooks/useUploader';
import { imageUrl } from '@/utils/imageUrl';
import { toast } from '@/utils/toast';
import { adminApi, useListCategoriesQuery, useUpdateImageMutation } from '../api';
import { BULK_UPLOAD_LIMIT_MESSAGE, IMAGE_NAME_MAX, IMAGE_PROMPT_MAX } from '../constants';
import { useAdminAction } from '../hooks/useAdminAction';
import { requiredText } from '../utils';
import { FieldText, SelectField, categoryOptions } from './fields';
import { LoadError } from './LoadError';
import { SectionHeader } from './SectionHeader';

interface Details {
  name: string;
  prompt: string;
}

type Errors = Record<number, { name?: string; prompt?: string }>;

function detailErrors(details: Details): { name?: string; prompt?: string } {
  return {
    name:
      requiredText(details.name, 'Name') ??
      (details.name.trim().length > IMAGE_NAME_MAX ? `At most ${IMAGE_NAME_MAX} characters` : undefined),
    prompt: details.prompt.length > IMAGE_PROMPT_MAX ? `At most ${IMAGE_PROMPT_MAX} characters` : undefined,
  };
}

/**
 * uploadMJ — Bulk upload: several pictures into the library under one category, through the shared
 * uploader (`/image/upload` with the category), then each named through `image/update`.
 */
export function UploadMJSection() {
  const dispatch = useAppDispatch();
  const tree = useListCategoriesQuery();
  const [category, setCategory] = useState<number | ''>('');
  const [categoryError, setCategoryError] = useState<string>();
  const [details, setDetails] = useState<Record<number, Details>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [update] = useUpdateImageMutation();
  const { run, busy } = useAdminAction();
  const uploader = useUploader({
    ...UPLOAD_PRESETS.multi,
    category_id: category === '' ? undefined : category,
    limitMessage: BULK_UPLOAD_LIMIT_MESSAGE,
    onError: (message) => toast.error(message),
  });
  const detailsOf = (imageId: number) => details[imageId] ?? { name: '', prompt: '' };
  const edit = (imageId: number, patch: Partial<Details>) =>
    setDetails((current) => ({ ...current, [imageId]: { ...detailsOf(imageId), ...patch } }));

  /** Pictures go under a category: without one, the picker says so instead of opening. */
  const needsCategory = () => {
    if (category !== '') return false;
    setCategoryError('Choose a category first');
    return true;
  };
  const take = (files: File[]) => {
    if (!needsCategory()) void uploader.add(files);
  };

  const save = async () => {
    const next: Errors = Object.fromEntries(
      uploader.images.map((img) => [img.image_id, detailErrors(detailsOf(img.image_id))]),
    );
    setErrors(next);
    if (Object.values(next).some((e) => e.name || e.prompt) || category === '') return;
    const saved = uploader.images;
    const ok = await run(
      async () => {
        for (const img of saved) {
          const { name, prompt } = detailsOf(img.image_id);
          await update({
            image_id: img.image_id,
            name: name.trim(),
            category_id: category,
            ...(prompt.trim() ? { prompt: prompt.trim() } : {}),
          }).unwrap();
          uploader.remove(img.image_id);
        }
      },
      `${saved.length} ${saved.length === 1 ? 'picture' : 'pictures'} saved to the library`,
    );
    // New images belong in the library list, which did not hold them before.
    dispatch(adminApi.util.invalidateTags([{ type: 'Image', id: 'ADMIN_LIST' }]));
    if (ok) setDetails({});
  };

  return (
    <>
      <SectionHeader
        title="Bulk upload"
        description="Several pictures into the image library under one category: upload, name each, save."
      >
        <SelectField
          label="Category"
          value={category}
          options={categoryOptions(tree.data ?? [])}
          emptyLabel="Choose…"
          error={categoryError}
          minWidth={220}
          onChange={(value) => {
            setCategory(value);
            setCategoryError(undefined);
          }}
        />
      </SectionHeader>
      {tree.isError && !tree.data && <LoadError what="The categories" onRetry={() => void tree.refetch()} />}
      <ImageDropZone
        onFiles={take}
        multiple
        disabled={uploader.isFull}
        inputLabel="Pictures to upload"
        inputTestId="bulk-upload-input"
      >
        {(open, dragging) => (
          <Paper
            variant="outlined"
            sx={{
              p: 3,
              mb: 2,
              textAlign: 'center',
              borderStyle: 'dashed',
              bgcolor: dragging ? 'action.hover' : undefined,
            }}
          >
            <Typography sx={{ mb: 1 }}>
              Drop or paste up to 10 pictures here (10 MB each), or pick them.
            </Typography>
            <Button variant="outlined" onClick={() => needsCategory() || open()} disabled={uploader.isFull}>
              Choose pictures
            </Button>
          </Paper>
        )}
      </ImageDropZone>
      {uploader.inFlight.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} aria-live="polite">
          {uploader.inFlight.map((item) => (
            <CircularProgress
              key={item.key}
              size={28}
              variant={item.progress > 0 ? 'determinate' : 'indeterminate'}
              value={item.progress}
              aria-label={`Uploading ${item.name}: ${item.progress}%`}
            />
          ))}
        </Stack>
      )}
      {uploader.images.length === 0 && uploader.inFlight.length === 0 ? (
        <Typography color="text.secondary">No pictures uploaded yet.</Typography>
      ) : (
        <Stack
          spacing={1.5}
          component="ul"
          aria-label="Uploaded pictures"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {uploader.images.map((img, index) => (
            <Paper key={img.image_id} component="li" variant="outlined" sx={{ p: 1.5 }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <Box
                  component="img"
                  src={imageUrl(img.path, { width: 160 })}
                  alt={`Uploaded picture ${index + 1}`}
                  sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                />
                <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
                  <FieldText
                    size="small"
                    label={`Name of picture ${index + 1}`}
                    value={detailsOf(img.image_id).name}
                    onChange={(event) => edit(img.image_id, { name: event.target.value })}
                    error={errors[img.image_id]?.name}
                    required
                  />
                  <FieldText
                    size="small"
                    label={`Prompt of picture ${index + 1}`}
                    value={detailsOf(img.image_id).prompt}
                    onChange={(event) => edit(img.image_id, { prompt: event.target.value })}
                    error={errors[img.image_id]?.prompt}
                    multiline
                  />
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {uploader.images.length > 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          The pictures are in the library already; saving names them and files them under the category.
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <Button
          variant="contained"
          onClick={() => void save()}
          loading={busy}
          disabled={!uploader.images.length || uploader.inFlight.length > 0}
        >
          Save to library
        </Button>
      </Box>
    </>
  );
}
